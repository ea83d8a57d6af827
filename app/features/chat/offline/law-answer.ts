import {
  checkShade,
  describeRule,
  vehicleWithArticle,
  type BodyType,
  type ShadedGroup,
} from "~/features/booking/tint-rules.ts";
import { sentencesOf, type Knowledge } from "../knowledge.server.ts";
import { capitalize, listJoin } from "../text.ts";
import type { Analysis } from "./analysis.ts";
import type { LawTopic } from "./slots.ts";
import { bookBodyHref } from "./booking-link.ts";
import { findVehicleModels } from "./vehicle-models.ts";
import { link, phoneSentence, quoteLink } from "./phrases.ts";

// Florida's tint law for the windows, vehicle and shade asked about. Every
// number comes from config/tint-law.ts through the knowledge.

function isShadeKnown(k: Knowledge, shade: number) {
  return (k.business.films.shades as readonly number[]).includes(shade);
}

const BODY: Record<NonNullable<Analysis["vehicle"]>, BodyType> = {
  sedan: "sedan-coupe",
  multipurpose: "suv-van-minivan",
  truck: "pickup",
};
const GROUP_WORDS: Record<ShadedGroup, string> = {
  frontSides: "the front side windows",
  backSides: "the back side windows",
  rearGlass: "the rear window",
};

/** "Will it go on my record?", "is it a crime?": the kind of offence asked, not only whether there is one. */
export const ASKS_CRIME = /\b(crim\w*|record|arrest\w*|jail)\b/;

/**
 * "Is 20% legal on my SUV?": the first word answers, from the law module the
 * booking preview uses (features/booking/tint-rules.ts). Null when the
 * question is not a yes/no about one shade.
 */
export function lawVerdictLead(a: Analysis): string | null {
  const topics = a.lawTopics;
  if (a.shade === null || topics.has("windshield")) return null;
  // "A criminal record for 5%?": the penalty's kind is the answer (law-short.ts), not the shade's verdict.
  if (topics.has("penalty") && ASKS_CRIME.test(a.text)) return null;
  // "Do I need an exemption for 20% on the back of my sedan?": not when the shade is legal there.
  if (topics.has("medical")) {
    const plain = lawVerdictLead({ ...a, lawTopics: new Set([...topics].filter((t) => t !== "medical")) });
    return plain?.startsWith("Yes, ") ? `No exemption is needed: ${plain.slice(5)}` : null;
  }
  if (!/^(is|are|can|could|will|would|do|does|should|may|am i|would it be)\b|\b(legal|allowed|ok|okay)\b/.test(a.text))
    return null;
  const split = groupsVerdict(a);
  if (split) return split;
  const groups: ShadedGroup[] =
    topics.has("front") && !topics.has("back")
      ? ["frontSides"]
      : topics.has("back") && !topics.has("front")
        ? ["backSides", "rearGlass"]
        : ["frontSides", "backSides", "rearGlass"];
  const bodies: BodyType[] = a.vehicle ? [BODY[a.vehicle]] : ["sedan-coupe", "suv-van-minivan"];
  const checks = groups.flatMap((group) =>
    (group === "frontSides" ? bodies.slice(0, 1) : bodies).map((bodyType) => ({
      group,
      bodyType,
      check: checkShade({ bodyType, group, vltPercent: a.shade! }),
    })),
  );
  const legal = checks.filter((c) => c.check.legal);
  // "Will I get a ticket for 20%?": yes when it is too dark.
  const ticket = topics.has("penalty");
  if (legal.length === checks.length) {
    const rules = [...new Set(checks.map((c) => describeRule(c.bodyType, c.group)))];
    const where = groups.length === 3 ? "every side and rear window" : listJoin(groups.map((g) => GROUP_WORDS[g]));
    const vehicle = a.vehicle
      ? ` of ${a.vehicle === "multipurpose" ? "an SUV or van" : a.vehicle === "truck" ? "a pickup truck" : "a sedan"}`
      : "";
    const yes = `${a.shade}% is legal on ${where}${vehicle}.`;
    return `${ticket ? `No, not for the shade: ${yes}` : `Yes, ${yes}`} ${rules.join(" ")}`;
  }
  if (legal.length === 0)
    return ticket ? checks[0]!.check.reason.replace(/^No: /, "Yes, you could: ") : checks[0]!.check.reason;
  const illegal = checks.filter((c) => !c.check.legal);
  const where = (list: typeof checks) =>
    listJoin([
      ...new Set(
        list.map(
          (c) =>
            `${GROUP_WORDS[c.group]}${a.vehicle || c.group === "frontSides" ? "" : ` of ${c.bodyType === "sedan-coupe" ? "a sedan" : "an SUV or van"}`}`,
        ),
      ),
    ]);
  return `${ticket ? "Yes, on" : "Not on"} ${where(illegal)}: ${a.shade}% is too dark there. ${describeRule(illegal[0]!.bodyType, illegal[0]!.group)} It is legal on ${where(legal)}.`;
}

