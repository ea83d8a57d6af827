import { serviceAreas } from "~/config/areas.ts";
import { business } from "~/config/business.ts";
import { getEnv, type Env } from "~/config/env.server.ts";
import type { Db, Tx } from "~/db/client.server.ts";
import { getDb } from "~/db/db.server.ts";
import { outboxMessages, quoteRequests } from "~/db/schema.ts";
import { getNotificationEmail } from "~/features/admin/settings.server.ts";
import { HttpError, readFormBody } from "~/lib/http-error.ts";
import { processLogger, type Logger } from "~/lib/logger.ts";
import { createDbRateLimiter } from "~/db/rate-limit.server.ts";
import type { RateLimiter } from "~/lib/rate-limit.ts";
import { classifyOutage, outageHeaders } from "~/platform/outage.ts";
import { FORM_TOKEN_FIELD, FORM_TOKEN_PLACEHOLDER, HONEYPOT_FIELD, MIN_FILL_MS, readTimeAfter } from "./form-token.ts";
import {
  checkFormToken,
  issueFormToken,
  loadFormTokenKey,
  pruneFormTokenUses,
  recordFormTokenUse,
  type ValidToken,
} from "./form-token.server.ts";
import { buildOwnerNotification, type StoredQuote } from "./notification.ts";
import { wakeOutboxWorker } from "~/platform/outbox.server.ts";
import { readQuoteValues, validateQuote, type QuoteErrors, type QuoteRequest, type QuoteValues } from "./schema.ts";
import type { QuoteActionData } from "./types.ts";
import { areaSlugsOf } from "./service-area-check.ts";

/** Far more than the longest honest form (every field full, in 4-byte characters, percent-encoded). */
export const MAX_BODY_BYTES = 32 * 1024;
export const RATE_WINDOW_MS = 10 * 60_000;

export type QuoteActionResult = { body: QuoteActionData; init: ResponseInit };

/** The quote form's per-address limit, counted in the database: every instance sharing it counts the same visitor's requests. */
export function createQuoteLimiter(db: () => Promise<Db>, env: Env = getEnv()): RateLimiter {
  return createDbRateLimiter({ name: "quote", limit: env.QUOTE_RATE_LIMIT, windowMs: RATE_WINDOW_MS, getDb: db });
}

let sharedLimiter: RateLimiter | undefined;
// For callers without the app's services (tests): the server passes its own (app/platform/services.server.ts).
const getLimiter = () => (sharedLimiter ??= createQuoteLimiter(getDb));

let keyLoaded: Promise<void> | undefined;
/** The token key, loaded once (the server loads it at start-up; dev servers and tests on first use). */
export async function ensureFormTokenKey(db?: Db): Promise<void> {
  if (db) return loadFormTokenKey(db);
  keyLoaded ??= getDb()
    .then(loadFormTokenKey)
    .catch((error: unknown) => {
      keyLoaded = undefined;
      throw error;
    });
  return keyLoaded;
}

let lastPrune = Number.NEGATIVE_INFINITY;
/** Forgets the uses of expired tokens, at most once an hour per process. */
async function pruneNow(db: Db, now: number) {
  if (now - lastPrune < 60 * 60_000) return;
  lastPrune = now;
  await pruneFormTokenUses(db, now).catch(() => {
    lastPrune = Number.NEGATIVE_INFINITY; // try again next time; the rows only take room
  });
}

/** What may be logged of a failed database write: never its message, which can carry the statement and its parameters (what the visitor typed). */
export function describeStorageError(error: unknown): { error: string; code?: string } {
  if (!(error instanceof Error)) return { error: typeof error };
  const codeOf = (e: unknown) =>
    e && typeof e === "object" && "code" in e && typeof e.code === "string" && /^[\w-]{1,40}$/.test(e.code)
      ? e.code
      : undefined;
  const code = codeOf(error) ?? codeOf(error.cause);
  const name = /^\w{1,60}$/.test(error.name) ? error.name : "Error";
  return code ? { error: name, code } : { error: name };
}

const callUs = `call us at ${business.phone.display}`;

function problem(
  status: number,
  formError: string,
  token: string,
  values: QuoteValues | null = null,
  errors: QuoteErrors = {},
  headers?: HeadersInit,
): QuoteActionResult {
  return {
    body: { status: errors && Object.keys(errors).length ? "invalid" : "error", values, errors, formError, token },
    init: { status, headers },
  };
}

