import { afterAll, beforeAll } from "vitest";
import type { DbHandle } from "~/db/client.server.ts";
import { createTestDb } from "~/db/test-db.server.ts";
import { getKnowledge, type Knowledge } from "~/features/chat/knowledge.server.ts";

/**
 * The assistant's knowledge read from a fresh, seeded test database for the
 * tests of one file: `use` receives it before the first test; the database is
 * closed after the last.
 */
export function withSeededKnowledge(use: (knowledge: Knowledge) => void): void {
  let handle: DbHandle | undefined;
  beforeAll(async () => {
    handle = await createTestDb();
    use(await getKnowledge(handle.db));
  });
  afterAll(async () => {
    await handle?.close();
  });
}
