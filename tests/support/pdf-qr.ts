import { inflateSync } from "node:zlib";
import jsQR from "jsqr";
import { PDFDocument, PDFName, type PDFNumber, PDFRawStream } from "pdf-lib";

// Reads the QR codes a PDF shows, as a phone's camera would: each image drawn
// in the document is decoded with a kept QR reader (jsQR), on the page's white.

const name = (key: string) => PDFName.of(key);

/** The text of every QR code among the PDF's images. */
export async function qrCodesIn(bytes: Uint8Array): Promise<string[]> {
  const pdf = await PDFDocument.load(bytes);
  const found: string[] = [];
  for (const [, object] of pdf.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream)) continue;
    const { dict } = object;
    if (dict.get(name("Subtype")) !== name("Image")) continue;
    const width = (dict.get(name("Width")) as PDFNumber).asNumber();
    const height = (dict.get(name("Height")) as PDFNumber).asNumber();
    const pixels = dict.get(name("Filter")) === name("FlateDecode") ? inflateSync(object.contents) : object.contents;
    const channels = pixels.length / (width * height);
    if (channels !== 1 && channels !== 3) continue;
    // A white border around it, as the page has.
    const pad = 32;
    const w = width + 2 * pad;
    const h = height + 2 * pad;
    const rgba = new Uint8ClampedArray(w * h * 4).fill(255);
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++) {
        const from = (y * width + x) * channels;
        const to = ((y + pad) * w + x + pad) * 4;
        for (let c = 0; c < 3; c++) rgba[to + c] = pixels[from + (channels === 3 ? c : 0)]!;
      }
    const code = jsQR(rgba, w, h);
    if (code) found.push(code.data);
  }
  return found;
}
