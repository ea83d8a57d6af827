import { cn } from "~/lib/cn.ts";

// The free times, grouped by day, as plain radio buttons (a form that works
// without JavaScript). Times are formatted on the server in Central Time and
// sent as text, so the page reads the same in any browser's time zone.

export type SlotOption = { value: string; time: string; window: string };
export type SlotDay = { day: string; label: string; slots: SlotOption[] };

export const fieldClass =
  "mt-1 block min-h-11 w-full rounded-xl border border-slate-300 bg-white px-3 py-2 text-base text-ink-900 focus:border-sea-600 focus:outline-2 focus:outline-sea-600 aria-[invalid=true]:border-red-700";

export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1 text-sm font-medium text-red-800">
      {message}
    </p>
  );
}

export function SlotPicker({
  days,
  selected,
  name = "slot",
  error,
  collapse = true,
}: {
  days: SlotDay[];
  selected?: string;
  name?: string;
  error?: string;
  /** Fold every day but the first. */
  collapse?: boolean;
}) {
  return (
    <div className={collapse ? "space-y-3" : "space-y-5"} aria-describedby={error ? `${name}-error` : undefined}>
      {days.map((day, i) => {
        const times = (
          <div className="mt-2 grid grid-cols-3 gap-2 sm:grid-cols-4">
            {day.slots.map((slot) => (
              <label
                key={slot.value}
                className={cn(
                  "flex min-h-11 cursor-pointer items-center gap-1.5 rounded-xl border border-slate-300 bg-white px-2 py-2 text-sm whitespace-nowrap text-ink-900",
                  "has-[:checked]:border-sea-700 has-[:checked]:bg-sea-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-sea-600",
                )}
              >
                <input
                  type="radio"
                  name={name}
                  value={slot.value}
                  defaultChecked={slot.value === selected}
                  className="size-4 shrink-0 accent-sea-700"
                  required
                />
                <span>
                  <span className="font-semibold">{slot.time}</span>
                  <span className="sr-only">
                    , {day.label}, {slot.window}
                  </span>
                </span>
              </label>
            ))}
          </div>
        );
        // A short list is shown whole; a long one folds each day but the first (native details: no script needed).
        if (!collapse) {
          return (
            <fieldset key={day.day} className="min-w-0">
              <legend className="text-base font-semibold text-ink-900">{day.label}</legend>
              {times}
            </fieldset>
          );
        }
        const open = i === 0 || day.slots.some((s) => s.value === selected);
        return (
          <details key={day.day} open={open} className="group rounded-xl border border-slate-200 bg-slate-50 px-3 py-2">
            <summary className="flex min-h-11 cursor-pointer items-center justify-between gap-3 text-base font-semibold text-ink-900">
              <span>{day.label}</span>
              <span className="text-sm font-normal text-slate-600">
                {day.slots.length} time{day.slots.length === 1 ? "" : "s"}
              </span>
            </summary>
            <fieldset className="min-w-0 pb-2">
              <legend className="sr-only">{day.label}</legend>
              {times}
            </fieldset>
          </details>
        );
      })}
      <FieldError id={`${name}-error`} message={error} />
    </div>
  );
}
