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
}: {
  days: SlotDay[];
  selected?: string;
  name?: string;
  error?: string;
}) {
  return (
    <div className="space-y-5" aria-describedby={error ? `${name}-error` : undefined}>
      {days.map((day) => (
        <fieldset key={day.day} className="min-w-0">
          <legend className="text-base font-semibold text-ink-900">{day.label}</legend>
          <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
            {day.slots.map((slot) => (
              <label
                key={slot.value}
                className={cn(
                  "flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border border-slate-300 bg-white px-3 py-2 text-sm text-ink-900",
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
                  <span className="sr-only">, {slot.window}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      ))}
      <FieldError id={`${name}-error`} message={error} />
    </div>
  );
}
