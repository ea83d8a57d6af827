import { randomUUID } from "node:crypto";
import pg from "pg";
import { openDb, setDb, type DbHandle } from "./client.server.ts";
import { seedSiteContent } from "~/features/content/seed-content.server.ts";
import { seedCatalog } from "./seed.ts";

/**
 * A fresh, migrated and seeded (catalogue and site content) database for one test file: an in-memory
 * PGlite, or, when TEST_DATABASE_URL names a PostgreSQL server, a new
 * database on it that is dropped afterwards. It becomes the server's database.
 */
export async function createTestDb({ seed = true } = {}): Promise<DbHandle> {
  // eslint-disable-next-line no-restricted-properties -- test infrastructure, not app configuration
  const serverUrl = process.env.TEST_DATABASE_URL;
  let handle: DbHandle;
  if (!serverUrl) {
    handle = await openDb({});
  } else {
    const name = `test_${randomUUID().replace(/-/g, "")}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const opened = await openDb({ databaseUrl: url.toString() });
    handle = {
      ...opened,
      close: async () => {
        await opened.close();
        const dropper = new pg.Client({ connectionString: serverUrl });
        await dropper.connect();
        await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await dropper.end();
      },
    };
  }
  if (seed) {
    await seedCatalog(handle.db);
    // The owner's content (reviews, FAQ, gallery, articles), as the server seeds it at start.
    await seedSiteContent(handle.db);
  }
  setDb(handle);
  return handle;
}
