// A warranty certificate's public code (issue 25): 15 random bytes (120 bits)
// written in RFC 4648 base32 without padding, 24 characters A-Z and 2-7, so it
// reads aloud, survives a QR code and a URL, and cannot be guessed. The check
// of a code's shape is pure (the verify page's loader); making one needs a
// source of random bytes, given by the server.

export const WARRANTY_CODE_LENGTH = 24;
const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
const CODE_SHAPE = new RegExp(`^[${ALPHABET}]{${WARRANTY_CODE_LENGTH}}$`);

/** Base32 (RFC 4648, no padding) of some bytes. */
export function base32(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = "";
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
    value &= (1 << bits) - 1;
  }
  if (bits > 0) out += ALPHABET[(value << (5 - bits)) & 31];
  return out;
}

/** A new code from 15 random bytes. */
export const makeWarrantyCode = (random: (size: number) => Uint8Array): string => base32(random(15));

/** The code as typed or scanned (any case, spaces and dashes ignored), or null when it cannot be one. */
export function normalizeWarrantyCode(input: string): string | null {
  if (input.length > 64) return null;
  const code = input.replace(/[\s-]/g, "").toUpperCase();
  return CODE_SHAPE.test(code) ? code : null;
}

/** The certificate's verify address. */
export const warrantyPath = (code: string) => `/warranty/${code}`;
