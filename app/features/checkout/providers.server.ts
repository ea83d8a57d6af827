import { randomBytes } from "node:crypto";
import Stripe from "stripe";
import { getEnv } from "~/config/env.server.ts";
import { shippingConfig } from "~/config/shipping.ts";
import type { OrderLineRow, OrderRow } from "./orders.server.ts";
import { shippingOptionsOf, type ShippingMethod } from "./shipping.ts";

// Payment providers behind one interface: Stripe Checkout in production, the
// built-in test payment page by default (no account, no network).

export type PaymentSession = { sessionId: string; url: string };

export interface PaymentProvider {
  readonly name: "stripe" | "test";
  createSession(order: OrderRow, lines: OrderLineRow[], origin: string): Promise<PaymentSession>;
  /** Gives a payment back (Stripe only; the test page takes no money). */
  refund(paymentReference: string, orderId: string): Promise<void>;
}

/** The site's own hosted test payment page at /pay/{sessionId}. */
export const testProvider: PaymentProvider = {
  name: "test",
  async createSession(_order, _lines, origin) {
    const sessionId = `cs_test_${randomBytes(16).toString("hex")}`;
    return { sessionId, url: `${origin}/pay/${sessionId}` };
  },
  async refund() {},
};

/** Adds the provider's session id to the visitor's success URL. */
export function withSessionParam(successUrl: string, sessionId: string): string {
  const url = new URL(successUrl);
  url.searchParams.set("session_id", sessionId);
  return url.toString();
}

export function createStripeClient(secretKey: string, apiUrl?: string): Stripe {
  const target = apiUrl ? new URL(apiUrl) : undefined;
  return new Stripe(secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(target
      ? {
          host: target.hostname,
          port: target.port || (target.protocol === "http:" ? 80 : 443),
          protocol: target.protocol.replace(":", "") as "http" | "https",
        }
      : {}),
  });
}

/** The session's metadata key naming the shipping rate of each way to hand goods over (the webhook reads the choice back). */
export const shippingRateKey = (method: ShippingMethod) => `shipping_rate_${method}`;

/**
 * Goods ask Stripe Checkout for an address and a phone, with the ways to hand
 * them over as shipping rates priced by the server (shipping.ts). The rates are
 * made first, each under an idempotency key of the order, so the session's
 * metadata can name them and the webhook tell pickup from shipping whatever their amounts.
 */
async function shippingParamsOf(
  stripe: Stripe,
  order: OrderRow,
  lines: OrderLineRow[],
): Promise<Partial<Stripe.Checkout.SessionCreateParams> & { metadata: Record<string, string> }> {
  if (order.shippingMethod === null) return { metadata: {} };
  const options = shippingOptionsOf(lines);
  const rates = await Promise.all(
    options.map((option) =>
      stripe.shippingRates.create(
        {
          display_name: option.label,
          type: "fixed_amount",
          fixed_amount: { amount: option.cents, currency: order.currency },
          metadata: { method: option.method },
        },
        { idempotencyKey: `shipping-${option.method}-${order.id}` },
      ),
    ),
  );
  return {
    shipping_address_collection: {
      allowed_countries: [
        shippingConfig.country as Stripe.Checkout.SessionCreateParams.ShippingAddressCollection.AllowedCountry,
      ],
    },
    phone_number_collection: { enabled: true },
    shipping_options: rates.map((rate) => ({ shipping_rate: rate.id })),
    metadata: Object.fromEntries(options.map((option, i) => [shippingRateKey(option.method), rates[i]!.id])),
  };
}

export function createStripeProvider(stripe: Stripe): PaymentProvider {
  return {
    name: "stripe",
    async createSession(order, lines) {
      const { metadata: shippingMetadata, ...shipping } = await shippingParamsOf(stripe, order, lines);
      const success = new URL(order.successUrl);
      success.searchParams.set("session_id", "SESSION_ID_PLACEHOLDER");
      const session = await stripe.checkout.sessions.create(
        {
          mode: "payment",
          // Amounts computed on the server from the database, never from the cart.
          line_items: lines.map((line) => ({
            quantity: line.quantity,
            price_data: {
              currency: order.currency,
              unit_amount: line.unitPriceCents,
              product_data: { name: `${line.title} (${line.variantTitle})` },
            },
          })),
          success_url: success.toString().replace("SESSION_ID_PLACEHOLDER", "{CHECKOUT_SESSION_ID}"),
          cancel_url: order.cancelUrl,
          client_reference_id: order.id,
          metadata: { order_id: order.id, ...shippingMetadata },
          ...shipping,
          expires_at: Math.floor(order.expiresAt.getTime() / 1000),
          ...(order.locale ? { locale: order.locale as Stripe.Checkout.SessionCreateParams.Locale } : {}),
        },
        { idempotencyKey: `checkout-${order.id}` },
      );
      if (!session.url) throw new Error("Stripe returned a session without a URL");
      return { sessionId: session.id, url: session.url };
    },
    async refund(paymentReference, orderId) {
      await stripe.refunds.create({ payment_intent: paymentReference }, { idempotencyKey: `refund-${orderId}` });
    },
  };
}

let stripeSingleton: Stripe | undefined;

export function getStripe(): Stripe | undefined {
  const env = getEnv();
  if (!env.STRIPE_SECRET_KEY) return undefined;
  stripeSingleton ??= createStripeClient(env.STRIPE_SECRET_KEY, env.STRIPE_API_URL);
  return stripeSingleton;
}

export function getPaymentProvider(): PaymentProvider {
  const stripe = getStripe();
  return stripe ? createStripeProvider(stripe) : testProvider;
}
