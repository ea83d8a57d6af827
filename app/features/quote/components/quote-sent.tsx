import { CheckCircle2 } from "lucide-react";
import { useEffect, useRef } from "react";
import { SmartLink } from "~/components/smart-link.tsx";
import { buttonClass } from "~/components/ui/button.tsx";
import { business } from "~/config/business.ts";
import { useSiteHours } from "~/features/site-settings/site-hours.ts";
import type { QuoteActionData } from "../types.ts";

/** The confirmation shown once a request is stored. */
export function QuoteSent({
  result,
  onAnother,
  autoFocus,
}: {
  result: Extract<QuoteActionData, { status: "sent" }>;
  onAnother: () => void;
  autoFocus: boolean;
}) {
  const hours = useSiteHours();
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!autoFocus) panel.current?.focus();
  }, [autoFocus]);
  const how = { call: "call you", text: "text you", email: "email you" }[result.contactMethod] ?? "get back to you";
  return (
    <div
      ref={panel}
      tabIndex={-1}
      autoFocus={autoFocus}
      role="status"
      aria-labelledby="quote-sent-title"
      className="py-4 text-center outline-none"
    >
      <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-emerald-100 text-emerald-700">
        <CheckCircle2 aria-hidden="true" className="size-9" />
      </span>
      <h3 id="quote-sent-title" className="mt-5 text-2xl font-semibold">
        Thanks, {result.name}! Your request is in.
      </h3>
      <div className="mx-auto mt-4 max-w-md space-y-3 text-slate-600">
        <p>
          <strong className="text-ink-900">What happens next:</strong> we'll {how} during opening hours (
          <span className="whitespace-nowrap">{hours.label}</span>) with a price and our first open slot. There's
          nothing more you need to do.
        </p>
        {result.areas.length > 0 && (
          <p>
            Good news: {result.areas.map((a) => a.name).join(" and ")} {result.areas.length > 1 ? "are" : "is"} in our
            mobile service area.
          </p>
        )}
        {result.welcomeOffer && (
          <p className="font-medium text-gold-700">
            Your {business.offer.percent}% first-time customer discount is noted on your request.
          </p>
        )}
        <p>
          Need an answer sooner? Call{" "}
          <SmartLink href={business.phone.href} className="font-semibold whitespace-nowrap text-sea-900 underline">
            {business.phone.display}
          </SmartLink>
          .
        </p>
      </div>
      <a
        href="/#contact"
        onClick={(event) => {
          event.preventDefault();
          onAnother();
        }}
        className={buttonClass("dark", "mt-7")}
      >
        Send another request
      </a>
    </div>
  );
}
