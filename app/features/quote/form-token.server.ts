import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server.ts";
import { appSecrets } from "~/db/schema.ts";
import { FORM_TOKEN_PLACEHOLDER } from "./form-token.ts";

// The key lives in the database, so every server sharing it (and a restarted
// one) accepts the tokens of the others.

const SECRET_NAME = "quote-form-token";
/** A page left open longer than this is asked to send again (nothing typed is lost). */
export const FORM_TOKEN_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

let key: Buffer | undefined;

/** Reads the key from the database, creating it on first use. */
export async function loadFormTokenKey(db: Db): Promise<void> {
  await db.insert(appSecrets).values({ name: SECRET_NAME, value: randomBytes(32).toString("base64url") }).onConflictDoNothing();
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, SECRET_NAME));
  if (!row) throw new Error("the form token key could not be stored");
  key = Buffer.from(row.value, "base64url");
}

const sign = (issuedAt: string) => createHmac("sha256", key!).update(`quote-form:${issuedAt}`).digest("base64url").slice(0, 32);

/**
 * A token for a form served now. Before the key is loaded (while prerendering
 * at build time, where there is no database) it is the placeholder.
 */
export function issueFormToken(now = Date.now()): string {
  if (!key) return FORM_TOKEN_PLACEHOLDER;
  const issuedAt = now.toString(36);
  return `${issuedAt}.${sign(issuedAt)}`;
}

export type TokenCheck = { kind: "valid"; ageMs: number } | { kind: "invalid" } | { kind: "expired" };

export function checkFormToken(token: string, now = Date.now()): TokenCheck {
  if (!key) throw new Error("loadFormTokenKey first");
  const match = /^([0-9a-z]{1,12})\.([\w-]{32})$/.exec(token);
  if (!match) return { kind: "invalid" };
  const [, issuedAt, mac] = match as unknown as [string, string, string];
  const expected = Buffer.from(sign(issuedAt));
  if (!timingSafeEqual(expected, Buffer.from(mac))) return { kind: "invalid" };
  const ageMs = now - parseInt(issuedAt, 36);
  // A little clock skew between servers is tolerated.
  if (ageMs < -60_000) return { kind: "invalid" };
  if (ageMs > FORM_TOKEN_MAX_AGE_MS) return { kind: "expired" };
  return { kind: "valid", ageMs };
}
