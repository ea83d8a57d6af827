import { randomUUID } from "node:crypto";
import type pg from "pg";
import { createClient, createPool } from "~/db/postgres.server.ts";
import type { Logger } from "~/lib/logger.ts";
import { describeErrorForLog } from "~/lib/safe-error.ts";
import { catalogChangedElsewhere, setCatalogChangePublisher, setCatalogInSync } from "./catalog-version.server.ts";

// Several server instances on one PostgreSQL: each catalogue write is told to
// the others with NOTIFY on one channel, and each instance LISTENs on a
// connection of its own, so a copy cached anywhere is dropped within the
// notification's round trip (issue 14). While the listening connection is
// down, this instance serves nothing from a copy (every request reads the
// database) and reconnects; a write missed meanwhile cannot be served stale.

export const CATALOG_CHANNEL = "catalog_changed";

export type CatalogSync = { stop: () => Promise<void> };

export async function startCatalogSync(databaseUrl: string, log: Logger, retryMs = 1000): Promise<CatalogSync> {
  const me = randomUUID();
  const notifier = createPool(databaseUrl, { max: 1, name: "catalog sync: notifier" });
  let listener: pg.Client | undefined;
  let stopped = false;
  let retry: ReturnType<typeof setTimeout> | undefined;
  // One line when the connection is lost and one when it is back, not one per try in between.
  let wasListening = false;
  let listenedBefore = false;

  const connect = async () => {
    const client = createClient(databaseUrl);
    const lost = (error?: Error) => {
      if (listener !== client) return;
      listener = undefined;
      setCatalogInSync(false);
      if (wasListening) log.warn("catalog sync: listening connection lost", describeErrorForLog(error ?? "ended"));
      wasListening = false;
      void client.end().catch(() => {});
      if (!stopped) retry = setTimeout(() => void connect(), retryMs);
    };
    listener = client;
    client.on("error", lost);
    client.on("end", () => lost());
    client.on("notification", (message) => {
      if (message.channel === CATALOG_CHANNEL && message.payload !== me) catalogChangedElsewhere();
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${CATALOG_CHANNEL}`);
      // Anything written before LISTEN took effect, or while the connection was down (notifications
      // are not kept for a listener that is gone), is not in this instance's copies: start afresh.
      if (listener !== client) return;
      setCatalogInSync(true);
      if (!wasListening && listenedBefore) log.info("catalog sync: listening again");
      wasListening = true;
      listenedBefore = true;
    } catch (error) {
      lost(error as Error);
    }
  };

  setCatalogInSync(false);
  await connect();
  setCatalogChangePublisher(() => {
    notifier.query("SELECT pg_notify($1, $2)", [CATALOG_CHANNEL, me]).catch((error: unknown) => {
      log.warn("catalog sync: a change was not told to the other instances", describeErrorForLog(error));
    });
  });

  return {
    stop: async () => {
      stopped = true;
      clearTimeout(retry);
      setCatalogChangePublisher(undefined);
      const client = listener;
      listener = undefined;
      await client?.end().catch(() => {});
      await notifier.end().catch(() => {});
      setCatalogInSync(true);
    },
  };
}
