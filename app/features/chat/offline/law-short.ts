import { CARRIED_OVER } from "./booking-time-readings.ts";
import type { Knowledge } from "../knowledge.server.ts";
import { capitalize, listJoin } from "../text.ts";
import type { Analysis } from "./analysis.ts";
import { ASKS_CRIME, glassWork, lawVerdictLead, roofHandOff } from "./law-answer.ts";
import { link, phoneSentence, quoteLink } from "./phrases.ts";

// The short yes/no answer to a tint-law question, from config/tint-law.ts through
// the knowledge; null when the full law answer is the better reply.

/** "Is 15 darker than 35?": "Yes" or "No" (a lower number is darker); null when no two shades are compared. */
function comparedShades(text: string): string | null {
  const m = /\bis (\d{1,2}) ?%? (darker|lighter) than (\d{1,2})\b/.exec(text);
  if (m) {
    const [first, second] = [Number(m[1]), Number(m[3])];
    if (first === second) return null;
    return (m[2] === "darker") === first < second ? "Yes" : "No";
  }
  const n = /\b(higher|bigger|lower|smaller) (number|percent\w*)( \w+)? (darker|lighter)\b/.exec(text);
  if (!n) return null;
  return /^(lower|smaller)$/.test(n[1]!) === (n[4] === "darker") ? "Yes" : "No";
}

/** The limit of the windows and vehicle a message names, as a clause. */
function limitOf(k: Knowledge, a: Analysis): string {
  const law = k.tintLaw;
  const front = law.vehicleClasses.sedan.minVlt.frontSide;
  const sedanBack = law.vehicleClasses.sedan.minVlt.backSide;
  const mpvBack = law.vehicleClasses.multipurpose.minVlt.backSide;
  const back = a.vehicle === "multipurpose" ? mpvBack : a.vehicle ? sedanBack : null;
  const frontClause = `the front side windows must let through at least ${front}% of light on every vehicle`;
  const backClause =
    back !== null
      ? `the back side and rear windows of ${a.vehicle === "multipurpose" ? "an SUV or van" : a.vehicle === "truck" ? "a pickup (played safe as a car)" : "a sedan"} at least ${back}%`
      : `the back side and rear windows at least ${sedanBack}% on sedans and ${mpvBack}% on SUVs and vans`;
  if (a.lawTopics.has("front") && !a.lawTopics.has("back")) return frontClause;
  if (a.lawTopics.has("back") && !a.lawTopics.has("front"))
    return `${backClause.replace(/ at least/, " must let through at least")}`;
  return `${frontClause}, ${backClause}`;
}

function classDifference(k: Knowledge, a: Analysis): string {
  const law = k.tintLaw;
  const sedan = law.vehicleClasses.sedan.minVlt;
  const mpv = law.vehicleClasses.multipurpose.minVlt;
  const same = /\bsame\b/.test(a.text);
  const front = `the front side windows need at least ${sedan.frontSide}% on every vehicle`;
  if (a.vehicle === "truck")
    return `${same ? "Yes" : "No"}, as we apply it: ${law.pickups}; ${front}. See ${link("our Florida tint law guide", law.guidePath)}.`;
  const lead = (a.vehicle === "multipurpose") === same ? "Not behind the driver" : "Yes, behind the driver";
  return `${lead}: the back side and rear windows need at least ${mpv.backSide}% on SUVs, vans and other multipurpose vehicles and at least ${sedan.backSide}% on sedans, while ${front}. See ${link("our Florida tint law guide", law.guidePath)}.`;
}

const CLASS_WORDS: [NonNullable<Analysis["vehicle"]>, RegExp][] = [
  ["multipurpose", /\b(suvs?|mpvs?|multipurpose|vans?|minivans?|crossovers?)\b/],
  ["truck", /\b(trucks?|pickups?)\b/],
  ["sedan", /\b(cars?|sedans?|coupes?|passenger cars?)\b/],
];

/** "Does a Honda Odyssey count as a van?": the class the booking files the model under, and its limits. */
function modelClass(k: Knowledge, a: Analysis): string | null {
  const m = /\b(counts?|classed|classified|treated|considered) (as |like )?(an? )?(\w+( \w+)?)/.exec(a.text);
  if (!m || !a.vehicleModel || !a.vehicle) return null;
  const asked = CLASS_WORDS.find(([, p]) => p.test(m[4]!))?.[0];
  if (!asked) return null;
  const name = `the ${a.vehicleModel.make} ${a.vehicleModel.model}`;
  const label = a.vehicle === "multipurpose" ? "an SUV or van" : a.vehicle === "truck" ? "a pickup" : "a passenger car";
  // A pickup's limits are a car's, as we apply the law.
  const lawClass = (v: typeof asked) => (v === "truck" ? "sedan" : v);
  const same = lawClass(asked) === lawClass(a.vehicle);
  const why =
    a.vehicle === "truck"
      ? `For pickups, ${k.tintLaw.pickups}`
      : `Under Florida's law, ${k.tintLaw.multipurposeDefinition}`;
  return `${same ? "Yes" : "No"}: we book ${name} as ${label}, so ${limitOf(k, { ...a, lawTopics: new Set() })}. ${why}. See ${link("our Florida tint law guide", k.tintLaw.guidePath)}.`;
}

