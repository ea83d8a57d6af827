import fc from "fast-check";
import Stripe from "stripe";
import { expect, test } from "./fixtures.ts";
import { startFakeStripe, type FakeStripe } from "../support/fake-stripe.ts";
import { fillPattern, loadRouteTable, send, startOwnServer, type OwnServer, type SendOptions } from "./own-server.ts";

// Issue 12: random requests over every route and method of the route table,
// against a production server with Stripe configured (a fake Stripe on
// loopback), so the webhook verifies and applies signed events of odd shapes.
// Nothing may answer 5xx or show a stack trace, and the log must stay clean.
// The corpus is drawn from a seed (FUZZ_SEED to replay a failure).

const SEED = Number(process.env.FUZZ_SEED ?? 20261124);
const RUNS = 1200;
const PARALLEL = 6;
const WEBHOOK_SECRET = "whsec_fuzz_secret";
const signer = new Stripe("sk_test_fuzz");

const segment = fc.oneof(
  fc.constantFrom(
    "elite-tint",
    "aftercare-kit",
    "navarre",
    "florida-window-tint-law-guide",
    "automotive-window-tinting",
    "tps_0123456789abcdef",
    "1",
    "",
  ),
  fc.constantFrom(
    "..",
    "..%2f..%2fpackage.json",
    "%2e%2e",
    "%00",
    "%",
    "%E0%A4%A",
    "%F0%9F%98%80",
    "%C3%BC%C3%B1%C3%AF",
    "<script>",
    "a;b",
    "~",
    "' or 1=1",
  ),
  fc.string({ maxLength: 20 }).map(encodeURIComponent),
  fc.integer({ min: 200, max: 4000 }).map((n) => "a".repeat(n)),
);
const query = fc.array(
  fc.tuple(
    fc.constantFrom(
      "index",
      "_routes",
      "offset",
      "limit",
      "ids[]",
      "product_ids[]",
      "fields",
      "field",
      "sort_by",
      "order",
      "is_hidden",
      "to_date",
      "session_id",
      "q",
    ),
    fc.oneof(fc.constant(""), fc.string({ maxLength: 12 }), fc.integer().map(String)),
  ),
  { maxLength: 4 },
);
const contentType = fc.constantFrom(
  undefined,
  "application/json",
  "application/json; charset=utf-8",
  "application/x-www-form-urlencoded",
  "multipart/form-data",
  "multipart/form-data; boundary=fuzz",
  "text/plain",
  "application/octet-stream",
  "text/html",
  "application/json; boundary=x",
  "garbage/x",
);
const json = fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v) ?? "null");
const body = fc.oneof(
  fc.constant(""),
  json,
  json.map((text) => text.slice(0, Math.max(1, text.length - 1)) + "{"),
  fc
    .dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 30 }))
    .map((d) => new URLSearchParams(d).toString()),
  fc.constant('--fuzz\r\nContent-Disposition: form-data; name="intent"\r\n\r\npay\r\n--fuzz--\r\n'),
  fc.constant('--fuzz\r\nContent-Disposition: form-data; name="intent"\r\n\r\npay'),
  fc.constant("--other\r\nnonsense\r\n\r\n"),
  fc
    .record({
      messages: fc.array(
        fc.record({
          role: fc.constantFrom("user", "assistant", "system", 3),
          content: fc.oneof(fc.string({ maxLength: 50 }), fc.integer()),
        }),
        { maxLength: 3 },
      ),
    })
    .map((v) => JSON.stringify(v)),
  fc
    .record({
      items: fc.array(
        fc.record({ variant_id: fc.string({ maxLength: 12 }), quantity: fc.oneof(fc.integer(), fc.double()) }),
        { maxLength: 3 },
      ),
      successUrl: fc.string(),
      cancelUrl: fc.webUrl(),
    })
    .map((v) => JSON.stringify(v)),
  fc.uint8Array({ maxLength: 2000 }).map((bytes) => Buffer.from(bytes)),
  fc.integer({ min: 10_000, max: 600_000 }).map((n) => Buffer.alloc(n, 0x7b)),
);

type Planned = SendOptions & { body: Buffer };

const anyRequest = (patterns: string[], withAction: string[]) =>
  fc
    .record({
      method: fc.constantFrom(
        "GET",
        "GET",
        "HEAD",
        "POST",
        "POST",
        "POST",
        "PUT",
        "DELETE",
        "PATCH",
        "OPTIONS",
        "PROPFIND",
      ),
      // Half the requests go to the routes that read a body.
      pattern: fc.oneof(fc.constantFrom(...patterns), fc.constantFrom(...withAction)),
      segments: fc.array(segment, { minLength: 3, maxLength: 3 }),
      suffix: fc.constantFrom("", "", "", "/", ".data", "/_.data"),
      query,
      type: contentType,
      accept: fc.constantFrom(undefined, "text/html", "application/json", "*/*", "text/x-script"),
      body,
      lengthLie: fc.constantFrom(undefined, undefined, undefined, "shorter", "huge"),
      forwardedFor: fc.option(fc.ipV4()),
    })
    .map(
      ({
        method,
        pattern,
        segments,
        suffix,
        query: q,
        type,
        accept,
        body: content,
        lengthLie,
        forwardedFor,
      }): Planned => {
        let i = 0;
        const path = fillPattern(pattern, () => segments[i++ % segments.length]!) + suffix;
        const search = q.length
          ? `?${q.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join("&")}`
          : "";
        const bytes = Buffer.isBuffer(content) ? content : Buffer.from(content);
        const headers: Record<string, string> = {};
        if (type) headers["Content-Type"] = type;
        if (accept) headers.Accept = accept;
        if (forwardedFor) headers["X-Forwarded-For"] = forwardedFor;
        // A Content-Length shorter than the body (the rest is garbage after the request), or far larger than any limit.
        if (lengthLie === "shorter" && bytes.length > 1)
          headers["Content-Length"] = String(Math.floor(bytes.length / 2));
        if (lengthLie === "huge") headers["Content-Length"] = String(10 ** 9);
        const withBody = method !== "GET" && method !== "HEAD" ? bytes : lengthLie ? bytes : Buffer.alloc(0);
        return {
          method,
          path: (path || "/") + search,
          headers,
          body: lengthLie === "huge" ? bytes.subarray(0, 100) : withBody,
        };
      },
    );

