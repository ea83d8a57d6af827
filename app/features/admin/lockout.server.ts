import { and, eq, gt, isNull, lte, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.server.ts";
import { authUsers } from "../../db/schema.ts";
import { LOCKOUT } from "./types.ts";

// Ten wrong passwords in a row lock an account for fifteen minutes; a right
// one resets the count. Counted in the database, so every server agrees.
// Called by better-auth's hooks around /sign-in/email (auth.server.ts).

const normal = (email: string) => email.trim().toLowerCase();

/** Whether the account with this email is locked now (false for an unknown email). */
export async function isLocked(db: Db, email: string, now = new Date()): Promise<boolean> {
  const [row] = await db
    .select({ id: authUsers.id })
    .from(authUsers)
    .where(and(eq(authUsers.email, normal(email)), gt(authUsers.lockedUntil, now)));
  return row !== undefined;
}

/** Counts a wrong password; the tenth in a row locks the account. Returns whether it is now locked. */
export async function recordFailedSignIn(db: Db, email: string, now = new Date()): Promise<boolean> {
  const lockAt = LOCKOUT.maxFailures;
  const until = new Date(now.getTime() + LOCKOUT.minutes * 60_000);
  const reachesLock = sql`${authUsers.failedSignIns} + 1 >= ${lockAt}`;
  const rows = await db
    .update(authUsers)
    .set({
      failedSignIns: sql`case when ${reachesLock} then 0 else ${authUsers.failedSignIns} + 1 end`,
      lockedUntil: sql`case when ${reachesLock} then ${until.toISOString()}::timestamptz else ${authUsers.lockedUntil} end`,
    })
    .where(and(eq(authUsers.email, normal(email)), or(isNull(authUsers.lockedUntil), lte(authUsers.lockedUntil, now))))
    .returning({ lockedUntil: authUsers.lockedUntil });
  const lockedUntil = rows[0]?.lockedUntil;
  return lockedUntil != null && lockedUntil > now;
}

/** A right password (or a new one set through a link): the count starts again. */
export async function clearFailedSignIns(db: Db, userId: string): Promise<void> {
  await db.update(authUsers).set({ failedSignIns: 0, lockedUntil: null }).where(eq(authUsers.id, userId));
}
