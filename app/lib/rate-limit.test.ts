import { expect, it } from "vitest";
import { createRateLimiter } from "./rate-limit.ts";

it("allows the limit per window and key, then says when to retry", () => {
  let t = 0;
  const limiter = createRateLimiter({ limit: 2, windowMs: 60_000, now: () => t });
  expect(limiter.take("a")).toEqual({ allowed: true });
  expect(limiter.take("a")).toEqual({ allowed: true });
  expect(limiter.take("a")).toEqual({ allowed: false, retryAfterSeconds: 60 });
  expect(limiter.take("b")).toEqual({ allowed: true });
  t = 30_000;
  expect(limiter.take("a")).toEqual({ allowed: false, retryAfterSeconds: 30 });
  t = 60_000;
  expect(limiter.take("a")).toEqual({ allowed: true });
});
