import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { business } from "~/config/business.ts";
import { warranty } from "~/config/warranty.ts";
import { renderCertificatePdf, pdfSafe } from "./certificate-pdf.server.ts";
import { certificateContent, filmLine, firstName, installDate, type CertificateFacts } from "./certificate.ts";
import { base32, makeWarrantyCode, normalizeWarrantyCode } from "./warranty-code.ts";
import { randomBytes } from "node:crypto";

// The warranty certificate (issue 25): its lines, its PDF, its code.

const facts: CertificateFacts = {
  code: "ABCDEFGHIJKLMNOPQRSTUVWX",
  customerName: "Dana Reyes",
  kind: "vehicle",
  subject: "2021 Toyota Camry (sedan or coupe)",
  address: "12 Gulf Blvd",
  groups: [
    {
      key: "frontSides",
      label: "Front sides",
      film: "ceramic",
      shade: 35,
      measuredVlt: 33,
      roll: "CR-2231",
      legal: true,
    },
  ],
  // 11:30 PM on June 1 in Navarre is already June 2 in UTC.
  installedAt: new Date("2026-06-02T04:30:00Z"),
  medicalExemption: true,
  verifyUrl: "https://example.com/warranty/ABCDEFGHIJKLMNOPQRSTUVWX",
};

describe("the warranty certificate", () => {
  it("says the business from its config, the customer, the vehicle, the film per group, the date in Central time", () => {
    const content = certificateContent(facts, "https://example.com");
    expect(content.business).toEqual({ name: business.name, phone: business.phone.display, site: "example.com" });
    expect(content.rows).toEqual([
      { label: "Issued to", value: "Dana Reyes" },
      { label: "Vehicle", value: "2021 Toyota Camry (sedan or coupe)" },
      { label: "Installed on", value: "June 1, 2026" },
      { label: "Medical exemption", value: "Recorded for this vehicle" },
    ]);
    expect(content.groups).toEqual([
      { label: "Front sides", film: "Ceramic, 35% shade (measured 33% VLT)", roll: "CR-2231" },
    ]);
    expect(content.terms).toEqual([...warranty.terms.vehicle]);
    expect(content.verify.url).toBe(facts.verifyUrl);
    const home = certificateContent(
      { ...facts, kind: "home", subject: "House", medicalExemption: false },
      "https://x.example",
    );
    expect(home.rows[1]).toEqual({ label: "Property", value: "House, 12 Gulf Blvd" });
    expect(home.terms).toEqual([...warranty.terms.home]);
  });

  it("builds its lines from small pieces", () => {
    expect(filmLine({ film: "Paint protection film (gloss)", shade: null, measuredVlt: null })).toBe(
      "Paint protection film (gloss)",
    );
    expect(firstName("  Dana   Reyes ")).toBe("Dana");
    expect(installDate(new Date("2026-11-01T06:30:00Z"))).toBe("November 1, 2026");
    expect(pdfSafe("Zoë Ćira Łukasz 😀\u0007")).toBe("Zoë Cira ?ukasz ? ");
  });

  it("is a one-page PDF that opens, named for its code, whatever the customer's name holds", async () => {
    const bytes = await renderCertificatePdf(
      certificateContent({ ...facts, customerName: "Łukasz 李 😀 O'Brien" }, "https://example.com"),
    );
    expect(Buffer.from(bytes.slice(0, 5)).toString()).toBe("%PDF-");
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getSubject()).toBe(`Certificate ${facts.code}`);
    expect(pdf.getTitle()).toBe(`${warranty.title}: ${business.name}`);
  });

  it("has unguessable codes: 120 random bits, 24 base32 characters, no two alike", () => {
    expect(base32(new Uint8Array([0xff, 0x00]))).toBe("74AA");
    const codes = new Set(Array.from({ length: 5000 }, () => makeWarrantyCode(randomBytes)));
    expect(codes.size).toBe(5000);
    for (const code of [...codes].slice(0, 50)) expect(code).toMatch(/^[A-Z2-7]{24}$/);
    expect(normalizeWarrantyCode("abcd-efgh ijklmnopqrstuvwx")).toBe("ABCDEFGHIJKLMNOPQRSTUVWX");
    for (const bad of ["", "ABC", "ABCDEFGHIJKLMNOPQRSTUVW1", "ABCDEFGHIJKLMNOPQRSTUVWXY", "x".repeat(100)])
      expect(normalizeWarrantyCode(bad), bad).toBeNull();
  });
});
