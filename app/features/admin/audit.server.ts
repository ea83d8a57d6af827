import { and, count, desc, eq, lt } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.server.ts";
import { auditLog } from "../../db/schema.ts";
import type { ConsoleUser } from "./types.ts";

// Every change made in the console (issue 13): who, when, what, before and
// after. Call recordAudit with the transaction that makes the change, so the
// change and its record commit together or not at all.

export type AuditEntry = {
  actor: ConsoleUser;
  action: string;
  entity: string;
  entityId: string;
  before?: unknown;
  after?: unknown;
};

/** Values as JSON can hold them (dates as ISO strings); undefined is stored as null. */
const asJson = (value: unknown) => (value === undefined ? null : JSON.parse(JSON.stringify(value)));

export async function recordAudit(db: Db | Tx, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorId: entry.actor.id,
    actorEmail: entry.actor.email,
    actorRole: entry.actor.role,
    action: entry.action.slice(0, 200),
    entity: entry.entity.slice(0, 100),
    entityId: entry.entityId.slice(0, 200),
    before: asJson(entry.before),
    after: asJson(entry.after),
  });
}

export const AUDIT_PAGE_SIZE = 50;

export type AuditRow = typeof auditLog.$inferSelect;

/** One page of the log, newest first; `before` is the id of the last row of the previous page. */
export async function listAudit(
  db: Db,
  { beforeId, limit = AUDIT_PAGE_SIZE }: { beforeId?: number; limit?: number } = {},
): Promise<{ rows: AuditRow[]; nextBeforeId: number | null; total: number }> {
  const where = beforeId ? lt(auditLog.id, beforeId) : undefined;
  const rows = await db
    .select()
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.id))
    .limit(limit + 1);
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(auditLog);
  const more = rows.length > limit;
  const page = rows.slice(0, limit);
  return { rows: page, nextBeforeId: more ? page.at(-1)!.id : null, total };
}

/** The log of one thing (an order, a lead), newest first. */
export async function auditOf(db: Db, entity: string, entityId: string, limit = AUDIT_PAGE_SIZE): Promise<AuditRow[]> {
  return db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, entityId)))
    .orderBy(desc(auditLog.id))
    .limit(limit);
}
