import { describeNotServed } from "~/features/areas/places.ts";
import { sentencesOf, type AreaFact, type Knowledge } from "../knowledge.server.ts";
import { capitalize, listJoin, lowerFirst, normalize } from "../text.ts";
import type { Analysis } from "./analysis.ts";
import { link, numberWord, phoneSentence, quoteLink } from "./phrases.ts";
import { priceLines } from "./price-lines.ts";
import { serviceFor } from "./slots.ts";

// Where we are and where we go: the towns, their zip codes and distances.

/** Living or parking on a base ("base housing", "the base lot", "on base"): the area page says how a visit is arranged. */
const ON_BASE =
  /\bbase (housing|house|lot|parking|gate)\b|\bon (the )?base\b|\bon-base\b|\b(navy|naval|military|air force|army|marines?|coast guard) (housing|quarters|lot|parking)\b|\bget (on|onto) (the )?(base|post)\b/;
/** "Inside the gate", "through the gate": a base's gate when the message names the military. */
const INSIDE_GATE = /\b(inside|through|behind|past|beyond|in) the (main |front |back )?gates?\b/;
const MILITARY = /\b(navy|naval|military|air force|army|marines?|coast guard|base|nas|afb)\b/;
const onBaseAsked = (text: string) => ON_BASE.test(text) || (INSIDE_GATE.test(text) && MILITARY.test(text));
/** "Could you meet the car where he works?", "at my office lot": the job at a workplace, not a home. */
const WORKPLACE_ASKED =
  /\b(where|at) (he|she|they|i|we) works?\b|\bat (his|her|their|my|our) (work|job|workplace)\b|\b(work|workplace|office|job) (lot|parking)\b/;
/** The services pages' sentence on working at a workplace (its parking lot, with permission), or null. */
const workplaceSentence = (k: Knowledge) =>
  k.services
    .flatMap((s) => k.docs.filter((d) => d.path === s.path))
    .flatMap((d) => sentencesOf(d.body))
    .find((x) => /\bworkplace\b/i.test(x) && /\bpermission\b/i.test(x)) ?? null;

/** What an answer about a named place dwells on. */
export type AreaFocus = "check" | "distance" | "zips";

/** The town we are based in, whose distance is zero. */
const homeArea = (k: Knowledge) => k.areas.find((a) => a.distance.startsWith("0 "));

export function answerLocation(k: Knowledge): string {
  const b = k.business;
  const county = homeArea(k)?.county;
  return `We're based in ${b.homeTown.label}${county ? ` (${county} County)` : ""}, and we're a fully mobile service: we come to your home, workplace or driveway, so there's no shop to drive to. We serve ${numberWord(k.areas.length)} towns around ${b.homeTown.city}, from Pensacola to Destin and Crestview. See ${link("our service areas", "/service-areas")}.`;
}

export function answerMobile(k: Knowledge): string {
  const faq = k.faqs.find((f) => /come to me/i.test(f.q));
  const body = faq?.a ?? `Yes. We're fully mobile and install at your home or workplace across our service areas.`;
  return `${body} See ${link("our service areas", "/service-areas")} or ${quoteLink(k, "book through the quote form")}.`;
}

function areaLine(a: AreaFact): string {
  const where = a.distance.startsWith("0 ") ? "our home base" : a.distance;
  return `- ${link(a.name, a.path)}: ${where} (${a.county} County)`;
}

export function answerAreaList(k: Knowledge, a?: Analysis): string {
  const sorted = [...k.areas].sort((a, b) => parseFloat(a.distance) - parseFloat(b.distance));
  // "What's the farthest town you go to?": the towns at the longest distance, named first.
  const far = a && /\b(farthest|furthest|most distant)\b/.test(a.text);
  const farthest = sorted.filter((x) => x.distance === sorted[sorted.length - 1]?.distance);
  const lead =
    far && farthest.length
      ? `The farthest are ${listJoin(farthest.map((x) => x.name))}, about ${farthest[0]!.distance} from ${k.business.homeTown.city}. `
      : "";
  return `${lead}We serve ${numberWord(k.areas.length)} towns around our ${k.business.homeTown.city} base, and we come to you in each of them:\n${sorted.map(areaLine).join("\n")}\nMore on ${link("our service areas page", "/service-areas")}. Between towns or just outside one? ${capitalize(phoneSentence(k))} and we'll tell you whether we can reach your address.`;
}

