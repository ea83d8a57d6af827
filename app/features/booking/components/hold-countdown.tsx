import { useEffect, useState } from "react";

// The hold's remaining time on the payment page (issue 23): the server writes
// when it ends; once the page runs, a minutes:seconds countdown follows it.
// The ticking figure is not announced (role="timer" is silent); a polite
// message is, at five minutes, one minute and the end. Nothing runs at
// hydration beyond one state set and one interval.

const pad = (n: number) => String(n).padStart(2, "0");

function announcementFor(seconds: number): string {
  if (seconds <= 0) return "Your hold has ended. The time was released and nothing was charged.";
  if (seconds <= 60) return "About one minute left to pay before the time is released.";
  if (seconds <= 300) return "Five minutes or less left to pay before the time is released.";
  return "";
}

export function HoldCountdown({
  endsAt,
  endsAtLabel,
  backHref,
}: {
  endsAt: string;
  endsAtLabel: string;
  backHref: string;
}) {
  const end = Date.parse(endsAt);
  const [left, setLeft] = useState<number | null>(null);
  useEffect(() => {
    const tick = () => setLeft(Math.max(0, Math.ceil((end - Date.now()) / 1000)));
    tick();
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
  }, [end]);
  const over = left !== null && left <= 0;
  return (
    <section
      aria-labelledby="hold-heading"
      className={
        over
          ? "mt-6 rounded-2xl border border-red-300 bg-red-50 p-4 text-red-900"
          : "mt-6 rounded-2xl border border-gold-300 bg-sand-100 p-4 text-ink-900"
      }
      data-testid="hold-countdown"
    >
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="hold-heading" className="text-sm font-semibold">
          {over ? "Your hold has ended" : "Your time is held for you"}
        </h2>
        {left !== null && !over ? (
          <p role="timer" className="font-display text-2xl font-semibold tabular-nums" aria-label="Time left to pay">
            {Math.floor(left / 60)}:{pad(left % 60)}
          </p>
        ) : null}
      </div>
      <p className="mt-1 text-sm">
        {over ? (
          <>
            The time was released for other customers and nothing was charged.{" "}
            <a href={backHref} className="font-semibold underline">
              Choose a time again
            </a>{" "}
            (your choices and details are kept).
          </>
        ) : (
          <>
            Pay before {endsAtLabel} to keep it. If the time runs out, the time is released for others and nothing is
            charged: you can pick a time again.
          </>
        )}
      </p>
      <p aria-live="polite" className="sr-only">
        {left === null ? "" : announcementFor(left)}
      </p>
    </section>
  );
}
