import fc from "fast-check";
import { crc32 } from "node:zlib";
import { describe, expect, it } from "vitest";
import { crc32Combine, crc32Shift } from "./crc32-combine.ts";

describe("crc32Combine", () => {
  it("gives the CRC-32 of two byte strings joined, from their own", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 3000 }), fc.uint8Array({ maxLength: 3000 }), (a, b) => {
        const joined = Buffer.concat([a, b]);
        expect(crc32Combine(crc32(a), crc32(b), crc32Shift(b.length))).toBe(crc32(joined));
      }),
    );
  });

  it("handles a part of a megabyte and an empty one", () => {
    const big = Buffer.alloc(1 << 20, 7);
    const head = Buffer.from("<!DOCTYPE html>");
    expect(crc32Combine(crc32(head), crc32(big), crc32Shift(big.length))).toBe(crc32(Buffer.concat([head, big])));
    expect(crc32Combine(crc32(head), 0, crc32Shift(0))).toBe(crc32(head));
  });
});
