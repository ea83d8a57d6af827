import type Stripe from "stripe";
import { z } from "zod";
import { getEnv } from "~/config/env.server.ts";
import type { Db } from "~/db/client.server.ts";
import { getDb } from "~/db/db.server.ts";
import { HttpError, jsonError, readTextBody } from "~/lib/http-error.ts";
import { processLogger, type Logger } from "~/lib/logger.ts";
import { expireStaleOrders, markPaid, markRefunded, releaseOrder, type ShippingChoice } from "./orders.server.ts";
import { createStripeProvider, getStripe, shippingRateKey } from "./providers.server.ts";
import { SHIPPING_METHODS } from "./shipping.ts";
import { startPeriodicJob, type PeriodicJob } from "~/platform/periodic-job.ts";

type SessionEvent = { id: string; type: string; data: { object: Stripe.Checkout.Session } };

/** Stripe's events are a few KB; the server's body limit for the webhook is the same. */
export const MAX_WEBHOOK_BODY = 512 * 1024;

// A signature proves who sent an event, not its shape: what the code reads is checked first.
// Ids go into the database as text: bounded and without NUL (PostgreSQL refuses it).
const stripeText = z
  .string()
  .min(1)
  .max(255)
  .refine((text) => !text.includes("\0"));
const webhookEventSchema = z.looseObject({ id: stripeText, type: stripeText });
const addressText = z
  .string()
  .trim()
  .min(1)
  .max(200)
  .refine((text) => !text.includes("\0"));
/** Stripe's shipping details; a missing or odd one is none at all (the owner is then asked to call). */
const shippingDetailsSchema = z
  .looseObject({
    name: addressText,
    address: z.looseObject({
      line1: addressText,
      line2: addressText.nullish().catch(null),
      city: addressText,
      state: addressText,
      postal_code: addressText,
      country: addressText,
    }),
  })
  .nullish()
  .catch(null);

type ParsedSession = z.output<typeof sessionEventSchema>["data"]["object"];

/** The goods' shipping as the customer chose it on Stripe's page: the rate named in the session's metadata, and the address. */
function shippingChoiceOf(session: ParsedSession): ShippingChoice | undefined {
  const rate = session.shipping_cost?.shipping_rate;
  const rateId = typeof rate === "string" ? rate : rate?.id;
  if (!rateId) return undefined;
  const metadata = (session.metadata ?? {}) as Record<string, unknown>;
  const method = SHIPPING_METHODS.find((m) => metadata[shippingRateKey(m)] === rateId);
  if (!method) return undefined;
  const details = session.collected_information?.shipping_details ?? session.shipping_details;
  const address = details
    ? {
        name: details.name,
        line1: details.address.line1,
        line2: details.address.line2 ?? null,
        city: details.address.city,
        state: details.address.state,
        postalCode: details.address.postal_code,
        country: details.address.country,
      }
    : null;
  return { method, address };
}
const sessionEventSchema = z.looseObject({
  id: stripeText,
  type: stripeText,
  data: z.looseObject({
    object: z.looseObject({
      client_reference_id: stripeText.nullish(),
      metadata: z.looseObject({ order_id: stripeText.optional() }).nullish(),
      payment_intent: z.union([stripeText, z.looseObject({ id: stripeText })]).nullish(),
      payment_status: z.string().nullish(),
      // Who paid: kept on the order for the owner's console and the receipt.
      customer_details: z
        .looseObject({
          email: stripeText.nullish().catch(null),
          name: stripeText.nullish().catch(null),
          phone: stripeText.nullish().catch(null),
        })
        .nullish()
        .catch(null),
      // Where goods go and which shipping rate was chosen (a session made with shipping options).
      collected_information: z.looseObject({ shipping_details: shippingDetailsSchema }).nullish().catch(null),
      shipping_details: shippingDetailsSchema,
      shipping_cost: z
        .looseObject({ shipping_rate: z.union([stripeText, z.looseObject({ id: stripeText })]).nullish() })
        .nullish()
        .catch(null),
    }),
  }),
});

