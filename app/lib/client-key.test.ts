import { describe, expect, it } from "vitest";
import { clientKeyOf } from "./client-key.ts";

describe("clientKeyOf", () => {
  it.each([
    ["203.0.113.7", "203.0.113.7"],
    ["::ffff:127.0.0.1", "127.0.0.1"],
    ["2001:db8:1:2:3:4:5:6", "2001:db8:1:2::/64"],
    ["2001:0DB8:0001:0002::ffff", "2001:db8:1:2::/64"],
    ["2001:db8::1", "2001:db8:0:0::/64"],
    ["fe80::1%eth0", "fe80:0:0:0::/64"],
    ["::1", "0:0:0:0::/64"],
    ["64:ff9b::192.0.2.1", "64:ff9b:0:0::/64"],
    ["", "unknown"],
    ["unknown", "unknown"],
  ])("counts %s as %s", (address, key) => {
    expect(clientKeyOf(address)).toBe(key);
  });

  it("puts every address of one /64 under one key, and neighbouring /64s under others", () => {
    expect(clientKeyOf("2001:db8:1:2:aaaa::1")).toBe(clientKeyOf("2001:db8:1:2:bbbb:cccc:dddd:eeee"));
    expect(clientKeyOf("2001:db8:1:3::1")).not.toBe(clientKeyOf("2001:db8:1:2::1"));
  });
});
