import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.server.ts";
import { signInAttempts } from "../../db/schema.ts";
import { clientKeyOf } from "../../lib/client-key.ts";
import { LOCKOUT } from "./types.ts";

// Password guessing, counted in the database so every server agrees
// (called by better-auth's hooks around /sign-in/email, auth.server.ts).
//
// An attempt is counted BEFORE its password is checked, in one atomic upsert
// per key: a burst of concurrent guesses gets exactly as many checks as the
// limit allows, whatever their order. It is counted three times:
// - pair: one account from one address (10 in a row lock that pair), so an
//   attacker's address locks only itself out of the owner's account;
// - address: every account from one address (30: against trying one
//   password on many accounts);
// - account: one account from every address (100: against a guess spread
//   over many addresses; it takes ten addresses to reach it).
// An attempt refused at one key is taken back from the keys before it, so a
// refused attempt never counts. A right password resets its pair and takes
// itself back from the other two. Emails with no account count the same,
// so a lock never tells whether an account exists.

type Scope = "pair" | "address" | "account";

const limits: Record<Scope, number> = {
  pair: LOCKOUT.maxFailures,
  address: LOCKOUT.perAddress,
  account: LOCKOUT.perAccount,
};

/** A count untouched this long starts again (the lock itself ends after LOCKOUT.minutes). */
const FORGET_MS = 24 * 60 * 60_000;

export type SignInGate = { allowed: true } | { allowed: false; scope: Scope; retryAfterSeconds: number };

const normalEmail = (email: string) => email.trim().toLowerCase().slice(0, 320);

function keysOf(email: string, address: string): { scope: Scope; key: string }[] {
  const who = normalEmail(email);
  const where = clientKeyOf(address || "unknown");
  return [
    { scope: "pair", key: `pair:${who} ${where}` },
    { scope: "address", key: `address:${where}` },
    { scope: "account", key: `account:${who}` },
  ];
}

const iso = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/** Counts one attempt under `key`; allowed while the count stays within `max`. */
async function count(db: Db, key: string, max: number, now: Date) {
  const t = signInAttempts;
  const until = new Date(now.getTime() + LOCKOUT.minutes * 60_000);
  const locked = sql`${t.lockedUntil} > ${iso(now)}`;
  // A lock that is over, or a count left alone for a day, starts again.
  const fresh = sql`(${t.lockedUntil} is not null or ${t.updatedAt} <= ${iso(new Date(now.getTime() - FORGET_MS))})`;
  const [row] = await db
    .insert(t)
    .values({ key, attempts: 1, lockedUntil: max <= 1 ? until : null, updatedAt: now })
    .onConflictDoUpdate({
      target: t.key,
      set: {
        attempts: sql`case when ${locked} then ${t.attempts} + 1 when ${fresh} then 1 else ${t.attempts} + 1 end`,
        lockedUntil: sql`case
          when ${locked} then ${t.lockedUntil}
          when (case when ${fresh} then 1 else ${t.attempts} + 1 end) >= ${max} then ${iso(until)}
          else null end`,
        updatedAt: now,
      },
    })
    .returning({ attempts: t.attempts, lockedUntil: t.lockedUntil });
  return row!;
}

/** Takes one allowed attempt back from `key` (it was right, or refused further on). */
async function release(db: Db, key: string, max: number) {
  const t = signInAttempts;
  await db
    .update(t)
    .set({ attempts: sql`greatest(least(${t.attempts}, ${max}) - 1, 0)`, lockedUntil: null })
    .where(eq(t.key, key));
}

/**
 * Counts a sign-in attempt before its password is checked. Refused: this
 * address may not try this account now (or any account, or nobody may try
 * it), for `retryAfterSeconds`.
 */
export async function reserveSignInAttempt(
  db: Db,
  email: string,
  address: string,
  now = new Date(),
): Promise<SignInGate> {
  await sweep(db, now);
  const counted: { scope: Scope; key: string }[] = [];
  for (const entry of keysOf(email, address)) {
    const row = await count(db, entry.key, limits[entry.scope], now);
    if (row.attempts > limits[entry.scope]) {
      for (const done of counted) await release(db, done.key, limits[done.scope]);
      const until = row.lockedUntil?.getTime() ?? now.getTime() + LOCKOUT.minutes * 60_000;
      return {
        allowed: false,
        scope: entry.scope,
        retryAfterSeconds: Math.max(1, Math.ceil((until - now.getTime()) / 1000)),
      };
    }
    counted.push(entry);
  }
  return { allowed: true };
}

/** A right password: this address may try this account afresh, and the attempt is taken back from the others. */
export async function recordSuccessfulSignIn(db: Db, email: string, address: string): Promise<void> {
  for (const { scope, key } of keysOf(email, address)) {
    if (scope === "pair") await db.delete(signInAttempts).where(eq(signInAttempts.key, key));
    else await release(db, key, limits[scope]);
  }
}

/**
 * Ends every lock on this account (from every address, and the account-wide
 * one): a new password set through a link, or `npm run owner:unlock`.
 * Returns how many counts were cleared.
 */
export async function clearSignInLocks(db: Db, email: string): Promise<number> {
  const who = normalEmail(email);
  const t = signInAttempts;
  const rows = await db
    .delete(t)
    .where(or(eq(t.key, `account:${who}`), sql`starts_with(${t.key}, ${`pair:${who} `})`))
    .returning({ key: t.key });
  return rows.length;
}

/** Until when nobody may sign in to each of these accounts (the account-wide lock), by email. */
export async function accountLocks(db: Db, now = new Date()): Promise<Map<string, Date>> {
  const t = signInAttempts;
  const rows = await db
    .select({ key: t.key, lockedUntil: t.lockedUntil })
    .from(t)
    .where(and(sql`starts_with(${t.key}, 'account:')`, sql`${t.lockedUntil} > ${iso(now)}`));
  return new Map(rows.map((r) => [r.key.slice("account:".length), r.lockedUntil!]));
}

let lastSweep = 0;

/** Forgets counts nobody has added to for a day (at most every ten minutes per process). */
async function sweep(db: Db, now: Date) {
  if (now.getTime() - lastSweep < 10 * 60_000) return;
  lastSweep = now.getTime();
  const t = signInAttempts;
  await db
    .delete(t)
    .where(
      and(lt(t.updatedAt, new Date(now.getTime() - FORGET_MS)), or(isNull(t.lockedUntil), lt(t.lockedUntil, now))),
    );
}
