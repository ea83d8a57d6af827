import { RouterContextProvider } from "react-router";
import { getEnv } from "~/config/env.server.ts";
import type { Db } from "~/db/client.server.ts";
import type { PaymentProvider } from "~/features/checkout/providers.server.ts";
import { processLogger } from "~/lib/logger.ts";
import { createServices, servicesContext, type AppServices } from "./services.server.ts";

/**
 * The server's wiring (createServices) on a test's database and payment
 * provider, without the background jobs, which the tests drive themselves.
 */
export function createTestServices({ db, provider }: { db: Db; provider?: PaymentProvider }): Promise<AppServices> {
  return createServices(getEnv(), processLogger, {
    db: async () => db,
    payments: provider,
    backgroundJobs: false,
  });
}

/** A request's router context as the server builds it, holding the given services. */
export function routerContextWith(services: AppServices): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(servicesContext, services);
  return context;
}
