import { choiceCardClass, choiceControlClass } from "~/components/ui/choice-card.ts";
import { inputClass } from "~/features/quote/components/quote-form-fields.tsx";
import { cn } from "~/lib/cn.ts";

// The free times, grouped by day, as plain radio buttons (a form that works
// without JavaScript). Times are formatted on the server in Central Time and
// sent as text, so the page reads the same in any browser's time zone.

export type SlotOption = { value: string; time: string; window: string };
export type SlotDay = { day: string; label: string; slots: SlotOption[] };

/** The site's text input (the home page's quote form). */
export const fieldClass = cn(inputClass, "mt-1.5");

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
  errorId = `${name}-error`,
  collapse = true,
}: {
  days: SlotDay[];
  selected?: string;
  name?: string;
  error?: string;
  /** The id of the message (Conform's field errorId). */
  errorId?: string;
  /** Fold every day but the first. */
  collapse?: boolean;
}) {
  return (
    <div className={collapse ? "space-y-3" : "space-y-5"} aria-describedby={error ? errorId : undefined}>
      {days.map((day, i) => {
        const times = (
          <div className="mt-2 grid grid-cols-3 gap-2 sm:grid-cols-4">
            {day.slots.map((slot) => (
              <label
                key={slot.value}
                className={cn(choiceCardClass, "min-h-11 gap-1.5 rounded-xl px-2 py-2 whitespace-nowrap")}
              >
                <input
                  type="radio"
                  name={name}
                  value={slot.value}
                  defaultChecked={slot.value === selected}
                  className={choiceControlClass}
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
          <details
            key={day.day}
            open={open}
            className="group rounded-2xl border border-slate-200 bg-white px-3 py-2 shadow-xs open:bg-slate-50/60"
          >
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
      <FieldError id={errorId} message={error} />
    </div>
  );
}
