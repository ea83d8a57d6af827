import { useMemo } from "react";
import type { FormHandover } from "~/speed/form-on-demand.tsx";
import { emptyQuoteValues, type QuoteField } from "../fields.ts";
import { QuoteForm, type QuoteFormProps, type QuoteFormResume } from "./quote-form.tsx";

/**
 * The quote form as fetched by quote-form-on-demand.tsx: when it takes the
 * server's copy's place, what the visitor changed there, in the form's terms.
 * Fetched with the form, so the landing page does not carry it.
 */
export function HandedOverQuoteForm({
  handover,
  ...props
}: Omit<QuoteFormProps, "resume"> & { handover?: FormHandover }) {
  const resume = useMemo(() => handover && resumeOf(handover), [handover]);
  return <QuoteForm {...props} resume={resume} />;
}

/** Only the fields the visitor changed, so nothing else (the claimed offer) is overridden; the focused one is not marked touched yet. */
export function resumeOf({ changed, focused }: FormHandover): QuoteFormResume {
  const fields = (Object.keys(emptyQuoteValues) as QuoteField[]).filter((field) => changed[field] !== undefined);
  const values: QuoteFormResume["values"] = {};
  for (const field of fields) {
    const [value] = changed[field]!;
    if (value !== undefined) values[field] = value;
  }
  return {
    values,
    touched: fields.filter((field) => field !== focused),
    offerChoice: changed.welcomeOffer ? changed.welcomeOffer.length > 0 : undefined,
  };
}
