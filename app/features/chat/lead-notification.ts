import { serviceAreas } from "../../config/areas.ts";
import { showVisitorText } from "../../lib/safe-text.ts";
import { serviceLabel } from "../quote/fields.ts";
import { renderOwnerMail, type OwnerNotification } from "../quote/notification.ts";

// The owner's email about a quote request taken in the chat: the same shape
// as the quote form's (renderOwnerMail), with what the chat gathered and a
// link to the lead in the console, where the whole conversation is.

export type StoredChatLead = {
  id: number;
  createdAt: Date;
  name: string;
  /** As the chat formatted it: (850) 555-0199. */
  phone: string;
  service: string | null;
  vehicle: string | null;
  location: string | null;
  serviceAreas: string[];
  /** The request in the visitor's own words. */
  details: string;
};

/** The lines of a chat lead, label and plain text, in reading order. */
export function describeChatLead(lead: StoredChatLead): [string, string][] {
  const areas = lead.serviceAreas.map((slug) => serviceAreas.find((a) => a.slug === slug)?.name ?? slug);
  const rows: [string, string | null][] = [
    ["Name", lead.name],
    ["Phone", lead.phone],
    ["Service", lead.service ? serviceLabel(lead.service) : null],
    ["Vehicle", lead.vehicle],
    [
      "Town or zip",
      lead.location
        ? `${lead.location} (${areas.length ? `service area: ${areas.join(" / ")}` : "not one of our ten service areas"})`
        : null,
    ],
    ["Their request", lead.details || null],
  ];
  return rows.filter((row): row is [string, string] => row[1] !== null && row[1] !== "");
}

/** The owner's email for a new chat lead; `siteUrl` makes the console's link. */
export function buildChatLeadNotification(lead: StoredChatLead, siteUrl: string): OwnerNotification {
  const what = lead.service ? serviceLabel(lead.service) : "Quote request";
  const subject = `New chat lead #${lead.id}: ${what} for ${showVisitorText(lead.name, { newlines: false })}`;
  const leadUrl = new URL(`/admin/leads/chat/${lead.id}`, siteUrl).toString();
  const body = renderOwnerMail(`New chat lead #${lead.id}`, lead.createdAt, describeChatLead(lead), [
    "Left with the website's assistant: call them back.",
    `The lead and the whole conversation: ${leadUrl}`,
  ]);
  return { subject, ...body, replyTo: null };
}