/** Applies one verified Stripe event to its order; duplicates and replays change nothing. */
export async function applyStripeEvent(db: Db, stripe: Stripe, event: SessionEvent): Promise<string> {
  // The handler checked the shape it reads (sessionEventSchema); tests hand Stripe's own type.
  const session = event.data.object as unknown as ParsedSession;
  const orderId = session.client_reference_id ?? session.metadata?.order_id;
  if (!orderId) return "ignored: no order";
  const paymentReference =
    typeof session.payment_intent === "string" ? session.payment_intent : session.payment_intent?.id;
  const customer = {
    email: session.customer_details?.email,
    name: session.customer_details?.name,
    phone: session.customer_details?.phone,
  };
  const shipping = shippingChoiceOf(session);
  let outcome: string;
  switch (event.type) {
    case "checkout.session.completed":
      // Delayed methods complete unpaid; async_payment_succeeded settles them.
      if (session.payment_status !== "paid" && session.payment_status !== "no_payment_required")
        return "waiting for payment";
      outcome = await markPaid(db, { orderId, eventId: event.id, paymentReference, customer, shipping });
      break;
    case "checkout.session.async_payment_succeeded":
      outcome = await markPaid(db, { orderId, eventId: event.id, paymentReference, customer, shipping });
      break;
    case "checkout.session.async_payment_failed":
      outcome = await releaseOrder(db, { orderId, eventId: event.id, reason: "failed" });
      break;
    case "checkout.session.expired":
      outcome = await releaseOrder(db, { orderId, eventId: event.id, reason: "expired" });
      break;
    default:
      return `ignored: ${event.type}`;
  }
  if (outcome === "refund-needed" && paymentReference) {
    await createStripeProvider(stripe).refund(paymentReference, orderId);
    await markRefunded(db, orderId);
  }
  return outcome;
}

/** POST /api/stripe/webhook: verifies the signature over the raw body, then applies the event. */
export async function handleStripeWebhook(
  request: Request,
  deps: { db?: Db; openDb?: () => Promise<Db>; stripe?: Stripe; secret?: string } = {},
): Promise<Response> {
  const stripe = deps.stripe ?? getStripe();
  const secret = deps.secret ?? getEnv().STRIPE_WEBHOOK_SECRET;
  if (!stripe || !secret) return jsonError(404, "Stripe is not configured");
  if (request.method !== "POST") return jsonError(405, "Use POST", { Allow: "POST" });
  const signature = request.headers.get("stripe-signature");
  if (!signature) return jsonError(400, "Missing Stripe-Signature header");
  let raw: string;
  try {
    raw = await readTextBody(request, MAX_WEBHOOK_BODY);
  } catch (error) {
    if (error instanceof HttpError) return jsonError(error.status, "Payload too large");
    throw error;
  }
  let verified: unknown;
  try {
    verified = stripe.webhooks.constructEvent(raw, signature, secret);
  } catch {
    return jsonError(400, "Invalid signature");
  }
  const event = webhookEventSchema.safeParse(verified);
  if (!event.success) return jsonError(400, "The event has no id or type");
  if (!event.data.type.startsWith("checkout.session."))
    return Response.json({ received: true, outcome: `ignored: ${event.data.type}` });
  const sessionEvent = sessionEventSchema.safeParse(verified);
  if (!sessionEvent.success) return jsonError(400, "The event does not carry a checkout session");
  const outcome = await applyStripeEvent(
    deps.db ?? (await (deps.openDb ?? getDb)()),
    stripe,
    sessionEvent.data as unknown as SessionEvent,
  );
  return Response.json({ received: true, outcome });
}

let sweep: PeriodicJob | undefined;

/**
 * Expires unpaid sessions on a timer (every ORDER_SWEEP_SECONDS). Every server
 * runs it; each order is released once, by whichever claims it first
 * (expireStaleOrders, docs/decisions/017). A graceful stop finishes the order
 * in hand and claims no other.
 */
export function startOrderSweep(log: Logger = processLogger): void {
  if (sweep) return;
  sweep = startPeriodicJob({
    name: "order sweep",
    everyMs: getEnv().ORDER_SWEEP_SECONDS * 1000,
    log,
    run: async (stopping) => {
      await expireStaleOrders(await getDb(), new Date(), { stopping });
    },
  });
}
