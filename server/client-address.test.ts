import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { normalizeAddress, resolveClientAddress } from "./client-address.ts";

const PROXY = "10.0.0.5";

describe("resolveClientAddress", () => {
  it("with no trusted proxy, is the socket's peer whatever X-Forwarded-For says", () => {
    expect(resolveClientAddress({ forwardedFor: "1.2.3.4", socketAddress: "203.0.113.7", trustedProxies: 0 })).toBe(
      "203.0.113.7",
    );
    expect(
      resolveClientAddress({ forwardedFor: undefined, socketAddress: "::ffff:203.0.113.7", trustedProxies: 0 }),
    ).toBe("203.0.113.7");
    expect(resolveClientAddress({ forwardedFor: undefined, socketAddress: undefined, trustedProxies: 0 })).toBe(
      "unknown",
    );
  });

  it("through one proxy, is the entry the proxy appended (the rightmost), not what the client wrote before it", () => {
    expect(resolveClientAddress({ forwardedFor: "203.0.113.7", socketAddress: PROXY, trustedProxies: 1 })).toBe(
      "203.0.113.7",
    );
    expect(
      resolveClientAddress({ forwardedFor: "6.6.6.6, 203.0.113.7", socketAddress: PROXY, trustedProxies: 1 }),
    ).toBe("203.0.113.7");
    expect(
      resolveClientAddress({ forwardedFor: "6.6.6.6,7.7.7.7,203.0.113.7", socketAddress: PROXY, trustedProxies: 1 }),
    ).toBe("203.0.113.7");
  });

  it("through two proxies, is the second entry from the right; fewer entries than hops gives the leftmost there is", () => {
    const input = { socketAddress: PROXY, trustedProxies: 2 };
    expect(resolveClientAddress({ ...input, forwardedFor: "6.6.6.6, 203.0.113.7, 10.0.0.9" })).toBe("203.0.113.7");
    expect(resolveClientAddress({ ...input, forwardedFor: "203.0.113.7" })).toBe("203.0.113.7");
    // No header at all behind a proxy: the proxy itself (one shared key).
    expect(resolveClientAddress({ ...input, forwardedFor: undefined })).toBe(PROXY);
  });

  it("maps any number of requests with rotating spoofed leftmost entries through one proxy to the one real address", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            fc.ipV4(),
            fc.ipV6(),
            fc.string({ maxLength: 40 }).filter((s) => !s.includes(",")),
          ),
          { maxLength: 6 },
        ),
        (spoofed) => {
          const forwardedFor = [...spoofed, "203.0.113.7"].join(", ");
          expect(resolveClientAddress({ forwardedFor, socketAddress: PROXY, trustedProxies: 1 })).toBe("203.0.113.7");
        },
      ),
      { numRuns: 500 },
    );
  });

  it("a malformed entry where the visitor should be gives the nearest trusted hop, never a value the client chose", () => {
    for (const bad of ["unknown", "", "  ", "not-an-ip", "1.2.3", "999.1.1.1", "<script>", "1.2.3.4:99999999"]) {
      expect(
        resolveClientAddress({ forwardedFor: `6.6.6.6, ${bad}`, socketAddress: PROXY, trustedProxies: 1 }),
        bad,
      ).toBe(PROXY);
      expect(
        resolveClientAddress({ forwardedFor: `6.6.6.6, ${bad}, 10.0.0.9`, socketAddress: PROXY, trustedProxies: 2 }),
        bad,
      ).toBe("10.0.0.9");
    }
    expect(resolveClientAddress({ forwardedFor: "1.2.3.4,", socketAddress: PROXY, trustedProxies: 1 })).toBe(PROXY);
  });

  it("reads IPv6 and addresses with ports as one key per address", () => {
    const via = (forwardedFor: string) =>
      resolveClientAddress({ forwardedFor, socketAddress: PROXY, trustedProxies: 1 });
    expect(via("2001:DB8::1")).toBe("2001:db8::1");
    expect(via("[2001:db8::1]:4711")).toBe("2001:db8::1");
    expect(via("[2001:db8::1]")).toBe("2001:db8::1");
    expect(via("203.0.113.7:51234")).toBe("203.0.113.7");
    expect(via("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(resolveClientAddress({ forwardedFor: undefined, socketAddress: "::1", trustedProxies: 1 })).toBe("::1");
  });
});

describe("normalizeAddress", () => {
  it("accepts IP addresses only", () => {
    expect(normalizeAddress(" 198.51.100.4 ")).toBe("198.51.100.4");
    expect(normalizeAddress("fe80::1")).toBe("fe80::1");
    expect(normalizeAddress("example.com")).toBeNull();
    expect(normalizeAddress("2001:db8::1:80")).toBe("2001:db8::1:80"); // unbracketed IPv6 has no port: it is all address
  });
});
