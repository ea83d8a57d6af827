import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Db, DbHandle } from "~/db/client.server.ts";
import { outboxMessages, quoteRequests } from "~/db/schema.ts";
import { createTestDb } from "~/db/test-db.server.ts";
import { createRateLimiter } from "~/lib/rate-limit.ts";
import { buildQuoteValues } from "./builders.ts";
import { FORM_TOKEN_PLACEHOLDER, MIN_FILL_MS } from "./form-token.ts";
import { checkFormToken, FORM_TOKEN_MAX_AGE_MS, issueFormToken } from "./form-token.server.ts";
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
async function submit(values: Partial<QuoteValues> = {}, { token = issueFormToken(NOW - 20_000), website = "" }: Extra = {}, options: Partial<SubmitOptions> = {}) {
  const fields = { ...buildQuoteValues(values), formToken: token, website };
  return submitQuote({
    request: formRequest(fields),
    clientAddress: "203.0.113.7",
    db,
    limiter: createRateLimiter({ limit: 1000, windowMs: 60_000 }),
    ownerEmail: OWNER,
    now: NOW,
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
    });
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
    const { body, init } = await submit({ name: "", phone: "", email: "dana@", service: "residential", propertyType: "" });
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

  it("asks to send again, keeping everything, when the token is missing, forged, too old, or younger than a person types (autofill, or a bot); the new token works at once", async () => {
    const forged = issueFormToken(NOW - 60_000).replace(/.$/, (c) => (c === "A" ? "B" : "A"));
    const tooFast = issueFormToken(NOW - (MIN_FILL_MS - 500));
    for (const token of ["", FORM_TOKEN_PLACEHOLDER, "abc.def", forged, issueFormToken(NOW - FORM_TOKEN_MAX_AGE_MS - 1), tooFast]) {
      const { body, init } = await submit({ message: "keep me" }, { token });
      expect(init.status, token).toBe(400);
      if (body.status === "sent") throw new Error(`told "sent" for token ${token} without storing it`);
      expect(body.formError).toMatch(/press Send again/);
      expect(body.values?.message).toBe("keep me");
      expect(await stored()).toBe(0);
      // A person presses Send again straight away: not mistaken for a bot.
      const again = await submit({ message: "keep me" }, { token: body.token });
      expect(again.body.status).toBe("sent");
      expect(await stored()).toBe(1);
      await db.delete(quoteRequests);
    }
  });

  it("issues tokens exactly as long as the placeholder prerendered pages carry (so the server can stitch them in)", () => {
    for (const at of [NOW, NOW - 60_000, Date.UTC(2040, 0, 1)]) expect(issueFormToken(at)).toHaveLength(FORM_TOKEN_PLACEHOLDER.length);
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
    const huge = { ...buildQuoteValues({ message: "x".repeat(MAX_BODY_BYTES) }), formToken: issueFormToken(NOW - 20_000) };
    const base = { clientAddress: "203.0.113.9", db, ownerEmail: OWNER, now: NOW, limiter: createRateLimiter({ limit: 100, windowMs: 1000 }) };
    expect((await submitQuote({ ...base, request: formRequest(huge) })).init.status).toBe(413);
    // Without a Content-Length (a chunked upload), counted while read.
    const stream = new Blob([new URLSearchParams(huge).toString()]).stream();
    const chunked = new Request("http://test/quote", { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: stream, duplex: "half" } as RequestInit);
    expect((await submitQuote({ ...base, request: chunked })).init.status).toBe(413);
    const json = await submitQuote({ ...base, request: formRequest({}, { contentType: "application/json", body: JSON.stringify(buildQuoteValues()) }) });
    expect(json.init.status).toBe(415);
    const broken = await submitQuote({ ...base, request: formRequest({}, { contentType: "multipart/form-data; boundary=x", body: "--x\r\nnot a part" }) });
    expect(broken.init.status).toBe(400);
    expect(await stored()).toBe(0);
  });

  it("stores hostile text as text and escapes it in the owner's email", async () => {
    const script = "<script>alert('x')</script>";
    await submit({ name: `Eve ${script}`, message: `<img src=x onerror=alert(1)> & ${script}`, email: "eve@example.com" });
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

  it("answers a storage failure with a 503 that keeps everything typed", async () => {
    const failing = new Proxy(db, {
      get: (target, prop) => (prop === "transaction" ? () => Promise.reject(new Error("connection lost")) : Reflect.get(target, prop)),
    });
    const { body, init } = await submit({ message: "don't lose me" }, {}, { db: failing });
    expect(init.status).toBe(503);
    if (body.status === "sent") throw new Error("unreachable");
    expect(body.formError).toMatch(/couldn't save your request.*still here.*\(850\) 555-0142/);
    expect(body.values?.message).toBe("don't lose me");
    expect(checkFormToken(body.token, NOW).kind).toBe("valid");
  });
});
