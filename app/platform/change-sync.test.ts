import { createServer } from "node:net";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "~/db/client.server.ts";
import { createTestDb } from "~/db/test-db.server.ts";
import { createLogger } from "~/lib/logger.ts";

const quiet = createLogger("silent");
import {
  catalogChanged,
  catalogChanges,
  catalogVersion,
  isCatalogInSync,
} from "~/features/catalog/catalog-version.server.ts";
import { CATALOG_CHANNEL, CONTENT_CHANNEL, startChangeSync } from "./change-sync.server.ts";
import { contentChanges, contentVersion } from "./content-version.server.ts";

const channels = [
  { channel: CATALOG_CHANNEL, version: catalogChanges },
  { channel: CONTENT_CHANNEL, version: contentChanges },
];
const startSync = (url: string, log: typeof quiet, retryMs?: number) => startChangeSync(url, log, channels, retryMs);

const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i += 1) await new Promise((r) => setTimeout(r, 25));
  return check();
};

describe("catalogue and content sync between instances: out of touch", () => {
  it("serves nothing from a copy while it cannot listen (every read a new version), and is in sync again once stopped", async () => {
    // A port nothing listens on.
    const port = await new Promise<number>((done) => {
      const probe = createServer().listen(0, "127.0.0.1", () => {
        const { port: p } = probe.address() as { port: number };
        probe.close(() => done(p));
      });
    });
    const sync = await startSync(`postgres://nobody@127.0.0.1:${port}/none`, quiet, 60_000);
    const a = catalogVersion();
    expect(catalogVersion()).not.toBe(a);
    const c = contentVersion();
    expect(contentVersion()).not.toBe(c);
    await sync.stop();
    const b = catalogVersion();
    expect(catalogVersion()).toBe(b);
    const d = contentVersion();
    expect(contentVersion()).toBe(d);
  });
});

// Needs a PostgreSQL server: the suite's PostgreSQL pass (scripts/with-postgres.sh) runs it.
describe.runIf(process.env.TEST_DATABASE_URL)("catalogue sync between instances on PostgreSQL", () => {
  let handle: DbHandle;
  let url: string;
  let other: pg.Client;
  const heard: string[] = [];
  let sync: Awaited<ReturnType<typeof startSync>>;

  beforeAll(async () => {
    handle = await createTestDb({ seed: false });
    const pool = (handle.db as unknown as { $client: pg.Pool }).$client;
    url = String(pool.options.connectionString);
    // Another instance's listening connection.
    other = new pg.Client({ connectionString: url });
    await other.connect();
    other.on("notification", (m) => heard.push(String(m.payload)));
    await other.query(`LISTEN ${CATALOG_CHANNEL}`);
    sync = await startSync(url, quiet);
  });
  afterAll(async () => {
    await sync?.stop();
    await other?.end();
    await handle?.close();
  });

  it("tells the other instances of a write here", async () => {
    catalogChanged();
    expect(await until(() => heard.length === 1)).toBe(true);
  });

  it("drops this instance's copies when another instance writes, and not for its own notices", async () => {
    const before = catalogVersion();
    expect(catalogVersion()).toBe(before);
    await other.query("SELECT pg_notify($1, $2)", [CATALOG_CHANNEL, "another-instance"]);
    expect(await until(() => catalogVersion() !== before)).toBe(true);
  });

  it("a content notice from another instance drops content copies, not the catalogue's", async () => {
    const catalog = catalogVersion();
    const content = contentVersion();
    await other.query("SELECT pg_notify($1, $2)", [CONTENT_CHANNEL, "another-instance"]);
    expect(await until(() => contentVersion() !== content)).toBe(true);
    expect(catalogVersion()).toBe(catalog);
  });

  it("listens again by itself when its connection is ended (a restart), and drops the copies made before", async () => {
    expect(isCatalogInSync()).toBe(true);
    const before = catalogVersion();
    await other.query(
      // The instance's listening connection: its last statement was one of its LISTENs (not this client's).
      "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'LISTEN %' AND pid <> pg_backend_pid()",
    );
    expect(await until(() => !isCatalogInSync())).toBe(true);
    expect(await until(() => isCatalogInSync())).toBe(true);
    // Notices sent while it was gone are lost: what was cached before is not served again.
    const after = catalogVersion();
    expect(after).not.toBe(before);
    expect(catalogVersion()).toBe(after);
    await other.query("SELECT pg_notify($1, $2)", [CATALOG_CHANNEL, "another-instance"]);
    expect(await until(() => catalogVersion() !== after)).toBe(true);
  });
});
