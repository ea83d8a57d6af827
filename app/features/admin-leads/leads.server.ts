import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server.ts";
import { booking as bookingConfig } from "~/config/booking.ts";
import { decideBooking, depositStateOf, depositText, type BookingAct } from "~/features/booking/booking-machine.ts";
import { getDepositOrder } from "~/features/booking/bookings.server.ts";
import { blockFlagOf, readBlocks } from "~/features/booking/owner-blocks.server.ts";
import type { BookingLeadInfo } from "./components/booking-lead.tsx";
import {
  bookingEvents,
  bookings,
  chatQuoteRequests,
  leadNotes,
  leadStates,
  outboxMessages,
  quoteRequests,
} from "~/db/schema.ts";
import { formatUsPhone } from "~/features/quote/fields.ts";
import { wakeOutboxWorker } from "~/platform/outbox.server.ts";
import { HttpError } from "~/lib/http-error.ts";
import { toCsvRow } from "~/lib/safe-text.ts";
import { recordAudit as audit } from "~/features/admin/audit.server.ts";
import type { ConsoleUser } from "~/features/admin/access.server.ts";
import { PAGE_SIZE, leadSources, type LeadFilters, type LeadSource, type LeadStatus } from "./schema.ts";
import {
  branches,
  countLeads,
  selectLeads,
  toLeadRow,
  type DbOrTx,
  type LeadNotification,
  type NotificationStatus,
  type LeadRef,
  type LeadRow,
  type RawLead,
} from "./lead-query.server.ts";

export type { LeadNotification, LeadRef, LeadRow, NotificationStatus } from "./lead-query.server.ts";

// The owner's leads (issue 13), read through the one UNION ALL query of
// lead-query.server.ts; what the owner did with a lead (status, read, notes)
// lives in lead_states and lead_notes, keyed by (source, source id).

/** A lead as the list shows it: without the visitor's message (read on the lead's page), so a page of 50 stays small. */
export type LeadListRow = Omit<LeadRow, "details">;
export type LeadPage = { leads: LeadListRow[]; total: number; page: number; pageCount: number; unread: number };

function toLeadListRow(r: RawLead): LeadListRow {
  const { details: _message, ...row } = toLeadRow(r);
  return row;
}

/** One page (PAGE_SIZE rows) of the leads matching the filters, newest first, and the count of unread leads. */
export async function listLeads(db: Db, filters: LeadFilters): Promise<LeadPage> {
  // Filtered, the matching rows are all read to sort them anyway: count them in
  // the same pass. Unfiltered, the page is read from the newest end of each
  // source's index, and a count of the sources is cheaper than a count of the union.
  const filtered = Boolean(filters.status || filters.service || filters.area || filters.source || filters.q);
  const rows = await selectLeads(db, filters, PAGE_SIZE, (filters.page - 1) * PAGE_SIZE, { withTotal: filtered });
  const total = filtered && rows.length ? Number(rows[0]!.total) : await countLeads(db, filters);
  const unread = await countUnreadLeads(db);
  return {
    leads: rows.map(toLeadListRow),
    total,
    page: filters.page,
    pageCount: Math.max(1, Math.ceil(total / PAGE_SIZE)),
    unread,
  };
}

/** Leads of every source the owner has not opened yet. */
export async function countUnreadLeads(db: DbOrTx): Promise<number> {
  const counts = leadSources.map((source) => {
    const table =
      source === "quote" ? sql`quote_requests` : source === "chat" ? sql`chat_quote_requests` : sql`bookings`;
    return sql`select count(*) as n from ${table} x where not exists (
      select 1 from lead_states s where s.source = ${source} and s.source_id = x.id::text and s.read_at is not null)`;
  });
  const result = await db.execute<{ n: number | string }>(sql.join(counts, sql` union all `));
  return result.rows.reduce((sum, r) => sum + Number(r.n), 0);
}