/**
 * "50 up front and 20 in the back?": a verdict for each shade a window group is asked in, with
 * its limit, from the booking's law module; null when the message asks one shade.
 */
function groupsVerdict(a: Analysis): string | null {
  const asked = Object.entries(a.groupShades) as [ShadedGroup, number][];
  if (new Set(asked.map(([, shade]) => shade)).size < 2) return null;
  const body = a.vehicle ? BODY[a.vehicle] : "sedan-coupe";
  const checks = asked.map(([group, shade]) => ({
    group,
    shade,
    check: checkShade({ bodyType: body, group, vltPercent: shade }),
  }));
  const phrase = (list: typeof checks) =>
    listJoin(
      [...new Set(list.map((c) => c.shade))].map(
        (shade) => `${shade}% on ${listJoin(list.filter((c) => c.shade === shade).map((c) => GROUP_WORDS[c.group]))}`,
      ),
    );
  const verb = (list: typeof checks) => (new Set(list.map((c) => c.shade)).size > 1 ? "are" : "is");
  const legal = checks.filter((c) => c.check.legal);
  const illegal = checks.filter((c) => !c.check.legal);
  const vehicle = ` on ${a.vehicle ? vehicleWithArticle(body) : "a sedan"}`;
  const rules = [...new Set(checks.map((c) => describeRule(body, c.group)))].join(" ");
  if (illegal.length === 0) return `Yes, both are legal${vehicle}: ${phrase(legal)}. ${rules}`;
  const tooDark = `${phrase(illegal)} ${verb(illegal)} too dark`;
  return `${legal.length === 0 ? `No: ${tooDark}` : `Not all of it: ${tooDark}, while ${phrase(legal)} ${verb(legal)} legal`}${vehicle}. ${rules}`;
}

/** Whether we film a given sunroof, the site doesn't say: the team answers it. */
export const roofHandOff = (k: Knowledge) =>
  `Whether we can film your sunroof depends on its glass, so ask our team: ${phoneSentence(k)} or ${quoteLink(k, "send us a message through the quote form")}.`;

/** "Is 15 darker than 35?": ", so 15% is darker than 35%" when two shades are named, else "". */
function darkerOfTwo(text: string): string {
  const shades = [...new Set([...text.matchAll(/(?<![$\d.])\b(\d{1,2})\b(?![.:]\d)/g)].map((m) => Number(m[1])))];
  if (shades.length !== 2) return "";
  const [darker, lighter] = shades.sort((x, y) => x - y);
  return `, so ${darker}% is darker than ${lighter}%`;
}

/** "Can you replace my cracked windshield?": glass work, not film; null for anything else. */
export function glassWork(k: Knowledge, a: Analysis): string | null {
  if (!a.lawTopics.has("windshield") || !/\b(replac\w*|repair\w*|crack\w*|broken|chipped|shattered)\b/.test(a.text))
    return null;
  return `No: we install window film; we don't replace or repair glass, so an auto glass shop is the one to call for that. For film once the glass is sound, ${phoneSentence(k)} or ${quoteLink(k, "send us a message through the quote form")}.`;
}

/** "The SUV law vs the car law": a message naming both classes asks about both, not one vehicle. */
const namesBothClasses = (text: string) => {
  if (/\b(cars?|sedans?|coupes?)\b/.test(text) && /\b(suvs?|vans?|minivans?|crossovers?)\b/.test(text)) return true;
  // "A Mustang vs a Suburban": models of both classes.
  const multipurpose = findVehicleModels(text).map((m) => m.body === "suv-van-minivan");
  return multipurpose.includes(true) && multipurpose.includes(false);
};

