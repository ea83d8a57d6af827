import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { startOwnServer, type OwnServer } from "./own-server.ts";

// Pages that carry a secret (a booking's manage token, a payment session) or a
// customer's data are never stored by a browser or a shared cache
// (Cache-Control: no-store), nor are their .data requests; and the request log
// of a server that served them holds none of the secrets. A server of its own,
// logging every request.

let server: OwnServer;

test.beforeAll(async () => {
  server = await startOwnServer({ LOG_LEVEL: "info" });
});
test.afterAll(async () => {
  await server?.stop();
});

const SEDAN = "kind=vehicle&body=sedan-coupe&film=ceramic&front=35&back=15&rear=15";

/** Pays a test payment session; returns where the payment page sends the payer. */
async function pay(request: APIRequestContext, payPath: string) {
  const paid = await request.post(`${server.origin}${payPath}`, { form: { intent: "pay" }, maxRedirects: 0 });
  expect(paid.status()).toBeGreaterThanOrEqual(300);
  return new URL(paid.headers()["location"]!, server.origin);
}

test("the booking, payment and receipt pages are never stored, and the log names none of their secrets", async ({
  request,
}) => {
  test.setTimeout(90_000);
  // A booking held and paid: its payment page, its confirmation, its manage link and calendar file.
  const when = await (await request.get(`${server.origin}/book/when?${SEDAN}&where=32566`)).text();
  const held = await request.post(`${server.origin}/book/when?${SEDAN}&where=32566`, {
    maxRedirects: 0,
    form: {
      ...Object.fromEntries(new URLSearchParams(SEDAN)),
      where: "32566",
      area: "navarre",
      slot: /name="slot" value="([^"]+)"/.exec(when)![1]!,
      name: "Dana Reyes",
      phone: "850-555-0100",
      email: "dana@example.com",
      address: "12 Gulf Blvd, Navarre, FL 32566",
    },
  });
  const bookingPay = new URL(held.headers()["location"]!).pathname;
  const bookingSession = bookingPay.split("/").pop()!;
  const confirmed = await pay(request, bookingPay);
  expect(confirmed.pathname).toBe("/book/confirmed");
  const confirmation = await (await request.get(confirmed.href)).text();
  const manage = /href="(\/book\/manage\/([A-Za-z0-9_-]{20,}))"/.exec(confirmation)!;
  const [, managePath, manageToken] = manage;

  // A shop order paid: its receipt, at both addresses the payment page may send the payer to.
  const started = await request.post(`${server.origin}/store/elite-tint/checkout`, {
    data: {
      items: [{ variant_id: "gift-50", quantity: 1 }],
      successUrl: `${server.origin}/success`,
      cancelUrl: `${server.origin}/shop`,
      timeZone: "UTC",
    },
  });
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
