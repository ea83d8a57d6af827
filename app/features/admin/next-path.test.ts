import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { safeConsolePath } from "./next-path.ts";

const SITE = "https://example.com";

/** What a browser would do with the answer: a Location header it accepts, and where it leads. */
function followed(next: string) {
  const location = safeConsolePath(next);
  const headers = new Headers({ Location: location });
  return { location, url: new URL(headers.get("Location")!, SITE) };
}

// Odd characters, mixed with the pieces that make a path look like another site's.
const hostileText = fc.string({
  unit: fc.oneof(
    fc.constantFrom("/", "\\", ".", "%", "?", "#", ":", "@", "admin", "sign-in", "\r", "\n", "\t", "\0", " "),
    fc.constantFrom("\u2028", "\u2029", "\u0085", "\u00a0", "\u202e", "\ud800", "\udc00", "\u{1f600}", "ÿ", "Ā"),
    fc.string({ unit: "binary", maxLength: 3 }),
  ),
  maxLength: 40,
});
const prefixed = fc.tuple(fc.constantFrom("", "/", "/admin", "/admin/", "//", "/\\", "http:"), hostileText);

describe("safeConsolePath", () => {
  it("keeps a console path, with its query and fragment", () => {
    expect(safeConsolePath("/admin/leads?page=2&q=a%20b#row-3")).toBe("/admin/leads?page=2&q=a%20b#row-3");
    expect(safeConsolePath("/admin")).toBe("/admin");
  });

  it.each([
    ["nothing", null],
    ["another site", "https://evil.example/admin"],
    ["a protocol-relative address", "//evil.example/admin"],
    ["a backslash address", "/\\evil.example/admin"],
    ["a backslash later on", "/admin\\..\\..\\x"],
    ["CR/LF", "/admin/leads\r\nSet-Cookie: x=1"],
    ["NUL", "/admin/\0"],
    ["a tab", "/admin/\tleads"],
    ["U+2028", "/admin/leads\u2028"],
    ["a C1 control", "/admin/\u0085"],
    ["a path outside the console", "/store"],
    ["dot segments out of the console", "/admin/../store"],
    ["encoded dot segments", "/admin/%2e%2e/store"],
    ["the sign-in page itself", "/admin/sign-in?next=/admin"],
    ["a relative path", "admin/leads"],
    ["a very long path", `/admin/${"a".repeat(3000)}`],
  ])("sends %s to the console's home", (_name, next) => {
    expect(safeConsolePath(next)).toBe("/admin");
  });

  it("percent-encodes characters a header cannot carry (above U+00FF, and U+0080-U+00FF)", () => {
    expect(safeConsolePath("/admin/leads?q=Zoë Ł😀")).toBe("/admin/leads?q=Zo%C3%AB%20%C5%81%F0%9F%98%80");
    expect(safeConsolePath("/admin/ÿ")).toBe("/admin/%C3%BF");
  });

  it("for any string: a header value that is a console page of this site", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ unit: "binary" }),
          hostileText,
          prefixed.map(([a, b]) => a + b),
        ),
        (next) => {
          const { location, url } = followed(next);
          expect(location).toMatch(/^\/admin(?:[/?#]|$)/);
          expect(location).toMatch(/^[\x21-\x7e]+$/);
          expect(url.origin).toBe(SITE);
          expect(url.pathname).toMatch(/^\/admin(?:\/|$)/);
          // Stable: the page's hidden field posts it back, and it must come back the same.
          expect(safeConsolePath(location)).toBe(location);
        },
      ),
      { numRuns: 3000 },
    );
  });
});