/** "Do you cover all of Okaloosa County?": every town of ours in the county named, and the phone for the rest. */
function countyAnswer(k: Knowledge, a: Analysis): string | null {
  const county = a.areas[0]?.county;
  if (a.areas.length < 2 || !county || a.areas.some((x) => x.county !== county)) return null;
  if (!new RegExp(`\\b${county.toLowerCase()} (county|co)\\b`).test(a.text)) return null;
  const towns = k.areas.filter((x) => x.county === county);
  const lead = /\b(all|whole|entire|every)\b/.test(a.text) ? "Not all of it" : "Yes";
  return `${lead}: in ${county} County we serve ${listJoin(towns.map((x) => link(x.name, x.path)))}, and we come to you at home or at work in each. Somewhere else in the county? Call us at ${k.business.phone.display} and we'll tell you honestly whether we can reach you. See ${link("our service areas", "/service-areas")}.`;
}

export function answerArea(k: Knowledge, a: Analysis, focus: AreaFocus): string {
  const areas = a.areas;
  if (areas.length === 0) return answerAreaList(k, a);
  const county = focus !== "distance" && !/\bzips?\b|\bzip codes?\b/.test(a.text) ? countyAnswer(k, a) : null;
  if (county) return county;
  const intro =
    a.matchedZip && focus === "check"
      ? `Yes, ${a.matchedZip} is in our ${listJoin(areas.map((x) => x.name))} service area${areas.length > 1 ? "s" : ""}.`
      : a.neighborhood && focus === "check"
        ? `Yes, ${a.neighborhood} is part of our ${areas[0]!.name} service area.`
        : "";
  const lines = areas.slice(0, /\bcounty\b/.test(a.text) ? areas.length : 3).map((area) => {
    const home = area.distance.startsWith("0 ");
    const page = link(`Window tinting in ${area.name}`, area.path);
    const zips = `${area.zipCodes.length > 1 ? "Zip codes" : "Zip code"}: ${area.zipCodes.join(", ")}.`;
    if (focus === "distance") {
      return home
        ? `${area.name} is our home base, so we're right there. ${page}`
        : `${area.name} is about ${area.distance} from our base in ${k.business.homeTown.city}. We're mobile, so we drive to you there, at home or at work. ${page}`;
    }
    if (focus === "zips")
      return `In ${area.name} (${area.county} County) we cover: ${area.zipCodes.join(", ")}. ${page}`;
    const served = home
      ? `${intro ? "" : "Yes, "}${area.name} is our home base (${area.county} County), and we come to you anywhere in town.`
      : `${intro ? "" : "Yes, we serve "}${intro ? area.name : `${area.name}!`}${intro ? " is" : " It's"} in ${area.county} County, about ${area.distance} from our base in ${k.business.homeTown.city}, and we come to you there, at home or at work.`;
    const onBase = focus === "check" && onBaseAsked(a.text) && area.onBase ? ` ${area.onBase}` : "";
    // ("Meet the car where he works?": what a workplace needs, and the base's own sentence where the town has one.)
    const workplace = focus === "check" && WORKPLACE_ASKED.test(a.text) ? workplaceSentence(k) : null;
    const atWork = workplace ? ` ${workplace}${area.onBase && !onBase ? ` ${area.onBase}` : ""}` : "";
    return `${served}${onBase}${atWork} ${zips} ${page}`;
  });
  // "Can you do PPF in Kelly Plantation?": the service asked about, after the place.
  const service = focus === "check" && a.intents.has("services") && a.serviceKind ? serviceFor(a.serviceKind, k) : null;
  const also = service
    ? `And yes, we do ${service.title.toLowerCase()} there: see ${link(`our ${service.shortTitle.toLowerCase()} page`, service.path)}.${homeVisit(k, a)}`
    : "";
  return [intro, ...lines, also, focus === "check" ? pastNote(k, a) || baseNote(k, a) : ""].filter(Boolean).join("\n");
}

/**
 * "Harold, out past Whiting Field?": a place beyond one of ours may be beyond our reach too, so the way to
 * ask us about the address follows what we serve.
 */
