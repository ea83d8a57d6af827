import { describe, expect, it } from "vitest";
import { classifyHref } from "./href.ts";

describe("classifyHref (the link rule of SPEC.md 2)", () => {
  it.each(["/", "/shop", "/#contact", "/service-areas/destin"])("%s navigates inside the site", (href) => {
    expect(classifyHref(href)).toBe("internal");
  });
  it.each(["#contact", "tel:+18505550142", "mailto:a@b.example", "sms:+18505550142"])("%s opens normally", (href) => {
    expect(classifyHref(href)).toBe("native");
  });
  it.each([
    "https://www.facebook.com/x",
    "http://example.com",
    "//evil.example/x",
    "/\\evil.example",
    "javascript:alert(1)",
  ])("%s opens in a new tab", (href) => {
    expect(classifyHref(href)).toBe("external");
  });
});
