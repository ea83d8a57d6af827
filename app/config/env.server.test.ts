import { describe, expect, it } from "vitest";
import { parseEnv } from "./env.server.ts";

describe("parseEnv", () => {
  it("fills every default on an empty environment", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.SITE_URL).toBe("http://localhost:3000");
    expect(env.TRUST_PROXY).toBe(false);
  });
  it("drops a trailing slash from SITE_URL", () => {
    expect(parseEnv({ SITE_URL: "https://elite.example/" }).SITE_URL).toBe("https://elite.example");
  });
  it.each([
    ["PORT", "abc"],
    ["PORT", "70000"],
    ["SITE_URL", "not a url"],
    ["SITE_URL", "ftp://elite.example"],
    ["LOG_LEVEL", "loud"],
    ["PROFILE_SOCIAL_URL", "facebook"],
  ])("a bad %s stops with a message naming it", (name, value) => {
    expect(() => parseEnv({ [name]: value })).toThrow(new RegExp(`Invalid environment variable[\\s\\S]*${name}`));
  });
});