const CSV_HEADER = [
  "Received (UTC)",
  "Source",
  "Lead id",
  "Status",
  "Name",
  "Phone",
  "Email",
  "Service",
  "Location",
  "Service areas",
  "Details",
  "Owner email",
  "Notes",
];

/** Every lead matching the filters (no page), as CSV: each cell cleaned, formulas kept as text. */
export async function exportLeadsCsv(db: Db, filters: Omit<LeadFilters, "page">): Promise<string> {
  const rows = (await selectLeads(db, filters, null, 0)).map(toLeadRow);
  const notes = new Map<string, string[]>();
  if (rows.length) {
    const all = await db
      .select({ source: leadNotes.source, sourceId: leadNotes.sourceId, body: leadNotes.body })
      .from(leadNotes)
      .orderBy(asc(leadNotes.createdAt), asc(leadNotes.id));
    for (const n of all) {
      const key = `${n.source}:${n.sourceId}`;
      notes.set(key, [...(notes.get(key) ?? []), n.body]);
    }
  }
  let csv = toCsvRow(CSV_HEADER);
  for (const r of rows) {
    csv += toCsvRow([
      r.createdAt.toISOString(),
      r.source,
      r.id,
      r.status,
      r.name,
      r.phone && /^\+1\d{10}$/.test(r.phone) ? formatUsPhone(r.phone) : r.phone,
      r.email,
      r.service,
      r.location,
      r.areas.join(" "),
      r.details,
      r.notification?.status ?? "",
      (notes.get(`${r.source}:${r.id}`) ?? []).join(" | "),
    ]);
  }
  return csv;
}

/** The lead's source, checked: a 404 for an unknown source or id. */
export async function requireLead(db: DbOrTx, source: string, id: string): Promise<LeadRef> {
  const known = (leadSources as readonly string[]).includes(source) ? (source as LeadSource) : null;
  if (!known || !(await branches[known].exists(db, id))) throw new HttpError(404, "There is no such lead.");
  return { source: known, id };
}

export type LeadNote = { id: number; body: string; authorName: string; createdAt: Date };

export type LeadDetail = {
  lead: LeadRow;
  readAt: Date | null;
  notes: LeadNote[];
  /** The owner's email about this lead, in full (quote form and chat leads). */
  notification: LeadNotification | null;
  /** Quote form leads: the form as sent. */
  quote: typeof quoteRequests.$inferSelect | null;
  /** Chat leads: the conversation it was taken in. */
  conversationId: string | null;
  /** Chat leads: the vehicle the visitor named. */
  chatVehicle: string | null;
  /** Online bookings: the visit, its status and deposit, and the deposit's order. */
  booking: BookingLeadInfo | null;
};

/** The outbox messages that notify the owner of a quote form or chat lead. */
const notifies = (ref: LeadRef) =>
  ref.source === "chat"
    ? eq(outboxMessages.chatQuoteRequestId, Number(ref.id))
    : eq(outboxMessages.quoteRequestId, Number(ref.id));

