import { describe, expect, it } from "vitest";
import { getTrustedProxies, parseEnv } from "./env.server.ts";

describe("parseEnv", () => {
  it("fills every default on an empty environment", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.SITE_URL).toBe("http://localhost:3000");
    expect(env.TRUST_PROXY).toBe(false);
  });
  it("trusts no proxy hop by default, one with TRUST_PROXY=true, and exactly TRUSTED_PROXIES when set", () => {
    expect(getTrustedProxies(parseEnv({}))).toBe(0);
    expect(getTrustedProxies(parseEnv({ TRUST_PROXY: "true" }))).toBe(1);
    expect(getTrustedProxies(parseEnv({ TRUSTED_PROXIES: "2" }))).toBe(2);
    expect(getTrustedProxies(parseEnv({ TRUST_PROXY: "true", TRUSTED_PROXIES: "0" }))).toBe(0);
    expect(getTrustedProxies(parseEnv({ TRUSTED_PROXIES: "" }))).toBe(0);
    expect(() => parseEnv({ TRUSTED_PROXIES: "-1" })).toThrow(/TRUSTED_PROXIES/);
    expect(() => parseEnv({ TRUSTED_PROXIES: "one" })).toThrow(/TRUSTED_PROXIES/);
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
