import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Db, DbHandle } from "~/db/client.server.ts";
import { outboxMessages, quoteRequests } from "~/db/schema.ts";
import { markAsDatabaseError } from "~/db/postgres.server.ts";
import { createTestDb } from "~/db/test-db.server.ts";
import { createLogger, withFields } from "~/lib/logger.ts";
import { createRateLimiter } from "~/lib/rate-limit.ts";
import { buildQuoteValues } from "../../../tests/support/builders/quote.ts";
import { FORM_TOKEN_PLACEHOLDER, MIN_FILL_MS, MIN_READ_MS, readTimeAfter } from "./form-token.ts";
import {
  checkFormToken,
  FORM_TOKEN_MAX_AGE_MS,
  issueFormToken,
  pruneFormTokenUses,
  recordFormTokenUse,
} from "./form-token.server.ts";
import { ensureFormTokenKey, MAX_BODY_BYTES, submitQuote, type SubmitOptions } from "./quote.server.ts";
import type { QuoteValues } from "./schema.ts";

let handle: DbHandle;
let db: Db;
beforeAll(async () => {
  handle = await createTestDb({ seed: false });
  db = handle.db;
  await ensureFormTokenKey(db);
}, 60_000); // PGlite starts and migrates slowly on a busy machine
afterAll(async () => handle.close());
beforeEach(async () => {
  await db.delete(quoteRequests);
});

const NOW = Date.UTC(2026, 5, 1, 15, 0, 0);
const OWNER = "owner@elite.test";

function formRequest(fields: Record<string, string>, init: { contentType?: string; body?: BodyInit } = {}) {
  return new Request("http://test/quote", {
    method: "POST",
    headers: { "content-type": init.contentType ?? "application/x-www-form-urlencoded" },
    body: init.body ?? new URLSearchParams(fields),
  });
}

type Extra = { token?: string; website?: string };
async function submit(
  values: Partial<QuoteValues> = {},
  { token = issueFormToken(NOW - 20_000), website = "" }: Extra = {},
  options: Partial<SubmitOptions> = {},
) {
  const fields = { ...buildQuoteValues(values), formToken: token, website };
  return submitQuote({
    request: formRequest(fields),
    clientAddress: "203.0.113.7",
    db,
    limiter: createRateLimiter({ limit: 1000, windowMs: 60_000 }),
    ownerEmail: OWNER,
    now: NOW,
    // The answer leaves 20 ms after the request came in, whatever the machine's load.
    elapsedMs: () => 20,
    ...options,
  });
}

const stored = async () => (await db.select({ n: count() }).from(quoteRequests))[0]!.n;
const outboxCount = async () => (await db.select({ n: count() }).from(outboxMessages))[0]!.n;