/** One lead with its state, notes and notification; a 404 when there is none. */
export async function getLead(db: Db, source: string, id: string): Promise<LeadDetail> {
  const ref = await requireLead(db, source, id);
  const [row] = await selectLeads(db, { source: ref.source, id: ref.id }, 1, 0);
  const lead = toLeadRow(row!);
  const [state] = await db
    .select()
    .from(leadStates)
    .where(and(eq(leadStates.source, ref.source), eq(leadStates.sourceId, ref.id)));
  const notes = await db
    .select({
      id: leadNotes.id,
      body: leadNotes.body,
      authorName: leadNotes.authorName,
      createdAt: leadNotes.createdAt,
    })
    .from(leadNotes)
    .where(and(eq(leadNotes.source, ref.source), eq(leadNotes.sourceId, ref.id)))
    .orderBy(asc(leadNotes.createdAt), asc(leadNotes.id));
  let notification: LeadNotification | null = null;
  let quote: LeadDetail["quote"] = null;
  let conversationId: string | null = null;
  let chatVehicle: string | null = null;
  let booking: LeadDetail["booking"] = null;
  if (ref.source === "booking") {
    booking = await bookingLeadInfo(db, ref.id);
  } else {
    if (ref.source === "quote") {
      quote =
        (
          await db
            .select()
            .from(quoteRequests)
            .where(eq(quoteRequests.id, Number(ref.id)))
        )[0] ?? null;
    } else {
      const [chat] = await db
        .select({ conversationId: chatQuoteRequests.conversationId, vehicle: chatQuoteRequests.vehicle })
        .from(chatQuoteRequests)
        .where(eq(chatQuoteRequests.id, Number(ref.id)));
      conversationId = chat?.conversationId ?? null;
      chatVehicle = chat?.vehicle ?? null;
    }
    const [message] = await db
      .select({
        status: outboxMessages.status,
        attempts: outboxMessages.attempts,
        lastError: outboxMessages.lastError,
        sentAt: outboxMessages.sentAt,
        nextAttemptAt: outboxMessages.nextAttemptAt,
      })
      .from(outboxMessages)
      .where(notifies(ref))
      .orderBy(desc(outboxMessages.id))
      .limit(1);
    notification = message ? { ...message, status: message.status as NotificationStatus } : null;
  }
  return { lead, readAt: state?.readAt ?? null, notes, notification, quote, conversationId, chatVehicle, booking };
}

/** What the lead's page shows of its booking: status, deposit (read from its order), timeline, a block over it. */
async function bookingLeadInfo(db: Db, id: string, now = new Date()): Promise<BookingLeadInfo | null> {
  const [row] = await db.select().from(bookings).where(eq(bookings.id, id));
  if (!row) return null;
  const [order, timeline, blocks] = await Promise.all([
    getDepositOrder(db, row),
    db
      .select()
      .from(bookingEvents)
      .where(eq(bookingEvents.bookingId, id))
      .orderBy(asc(bookingEvents.at), asc(bookingEvents.id)),
    readBlocks(db),
  ]);
  const depositPaid = order?.status === "paid" || order?.status === "fulfilled";
  const can = (act: BookingAct) =>
    decideBooking({ status: row.status, arrivesAt: row.arrivesAt, depositPaid }, act, now, bookingConfig).kind ===
    "change";
  return {
    id: row.id,
    arrivesAt: row.arrivesAt,
    status: row.status,
    depositCents: row.depositCents,
    deposit: depositText(depositStateOf(row.status, order), row.depositCents),
    depositPaid,
    medicalExemption: row.medicalExemption,
    orderId: row.orderId,
    ownerFlag: row.ownerFlag,
    blocked: blockFlagOf(row, blocks),
    timeline: timeline.map((e) => ({ kind: e.kind, detail: e.detail, actor: e.actor, at: e.at })),
    can: {
      move: can({ type: "reschedule", by: "owner" }),
      cancel: can({ type: "cancel", by: "owner" }),
      settle: can({ type: "complete" }),
    },
    depositOnCancel: bookingConfig.depositOnCancel,
  };
}

// Changes: each takes the console user who makes it, runs in one transaction
// with its audit entry, and answers 404 for a lead that does not exist.

const entityId = (ref: LeadRef) => `${ref.source}:${ref.id}`;

async function stateOf(tx: DbOrTx, ref: LeadRef) {
  const [state] = await tx
    .select()
    .from(leadStates)
    .where(and(eq(leadStates.source, ref.source), eq(leadStates.sourceId, ref.id)));
  return { status: (state?.status ?? "new") as LeadStatus, readAt: state?.readAt ?? null };
}

async function writeState(tx: DbOrTx, ref: LeadRef, set: { status?: LeadStatus; readAt?: Date | null }) {
  const now = new Date();
  await tx
    .insert(leadStates)
    .values({ source: ref.source, sourceId: ref.id, status: set.status ?? "new", readAt: set.readAt ?? null })
    .onConflictDoUpdate({ target: [leadStates.source, leadStates.sourceId], set: { ...set, updatedAt: now } });
}

