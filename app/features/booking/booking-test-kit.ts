import { afterAll, beforeAll } from "vitest";
import type { Db } from "~/db/client.server.ts";
import { createTestDb } from "~/db/test-db.server.ts";
import { createTestServices } from "~/platform/test-services.server.ts";
import { type JobChoice } from "./choice.ts";
import { choiceFromSearchParams } from "./choice-schema.ts";

// What the booking tests share (tests only): a database with the server's
// services on it, a fixed clock and the one job they book.

/** Monday 1 June 2026, 9 AM in Navarre (CDT). */
export const BOOKING_NOW = new Date("2026-06-01T14:00:00Z");

/** A ceramic sedan job, legal everywhere: 35% fronts, 15% back and rear. */
export const sedanJob: JobChoice = (() => {
  const parsed = choiceFromSearchParams(new URLSearchParams("kind=vehicle&body=sedan-coupe&front=35&back=15&rear=15"));
  if (!parsed.ok) throw new Error("bad choice");
  return parsed.choice;
})();

/**
 * The file's test database, seeded, with the services the server builds at
 * start (booking's order hooks among them) registered on it; closed after the
 * file. `handle.db` is read inside tests and hooks.
 */
export function openBookingDb(): { readonly db: Db } {
  let db: Db | undefined;
  let close: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const handle = await createTestDb();
    db = handle.db;
    close = handle.close;
    await createTestServices({ db: handle.db });
  });
  afterAll(async () => close?.());
  return {
    get db() {
      if (!db) throw new Error("the test database is opened in beforeAll");
      return db;
    },
  };
}
