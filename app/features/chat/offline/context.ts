import type { Analysis } from "./analysis.ts";
import type { LawTopic } from "./slots.ts";
import { CONVERSATIONAL, TOTAL_ASKED, type Intent } from "./intents.ts";
import { ORDER } from "./priorities.ts";
import { findVehicles } from "./vehicle-models.ts";
import { ALLOWED_ASKED, CARRIED_OVER } from "./booking-time-readings.ts";

// A follow-up leaves things out: "how far is it?" after "do you serve
// Destin?", "and for an SUV?" after a price. These fill them in from the
// visitor's earlier messages (newest first), never from the assistant's.

/** The windows a law question may be asked of, against what it asks of them (reflectance, the medical exemption). */
const WINDOW_GROUPS = new Set<LawTopic>(["front", "back", "windshield"]);

/** "So can you do it?", "could you do that then": asking us to do what was just asked about. */
const DO_IT =
  /^((so|ok|okay|then|but|and),? )*(can|could|will|would) (you|u|y'?all)( guys)? (do|install|put|tint) (it|that|this|them)( on| then| for me| anyway| though)*$/;

/** "So yes or no?", "is it or not": the verdict on the question just asked. */
const VERDICT_DEMANDED = /\byes or no\b|\bis it or (isn'?t it|not)\b|\bwhich is it\b/;

/** "Does your van go over there?", "can you guys come out that way?": whether we come to the place named before. */
const GOES_THERE =
  /\b(do|does|can|will|would) (you|u|y'?all|yall|your (vans?|trucks?|crew|guys|installers?|team))( guys)? (go|come|drive|travel|get|make it|head) (out |over |down |up )?(there|that (way|far))\b/;

/** What a message that names only a thing (a town, a shade, a product) is most likely asking. */
export function slotDefault(a: Analysis): Intent | null {
  if (a.areas.length > 0 || a.unknownZip || a.outsidePlace) return "areaCheck";
  // "A Camry, a Tundra and a Pilot": several vehicles named and nothing asked is a price question.
  if (findVehicles(a.text).length > 1 && (!a.serviceKind || a.serviceKind === "automotive")) return "price";
  if (a.shade !== null || a.lawTopics.size > 0) return "law";
  if (a.serviceKind) return "services";
  if (a.products.length > 0) return "price";
  return null;
}

/** A message read as a question of the law: asked so, or naming only the law's topics. */
function readsAsLaw(h: Analysis): boolean {
  return h.intents.has("law") || ([...h.intents].every((i) => CONVERSATIONAL.has(i)) && slotDefault(h) === "law");
}

/** Fills what a follow-up leaves out ("how far is it?", "and for an SUV?") from the visitor's earlier messages. */
export function withContext(current: Analysis, history: Analysis[]): Analysis {
  const a = { ...current, intents: new Set(current.intents), lawTopics: new Set(current.lawTopics) };
  const topical = [...a.intents].filter((i) => !CONVERSATIONAL.has(i));
  const explicitFollowUp =
    /^((ok|okay|cool|great|thanks|got it),? )?(and|what about|how about|what if|also|same for|for (a|an|my)|in )\b/.test(
      a.text,
    );
  const followUp = explicitFollowUp || a.text.split(" ").length <= 4 || VERDICT_DEMANDED.test(a.text);
  // "What about the front?" after a question of the law: the front side windows (not the paint film's front).
  const lastTopic = history.find((h) => [...h.intents].some((i) => !CONVERSATIONAL.has(i)) || slotDefault(h));
  const lastLaw = lastTopic && readsAsLaw(lastTopic) ? lastTopic : undefined;
  if (explicitFollowUp && lastLaw && a.lawTopics.size === 0 && !a.serviceKind) {
    if (/\bfront\b/.test(a.text)) a.lawTopics.add("front");
    else if (/\b(back|rear)\b/.test(a.text)) a.lawTopics.add("back");
  }
  // "No issue with that?" after "20 on every window": the law's verdict on what was named (its shade, its vehicle).
  if (lastLaw && ALLOWED_ASKED.test(a.text) && a.text.split(" ").length <= 7 && a.shade === null) {
    a.intents = new Set(["law"]);
    for (const t of lastLaw.lawTopics) a.lawTopics.add(t);
  }
  // "Can I use the same one on it?" after a medical exemption and a new vehicle: the certificate's own terms.
  if (CARRIED_OVER.test(a.text) && history.slice(0, 3).some((h) => h.lawTopics.has("medical"))) {
    a.intents = new Set(["law"]);
    a.lawTopics = new Set(["medical"]);
  }
  const asked = new Set(a.lawTopics);
  const hasSlot =
    a.areas.length > 0 ||
    a.vehicle !== null ||
    a.products.length > 0 ||
    a.shade !== null ||
    a.lawTopics.size > 0 ||
    a.serviceKind !== null ||
    a.unknownZip ||
    a.outsidePlace !== null;
  if (topical.length === 0 && !a.intents.has("injection") && hasSlot && followUp) {
    const previous = history.find((h) => [...h.intents].some((i) => !CONVERSATIONAL.has(i)));
    const inherited = previous ? ORDER.find((i) => previous.intents.has(i)) : undefined;
    const intent = inherited && !(inherited === "openNow" || inherited === "hours") ? inherited : slotDefault(a);
    if (intent) a.intents.add(intent);
    if (inherited === "law" || (!inherited && lastLaw && intent === "law")) {
      // "And behind the driver?" after "how reflective can the front be?": the same question of other windows.
      const windowsOnly = [...asked].every((t) => WINDOW_GROUPS.has(t));
      for (const t of (previous ?? lastLaw)!.lawTopics)
        if (asked.size === 0 || (windowsOnly && !WINDOW_GROUPS.has(t))) a.lawTopics.add(t);
    }
    a.intents.delete("offTopic");
  }
  // "And if I want 35 all the way around?" or "what if I add the windshield strip?" after a price: the price
  // of that choice, unless the law is named.
  const previousTopic = history.find((h) => [...h.intents].some((i) => !CONVERSATIONAL.has(i)));
  if (
    explicitFollowUp &&
    previousTopic?.intents.has("price") &&
    !previousTopic.intents.has("law") &&
    a.intents.has("law") &&
    !a.intents.has("price") &&
    !/\b(legal|illegal|law|allowed|ticket|cops?|police|pass|ok|okay|can i|could i)\b/.test(a.text)
  ) {
    a.intents.delete("law");
    a.intents.add("price");
  }
  // "Audi Q5, just the usual", "need a number for my Odyssey": a vehicle named with nothing else asked, and
  // nothing asked before it, is its price.
  if (
    (!previousTopic || [...previousTopic.intents].every((i) => i === "services" || CONVERSATIONAL.has(i))) &&
    [...a.intents].every((i) => CONVERSATIONAL.has(i)) &&
    a.vehicleModel &&
    a.products.length > 0 &&
    a.shade === null &&
    [...a.lawTopics].every((t) => t === "front" || t === "back" || t === "pickup") &&
    !/\b(rules?|legal|illegal|laws?|allowed|limits?|tickets?|dark\w*|lighter)\b|^(can|could|is|are|will|would|does|do|should)\b/.test(
      a.text,
    )
  )
    a.intents.add("price");
  // "Ok so both on the same day, what's the total?" after a CR-V and a Civic: each of those vehicles priced, and
  // their sum (vehicle-prices.ts).
  if (TOTAL_ASKED.test(a.text) && findVehicles(a.text).length < 2) {
    const earlier = history.flatMap((h) => findVehicles(h.text).map((v) => v.label.toLowerCase()));
    const named = [...new Set([...findVehicles(a.text).map((v) => v.label.toLowerCase()), ...earlier])];
    if (named.length >= 2) {
      a.text = `${a.text} for the ${named.join(" and the ")}`;
      a.intents.add("price");
    }
  }
  // "So can you do it?" after a question of the law: the same question asked of us, with what it named.
  if (lastLaw && DO_IT.test(a.text) && a.lawTopics.size === 0 && a.shade === null && !a.vehicle) {
    a.intents = new Set(["law"]);
    for (const h of history) if (readsAsLaw(h)) for (const t of h.lawTopics) a.lawTopics.add(t);
  }
  if (topical.length === 0 && a.areas.length === 0 && GOES_THERE.test(a.text) && history.some((h) => h.areas.length))
    a.intents.add("areaCheck");
  const needsArea = ["distance", "zips", "areaCheck"].some((i) => a.intents.has(i as Intent));
  if (needsArea && a.areas.length === 0 && !a.unknownZip && !a.outsidePlace) {
    const refers =
      /\b(it|there|that|this town|that town|them|this area|that area)\b/.test(a.text) || !a.intents.has("areaCheck");
    const earlier = refers ? history.find((h) => h.areas.length > 0 || h.outsidePlace) : undefined;
    if (earlier) {
      a.areas = earlier.areas;
      a.outsidePlace = earlier.outsidePlace;
      a.unknownPlace = false;
      a.matchedZip = null;
    }
  }
  // A vehicle carries over only to a real follow-up ("and for that?", "how much for it?").
  const refersBack =
    explicitFollowUp || /\b(it|that|this|my (car|vehicle|ride))\b/.test(a.text) || topical.length === 0;
  if ((a.intents.has("law") || a.intents.has("price")) && !a.vehicle && refersBack) {
    const earlier = history.find((h) => h.vehicle !== null);
    if (earlier && !(a.intents.has("price") && (a.products.length > 0 || a.serviceKind))) {
      a.vehicle = earlier.vehicle;
      a.vehicleModel = earlier.vehicleModel;
    }
  }
  // "How long would you be at the house?" after "the car's a Mustang": the house is where the car is, the car the job.
  if (a.intents.has("duration") && !a.vehicle && /\bat (the|my|our) (house|home|place)\b/.test(a.text)) {
    const earlier = history.find((h) => h.vehicle !== null || h.serviceKind !== null);
    if (earlier?.vehicle) {
      a.vehicle = earlier.vehicle;
      a.vehicleModel = earlier.vehicleModel;
      a.serviceKind = "automotive";
    }
  }
  // "Can I book Saturday?" after "how much for my Tahoe in Destin?": the booking link preselects them.
  if (a.intents.has("book")) {
    if (!a.vehicle && !a.serviceKind) {
      const earlier = history.find((h) => h.vehicle !== null || h.serviceKind !== null);
      if (earlier) {
        a.vehicle = earlier.vehicle;
        a.vehicleModel = earlier.vehicleModel;
        a.serviceKind = earlier.serviceKind;
      }
    }
    if (a.areas.length === 0 && !a.outsidePlace) a.areas = history.find((h) => h.areas.length > 0)?.areas ?? [];
  }
  if (a.intents.has("law") && a.shade === null && /\b(that|it|this)\b|\byes or no\b/.test(a.text)) {
    a.shade = history.find((h) => h.shade !== null)?.shade ?? null;
  }
  if (a.intents.has("price") && a.products.length === 0 && !a.serviceKind && refersBack) {
    const earlier = history.find((h) => h.products.length > 0 || h.vehicle !== null || h.serviceKind !== null);
    if (earlier) {
      a.serviceKind = earlier.serviceKind;
      a.products = earlier.products.length ? earlier.products : a.vehicle ? a.products : [];
      if (!a.vehicle) {
        a.vehicle = earlier.vehicle;
        a.vehicleModel = earlier.vehicleModel;
      }
    }
  }
  // "Can you go to her house in Gulf Breeze for her SUV?": the town, and the vehicle's package with it.
  const placeOnly = [...a.intents].every((i) => CONVERSATIONAL.has(i));
  if (
    (a.intents.has("areaCheck") || placeOnly) &&
    a.areas.length > 0 &&
    a.vehicle !== null &&
    (a.serviceKind === null || a.serviceKind === "automotive") &&
    [...a.intents].every((i) => i === "areaCheck" || i === "mobile" || i === "location" || CONVERSATIONAL.has(i))
  ) {
    a.intents.add("areaCheck");
    a.intents.add("price");
  }
  return a;
}