export function answerLaw(k: Knowledge, asked: Analysis): string {
  // "Isn't there a 3% tolerance?": the 3 is a margin, not a shade.
  const both = namesBothClasses(asked.text);
  const a = {
    ...asked,
    vehicle: both ? null : asked.vehicle,
    vehicleModel: both ? null : asked.vehicleModel,
    shade: asked.lawTopics.has("tolerance") ? null : asked.shade,
  };
  const glass = glassWork(k, a);
  if (glass) return glass;
  const lead = lawVerdictLead(a);
  // "50 up front and 20 in the back": the lead says each; the details give the vehicle's limits.
  if (lead && new Set(Object.values(a.groupShades)).size > 1) a.shade = null;
  const book = bookBodyHref(a);
  const rest = `${answerLawDetails(k, a)}${book ? ` ${link("Choose legal shades and book", book)}.` : ""}`;
  return lead ? `${lead}\n\n${rest}` : rest;
}

function answerLawDetails(k: Knowledge, a: Analysis): string {
  const law = k.tintLaw;
  const sedan = law.vehicleClasses.sedan.minVlt;
  const mpv = law.vehicleClasses.multipurpose.minVlt;
  const r = law.maxReflectance;
  const topics = a.lawTopics;
  const parts: string[] = [];
  const guide = `Full details in ${link("our Florida tint law guide", law.guidePath)}.`;
  const together = "Florida measures glass and film together, on the vehicle.";

  if (topics.has("medical")) {
    parts.push(
      `Florida has a medical exemption (Florida Statutes ${law.medicalExemption.statute}): ${law.medicalExemption.text}. It allows darker film than the standard limits; show it to us when you book and we'll go through the options it allows.`,
    );
  }
  if (topics.has("windshield")) {
    parts.push(
      `For the windshield, Florida allows ${law.windshield}. We can install that strip, but we don't put film on the rest of the windshield; ${quoteLink(k, "ask for a quote")} for your vehicle.`,
    );
  }
  if (topics.has("roof"))
    parts.push(
      `The statute's definition of a "window" leaves out ${listJoin([...law.notWindows])}, so the side and rear window limits don't apply to a sunroof. ${roofHandOff(k)}`,
    );
  if (topics.has("measured"))
    parts.push(
      `${capitalize(law.measured)}: the meter reads the factory glass and the film as one, so the glass's own tint counts toward the limit.`,
    );
  if (/\bvlt\b/.test(a.text) || topics.has("meaning"))
    parts.push(`${capitalize(law.vltMeaning)}${darkerOfTwo(a.text)}.`);
  if (topics.has("reflect"))
    parts.push(
      `Reflectance is capped at ${r.frontSide}% on the front side windows and ${r.backSideAndRear}% on the back side and rear windows. Our ceramic films are low-reflective.`,
    );
  if (topics.has("perforated"))
    parts.push(
      `Perforated film must allow at least ${law.perforatedFilm.minVlt}% light through and reflect no more than ${law.perforatedFilm.maxReflectance}%.`,
    );
  if (topics.has("tolerance")) {
    // The guide's own words on a meter's tolerance (it doesn't count on one).
    const doc = k.docs.find((d) => d.path === law.guidePath && /\btolerance\b/i.test(d.body));
    const sentences = doc ? sentencesOf(doc.body) : [];
    const at = sentences.findIndex((s) => /\btolerance\b/i.test(s));
    if (at >= 0) parts.push(sentences.slice(at, at + 2).join(" "));
  }
  if (topics.has("small"))
    parts.push(
      `Under the statute, glass smaller than ${law.windowMinSquareInches} square inches doesn't count as a "window", so the window limits don't cover a small quarter glass like that; we check it on your vehicle.`,
    );
  if (topics.has("mirrors")) parts.push(`${capitalize(law.mirrors)}.`);
  if (topics.has("class"))
    parts.push(
      `Under Florida's law, ${law.multipurposeDefinition}; for a van that seats more, ask us at ${k.business.phone.display} before you choose a shade.`,
    );
  if (topics.has("offRoad"))
    parts.push(
      `${law.roadVehicles}, and we only install road-legal shades on a road vehicle; for one that never goes on the road, call us at ${k.business.phone.display}.`,
    );
  if (topics.has("penalty"))
    parts.push(
      `${capitalize(law.penalties.driving)}, and ${law.penalties.installing} (${law.penalties.statute}), so we never install an illegal shade on a road vehicle.`,
    );

  const vehicle = a.vehicle;
  const pickup = vehicle === "truck";
  const backLimit = vehicle === "multipurpose" ? mpv.backSide : vehicle ? sedan.backSide : null;
  const vehicleLabel =
    vehicle === "multipurpose"
      ? "SUVs, vans and other multipurpose vehicles"
      : vehicle === "truck"
        ? "pickup trucks"
        : "sedans and other passenger cars";

  if (a.shade !== null && !topics.has("medical") && !topics.has("windshield")) {
    const shadeText = isShadeKnown(k, a.shade) ? `${a.shade}%` : "that shade";
    const verdicts: string[] = [];
    const wantsFront = topics.has("front") || !topics.has("back");
    const wantsBack = topics.has("back") || !topics.has("front");
    if (wantsFront) {
      verdicts.push(
        a.shade < sedan.frontSide
          ? `${capitalize(shadeText)} is not legal on the front side windows: they must let through at least ${sedan.frontSide}% on every vehicle.`
          : `On the front side windows, ${shadeText} film can work as long as glass and film together still measure at least ${sedan.frontSide}%; we meter your glass to make sure.`,
      );
    }
    if (wantsBack) {
      const classes: [string, number][] =
        backLimit !== null
          ? [[vehicleLabel, backLimit]]
          : [
              ["sedans", sedan.backSide],
              ["SUVs and vans", mpv.backSide],
            ];
      for (const [label, limit] of classes) {
        verdicts.push(
          a.shade < limit
            ? `Behind the driver on ${label}, ${shadeText} is too dark: the limit is at least ${limit}%.`
            : `Behind the driver on ${label} (at least ${limit}%), ${shadeText} film is fine as long as the glass and film together stay at or above ${limit}%.`,
        );
      }
    }
    parts.push(verdicts.join(" "));
    if (a.shade < mpv.backSide || a.shade < sedan.frontSide)
      parts.push("Darker film is only possible with a medical exemption certificate.");
  } else if (topics.has("front") && !topics.has("back") && !vehicle) {
    parts.push(
      `The front side windows must let through at least ${sedan.frontSide}% of light on every vehicle, sedan or SUV. Reflectance there may be at most ${r.frontSide}%.`,
    );
  } else if (vehicle || topics.has("back") || topics.has("front")) {
    if (vehicle) {
      parts.push(
        `For ${vehicleLabel} in Florida: front side windows at least ${sedan.frontSide}%, back side windows at least ${backLimit}% and the rear window at least ${backLimit}%.`,
      );
    } else {
      parts.push(
        `Behind the driver, the back side windows and rear window must let through at least ${sedan.backSide}% on sedans and at least ${mpv.backSide}% on SUVs, vans and other multipurpose vehicles. The front side windows need at least ${sedan.frontSide}% on every vehicle.`,
      );
    }
    if (pickup) parts.push(`We ${law.pickups.replace(/^we /, "")}.`);
  } else if (
    parts.length === 0 ||
    topics.has("pickup") ||
    // "Tint legal?? just got pulled over": the penalty, and the limits it is measured against.
    (topics.has("penalty") &&
      /\b(legal|illegal|too dark|limits?|allowed|avoid|again|what (do|should) i (need|get|do)|stay (legal|out of))\b|\b(doesn'?t|does not|won'?t|never) happen\b/.test(
        a.text,
      ))
  ) {
    parts.push(
      `Florida's limits (${law.statutes}): the front side windows must let through at least ${sedan.frontSide}% of light on every vehicle. The back side and rear windows need at least ${sedan.backSide}% on sedans and at least ${mpv.backSide}% on SUVs, vans and other multipurpose vehicles. Reflectance may be at most ${r.frontSide}% in front and ${r.backSideAndRear}% behind, and the windshield may only have film above the ${law.windshieldLine} line.`,
    );
    if (topics.has("pickup") || pickup) parts.push(`For pickups, ${law.pickups}.`);
  }
  if (!["medical", "windshield", "perforated", "measured", "roof"].some((t) => topics.has(t as LawTopic)))
    parts.push(together);
  parts.push(guide);
  return parts.join(" ");
}
