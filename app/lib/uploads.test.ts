import { describe, expect, it } from "vitest";
import { sniffImage, UPLOAD_NAME } from "./uploads.ts";

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === "string" ? [...p].map((c) => c.charCodeAt(0)) : p)));

describe("sniffImage", () => {
  it("knows the four image types by their first bytes", () => {
    expect(sniffImage(bytes([0xff, 0xd8, 0xff, 0xe0], "....JFIF"))).toBe("jpg");
    expect(sniffImage(bytes([0x89], "PNG", [0x0d, 0x0a, 0x1a, 0x0a], "IHDR"))).toBe("png");
    expect(sniffImage(bytes("RIFF", [1, 0, 0, 0], "WEBPVP8 "))).toBe("webp");
    expect(sniffImage(bytes([0, 0, 0, 0x1c], "ftypavif", [0, 0, 0, 0], "mif1miaf"))).toBe("avif");
    // An AVIF whose major brand is another but that lists avif among its compatible brands.
    expect(sniffImage(bytes([0, 0, 0, 0x1c], "ftypmif1", [0, 0, 0, 0], "miafavif"))).toBe("avif");
  });

  it("refuses anything else, whatever it is called", () => {
    expect(sniffImage(bytes("<svg xmlns='http://www.w3.org/2000/svg'>"))).toBeUndefined();
    expect(sniffImage(bytes("GIF89a......"))).toBeUndefined();
    expect(sniffImage(bytes([0, 0, 0, 0x18], "ftypmp42", [0, 0, 0, 0], "isom"))).toBeUndefined();
    expect(sniffImage(bytes([0xff, 0xd8]))).toBeUndefined();
  });
});

describe("UPLOAD_NAME", () => {
  it("takes a hash, or a hash and a photo's width, and nothing else", () => {
    const hash = "0123456789abcdef0123456789abcdef";
    for (const name of [`${hash}.png`, `${hash}-480.avif`, `${hash}-1600.webp`, `${hash}-7.jpg`])
      expect(UPLOAD_NAME.test(name), name).toBe(true);
    for (const name of [
      `${hash}-0480.jpg`,
      `${hash}-16000.jpg`,
      `${hash}-.jpg`,
      `${hash}-480w.jpg`,
      `${hash}-480.gif`,
      `${hash.toUpperCase()}.jpg`,
      `../${hash}.jpg`,
      `${hash}-480.jpg.tmp`,
    ])
      expect(UPLOAD_NAME.test(name), name).toBe(false);
  });
});