describe(`the quote action (${process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite"})`, () => {
  it("stores a valid request with its owner notification, then confirms", async () => {
    const { body, init } = await submit({ phone: "850.555.0199", location: "32571", welcomeOffer: "on" });
    expect(init.status).toBe(200);
    expect(body).toEqual({
      status: "sent",
      name: "Dana Whitfield",
      contactMethod: "text",
      areas: [
        { name: "Milton", path: "/service-areas/milton" },
        { name: "Pace", path: "/service-areas/pace" },
      ],
      welcomeOffer: true,
      token: expect.any(String),
    });
    // The next request from the same page gets a token of its own.
    if (body.status !== "sent") throw new Error("unreachable");
    expect(checkFormToken(body.token, NOW).kind).toBe("valid");
    const [row] = await db.select().from(quoteRequests);
    expect(row).toMatchObject({
      name: "Dana Whitfield",
      phone: "+18505550199",
      email: null,
      preferredContact: "text",
      service: "automotive",
      vehicleYear: 2021,
      vehicleMake: "Toyota",
      vehicleModel: "Tacoma",
      vehicleBody: "truck",
      location: "32571",
      serviceAreas: ["milton", "pace"],
      welcomeOffer: true,
    });
    const [mail] = await db.select().from(outboxMessages).where(eq(outboxMessages.quoteRequestId, row!.id));
    expect(mail).toMatchObject({ toAddress: OWNER, status: "pending", attempts: 0, replyTo: null });
    expect(mail!.subject).toBe(`New quote request #${row!.id}: Automotive tint for Dana Whitfield (20% offer)`);
    expect(mail!.textBody).toContain("(850) 555-0199");
    expect(mail!.textBody).toContain("2021 Toyota Tacoma (Truck)");
    expect(mail!.textBody).toContain("service area: Milton / Pace");
    expect(mail!.textBody).toContain("Claimed: 20% off any tint service for first-time customers");
  });

  it("answers field errors with status 400, keeping what was typed, and stores nothing", async () => {
    const { body, init } = await submit({
      name: "",
      phone: "",
      email: "dana@",
      service: "residential",
      propertyType: "",
    });
    expect(init.status).toBe(400);
    expect(body.status).toBe("invalid");
    if (body.status === "sent") throw new Error("unreachable");
    expect(Object.keys(body.errors).sort()).toEqual(["email", "name", "phone", "propertyType"]);
    expect(body.values).toMatchObject({ email: "dana@", service: "residential", message: "35% on the sides please." });
    expect(checkFormToken(body.token, NOW).kind).toBe("valid");
    expect(await stored()).toBe(0);
    expect(await outboxCount()).toBe(0);
  });

  it("tells a bot that fills the honeypot it was sent, and stores nothing", async () => {
    const { body, init } = await submit({}, { website: "https://spam.example" });
    expect(init.status).toBe(200);
    expect(body.status).toBe("sent");
    expect(await stored()).toBe(0);
    expect(await outboxCount()).toBe(0);
  });

  it("asks to send again, keeping everything, when the token is missing, forged or too old; the new token counts from now, so a person's press after reading gets through and an instant retry does not", async () => {
    const forged = issueFormToken(NOW - 60_000).replace(/.$/, (c) => (c === "A" ? "B" : "A"));
    for (const token of [
      "",
      FORM_TOKEN_PLACEHOLDER,
      "abc.def",
      forged,
      issueFormToken(NOW - FORM_TOKEN_MAX_AGE_MS - 1),
    ]) {
      const { body, init } = await submit({ message: "keep me" }, { token });
      expect(init.status, token).toBe(400);
      if (body.status === "sent") throw new Error(`told "sent" for token ${token} without storing it`);
      expect(body.formError).toMatch(/press Send again/);
      expect(body.values?.message).toBe("keep me");
      const instant = await submit({ message: "keep me" }, { token: body.token });
      expect(instant.body.status, "an instant retry").not.toBe("sent");
      if (instant.body.status === "sent") throw new Error("unreachable");
      expect(await stored()).toBe(0);
      // A person reads the message and presses Send again.
      const again = await submit({ message: "keep me" }, { token: instant.body.token }, { now: NOW + MIN_FILL_MS });
      expect(again.body.status).toBe("sent");
      expect(await stored()).toBe(1);
      await db.delete(quoteRequests);
    }
  });

  it("asks a submission faster than a person types (autofill, or a bot) to send again; the new token keeps the page's time, so pressing Send 3 s after the page was served, having read the answer, goes through", async () => {
    const servedAt = NOW - (MIN_FILL_MS - 1_000);
    const first = await submit({ message: "autofilled" }, { token: issueFormToken(servedAt) });
    expect(first.init.status).toBe(400);
    if (first.body.status === "sent") throw new Error("unreachable");
    expect(first.body.formError).toMatch(/That was quick!.*press Send again/);
    expect(first.body.values?.message).toBe("autofilled");
    // A person who reads the first answer for 2 s presses when the page is 3 s old: that would go through...
    const checkFirst = checkFormToken(first.body.token, NOW);
    if (checkFirst.kind !== "valid") throw new Error("unreachable");
    expect(checkFirst.hops).toBe(1);
    // The reading time counts from when the answer left (20 ms after the request, see submit()).
    expect(checkFirst.issuedAt + MIN_FILL_MS).toBe(NOW + 20 + MIN_READ_MS);
    // ...but this one pressed again at once: still too fast, counted from the page.
    const quick = await submit({ message: "autofilled" }, { token: first.body.token }, { now: NOW + 500 });
    if (quick.body.status === "sent") throw new Error("an immediate retry was stored");
    expect(quick.body.formError).toMatch(/That was quick!/);
    expect(await stored()).toBe(0);
    // The page is 3 s old now, but the answer came only 1.5 s ago: a bot retrying at once on a busy server.
    const stillQuick = await submit({ message: "autofilled" }, { token: quick.body.token }, { now: NOW + 2_000 });
    if (stillQuick.body.status === "sent") throw new Error("a retry 1.5 s after the answer was stored");
    expect(stillQuick.body.formError).toMatch(/take a moment to check your details, then press Send again/);
    expect(await stored()).toBe(0);
    // Each further answer in a row asks for a longer read (the third: 8 s).
    const early = await submit(
      { message: "autofilled" },
      { token: stillQuick.body.token },
      { now: NOW + 2_000 + readTimeAfter(3) - 1_000 },
    );
    if (early.body.status === "sent") throw new Error("stored before the reading time");
    // A person reads the answer, checks, presses Send again: stored, with what was typed.
    const lastAnswerAt = NOW + 2_000 + readTimeAfter(3) - 1_000;
    const person = await submit(
      { message: "autofilled" },
      { token: early.body.token },
      { now: lastAnswerAt + readTimeAfter(4) + 100 },
    );
    expect(person.body.status).toBe("sent");
    const [row] = await db.select().from(quoteRequests);
    expect(row!.message).toBe("autofilled");
  });

  it("stores 0 of 20 bots that post the instant they get the page and retry at once with each send-again token", async () => {
    for (let bot = 0; bot < 20; bot++) {
      let token = issueFormToken(NOW);
      for (let attempt = 0; attempt < 10; attempt++) {
        const { body } = await submit({ name: `Bot ${bot}` }, { token }, { now: NOW + attempt * 50 });
        if (body.status === "sent") throw new Error(`bot ${bot} stored on attempt ${attempt}`);
        token = body.token;
      }
    }
    expect(await stored()).toBe(0);
    // The same bots on a busy server: each retry comes 800 ms after the last, 8 s in all.
    for (let bot = 0; bot < 20; bot++) {
      let token = issueFormToken(NOW);
      for (let attempt = 0; attempt < 10; attempt++) {
        const { body } = await submit({ name: `Slow bot ${bot}` }, { token }, { now: NOW + attempt * 800 });
        if (body.status === "sent") throw new Error(`bot ${bot} stored on attempt ${attempt}`);
        token = body.token;
      }
    }
    expect(await stored()).toBe(0);
  });

  it("stores a token once: replayed 20 times, or by 20 requests at once (as on several servers), it stores at most the first", async () => {
    const token = issueFormToken(NOW - 20_000);
    const answers = [];
    for (let i = 0; i < 20; i++) answers.push(await submit({ name: `Replay ${i}` }, { token }));
    expect(answers[0]!.body.status).toBe("sent");
    for (const { body, init } of answers.slice(1)) {
      expect(init.status).toBe(400);
      if (body.status === "sent") throw new Error("a used token was stored again");
      expect(body.formError).toMatch(/already sent once.*press Send again/);
      // ...with a fresh token that starts counting now: a replaying loop never gets through.
      const check = checkFormToken(body.token, NOW);
      expect(check.kind === "valid" && check.ageMs).toBe(0);
    }
    expect(await stored()).toBe(1);

    const shared = issueFormToken(NOW - 20_000);
    const atOnce = await Promise.all(
      Array.from({ length: 20 }, (_, i) => submit({ name: `Parallel ${i}` }, { token: shared })),
    );
    expect(atOnce.filter((a) => a.body.status === "sent")).toHaveLength(1);
    expect(await stored()).toBe(2);
    expect(await outboxCount()).toBe(2);
  });

  it("does not let one page be turned into several tokens to spend later", async () => {
    // A bot collects send-again tokens by posting at once, waits, then spends them all.
    const collected = [issueFormToken(NOW)];
    for (let i = 0; i < 5; i++) {
      const { body } = await submit({}, { token: collected.at(-1)! });
      if (body.status === "sent") throw new Error("unreachable");
      collected.push(body.token);
    }
    const later = [];
    for (const token of collected) later.push((await submit({}, { token }, { now: NOW + 120_000 })).body.status);
    expect(later.filter((status) => status === "sent")).toHaveLength(1);
    expect(await stored()).toBe(1);
  });

  it("forgets used tokens once they have expired anyway", async () => {
    const old = issueFormToken(NOW - FORM_TOKEN_MAX_AGE_MS + 60_000);
    expect((await submit({}, { token: old })).body.status).toBe("sent");
    const check = checkFormToken(old, NOW);
    if (check.kind !== "valid") throw new Error("unreachable");
    expect(await pruneFormTokenUses(db, NOW)).toBe(0); // still valid: its use is kept
    expect(await recordFormTokenUse(db, check)).toBe(false);
    expect(await pruneFormTokenUses(db, NOW + 3 * 60_000)).toBeGreaterThanOrEqual(1);
    expect(checkFormToken(old, NOW + 3 * 60_000).kind).toBe("expired");
  });

  it("limits submissions per address with a clear 429, keeping what was typed", async () => {
    const limiter = createRateLimiter({ limit: 2, windowMs: 10 * 60_000 });
    expect((await submit({}, {}, { limiter })).init.status).toBe(200);
    expect((await submit({}, {}, { limiter })).init.status).toBe(200);
    const { body, init } = await submit({ message: "third" }, {}, { limiter });
    expect(init.status).toBe(429);
    expect(new Headers(init.headers).get("Retry-After")).toMatch(/^\d+$/);
    if (body.status === "sent") throw new Error("unreachable");
    expect(body.formError).toMatch(/wait 10 minutes.*\(850\) 555-0142/);
    expect(body.values?.message).toBe("third");
    expect(await stored()).toBe(2);
    const other = await submit({}, {}, { limiter, clientAddress: "198.51.100.4" });
    expect(other.init.status).toBe(200);
  });

  it("refuses bodies over the limit, other content types and unreadable forms with a 4xx", async () => {
    const huge = {
      ...buildQuoteValues({ message: "x".repeat(MAX_BODY_BYTES) }),
      formToken: issueFormToken(NOW - 20_000),
    };
    const base = {
      clientAddress: "203.0.113.9",
      db,
      ownerEmail: OWNER,
      now: NOW,
      limiter: createRateLimiter({ limit: 100, windowMs: 1000 }),
    };
    expect((await submitQuote({ ...base, request: formRequest(huge) })).init.status).toBe(413);
    // Without a Content-Length (a chunked upload), counted while read.
    const stream = new Blob([new URLSearchParams(huge).toString()]).stream();
    const chunked = new Request("http://test/quote", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: stream,
      duplex: "half",
    } as RequestInit);
    expect((await submitQuote({ ...base, request: chunked })).init.status).toBe(413);
    const json = await submitQuote({
      ...base,
      request: formRequest({}, { contentType: "application/json", body: JSON.stringify(buildQuoteValues()) }),
    });
    expect(json.init.status).toBe(415);
    const broken = await submitQuote({
      ...base,
      request: formRequest({}, { contentType: "multipart/form-data; boundary=x", body: "--x\r\nnot a part" }),
    });
    expect(broken.init.status).toBe(400);
    expect(await stored()).toBe(0);
  });

  it("stores hostile text as text and escapes it in the owner's email", async () => {
    const script = "<script>alert('x')</script>";
    await submit({
      name: `Eve ${script}`,
      message: `<img src=x onerror=alert(1)> & ${script}`,
      email: "eve@example.com",
    });
    const [row] = await db.select().from(quoteRequests);
    expect(row!.name).toBe(`Eve ${script}`);
    expect(row!.message).toBe(`<img src=x onerror=alert(1)> & ${script}`);
    const [mail] = await db.select().from(outboxMessages);
    expect(mail!.htmlBody).not.toContain("<script>");
    expect(mail!.htmlBody).not.toContain("<img src=x");
    expect(mail!.htmlBody).toContain("Eve &lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;");
    expect(mail!.htmlBody).toContain("&lt;img src=x onerror=alert(1)&gt; &amp; ");
    expect(mail!.replyTo).toBe("eve@example.com");
  });

  it("answers a database outage with a 503 and Retry-After beside the form, keeping everything typed", async () => {
    const down = markAsDatabaseError(
      Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" }),
    );
    const limiter = { take: () => Promise.reject(down) };
    const outageIn = new Proxy(db, {
      get: (target, prop) => (prop === "transaction" ? () => Promise.reject(down) : Reflect.get(target, prop)),
    });
    for (const options of [{ limiter }, { db: outageIn }]) {
      const { body, init } = await submit({ message: "keep me" }, {}, { ...options, log: createLogger("silent") });
      expect(init.status).toBe(503);
      expect(new Headers(init.headers).get("retry-after")).toMatch(/^\d+$/);
      if (body.status === "sent") throw new Error("unreachable");
      expect(body.formError).toMatch(/couldn't (take|save) your request.*still here/);
      expect(body.values?.message).toBe("keep me");
    }
  });

  it("answers a storage failure with a 503 that keeps everything typed, logs no statement or parameter, and leaves the token good for the retry", async () => {
    // What a driver's error looks like: the statement and what the visitor typed in its message.
    const failure = new Error(
      `Failed query: insert into "quote_requests" ("name", "message") values ($1, $2)\nparams: Dana,don't lose me`,
      {
        cause: Object.assign(new Error("value too long"), { code: "22001" }),
      },
    );
    const failing = new Proxy(db, {
      get: (target, prop) => (prop === "transaction" ? () => Promise.reject(failure) : Reflect.get(target, prop)),
    });
    const logged: string[] = [];
    const log = withFields(
      createLogger("info", (line) => void logged.push(line)),
      { id: "req-42" },
    );
    const token = issueFormToken(NOW - 20_000);
    const answer = await submit({ message: "don't lose me" }, { token }, { db: failing, log });
    const { body, init } = answer;
    expect(init.status).toBe(503);
    if (body.status === "sent") throw new Error("unreachable");
    expect(body.formError).toMatch(/couldn't save your request.*still here.*\(850\) 555-0142/);
    expect(body.values?.message).toBe("don't lose me");
    expect(logged).toHaveLength(1);
    expect(JSON.parse(logged[0]!)).toEqual({
      time: expect.any(String),
      level: "error",
      msg: "quote request not stored",
      id: "req-42",
      error: "Error",
      code: "22001",
    });
    expect(logged[0]).not.toMatch(/lose me|insert|quote_requests|Dana/);
    // The failed write used nothing up: the same token stores on the retry.
    expect(body.token).toBe(token);
    expect((await submit({ message: "don't lose me" }, { token: body.token })).body.status).toBe("sent");
  });
});
