import type { Knowledge } from "../knowledge.server.ts";
import type { ChatMessage } from "../schema.ts";
import { analyze, type Analysis } from "./analysis.ts";
import type { ServiceKind, Vehicle } from "./slots.ts";

// What a quote request left in the chat asks for, as the owner needs it: the
// service, the vehicle, the town and the visitor's own words of the request
// ("quote for my Tahoe in Navarre"), not whatever else the visitor asked
// before it. Read from the visitor's messages only; both engines use it.

export type ChatLeadRequest = {
  /** The quote form's service value (automotive, residential, commercial, ppf), when the chat named one. */
  service: ServiceKind | null;
  /** "2019 Chevrolet Tahoe", or the kind of vehicle ("SUV, van or minivan"). */
  vehicle: string | null;
  /** The town (a service area, its neighbourhood or zip code) or the place named outside them. */
  location: string | null;
  /** Slugs of the service areas the location is in. */
  areas: string[];
  /** The visitor's request in their own words (the message that asked for it). */
  question: string;
};

/** How many of the visitor's latest messages are read: the request is recent. */
const RECENT = 6;
const QUESTION_MAX = 500;

const VEHICLE_KINDS: Record<Vehicle, string> = {
  sedan: "Car (sedan or coupe)",
  multipurpose: "SUV, van or minivan",
  truck: "Pickup truck",
};

const PHONE = /(?:\+?1[\s.-]?)?\(?\b\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}\b/g;
const YEAR = /\b(19[5-9]\d|20[0-4]\d)\b/;

type Read = { text: string; a: Analysis; contactOnly: boolean };

/** Asks for a quote, a price or a time. */
const asksForWork = (a: Analysis) => a.intents.has("quote") || a.intents.has("price") || a.intents.has("book");
/** Names something the owner needs: a vehicle, a service, a product, a place, a shade. */
const namesWork = (a: Analysis) =>
  a.vehicle !== null ||
  a.serviceKind !== null ||
  a.products.length > 0 ||
  a.areas.length > 0 ||
  a.outsidePlace !== null ||
  a.shade !== null;

function vehicleOf(r: Read): string | null {
  const { a } = r;
  if (!a.vehicle && !a.vehicleModel) return null;
  if (!a.vehicleModel) return VEHICLE_KINDS[a.vehicle!];
  const year = YEAR.exec(r.text)?.[1];
  return [year, a.vehicleModel.make, a.vehicleModel.model].filter(Boolean).join(" ");
}

function locationOf(a: Analysis): Pick<ChatLeadRequest, "location" | "areas"> | null {
  if (a.areas.length > 0) {
    const [first] = a.areas;
    const place = a.matchedZip ?? (a.neighborhood ? `${a.neighborhood}, ${first!.name}` : first!.name);
    return { location: place, areas: a.areas.map((x) => x.slug) };
  }
  if (a.outsidePlace) return { location: a.outsidePlace.place.label, areas: [] };
  return null;
}

/**
 * The request of a conversation whose latest message left the name and phone:
 * the newest message asking for work that names it, else the newest asking
 * for work, else the newest naming it; the service, vehicle and town from that
 * message first, then from the visitor's other recent messages, newest first.
 */
export function describeChatRequest(messages: readonly ChatMessage[], k: Knowledge): ChatLeadRequest {
  const reads: Read[] = [];
  let answeringUs = false;
  for (const m of messages) {
    if (m.role === "assistant") {
      answeringUs = /\b(what name should we ask for|best phone number to reach you)\b/i.test(m.content);
      continue;
    }
    const text = m.content.replace(/\s+/g, " ").trim();
    const phone = PHONE.test(text);
    PHONE.lastIndex = 0;
    const a = analyze(text.replace(PHONE, " "), k);
    reads.push({ text, a, contactOnly: (phone || answeringUs) && !namesWork(a) && !asksForWork(a) });
  }
  const recent = reads.slice(-RECENT).reverse();
  const chosen =
    recent.find((r) => asksForWork(r.a) && namesWork(r.a)) ??
    recent.find((r) => asksForWork(r.a) && !r.contactOnly) ??
    recent.find((r) => namesWork(r.a) && !r.contactOnly);
  const order = chosen ? [chosen, ...recent.filter((r) => r !== chosen)] : recent;

  const named = order.find((r) => r.a.vehicle !== null || r.a.vehicleModel !== null);
  const vehicle = named ? vehicleOf(named) : null;
  const service = order.find((r) => r.a.serviceKind !== null)?.a.serviceKind ?? (vehicle ? "automotive" : null);
  const place = order.map((r) => locationOf(r.a)).find((p) => p !== null) ?? { location: null, areas: [] };
  const question = chosen ? chosen.text.slice(0, QUESTION_MAX) : "";
  return { service, vehicle, ...place, question };
}
