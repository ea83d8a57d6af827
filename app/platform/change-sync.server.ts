import { randomUUID } from "node:crypto";
import type pg from "pg";
import { createClient, createPool } from "~/db/postgres.server.ts";
import type { Logger } from "~/lib/logger.ts";
import { describeErrorForLog } from "~/lib/safe-error.ts";
import type { ChangeVersion } from "./change-version.ts";

// Several server instances on one PostgreSQL: each write that moves a version
// (the catalogue's, the site content's) is told to the others with NOTIFY on
// that version's channel, and each instance LISTENs on a connection of its
// own, so a copy cached anywhere is dropped within the notification's round
// trip (issue 14, docs/decisions/016 and 029). While the listening connection
// is down, this instance serves nothing from a copy (every request reads the
// database) and reconnects; a write missed meanwhile cannot be served stale.

export const CATALOG_CHANNEL = "catalog_changed";
export const CONTENT_CHANNEL = "content_changed";

export type ChangeChannel = { channel: string; version: ChangeVersion };
export type ChangeSync = { stop: () => Promise<void> };

export async function startChangeSync(
  databaseUrl: string,
  log: Logger,
  channels: readonly ChangeChannel[],
  retryMs = 1000,
): Promise<ChangeSync> {
  const me = randomUUID();
  const notifier = createPool(databaseUrl, { max: 1, name: "change sync: notifier" });
  const byChannel = new Map(channels.map((c) => [c.channel, c.version]));
  const setInSync = (value: boolean) => channels.forEach((c) => c.version.setInSync(value));
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
      setInSync(false);
      if (wasListening) log.warn("change sync: listening connection lost", describeErrorForLog(error ?? "ended"));
      wasListening = false;
      void client.end().catch(() => {});
      if (!stopped) retry = setTimeout(() => void connect(), retryMs);
    };
    listener = client;
    client.on("error", lost);
    client.on("end", () => lost());
    client.on("notification", (message) => {
      if (message.payload !== me) byChannel.get(message.channel)?.changedElsewhere();
    });
    try {
      await client.connect();
      for (const { channel } of channels) await client.query(`LISTEN ${channel}`);
      // Anything written before LISTEN took effect, or while the connection was down (notifications
      // are not kept for a listener that is gone), is not in this instance's copies: start afresh.
      if (listener !== client) return;
      setInSync(true);
      if (!wasListening && listenedBefore) log.info("change sync: listening again");
      wasListening = true;
      listenedBefore = true;
    } catch (error) {
      lost(error as Error);
    }
  };

  setInSync(false);
  await connect();
  for (const { channel, version } of channels)
    version.setPublisher(() => {
      notifier.query("SELECT pg_notify($1, $2)", [channel, me]).catch((error: unknown) => {
        log.warn("change sync: a change was not told to the other instances", {
          channel,
          ...describeErrorForLog(error),
        });
      });
    });

  return {
    stop: async () => {
      stopped = true;
      clearTimeout(retry);
      for (const { version } of channels) version.setPublisher(undefined);
      const client = listener;
      listener = undefined;
      await client?.end().catch(() => {});
      await notifier.end().catch(() => {});
      setInSync(true);
    },
  };
}
