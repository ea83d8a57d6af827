import { z } from "zod";
import { business, defaultProfileLinks, defaultStoreId } from "./business.ts";

// The one place process.env is read. A bad value stops the server at start-up
// with a message naming the variable.

const optional = (schema: z.ZodType<string>) => z.preprocess((v) => (v === "" ? undefined : v), schema.optional());

export const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    HOST: z.string().min(1).default("0.0.0.0"),
    SITE_URL: z
      .url({ protocol: /^https?$/ })
      .default("http://localhost:3000")
      .transform((url) => url.replace(/\/+$/, "")),
    /** Behind a TLS-terminating proxy: trust X-Forwarded-Proto (https, HSTS); alone it also means one trusted proxy hop (TRUSTED_PROXIES=1). */
    TRUST_PROXY: z
      .enum(["true", "false", "1", "0"])
      .default("false")
      .transform((v) => v === "true" || v === "1"),
    /** How many proxies in front of the server append to X-Forwarded-For; the visitor's address is read that many hops from the right (server/client-address.ts). */
    TRUSTED_PROXIES: z.preprocess((v) => (v === "" ? undefined : v), z.coerce.number().int().min(0).max(10).optional()),
    LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
    PROFILE_MAPS_URL: z.url().default(defaultProfileLinks.maps),
    PROFILE_SOCIAL_URL: z.url().default(defaultProfileLinks.social),
    PROFILE_REVIEWS_URL: z.url().default(defaultProfileLinks.reviews),
    PROFILE_ACCREDITATION_URL: z.url().default(defaultProfileLinks.accreditation),
    DATA_DIR: z.string().min(1).default("./data"),
    DATABASE_URL: optional(z.string().regex(/^postgres(ql)?:\/\/.+/, "must be a postgres:// or postgresql:// URL")),
    STORE_ID: z
      .string()
      .regex(/^[a-z0-9-]{1,64}$/, "must be lowercase letters, digits and dashes")
      .default(defaultStoreId),
    STORE_API_URL: optional(z.url({ protocol: /^https?$/ }).transform((u) => u.replace(/\/+$/, ""))),
    STRIPE_SECRET_KEY: optional(
      z.string().regex(/^(sk|rk)_(test|live)_\w+$/, "must be a Stripe secret key (sk_test_..., sk_live_...)"),
    ),
    STRIPE_WEBHOOK_SECRET: optional(
      z.string().regex(/^whsec_\w+$/, "must be a Stripe webhook signing secret (whsec_...)"),
    ),
    STRIPE_API_URL: optional(z.url({ protocol: /^https?$/ })),
    ORDER_SWEEP_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
    /** Stocked units one visitor address may hold at once in unpaid checkouts (counted in the database). */
    CHECKOUT_HELD_UNITS_PER_VISITOR: z.coerce.number().int().min(1).max(1_000_000).default(20),
    /** Checkouts one visitor address may start per hour (counted in the database). */
    CHECKOUT_RATE_LIMIT_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(10),
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
    // The chat assistant's LLM (OpenAI-compatible); without LLM_BASE_URL the offline engine answers.
    LLM_BASE_URL: optional(z.url({ protocol: /^https?$/ }).transform((u) => u.replace(/\/+$/, ""))),
    LLM_API_KEY: optional(z.string()),
    LLM_MODEL: optional(z.string().max(200)),
    LLM_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
    CHAT_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(20),
    // The owner's notification of each quote request: sent through this SMTP
    // server when set, otherwise kept in the outbox table (npm run owner:quotes).
    SMTP_URL: optional(z.string().regex(/^smtps?:\/\/.+/, "must be an smtp:// or smtps:// URL")),
    OWNER_EMAIL: z.email().default(business.email),
    MAIL_FROM: z
      .string()
      .min(3)
      .regex(/^[^\r\n]+$/, "must be one line")
      .default(`${business.name} website <${business.email}>`),
    /** How often each server looks for notifications due (a new request is sent at once by the server that took it). */
    OUTBOX_POLL_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
    /** How often each server looks for customer messages come due (reminders, review requests, unpaid invoices). */
    MESSAGE_SCAN_SECONDS: z.coerce.number().int().min(1).max(3600).default(300),
    // Texts to customers (features/texts) through Twilio; unset, text messages wait in the outbox.
    TWILIO_ACCOUNT_SID: optional(
      z.string().regex(/^AC[0-9a-fA-F]{32}$/, "must be a Twilio account SID (AC + 32 hex digits)"),
    ),
    TWILIO_AUTH_TOKEN: optional(z.string().min(16, "must be the account's auth token")),
    TWILIO_FROM_NUMBER: optional(z.string().regex(/^\+[1-9]\d{7,14}$/, "must be an E.164 number like +18505550142")),
    TWILIO_MESSAGING_SERVICE_SID: optional(
      z.string().regex(/^MG[0-9a-fA-F]{32}$/, "must be a Messaging Service SID (MG...)"),
    ),
    /** No texts from..to o'clock Central ("21-8", customer-messages.ts's by default), or "none". */
    TEXT_QUIET_HOURS: optional(
      z.string().regex(/^(none|([01]?\d|2[0-3])-([01]?\d|2[0-3]))$/, 'must be hours like "21-8", or "none"'),
    ),
    /** Only for tests or an egress proxy: where the Twilio SDK sends its REST requests. */
    TWILIO_API_URL: optional(z.url({ protocol: /^https?$/ }).transform((u) => u.replace(/\/+$/, ""))),
    /** Quote submissions allowed per visitor address in 10 minutes (counted in the database: every instance agrees). */
    QUOTE_RATE_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(8),
    /**
     * Signs the console's session cookies. Unset: a random key generated once and
     * kept in the database (app_secrets), shared by every server on it.
     */
    AUTH_SECRET: optional(z.string().min(32, "must be at least 32 characters (e.g. openssl rand -base64 32)")),
  })
  .superRefine((env, ctx) => {
    if (env.TWILIO_ACCOUNT_SID && !env.TWILIO_AUTH_TOKEN)
      ctx.addIssue({
        code: "custom",
        path: ["TWILIO_AUTH_TOKEN"],
        message: "is required when TWILIO_ACCOUNT_SID is set",
      });
    if (env.TWILIO_ACCOUNT_SID && !env.TWILIO_FROM_NUMBER && !env.TWILIO_MESSAGING_SERVICE_SID)
      ctx.addIssue({
        code: "custom",
        path: ["TWILIO_FROM_NUMBER"],
        message: "or TWILIO_MESSAGING_SERVICE_SID is required when TWILIO_ACCOUNT_SID is set",
      });
    if (env.LLM_BASE_URL && !env.LLM_MODEL) {
      ctx.addIssue({
        code: "custom",
        path: ["LLM_MODEL"],
        message: "is required when LLM_BASE_URL is set (the model name, e.g. gpt-4o-mini or llama3.1)",
      });
    }
  });

