import { CONTACT_FIELDS } from "../contact-choice.ts";
import { getInputProps, type FieldMetadata } from "@conform-to/react";
import { business } from "~/config/business.ts";
import { FieldError } from "./slot-picker.tsx";

// The customer's choice on /book/when: email, texts or both, and the explicit
// consent to texts (unticked until they tick it). Conform fields of the hold
// form (features/booking/schema.ts holdFormSchema).

type Box = FieldMetadata<"on" | undefined>;

function Checkbox({ field, label, describedBy }: { field: Box; label: string; describedBy?: string }) {
  const { key, ...props } = getInputProps(field, { type: "checkbox", value: "on" });
  const described = [field.errors?.length ? field.errorId : null, describedBy].filter(Boolean).join(" ");
  return (
    <div className="flex items-start gap-3">
      <input
        key={key}
        {...props}
        aria-describedby={described || undefined}
        className="mt-0.5 size-6 shrink-0 accent-sea-700"
      />
      <label htmlFor={field.id} className="text-sm font-semibold text-ink-900">
        {label}
      </label>
    </div>
  );
}

export function ContactChoice({
  email,
  text,
  consent,
  textsOffered,
}: {
  email: Box;
  text: Box;
  consent: Box;
  /** False until the site can send texts: then everything goes by email, and the page says so. */
  textsOffered: boolean;
}) {
  if (!textsOffered)
    return (
      <section className="rounded-2xl border border-slate-200 p-4" data-testid="contact-choice">
        <h2 className="text-lg font-semibold text-ink-900">How we keep you posted</h2>
        <p className="mt-1 text-sm text-slate-700">
          By email: the reminder the day before, and word when we&apos;re on our way.
        </p>
      </section>
    );
  return (
    <fieldset className="space-y-3 rounded-2xl border border-slate-200 p-4" data-testid="contact-choice">
      <legend className="px-1 text-lg font-semibold text-ink-900">How we keep you posted</legend>
      <input type="hidden" name={CONTACT_FIELDS.shown} value="1" />
      <p className="text-sm text-slate-700">The reminder the day before, and word when we're on our way.</p>
      <Checkbox field={email} label="By email" />
      <FieldError id={email.errorId} message={email.errors?.[0]} />
      <Checkbox field={text} label="By text message" />
      <div className="rounded-xl bg-slate-50 p-3">
        <Checkbox
          field={consent}
          label={`I agree to get texts about this booking from ${business.name}`}
          describedBy="text-consent-terms"
        />
        <p id="text-consent-terms" className="mt-2 text-xs text-slate-700">
          A few texts per booking. Msg & data rates may apply. Reply STOP to stop, HELP for help. Not a condition of
          booking.
        </p>
        <FieldError id={consent.errorId} message={consent.errors?.[0]} />
      </div>
    </fieldset>
  );
}
