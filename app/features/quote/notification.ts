// Relative imports: the owner's script (scripts/owner-quotes.ts) runs this file directly on Node.
import { serviceAreas } from "../../config/areas.ts";
import { business } from "../../config/business.ts";
import { escapeHtml } from "../../lib/escape-html.ts";
import { showVisitorText, toVisitorHtml } from "../../lib/safe-text.ts";
import {
  bodyTypes,
  contactMethods,
  formatUsPhone,
  optionLabel,
  propertyTypes,
  serviceLabel,
  windowCounts,
} from "./schema.ts";

/** A stored quote request, as the owner's notification needs it. */
export type StoredQuote = {
  id: number;
  createdAt: Date;
  name: string;
  phone: string | null;
  email: string | null;
  preferredContact: string;
  service: string;
  vehicleYear: number | null;
  vehicleMake: string | null;
  vehicleModel: string | null;
  vehicleBody: string | null;
  propertyType: string | null;
  windowCount: string | null;
  location: string;
  serviceAreas: string[];
  message: string;
  welcomeOffer: boolean;
};

export type OwnerNotification = { subject: string; text: string; html: string; replyTo: string | null };

/** The lines of a request, label and plain text, in reading order. */
export function describeQuote(quote: StoredQuote): [string, string][] {
  const areas = quote.serviceAreas.map((slug) => serviceAreas.find((a) => a.slug === slug)?.name ?? slug);
  const vehicle = [quote.vehicleYear, quote.vehicleMake, quote.vehicleModel].filter(Boolean).join(" ");
  const rows: [string, string | null][] = [
    ["Name", quote.name],
    ["Phone", quote.phone && formatUsPhone(quote.phone)],
    ["Email", quote.email],
    ["Reach them by", optionLabel(contactMethods, quote.preferredContact)],
    ["Service", serviceLabel(quote.service)],
    [
      "Vehicle",
      vehicle ? `${vehicle}${quote.vehicleBody ? ` (${optionLabel(bodyTypes, quote.vehicleBody)})` : ""}` : null,
    ],
    ["Property", optionLabel(propertyTypes, quote.propertyType)],
    ["Windows", optionLabel(windowCounts, quote.windowCount)],
    [
      "Town or zip",
      `${quote.location} (${areas.length ? `service area: ${areas.join(" / ")}` : "not one of our ten service areas"})`,
    ],
    ["Welcome offer", quote.welcomeOffer ? `Claimed: ${business.offer.text}` : null],
    ["Message", quote.message || null],
  ];
  return rows.filter((row): row is [string, string] => row[1] !== null && row[1] !== "");
}

/**
 * The owner's email for a new request. Whatever the visitor typed is text:
 * escaped in the HTML part, and kept off header lines except the subject's
 * name, which the schema has already limited to one line of plain text.
 */
export function buildOwnerNotification(quote: StoredQuote): OwnerNotification {
  const subject = `New quote request #${quote.id}: ${serviceLabel(quote.service)} for ${showVisitorText(quote.name, { newlines: false })}${quote.welcomeOffer ? ` (${business.offer.percent}% offer)` : ""}`;
  const body = renderOwnerMail(
    `New quote request #${quote.id}`,
    quote.createdAt,
    describeQuote(quote),
    quote.email ? ["Reply to this email to answer by email."] : [],
  );
  return { subject, ...body, replyTo: quote.email };
}

/**
 * The text and HTML of an email to the owner about a lead (the quote form's
 * and the chat's): a heading with its time, then one row per field, the
 * visitor's words shown as text.
 */
export function renderOwnerMail(
  heading: string,
  createdAt: Date,
  rows: [string, string][],
  footer: string[] = [],
): { text: string; html: string } {
  const when = createdAt.toLocaleString("en-US", {
    timeZone: business.hours.timeZone,
    dateStyle: "medium",
    timeStyle: "short",
  });
  const width = Math.max(...rows.map(([label]) => label.length));
  const text = [
    `${heading}, ${when} (${business.hours.timeZone}).`,
    "",
    ...rows.map(
      ([label, value]) =>
        `${`${label}:`.padEnd(width + 2)}${showVisitorText(value).replace(/\n/g, `\n${" ".repeat(width + 2)}`)}`,
    ),
    ...(footer.length ? ["", ...footer] : []),
  ].join("\n");
  const html = `<!doctype html><html lang="en"><body style="font-family:system-ui,sans-serif;color:#0b1220">
<h1 style="font-size:18px">${escapeHtml(heading)}</h1>
<p style="color:#475569">${escapeHtml(when)} (${escapeHtml(business.hours.timeZone)})</p>
<table cellpadding="6" style="border-collapse:collapse">
${rows
  .map(
    ([label, value]) =>
      `<tr><th align="left" valign="top" style="border-bottom:1px solid #e2e8f0">${escapeHtml(label)}</th><td style="border-bottom:1px solid #e2e8f0;white-space:pre-wrap">${toVisitorHtml(value)}</td></tr>`,
  )
  .join("\n")}
</table>
</body></html>`;
  return { text, html };
}