/** "Sent", with a fresh token for another request from the same page (each token is good for one). */
function sent(
  input: { name: string; contactMethod: string; welcomeOffer: boolean; location: string },
  now: number,
): QuoteActionResult {
  const slugs = areaSlugsOf(input.location);
  const areas = serviceAreas.filter((a) => slugs.includes(a.slug)).map((a) => ({ name: a.name, path: a.path }));
  return {
    body: {
      status: "sent",
      name: input.name,
      contactMethod: input.contactMethod,
      areas,
      welcomeOffer: input.welcomeOffer,
      token: issueFormToken(now),
    },
    init: { status: 200 },
  };
}

/** Reads a form body of at most MAX_BODY_BYTES; the form's own 4xx answer when it cannot. */
async function readForm(request: Request): Promise<FormData | QuoteActionResult> {
  const now = Date.now();
  try {
    return await readFormBody(request, MAX_BODY_BYTES);
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    if (error.status === 415) return problem(415, "Please send the quote form from the page.", issueFormToken(now));
    if (error.status === 413) {
      return problem(
        413,
        `That was more than we can take in one request. Please shorten your message, or ${callUs}.`,
        issueFormToken(now),
      );
    }
    return problem(400, "We couldn't read that form. Please try again.", issueFormToken(now));
  }
}

/** Stores the request and its owner notification together: the lead exists before anything is sent. */
export async function storeQuote(db: Db, input: QuoteRequest, ownerEmail: string): Promise<StoredQuote> {
  return db.transaction((tx) => insertQuote(tx, input, ownerEmail));
}

/**
 * The same, and the form token recorded as used in the same transaction:
 * null (nothing stored) when it already was. A failed write gives the token back.
 */
export async function storeQuoteOnce(
  db: Db,
  input: QuoteRequest,
  ownerEmail: string,
  token: ValidToken,
): Promise<StoredQuote | null> {
  return db.transaction(async (tx) =>
    (await recordFormTokenUse(tx, token)) ? insertQuote(tx, input, ownerEmail) : null,
  );
}

async function insertQuote(tx: Tx, input: QuoteRequest, ownerEmail: string): Promise<StoredQuote> {
  const [row] = await tx
    .insert(quoteRequests)
    .values({
      name: input.name,
      phone: input.phone,
      email: input.email,
      preferredContact: input.contactMethod,
      service: input.service,
      vehicleYear: input.vehicleYear,
      vehicleMake: input.vehicleMake,
      vehicleModel: input.vehicleModel,
      vehicleBody: input.vehicleBody,
      propertyType: input.propertyType,
      windowCount: input.windowCount,
      location: input.location,
      serviceAreas: areaSlugsOf(input.location),
      message: input.message,
      welcomeOffer: input.welcomeOffer,
    })
    .returning();
  const quote = row!;
  const mail = buildOwnerNotification(quote);
  await tx.insert(outboxMessages).values({
    quoteRequestId: quote.id,
    toAddress: ownerEmail,
    replyTo: mail.replyTo,
    subject: mail.subject,
    textBody: mail.text,
    htmlBody: mail.html,
  });
  return quote;
}

export type SubmitOptions = {
  request: Request;
  clientAddress: string;
  db?: Db;
  /** The database of the app's services (their form token key is loaded at start); the server's when neither is given. */
  openDb?: () => Promise<Db>;
  limiter?: RateLimiter;
  ownerEmail?: string;
  now?: number;
  /** Milliseconds since the request came in: when the answer leaves, for the reading time of a "send again" answer. */
  elapsedMs?: () => number;
  /** The request's logger (loggerContext); the process's when not given. */
  log?: Logger;
};

/**
 * The quote form's action: body limit, per-address rate limit, honeypot,
 * single-use token and minimum fill time (honeypot bots are told "sent" and
 * nothing is stored; a submission faster than a person types, or with a token
 * already used, is asked to send again), the schema, then the token's use, the
 * request and its notification in one transaction.
 */
