import { expect, it } from "vitest";
import { redactPath } from "./redact-path.ts";

it("replaces the manage token and the payment session in a path, keeping the route readable", () => {
  const token = "AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-AbCdE";
  expect(redactPath(`/book/manage/${token}`)).toBe("/book/manage/[redacted]");
  expect(redactPath(`/book/manage/${token}/appointment.ics`)).toBe("/book/manage/[redacted]/appointment.ics");
  expect(redactPath(`/book/manage/${token}.data`)).toBe("/book/manage/[redacted].data");
  expect(redactPath(`/BOOK/Manage/${token}`)).toBe("/BOOK/Manage/[redacted]");
  expect(redactPath("/pay/cs_test_a1b2c3d4e5")).toBe("/pay/[redacted]");
  expect(redactPath("/pay/cs_test_a1b2c3d4e5.data")).toBe("/pay/[redacted].data");
  expect(redactPath(`/review/${token}`)).toBe("/review/[redacted]");
});

it("leaves other paths as they are", () => {
  for (const path of [
    "/",
    "/book",
    "/book/when",
    "/book/confirmed",
    "/payments",
    "/shop",
    "/product/gift-50",
    "/reviews",
  ])
    expect(redactPath(path)).toBe(path);
});
