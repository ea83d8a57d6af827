import { getEnv } from "~/config/env.server.ts";
import { getDb } from "~/db/db.server.ts";
import type { Db } from "~/db/client.server.ts";
import { HttpError, jsonErrorResponse, readJsonBody } from "~/lib/http-error.ts";
import { processLogger, type Logger } from "~/lib/logger.ts";
import { describeErrorForLog } from "~/lib/safe-error.ts";
import { classifyOutage } from "~/platform/outage.ts";
import { clientKeyOf } from "~/lib/client-key.ts";
import { attachSession, createOrder, releaseOrder } from "./orders.server.ts";
import { getPaymentProvider, type PaymentProvider } from "./providers.server.ts";
import { checkoutRequestSchema } from "./schema.ts";

export const MAX_CHECKOUT_BODY = 16 * 1024;

/**
 * The origins a success or cancel URL may point at: SITE_URL's, and the
 * request's, which the server put on the site's origin (server/site-origin.ts):
 * a loopback address on one's own machine, never a Host the client wrote.
 */
function allowedOrigins(request: Request): Set<string> {
  return new Set([new URL(getEnv().SITE_URL).origin, new URL(request.url).origin]);
}

/** POST /store/{storeId}/checkout (SPEC.md 7; the route's middleware resolved the store): answers {url} or a 4xx {error}. */
export async function startCheckout(
  request: Request,
  deps: {
    db?: Db;
    /** The database of the app's services, opened where a fault is answered as one (503). */
    openDb?: () => Promise<Db>;
    provider?: PaymentProvider;
    clientAddress?: string;
    limits?: { maxHeldUnits: number; maxPerHour: number };
    log?: Logger;
  } = {},
): Promise<Response> {
  try {
    const parsed = checkoutRequestSchema.safeParse(await readJsonBody(request, MAX_CHECKOUT_BODY));
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      const where = issue.path.length ? `${issue.path.join(".")}: ` : "";
      throw new HttpError(400, `${where}${issue.message}`);
    }
    const body = parsed.data;
    const origins = allowedOrigins(request);
    for (const key of ["successUrl", "cancelUrl"] as const) {
      if (!origins.has(new URL(body[key]).origin)) throw new HttpError(400, `${key} must be a page of this site`);
    }
    const db = deps.db ?? (await (deps.openDb ?? getDb)());
    const provider = deps.provider ?? getPaymentProvider();
    const env = getEnv();
    const limits = deps.limits ?? {
      maxHeldUnits: env.CHECKOUT_HELD_UNITS_PER_VISITOR,
      maxPerHour: env.CHECKOUT_RATE_LIMIT_PER_HOUR,
    };
    // No address (a call from inside the server) means no visitor to cap.
    const visitor = deps.clientAddress ? { key: clientKeyOf(deps.clientAddress), ...limits } : undefined;
    const { order, lines } = await createOrder(db, { ...body, provider: provider.name, visitor });
    let session: Awaited<ReturnType<PaymentProvider["createSession"]>>;
    try {
      session = await provider.createSession(order, lines, new URL(body.successUrl).origin);
    } catch (error) {
      // Give the stock back at once; the visitor keeps the cart. When the database
      // failed (not the provider), that may fail too: the sweep releases the order then.
      await releaseOrder(db, { orderId: order.id, reason: "failed" }).catch(() => {});
      // The database's fault is answered as such (503, jsonErrorResponse), never blamed on the provider.
      if (classifyOutage(error)) throw error;
      (deps.log ?? processLogger).error("payment provider failed", {
        orderId: order.id,
        ...describeErrorForLog(error),
      });
      throw new HttpError(502, "The payment provider could not start a session. Please try again.");
    }
    // Our own database failing here is no fault of the provider's: an outage (503), and the
    // order sweep frees the stock of an order no session was attached to.
    await attachSession(db, order.id, session.sessionId);
    return Response.json({ url: session.url }, { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    return jsonErrorResponse(error);
  }
}