/** Sets the lead's status (which also marks it read). */
export async function setLeadStatus(
  db: Db,
  actor: ConsoleUser,
  source: string,
  id: string,
  status: LeadStatus,
): Promise<{ before: LeadStatus; after: LeadStatus }> {
  return db.transaction(async (tx) => {
    const ref = await requireLead(tx, source, id);
    const before = await stateOf(tx, ref);
    if (before.status === status && before.readAt) return { before: before.status, after: status };
    await writeState(tx, ref, { status, readAt: before.readAt ?? new Date() });
    await audit(tx, {
      actor,
      action: "lead.status",
      entity: "lead",
      entityId: entityId(ref),
      before: { status: before.status },
      after: { status },
    });
    return { before: before.status, after: status };
  });
}

/** Marks the lead read (opening it) or unread again; false when it already was. */
export async function setLeadRead(db: Db, actor: ConsoleUser, source: string, id: string, read: boolean) {
  return db.transaction(async (tx) => {
    const ref = await requireLead(tx, source, id);
    const before = await stateOf(tx, ref);
    if (Boolean(before.readAt) === read) return false;
    await writeState(tx, ref, { status: before.status, readAt: read ? new Date() : null });
    await audit(tx, {
      actor,
      action: read ? "lead.read" : "lead.unread",
      entity: "lead",
      entityId: entityId(ref),
      before: { read: !read },
      after: { read },
    });
    return true;
  });
}

/** Adds a note (already checked by leadNoteSchema) to the lead. */
export async function addLeadNote(db: Db, actor: ConsoleUser, source: string, id: string, body: string) {
  return db.transaction(async (tx) => {
    const ref = await requireLead(tx, source, id);
    const [note] = await tx
      .insert(leadNotes)
      .values({ source: ref.source, sourceId: ref.id, body, authorId: actor.id, authorName: actor.name })
      .returning();
    await audit(tx, {
      actor,
      action: "lead.note",
      entity: "lead",
      entityId: entityId(ref),
      after: { noteId: note!.id, body },
    });
    return note!;
  });
}

/**
 * Sends the lead's failed notification again: the outbox message goes back to
 * pending, due now, with a fresh round of attempts, and the server's worker is
 * woken (with no SMTP_URL there is none: it waits in the outbox as any other).
 * A 409 when the lead's notification has not failed.
 */
export async function resendLeadNotification(db: Db, actor: ConsoleUser, source: string, id: string) {
  const requeued = await db.transaction(async (tx) => {
    const ref = await requireLead(tx, source, id);
    if (ref.source === "booking") throw new HttpError(409, "This lead has no email to send again.");
    const [message] = await tx
      .select({ id: outboxMessages.id, status: outboxMessages.status, lastError: outboxMessages.lastError })
      .from(outboxMessages)
      .where(notifies(ref))
      .orderBy(desc(outboxMessages.id))
      .limit(1)
      .for("update");
    if (!message) throw new HttpError(409, "This lead has no email to send again.");
    if (message.status !== "failed") {
      throw new HttpError(
        409,
        message.status === "sent" ? "That email was already sent." : "That email is already waiting to be sent.",
      );
    }
    await tx
      .update(outboxMessages)
      .set({ status: "pending", attempts: 0, nextAttemptAt: new Date(), lockedUntil: null })
      .where(and(eq(outboxMessages.id, message.id), eq(outboxMessages.status, "failed")));
    await audit(tx, {
      actor,
      action: "lead.notification.resend",
      entity: "lead",
      entityId: entityId(ref),
      before: { outboxId: message.id, status: "failed", lastError: message.lastError },
      after: { outboxId: message.id, status: "pending" },
    });
    return message.id;
  });
  wakeOutboxWorker();
  return requeued;
}
