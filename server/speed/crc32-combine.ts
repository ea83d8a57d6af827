// The CRC-32 of two byte strings joined, from their own CRCs (zlib's
// crc32_combine, in the form of zlib 1.2.12): a kept page's parts are
// checksummed once, and a response's checksum is their CRCs combined with its
// few fresh values' (./prerendered.ts), instead of reading the whole page again.
// Polynomials over GF(2) are held bit-reflected, as CRC-32 computes them.

const POLY = 0xedb88320;

/** a(x) * b(x) modulo the CRC-32 polynomial. */
function multModP(a: number, b: number): number {
  let m = 0x80000000;
  let p = 0;
  for (;;) {
    if (a & m) {
      p ^= b;
      if ((a & (m - 1)) === 0) break;
    }
    m >>>= 1;
    b = b & 1 ? (b >>> 1) ^ POLY : b >>> 1;
  }
  return p >>> 0;
}

/** x^(2^k) modulo the polynomial, for k = 0..31. */
const X2N = (() => {
  const table = new Uint32Array(32);
  let p = 0x40000000; // x^1
  table[0] = p;
  for (let k = 1; k < 32; k++) table[k] = p = multModP(p, p);
  return table;
})();

/** The operator that appends `length` bytes: x^(8 * length) modulo the polynomial. */
export function crc32Shift(length: number): number {
  let p = 0x80000000; // x^0
  let k = 3;
  for (let n = length; n > 0; n = Math.floor(n / 2), k++) if (n % 2) p = multModP(X2N[k & 31]!, p);
  return p;
}

/** The CRC-32 of A then B, from crc(A), crc(B) and crc32Shift(length of B). */
export function crc32Combine(crcA: number, crcB: number, shiftB: number): number {
  return (multModP(shiftB, crcA) ^ crcB) >>> 0;
}