/** Events with the right signature and odd shapes. */
const stripeEvent = fc
  .record({
    id: fc.oneof(fc.string({ maxLength: 30 }), fc.integer(), fc.constant(null), fc.constant("evt_\u0000")),
    type: fc.oneof(
      fc.constantFrom(
        "checkout.session.completed",
        "checkout.session.async_payment_succeeded",
        "checkout.session.async_payment_failed",
        "checkout.session.expired",
        "invoice.paid",
        "checkout.session.",
      ),
      fc.integer(),
      fc.constant(null),
    ),
    data: fc.oneof(
      fc.constant(undefined),
      fc.constant({}),
      fc.record({ object: fc.anything({ maxDepth: 2 }) }),
      fc.record({
        object: fc.record(
          {
            client_reference_id: fc.oneof(
              fc.string({ maxLength: 40 }),
              fc.integer(),
              fc.constant(null),
              fc.constant("ord_\u0000"),
              fc.constant("x".repeat(400)),
            ),
            metadata: fc.oneof(
              fc.constant(null),
              fc.string(),
              fc.record({ order_id: fc.oneof(fc.string(), fc.integer(), fc.constant(null)) }),
            ),
            payment_intent: fc.oneof(
              fc.string({ maxLength: 20 }),
              fc.constant(null),
              fc.record({ id: fc.oneof(fc.string(), fc.integer()) }),
              fc.integer(),
            ),
            payment_status: fc.oneof(
              fc.constantFrom("paid", "unpaid", "no_payment_required"),
              fc.integer(),
              fc.constant(null),
            ),
          },
          { requiredKeys: [] },
        ),
      }),
    ),
  })
  .map((event): Planned => {
    const payload = JSON.stringify(event);
    return {
      method: "POST",
      path: "/api/stripe/webhook",
      headers: {
        "Content-Type": "application/json",
        "Stripe-Signature": signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
      },
      body: Buffer.from(payload),
    };
  });

const STACK_TRACE = [
  /^\s+at .+[:(]/m,
  /node_modules/,
  /file:\/\//,
  /\b(TypeError|ReferenceError|SyntaxError|RangeError): /,
  /\/(app|server)\/[\w./-]+\.(ts|tsx|js):\d+/,
];

let server: OwnServer;
let fakeStripe: FakeStripe;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  fakeStripe = await startFakeStripe();
  server = await startOwnServer({
    STRIPE_SECRET_KEY: "sk_test_fuzz",
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: fakeStripe.url,
    TRUST_PROXY: "true",
    LOG_LEVEL: "warn",
  });
});
test.afterAll(async () => {
  await server?.stop();
  await fakeStripe?.close();
});

test(`${RUNS} random requests over every route and method: no 5xx, no stack trace, a clean log (seed ${SEED})`, async () => {
  test.setTimeout(120_000);
  const routes = await loadRouteTable();
  const patterns = routes.map((r) => r.pattern);
  const withAction = routes.filter((r) => r.hasAction).map((r) => r.pattern);
  const corpus = fc.sample(
    fc.oneof({ arbitrary: anyRequest(patterns, withAction), weight: 4 }, { arbitrary: stripeEvent, weight: 1 }),
    { seed: SEED, numRuns: RUNS },
  );
  // Every route and every method is in the corpus.
  expect(new Set(corpus.map((r) => r.method))).toEqual(
    new Set(["GET", "HEAD", "POST", "PUT", "DELETE", "PATCH", "OPTIONS", "PROPFIND"]),
  );
  expect(patterns.filter((p) => !corpus.some((r) => r.path.startsWith(p.replace(/[:*].*$/, ""))))).toEqual([]);

  const failures: string[] = [];
  const statuses = new Map<number, number>();
  let next = 0;
  const worker = async () => {
    while (next < corpus.length) {
      const n = next++;
      const planned = corpus[n]!;
      const describe = `#${n} ${planned.method} ${planned.path.slice(0, 120)} ${JSON.stringify(planned.headers)} body ${planned.body.length} bytes: ${planned.body.subarray(0, 80).toString("utf8")}`;
      try {
        const res = await send(server.origin, planned);
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        if (res.status >= 500) failures.push(`${describe} -> ${res.status} ${res.body.slice(0, 200)}`);
        const trace = STACK_TRACE.find((pattern) => pattern.test(res.body));
        if (trace) failures.push(`${describe} -> a stack trace (${trace}) in ${res.body.slice(0, 300)}`);
      } catch (error) {
        failures.push(`${describe} -> ${String(error)}`);
      }
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  console.log(
    `fuzz seed ${SEED}: ${corpus.length} requests, statuses ${JSON.stringify(Object.fromEntries([...statuses].sort(([a], [b]) => a - b)))}`,
  );
  expect(failures).toEqual([]);
  const log = server.log();
  expect(log).not.toContain("unhandled");
  expect(log.split("\n").filter((line) => STACK_TRACE.some((pattern) => pattern.test(line)))).toEqual([]);
});
