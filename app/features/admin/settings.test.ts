import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "~/db/client.server.ts";
import { createTestDb } from "~/db/test-db.server.ts";
import { ownerUser } from "../../../tests/support/console-user.ts";
import { getConsoleUser } from "./access.server.ts";
import { AccountExistsError, createAccount, setPasswordWithToken } from "./accounts.server.ts";
import { listAudit, recordAudit } from "./audit.server.ts";
import { callAuth } from "./auth.server.ts";
import { addStaff, getNotificationEmail, removeStaff, setNotificationEmail } from "./settings.server.ts";

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb({ seed: false });
}, 60_000);
afterAll(async () => handle.close());

describe(`console settings and the audit log (${process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite"})`, () => {
  it("the notification address: set, changed, cleared, each change audited with before and after", async () => {
    const owner = ownerUser();
    expect(await getNotificationEmail(handle.db)).toBeNull();
    await setNotificationEmail(handle.db, owner, "a@example.com");
    await setNotificationEmail(handle.db, owner, "b@example.com");
    expect(await getNotificationEmail(handle.db)).toBe("b@example.com");
    await setNotificationEmail(handle.db, owner, null);
    expect(await getNotificationEmail(handle.db)).toBeNull();
    const { rows } = await listAudit(handle.db);
    expect(rows.slice(0, 3).map((r) => [r.action, r.actorEmail, r.before, r.after])).toEqual([
      ["settings.notification-email", owner.email, { notificationEmail: "b@example.com" }, { notificationEmail: null }],
      [
        "settings.notification-email",
        owner.email,
        { notificationEmail: "a@example.com" },
        { notificationEmail: "b@example.com" },
      ],
      ["settings.notification-email", owner.email, { notificationEmail: null }, { notificationEmail: "a@example.com" }],
    ]);
  });

  it("adding staff audits it and gives a one-time link; removing them ends their sessions; the owner cannot be removed", async () => {
    const owner = await createAccount(handle.db, { email: "boss@example.com", name: "Boss", role: "owner" });
    const { user, link } = await addStaff(handle.db, owner, { email: "Helper@Example.com", name: "Helper" });
    expect(user.role).toBe("staff");
    await expect(addStaff(handle.db, owner, { email: "helper@example.com", name: "Again" })).rejects.toThrow(
      AccountExistsError,
    );
    const token = new URL(link).searchParams.get("token")!;
    expect((await setPasswordWithToken(handle.db, token, "helper password 123")).ok).toBe(true);
    const signedIn = await callAuth(handle.db, {
      path: "/sign-in/email",
      body: { email: "helper@example.com", password: "helper password 123" },
      clientAddress: "192.0.2.1",
    });
    const cookie = signedIn.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const request = () => new Request("http://localhost/admin/leads", { headers: { cookie } });
    expect((await getConsoleUser(request(), async () => handle.db))?.email).toBe("helper@example.com");

    expect(await removeStaff(handle.db, owner, owner.id)).toBe(false);
    expect(await removeStaff(handle.db, owner, user.id)).toBe(true);
    expect(await getConsoleUser(request(), async () => handle.db)).toBeNull();
    const { rows } = await listAudit(handle.db);
    expect(rows.slice(0, 2).map((r) => [r.action, r.entityId])).toEqual([
      ["staff.remove", user.id],
      ["staff.add", user.id],
    ]);
  });

  it("a change and its audit record commit together or not at all", async () => {
    const before = (await listAudit(handle.db)).total;
    await expect(
      handle.db.transaction(async (tx) => {
        await recordAudit(tx, { actor: ownerUser(), action: "test", entity: "thing", entityId: "1", after: { x: 1 } });
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    expect((await listAudit(handle.db)).total).toBe(before);
  });

  it("pages the log 50 at a time, newest first", async () => {
    const actor = ownerUser();
    for (let i = 0; i < 60; i++)
      await recordAudit(handle.db, { actor, action: `bulk ${i}`, entity: "thing", entityId: String(i) });
    const first = await listAudit(handle.db);
    expect(first.rows).toHaveLength(50);
    expect(first.rows[0]!.action).toBe("bulk 59");
    const second = await listAudit(handle.db, { beforeId: first.nextBeforeId! });
    expect(second.rows[0]!.id).toBeLessThan(first.rows.at(-1)!.id);
    expect(new Set([...first.rows, ...second.rows].map((r) => r.id)).size).toBe(first.rows.length + second.rows.length);
  });
});
