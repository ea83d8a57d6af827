import { randomBytes } from "node:crypto";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { eq } from "drizzle-orm";
import { getEnv } from "../../config/env.server.ts";
import type { Db } from "../../db/client.server.ts";
import {
  appSecrets,
  authAccounts,
  authRateLimits,
  authSessions,
  authUsers,
  authVerifications,
} from "../../db/schema.ts";
import { processLogger } from "../../lib/logger.ts";
import { PASSWORD_MAX, PASSWORD_MIN } from "./schemas.ts";
import { recordSuccessfulSignIn, reserveSignInAttempt, type SignInGate } from "./lockout.server.ts";

// The console's authentication: better-auth on the site's own database
// (Drizzle adapter, PGlite or PostgreSQL). Email and password only; no
// public sign-up (accounts come from `npm run owner:create` and the owner's
// Settings page); sessions in auth_sessions; cookies HttpOnly, SameSite=Lax,
// Secure when SITE_URL is https; sign-in attempts rate-limited per visitor
// address with the counters in the database (shared by every server), and
// counted per account and address before each password is checked
// (lockout.server.ts).

/** The header the server's own resolution of the visitor's address travels in (never the client's). */
export const CLIENT_ADDRESS_HEADER = "x-console-client-address";

export const AUTH_BASE_PATH = "/api/auth";

/** Sign-in attempts one visitor address may make in five minutes (then 429). */
export const SIGN_IN_RATE_LIMIT = { window: 300, max: 30 } as const;

const SECRET_NAME = "console-auth-secret";

/** AUTH_SECRET, or a key generated once and kept in the database for every server sharing it. */
export async function loadAuthSecret(db: Db): Promise<string> {
  const fromEnv = getEnv().AUTH_SECRET;
  if (fromEnv) return fromEnv;
  await db
    .insert(appSecrets)
    .values({ name: SECRET_NAME, value: randomBytes(32).toString("base64url") })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, SECRET_NAME));
  if (!row) throw new Error("the console's auth secret could not be stored");
  return row.value;
}

const minutes = (seconds: number) => {
  const n = Math.ceil(seconds / 60);
  return `${n} minute${n === 1 ? "" : "s"}`;
};

/** What a refused attempt is told: which wait, and how to get in sooner. */
export function lockMessage(gate: Extract<SignInGate, { allowed: false }>): string {
  const wait = minutes(gate.retryAfterSeconds);
  if (gate.scope === "pair")
    return `Too many wrong passwords for this account from your connection. Try again in ${wait}, or sign in from another network.`;
  if (gate.scope === "address") return `Too many wrong passwords from your connection. Try again in ${wait}.`;
  return `Too many wrong passwords for this account from many places: nobody can sign in to it for ${wait}. The owner can unlock it at once on the server (npm run owner:unlock).`;
}

/** The visitor's address as the server resolved it (callAuth and the /api/auth route set it). */
const addressOf = (headers: Headers | undefined) => headers?.get(CLIENT_ADDRESS_HEADER) ?? "";

export function createAuth(db: Db, secret: string) {
  const env = getEnv();
  const siteUrl = env.SITE_URL;
  return betterAuth({
    appName: "Elite Window Tinting console",
    baseURL: siteUrl,
    basePath: AUTH_BASE_PATH,
    secret,
    telemetry: { enabled: false },
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: {
        user: authUsers,
        session: authSessions,
        account: authAccounts,
        verification: authVerifications,
        rateLimit: authRateLimits,
      },
    }),
    user: {
      additionalFields: {
        role: { type: "string", required: false, defaultValue: "staff", input: false },
      },
    },
    emailAndPassword: {
      enabled: true,
      disableSignUp: true,
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: PASSWORD_MAX,
      // A new password (a set-password link) ends the account's other sessions.
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 24 * 60 * 60,
    },
    session: { expiresIn: 7 * 24 * 60 * 60, updateAge: 24 * 60 * 60 },
    rateLimit: {
      enabled: true,
      storage: "database",
      window: 60,
      max: 100,
      customRules: { "/sign-in/email": SIGN_IN_RATE_LIMIT },
    },
    // The site itself, and the address a request came in on (the server refuses a
    // cross-site unsafe request before it gets here: server/origin-check.ts).
    trustedOrigins: (request) => [siteUrl, request ? new URL(request.url).origin : undefined],
    advanced: {
      useSecureCookies: siteUrl.startsWith("https:"),
      cookiePrefix: "ewt-console",
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", path: "/" },
      ipAddress: { ipAddressHeaders: [CLIENT_ADDRESS_HEADER] },
    },
    logger: {
      log: (level, message) => {
        // Its warnings are per request ("User not found"): debug lines, not alarms.
        const log = level === "error" ? processLogger.error : processLogger.debug;
        log(`auth: ${message}`);
      },
    },
    hooks: {
      // Counted before the password is checked, so concurrent guesses cannot all
      // pass a check made before any of them failed.
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== "/sign-in/email") return;
        const email = typeof ctx.body?.email === "string" ? ctx.body.email : "";
        const gate = await reserveSignInAttempt(db, email, addressOf(ctx.headers));
        if (gate.allowed) return;
        const wait = String(gate.retryAfterSeconds);
        throw new APIError(
          "TOO_MANY_REQUESTS",
          { message: lockMessage(gate), code: "SIGN_IN_LOCKED", lock: gate.scope },
          { "Retry-After": wait, "X-Retry-After": wait },
        );
      }),
      after: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== "/sign-in/email" || !ctx.context.newSession) return;
        const email = typeof ctx.body?.email === "string" ? ctx.body.email : ctx.context.newSession.user.email;
        await recordSuccessfulSignIn(db, email, addressOf(ctx.headers));
      }),
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

const instances = new WeakMap<Db, Promise<Auth>>();

/** The auth instance of this database (one per database: tests open several). */
export function getAuth(db: Db): Promise<Auth> {
  let auth = instances.get(db);
  if (!auth) {
    auth = loadAuthSecret(db).then((secret) => createAuth(db, secret));
    instances.set(db, auth);
    auth.catch(() => instances.delete(db));
  }
  return auth;
}

export type AuthCall = {
  method?: "GET" | "POST";
  /** The path under /api/auth, e.g. /sign-in/email. */
  path: string;
  body?: unknown;
  /** The browser's Cookie header. */
  cookie?: string | null;
  clientAddress?: string;
  userAgent?: string | null;
};

/**
 * Calls better-auth's HTTP handler from the console's own actions, as the
 * site itself (its Origin): the rate limiter and hooks run as for a browser's
 * request. The server has already refused a cross-site request (origin-check.ts).
 */
export async function callAuth(db: Db, call: AuthCall): Promise<Response> {
  const auth = await getAuth(db);
  const siteUrl = getEnv().SITE_URL;
  const headers = new Headers({ origin: siteUrl });
  if (call.body !== undefined) headers.set("content-type", "application/json");
  if (call.cookie) headers.set("cookie", call.cookie);
  if (call.clientAddress) headers.set(CLIENT_ADDRESS_HEADER, call.clientAddress);
  if (call.userAgent) headers.set("user-agent", call.userAgent.slice(0, 512));
  const request = new Request(`${siteUrl}${AUTH_BASE_PATH}${call.path}`, {
    method: call.method ?? "POST",
    headers,
    body: call.body === undefined ? undefined : JSON.stringify(call.body),
  });
  return auth.handler(request);
}
