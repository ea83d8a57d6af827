import { createContext, type RouterContextProvider } from "react-router";
import type { Env } from "~/config/env.server.ts";
import type { Db } from "~/db/client.server.ts";
import { closeDb, getDb } from "~/db/db.server.ts";
import { recordDepositRefunded } from "~/features/admin-bookings/deposit-refund.server.ts";
import { bookingOrderHooks } from "~/features/booking/deposit.server.ts";
import { balanceOrderHooks } from "~/features/balance/balance-orders.server.ts";
import { startInvoiceReminders } from "~/features/balance/reminders.server.ts";
import { catalogChanges, catalogVersion } from "~/features/catalog/catalog-version.server.ts";
import { seedSiteContent } from "~/features/content/seed-content.server.ts";
import { createChatLimiter } from "~/features/chat/chatbot.server.ts";
import { addOrderHooks, orderHookNames } from "~/features/checkout/order-hooks.server.ts";
import { startOrderSweep } from "~/features/checkout/payment-events.server.ts";
import { getPaymentProvider, type PaymentProvider } from "~/features/checkout/providers.server.ts";
import { checkFormToken, issueFormToken, loadFormTokenKey } from "~/features/quote/form-token.server.ts";
import { CATALOG_CHANNEL, CONTENT_CHANNEL, startChangeSync, type ChangeSync } from "~/platform/change-sync.server.ts";
import { contentChanges, contentVersion } from "~/platform/content-version.server.ts";
import { createSmtpSender } from "~/platform/mailer.server.ts";
import { setOutboxWorker, setTextWorker, startOutboxWorker, wakeOutboxWorker } from "~/platform/outbox.server.ts";
import { createTwilioSender } from "~/platform/sms.server.ts";
import { startSmsWorker } from "~/features/texts/sms-worker.server.ts";
import { quietHoursOf } from "~/features/texts/quiet-hours.ts";
import { startReminderScan } from "~/features/texts/reminders.server.ts";
import { createQuoteLimiter } from "~/features/quote/quote.server.ts";
import { startReviewRequestScan } from "~/features/reviews/review-requests.server.ts";
import type { RateLimiter } from "~/lib/rate-limit.ts";
import type { Logger } from "~/lib/logger.ts";

// What the routes need, built once at start (entry.server.tsx initialize) and
// handed to every request through the router context (server/app.ts), so
// routes never find a service by importing a module's singleton. Tests build
// the same wiring with their own database and payment provider
// (createTestServices), so tests, dev and prod share one wiring
// (docs/decisions/020, "Services in the router context").

export type AppServices = {
  /** The database, migrated and seeded; an accessor, since a failed storage may be reopened. */
  db(): Promise<Db>;
  /** Stripe when STRIPE_SECRET_KEY is set, the test payment page otherwise. */
  payments: PaymentProvider;
  /** Owner and customer mail: asks the worker (SMTP_URL) to deliver now. */
  outbox: { wake(): void };
  /** The catalogue's version, which cached copies of catalogue data are keyed by. */
  catalogVersion(): number;
  /** The site content's version (settings, photos, reviews, articles, FAQ), which kept pages are keyed by. */
  contentVersion(): number;
  /** Per-address limits counted in the database, shared by every instance. */
  limiters: { quote: RateLimiter; chat: RateLimiter };
  /** The quote form's single-use tokens, with the key loaded from the database. */
  formTokens: { issue: typeof issueFormToken; check: typeof checkFormToken };
  /** The features whose hooks run when an order is paid or released (booking's deposits). */
  orderHooks: { names(): string[] };
  /** Graceful stop, last step: stops listening to the other instances, closes the database. */
  release(): Promise<void>;
};

export type ServiceOverrides = {
  db?: () => Promise<Db>;
  payments?: PaymentProvider;
  /** The listener, outbox worker and order sweep; off in tests, which drive them themselves. */
  backgroundJobs?: boolean;
};

/**
 * Builds the services: opens, migrates and seeds the database, loads the form
 * token key, registers booking's order hooks and, unless told otherwise,
 * listens for the other instances' catalogue writes (PostgreSQL), starts
 * delivering mail when SMTP_URL is set (docs/decisions/008) and sweeps lapsed orders.
 */
export async function createServices(env: Env, logger: Logger, overrides: ServiceOverrides = {}): Promise<AppServices> {
  const db = overrides.db ?? getDb;
  await loadFormTokenKey(await db());
  // The demo content is the seed of a new site: reviews, gallery, FAQ and articles, once per database.
  await seedSiteContent(await db());
  // A paid or released deposit confirms or frees its slot, whichever route took the payment.
  // A refunded deposit (the owner's refund from the order, or the provider's) shows on its booking.
  addOrderHooks("booking", { ...bookingOrderHooks, refunded: recordDepositRefunded });
  // A paid or refunded balance order settles or refunds its invoice (features/balance).
  addOrderHooks("balance", balanceOrderHooks);
  let changeSync: ChangeSync | undefined;
  if (overrides.backgroundJobs !== false) {
    // Several instances on one PostgreSQL hear each other's catalogue and content writes (kept pages stay fresh).
    if (env.DATABASE_URL)
      changeSync = await startChangeSync(env.DATABASE_URL, logger, [
        { channel: CATALOG_CHANNEL, version: catalogChanges },
        { channel: CONTENT_CHANNEL, version: contentChanges },
      ]);
    if (env.SMTP_URL)
      setOutboxWorker(
        startOutboxWorker({
          getDb: db,
          send: createSmtpSender(env.SMTP_URL),
          from: env.MAIL_FROM,
          intervalMs: env.OUTBOX_POLL_SECONDS * 1000,
        }),
      );
    // Texts to customers (features/texts) through the SMS provider; without it they wait in the outbox.
    const sendText = createTwilioSender(env);
    if (sendText)
      setTextWorker(
        startSmsWorker({
          getDb: db,
          send: sendText,
          intervalMs: env.OUTBOX_POLL_SECONDS * 1000,
          quiet: quietHoursOf(env.TEXT_QUIET_HOURS),
        }),
      );
    else logger.info("texts to customers are not configured (TWILIO_ACCOUNT_SID): text messages wait in the outbox");
    // The appointment reminders, queued once each whatever the number of servers.
    startReminderScan({ getDb: db, everyMs: env.MESSAGE_SCAN_SECONDS * 1000 });
    startOrderSweep();
    // Completed jobs get their review request (and one reminder), each once.
    startReviewRequestScan(db, logger, env.MESSAGE_SCAN_SECONDS * 1000);
    // The two reminders of unpaid invoices, once each whichever server scans.
    startInvoiceReminders(db, env.MESSAGE_SCAN_SECONDS * 1000);
  }
  return {
    db,
    payments: overrides.payments ?? getPaymentProvider(),
    outbox: { wake: wakeOutboxWorker },
    catalogVersion,
    contentVersion,
    limiters: { quote: createQuoteLimiter(db, env), chat: createChatLimiter(db, env) },
    formTokens: { issue: issueFormToken, check: checkFormToken },
    orderHooks: { names: orderHookNames },
    async release() {
      await changeSync?.stop();
      changeSync = undefined;
      if (!overrides.db) await closeDb();
    },
  };
}

/** Set by the server on every request's context (server/app.ts); no default, so a route outside it fails loudly. */
export const servicesContext = createContext<AppServices>();

/** The services of the request a loader, action or middleware answers. */
export function servicesOf(context: Readonly<RouterContextProvider>): AppServices {
  try {
    return context.get(servicesContext);
  } catch {
    throw new Error(
      "No services in the router context: the server sets servicesContext on every request (server/app.ts).",
    );
  }
}
