import { eq } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.server.ts";
import { authUsers, consoleSettings } from "../../db/schema.ts";
import { createAccount, issueSetPasswordLink } from "./accounts.server.ts";
import { recordAudit } from "./audit.server.ts";
import type { ConsoleUser } from "./types.ts";

// What the owner changes without a deploy (issue 13, item 6): the address
// quote notifications go to, and the staff accounts. Each change audited in
// its own transaction. Business facts stay in app/config/.

const NOTIFICATION_EMAIL = "notification_email";

/** The notification address the owner set in Settings, or null (then OWNER_EMAIL). */
export async function getNotificationEmail(db: Db | Tx): Promise<string | null> {
  const [row] = await db.select().from(consoleSettings).where(eq(consoleSettings.key, NOTIFICATION_EMAIL));
  return row?.value ?? null;
}

/** Sets (or, with null, clears) the notification address. */
export async function setNotificationEmail(db: Db, actor: ConsoleUser, email: string | null): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(consoleSettings).where(eq(consoleSettings.key, NOTIFICATION_EMAIL));
    const previous = before?.value ?? null;
    if (previous === email) return;
    if (email === null) await tx.delete(consoleSettings).where(eq(consoleSettings.key, NOTIFICATION_EMAIL));
    else
      await tx
        .insert(consoleSettings)
        .values({ key: NOTIFICATION_EMAIL, value: email })
        .onConflictDoUpdate({ target: consoleSettings.key, set: { value: email, updatedAt: new Date() } });
    await recordAudit(tx, {
      actor,
      action: "settings.notification-email",
      entity: "setting",
      entityId: NOTIFICATION_EMAIL,
      before: { notificationEmail: previous },
      after: { notificationEmail: email },
    });
  });
}

/** A staff account and its one-time set-password link (shown to the owner, 24 hours). */
export async function addStaff(
  db: Db,
  actor: ConsoleUser,
  input: { email: string; name: string },
): Promise<{ user: ConsoleUser; link: string }> {
  const user = await db.transaction(async (tx) => {
    const created = await createAccount(tx, { ...input, role: "staff" });
    await recordAudit(tx, {
      actor,
      action: "staff.add",
      entity: "account",
      entityId: created.id,
      after: { email: created.email, name: created.name, role: created.role },
    });
    return created;
  });
  const { url } = await issueSetPasswordLink(db, user.id);
  return { user, link: url };
}

/** A new set-password link for a staff member (the old one stops working). */
export async function resendStaffLink(db: Db, actor: ConsoleUser, userId: string): Promise<string | null> {
  const [user] = await db.select().from(authUsers).where(eq(authUsers.id, userId));
  if (!user || user.role !== "staff") return null;
  await recordAudit(db, {
    actor,
    action: "staff.new-link",
    entity: "account",
    entityId: user.id,
    after: { email: user.email },
  });
  return (await issueSetPasswordLink(db, user.id)).url;
}

/** Removes a staff account: its sessions end with it (the owner's own account cannot be removed here). */
export async function removeStaff(db: Db, actor: ConsoleUser, userId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [user] = await tx.select().from(authUsers).where(eq(authUsers.id, userId));
    if (!user || user.role !== "staff") return false;
    await tx.delete(authUsers).where(eq(authUsers.id, userId));
    await recordAudit(tx, {
      actor,
      action: "staff.remove",
      entity: "account",
      entityId: user.id,
      before: { email: user.email, name: user.name, role: user.role },
    });
    return true;
  });
}
