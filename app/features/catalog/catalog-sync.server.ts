import { randomUUID } from "node:crypto";
import pg from "pg";
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
  const notifier = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  notifier.on("error", (error) => log.warn("catalog sync: notifier connection lost", describeErrorForLog(error)));
  let listener: pg.Client | undefined;
  let stopped = false;
  let retry: ReturnType<typeof setTimeout> | undefined;

  const connect = async () => {
    const client = new pg.Client({ connectionString: databaseUrl });
    const lost = (error?: Error) => {
      if (listener !== client) return;
      listener = undefined;
      setCatalogInSync(false);
      if (error) log.warn("catalog sync: listening connection lost", describeErrorForLog(error));
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
      // Anything written before LISTEN took effect is not in this instance's copies: start afresh.
      if (listener === client) setCatalogInSync(true);
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
