import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from "pdf-lib";
import QRCode from "qrcode";
import type { CertificateContent } from "./certificate.ts";

// The warranty certificate as a one-page US Letter PDF (issue 25), laid out
// with pdf-lib from certificate.ts's lines, with a QR code of its verify
// address (qrcode). Made again from the record whenever it is asked for, so
// the console, the customer's page and the email always hold the same one.

const ink = rgb(0.06, 0.09, 0.16);
const gold = rgb(0.96, 0.71, 0.27);
const slate = rgb(0.28, 0.33, 0.41);
const rule = rgb(0.85, 0.87, 0.9);

const WIN_ANSI_EXTRA = "‘’‚“”„–—•…€™‰‹›";

/**
 * The text as the PDF's standard fonts can write it (WinAnsi): accents kept,
 * other letters reduced to their base letter when they have one, anything
 * else (emoji, other scripts, control characters) as "?".
 */
export function pdfSafe(text: string): string {
  let out = "";
  for (const char of text.normalize("NFC")) {
    const code = char.codePointAt(0)!;
    if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.includes(char)) out += char;
    else if (code < 0x20 || (code >= 0x7f && code < 0xa0)) out += " ";
    else {
      const base = char.normalize("NFKD").replace(/[\u0300-\u036f]/g, "");
      out += /^[\x20-\x7e]+$/.test(base) ? base : "?";
    }
  }
  return out;
}

/** Words broken into lines no wider than `width` points. */
export function wrapText(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(next, size) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

/** The certificate's PDF bytes. */
export async function renderCertificatePdf(content: CertificateContent): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${content.heading}: ${content.business.name}`);
  pdf.setAuthor(content.business.name);
  pdf.setSubject(`Certificate ${content.verify.code}`);
  pdf.setCreationDate(new Date(0));
  pdf.setModificationDate(new Date(0));
  const page = pdf.addPage([612, 792]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const left = 54;
  const width = 612 - 2 * left;
  const write = (p: PDFPage, text: string, x: number, y: number, size: number, font = regular, color = ink) =>
    p.drawText(pdfSafe(text), { x, y, size, font, color });

  // The band: the business, its phone and site.
  page.drawRectangle({ x: 0, y: 792 - 112, width: 612, height: 112, color: ink });
  page.drawRectangle({ x: 0, y: 792 - 116, width: 612, height: 4, color: gold });
  write(page, content.business.name, left, 792 - 56, 24, bold, rgb(1, 1, 1));
  write(
    page,
    `${content.business.phone}  ·  ${content.business.site}`,
    left,
    792 - 82,
    12,
    regular,
    rgb(0.85, 0.88, 0.92),
  );

  let y = 792 - 164;
  write(page, content.heading.toUpperCase(), left, y, 20, bold);
  y -= 34;
  for (const row of content.rows) {
    write(page, row.label, left, y, 10, bold, slate);
    const lines = wrapText(pdfSafe(row.value), regular, 12, width - 130);
    lines.forEach((line, i) => write(page, line, left + 130, y - i * 15, 12));
    y -= 15 * Math.max(1, lines.length) + 6;
  }

  y -= 10;
  write(page, "WHAT WAS INSTALLED", left, y, 10, bold, slate);
  y -= 8;
  for (const group of content.groups) {
    page.drawLine({ start: { x: left, y }, end: { x: left + width, y }, thickness: 0.75, color: rule });
    y -= 18;
    write(page, group.label, left, y, 12, bold);
    const film = wrapText(pdfSafe(group.film), regular, 11, 250);
    film.forEach((line, i) => write(page, line, left + 130, y - i * 14, 11));
    write(page, `Roll ${group.roll}`, left + 390, y, 11, regular, slate);
    y -= 14 * Math.max(1, film.length) + 2;
  }
  page.drawLine({ start: { x: left, y }, end: { x: left + width, y }, thickness: 0.75, color: rule });

  y -= 30;
  write(page, "WARRANTY TERMS", left, y, 10, bold, slate);
  y -= 18;
  const termsWidth = width - 150;
  for (const term of content.terms) {
    for (const line of wrapText(pdfSafe(term), regular, 10.5, termsWidth)) {
      write(page, line, left, y, 10.5);
      y -= 14;
    }
    y -= 6;
  }

  // The QR code to the verify page, with its address written out.
  const qr = await QRCode.toBuffer(content.verify.url, {
    type: "png",
    errorCorrectionLevel: "M",
    margin: 1,
    width: 300,
  });
  const image = await pdf.embedPng(qr);
  const qrSize = 120;
  page.drawImage(image, { x: left + width - qrSize, y: 72, width: qrSize, height: qrSize });
  write(page, "Verify this certificate", left, 108, 11, bold);
  write(page, content.verify.url, left, 92, 9, regular, slate);
  write(page, `Certificate ${content.verify.code}`, left, 78, 9, regular, slate);
  return pdf.save();
}
