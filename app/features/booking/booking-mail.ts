import { createEvent } from "ics";
import { getServiceArea } from "~/config/areas.ts";
import { business } from "~/config/business.ts";
import { escapeHtml } from "~/lib/escape-html.ts";
import { showVisitorText, toVisitorHtml } from "~/lib/safe-text.ts";
import type { OutboxAttachment } from "~/db/schema.ts";
import { formatUsPhone } from "~/features/quote/fields.ts";
import { depositRule, describeArrival, dollars } from "./booking-format.ts";
import { depositText } from "./booking-machine.ts";
import { describePrice } from "./welcome-offer.ts";

// The messages of a booking: the customer's confirmation (text, HTML and an
// .ics calendar file), and the owner's notification, like a quote request's.
// They are written into the outbox (docs/decisions/008) in the transaction
// that confirms, moves or cancels the booking.

/** What the messages need of a stored booking. */
export type BookingForMail = {
  id: string;
  status: string;
  crew: number;
  arrivesAt: Date;
  jobEndsAt: Date;
  areaSlug: string;
  address: string;
  customerName: string;
  customerPhone: string;
  customerEmail: string;
  summary: string;
  priceCents: number | null;
  /** The welcome offer's percent when it applies (welcome-offer.ts); absent or null: none. */
  offerPercent?: number | null;
  depositCents: number;
  durationMinutes: number;
  medicalExemption: boolean;
  createdAt: Date;
};

export type BookingEvent = "confirmed" | "moved" | "cancelled";
export type BookingMail = {
  to: string;
  replyTo: string | null;
  subject: string;
  text: string;
  html: string;
  attachments: OutboxAttachment[] | null;
};

const areaName = (slug: string) => getServiceArea(slug)?.name ?? slug;

/** The calendar file's SEQUENCE: grows with each change of the booking, so a calendar replaces the old event. */
export const icsSequence = (b: { createdAt: Date; updatedAt: Date }) =>
  Math.max(0, Math.floor((b.updatedAt.getTime() - b.createdAt.getTime()) / 1000));

/** The visit as a calendar event (UTC instants: every calendar shows them in its own zone, Central Time here). */
export function bookingIcs(b: BookingForMail, { sequence = 0 }: { sequence?: number } = {}): string {
  const { error, value } = createEvent({
    uid: `${b.id}@booking.${business.shortName.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`,
    sequence,
    start: b.arrivesAt.getTime(),
    startInputType: "utc",
    startOutputType: "utc",
    end: b.jobEndsAt.getTime(),
    endInputType: "utc",
    endOutputType: "utc",
    title: `${business.name}: window tint appointment`,
    description: `${b.summary}\nWe arrive within 30 minutes of the start time.\nQuestions or changes: ${business.phone.display}.`,
    location: b.address,
    status: b.status === "cancelled" ? "CANCELLED" : "CONFIRMED",
    organizer: { name: business.name, email: business.email },
    productId: business.name,
    calName: business.name,
  });
  if (error || !value) throw new Error(`calendar file not made: ${error?.message ?? "no value"}`);
  return value;
}

/** The deposit's line of a message: paid, or what the cancellation did with it (booking-machine.ts's words). */
function depositLine(b: BookingForMail, event: BookingEvent, refunded: boolean): string {
  if (event !== "cancelled") return depositText("paid", b.depositCents);
  return depositText(refunded ? "refunded" : "kept", b.depositCents);
}

function rows(b: BookingForMail, deposit = depositText("paid", b.depositCents)): [string, string][] {
  return [
    ["When", describeArrival(b.arrivesAt)],
    ["Where", `${b.address} (${areaName(b.areaSlug)})`],
    ["What", b.summary],
    ["Price", describePrice(b.priceCents, b.offerPercent ?? null)],
    ["Deposit", deposit],
    ["Time on site", `about ${Math.round((b.durationMinutes / 60) * 10) / 10} hours`],
  ];
}

function table(list: [string, string][], cell: (value: string) => string = escapeHtml): string {
  return `<table cellpadding="6" style="border-collapse:collapse">
${list
  .map(
    ([label, value]) =>
      `<tr><th align="left" valign="top" style="border-bottom:1px solid #e2e8f0">${escapeHtml(label)}</th><td style="border-bottom:1px solid #e2e8f0;white-space:pre-wrap">${cell(value)}</td></tr>`,
  )
  .join("\n")}
</table>`;
}

