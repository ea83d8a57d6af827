import { getEnv } from "~/config/env.server.ts";
import type { Db } from "~/db/client.server.ts";
import { chatConversations, chatQuoteRequests, outboxMessages } from "~/db/schema.ts";
import { getNotificationEmail } from "~/features/admin/settings.server.ts";
import { wakeOutboxWorker } from "~/platform/outbox.server.ts";
import type { Engine } from "./conversations.server.ts";
import { buildChatLeadNotification, type StoredChatLead } from "./lead-notification.ts";
import type { ChatLeadRequest } from "./offline/lead-request.ts";

// A quote request taken in the chat becomes a lead with what it asks for, and
// the owner is emailed about it as about the quote form's: the lead and its
// outbox message in one transaction, delivered once across instances by the
// outbox (app/platform/outbox.server.ts). The same request sent again (a
// retry, or the model recording it twice) is kept once and emailed once.

export type ChatLeadInput = {
  conversationId: string;
  name: string;
  phone: string;
  request: ChatLeadRequest;
  source: Engine;
  /** How many messages the visitor had sent: one lead per turn of a conversation. */
  userTurn: number;
};

/** Stores the lead and the owner's email; null when this turn's lead was already taken. */
export async function takeChatLead(
  db: Db,
  input: ChatLeadInput,
  { ownerEmail, siteUrl }: { ownerEmail?: string; siteUrl?: string } = {},
): Promise<StoredChatLead | null> {
  const to = ownerEmail ?? (await getNotificationEmail(db)) ?? getEnv().OWNER_EMAIL;
  const site = siteUrl ?? getEnv().SITE_URL;
  const { request } = input;
  const stored = await db.transaction(async (tx) => {
    await tx.insert(chatConversations).values({ id: input.conversationId }).onConflictDoNothing();
    const [lead] = await tx
      .insert(chatQuoteRequests)
      .values({
        conversationId: input.conversationId,
        name: input.name,
        phone: input.phone,
        details: request.question,
        service: request.service,
        vehicle: request.vehicle,
        location: request.location,
        serviceAreas: request.areas,
        userTurn: input.userTurn,
        source: input.source,
      })
      .onConflictDoNothing({ target: [chatQuoteRequests.conversationId, chatQuoteRequests.userTurn] })
      .returning();
    if (!lead) return null;
    const mail = buildChatLeadNotification(lead, site);
    await tx.insert(outboxMessages).values({
      chatQuoteRequestId: lead.id,
      toAddress: to,
      replyTo: mail.replyTo,
      subject: mail.subject,
      textBody: mail.text,
      htmlBody: mail.html,
    });
    return lead;
  });
  if (stored) wakeOutboxWorker();
  return stored;
}
