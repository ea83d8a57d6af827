import type { AreaFact, Knowledge, ProductFact, ServiceFact } from "./knowledge.server.ts";
import { describeDays, formatClock, openState } from "./hours.ts";
import type { ChatMessage } from "./schema.ts";
import { capitalize, extractPhones, listJoin, normalize } from "./text.ts";
import { processTerm } from "./knowledge.server.ts";

// The default engine: no key, no network. Clear intent rules for the questions
// visitors really ask, answered from the knowledge only, plus MiniSearch over
// the site's content for the rest. It never repeats the visitor's text back
// (beyond a cleaned-up first name), so a reply can carry no payload.

export type QuoteCapture = { name: string; phone: string; details: string };
export type EngineResult = { reply: string; quote?: QuoteCapture };

type Intent =
  | "injection"
  | "offTopic"
  | "greeting"
  | "thanks"
  | "bye"
  | "help"
  | "bot"
  | "openNow"
  | "hours"
  | "phone"
  | "email"
  | "contact"
  | "location"
  | "mobile"
  | "areaList"
  | "areaCheck"
  | "distance"
  | "zips"
  | "services"
  | "ceramic"
  | "shades"
  | "law"
  | "price"
  | "quote"
  | "discount"
  | "shop"
  | "reviews"
  | "about";

type Vehicle = "sedan" | "multipurpose" | "truck";
type LawTopic = "front" | "back" | "windshield" | "reflect" | "medical" | "perforated" | "penalty" | "pickup";
type ServiceKind = "automotive" | "residential" | "commercial" | "ppf";

type Analysis = {
  text: string;
  intents: Set<Intent>;
  areas: AreaFact[];
  /** A 5-digit zip code that is not in any area. */
  unknownZip: boolean;
  /** Asked whether a place is served, and no known place was named. */
  unknownPlace: boolean;
  matchedZip: string | null;
  neighborhood: string | null;
  vehicle: Vehicle | null;
  lawTopics: Set<LawTopic>;
  shade: number | null;
  serviceKind: ServiceKind | null;
  products: ProductFact[];
};

const has = (text: string, pattern: RegExp) => pattern.test(text);

