import type { APIResponse } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { startOwnServer, type OwnServer } from "./own-server.ts";
import { holdFirstTime, startGiftCheckout } from "./visitor-requests.ts";

// Every answer that says "too many" (429) says when to come back (Retry-After),
// whichever limit gave it and whether it is a page, a page's .data request or
// an API: the quote form, the chat, the shop's checkout, the booking's holds
// and hourly cap, the console's sign-in. A server of its own with low limits.

test.describe.configure({ mode: "serial" });

let server: OwnServer;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  server = await startOwnServer({
    QUOTE_RATE_LIMIT: "1",
    CHAT_RATE_LIMIT_PER_MINUTE: "1",
    CHECKOUT_RATE_LIMIT_PER_HOUR: "4",
    TRUSTED_PROXIES: "1",
  });
});
test.afterAll(async () => {
  await server?.stop();
});

let visitors = 0;
/** A visitor address of its own, as the trusted proxy reports it. */
const visitor = () => ({ "x-forwarded-for": `198.51.100.${(visitors += 1)}` });

/** The 429 says when to come back: a whole number of seconds, at most `max`. */
function expectRetryAfter(res: APIResponse, max: number) {
  expect(res.status(), res.url()).toBe(429);
  const seconds = Number(res.headers()["retry-after"]);
  expect(Number.isInteger(seconds) && seconds > 0 && seconds <= max, `${res.url()}: ${seconds}`).toBe(true);
}

/** Sends until the limit answers 429 (at most `tries`), and returns that answer. */
async function untilRefused(send: () => Promise<APIResponse>, tries: number) {
  for (let i = 0; i < tries; i += 1) {
    const res = await send();
    if (res.status() === 429) return res;
  }
  throw new Error(`no 429 in ${tries} tries`);
}

test("the quote form: the page and its .data request", async ({ request }) => {
  for (const path of ["/?index", "/_.data?index"]) {
    const headers = visitor();
    const post = () => request.post(`${server.origin}${path}`, { headers, form: { name: "Dana" } });
    expectRetryAfter(await untilRefused(post, 2), 600);
  }
});

test("the chat and the shop's checkout", async ({ request }) => {
  const chat = visitor();
  const ask = () =>
    request.post(`${server.origin}/api/chatbot`, {
      headers: chat,
      data: { messages: [{ role: "user", content: "hi" }] },
    });
  expectRetryAfter(await untilRefused(ask, 2), 60);
  const shopper = visitor();
  expectRetryAfter(await untilRefused(() => startGiftCheckout(request, server.origin, shopper), 5), 3600);
});

test("booking: past the times one visitor may hold, and past the hourly cap, page and .data", async ({ request }) => {
  test.setTimeout(90_000);
  // Three times held while paying is the most; the fourth waits for the first to lapse.
  const holder = visitor();
  for (let i = 0; i < 3; i += 1)
    expect((await holdFirstTime(request, server.origin, { headers: holder })).status()).toBe(303);
  expectRetryAfter(await holdFirstTime(request, server.origin, { headers: holder }), 15 * 60);
  expectRetryAfter(await holdFirstTime(request, server.origin, { headers: holder, data: true }), 15 * 60);
  // Four checkouts in the hour from one address: the booking after them waits for the hour.
  const busy = visitor();
  for (let i = 0; i < 4; i += 1) expect((await startGiftCheckout(request, server.origin, busy)).status()).toBe(200);
  expectRetryAfter(await holdFirstTime(request, server.origin, { headers: busy }), 3600);
  expectRetryAfter(await holdFirstTime(request, server.origin, { headers: busy, data: true }), 3600);
});

test("the console's sign-in: the page and better-auth's endpoint", async ({ request }) => {
  test.setTimeout(90_000);
  const page = visitor();
  const signIn = () =>
    request.post(`${server.origin}/admin/sign-in`, {
      headers: page,
      form: { email: "nobody@example.com", password: "not the password" },
    });
  expectRetryAfter(await untilRefused(signIn, 40), 3600);
  const api = visitor();
  const signInApi = () =>
    request.post(`${server.origin}/api/auth/sign-in/email`, {
      headers: api,
      data: { email: "nobody@example.com", password: "not the password" },
    });
  expectRetryAfter(await untilRefused(signInApi, 40), 3600);
});
