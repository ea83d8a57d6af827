import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { eq, lt } from "drizzle-orm";
import type { Db, Tx } from "~/db/client.server.ts";
import { appSecrets, formTokenUses } from "~/db/schema.ts";
import { FORM_TOKEN_PLACEHOLDER } from "./form-token.ts";

// A token is `issuedAt.hops+id.mac`: when the visitor was first given the form
// (base 36, ms), how many "send again" answers led to it (one base-36 digit),
// a random id, and an HMAC of all that. The key lives in the
// database, so every server sharing it (and a restarted one) accepts the
// tokens of the others; the ids already used are recorded there too
// (form_token_uses), so a token is good for one request whichever server
// takes it.

const SECRET_NAME = "quote-form-token";
/** A page left open longer than this is asked to send again (nothing typed is lost). */
export const FORM_TOKEN_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
/** Clock skew tolerated between servers. */
const SKEW_MS = 60_000;

let key: Buffer | undefined;

/** Reads the key from the database, creating it on first use. */
export async function loadFormTokenKey(db: Db): Promise<void> {
  await db
    .insert(appSecrets)
    .values({ name: SECRET_NAME, value: randomBytes(32).toString("base64url") })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, SECRET_NAME));
  if (!row) throw new Error("the form token key could not be stored");
  key = Buffer.from(row.value, "base64url");
}

const sign = (body: string) =>
  createHmac("sha256", key!).update(`quote-form:v2:${body}`).digest("base64url").slice(0, 32);

/**
 * A new single-use token. `issuedAt` is when the visitor was first given the
 * form: now for a form served now; for a "send again" token, the issue time
 * of the token it replaces, so the minimum fill time still counts from the
 * page (an immediate retry stays too fast). `hops`: how many "send again"
 * answers came before it. Before the key is loaded (while
 * prerendering at build time, where there is no database) it is the placeholder.
 */
export function issueFormToken(issuedAt = Date.now(), hops = 0): string {
  if (!key) return FORM_TOKEN_PLACEHOLDER;
  const time = Math.max(0, Math.floor(issuedAt)).toString(36).padStart(8, "0");
  const body = `${time}.${Math.min(35, Math.max(0, hops)).toString(36)}${randomBytes(12).toString("base64url").slice(0, 15)}`;
  return `${body}.${sign(body)}`;
}

export type ValidToken = { kind: "valid"; id: string; issuedAt: number; ageMs: number; hops: number };
export type TokenCheck = ValidToken | { kind: "invalid" } | { kind: "expired" };

/** Whether the token is ours, unaltered and not too old (whether it was used is the database's to say: recordFormTokenUse). */
export function checkFormToken(token: string, now = Date.now()): TokenCheck {
  if (!key) throw new Error("loadFormTokenKey first");
  const match = /^([0-9a-z]{8,12}\.[0-9a-z][\w-]{15})\.([\w-]{32})$/.exec(token);
  if (!match) return { kind: "invalid" };
  const [, body, mac] = match as unknown as [string, string, string];
  if (!timingSafeEqual(Buffer.from(sign(body)), Buffer.from(mac))) return { kind: "invalid" };
  const [time, id] = body.split(".") as [string, string];
  const issuedAt = parseInt(time, 36);
  const ageMs = now - issuedAt;
  if (ageMs < -SKEW_MS) return { kind: "invalid" };
  if (ageMs > FORM_TOKEN_MAX_AGE_MS) return { kind: "expired" };
  return { kind: "valid", id, issuedAt, ageMs, hops: parseInt(id[0]!, 36) };
}

/**
 * Records the token as used: true the first time, false ever after (a unique
 * key, so two servers taking the same token at once cannot both succeed).
 * Inside a transaction, a rollback gives the token back.
 */
export async function recordFormTokenUse(db: Db | Tx, token: ValidToken): Promise<boolean> {
  const rows = await db
    .insert(formTokenUses)
    .values({ tokenId: token.id, expiresAt: new Date(token.issuedAt + FORM_TOKEN_MAX_AGE_MS + SKEW_MS) })
    .onConflictDoNothing()
    .returning({ tokenId: formTokenUses.tokenId });
  return rows.length === 1;
}

/** Forgets the uses of tokens that have expired anyway (checkFormToken refuses them without asking). */
export async function pruneFormTokenUses(db: Db, now = Date.now()): Promise<number> {
  const rows = await db
    .delete(formTokenUses)
    .where(lt(formTokenUses.expiresAt, new Date(now)))
    .returning({ tokenId: formTokenUses.tokenId });
  return rows.length;
}
