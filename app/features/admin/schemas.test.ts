import { describe, expect, it } from "vitest";
import { fieldErrorsOf, newPasswordSchema, notificationEmailSchema, signInSchema } from "./schemas.ts";

describe("the console's form schemas (shared by browser and server)", () => {
  it("a notification address: empty means the default, anything else must be an email", () => {
    expect(notificationEmailSchema.parse({ notificationEmail: "  " })).toEqual({ notificationEmail: null });
    expect(notificationEmailSchema.parse({ notificationEmail: " Quotes@Example.com " })).toEqual({
      notificationEmail: "quotes@example.com",
    });
    const bad = notificationEmailSchema.safeParse({ notificationEmail: "bad" });
    expect(bad.success || fieldErrorsOf(bad.error)).toEqual({
      notificationEmail: "Enter an email address like name@example.com.",
    });
  });

  it("a new password has at least 12 characters and is typed twice alike", () => {
    const short = newPasswordSchema.safeParse({ password: "short", confirm: "short" });
    expect(short.success || fieldErrorsOf(short.error)).toEqual({ password: "Use at least 12 characters." });
    const differ = newPasswordSchema.safeParse({ password: "twelve chars!", confirm: "twelve chars?" });
    expect(differ.success || fieldErrorsOf(differ.error)).toEqual({ confirm: "The two passwords differ." });
    expect(newPasswordSchema.safeParse({ password: "twelve chars!", confirm: "twelve chars!" }).success).toBe(true);
  });

  it("sign-in needs an email and a password", () => {
    const empty = signInSchema.safeParse({ email: "", password: "" });
    expect(empty.success || fieldErrorsOf(empty.error)).toEqual({
      email: "Enter an email address.",
      password: "Enter your password.",
    });
  });
});
