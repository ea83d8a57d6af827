import { and, asc, eq, gt, isNull } from "drizzle-orm";
import twilio from "twilio";
import { business } from "~/config/business.ts";
import type { Env } from "~/config/env.server.ts";
import type { Db } from "~/db/client.server.ts";
import { bookingEvents, bookings, smsOptOuts } from "~/db/schema.ts";
import { describeArrival } from "~/features/booking/booking-format.ts";
import { HttpError, readFormBody } from "~/lib/http-error.ts";
import { isTwilioSigned } from "~/platform/sms.server.ts";
import { siteOriginFor } from "../../../server/site-origin.ts";

// A text a customer sends to the business's number, posted by Twilio to
// POST /api/sms/inbound (README "Texts to customers"). Its signature is checked
// against the public URL (SITE_URL's: https behind the TLS proxy); then STOP
// and its kin opt the number out, START opts it back in, HELP says who we are,
// and C confirms the number's next appointment. The answer is TwiML.

/** Twilio's standard opt-out and opt-in words (case and spaces ignored). */
export const STOP_WORDS = ["STOP", "STOPALL", "UNSUBSCRIBE", "CANCEL", "END", "QUIT"] as const;
export const START_WORDS = ["START", "UNSTOP"] as const;
export const CONFIRM_WORDS = ["C", "CONFIRM"] as const;
const MAX_BODY_BYTES = 16 * 1024;

export type InboundWord = "stop" | "start" | "help" | "confirm" | "other";

export function inboundWordOf(body: string): InboundWord {
  const word = body
    .trim()
    .toUpperCase()
    .replace(/[.!]+$/, "");
  if ((STOP_WORDS as readonly string[]).includes(word)) return "stop";
  if ((START_WORDS as readonly string[]).includes(word)) return "start";
  if (word === "HELP" || word === "INFO") return "help";
  if ((CONFIRM_WORDS as readonly string[]).includes(word)) return "confirm";
  return "other";
}

export const helpReply = `${business.name}: call ${business.phone.display} or email ${business.email}. Reply STOP to stop texts, START to resume. Msg & data rates may apply.`;
export const stopReply = `${business.name}: you won't get more texts from us. Reply START to get them again.`;
export const startReply = `${business.name}: texts are back on. Reply HELP for help, STOP to stop.`;
const noBookingReply = `${business.name}: we found no upcoming appointment for this number. Call ${business.phone.display} and we'll sort it out.`;

function twiml(message: string | null, status = 200): Response {
  const response = new twilio.twiml.MessagingResponse();
  if (message) response.message(message);
  return new Response(response.toString(), {
    status,
    headers: { "Content-Type": "text/xml; charset=utf-8", "Cache-Control": "no-store" },
  });
}

const refuse = (status: number, message: string) =>
  new Response(message, { status, headers: { "Content-Type": "text/plain; charset=utf-8" } });

/** Marks the number's next confirmed appointment as confirmed by the customer; its arrival, or null when none. */
export async function confirmByText(db: Db, phone: string, now: Date): Promise<Date | null> {
  return db.transaction(async (tx) => {
    const [next] = await tx
      .select()
      .from(bookings)
      .where(and(eq(bookings.customerPhone, phone), eq(bookings.status, "confirmed"), gt(bookings.arrivesAt, now)))
      .orderBy(asc(bookings.arrivesAt))
      .limit(1)
      .for("update");
    if (!next) return null;
    const updated = await tx
      .update(bookings)
      .set({ customerConfirmedAt: now, updatedAt: now })
      .where(and(eq(bookings.id, next.id), isNull(bookings.customerConfirmedAt)))
      .returning({ id: bookings.id });
    // A second C is answered the same, and recorded once.
    if (updated.length > 0)
      await tx
        .insert(bookingEvents)
        .values({ bookingId: next.id, kind: "customer_confirmed", detail: "by text", actor: "customer", at: now });
    return next.arrivesAt;
  });
}

/** Answers Twilio's post of an inbound text. */
export async function handleInboundText(
  request: Request,
  {
    db,
    env,
    now = new Date(),
  }: { db: () => Promise<Db>; env: Pick<Env, "SITE_URL" | "TWILIO_AUTH_TOKEN">; now?: Date },
): Promise<Response> {
  if (!env.TWILIO_AUTH_TOKEN) return refuse(403, "Texts are not configured on this server (TWILIO_AUTH_TOKEN).");
  let form: FormData;
  try {
    form = await readFormBody(request, MAX_BODY_BYTES);
  } catch (error) {
    if (error instanceof HttpError) return refuse(error.status, error.message);
    throw error;
  }
  const params: Record<string, string> = {};
  for (const [name, value] of form) if (typeof value === "string") params[name] = value;
  // Twilio signs the address it posted to: the public one (SITE_URL's origin, which the
  // server puts every request on: server/site-origin.ts), never the one seen behind the proxy.
  const url = new URL(request.url);
  const publicUrl = `${siteOriginFor(env.SITE_URL, request.url)}${url.pathname}${url.search}`;
  if (!isTwilioSigned(env.TWILIO_AUTH_TOKEN, request.headers.get("x-twilio-signature"), publicUrl, params))
    return refuse(403, "The X-Twilio-Signature does not match this request.");
  const from = params.From ?? "";
  if (!/^\+[1-9]\d{7,14}$/.test(from)) return refuse(400, "From must be an E.164 phone number.");
  const word = inboundWordOf(params.Body ?? "");
  const store = await db();
  if (word === "stop") {
    const keyword = (params.Body ?? "").trim().toUpperCase().slice(0, 20);
    await store
      .insert(smsOptOuts)
      .values({ phone: from, keyword, at: now })
      .onConflictDoUpdate({ target: smsOptOuts.phone, set: { keyword, at: now } });
    return twiml(stopReply);
  }
  if (word === "start") {
    await store.delete(smsOptOuts).where(eq(smsOptOuts.phone, from));
    return twiml(startReply);
  }
  if (word === "help") return twiml(helpReply);
  if (word === "confirm") {
    const arrivesAt = await confirmByText(store, from, now);
    return twiml(
      arrivesAt
        ? `${business.name}: thanks, you're confirmed for ${describeArrival(arrivesAt)}. See you then!`
        : noBookingReply,
    );
  }
  // Anything else: no automatic answer (the owner calls back from the console's lead).
  return twiml(null);
}
