import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { slotClearOfLead } from "./slots.ts";

// As deployed (playwright.proxy.config.ts: nginx with deploy/nginx.conf in front
// of a server with SITE_URL=https://...): the site's origin is SITE_URL's, never
// the client's Host (docs/decisions/019). nginx passes the Host it was sent, so a
// forged one reaches the server; it must not decide where a payer is sent back
// to, nor React Router's action origin check, which sees the site's https origin.

const FORGED = { host: "evil.example", "x-forwarded-host": "evil.example" };
/** The server itself, behind nginx: a client that reaches it directly forges the same way. */
const upstream = `http://127.0.0.1:${process.env.E2E_PORT}`;

test("the site's own https origin may post to a page's action; any other origin is refused", async ({
  request,
  baseURL,
}) => {
  const site = new URL(baseURL!).origin;
  expect(site).toMatch(/^https:/);
  const choice = { kind: "vehicle", body: "sedan-coupe", film: "ceramic", front: "35", back: "15", rear: "15" };
  const own = await request.post("/book", { headers: { origin: site }, form: choice });
  expect(own.status()).toBe(200);
  expect(await own.text()).toContain("Choose a time");
  for (const origin of ["https://evil.example", site.replace("https:", "http:"), upstream]) {
    for (const headers of [{ origin }, { origin, ...FORGED }]) {
      const foreign = await request.post("/book", { headers, form: choice });
      expect(foreign.status(), JSON.stringify(headers)).toBe(400);
      expect(await foreign.text()).not.toContain("Choose a time");
    }
  }
});

test("the console refuses a cross-site write whose Host (and X-Forwarded-Proto) are forged to match its Origin", async ({
  request,
  baseURL,
}) => {
  const site = new URL(baseURL!).origin;
  const evil = { origin: "https://evil.example", host: "evil.example", "x-forwarded-proto": "https" };
  for (const base of [site, upstream]) {
    for (const path of ["/admin/sign-out", "/api/auth/sign-in/email"]) {
      const refused = await request.post(`${base}${path}`, { headers: evil, form: { email: "a@b.example" } });
      expect(refused.status(), `${base}${path}`).toBe(403);
      expect(await refused.json()).toEqual({ error: "Cross-site requests to the console are refused." });
    }
  }
});

const checkoutFrom = (request: APIRequestContext, url: string, returnOrigin: string) =>
  request.post(url, {
    headers: FORGED,
    data: {
      items: [{ variant_id: "gift-50", quantity: 1 }],
      successUrl: `${returnOrigin}/success`,
      cancelUrl: `${returnOrigin}/shop`,
      timeZone: "UTC",
    },
  });

test("a checkout with a forged Host and X-Forwarded-Host returns the payer to the site's origin only", async ({
  request,
  baseURL,
}) => {
  const site = new URL(baseURL!).origin;
  for (const base of [site, upstream]) {
    const url = `${base}/store/elite-tint/checkout`;
    for (const forgedOrigin of ["http://evil.example", "https://evil.example"]) {
      const refused = await checkoutFrom(request, url, forgedOrigin);
      expect(refused.status(), `${base} ${forgedOrigin}`).toBe(400);
      expect(await refused.json()).toEqual({ error: "successUrl must be a page of this site" });
    }
    const started = await checkoutFrom(request, url, site);
    expect(started.status(), base).toBe(200);
    const { url: payment } = (await started.json()) as { url: string };
    expect(payment.startsWith(`${site}/pay/cs_test_`), payment).toBe(true);
  }
});

test("a booking with a forged Host and X-Forwarded-Host is paid for and confirmed on the site's origin", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const site = new URL(baseURL!).origin;
  const step = "/book/when?kind=vehicle&body=sedan-coupe&film=ceramic&front=35&back=15&rear=15";
  await page.goto(`${step}&where=32566`);
  const slots = page.locator('section#times input[name="slot"]');
  await expect(slots.first()).toBeVisible();
  // The choice, the place and the area, as the page's form sends them.
  const hidden = await page
    .locator('form:has(section#times) input[type="hidden"]')
    .evaluateAll((inputs) =>
      Object.fromEntries(inputs.map((i) => [(i as HTMLInputElement).name, (i as HTMLInputElement).value])),
    );
  const who = { name: "Forged Host", phone: "850-555-0100", address: "12 Gulf Blvd, Navarre, FL 32566" };
  for (const [i, base] of [site, upstream].entries()) {
    // Far apart: the first hold takes its time and the hours around it.
    const slot =
      i === 0
        ? (await slotClearOfLead(page.locator("section#times"))).value
        : (await slots.last().getAttribute("value"))!;
    const held = await page.request.post(`${base}${step}`, {
      headers: FORGED,
      form: { ...hidden, ...who, email: `forged.host.${i}@example.com`, slot, contactEmail: "on" },
      maxRedirects: 0,
    });
    expect(held.status(), base).toBe(303);
    const payment = held.headers().location!;
    expect(payment.startsWith(`${site}/pay/cs_test_`), payment).toBe(true);
    const paid = await page.request.post(`${new URL(payment).pathname}`, {
      headers: { origin: site },
      form: { intent: "pay", email: "", name: "Test Buyer", phone: "850 555 0100", method: "pickup" },
      maxRedirects: 0,
    });
    expect(paid.status()).toBe(302);
    expect(paid.headers().location).toMatch(
      new RegExp(`^${site.replace(/[.]/g, "\\.")}/book/confirmed\\?session_id=cs_test_`),
    );
  }
});
