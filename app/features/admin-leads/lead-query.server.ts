import { eq, sql, type SQL } from "drizzle-orm";
import type { Db, Tx } from "~/db/client.server.ts";
import { bookings, chatQuoteRequests, quoteRequests } from "~/db/schema.ts";
import { leadSources, type LeadFilters, type LeadSource, type LeadStatus } from "./schema.ts";

// The leads' one query (issue 13): every source of leads is one branch of a
// UNION ALL with the same columns, each applying the filters it can (a chat
// lead without a service or area never matches a filter on them). A new
// source is one more branch here and one more name in leadSources. What the
// owner does with leads is in leads.server.ts.

export type DbOrTx = Db | Tx;

export type LeadRef = { source: LeadSource; id: string };
export type NotificationStatus = "pending" | "sent" | "failed";
export type LeadNotification = {
  status: NotificationStatus;
  attempts: number;
  lastError: string | null;
  sentAt: Date | null;
  nextAttemptAt: Date;
};

export type LeadRow = {
  source: LeadSource;
  id: string;
  createdAt: Date;
  name: string;
  phone: string | null;
  email: string | null;
  service: string | null;
  location: string | null;
  areas: string[];
  /** The visitor's message (quote form) or what the chat gathered. */
  details: string;
  status: LeadStatus;
  read: boolean;
  /** The owner's email of this lead (quote form and chat); null when there is none. */
  notification: Pick<LeadNotification, "status" | "lastError"> | null;
  /** An online booking's status (booking-machine.ts); null for other sources. */
  bookingStatus: string | null;
  /** An online booking's timeline, oldest first (booking-machine.ts TimelineKind); empty for other sources. */
  bookingTimeline: string[];
};

type BranchFilters = Omit<LeadFilters, "page" | "source"> & { /** One lead's id (its detail page). */ id?: string };
export type UnionFilters = BranchFilters & { source?: LeadSource };

/** One source of leads: its rows as the union's columns, and its own record for the detail page. */
type LeadBranch = {
  source: LeadSource;
  /**
   * SELECT source, id, created_at, name, phone, email, service, location,
   * areas, details, outbox_ref (the quote request id, or the chat lead id,
   * whose outbox message notified the owner, or null), booking_status,
   * booking_timeline, with the filters applied;
   * null when no row of this source can match them.
   */
  rows(filters: BranchFilters): SQL | null;
  /** Whether the lead exists. */
  exists(db: DbOrTx, id: string): Promise<boolean>;
};

export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The search's condition on a name, phone and email column: any contains the text; the phone by its digits. */
function searchCondition(q: string | undefined, name: SQL, phone: SQL, email: SQL | null): SQL | undefined {
  if (!q) return undefined;
  const like = `%${escapeLike(q)}%`;
  const parts = [sql`${name} ilike ${like}`];
  if (email) parts.push(sql`${email} ilike ${like}`);
  let digits = q.replace(/\D/g, "");
  if (digits.length === 11 && digits.startsWith("1")) digits = digits.slice(1);
  if (digits.length >= 3 && /^[\d\s()+.-]+$/.test(q)) {
    parts.push(sql`regexp_replace(coalesce(${phone}, ''), '\\D', '', 'g') like ${`%${digits}%`}`);
  }
  return sql`(${sql.join(parts, sql` or `)})`;
}

/** The status filter, on the lead's state (no row: new). */
function statusCondition(source: LeadSource, id: SQL, status: LeadStatus | undefined): SQL | undefined {
  if (!status) return undefined;
  const state = sql`select 1 from lead_states s where s.source = ${source} and s.source_id = ${id}`;
  return status === "new"
    ? sql`not exists (${state} and s.status <> 'new')`
    : sql`exists (${state} and s.status = ${status})`;
}
const where = (conditions: (SQL | undefined)[]) => {
  const present = conditions.filter((c): c is SQL => c !== undefined);
  return present.length ? sql`where ${sql.join(present, sql` and `)}` : sql``;
};

const quoteBranch: LeadBranch = {
  source: "quote",
  rows(f) {
    return sql`select 'quote' as source, q.id::text as id, q.created_at, q.name, q.phone, q.email, q.service,
        q.location, q.service_areas as areas, q.message as details,
        q.id as outbox_ref, null::text as booking_status,
        null::text as booking_timeline
      from quote_requests q
      ${where([
        f.id ? sql`q.id = ${Number(f.id)}` : undefined,
        statusCondition("quote", sql`q.id::text`, f.status),
        f.service ? sql`q.service = ${f.service}` : undefined,
        f.area ? sql`${f.area} = any(q.service_areas)` : undefined,
        searchCondition(f.q, sql`q.name`, sql`q.phone`, sql`q.email`),
      ])}`;
  },
  async exists(db, id) {
    if (!/^\d{1,9}$/.test(id)) return false;
    const rows = await db
      .select({ id: quoteRequests.id })
      .from(quoteRequests)
      .where(eq(quoteRequests.id, Number(id)));
    return rows.length > 0;
  },
};

