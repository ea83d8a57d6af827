import {
  getCollectionProps,
  getFormProps,
  getInputProps,
  useForm,
  type FieldMetadata,
  type SubmissionResult,
} from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { FormAlert } from "~/components/ui/form-alert.tsx";
import { FormField, fieldControlClass } from "~/components/ui/form-field.tsx";
import { WEEKDAYS } from "~/config/opening-hours.ts";
import type { formValuesOf } from "../effective.ts";
import { settingsFormSchema } from "../schema.ts";

// The owner's business settings (/admin/settings/business): hours by weekday,
// holidays, and the booking rules. Conform and the feature's schema, checked in
// the browser and again by the action; works as a plain post without JavaScript.

type Values = ReturnType<typeof formValuesOf>;

export type SettingsFormProps = {
  defaultValue: Values;
  federal: { date: string; name: string; label: string }[];
  lastResult?: SubmissionResult<string[]>;
};

const sectionClass = "rounded-2xl border border-slate-300 bg-white p-4 sm:p-5";
const headingClass = "text-lg font-semibold text-ink-950";
const checkClass = "size-5 shrink-0 accent-ink-900";
/** Blank rows offered for new days off. */
const NEW_ROWS = 2;

function Errors({ id, errors }: { id: string; errors?: string[] }) {
  return errors?.[0] ? (
    <p id={id} className="text-sm font-semibold text-red-800">
      {errors[0]}
    </p>
  ) : null;
}

function TextField({
  field,
  label,
  type = "text",
  hint,
  className,
  inputMode,
  step,
}: {
  field: FieldMetadata<string | number | undefined>;
  label: string;
  type?: "text" | "time" | "date" | "number";
  hint?: string;
  className?: string;
  inputMode?: "numeric" | "decimal";
  step?: string;
}): ReactNode {
  const { key, ...props } = getInputProps(field, { type, ariaDescribedBy: hint ? `${field.id}-hint` : undefined });
  return (
    <FormField id={field.id} label={label} error={field.errors?.[0]} hint={hint} className={className}>
      {() => (
        <input
          key={key}
          {...props}
          aria-describedby={
            [hint ? `${field.id}-hint` : null, field.errors?.length ? `${field.id}-error` : null]
              .filter(Boolean)
              .join(" ") || undefined
          }
          inputMode={inputMode}
          step={step}
          className={fieldControlClass}
        />
      )}
    </FormField>
  );
}

