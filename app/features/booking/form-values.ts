import { bookingProducts } from "~/config/booking.ts";
import { business } from "~/config/business.ts";
import type { SubmissionResult } from "@conform-to/react";
import { choiceFields, jobKinds, type ChoiceField, type ChoiceParse, type JobKind } from "./choice.ts";
import { bodyTypes, type BodyType } from "./tint-rules.ts";

// The /book form's values as typed (strings, kept as they are so an error
// never loses them), their defaults and the preselection read from the page's
// address (?area=&kind=&body=&product=, or a whole choice coming back).

export type FormValues = Record<ChoiceField, string>;

/** What the booking pages say when a post's body cannot be read (readFormBody's 413, 415 or 400). */
export function unreadableFormMessage(status: number): string {
  return status === 413
    ? `That was more than the form can take: please shorten what you typed, or call ${business.phone.display}.`
    : "We couldn't read that form. Please send it again from the page.";
}

/** What is echoed back of one field: enough to keep anything a person types, never a flood. */
export const MAX_ECHO_CHARS = 200;

const defaults: FormValues = {
  kind: "vehicle",
  body: "sedan-coupe",
  year: "",
  make: "",
  model: "",
  film: "ceramic",
  front: "35",
  back: "15",
  rear: "15",
  strip: "",
  multipurpose: "",
  exemption: "",
  property: "",
  small: "0",
  medium: "4",
  large: "1",
  coverage: "partial-front",
  finish: "gloss",
};

/** The kind and body type a catalogue product stands for (a product page's "Book" link). */
function fromProduct(productId: string | null): { kind?: JobKind; body?: BodyType } {
  if (!productId) return {};
  for (const body of bodyTypes) if (bookingProducts.vehicleTint[body] === productId) return { kind: "vehicle", body };
  if (Object.values(bookingProducts.ppf).includes(productId as never)) return { kind: "ppf" };
  if (bookingProducts.lookVisit === productId) return { kind: "home" };
  return {};
}

/** The form's values from a form or URL: each field as sent (capped), a missing one empty. */
export function valuesOf(params: Pick<URLSearchParams, "get">): FormValues {
  const values = {} as FormValues;
  for (const field of choiceFields) {
    const value = params.get(field);
    values[field] = typeof value === "string" ? value.slice(0, MAX_ECHO_CHARS) : "";
  }
  return values;
}

/** The form's first values: the defaults, then the product's preselection, then what the address names. */
export function initialValues(params: URLSearchParams): FormValues {
  const values = { ...defaults, ...fromProduct(params.get("product")) };
  const sent = valuesOf(params);
  for (const field of choiceFields) if (params.has(field)) values[field] = sent[field];
  if (!(jobKinds as readonly string[]).includes(values.kind)) values.kind = defaults.kind;
  if (!params.has("property")) values.property = values.kind === "business" ? "office" : "house";
  return values;
}

/** The URL parameters of a kind tab, keeping the area. */
export function kindHref(kind: JobKind, area: string | null): string {
  const params = new URLSearchParams({ kind });
  if (area) params.set("area", area);
  return `/book?${params.toString()}`;
}

export type BookActionData = {
  /** Conform's reply: the values as sent, each field's messages, a form message (too large, unreachable). */
  result: SubmissionResult<string[]>;
  /** Whether the server, pricing it from the catalogue again, can book the job as chosen. */
  bookable?: boolean;
  /** The server's reading of what was sent (the form shows it until its own checks load). */
  choice?: ChoiceParse;
};

/**
 * The job form's HTML constraints: every field optional, as Conform reads them
 * from the schema's `jobFormFields` (a test keeps the two equal), written out
 * here so the form needs no zod to render.
 */
export const jobFormConstraint = Object.fromEntries(choiceFields.map((field) => [field, { required: false }]));

/** A reply with one message about the whole form, the values as sent kept. */
export function formErrorReply(message: string, values: FormValues | null): SubmissionResult<string[]> {
  return { status: "error", initialValue: values, error: { "": [message] } };
}