export async function submitQuote({
  request,
  clientAddress,
  db,
  openDb,
  limiter = getLimiter(),
  ownerEmail,
  now = Date.now(),
  elapsedMs,
  log = processLogger,
}: SubmitOptions): Promise<QuoteActionResult> {
  const started = performance.now();
  const elapsed = elapsedMs ?? (() => performance.now() - started);
  const form = await readForm(request);
  if (!(form instanceof FormData)) return form;
  const values = readQuoteValues(form);
  const token = String(form.get(FORM_TOKEN_FIELD) ?? "");

  let allowed: Awaited<ReturnType<RateLimiter["take"]>>;
  try {
    allowed = await limiter.take(clientAddress || "unknown");
  } catch (error) {
    logNotStored(log, error);
    return couldNotTake(token, values, error);
  }
  if (!allowed.allowed) {
    const minutes = Math.ceil(allowed.retryAfterSeconds / 60);
    return problem(
      429,
      `You've sent several requests in the last few minutes. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and send again, or ${callUs}.`,
      token,
      values,
      {},
      { "Retry-After": String(allowed.retryAfterSeconds) },
    );
  }

  try {
    if (!openDb) await ensureFormTokenKey(db);
  } catch (error) {
    return couldNotTake(token, values, error);
  }

  // A person never sees the honeypot; a bot that fills it is told "sent".
  const honeypot = form.get(HONEYPOT_FIELD);
  if (typeof honeypot === "string" && honeypot.trim() !== "") return sent(botEcho(values), now);

  const check =
    token === "" || token === FORM_TOKEN_PLACEHOLDER ? { kind: "invalid" as const } : checkFormToken(token, now);
  if (check.kind !== "valid") {
    // Not proof of a bot (a page open for days, or one a proxy cached): ask to
    // send again, keeping everything, with a token that starts counting now
    // (one already "old enough" would let a bot in on its first retry).
    const why = check.kind === "expired" ? "This page was open for a long time" : "Your form needed a refresh";
    return problem(400, `${why}: please check your details and press Send again.`, issueFormToken(now), values);
  }

  const saveFailed = (error: unknown) => couldNotTake(token, values, error);
  // Used already (a replay, or the same page sent twice): a fresh token that
  // starts counting now, so a replaying loop never gets through.
  const alreadyUsed = () =>
    problem(
      400,
      "This form was already sent once: please check your details and press Send again.",
      issueFormToken(now),
      values,
    );
  let database: Db;
  try {
    database = db ?? (await (openDb ?? getDb)());
    await pruneNow(database, now);
  } catch (error) {
    logNotStored(log, error);
    return saveFailed(error);
  }

  if (check.ageMs < MIN_FILL_MS) {
    // Faster than anyone types: a bot, or a person whose browser filled the
    // form in. Not told "sent" (a person's request would be lost): asked to
    // press Send again. This token is spent and the new one carries its issue
    // time, so only a press 3 s after the page was served, and 2 s after this
    // answer (longer after several: readTimeAfter), goes through: a person reading the message does that, a bot
    // retrying at once never does, and one page cannot be turned into several
    // tokens to spend later.
    try {
      if (!(await recordFormTokenUse(database, check))) return alreadyUsed();
    } catch (error) {
      logNotStored(log, error);
      return saveFailed(error);
    }
    // The fill time keeps counting from the page, moved later only as far as
    // needed for the next press to come the reading time after this answer
    // (counted from when it leaves, however long this request waited).
    const hops = check.hops + 1;
    const answeredAt = now + elapsed();
    const countFrom = Math.max(check.issuedAt, answeredAt - MIN_FILL_MS + readTimeAfter(hops));
    const take =
      hops > 1
        ? "Please take a moment to check your details, then press Send again."
        : "Please check your details and press Send again.";
    return problem(400, `That was quick! ${take}`, issueFormToken(countFrom, hops), values);
  }

  const result = validateQuote(values);
  if (!result.success) return problem(400, "Please correct the highlighted fields.", token, values, result.errors);

  try {
    // The address the owner set in the console's Settings, else OWNER_EMAIL.
    const notify = ownerEmail ?? (await getNotificationEmail(database)) ?? getEnv().OWNER_EMAIL;
    const stored = await storeQuoteOnce(database, result.data, notify, check);
    if (!stored) return alreadyUsed();
  } catch (error) {
    logNotStored(log, error);
    return saveFailed(error);
  }
  wakeOutboxWorker();
  return sent(result.data, now);
}

/** The database (or disk) is down: nothing was taken, the form keeps what was typed, and says when to try again. */
function couldNotTake(token: string, values: QuoteValues, error: unknown): QuoteActionResult {
  return problem(
    503,
    `We couldn't save your request just now. Everything you typed is still here: please try again in a minute, or ${callUs}.`,
    token,
    values,
    {},
    retryHeaders(error),
  );
}

/** Retry-After when the failure is an outage the site recovers from by itself (app/platform/outage.ts). */
function retryHeaders(error: unknown): Record<string, string> | undefined {
  const outage = classifyOutage(error);
  return outage ? outageHeaders(outage) : undefined;
}

function logNotStored(log: Logger, error: unknown) {
  log.error("quote request not stored", describeStorageError(error));
}

/** What a bot is shown: the same confirmation a person gets. */
function botEcho(values: QuoteValues) {
  return {
    name: values.name.trim().slice(0, 80),
    contactMethod: values.contactMethod,
    welcomeOffer: values.welcomeOffer === "on",
    location: values.location.slice(0, 60),
  };
}
