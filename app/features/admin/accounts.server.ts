import { randomBytes } from "node:crypto";
import { and, asc, eq, like } from "drizzle-orm";
import { getEnv } from "../../config/env.server.ts";
import type { Db, Tx } from "../../db/client.server.ts";
import { authUsers, authVerifications } from "../../db/schema.ts";
import { getAuth } from "./auth.server.ts";
import { accountLocks, clearSignInLocks } from "./lockout.server.ts";
import { classifyOutage } from "../../platform/outage.ts";
import type { ConsoleRole, ConsoleUser } from "./types.ts";

// Console accounts: made only by `npm run owner:create` and by the owner in
// Settings (no public sign-up), each given a one-time set-password link valid
// for 24 hours (a better-auth reset token in auth_verifications).

export const SET_PASSWORD_PATH = "/admin/set-password";
const LINK_HOURS = 24;
const TOKEN_PREFIX = "reset-password:";

export class AccountExistsError extends Error {
  constructor(email: string) {
    super(`An account with the email ${email} already exists.`);
  }
}

export async function findAccountByEmail(db: Db, email: string) {
  const [row] = await db.select().from(authUsers).where(eq(authUsers.email, email.trim().toLowerCase()));
  return row;
}

/** A new account without a password (refused when the email has one already). Pass the transaction that audits it. */
export async function createAccount(
  db: Db | Tx,
  input: { email: string; name: string; role: ConsoleRole },
): Promise<ConsoleUser> {
  const email = input.email.trim().toLowerCase();
  const [row] = await db
    .insert(authUsers)
    .values({ id: randomBytes(18).toString("base64url"), email, name: input.name.trim(), role: input.role })
    .onConflictDoNothing({ target: authUsers.email })
    .returning();
  if (!row) throw new AccountExistsError(email);
  return { id: row.id, email: row.email, name: row.name, role: input.role };
}

/** The site's address for links the owner is shown or printed. */
export function siteAddress(): string {
  return getEnv().SITE_URL;
}

/** A one-time link (24 hours) that lets the account set its password. Earlier links of the account stop working. */
export async function issueSetPasswordLink(
  db: Db,
  userId: string,
  base = siteAddress(),
): Promise<{ url: string; token: string; expiresAt: Date }> {
  const auth = await getAuth(db);
  const ctx = await auth.$context;
  await db
    .delete(authVerifications)
    .where(and(eq(authVerifications.value, userId), like(authVerifications.identifier, `${TOKEN_PREFIX}%`)));
  const token = randomBytes(24).toString("base64url");
  const expiresAt = new Date(Date.now() + LINK_HOURS * 60 * 60 * 1000);
  await ctx.internalAdapter.createVerificationValue({
    identifier: `${TOKEN_PREFIX}${token}`,
    value: userId,
    expiresAt,
  });
  return { url: `${base}${SET_PASSWORD_PATH}?token=${encodeURIComponent(token)}`, token, expiresAt };
}

/** The account a set-password token is for, or null when it is unknown, used or expired. */
export async function accountOfSetPasswordToken(db: Db, token: string) {
  if (!/^[\w-]{16,64}$/.test(token)) return null;
  const [row] = await db
    .select({ userId: authVerifications.value, expiresAt: authVerifications.expiresAt })
    .from(authVerifications)
    .where(eq(authVerifications.identifier, `${TOKEN_PREFIX}${token}`));
  if (!row || row.expiresAt <= new Date()) return null;
  const [user] = await db.select().from(authUsers).where(eq(authUsers.id, row.userId));
  return user ?? null;
}

/** Sets the password through better-auth (hashing, one use of the token, other sessions ended). */
export async function setPasswordWithToken(
  db: Db,
  token: string,
  password: string,
): Promise<{ ok: true; email: string } | { ok: false; error: string }> {
  const user = await accountOfSetPasswordToken(db, token);
  if (!user) return { ok: false, error: "This link has expired or was already used. Ask the owner for a new one." };
  const auth = await getAuth(db);
  try {
    await auth.api.resetPassword({ body: { token, newPassword: password } });
  } catch (error) {
    // The database down is no expired link: a 503 (app/platform/outage.ts).
    if (classifyOutage(error)) throw error;
    return { ok: false, error: "This link has expired or was already used. Ask the owner for a new one." };
  }
  await clearSignInLocks(db, user.email);
  return { ok: true, email: user.email };
}

export type AccountRow = {
  id: string;
  email: string;
  name: string;
  role: ConsoleRole;
  createdAt: Date;
  lockedUntil: Date | null;
};

export async function listAccounts(db: Db): Promise<AccountRow[]> {
  const rows = await db
    .select({
      id: authUsers.id,
      email: authUsers.email,
      name: authUsers.name,
      role: authUsers.role,
      createdAt: authUsers.createdAt,
    })
    .from(authUsers)
    .orderBy(asc(authUsers.role), asc(authUsers.email));
  const locks = await accountLocks(db);
  return rows.map((r) => ({ ...r, role: r.role as ConsoleRole, lockedUntil: locks.get(r.email) ?? null }));
}
