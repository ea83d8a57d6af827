import { createServer } from "node:net";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "~/db/client.server.ts";
import { createTestDb } from "~/db/test-db.server.ts";
import { createLogger } from "~/lib/logger.ts";
import { CATALOG_CHANNEL, startCatalogSync } from "./catalog-sync.server.ts";
import { catalogChanged, catalogVersion, isCatalogInSync } from "./catalog-version.server.ts";

const quiet = createLogger("silent");
const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i += 1) await new Promise((r) => setTimeout(r, 25));
  return check();
};

describe("catalogue sync between instances: out of touch", () => {
  it("serves nothing from a copy while it cannot listen (every read a new version), and is in sync again once stopped", async () => {
    // A port nothing listens on.
    const port = await new Promise<number>((done) => {
      const probe = createServer().listen(0, "127.0.0.1", () => {
        const { port: p } = probe.address() as { port: number };
        probe.close(() => done(p));
      });
    });
    const sync = await startCatalogSync(`postgres://nobody@127.0.0.1:${port}/none`, quiet, 60_000);
    const a = catalogVersion();
    expect(catalogVersion()).not.toBe(a);
    await sync.stop();
    const b = catalogVersion();
    expect(catalogVersion()).toBe(b);
  });
});

// Needs a PostgreSQL server: the suite's PostgreSQL pass (scripts/with-postgres.sh) runs it.
describe.runIf(process.env.TEST_DATABASE_URL)("catalogue sync between instances on PostgreSQL", () => {
  let handle: DbHandle;
  let url: string;
  let other: pg.Client;
  const heard: string[] = [];
  let sync: Awaited<ReturnType<typeof startCatalogSync>>;

  beforeAll(async () => {
    handle = await createTestDb({ seed: false });
    const pool = (handle.db as unknown as { $client: pg.Pool }).$client;
    url = String(pool.options.connectionString);
    // Another instance's listening connection.
    other = new pg.Client({ connectionString: url });
    await other.connect();
    other.on("notification", (m) => heard.push(String(m.payload)));
    await other.query(`LISTEN ${CATALOG_CHANNEL}`);
    sync = await startCatalogSync(url, quiet);
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

  it("listens again by itself when its connection is ended (a restart), and drops the copies made before", async () => {
    expect(isCatalogInSync()).toBe(true);
    const before = catalogVersion();
    await other.query(
      "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query = $1 AND pid <> pg_backend_pid()",
      [`LISTEN ${CATALOG_CHANNEL}`],
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