const INTENT_PATTERNS: [Intent, RegExp][] = [
  [
    "injection",
    /\b(ignore|disregard|forget|override|bypass)\b.{0,40}\b(instructions?|rules?|prompts?|guidelines|directions|previous|above|prior|everything)\b|\b(system|initial|hidden|original|developer|secret)\s+(prompt|message|instructions?)\b|\b(your|the)\s+(instructions|prompt|rules|guidelines|configuration|config)\b|\b(jailbreak|developer mode|dan mode|do anything now|prompt injection)\b|\b(pretend|roleplay|role play|role-play|you are now|from now on you|new persona|simulate)\b|\brepeat\b.{0,30}\b(above|instructions|prompt|text above|words above)\b|\b(print|show|reveal|output|display|dump|leak)\b.{0,30}\b(prompt|instructions|rules|configuration|key|secret|password|env|environment|database|source code)\b|\b(api key|apikey|password|credentials|env variables?|environment variables?|admin access)\b|\b(pwned|hacked)\b|\bact as (a|an|my|if)\b|\b(sudo|root access)\b/,
  ],
  [
    "offTopic",
    /\b(weather|forecast|poem|joke|story|recipe|homework|essay|python|javascript|program|stocks?|crypto|bitcoin|sports?|football|basketball|movie|song|lyrics|president|election|politic\w*|capital of|translate|meaning of life|girlfriend|boyfriend|dating|lottery|casino|bet)\b|\b\d+ ?(?:[+*x]|plus|times|minus) ?\d+\b/,
  ],
  ["greeting", /^(hi|hello|hey|hiya|howdy|good (morning|afternoon|evening)|greetings|yo|sup|hola)\b/],
  ["thanks", /^(thanks|thank you|thx|ty|cheers|great|awesome|perfect|ok|okay|cool|got it|sounds good|nice)\b/],
  ["bye", /\b(bye|goodbye|good bye|see you|see ya|that's all|thats all|have a good)\b/],
  ["help", /\b(what can you (do|help)|what do you know|how does this work|what can i ask|help me|can you help)\b|^help$/],
  ["bot", /\b(are you|r u|is this) (a |an )?(bot|robot|human|real person|person|ai|machine|chatgpt|gpt)\b|\bwho am i (talking|speaking) to\b|\bwhat are you\b/],
  [
    "openNow",
    /\b(open|closed)\b.{0,15}\b(now|right now|today|tonight|currently|at the moment|yet)\b|\b(are|r) (you|u|y'all|yall) (still |currently |even )?(open|closed)\b|\bstill open\b|\bopen right now\b|\bis (elite|the business|anyone) (open|available) now\b/,
  ],
  [
    "hours",
    /\bhours\b|\bopening times?\b|\bwhat time\b|\bwhen (are|do|will) (you|u) (open|close)\b|\b(open|close|closed|work|available) on (the )?(sundays?|saturdays?|weekends?|holidays?|mondays?|tuesdays?|wednesdays?|thursdays?|fridays?)\b|\bweekends?\b|\bon (the )?(saturdays?|sundays?|weekends?|holidays?)\b|\bwhat days\b|\bdays (are you|do you)\b|\bopen (every|7) days\b|\bwhen are you available\b|\bbusiness hours\b/,
  ],
  [
    "phone",
    /\b(phone|telephone|cell) (number|#)\b|\byour (phone|number|cell)\b|\bcall (you|us|elite)\b|\bnumber to call\b|\btext (you|us)\b|\bwhat'?s (the|your) number\b|\bcan i (call|text|phone)\b|\bphone you\b|\bby phone\b|^(phone|number|phone number)$/,
  ],
  ["email", /\be-?mail\b/],
  ["contact", /\b(contact|get in touch|reach (you|out|elite|someone|a person)|talk to (someone|a person|a human|somebody))\b/],
  [
    "location",
    /\bwhere (are|is) (you|u|your|elite|the business|the company)\b|\bwhere are you guys\b|\blocated\b|\blocation\b|\baddress\b|\bwhere (are you )?based\b|\b(your|a) (shop|storefront|store front|office|garage|building|showroom)\b|\bvisit (you|your)\b|\bdrop (off|my)\b|\bbring (my|the|in) (car|truck|suv|vehicle|van)\b|\bwhat town\b/,
  ],
  [
    "mobile",
    /\bmobile\b|\bcome to (me|my|you|your|us|our|the house|the office|where i)\b|\b(do|will|can|would) (you|u) (come|travel|drive)( out)?\b|\bat my (home|house|work|office|job|place|apartment|condo|business)\b|\bon.?site\b|\bdriveway\b|\bin my garage\b|\bhouse calls?\b/,
  ],
  [
    "areaList",
    /\b(what|which) (areas?|towns?|cities|places|counties|locations|zip codes)\b|\bservice areas?\b|\bareas? (do )?(you )?(serve|cover|service)\b|\bwhere do (you|u) (go|serve|service|work|travel|cover)\b|\bhow far (do|will|would) (you|u) (go|travel|come|drive)\b|\bwhere (can|will) you (go|come)\b/,
  ],
  [
    "areaCheck",
    /\b(do|does|can|will|would) (you|u|elite|y'all|yall)( guys)? (serve|service|cover|come (out )?to|go (out )?to|travel to|drive to|work in|install in|tint in|do jobs in|come out to)\b|\b(serve|service|cover)s? (my|our|the) (area|town|city|zip)\b|\bin (your|the) service area\b|\b(i live|we live|i'm|i am|we're|we are|located|based|i'm located|i'm based) in\b|\bdo you do (work|jobs|tint|tinting) (in|around)\b|\bare you in\b|\bin my area\b/,
  ],
  ["distance", /\bhow far\b|\bdistance\b|\bhow many miles\b|\bmiles\b|\bfar (away|from)\b|\bhow long (does it take )?to (get|drive)\b|\bhow close\b/],
  ["zips", /\bzips?\b|\bpostal\b|\bzip ?codes?\b|\bcounty\b/],
  ["services", /\bservices?\b|\bwhat (do|can|else do) (you|u) (do|offer|tint|install|provide)\b|\bdo (you|y'all|yall|you guys) (do|offer|tint|install|provide|work on)\b|\bcan (you|you guys) (tint|do|install)\b|\bwhat (kind|type)s? of (work|jobs)\b/],
  [
    "ceramic",
    /\bceramic\b|\bdyed\b|\bcarbon\b|\bmetallic\b|\b(types?|kinds?) of (tint|film)\b|\bdifference between\b|\bwhat does (the |window )?(tint|film) do\b|\bbenefits? of\b|\bwhy (tint|get tint|should i tint)\b|\bis (tint|tinting) worth\b/,
  ],
  ["shades", /\bshades?\b|\bpercentages?\b|\bhow dark (are|is|do)\b|\bwhat (tint )?(levels|darkness)\b/],
  [
    "law",
    /\blegal\b|\blegally\b|\blaws?\b|\billegal\b|\ballowed\b|\bhow dark\b|\bdarkest\b|\bdark can\b|\blimits?\b|\bvlt\b|\btickets?\b|\bcops?\b|\bpolice\b|\bpulled over\b|\bstatutes?\b|\bmedical\b|\bexemption\b|\blupus\b|(?<!(back|rear) )\bwindshields?\b|\bvlt\b|\breflect\w*\b|\bmirror(ed)?\b|\bas-?1\b|\blimo\b|\bpenalt\w*\b|\bcompliant\b|\bperforated\b|\bflorida (rules?|requirements?)\b|\bin florida\b.{0,20}\b(tint|dark)\b/,
  ],
  [
    "price",
    /\bprices?\b|\bpricing\b|\bpriced\b|\bcosts?\b|\bhow much\b|\bcharge\b|\brates\b|\bexpensive\b|\bcheap(er|est)?\b|\bafford\w*\b|\bbudget\b|\$\s?\d|\bfees?\b|\bballpark\b|\bwhat do you charge\b/,
  ],
  [
    "quote",
    /\bquotes?\b|\bestimates?\b|\bbook(ing)?\b|\bappointments?\b|\bschedul\w*\b|\breserve\b|\bsign up\b|\bget started\b|\bhire you\b|\bavailability\b|\bnext (available|opening)\b|\bset up a time\b|\bget (it|my car|my windows) (done|tinted)\b|\bcall me back\b|\bcontact me\b|\bwhen can (you|someone) (come|do|fit|make it)\b|\bhow soon\b|\bearliest\b|\bget (my|the|our) (car|truck|suv|van|windows|house|home) tinted\b|\bwant to get\b.{0,30}\btinted\b/,
  ],
  ["discount", /\bdiscounts?\b|\bcoupons?\b|\bpromo\w*\b|\bdeals?\b|\bspecials?\b|\bfirst[- ]time\b|\b\d+% off\b|\bany offers?\b|\bsavings?\b/],
  ["shop", /\b(online )?shop\b|\bonline store\b|\bbuy\b|\bproducts?\b|\bsell\b|\bpurchase\b|\bgift ?cards?\b|\baftercare kit\b|\bcheckout\b/],
  ["reviews", /\breviews?\b|\bratings?\b|\bstars\b|\btestimonials?\b|\bwhat (do )?(customers|people|clients) say\b|\breputation\b|\bare you (any )?good\b/],
  [
    "about",
    /\bhow long have you been\b|\bin business\b|\bfounded\b|\bsince when\b|\bwho (owns|runs|is behind|started)\b|\babout (you|elite|the company|your company|the business)\b|\bexperienced?\b|\bowners?\b|\bhistory\b|\bfamily.?owned\b|\bwho are you\b/,
  ],
];

const AREA_CHECK = INTENT_PATTERNS.find(([i]) => i === "areaCheck")![1];
const GENERIC_PLACE =
  /^(my|me|our|us|your|you|the (house|home|office|shop|car|area|job)|homes?|houses?|work|people|customers|here|there|it|that|this|a |an |other|out|outside|anywhere|everywhere|all|any|far|area)\b/;

const VEHICLES: [Vehicle, RegExp][] = [
  ["truck", /\b(truck|trucks|pickup|pickups|pick-up|f-?150|silverado|tacoma|tundra|ram 1500)\b/],
  ["multipurpose", /\b(suvs?|vans?|minivans?|crossovers?|multipurpose|mpv|jeep|tahoe|suburban|highlander|4runner|explorer|rav4|cr-v)\b/],
  ["sedan", /\b(sedans?|coupes?|hatchbacks?|wagons?|convertibles?|camry|civic|accord|corolla|mustang)\b/],
];

const LAW_TOPICS: [LawTopic, RegExp][] = [
  ["windshield", /(?<!(back|rear) )\bwindshields?\b|\bwind shield\b|\bas-?1\b|\bsun ?strip\b|\beyebrow\b|\bvisor strip\b/],
  ["front", /\bfront (side )?(windows?|doors?|glass|sides?|seats?)\b|\bdriver('?s)? (side|window|door)\b|\bfronts\b/],
  ["back", /\b(back|rear) (side |seat |passenger )?(windows?|doors?|sides?|glass|windshield|seats?)\b|\bbehind the driver\b|\bback of the (car|truck|suv|van)\b|\brear\b/],
  ["reflect", /\breflect\w*\b|\bmirror(ed)?\b|\bshiny\b/],
  ["medical", /\bmedical\b|\bexemption\b|\blupus\b|\blight.?sensitiv\w*\b|\bdoctor\b|\bphotosensitiv\w*\b/],
  ["perforated", /\bperforated\b/],
  ["penalty", /\btickets?\b|\bpenalt\w*\b|\bfined?\b|\bcops?\b|\bpolice\b|\bpulled over\b|\bmisdemeanor\b|\bget in trouble\b|\bcaught\b/],
  ["pickup", /\b(truck|trucks|pickup|pickups)\b/],
];

const SERVICE_KINDS: [ServiceKind, RegExp][] = [
  ["ppf", /\bppf\b|\bpaint protection\b|\bclear bra\b|\brock chips?\b|\bstone chips?\b|\bpaint film\b/],
  ["residential", /\bresidential\b|\bhomes?\b|\bhouses?\b|\bcondos?\b|\bapartments?\b|\bsunroom\b|\bskylights?\b|\bliving room\b|\bbedroom\b/],
  ["commercial", /\bcommercial\b|\bbusiness(es)?\b|\boffices?\b|\bstorefronts?\b|\bstore front\b|\brestaurants?\b|\bbuildings?\b|\bshop windows\b/],
  ["automotive", /\bautomotive\b|\bcars?\b|\bvehicles?\b|\bauto\b|\bsuvs?\b|\btrucks?\b|\bsedans?\b/],
];

/** Words that mark a question as being about the business's trade. */
const DOMAIN =
  /\b(tint\w*|film|window\w*|glass|windshield|car|cars|vehicle|truck|suv|van|homes?|house|ppf|paint|ceramic|uv|heat|glare|warranty|cure|curing|install\w*|appointment|pay|payment|card|cash|boat|privacy|fade|fading|bubbl\w*|peel\w*|clean\w*|aftercare|roll|shade|dark|vlt|energy|sun|cool\w*|hot|signal|gps|remove|removal|purple|scratch\w*|security|safety|storefront|office|business|keystone|van|weekend|crestview|niceville|interior|infrared|skin|damage|streak\w*|licensed|insured|insurance|financing|finance|brand|brands|manufacturer|headlights?|taillights?|warranties|guarantee|discount|quote|estimate|appointment|booking)s?\b/;

const NAME_STOP = new Set(
  "interested looking wondering calling trying here not just and the a an in from at with so very also still new ready curious hoping thinking asking good fine ok okay sure yes no please thanks thank hi hello hey tint tinting window windows car suv truck quote available free today tomorrow back asap soon later now on at to for about interested".split(
    " ",
  ),
);

export const ASK_NAME = "What name should we ask for when we call you back?";
export const ASK_PHONE = "What's the best phone number to reach you?";

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

function areaAliases(area: AreaFact): string[] {
  const aliases = [area.name, ...area.neighborhoods.map((n) => n.replace(/ area$/, ""))];
  if (/^Fort /.test(area.name)) aliases.push(area.name.replace(/^Fort /, "Ft "), area.name.replace(/ Beach$/, ""), area.name.replace(/^Fort (.*) Beach$/, "Ft $1"), "FWB");
  return aliases.map((a) => normalize(a));
}

function findAreas(text: string, k: Knowledge): { areas: AreaFact[]; neighborhood: string | null } {
  const found: { area: AreaFact; at: number }[] = [];
  let neighborhood: string | null = null;
  for (const area of k.areas) {
    let best = -1;
    for (const alias of areaAliases(area)) {
      const match = new RegExp(`\\b${escapeRegExp(alias)}\\b`).exec(text);
      if (match && (best === -1 || match.index < best)) {
        best = match.index;
        if (alias !== normalize(area.name) && !/^(ft|fwb|fort)/.test(alias)) {
          neighborhood = area.neighborhoods.find((n) => normalize(n.replace(/ area$/, "")) === alias)?.replace(/ area$/, "") ?? null;
        }
      }
    }
    if (best >= 0) found.push({ area, at: best });
  }
  return { areas: found.sort((a, b) => a.at - b.at).map((f) => f.area), neighborhood };
}

function findProducts(text: string, vehicle: Vehicle | null, serviceKind: ServiceKind | null, k: Knowledge): ProductFact[] {
  const generic = new Set(["ceramic", "window", "tint", "film", "elite", "front", "partial", "home", "glass", "set", "and", "the", "with", "free", "pro", "diy", "kit", "card", "ammonia"]);
  const words = new Set(text.split(" ").map((w) => w.replace(/s$/, "")));
  const scored = k.products
    .map((p) => {
      const titleWords = normalize(`${p.title}`).split(" ").filter((w) => w.length >= 3 && !generic.has(w));
      let score = titleWords.filter((w) => words.has(w.replace(/s$/, ""))).length;
      if (/gift ?cards?/.test(text) && /gift/i.test(p.title)) score += 2;
      if (/aftercare kit|cleaning kit/.test(text) && /aftercare/i.test(p.title)) score += 2;
      if (vehicle === "sedan" && /sedan/i.test(p.title)) score += 2;
      if (vehicle === "multipurpose" && /suv/i.test(p.title)) score += 2;
      if (vehicle === "truck" && /truck/i.test(p.title)) score += 2;
      if (serviceKind === "ppf" && /paint protection/i.test(p.title)) score += 2;
      return { p, score };
    })
    .filter((s) => s.score > 0)
    .sort((a, b) => b.score - a.score);
  if (scored.length === 0) return [];
  return scored.filter((s) => s.score === scored[0]!.score).map((s) => s.p);
}

function analyze(raw: string, k: Knowledge): Analysis {
  const text = normalize(raw);
  const intents = new Set<Intent>();
  for (const [intent, pattern] of INTENT_PATTERNS) if (has(text, pattern)) intents.add(intent);
  const words = text.split(" ").length;
  for (const small of ["greeting", "thanks", "bye"] as const) if (intents.has(small) && words > 6) intents.delete(small);
  // "How long does it take", "how many hours": a job's duration, not the opening hours.
  if (intents.has("hours") && /\bhow (long|many hours)\b/.test(text)) intents.delete("hours");
  if (intents.has("phone") && /\bmy (phone|number|cell)\b/.test(text)) intents.delete("phone");

  // "Mobile, AL" is a town, not our mobile service.
  if (/\bmobile,? (al|alabama|county|bay)\b/.test(text)) intents.delete("mobile");

  const { areas, neighborhood } = findAreas(text, k);
  let matchedZip: string | null = null;
  let unknownZip = false;
  const phoneDigits = new Set(extractPhones(raw));
  for (const m of text.matchAll(/\b(\d{5})\b/g)) {
    const zip = m[1]!;
    if ([...phoneDigits].some((p) => p.includes(zip))) continue;
    const zipAreas = k.areas.filter((a) => a.zipCodes.includes(zip));
    if (zipAreas.length) {
      matchedZip = zip;
      for (const a of zipAreas) if (!areas.includes(a)) areas.push(a);
    } else unknownZip = true;
  }
  const vehicle = VEHICLES.find(([, p]) => p.test(text))?.[0] ?? null;
  const lawTopics = new Set(LAW_TOPICS.filter(([, p]) => p.test(text)).map(([t]) => t));
  const shadeMatch = /\b(\d{1,2}) ?%/.exec(text);
  const shade = shadeMatch ? Number(shadeMatch[1]) : null;
  const serviceKind = SERVICE_KINDS.find(([, p]) => p.test(text))?.[0] ?? null;
  const products = findProducts(text, vehicle, serviceKind, k);
  // "20% on the back windows?": a shade for a window is a tint-law question.
  if (shade !== null && ["front", "back", "windshield"].some((t) => lawTopics.has(t as LawTopic)) && !intents.has("price")) intents.add("law");
  // What follows "do you serve …": a place we don't know, or just "my house".
  const place = intents.has("areaCheck") ? text.slice((AREA_CHECK.exec(text)?.index ?? 0) + (AREA_CHECK.exec(text)?.[0].length ?? 0)).trim() : "";
  const genericPlace = place === "" || GENERIC_PLACE.test(place);
  if (intents.has("areaCheck") && areas.length === 0 && !unknownZip && genericPlace) intents.delete("areaCheck");
  const unknownPlace = intents.has("areaCheck") && areas.length === 0 && !unknownZip;
  return { text, intents, areas, unknownZip, unknownPlace, matchedZip, neighborhood, vehicle, lawTopics, shade, serviceKind, products };
}

// ---------------------------------------------------------------- answers

const link = (label: string, href: string) => `[${label}](${href})`;

function numberWord(n: number): string {
  return ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"][n] ?? String(n);
}

function hoursSentence(k: Knowledge): string {
  const h = k.business.hours;
  return `We're open ${describeDays(h.days)}, ${formatClock(h.opens)} to ${formatClock(h.closes)} (Central Time)`;
}

function phoneSentence(k: Knowledge) {
  return `call or text us at ${k.business.phone.display}`;
}

function quoteLink(k: Knowledge, label = "request a quote") {
  return link(label, k.quoteHref);
}

function answerOpenNow(k: Knowledge, now: Date): string {
  const h = k.business.hours;
  const state = openState(h, now);
  if (state.open) return `Yes, we're open right now! ${hoursSentence(k)}. You can ${phoneSentence(k)}, or ${quoteLink(k)} online.`;
  const when = state.opensLaterToday ? `today at ${formatClock(h.opens)}` : `${state.nextDay === "" ? "soon" : `${state.nextDay} at ${formatClock(h.opens)}`}`;
  return `We're closed right now. ${hoursSentence(k)}, so we open again ${when}. You can ${quoteLink(k, "send a quote request")} any time and we'll get back to you once we open, or call us at ${k.business.phone.display} then.`;
}

function answerHours(k: Knowledge): string {
  return `${hoursSentence(k)}. We're mobile, so appointments happen at your home or workplace within those hours. To book, ${phoneSentence(k)} or ${quoteLink(k)}.`;
}

function answerContact(k: Knowledge, parts: { phone: boolean; email: boolean }): string {
  const b = k.business;
  if (parts.phone && !parts.email) return `You can call or text us at ${b.phone.display}. ${hoursSentence(k)}.`;
  if (parts.email && !parts.phone) return `Our email is ${b.email}. You can also call or text us at ${b.phone.display}, or ${quoteLink(k, "use the quote form")}.`;
  return `You can call or text us at ${b.phone.display}, email ${b.email}, or ${quoteLink(k, "use the quote form")}. ${hoursSentence(k)}.`;
}

function answerLocation(k: Knowledge): string {
  const b = k.business;
  return `We're based in ${b.homeTown.label}, and we're a fully mobile service: we come to your home, workplace or driveway, so there's no shop to drive to. We serve ${numberWord(k.areas.length)} towns around Navarre, from Pensacola to Destin and Crestview. See ${link("our service areas", "/service-areas")}.`;
}

function answerMobile(k: Knowledge): string {
  const faq = k.faqs.find((f) => /come to me/i.test(f.q));
  const body = faq?.a ?? `Yes. We're fully mobile and install at your home or workplace across our service areas.`;
  return `${body} See ${link("our service areas", "/service-areas")} or ${quoteLink(k, "book through the quote form")}.`;
}

function areaLine(a: AreaFact): string {
  const where = a.distance.startsWith("0 ") ? "our home base" : a.distance;
  return `- ${link(a.name, a.path)}: ${where} (${a.county} County)`;
}

function answerAreaList(k: Knowledge): string {
  const sorted = [...k.areas].sort((a, b) => parseFloat(a.distance) - parseFloat(b.distance));
  return `We serve ${numberWord(k.areas.length)} towns around our Navarre base, and we come to you in each of them:\n${sorted.map(areaLine).join("\n")}\nMore on ${link("our service areas page", "/service-areas")}.`;
}

type AreaFocus = "check" | "distance" | "zips";

function answerArea(k: Knowledge, a: Analysis, focus: AreaFocus): string {
  const areas = a.areas;
  if (areas.length === 0) return answerAreaList(k);
  const intro =
    a.matchedZip && focus === "check"
      ? `Yes, ${a.matchedZip} is in our ${listJoin(areas.map((x) => x.name))} service area${areas.length > 1 ? "s" : ""}.`
      : a.neighborhood && focus === "check"
        ? `Yes, ${a.neighborhood} is part of our ${areas[0]!.name} service area.`
        : "";
  const lines = areas.slice(0, 3).map((area) => {
    const home = area.distance.startsWith("0 ");
    const page = link(`Window tinting in ${area.name}`, area.path);
    const zips = `${area.zipCodes.length > 1 ? "Zip codes" : "Zip code"}: ${area.zipCodes.join(", ")}.`;
    if (focus === "distance") {
      return home
        ? `${area.name} is our home base, so we're right there. ${page}`
        : `${area.name} is about ${area.distance} from our base in Navarre. We're mobile, so we drive to you there, at home or at work. ${page}`;
    }
    if (focus === "zips") return `In ${area.name} (${area.county} County) we cover: ${area.zipCodes.join(", ")}. ${page}`;
    const served = home
      ? `${area.name} is our home base (${area.county} County), and we come to you anywhere in town.`
      : `${intro ? "" : "Yes, we serve "}${intro ? area.name : `${area.name}!`}${intro ? " is" : " It's"} in ${area.county} County, about ${area.distance} from our base in Navarre, and we come to you there, at home or at work.`;
    return `${served} ${zips} ${page}`;
  });
  return [intro, ...lines].filter(Boolean).join("\n");
}

function answerUnknownPlace(k: Knowledge): string {
  return `That one isn't among our ${numberWord(k.areas.length)} regular service areas: ${listJoin(k.areas.map((a) => a.name))}. If you're close to one of them, call us at ${k.business.phone.display} and we'll tell you whether we can reach you. See ${link("our service areas", "/service-areas")}.`;
}

function serviceFor(kind: ServiceKind, k: Knowledge): ServiceFact | undefined {
  const pattern = { automotive: /automotive/i, residential: /residential/i, commercial: /commercial/i, ppf: /paint protection/i }[kind];
  return k.services.find((s) => pattern.test(s.title));
}

function answerServices(k: Knowledge, a: Analysis): string {
  const one = a.serviceKind ? serviceFor(a.serviceKind, k) : undefined;
  if (one && !/\bservices\b|what (do|else)/.test(a.text)) {
    const yes = /\b(do|can|will) (you|u|y'all|yall)\b/.test(a.text) ? "Yes! " : "";
    return `${yes}${one.title}: ${one.summary} ${one.tagline} Read more on ${link(`our ${one.shortTitle.toLowerCase()} page`, one.path)}, or ${quoteLink(k)}.`;
  }
  const lines = k.services.map((s) => `- ${link(s.title, s.path)}: ${s.summary}`);
  return `We offer:\n${lines.join("\n")}\nEverything is installed at your home or workplace. Ceramic tint is our headline film.`;
}

function answerCeramic(k: Knowledge, a: Analysis): string {
  const faq = k.docs.find((d) => d.kind === "faq" && /ceramic/i.test(d.title) && /difference/i.test(d.title));
  const article = k.articles.find((x) => /ceramic/i.test(x.title));
  const body = faq?.snippet ?? "Ceramic film rejects far more infrared heat than dyed film, blocks nearly all UV and doesn't interfere with signals.";
  const more = article ? ` More in ${link(article.title, article.path)}.` : "";
  const shades = a.text.includes("shade") ? ` We install it in ${listJoin(k.business.films.shades.map((s) => `${s}%`))} shades.` : "";
  const offered = /\b(do|can) (you|u) (offer|do|have|install|sell|carry)\b/.test(a.text) ? "Yes! Ceramic film is our headline film. " : "";
  return `${offered}${body}${shades}${more}`;
}

function answerShades(k: Knowledge): string {
  const law = k.tintLaw;
  return `We install ceramic film in ${listJoin(k.business.films.shades.map((s) => `${s}%`))} shades (the number is how much light gets through, so lower is darker). On a road vehicle we keep the front side windows at ${law.vehicleClasses.sedan.minVlt.frontSide}% or lighter in total, as Florida law requires. See ${link("how to choose a shade", k.articles.find((x) => /shade/i.test(x.title))?.path ?? law.guidePath)}.`;
}

function isShadeKnown(k: Knowledge, shade: number) {
  return (k.business.films.shades as readonly number[]).includes(shade);
}

function answerLaw(k: Knowledge, a: Analysis): string {
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
    parts.push(`For the windshield, Florida allows ${law.windshield}. We can install that strip, but we don't put film on the rest of the windshield; ${quoteLink(k, "ask for a quote")} for your vehicle.`);
  }
  if (/\bvlt\b/.test(a.text)) parts.push(`${capitalize(law.vltMeaning)}.`);
  if (topics.has("reflect")) parts.push(`Reflectance is capped at ${r.frontSide}% on the front side windows and ${r.backSideAndRear}% on the back side and rear windows. Our ceramic films are low-reflective.`);
  if (topics.has("perforated")) parts.push(`Perforated film must allow at least ${law.perforatedFilm.minVlt}% light through and reflect no more than ${law.perforatedFilm.maxReflectance}%.`);
  if (topics.has("penalty")) parts.push(`${capitalize(law.penalties.driving)}, and ${law.penalties.installing} (${law.penalties.statute}), so we never install an illegal shade on a road vehicle.`);

  const vehicle = a.vehicle;
  const pickup = vehicle === "truck";
  const backLimit = vehicle === "multipurpose" ? mpv.backSide : vehicle ? sedan.backSide : null;
  const vehicleLabel = vehicle === "multipurpose" ? "SUVs, vans and other multipurpose vehicles" : vehicle === "truck" ? "pickup trucks" : "sedans and other passenger cars";

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
      const classes: [string, number][] = backLimit !== null ? [[vehicleLabel, backLimit]] : [["sedans", sedan.backSide], ["SUVs and vans", mpv.backSide]];
      for (const [label, limit] of classes) {
        verdicts.push(
          a.shade < limit
            ? `Behind the driver on ${label}, ${shadeText} is too dark: the limit is at least ${limit}%.`
            : `Behind the driver on ${label} (at least ${limit}%), ${shadeText} film is fine as long as the glass and film together stay at or above ${limit}%.`,
        );
      }
    }
    parts.push(verdicts.join(" "));
    if (a.shade < mpv.backSide || a.shade < sedan.frontSide) parts.push("Darker film is only possible with a medical exemption certificate.");
  } else if (topics.has("front") && !topics.has("back") && !vehicle) {
    parts.push(`The front side windows must let through at least ${sedan.frontSide}% of light on every vehicle, sedan or SUV. Reflectance there may be at most ${r.frontSide}%.`);
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
  } else if (parts.length === 0 || topics.has("pickup")) {
    parts.push(
      `Florida's limits (${law.statutes}): the front side windows must let through at least ${sedan.frontSide}% of light on every vehicle. The back side and rear windows need at least ${sedan.backSide}% on sedans and at least ${mpv.backSide}% on SUVs, vans and other multipurpose vehicles. Reflectance may be at most ${r.frontSide}% in front and ${r.backSideAndRear}% behind, and the windshield may only have film above the AS-1 line.`,
    );
    if (topics.has("pickup") || pickup) parts.push(`For pickups, ${law.pickups}.`);
  }
  if (!topics.has("medical") && !topics.has("windshield") && !topics.has("perforated")) parts.push(together);
  parts.push(guide);
  return parts.join(" ");
}

function priceLines(p: ProductFact): string {
  const distinct = [...new Set(p.variants.map((v) => v.cents))];
  const note = !p.purchasable ? " (booked by phone, not sold online)" : p.soldOut ? " (sold out right now)" : "";
  const head = `${link(p.title, p.path)}${note}`;
  if (p.variants.length === 0) return `- ${head}`;
  if (distinct.length === 1) return `- ${head}: ${p.variants[0]!.price}`;
  const onSale = p.variants.filter((v) => v.regular !== null);
  if (p.options.length > 1) {
    const groups = new Map<string, typeof p.variants>();
    for (const v of p.variants) {
      const key = v.values[0] ?? v.title;
      groups.set(key, [...(groups.get(key) ?? []), v]);
    }
    const parts = [...groups].map(([key, vs]) => {
      const min = vs.reduce((m, v) => (v.cents < m.cents ? v : m));
      return `${key} ${vs.every((v) => v.cents === min.cents) ? "" : "from "}${min.price}`;
    });
    return `- ${head}: ${parts.join("; ")}`;
  }
  const regular = p.variants.filter((v) => v.regular === null);
  const byPrice = new Map<string, string[]>();
  for (const v of regular) byPrice.set(v.price, [...(byPrice.get(v.price) ?? []), v.title]);
  const regularText = [...byPrice].map(([price, titles]) => (byPrice.size === 1 && onSale.length ? `${price}` : `${listJoin(titles)}: ${price}`));
  const saleText = onSale.map((v) => `${v.title} on sale at ${v.price} (regular ${v.regular})`);
  return `- ${head}: ${[...regularText, ...saleText].join("; ")}`;
}

function answerPrice(k: Knowledge, a: Analysis): string {
  const offer = `Our offer: ${k.business.offer.text}.`;
  let products = a.products;
  const kind = a.serviceKind;
  if (products.length === 0 && (kind === "residential" || kind === "commercial")) {
    const consult = k.products.filter((p) => /consultation/i.test(p.title));
    const service = serviceFor(kind, k);
    const intro = `${service?.title ?? "That work"} is priced per job, since it depends on your windows and the film, so we quote it individually: ${quoteLink(k, "request a quote")} or call us at ${k.business.phone.display}.`;
    const extra = consult.length && kind === "residential" ? `\nFor homes we also offer:\n${consult.map(priceLines).join("\n")}` : "";
    return `${intro} ${offer}${extra}`;
  }
  if (products.length === 0 && !a.vehicle && !kind) {
    const tintOnly = /\btint\w*\b|\bwindows?\b|\bfilm\b/.test(a.text) && !/\bpaint\b|\bppf\b/.test(a.text);
    products = k.products.filter((p) => p.type === "service" && p.purchasable && (!tintOnly || /tint/i.test(p.title)));
  }
  if (products.length === 0 && (a.vehicle || kind === "automotive")) {
    products = k.products.filter((p) => /tint/i.test(p.title) && p.type === "service");
  }
  if (products.length === 0) {
    return `I don't have a listed price for that, so we'd quote it for you: ${quoteLink(k, "request a quote")} or call us at ${k.business.phone.display}. ${offer}`;
  }
  return `Here are our current prices from the ${link("shop", "/shop")}:\n${products.map(priceLines).join("\n")}\n${offer} For anything not listed, ${quoteLink(k, "ask for a quote")}.`;
}

function answerQuote(k: Knowledge): string {
  return `Happy to help you get a quote! You can ${quoteLink(k, "fill in the quote form")}, ${phoneSentence(k)}, or leave your name and phone number here and we'll call you back. ${hoursSentence(k)}. Our offer: ${k.business.offer.text}.`;
}

function answerDiscount(k: Knowledge, a: Analysis): string {
  if (/\b(military|veterans?|seniors?|students?|teachers?|first responders?|nurses?|police|employees?)\b/.test(a.text)) {
    return `The discount we offer is for first-time customers: ${k.business.offer.text}. I don't have details of any other discount, so please ask us at ${k.business.phone.display} or on the ${link("quote form", k.quoteHref)}.`;
  }
  return `Yes! We offer ${k.business.offer.text}. Just mention it on the ${link("quote form", k.quoteHref)} or when you call us at ${k.business.phone.display}, and we'll apply it to your quote.`;
}

function answerShop(k: Knowledge, a: Analysis): string {
  if (a.products.length > 0 && a.products.length < k.products.length) return answerPrice(k, a);
  const items = k.products.map((p) => `- ${link(p.title, p.path)}`).join("\n");
  return `Our ${link("online shop", "/shop")} has tint packages, paint protection, gift cards and aftercare products:\n${items}\nAsk me for any product's price.`;
}

function answerReviews(k: Knowledge): string {
  const { count, average } = k.reviews;
  return `Our customers rate us ${average} out of 5 stars across ${count} reviews. Read what they say on ${link("our reviews page", "/reviews")}.`;
}

function answerAbout(k: Knowledge): string {
  return `${k.business.blurb} We've been tinting since ${k.business.founded}. More on ${link("our About page", "/about")}.`;
}

function answerHelp(k: Knowledge): string {
  return `I can answer questions about ${k.business.name}: our hours and contact details, the towns we serve, our services and ceramic tint, Florida's tint laws, prices from our shop, and how to get a quote. What would you like to know?`;
}

function answerBot(k: Knowledge): string {
  return `I'm the Elite AI Assistant, an automated helper for ${k.business.name}. I answer from the business's own information. To talk with a person, ${phoneSentence(k)}.`;
}

function answerInjection(k: Knowledge): string {
  return `I can't share or change how I work, but I'm happy to help with ${k.business.name}: ceramic tint, Florida's tint laws, prices, our service areas or booking a quote. What would you like to know?`;
}

function answerOffTopic(k: Knowledge): string {
  return `I'm the assistant for ${k.business.name}, so I can only help with window tinting, paint protection film, our service areas, prices and booking. Is there anything about those I can help you with?`;
}

function answerUnknown(k: Knowledge): string {
  return `I'm not sure about that one, and I'd rather not guess. Our team can answer it: ${phoneSentence(k)}, or ${quoteLink(k, "send us a message through the quote form")}.`;
}

export function greeting(k: Knowledge): string {
  return `Hi! I'm the Elite AI Assistant for ${k.business.name} in ${k.business.homeTown.city}, FL. Ask me about ceramic tint, Florida's tint laws, prices, the towns we serve or getting a quote.`;
}

// ---------------------------------------------------------------- retrieval

/** Other words for what visitors ask, so the site's wording is found. */
const EXPANSIONS: [RegExp, string][] = [
  [/\bhow long (does|will|would|do) .{0,20}\blast\b|\blifespan\b|\bdurab\w*/, "warranty lifetime"],
  [/\bwash\w*\b/, "cleaning clean"],
];

/** Everyday words that say little about which passage answers a question. */
const GENERIC_TERMS = new Set(["tint", "film", "window", "car", "vehicle", "glass", "use", "get", "make", "go", "good", "new", "best", "work", "thing", "time", "long", "take", "say"].map((w) => processTerm(w) ?? w));

function retrieve(k: Knowledge, a: Analysis): string | null {
  const hasDomain = DOMAIN.test(a.text);
  const expansion = EXPANSIONS.filter(([p]) => p.test(a.text)).map(([, words]) => words);
  // An expansion names what the site calls it: search for that alone.
  const query = expansion.length ? expansion.join(" ") : a.text;
  const terms = new Set(a.text.split(" ").map(processTerm).filter((t): t is string => t !== null));
  const specific = [...terms].filter((t) => !GENERIC_TERMS.has(t));
  // Rank by score and by how much of the question a passage covers.
  const results = k.search
    .search(query)
    .slice(0, 12)
    .map((r) => {
      const matched = new Set(r.queryTerms);
      const coverage = terms.size ? [...terms].filter((t) => matched.has(t)).length / terms.size : 0;
      const specificCoverage = specific.length ? specific.filter((t) => matched.has(t)).length / specific.length : 1;
      return { ...r, coverage: expansion.length ? 1 : Math.min(coverage, specificCoverage + 0.5), specificCoverage, rank: r.score * (0.25 + coverage) };
    })
    .sort((x, y) => y.rank - x.rank);
  const best = results[0];
  if (!best || best.coverage < 0.5 || (best.specificCoverage < 0.6 && expansion.length === 0)) return null;
  // Weak matches on everyday words are not answers.
  const strongEnough = hasDomain ? best.score >= 6 : Object.keys(best.match).length >= 2 && best.score >= 20;
  if (!strongEnough) return null;
  const doc = k.docs[best.id as number]!;
  const page = doc.path ? pageTitle(k, doc.path) : null;
  const more = doc.path && page ? `\nMore: ${link(page, doc.path)}` : "";
  return `${doc.snippet}${more}`;
}

function pageTitle(k: Knowledge, path: string): string | null {
  return (
    k.articles.find((x) => x.path === path)?.title ??
    k.news.find((x) => x.path === path)?.title ??
    k.services.find((x) => x.path === path)?.title ??
    (path === "/about" ? "About us" : null)
  );
}

// ---------------------------------------------------------------- quote capture

function cleanName(raw: string): string | null {
  const words = raw
    .replace(/[^A-Za-z' -]/g, " ")
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 3);
  if (words.length === 0 || words.some((w) => NAME_STOP.has(w.toLowerCase()) || w.length > 20)) return null;
  return words.map((w) => capitalize(w.toLowerCase())).join(" ");
}

function findName(raw: string, answeringAsk: boolean): string | null {
  const explicit = /\b(?:my name is|my name's|name is|name:|this is|i am|i'm|im|call me|it's)\s+([A-Za-z][A-Za-z'-]*(?:\s+[A-Za-z][A-Za-z'-]*)?)/i.exec(raw);
  if (explicit) {
    const name = cleanName(explicit[1]!.replace(/\s+(and|my|phone|number|at|on)$/i, ""));
    if (name) return name;
  }
  // "…: Jo Ann Smith, 850-555-3131": capitalised words right before the number.
  const beforePhone = /\b([A-Z][a-z'-]+(?:\s+[A-Z][a-z'-]+){0,2})\s*[,;:-]?\s*(?:\+?1[\s.-]?)?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}/.exec(raw);
  if (beforePhone) {
    const name = cleanName(beforePhone[1]!);
    if (name) return name;
  }
  // "Jane Smith, 850 555 1234" or, answering our question, just "Jane".
  const rest = raw.replace(/(?:\+?1[\s.-]?)?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}/g, " ").replace(/\b(and|my|number|phone|is|at|call|me|please|you|can|reach)\b/gi, " ");
  const words = rest.replace(/[^A-Za-z' -]/g, " ").trim().split(/\s+/).filter(Boolean);
  if ((answeringAsk || /\d{3}/.test(raw)) && words.length >= 1 && words.length <= 3) return cleanName(words.join(" "));
  return null;
}

function customerPhone(raw: string, k: Knowledge): string | null {
  const own = k.business.phone.e164.slice(-10);
  return extractPhones(raw).find((p) => p !== own) ?? null;
}

function formatPhone(digits: string) {
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

function captureQuote(messages: readonly ChatMessage[], k: Knowledge): EngineResult | null {
  const last = messages[messages.length - 1]!;
  const previousAssistant = [...messages].reverse().find((m, i) => i > 0 && m.role === "assistant")?.content ?? "";
  const askedName = previousAssistant.includes(ASK_NAME);
  const askedPhone = previousAssistant.includes(ASK_PHONE);
  const phoneNow = customerPhone(last.content, k);
  if (!phoneNow && !askedName && !askedPhone) return null;

  const users = messages.filter((m) => m.role === "user").slice(-4);
  let phone = phoneNow;
  let name: string | null = findName(last.content, askedName);
  for (const m of [...users].reverse()) {
    phone ??= customerPhone(m.content, k);
    name ??= findName(m.content, false);
  }
  if (!phone && askedPhone) return null;
  if (phone && !name) return { reply: `Thanks! ${ASK_NAME}` };
  if (name && !phone) return askedName ? null : { reply: `Thanks, ${name}! ${ASK_PHONE}` };
  if (!phone || !name) return null;

  const topics = messages
    .filter((m) => m.role === "user")
    .map((m) => m.content.replace(/\s+/g, " ").slice(0, 200))
    .slice(-5, -1);
  return {
    reply: `Thanks, ${name}! I've passed your request to our team, and we'll call you back to talk through your quote. ${hoursSentence(k)}. If it's urgent, ${phoneSentence(k)}.`,
    quote: { name, phone: formatPhone(phone), details: topics.length ? `Earlier in the chat: ${topics.join(" | ")}` : "" },
  };
}

// ---------------------------------------------------------------- the engine

const ORDER: Intent[] = [
  "openNow",
  "hours",
  "areaCheck",
  "distance",
  "zips",
  "areaList",
  "location",
  "mobile",
  "law",
  "price",
  "quote",
  "discount",
  "ceramic",
  "shades",
  "services",
  "shop",
  "reviews",
  "about",
  "bot",
  "help",
  "phone",
  "email",
  "contact",
  "greeting",
  "thanks",
  "bye",
];

const CONVERSATIONAL: ReadonlySet<Intent> = new Set(["greeting", "thanks", "bye", "help", "bot", "injection", "offTopic"]);

/** What a message that names only a thing (a town, a shade, a product) is most likely asking. */
function slotDefault(a: Analysis): Intent | null {
  if (a.areas.length > 0 || a.unknownZip) return "areaCheck";
  if (a.shade !== null || a.lawTopics.size > 0) return "law";
  if (a.serviceKind) return "services";
  if (a.products.length > 0) return "price";
  return null;
}

/** Fills what a follow-up leaves out ("how far is it?", "and for an SUV?") from the visitor's earlier messages. */
function withContext(current: Analysis, history: Analysis[]): Analysis {
  const a = { ...current, intents: new Set(current.intents), lawTopics: new Set(current.lawTopics) };
  const topical = [...a.intents].filter((i) => !CONVERSATIONAL.has(i));
  const hasSlot = a.areas.length > 0 || a.vehicle !== null || a.products.length > 0 || a.shade !== null || a.serviceKind !== null || a.unknownZip;
  const explicitFollowUp = /^(and|what about|how about|what if|also|ok and|same for|for (a|an|my)|in )\b/.test(a.text);
  const followUp = explicitFollowUp || a.text.split(" ").length <= 4;
  if (topical.length === 0 && !a.intents.has("injection") && hasSlot && followUp) {
    const previous = history.find((h) => [...h.intents].some((i) => !CONVERSATIONAL.has(i)));
    const inherited = previous ? ORDER.find((i) => previous.intents.has(i)) : undefined;
    const intent = inherited && !(inherited === "openNow" || inherited === "hours") ? inherited : slotDefault(a);
    if (intent) a.intents.add(intent);
    if (inherited === "law" && current.lawTopics.size === 0) for (const t of previous!.lawTopics) a.lawTopics.add(t);
    a.intents.delete("offTopic");
  }
  const needsArea = ["distance", "zips", "areaCheck"].some((i) => a.intents.has(i as Intent));
  if (needsArea && a.areas.length === 0 && !a.unknownZip) {
    const refers = /\b(it|there|that|this town|that town|them|this area|that area)\b/.test(a.text) || !a.intents.has("areaCheck");
    const earlier = refers ? history.find((h) => h.areas.length > 0) : undefined;
    if (earlier) {
      a.areas = earlier.areas;
      a.unknownPlace = false;
      a.matchedZip = null;
    }
  }
  // A vehicle carries over only to a real follow-up ("and for that?", "how much for it?").
  const refersBack = explicitFollowUp || /\b(it|that|this|my (car|vehicle|ride))\b/.test(a.text) || topical.length === 0;
  if ((a.intents.has("law") || a.intents.has("price")) && !a.vehicle && refersBack) {
    const earlier = history.find((h) => h.vehicle !== null);
    if (earlier && !(a.intents.has("price") && (a.products.length > 0 || a.serviceKind))) a.vehicle = earlier.vehicle;
  }
  if (a.intents.has("law") && a.shade === null && /\b(that|it|this)\b/.test(a.text)) {
    a.shade = history.find((h) => h.shade !== null)?.shade ?? null;
  }
  if (a.intents.has("price") && a.products.length === 0 && !a.serviceKind && refersBack) {
    const earlier = history.find((h) => h.products.length > 0 || h.vehicle !== null || h.serviceKind !== null);
    if (earlier) {
      a.serviceKind = earlier.serviceKind;
      a.products = earlier.products.length ? earlier.products : a.vehicle ? a.products : [];
      a.vehicle ??= earlier.vehicle;
    }
  }
  return a;
}

function compose(k: Knowledge, a: Analysis, now: Date): string {
  const i = a.intents;
  if (i.has("injection")) return answerInjection(k);
  const chosen = ORDER.filter((x) => i.has(x));
  const drop = (...xs: Intent[]) => xs.forEach((x) => chosen.includes(x) && chosen.splice(chosen.indexOf(x), 1));
  const topical = chosen.filter((x) => !CONVERSATIONAL.has(x));
  if (topical.length === 0 && i.has("offTopic")) return answerOffTopic(k);
  if (topical.length > 0) drop("greeting", "thanks", "bye", "help");
  if (i.has("openNow")) drop("hours");
  const areaFocus: AreaFocus | null =
    a.areas.length > 0 || a.unknownPlace || a.unknownZip
      ? i.has("distance")
        ? "distance"
        : i.has("zips") && !i.has("areaCheck")
          ? "zips"
          : i.has("areaCheck") || i.has("mobile") || i.has("location") || i.has("areaList") || i.has("zips") || topical.length === 0
            ? "check"
            : null
      : null;
  if (areaFocus) {
    drop("distance", "zips", "areaList", "mobile", "services");
    if (!chosen.includes("areaCheck")) chosen.unshift("areaCheck");
    if (a.areas.length > 0 && a.areas.every((x) => x.distance.startsWith("0 ")) && i.has("location")) drop("areaCheck");
    else drop("location");
  }
  if (i.has("areaList")) drop("location", "mobile");
  if (i.has("location")) drop("mobile");
  if (i.has("price")) drop("ceramic", "services", "shop", "quote", "shades");
  // Film on a windshield is a legal question first; the answer offers a quote.
  if (i.has("law") && a.lawTopics.has("windshield") && a.products.length === 0) drop("price");
  if (i.has("quote") && !/\bcome to (me|my|our)\b|\bat my\b/.test(a.text)) drop("mobile");
  const weakServices = !a.serviceKind && !/\bservices?\b|\bwhat (else )?(do|can) (you|u) (do|offer)\b|\bprovide\b/.test(a.text);
  if (weakServices && chosen.some((x) => x !== "services" && !CONVERSATIONAL.has(x))) drop("services");
  if (i.has("law")) drop("ceramic", "services", "shades");
  if (i.has("shades")) drop("services", "ceramic");
  if (i.has("areaCheck") && !areaFocus && a.areas.length === 0) drop("services");
  if (chosen.includes("phone") || chosen.includes("email")) drop("contact");
  if (chosen.includes("phone") && chosen.includes("email")) drop("email");
  if (chosen.some((x) => ["openNow", "hours", "quote"].includes(x))) drop("phone");
  if (chosen.includes("services") && chosen.includes("shop")) drop("shop");

  // "Can you tint boat windows?": a "do you do X" with no service of ours named is better answered by the content.
  if (chosen.length === 1 && chosen[0] === "services" && weakServices) {
    const found = retrieve(k, a);
    if (found) return found;
    // "Do you do headlight tint?": something named that we know nothing about.
    const named = a.text.split(" ").map(processTerm).filter((t): t is string => t !== null && !GENERIC_TERMS.has(t) && t !== "guy");
    if (named.length > 0) return answerUnknown(k);
  }
  const answers: string[] = [];
  for (const intent of chosen.slice(0, 3)) {
    switch (intent) {
      case "openNow":
        answers.push(answerOpenNow(k, now));
        break;
      case "hours":
        answers.push(answerHours(k));
        break;
      case "areaCheck":
        answers.push(a.areas.length > 0 ? answerArea(k, a, areaFocus ?? "check") : a.unknownPlace || a.unknownZip ? answerUnknownPlace(k) : answerAreaList(k));
        break;
      case "distance":
        answers.push(
          `We're based in ${k.business.homeTown.city} and come to you. Which town are you in? Here's how far each of our areas is:\n${[...k.areas].sort((x, y) => parseFloat(x.distance) - parseFloat(y.distance)).map(areaLine).join("\n")}`,
        );
        break;
      case "zips":
        answers.push(`Tell me your town or zip code and I'll check it for you. We serve ${listJoin(k.areas.map((x) => x.name))}: ${link("see every area and its zip codes", "/service-areas")}.`);
        break;
      case "areaList":
        answers.push(answerAreaList(k));
        break;
      case "location":
        answers.push(answerLocation(k));
        break;
      case "mobile":
        answers.push(answerMobile(k));
        break;
      case "law":
        answers.push(answerLaw(k, a));
        break;
      case "price":
        answers.push(answerPrice(k, a));
        break;
      case "quote":
        answers.push(answerQuote(k));
        break;
      case "discount":
        answers.push(answerDiscount(k, a));
        break;
      case "shades":
        answers.push(answerShades(k));
        break;
      case "ceramic":
        answers.push(answerCeramic(k, a));
        break;
      case "services":
        answers.push(answerServices(k, a));
        break;
      case "shop":
        answers.push(answerShop(k, a));
        break;
      case "reviews":
        answers.push(answerReviews(k));
        break;
      case "about":
        answers.push(answerAbout(k));
        break;
      case "bot":
        answers.push(answerBot(k));
        break;
      case "help":
        answers.push(answerHelp(k));
        break;
      case "phone":
      case "email":
      case "contact":
        answers.push(answerContact(k, { phone: i.has("phone") || i.has("contact"), email: i.has("email") || i.has("contact") }));
        break;
      case "greeting":
        answers.push(`Hello! ${answerHelp(k)}`);
        break;
      case "thanks":
        answers.push(`You're welcome! Anything else I can help with? You can also ${phoneSentence(k)}.`);
        break;
      case "bye":
        answers.push(`Thanks for stopping by! When you're ready, ${quoteLink(k)} or ${phoneSentence(k)}.`);
        break;
      default:
        break;
    }
  }
  if (answers.length > 0) return answers.join("\n\n");
  const found = retrieve(k, a);
  if (found) return found;
  const fallback = i.has("offTopic") ? null : slotDefault(a);
  if (fallback) return compose(k, { ...a, intents: new Set([fallback]) }, now);
  return DOMAIN.test(a.text) && !i.has("offTopic") ? answerUnknown(k) : answerOffTopic(k);
}

/** The offline engine's reply to a conversation (an empty one gets the greeting). */
export function answerOffline(messages: readonly ChatMessage[], k: Knowledge, now: Date): EngineResult {
  const last = messages[messages.length - 1];
  if (!last || last.role !== "user") return { reply: greeting(k) };
  const current = analyze(last.content, k);
  if (!current.intents.has("injection")) {
    const captured = captureQuote(messages, k);
    if (captured) return captured;
  }
  const history = messages
    .slice(0, -1)
    .filter((m) => m.role === "user")
    .reverse()
    .slice(0, 6)
    .map((m) => analyze(m.content, k));
  return { reply: compose(k, withContext(current, history), now) };
}