export type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {}

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
  throw new EnvError(`Invalid environment variable${lines.length > 1 ? "s" : ""}:\n${lines.join("\n")}`);
}

let cached: Env | undefined;

export function getEnv(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/** For the server's start and the command-line tools: the settings, or what is wrong with them on stderr and exit code 1. */
export function getEnvOrExit(): Env {
  try {
    return getEnv();
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
}

/**
 * Proxy hops whose X-Forwarded-For entries are believed: TRUSTED_PROXIES when
 * set, else 1 with TRUST_PROXY=true (its older meaning, now read safely: the
 * entry the proxy appended, not the client's leftmost), else 0.
 */
export function getTrustedProxies(env: Env = getEnv()): number {
  return env.TRUSTED_PROXIES ?? (env.TRUST_PROXY ? 1 : 0);
}

/** The chat assistant's LLM settings, or null for the offline engine. Server only: holds the key. */
export function getLlmSettings(env: Env = getEnv()) {
  if (!env.LLM_BASE_URL || !env.LLM_MODEL) return null;
  return { baseUrl: env.LLM_BASE_URL, apiKey: env.LLM_API_KEY, model: env.LLM_MODEL, timeoutMs: env.LLM_TIMEOUT_MS };
}

/** The values the browser may see. */
export function getPublicEnv() {
  const env = getEnv();
  return {
    siteUrl: env.SITE_URL,
    // The store service the browser talks to: this server unless configured.
    store: { baseUrl: env.STORE_API_URL ?? "", storeId: env.STORE_ID },
    profiles: {
      maps: env.PROFILE_MAPS_URL,
      social: env.PROFILE_SOCIAL_URL,
      reviews: env.PROFILE_REVIEWS_URL,
      accreditation: env.PROFILE_ACCREDITATION_URL,
    },
  };
}

export type PublicEnv = ReturnType<typeof getPublicEnv>;