export function SettingsForm({ defaultValue, federal, lastResult }: SettingsFormProps) {
  const busy = useNavigation().state === "submitting";
  const [form, fields] = useForm({
    id: "business-settings",
    lastResult,
    constraint: getZodConstraint(settingsFormSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: settingsFormSchema }),
    defaultValue,
  });
  const hours = fields.hours.getFieldset();
  const travel = fields.travel.getFieldset();
  const messages = fields.messages.getFieldset();
  const own = fields.own.getFieldList();
  const rows = own.length + NEW_ROWS;
  const federalBoxes = getCollectionProps(fields.federal, {
    type: "checkbox",
    options: federal.map((h) => h.date),
  });
  const depositKinds = getCollectionProps(fields.depositKind, { type: "radio", options: ["fixed", "percent"] });

  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-col gap-6">
      <section aria-labelledby="hours-heading" className={sectionClass}>
        <h2 id="hours-heading" className={headingClass}>
          Opening hours
        </h2>
        <p className="mt-1 text-sm text-slate-700">
          The footer, the search results, the assistant and the free times on /book follow these.
        </p>
        <ul className="mt-3 divide-y divide-slate-200">
          {WEEKDAYS.map((day) => {
            const d = hours[day]!.getFieldset();
            const { key, ...open } = getInputProps(d.open, { type: "checkbox" });
            return (
              <li key={day} className="grid gap-2 py-3 sm:grid-cols-[10rem_1fr_1fr] sm:items-start">
                <label htmlFor={open.id} className="flex min-h-11 items-center gap-3 font-semibold text-ink-950">
                  <input key={key} {...open} className={checkClass} />
                  Open on {day}
                </label>
                <div className="grid grid-cols-2 gap-2 sm:contents">
                  <TextField field={d.opens} label={`${day} opens`} type="time" />
                  <TextField field={d.closes} label={`${day} closes`} type="time" />
                </div>
              </li>
            );
          })}
        </ul>
      </section>

      <section aria-labelledby="holidays-heading" className={sectionClass}>
        <h2 id="holidays-heading" className={headingClass}>
          Holidays
        </h2>
        <p className="mt-1 text-sm text-slate-700">
          Closed on the ticked days: no free times are offered and the assistant says so. Untick a holiday you work.
        </p>
        <fieldset
          className="mt-3"
          aria-describedby={fields.federal.errors?.length ? fields.federal.errorId : undefined}
        >
          <legend className="font-semibold text-ink-950">Federal holidays (the day observed)</legend>
          <ul className="mt-2 grid gap-1 sm:grid-cols-2">
            {federalBoxes.map(({ key, ...box }, i) => (
              <li key={key}>
                <label htmlFor={box.id} className="flex min-h-11 items-center gap-3 text-base text-ink-950">
                  <input {...box} className={checkClass} />
                  {federal[i]!.label}
                </label>
              </li>
            ))}
          </ul>
          <Errors id={fields.federal.errorId} errors={fields.federal.errors} />
        </fieldset>
        <fieldset className="mt-4">
          <legend className="font-semibold text-ink-950">Your own days off</legend>
          <p className="text-sm text-slate-700">A date and its name; empty the two fields of a row to remove it.</p>
          <ul className="mt-2 grid gap-3">
            {Array.from({ length: rows }, (_, i) => {
              const row = own[i]?.getFieldset();
              const name = (part: "date" | "name") => `${fields.own.name}[${i}].${part}`;
              const id = (part: "date" | "name") => `${form.id}-own-${i}-${part}`;
              const errorsOf = (part: "date" | "name") => row?.[part].errors ?? form.allErrors[name(part)];
              const initial = (part: "date" | "name") => (row ? (row[part].initialValue as string | undefined) : "");
              return (
                <li key={i} className="grid grid-cols-[minmax(0,10rem)_1fr] gap-2">
                  {(["date", "name"] as const).map((part) => {
                    const errors = errorsOf(part);
                    return (
                      <FormField
                        key={part}
                        id={id(part)}
                        label={part === "date" ? `Day off ${i + 1}: date` : `Day off ${i + 1}: name`}
                        error={errors?.[0]}
                      >
                        {(control) => (
                          <input
                            {...control}
                            name={name(part)}
                            type={part === "date" ? "date" : "text"}
                            defaultValue={initial(part) ?? ""}
                            maxLength={part === "name" ? 80 : undefined}
                            className={fieldControlClass}
                          />
                        )}
                      </FormField>
                    );
                  })}
                </li>
              );
            })}
          </ul>
          <Errors id={fields.own.errorId} errors={fields.own.errors} />
        </fieldset>
      </section>

      <section aria-labelledby="booking-heading" className={sectionClass}>
        <h2 id="booking-heading" className={headingClass}>
          Online booking
        </h2>
        <div className="mt-3 grid gap-4 sm:grid-cols-2">
          <TextField
            field={fields.minLeadHours}
            label="Lead time (hours)"
            type="number"
            inputMode="numeric"
            hint="The earliest free time offered is this long from now."
          />
          <TextField
            field={fields.holdMinutes}
            label="Hold time (minutes)"
            type="number"
            inputMode="numeric"
            hint="How long a time is kept while the customer pays the deposit."
          />
          <fieldset
            className="grid gap-2 sm:col-span-2"
            aria-describedby={fields.depositKind.errors?.length ? fields.depositKind.errorId : undefined}
          >
            <legend className="font-semibold text-ink-950">Deposit</legend>
            {depositKinds.map(({ key, ...radio }) => (
              <label key={key} htmlFor={radio.id} className="flex min-h-11 items-center gap-3 text-base text-ink-950">
                <input {...radio} className={checkClass} />
                {radio.value === "fixed" ? "A fixed amount" : "A share of the job's price"}
              </label>
            ))}
            <Errors id={fields.depositKind.errorId} errors={fields.depositKind.errors} />
            <div className="grid grid-cols-2 gap-2">
              <TextField
                field={fields.depositDollars}
                label="Fixed deposit ($)"
                type="number"
                inputMode="decimal"
                step="0.01"
              />
              <TextField field={fields.depositPercent} label="Share (%)" type="number" inputMode="numeric" />
            </div>
          </fieldset>
          <TextField
            field={fields.crews}
            label="Crews"
            type="number"
            inputMode="numeric"
            hint="Crews working at once: each can take a job in the same time."
          />
          <fieldset className="grid gap-2 sm:col-span-2">
            <legend className="font-semibold text-ink-950">Travel to the customer</legend>
            <p className="text-sm text-slate-700">
              Each way: the base minutes plus minutes a mile of the area's distance, rounded up.
            </p>
            <div className="grid grid-cols-3 gap-2">
              <TextField field={travel.baseMinutes} label="Base (min)" type="number" inputMode="numeric" />
              <TextField field={travel.minutesPerMile} label="A mile (min)" type="number" inputMode="numeric" />
              <TextField field={travel.roundToMinutes} label="Round to (min)" type="number" inputMode="numeric" />
            </div>
          </fieldset>
        </div>
      </section>

      <section aria-labelledby="messages-heading" className={sectionClass}>
        <h2 id="messages-heading" className={headingClass}>
          Messages to customers
        </h2>
        <p className="mt-1 text-sm text-slate-700">
          Sent by email and by text, as each customer chose. No text goes between 9 PM and 8 AM.
        </p>
        <div className="mt-3 grid gap-4 sm:grid-cols-2">
          <TextField
            field={messages.reminderHoursBefore}
            label="Appointment reminder (hours before)"
            type="number"
            inputMode="numeric"
          />
          <TextField
            field={messages.reviewRequestHoursAfter}
            label="Review request (hours after the job)"
            type="number"
            inputMode="numeric"
            hint="Every customer is asked alike, whatever the job."
          />
          <TextField
            field={messages.reviewReminderDays}
            label="Review reminder (days after the request)"
            type="number"
            inputMode="numeric"
          />
          <TextField
            field={messages.invoiceFirstReminderDays}
            label="First invoice reminder (days after sending)"
            type="number"
            inputMode="numeric"
          />
          <TextField
            field={messages.invoiceSecondReminderDays}
            label="Second invoice reminder (days after sending)"
            type="number"
            inputMode="numeric"
          />
        </div>
      </section>

      <FormAlert id={form.errorId} errors={form.errors} />
      <button
        type="submit"
        disabled={busy}
        className="min-h-12 rounded-full bg-ink-900 px-6 text-base font-semibold text-white hover:bg-ink-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink-900 disabled:opacity-60 sm:self-start"
      >
        Save the settings
      </button>
    </Form>
  );
}