function pastNote(k: Knowledge, a: Analysis): string {
  const name = a.neighborhood ?? a.areas[0]?.name;
  const side =
    name && new RegExp(`\\b(past|beyond|(north|south|east|west) of) (the )?${normalize(name)}\\b`).exec(a.text);
  if (!side) return "";
  const where = /^(past|beyond)$/.test(side[1]!) ? "Past" : `${side[1]!.charAt(0).toUpperCase()}${side[1]!.slice(1)}`;
  return `${where} ${name}? ${capitalize(phoneSentence(k))} or ${quoteLink(k, "send us a message through the quote form")}, and we'll tell you whether we can reach your address.`;
}

/**
 * "Out by Duke Field", "can you come to Hurlburt Field?": a base's airfield named as the place. Work there needs
 * the base's say-so, so the visit's words on a workplace and the way to ask us follow.
 */
function baseNote(k: Knowledge, a: Analysis): string {
  if (!a.neighborhood || !/ Field$/.test(a.neighborhood)) return "";
  const workplace = k.docs.flatMap((d) => sentencesOf(d.body)).find((s) => /\bpermission to work there\b/i.test(s));
  return `${workplace ? `${workplace} ` : ""}To check a spot near ${a.neighborhood}, ${phoneSentence(k)} or ${quoteLink(k, "send us a message through the quote form")}.`;
}

/** A home's first step, from the catalogue: the in-home consultation ("Home Film Consultation & Sample Kit", $49). */
function homeVisit(k: Knowledge, a: Analysis): string {
  // A business's first step is the commercial page's own: its site visit, then a written quote.
  if (a.serviceKind === "commercial") {
    const page = serviceFor("commercial", k);
    const sentences = k.docs.filter((d) => d.path === page?.path).flatMap((d) => sentencesOf(d.body));
    const at = sentences.findIndex((x) => /^(\d+\.\s*)?Site visit\.?$/i.test(x.replace(/\*/g, "").trim()));
    const visit = at >= 0 ? sentences[at + 1] : undefined;
    return visit ? ` A business starts with a site visit: ${lowerFirst(visit)} ${quoteLink(k, "Get a quote")}.` : "";
  }
  if (a.serviceKind !== "residential") return "";
  const visit = k.products.find((p) => /consultation/i.test(p.title) && p.variants.length > 0);
  return visit ? ` A home starts with a visit: ${priceLines(visit).replace(/^- /, "")}.` : "";
}

export function answerUnknownPlace(k: Knowledge): string {
  return `No, that one isn't among our ${numberWord(k.areas.length)} regular service areas: ${listJoin(k.areas.map((a) => a.name))}. If you're close to one of them, call us at ${k.business.phone.display} and we'll tell you whether we can reach you. See ${link("our service areas", "/service-areas")}.`;
}

/** A place we don't serve: "No" (or "Not all of Florida"), the nearest area we serve, and the phone number. */
export function answerNotServed(k: Knowledge, verdict: NonNullable<Analysis["outsidePlace"]>): string {
  const said = describeNotServed(verdict, { echoZip: false });
  const nearest = verdict.kind === "outside" && verdict.nearest ? verdict.nearest.area : null;
  const page = nearest ? ` ${link(`Window tinting in ${nearest.name}`, nearest.path)}` : "";
  const list = verdict.kind === "partly" || !nearest ? ` We serve ${listJoin(k.areas.map((x) => x.name))}.` : "";
  return `${said}${list} If you're close to one of them, call us at ${k.business.phone.display} and we'll tell you honestly whether we can reach you.${page} See ${link("our service areas", "/service-areas")}.`;
}

/** "Do you serve …?": the named place, a place we don't serve, or every town. */
export function answerAreaCheck(k: Knowledge, a: Analysis, focus: AreaFocus | null): string {
  return a.areas.length > 0
    ? answerArea(k, a, focus ?? "check")
    : a.outsidePlace
      ? answerNotServed(k, a.outsidePlace)
      : a.unknownPlace || a.unknownZip
        ? answerUnknownPlace(k)
        : answerAreaList(k, a);
}

export function answerDistance(k: Knowledge): string {
  return `We're based in ${k.business.homeTown.city} and come to you. Which town are you in? Here's how far each of our areas is:\n${[
    ...k.areas,
  ]
    .sort((x, y) => parseFloat(x.distance) - parseFloat(y.distance))
    .map(areaLine)
    .join("\n")}`;
}

export function answerZips(k: Knowledge): string {
  return `Tell me your town or zip code and I'll check it for you. We serve ${listJoin(k.areas.map((x) => x.name))}: ${link("see every area and its zip codes", "/service-areas")}.`;
}
