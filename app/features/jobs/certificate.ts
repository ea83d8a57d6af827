import { business } from "~/config/business.ts";
import { warranty } from "~/config/warranty.ts";
import type { InstalledGroup } from "~/db/schema-jobs.ts";
import type { JobKind } from "~/features/booking/choice.ts";

// What a warranty certificate says (issue 25), as plain lines: the PDF
// (certificate-pdf.server.ts) lays them out, the email repeats them, the
// verify page shows the public part. Pure, so each line can be tested.

export type CertificateFacts = {
  code: string;
  customerName: string;
  kind: JobKind;
  /** The vehicle or the property. */
  subject: string;
  /** The site address (town) for a property; not shown on the public page. */
  address: string;
  groups: InstalledGroup[];
  installedAt: Date;
  medicalExemption: boolean;
  verifyUrl: string;
};

export type CertificateContent = {
  heading: string;
  business: { name: string; phone: string; site: string };
  rows: { label: string; value: string }[];
  groups: { label: string; film: string; roll: string }[];
  terms: string[];
  verify: { url: string; code: string };
};

const dateFormat = new Intl.DateTimeFormat("en-US", {
  timeZone: business.hours.timeZone,
  year: "numeric",
  month: "long",
  day: "numeric",
});

/** "June 2, 2026", in the business's time zone. */
export const installDate = (at: Date) => dateFormat.format(at);

/** "Ceramic, 35% shade (measured 33% VLT)", "Paint protection film (gloss)". */
export function filmLine(group: Pick<InstalledGroup, "film" | "shade" | "measuredVlt">): string {
  const film = group.film.charAt(0).toUpperCase() + group.film.slice(1);
  const shade = group.shade === null ? "" : `, ${group.shade}% shade`;
  const measured = group.measuredVlt === null ? "" : ` (measured ${group.measuredVlt}% VLT)`;
  return `${film}${shade}${measured}`;
}

/** The customer's first name only: what the public verify page shows. */
export const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? "";

/** The whole certificate's content. */
export function certificateContent(facts: CertificateFacts, siteUrl: string): CertificateContent {
  const property = facts.kind === "home" || facts.kind === "business";
  const rows = [
    { label: "Issued to", value: facts.customerName },
    {
      label: property ? "Property" : "Vehicle",
      value: property ? `${facts.subject}, ${facts.address}` : facts.subject,
    },
    { label: "Installed on", value: installDate(facts.installedAt) },
  ];
  if (facts.medicalExemption) rows.push({ label: "Medical exemption", value: "Recorded for this vehicle" });
  return {
    heading: warranty.title,
    business: { name: business.name, phone: business.phone.display, site: new URL(siteUrl).host },
    rows,
    groups: facts.groups.map((g) => ({ label: g.label, film: filmLine(g), roll: g.roll })),
    terms: [...warranty.terms[facts.kind]],
    verify: { url: facts.verifyUrl, code: facts.code },
  };
}