export function lawShort(k: Knowledge, a: Analysis): string | null {
  const law = k.tintLaw;
  const guide = link("our Florida tint law guide", law.guidePath);
  const glass = glassWork(k, a);
  if (glass) return glass;
  const verdict = lawVerdictLead(a);
  if (verdict) return null; // the law answer leads with it already
  const t = a.lawTopics;
  // "Can I use the same one on my new truck?": no, the certificate is the vehicle's (the law's own text says so).
  if (t.has("medical") && CARRIED_OVER.test(a.text) && /\bnot transferable\b/.test(law.medicalExemption.text))
    return `No, not on another vehicle: Florida's medical exemption (Florida Statutes ${law.medicalExemption.statute}) is ${law.medicalExemption.text}. See ${guide}.`;
  if (t.has("medical"))
    return `Yes, Florida has a medical exemption (Florida Statutes ${law.medicalExemption.statute}): ${law.medicalExemption.text}. See ${guide}.`;
  if (t.has("windshield"))
    return `Not on the whole windshield: Florida allows ${law.windshield}. See ${guide}, or ${quoteLink(k, "ask for a quote")}.`;
  if (t.has("reflect"))
    return `Not if it's too reflective: reflectance may be at most ${law.maxReflectance.frontSide}% on the front side windows and ${law.maxReflectance.backSideAndRear}% on the back side and rear windows, and our ceramic films are low-reflective. See ${guide}.`;
  if (t.has("roof"))
    return `Not under the window limits: the statute's definition of a "window" leaves out ${listJoin([...law.notWindows])}, so the side and rear limits don't apply to a sunroof. ${roofHandOff(k)} See ${guide}.`;
  if (t.has("small"))
    return `Not as a "window": under the statute, glass smaller than ${law.windowMinSquareInches} square inches doesn't count as one, so the window limits don't cover a small quarter glass like that; we check it on your vehicle. See ${guide}.`;
  if (t.has("class")) {
    const filed = modelClass(k, a);
    if (filed) return filed;
  }
  // "Is the law different for a crossover?": the class's limits behind the driver, against a sedan's.
  if (a.vehicle && /\b(different|differ\w*|same|change\w*)\b/.test(a.text)) return classDifference(k, a);
  if (t.has("measured"))
    return /\b(just|only|alone|by itself|on its own)\b/.test(a.text)
      ? `No, not the film alone: ${law.measured}, so the factory glass's own tint counts too. See ${guide}.`
      : `Yes, together: ${law.measured}, so the factory glass's own tint counts too. See ${guide}.`;
  if (t.has("meaning")) {
    const verdict = comparedShades(a.text);
    return verdict ? `${verdict}: ${law.vltMeaning}. See ${guide}.` : null;
  }
  // "Will it go on his record?": not a crime for the driver; "is the shop in trouble?": it is for the installer.
  if (t.has("penalty") && ASKS_CRIME.test(a.text))
    return `No, not for the driver: ${law.penalties.driving}. For the shop, ${law.penalties.installing} (${law.penalties.statute}). See ${guide}.`;
  if (
    t.has("penalty") &&
    /\b(shops?|installers?|installing|sell\w*)\b/.test(a.text) &&
    !/\b(you|u|y'?all)\b/.test(a.text)
  )
    return `Yes, the shop is: ${law.penalties.installing} (${law.penalties.statute}), and ${law.penalties.driving}. We never install an illegal shade on a road vehicle. See ${guide}.`;
  // "Is my tint even legal?": it depends on how dark it measures; the limits, and the penalty when one was asked.
  if (
    /\b(my|our)\b.{0,25}\b(legal|illegal|too dark)\b|\bis (it|this) (even )?legal\b/.test(a.text) &&
    !/\b(you|u|y'?all)\b/.test(a.text) &&
    a.shade === null
  )
    return `It depends on how dark it measures: Florida requires at least ${law.vehicleClasses.sedan.minVlt.frontSide}% on the front side windows of every vehicle, and at least ${law.vehicleClasses.sedan.minVlt.backSide}% behind the driver on sedans and ${law.vehicleClasses.multipurpose.minVlt.backSide}% on SUVs and vans, ${law.measured}.${t.has("penalty") ? ` ${capitalize(law.penalties.driving)}.` : ""} We can meter yours: ${phoneSentence(k)}. See ${guide}.`;
  // "Is there any limit on the back glass of a van?": yes, the limit of the windows and vehicle named.
  if (
    a.shade === null &&
    !t.has("penalty") &&
    (a.vehicle || t.has("front") || t.has("back")) &&
    /\b(any|a|there) (limits?|rules?|laws?|restrictions?)\b|\b(laws?|limits?|rules?) (apply|applies|cover\w*)\b|\bregulated\b/.test(
      a.text,
    )
  )
    return `Yes: ${limitOf(k, a)}. See ${guide}.`;
  if (t.has("penalty"))
    return `Yes: ${law.penalties.driving}, and ${law.penalties.installing} (${law.penalties.statute}), so we never install an illegal shade on a road vehicle. See ${guide}.`;
  if (/\b(illegal|too dark|darker than)\b/.test(a.text) && /\b(you|u|y'all|yall)\b/.test(a.text))
    return `No, we never install an illegal shade on a road vehicle: ${law.penalties.installing}. See ${guide}.`;
  if (/\b(legal|allowed)\b/.test(a.text) && a.shade === null)
    return `Yes, within Florida's limits: the front side windows must let through at least ${law.vehicleClasses.sedan.minVlt.frontSide}% of light on every vehicle, the back side and rear windows at least ${law.vehicleClasses.sedan.minVlt.backSide}% on sedans and at least ${law.vehicleClasses.multipurpose.minVlt.backSide}% on SUVs and vans. See ${guide}.`;
  return null;
}
