import { expect, it } from "vitest";
import { serializeJsonLd } from "./json-ld.ts";

it("cannot close its script tag and still parses to the same data", () => {
  const data = { name: "</script><script>alert(1)</script>", note: "a & b \u2028 <!--" };
  const text = serializeJsonLd(data);
  expect(text).not.toMatch(/<|>|&/);
  expect(JSON.parse(text)).toEqual(data);
});
