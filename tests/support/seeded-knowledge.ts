import { afterAll, beforeAll } from "vitest";
import type { DbHandle } from "~/db/client.server.ts";
import { createTestDb } from "~/db/test-db.server.ts";
import { getKnowledge, type Knowledge } from "~/features/chat/knowledge.server.ts";
import { answerOffline } from "~/features/chat/offline/index.server.ts";

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

/** The offline engine's reply to a visitor's messages at `now`, with the knowledge `knowledge()` gives. */
export const askOfflineAt =
  (knowledge: () => Knowledge, now: Date) =>
  (...turns: string[]) =>
    answerOffline(
      turns.map((content) => ({ role: "user" as const, content })),
      knowledge(),
      now,
    );
