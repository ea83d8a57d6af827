import type { PGlite } from "@electric-sql/pglite";
import { afterEach, describe, expect, it } from "vitest";
import { GuardedPglite, RESERVE_BYTES } from "./guarded-pglite.server.ts";
import { classifyOutage } from "../platform/outage.ts";
import { StorageUnavailableError } from "../platform/storage-faults.ts";

// A stand-in for PGlite that records the statements it was sent and fails the one it is told to
// the way PGlite does when the disk is full (the real disk is exercised by scripts/storage-faults.sh).
function fakePglite(failOn?: RegExp) {
  const sent: string[] = [];
  const pg = {
    sent,
    async query(sql: string) {
      sent.push(sql);
      if (failOn?.test(sql))
        throw Object.assign(new Error('could not write to file "pg_wal/xlogtemp.42": No space left on device'), {
          code: "53100",
        });
      return { rows: [{ ok: 1 }], fields: [] };
    },
    async exec(sql: string) {
      sent.push(sql);
      return [];
    },
    async close() {
      sent.push("<close>");
    },
  };
  return pg;
}

let guarded: GuardedPglite | undefined;
afterEach(async () => {
  await guarded?.close();
  guarded = undefined;
});

async function openWith(instances: ReturnType<typeof fakePglite>[], free: { bytes: number }) {
  const queue = [...instances];
  guarded = await GuardedPglite.open("/data", {
    open: async () => queue.shift() as unknown as PGlite,
    freeBytes: () => free.bytes,
    reopenEveryMs: 5,
  });
  return guarded;
}

const until = async (check: () => boolean) => {
  while (!check()) await new Promise((resolve) => setTimeout(resolve, 5));
};

describe("PGlite behind the storage gate", () => {
  it("after a failed write, speaks no more to that instance (not even ROLLBACK) and answers 503", async () => {
    const broken = fakePglite(/insert/);
    const free = { bytes: RESERVE_BYTES };
    const db = await openWith([broken], free);
    await expect(
      db.transaction(async (tx) => {
        await tx.query("insert into leads values (1)");
      }),
    ).rejects.toThrow(/No space left/);
    free.bytes = 0;
    expect(broken.sent).toEqual(["BEGIN", "insert into leads values (1)"]);
    const next = db.query("select 1");
    await expect(next).rejects.toBeInstanceOf(StorageUnavailableError);
    expect(classifyOutage(await next.catch((error: unknown) => error))?.retryAfterSeconds).toBeGreaterThan(0);
    expect(broken.sent).toHaveLength(2);
    expect(db.fault()).toBe("full");
    await db.close();
    expect(broken.sent).not.toContain("<close>");
  });

  it("reopens the folder once the disk has room again, and serves from the new instance", async () => {
    const broken = fakePglite(/insert/);
    const fresh = fakePglite();
    const free = { bytes: RESERVE_BYTES };
    const db = await openWith([broken, fresh], free);
    await expect(db.query("insert into leads values (1)")).rejects.toThrow(/No space left/);
    free.bytes = RESERVE_BYTES - 1;
    await new Promise((resolve) => setTimeout(resolve, 30));
    await expect(db.query("select 1")).rejects.toBeInstanceOf(StorageUnavailableError);
    free.bytes = RESERVE_BYTES;
    await until(() => db.fault() === null);
    await db.query("insert into leads values (2)");
    expect(fresh.sent).toEqual(["insert into leads values (2)"]);
  });

  it("gives PGlite no work while DATA_DIR is nearly full, and resumes on the same instance once it is not", async () => {
    const pg = fakePglite();
    const free = { bytes: RESERVE_BYTES - 1 };
    const db = await openWith([pg], free);
    await expect(db.transaction(async (tx) => tx.query("insert into leads values (1)"))).rejects.toBeInstanceOf(
      StorageUnavailableError,
    );
    expect(pg.sent).toEqual([]);
    free.bytes = RESERVE_BYTES;
    await until(() => db.fault() === null);
    await db.query("insert into leads values (2)");
    expect(pg.sent).toEqual(["insert into leads values (2)"]);
  });

  it("commits a transaction that worked and rolls back one that failed for another reason", async () => {
    const pg = fakePglite();
    const db = await openWith([pg], { bytes: RESERVE_BYTES });
    await db.transaction(async (tx) => {
      await tx.query("update a");
    });
    await expect(
      db.transaction(async (tx) => {
        await tx.query("update b");
        throw new Error("a check failed");
      }),
    ).rejects.toThrow("a check failed");
    expect(pg.sent).toEqual(["BEGIN", "update a", "COMMIT", "BEGIN", "update b", "ROLLBACK"]);
    expect(db.fault()).toBeNull();
  });
});
