import { floridaTintLaw } from "~/config/tint-law.ts";
import type { Knowledge } from "../knowledge.server.ts";
import { lowerFirst } from "../text.ts";
import type { Analysis } from "./analysis.ts";
import { link, phoneSentence, quoteLink } from "./phrases.ts";
import { faqDoc, fromFaq } from "./topic-answers.ts";
import { NOT_THEIR_VEHICLE } from "./intents.ts";

// Whose say-so film needs before it goes on: an HOA's, a landlord's or
// property manager's, a leasing or rental company's. The site speaks for none
// of them, so the answer sends the visitor to them, with what the site does
// say (its pages' FAQ, Florida's law) and the way to ask us.

/** "Our HOA has rules", "I rent my office", "it's a leased car": whose approval film needs. */
export function answerPermission(k: Knowledge, a: Analysis): string {
  if (/\b(hoa|homeowners?'? association|association|covenants?|deed restrictions?)\b/.test(a.text)) {
    const look = faqDoc(k, /make my house dark/i);
    return `Your HOA's rules come first, so check what your association allows on how windows look from outside. ${look ? `${look.body} ` : ""}We can give you the film's specifications for their approval: ${phoneSentence(k)} or ${quoteLink(k)}.`;
  }
  if (NOT_THEIR_VEHICLE.test(a.text) && a.serviceKind !== "residential" && a.serviceKind !== "commercial") {
    const leased = /\bleas/.test(a.text);
    const owner = leased ? "leasing company" : "rental company";
    const front = floridaTintLaw.vehicleClasses.sedan.minVlt.frontSide;
    return `That's for the ${owner} to say, not us: a ${leased ? "leased" : "rented"} vehicle is theirs, so check your agreement or ask them before any film goes on. Whatever they allow, Florida's law is the same for every car: the front side windows must let through at least ${front}% of light (${link("our Florida tint law guide", floridaTintLaw.guidePath)}). To talk it through, ${phoneSentence(k)} or ${quoteLink(k)}.`;
  }
  const landlord = faqDoc(k, /landlord/i);
  return `${fromFaq(landlord, "our commercial page") ?? "Check your lease or ask your property manager first."} Questions: ${phoneSentence(k)}.`;
}

/** The yes/no shape: an HOA's rules are not ours to waive; a landlord's or a vehicle's owner's say-so comes first. */
export function permissionYesNo(k: Knowledge, a: Analysis): string {
  const reply = answerPermission(k, a);
  if (/\bhoa\b|association/.test(a.text)) return `Not for us, but ${lowerFirst(reply)}`;
  return NOT_THEIR_VEHICLE.test(a.text) ? reply : `Yes, check first. ${reply}`;
}
