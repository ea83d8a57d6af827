// Uploaded images (the console's product images and photos): stored under
// DATA_DIR/uploads with a name made of their content's hash, so a name always
// means the same bytes and the server may let browsers keep them for a year.
// A photo's sizes add their width: `<hash>-960.avif` (platform/photos.server.ts).

export const UPLOADS_PATH = "/uploads/";
export const UPLOAD_NAME = /^[0-9a-f]{32}(?:-[1-9][0-9]{0,3})?\.(jpg|png|webp|avif)$/;

export const UPLOAD_TYPES = {
  jpg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  avif: "image/avif",
} as const;
export type UploadExtension = keyof typeof UPLOAD_TYPES;

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

/** The image type by its first bytes (never by its name or the browser's word), or undefined. */
export function sniffImage(bytes: Uint8Array): UploadExtension | undefined {
  if (bytes.length < 12) return undefined;
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpg";
  if ([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((b, i) => bytes[i] === b)) return "png";
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") return "webp";
  if (ascii(bytes, 4, 8) === "ftyp") {
    // The major brand, or one of the compatible brands listed in the ftyp box.
    const boxSize = Math.min(bytes.length, (bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!);
    for (let at = 8; at + 4 <= boxSize; at += 4) {
      if (at === 12) continue; // the minor version
      const brand = ascii(bytes, at, at + 4);
      if (brand === "avif" || brand === "avis") return "avif";
    }
  }
  return undefined;
}
