import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

// A fake Stripe API on loopback, speaking the real protocol (form-encoded
// requests, JSON answers) for the calls the site makes: creating a Checkout
// Session, the shipping rates of one with goods, and a refund. The real SDK talks to it
// (STRIPE_API_URL, or createStripeClient's base URL), and it records what it
// was sent.

export type StripeRequest = { method: string; path: string; headers: IncomingHttpHeaders; form: URLSearchParams };

export type FakeStripe = {
  /** Where the SDK should send its requests. */
  url: string;
  /** Every request received, in order. */
  requests: StripeRequest[];
  /** The Idempotency-Key of every refund asked for. */
  refundKeys: () => string[];
  close: () => Promise<void>;
};

export async function startFakeStripe({
  sessionPrefix = "cs_test_fake_",
}: { sessionPrefix?: string } = {}): Promise<FakeStripe> {
  const requests: StripeRequest[] = [];
  let sessions = 0;
  let rates = 0;
  const server = createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk) => (raw += chunk));
    req.on("end", () => {
      requests.push({
        method: req.method ?? "",
        path: req.url ?? "",
        headers: req.headers,
        form: new URLSearchParams(raw),
      });
      res.setHeader("Content-Type", "application/json");
      if (req.url === "/v1/checkout/sessions") {
        sessions += 1;
        const id = `${sessionPrefix}${sessions}`;
        res.end(JSON.stringify({ id, object: "checkout.session", url: `https://checkout.stripe.example/c/pay/${id}` }));
      } else if (req.url === "/v1/shipping_rates") {
        rates += 1;
        const form = new URLSearchParams(raw);
        res.end(
          JSON.stringify({
            id: `shr_fake_${rates}`,
            object: "shipping_rate",
            display_name: form.get("display_name"),
            fixed_amount: {
              amount: Number(form.get("fixed_amount[amount]")),
              currency: form.get("fixed_amount[currency]"),
            },
          }),
        );
      } else if (req.url === "/v1/refunds") {
        res.end(JSON.stringify({ id: `re_${requests.length}`, object: "refund", status: "succeeded" }));
      } else {
        res.statusCode = 404;
        res.end(JSON.stringify({ error: { message: "not faked", type: "invalid_request_error" } }));
      }
    });
  });
  await new Promise<void>((ready) => server.listen(0, "127.0.0.1", ready));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    refundKeys: () => requests.filter((r) => r.path === "/v1/refunds").map((r) => String(r.headers["idempotency-key"])),
    close: () => new Promise((done) => server.close(() => done())),
  };
}