const chatBranch: LeadBranch = {
  source: "chat",
  rows(f) {
    return sql`select 'chat' as source, c.id::text as id, c.created_at, c.name, c.phone, null::text as email,
        c.service, c.location, c.service_areas as areas, c.details,
        c.id as outbox_ref, null::text as booking_status,
        null::text as booking_timeline
      from chat_quote_requests c
      ${where([
        f.id ? sql`c.id = ${Number(f.id)}` : undefined,
        statusCondition("chat", sql`c.id::text`, f.status),
        f.service ? sql`c.service = ${f.service}` : undefined,
        f.area ? sql`${f.area} = any(c.service_areas)` : undefined,
        searchCondition(f.q, sql`c.name`, sql`c.phone`, null),
      ])}`;
  },
  async exists(db, id) {
    if (!/^\d{1,9}$/.test(id)) return false;
    const rows = await db
      .select({ id: chatQuoteRequests.id })
      .from(chatQuoteRequests)
      .where(eq(chatQuoteRequests.id, Number(id)));
    return rows.length > 0;
  },
};

// Online bookings (issue 15): the booking's summary is the service (it matches
// no service filter), its area the area. Every booking is a lead, with its
// status beside it: a hold that lapsed unpaid is one too (someone to call
// back), shown as abandoned at payment, never as a booking.
const bookingBranch: LeadBranch = {
  source: "booking",
  rows(f) {
    if (f.service) return null;
    return sql`select 'booking' as source, b.id, b.created_at, b.customer_name as name, b.customer_phone as phone,
        b.customer_email as email, b.summary as service, b.address as location, array[b.area_slug] as areas,
        b.summary as details, null::integer as outbox_ref, b.status as booking_status,
        (select string_agg(e.kind, ',' order by e.at, e.id) from booking_events e where e.booking_id = b.id)
          as booking_timeline
      from bookings b
      ${where([
        f.id ? sql`b.id = ${f.id}` : undefined,
        statusCondition("booking", sql`b.id`, f.status),
        f.area ? sql`b.area_slug = ${f.area}` : undefined,
        searchCondition(f.q, sql`b.customer_name`, sql`b.customer_phone`, sql`b.customer_email`),
      ])}`;
  },
  async exists(db, id) {
    if (!/^bk_[a-z0-9]{1,40}$/.test(id)) return false;
    const rows = await db.select({ id: bookings.id }).from(bookings).where(eq(bookings.id, id));
    return rows.length > 0;
  },
};

export const branches: Record<LeadSource, LeadBranch> = {
  quote: quoteBranch,
  chat: chatBranch,
  booking: bookingBranch,
};

function unionOf(filters: UnionFilters): SQL | null {
  const selects = leadSources
    .filter((s) => !filters.source || filters.source === s)
    .map((s) => branches[s].rows(filters))
    .filter((s): s is SQL => s !== null);
  return selects.length ? sql.join(selects, sql` union all `) : null;
}

export type RawLead = {
  source: LeadSource;
  id: string;
  created_at: Date | string;
  name: string;
  phone: string | null;
  email: string | null;
  service: string | null;
  location: string | null;
  areas: string[] | null;
  details: string | null;
  status: LeadStatus;
  read: boolean;
  notification_status: NotificationStatus | null;
  notification_error: string | null;
  booking_status: string | null;
  booking_timeline: string | null;
  total?: number | string;
};

const toDate = (v: Date | string) => (v instanceof Date ? v : new Date(v));

export function toLeadRow(r: RawLead): LeadRow {
  return {
    source: r.source,
    id: r.id,
    createdAt: toDate(r.created_at),
    name: r.name,
    phone: r.phone,
    email: r.email,
    service: r.service,
    location: r.location,
    areas: r.areas ?? [],
    details: r.details ?? "",
    status: r.status,
    read: r.read,
    notification: r.notification_status ? { status: r.notification_status, lastError: r.notification_error } : null,
    bookingStatus: r.booking_status,
    bookingTimeline: r.booking_timeline ? r.booking_timeline.split(",") : [],
  };
}

/**
 * The leads matching the filters, newest first, with their state and their
 * notification's status (the latest message of each), both joined after the
 * page is cut, so only its rows are looked up.
 */
export async function selectLeads(
  db: DbOrTx,
  filters: UnionFilters,
  limit: number | null,
  offset: number,
  { withTotal = false } = {},
) {
  const union = unionOf(filters);
  if (!union) return [];
  const result = await db.execute<RawLead>(sql`
    select l.source, l.id, l.created_at, l.name, l.phone, l.email, l.service, l.location, l.areas, l.details,
      l.booking_status, l.booking_timeline, coalesce(s.status, 'new') as status, s.read_at is not null as read,
      n.status as notification_status, n.last_error as notification_error${withTotal ? sql`, l.total` : sql``}
    from (
      select u.*${withTotal ? sql`, count(*) over () as total` : sql``} from (${union}) u
      order by u.created_at desc, u.source, u.id desc
      ${limit === null ? sql`` : sql`limit ${limit}`} offset ${offset}
    ) l
    left join lead_states s on s.source = l.source and s.source_id = l.id
    left join lateral (
      select o.id, o.status, o.last_error from outbox_messages o
      where l.source = 'quote' and o.quote_request_id = l.outbox_ref
      union all
      select o.id, o.status, o.last_error from outbox_messages o
      where l.source = 'chat' and o.chat_quote_request_id = l.outbox_ref
      order by id desc limit 1
    ) n on true
    order by l.created_at desc, l.source, l.id desc`);
  return result.rows;
}

/** How many leads match the filters. */
export async function countLeads(db: DbOrTx, filters: UnionFilters): Promise<number> {
  const union = unionOf(filters);
  if (!union) return 0;
  const result = await db.execute<{ n: number | string }>(sql`select count(*) as n from (${union}) u`);
  return Number(result.rows[0]!.n);
}