const textRows = (list: [string, string][]) => {
  const width = Math.max(...list.map(([l]) => l.length)) + 2;
  return list.map(([l, v]) => `${`${l}:`.padEnd(width)}${v}`).join("\n");
};

/** The customer's email: booked, moved or cancelled; booked and moved carry the .ics and the manage link. */
export function buildCustomerMail(
  b: BookingForMail,
  event: BookingEvent,
  { manageUrl, refunded = false, sequence = 0 }: { manageUrl: string; refunded?: boolean; sequence?: number },
): BookingMail {
  const list = rows(b, depositLine(b, event, refunded));
  const heading =
    event === "confirmed"
      ? "Your appointment is booked"
      : event === "moved"
        ? "Your appointment has moved"
        : "Your appointment is cancelled";
  const when = describeArrival(b.arrivesAt);
  const subject = `${heading}: ${when}`;
  const closing =
    event === "cancelled"
      ? refunded
        ? `Your ${dollars(b.depositCents)} deposit is refunded to the card you paid with (it can take 5 to 10 business days to show).`
        : `As stated when you booked, the ${dollars(b.depositCents)} deposit is kept.`
      : `Change or cancel: ${manageUrl}\n${depositRule(b.depositCents)}`;
  const text = [
    `Hello ${b.customerName},`,
    "",
    `${heading}.`,
    "",
    textRows(list),
    "",
    closing,
    "",
    event === "cancelled" ? "" : "The attached calendar file adds the appointment to your calendar.",
    `Questions: ${business.phone.display}, or reply to this email.`,
    "",
    business.name,
  ].join("\n");
  const html = `<!doctype html><html lang="en"><body style="font-family:system-ui,sans-serif;color:#0b1220">
<h1 style="font-size:18px">${escapeHtml(heading)}</h1>
<p>Hello ${escapeHtml(b.customerName)},</p>
${table(list)}
${
  event === "cancelled"
    ? `<p>${escapeHtml(closing)}</p>`
    : `<p><a href="${escapeHtml(manageUrl)}">Change or cancel your appointment</a></p><p style="color:#475569">${escapeHtml(depositRule(b.depositCents))}</p>`
}
<p>Questions: ${escapeHtml(business.phone.display)}, or reply to this email.</p>
<p>${escapeHtml(business.name)}</p>
</body></html>`;
  return {
    to: b.customerEmail,
    replyTo: business.email,
    subject,
    text,
    html,
    attachments:
      event === "cancelled"
        ? null
        : [
            {
              filename: "appointment.ics",
              contentType: "text/calendar; charset=utf-8",
              content: bookingIcs(b, { sequence }),
            },
          ],
  };
}

/** The owner's notification, in the shape of a quote request's. */
export function buildOwnerBookingMail(
  b: BookingForMail,
  event: BookingEvent,
  ownerEmail: string,
  note?: string,
  refunded = false,
): BookingMail {
  const verb = event === "confirmed" ? "New booking" : event === "moved" ? "Booking moved" : "Booking cancelled";
  const list: [string, string][] = [
    ["Name", b.customerName],
    ["Phone", formatUsPhone(b.customerPhone)],
    ["Email", b.customerEmail],
    ...rows(b, depositLine(b, event, refunded)),
    ["Crew", String(b.crew)],
    ...(b.medicalExemption
      ? ([["Medical exemption", "Confirmed by the customer: check the certificate"]] as [string, string][])
      : []),
    ...(note ? ([["Note", note]] as [string, string][]) : []),
  ];
  // What the customer typed is shown inert to the owner: a bidi override in a name cannot reverse the lines.
  const subject = `${verb} ${b.id.slice(3, 11).toUpperCase()}: ${describeArrival(b.arrivesAt)}, ${showVisitorText(b.customerName, { newlines: false })}`;
  const shown = list.map(([label, value]): [string, string] => [label, showVisitorText(value)]);
  const text = [`${verb}.`, "", textRows(shown), "", "Reply to this email to answer the customer."].join("\n");
  const html = `<!doctype html><html lang="en"><body style="font-family:system-ui,sans-serif;color:#0b1220">
<h1 style="font-size:18px">${escapeHtml(verb)}</h1>
${table(list, toVisitorHtml)}
</body></html>`;
  return { to: ownerEmail, replyTo: b.customerEmail, subject, text, html, attachments: null };
}
