import { z } from "zod";

// How the customer wants to hear from us about their booking (issue 25): by
// email, by text, or both, chosen on /book/when. Texts need their explicit
// consent (a box left unticked until they tick it), stored with its time.

export const CONTACT_FIELDS = {
  email: "contactEmail",
  text: "contactText",
  consent: "textConsent",
  shown: "contactShown",
} as const;

const ticked = z.literal("on").optional();

export const contactChoiceFields = {
  [CONTACT_FIELDS.email]: ticked,
  [CONTACT_FIELDS.text]: ticked,
  [CONTACT_FIELDS.consent]: ticked,
  // Sent by the form that shows the boxes: a post without it (a page from before the choice existed,
  // or a script) is read as "by email", never refused.
  [CONTACT_FIELDS.shown]: z.literal("1").optional(),
};

export const NO_CHANNEL = "Choose how we keep you posted: email, texts, or both.";
export const NO_CONSENT = "To get texts, tick the box to agree to them (or untick texts).";

/** The checks across the three boxes, for a schema holding contactChoiceFields. */
export function checkContactChoice(values: ContactValues, ctx: z.RefinementCtx) {
  if (!values.contactShown) return;
  if (!values.contactEmail && !values.contactText)
    ctx.addIssue({ code: "custom", path: [CONTACT_FIELDS.email], message: NO_CHANNEL });
  if (values.contactText && !values.textConsent)
    ctx.addIssue({ code: "custom", path: [CONTACT_FIELDS.consent], message: NO_CONSENT });
}

type ContactValues = { contactEmail?: "on"; contactText?: "on"; textConsent?: "on"; contactShown?: "1" };

export type ContactChoice = { byEmail: boolean; byText: boolean; textConsentAt: Date | null };

/** The choice as stored on the booking (the consent's time is the moment it was sent). */
export function contactChoiceOf(values: ContactValues, now: Date): ContactChoice {
  if (!values.contactShown) return { byEmail: true, byText: false, textConsentAt: null };
  const byText = values.contactText === "on" && values.textConsent === "on";
  return { byEmail: values.contactEmail === "on", byText, textConsentAt: byText ? now : null };
}
