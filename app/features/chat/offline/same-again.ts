import type { Knowledge } from "../knowledge.server.ts";
import type { Analysis } from "./analysis.ts";
import { bookingHref } from "./booking-link.ts";
import { RETURNING } from "./business-answers.ts";
import { link, phoneSentence } from "./phrases.ts";
import { findVehicles } from "./vehicle-models.ts";

// "You tinted my old car, can I get the same look on my new one?": a
// returning customer who wants what they had. The booking page takes the
// shades; the limits depend on the kind of vehicle, so the same shades may not
// all be legal on a different one; the shop can help match what they had.

/** Asking for what they had before: the same shades, look or film. */
const SAME_ASKED =
  /\bsame (look|shades?|tint|film|darkness|percent\w*|as (before|last time|the (old|last|other) one))\b|\bmatch\w*\b|\blike (before|last time|the (old|last|other) one)\b/;

/** The answer for a returning customer asking for the same again, or null. */
export function sameAgainAnswer(k: Knowledge, a: Analysis): string | null {
  if (!RETURNING.test(a.text) || !SAME_ASKED.test(a.text)) return null;
  if (a.serviceKind === "residential" || a.serviceKind === "commercial") return null;
  // (Two vehicles named, the old and the new: the page's own vehicle choice, not the old one's.)
  const two = findVehicles(a.text).length > 1;
  const book = link("our booking page", bookingHref(two ? { ...a, vehicle: null, vehicleModel: null } : a));
  const law = link("Florida's limits", k.tintLaw.guidePath);
  return `Yes: if you know the shades you had, choose them on ${book}; it shows which shades are legal on your new vehicle, since ${law} depend on the kind of vehicle. If you don't remember them, ${phoneSentence(k)} and we'll help you match the look.`;
}
