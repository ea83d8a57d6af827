import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { startOwnServer, type OwnServer } from "./own-server.ts";
import { holdFirstTime, startGiftCheckout } from "./visitor-requests.ts";

// Pages that carry a secret (a booking's manage token, a payment session) or a
// customer's data are never stored by a browser or a shared cache
// (Cache-Control: no-store), nor are their .data requests; and the request log
// of a server that served them holds none of the secrets. A server of its own,
// logging every request.

let server: OwnServer;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  server = await startOwnServer({ LOG_LEVEL: "info" });
});
test.afterAll(async () => {
  await server?.stop();
});

/** Pays a test payment session; returns where the payment page sends the payer. */
async function pay(request: APIRequestContext, payPath: string) {
  // A gift card's code is sent by email: the page asks for one.
  const paid = await request.post(`${server.origin}${payPath}`, {
    form: { intent: "pay", email: "buyer@example.com" },
    maxRedirects: 0,
  });
  expect(paid.status()).toBeGreaterThanOrEqual(300);
  return new URL(paid.headers()["location"]!, server.origin);
}

test("the booking, payment and receipt pages are never stored, and the log names none of their secrets", async ({
  request,
}) => {
  test.setTimeout(90_000);
  // A booking held and paid: its payment page, its confirmation, its manage link and calendar file.
  const held = await holdFirstTime(request, server.origin);
  const bookingPay = new URL(held.headers()["location"]!).pathname;
  const bookingSession = bookingPay.split("/").pop()!;
  const confirmed = await pay(request, bookingPay);
  expect(confirmed.pathname).toBe("/book/confirmed");
  const confirmation = await (await request.get(confirmed.href)).text();
  const manage = /href="(\/book\/manage\/([A-Za-z0-9_-]{20,}))"/.exec(confirmation)!;
  const [, managePath, manageToken] = manage;

  // A shop order paid: its receipt, at both addresses the payment page may send the payer to.
  const started = await startGiftCheckout(request, server.origin);
  const shopPay = new URL(((await started.json()) as { url: string }).url).pathname;
  const shopSession = shopPay.split("/").pop()!;
  const receipt = await pay(request, shopPay);
  expect(receipt.searchParams.get("session_id")).toBe(shopSession);

  const setPasswordToken = "tok_NotARealOneButSecretAll0fTheSame";
  const pages = [
    bookingPay,
    `${bookingPay}.data`,
    `${confirmed.pathname}${confirmed.search}`,
    `/book/confirmed.data${confirmed.search}`,
    managePath!,
    `${managePath}.data`,
    `${managePath}/appointment.ics`,
    shopPay,
    `/success?session_id=${shopSession}`,
    `/success.data?session_id=${shopSession}`,
    `/checkout-success?session_id=${shopSession}`,
    `/checkout-success.data?session_id=${shopSession}`,
    `/admin/set-password?token=${setPasswordToken}`,
  ];
  for (const path of pages) {
    const res = await request.get(`${server.origin}${path}`, { maxRedirects: 0 });
    expect(res.status(), path).toBeLessThan(400);
    expect(res.headers()["cache-control"], path).toBe("no-store");
  }

  // Every request above is in the log, by its route, without the secret it carried.
  const log = server.log();
  expect(log).toContain('"path":"/book/manage/[redacted]"');
  expect(log).toContain('"path":"/pay/[redacted]"');
  for (const secret of [manageToken!, bookingSession, shopSession, setPasswordToken])
    expect(log.includes(secret), `the log holds ${secret}`).toBe(false);
});
