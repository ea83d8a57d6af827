import { AlertCircle, Building2, Car, Home as HomeIcon, Phone, Shield } from "lucide-react";
import type { ReactNode } from "react";
import { SmartLink } from "~/components/smart-link.tsx";
import { Spinner } from "~/components/spinner.tsx";
import { buttonClass } from "~/components/ui/button.tsx";
import { business } from "~/config/business.ts";
import { cn } from "~/lib/cn.ts";
import { HONEYPOT_FIELD } from "../form-token.ts";
import type { QuoteField } from "../fields.ts";
import { QUOTE_FORM_HEADING_ID } from "../offer-claim.ts";

// The quote form's pieces of markup: heading, labels, error lines, radio groups, the send button.

export function QuoteFormHeading() {
  return (
    <div>
      <h3 id={QUOTE_FORM_HEADING_ID} tabIndex={-1} className="text-2xl font-semibold outline-none">
        Request your free quote
      </h3>
      <p className="mt-1 text-sm text-slate-600">
        Takes about a minute. Fields marked <span className="text-red-700">*</span> are required.
      </p>
    </div>
  );
}

const serviceDetails: Record<string, { icon: typeof Car; text: string }> = {
  automotive: { icon: Car, text: "Cars, SUVs and trucks" },
  residential: { icon: HomeIcon, text: "Homes and condos" },
  commercial: { icon: Building2, text: "Offices and storefronts" },
  ppf: { icon: Shield, text: "Clear film for paint" },
};

export const inputClass =
  "block w-full rounded-xl border border-slate-300 bg-white px-4 py-3 text-base text-ink-900 shadow-xs transition-colors placeholder:text-slate-400 hover:border-slate-400 aria-[invalid=true]:border-red-600 aria-[invalid=true]:bg-red-50/40";

export const idOf = (field: QuoteField) => `quote-${field}`;
export const errorIdOf = (field: QuoteField) => `quote-${field}-error`;

export function FieldError({ field, message }: { field: QuoteField; message: string | undefined }) {
  return (
    <p id={errorIdOf(field)} aria-live="polite" className="text-sm font-medium text-red-700">
      {message && (
        <span className="mt-1.5 flex items-start gap-1.5">
          <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {message}
        </span>
      )}
    </p>
  );
}

function RequiredMark() {
  return (
    <span aria-hidden="true" className="text-red-700">
      {" "}
      *
    </span>
  );
}

export function Label({ field, children, required }: { field: QuoteField; children: ReactNode; required?: boolean }) {
  return (
    <label htmlFor={idOf(field)} className="mb-1.5 block text-sm font-semibold text-ink-900">
      {children}
      {required && <RequiredMark />}
    </label>
  );
}

type Option = { value: string; label: string };
const choiceClass =
  "flex cursor-pointer items-center border border-slate-300 bg-white text-sm font-medium text-ink-900 transition-colors hover:border-slate-400 has-checked:border-gold-500 has-checked:bg-sand-100 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-gold-500";
export const segmentClass = "min-h-11 justify-center gap-2 rounded-xl px-2 py-2";

/** One field as a group of radio buttons (contact method, service, body type). */
export function RadioGroup({
  field,
  legend,
  options,
  value,
  error,
  autoFocus,
  onChoose,
  gridClassName,
  optionClassName,
  renderOption = (o) => o.label,
}: {
  field: QuoteField;
  legend: ReactNode;
  options: readonly Option[];
  value: string;
  error: string | undefined;
  autoFocus: boolean;
  onChoose: (value: string) => void;
  gridClassName: string;
  optionClassName: string;
  renderOption?: (option: Option) => ReactNode;
}) {
  return (
    <fieldset aria-describedby={errorIdOf(field)} aria-invalid={error ? true : undefined}>
      <legend className="mb-1.5 text-sm font-semibold text-ink-900">
        {legend}
        <RequiredMark />
      </legend>
      <div className={gridClassName}>
        {options.map((option, i) => (
          <label key={option.value} className={cn(choiceClass, optionClassName)}>
            <input
              type="radio"
              name={field}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChoose(option.value)}
              autoFocus={autoFocus && i === 0}
              className="size-4 shrink-0 accent-gold-600 focus-visible:outline-none"
            />
            {renderOption(option)}
          </label>
        ))}
      </div>
      <FieldError field={field} message={error} />
    </fieldset>
  );
}

/** A service to choose, with its icon and what it covers. */
export function ServiceOption({ value, label }: Option) {
  const { icon: Icon, text } = serviceDetails[value]!;
  return (
    <>
      <span className="flex size-9 shrink-0 items-center justify-center rounded-xl bg-ink-900 text-gold-400">
        <Icon aria-hidden="true" className="size-4" />
      </span>
      <span>
        <span className="block text-sm font-semibold text-ink-900">{label}</span>
        <span className="block text-xs font-normal text-slate-500">{text}</span>
      </span>
    </>
  );
}

/** The honeypot: people never see it; bots that fill it are told "sent" and nothing is kept. */
export function Honeypot() {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] size-px overflow-hidden">
      <label htmlFor="quote-website">Leave this field empty</label>
      <input id="quote-website" type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}

/** Send, a spinner while the request is on its way, and the line under it. */
export function SendButton({ sending }: { sending: boolean }) {
  return (
    <>
      <button type="submit" disabled={sending} className={buttonClass("primary", "w-full text-base")}>
        {sending ? (
          <>
            <Spinner
              className="[&>span:first-child]:size-5 [&>span:first-child]:border-ink-950/30 [&>span:first-child]:border-t-ink-950"
              label="Sending your request"
            />
            Sending…
          </>
        ) : (
          "Send my quote request"
        )}
      </button>
      <p className="text-center text-xs text-slate-500">
        We only use your details to answer you; see our{" "}
        <a href="#privacy-policy" className="underline">
          privacy policy
        </a>
        . Prefer to talk?{" "}
        <SmartLink href={business.phone.href} className="font-semibold whitespace-nowrap text-sea-900 underline">
          <Phone aria-hidden="true" className="inline size-3" /> Call {business.phone.display}
        </SmartLink>
      </p>
    </>
  );
}
