import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "~/db/client.server.ts";
import { createTestDb } from "~/db/test-db.server.ts";
import { accountLocks, clearSignInLocks, recordSuccessfulSignIn, reserveSignInAttempt } from "./lockout.server.ts";
import { LOCKOUT } from "./types.ts";

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb({ seed: false });
}, 60_000);
afterAll(async () => handle.close());

const T0 = new Date("2026-11-25T12:00:00Z");
const later = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);
const reserve = (email: string, address: string, now = T0) => reserveSignInAttempt(handle.db, email, address, now);
const allowedOf = async (attempts: Promise<{ allowed: boolean }>[]) =>
  (await Promise.all(attempts)).filter((g) => g.allowed).length;

describe(`sign-in lockout counts (${process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite"})`, () => {
  it(`lets exactly ${LOCKOUT.maxFailures} of 40 concurrent attempts through, whatever their order`, async () => {
    const burst = Array.from({ length: 40 }, () => reserve("burst@example.com", "203.0.113.1"));
    expect(await allowedOf(burst)).toBe(LOCKOUT.maxFailures);
    const next = await reserve("burst@example.com", "203.0.113.1", later(1));
    expect(next).toEqual({ allowed: false, scope: "pair", retryAfterSeconds: (LOCKOUT.minutes - 1) * 60 });
  });

  it("locks only the address that guessed: another address may try the same account at once", async () => {
    for (let i = 0; i < LOCKOUT.maxFailures; i++) await reserve("owner@example.com", "198.51.100.66");
    expect((await reserve("owner@example.com", "198.51.100.66")).allowed).toBe(false);
    expect((await reserve("owner@example.com", "192.0.2.10")).allowed).toBe(true);
    // An IPv6 address counts by its /64: a fresh address in the same /64 is the same guesser.
    for (let i = 0; i < LOCKOUT.maxFailures; i++) await reserve("owner@example.com", `2001:db8:1:2::${i + 1}`);
    expect((await reserve("owner@example.com", "2001:db8:1:2::ffff")).allowed).toBe(false);
  });

  it("ends the lock after its minutes; a right password resets the count of its address and account", async () => {
    for (let i = 0; i < LOCKOUT.maxFailures; i++) await reserve("slow@example.com", "203.0.113.2");
    expect((await reserve("slow@example.com", "203.0.113.2", later(LOCKOUT.minutes - 1))).allowed).toBe(false);
    expect((await reserve("slow@example.com", "203.0.113.2", later(LOCKOUT.minutes))).allowed).toBe(true);
    for (let i = 0; i < LOCKOUT.maxFailures - 2; i++) await reserve("slow@example.com", "203.0.113.2", later(20));
    // The tenth in a row is still checked; being right, it starts the count again.
    expect((await reserve("slow@example.com", "203.0.113.2", later(20))).allowed).toBe(true);
    await recordSuccessfulSignIn(handle.db, "slow@example.com", "203.0.113.2");
    for (let i = 0; i < LOCKOUT.maxFailures; i++)
      expect((await reserve("slow@example.com", "203.0.113.2", later(21))).allowed).toBe(true);
    expect((await reserve("slow@example.com", "203.0.113.2", later(21))).allowed).toBe(false);
  });

  it(`caps one address over every account (${LOCKOUT.perAddress}): spraying one password over many accounts`, async () => {
    const spray = Array.from({ length: 50 }, (_, i) => reserve(`user${i}@example.com`, "203.0.113.3"));
    expect(await allowedOf(spray)).toBe(LOCKOUT.perAddress);
    const refused = await reserve("fresh@example.com", "203.0.113.3");
    expect(refused).toMatchObject({ allowed: false, scope: "address" });
  });

  it(`locks an account for everyone only after ${LOCKOUT.perAccount} wrong passwords from many addresses; a locked address cannot add to it`, async () => {
    const email = "target@example.com";
    // One address alone: stuck at its own limit however long it goes on.
    for (let i = 0; i < 3 * LOCKOUT.maxFailures; i++) await reserve(email, "203.0.113.4");
    expect((await accountLocks(handle.db, T0)).has(email)).toBe(false);
    // Spread over addresses: the account-wide ceiling.
    const spread = Array.from({ length: 2 * LOCKOUT.perAccount }, (_, i) =>
      reserve(email, `10.${Math.floor(i / 8)}.0.${i % 8}`),
    );
    expect(await allowedOf(spread)).toBe(LOCKOUT.perAccount - LOCKOUT.maxFailures);
    expect(await reserve(email, "192.0.2.200")).toMatchObject({ allowed: false, scope: "account" });
    expect((await accountLocks(handle.db, T0)).get(email)).toEqual(expect.any(Date));
    // The owner's command (and a new password) ends every lock of the account.
    expect(await clearSignInLocks(handle.db, email)).toBeGreaterThan(0);
    expect((await reserve(email, "192.0.2.200")).allowed).toBe(true);
    expect((await reserve(email, "203.0.113.4")).allowed).toBe(true);
  });

  it("counts an email without an account like any other (a lock never tells whether it exists)", async () => {
    const burst = Array.from({ length: 15 }, () => reserve("nobody-here@example.com", "203.0.113.5"));
    expect(await allowedOf(burst)).toBe(LOCKOUT.maxFailures);
  });
});
