import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Db, DbHandle } from "~/db/client.server.ts";
import {
  auditLog,
  chatConversations,
  chatQuoteRequests,
  leadNotes,
  leadStates,
  outboxMessages,
  quoteRequests,
} from "~/db/schema.ts";
import { createTestDb } from "~/db/test-db.server.ts";
import { createChatQuoteRequest } from "~/features/chat/conversations.server.ts";
import { takeChatLead } from "~/features/chat/chat-leads.server.ts";
import { setOutboxWorker } from "~/platform/outbox.server.ts";
import { storeQuote } from "~/features/quote/quote.server.ts";
import { validateQuote, type QuoteValues } from "~/features/quote/schema.ts";
import { HttpError } from "~/lib/http-error.ts";
import { buildQuoteValues } from "../../../tests/support/builders/quote.ts";
import { auditOf } from "~/features/admin/audit.server.ts";
import { ownerUser, staffUser } from "../../../tests/support/console-user.ts";
import {
  addLeadNote,
  countUnreadLeads,
  exportLeadsCsv,
  getLead,
  listLeads,
  resendLeadNotification,
  setLeadRead,
  setLeadStatus,
} from "./leads.server.ts";
import { leadFiltersSchema, leadStatuses, readLeadFilters, type LeadFilters } from "./schema.ts";

let handle: DbHandle;
let db: Db;
const owner = ownerUser({ name: "Olivia Owner" });
const T0 = Date.UTC(2026, 5, 1, 15, 0, 0);
let clock = 0;
const filters = (f: Partial<LeadFilters> = {}): LeadFilters => leadFiltersSchema.parse(f);

beforeAll(async () => {
  handle = await createTestDb({ seed: false });
  db = handle.db;
}, 60_000);
afterAll(() => handle.close());
beforeEach(async () => {
  await db.delete(quoteRequests);
  await db.delete(chatQuoteRequests);
  await db.delete(chatConversations);
  await db.delete(leadStates);
  await db.delete(leadNotes);
  await db.delete(auditLog);
  clock = 0;
});

/** A quote form lead, each one a minute after the previous lead. */
async function quoteLead(values: Partial<QuoteValues> = {}) {
  const result = validateQuote(buildQuoteValues(values));
  if (!result.success) throw new Error(JSON.stringify(result.errors));
  const quote = await storeQuote(db, result.data, "owner@elite.test");
  await db
    .update(quoteRequests)
    .set({ createdAt: new Date(T0 + ++clock * 60_000) })
    .where(eq(quoteRequests.id, quote.id));
  return String(quote.id);
}

async function chatLead(name: string, phone: string, details = "") {
  const conversationId = `conv-${name.replace(/\W/g, "")}-${clock}`;
  await createChatQuoteRequest(db, { conversationId, name, phone, details, source: "offline" });
  const [row] = await db
    .update(chatQuoteRequests)
    .set({ createdAt: new Date(T0 + ++clock * 60_000) })
    .where(eq(chatQuoteRequests.conversationId, conversationId))
    .returning();
  return { id: String(row!.id), conversationId };
}

const names = (page: { leads: { name: string }[] }) => page.leads.map((l) => l.name);

describe(`the owner's leads (${process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite"})`, () => {
  it("lists quote form and chat leads together, newest first, all unread at first", async () => {
    await quoteLead({ name: "Ann Form" });
    await chatLead("Bob Chat", "(850) 555-0101", "Earlier in the chat: ceramic tint");
    await quoteLead({ name: "Cy Form", service: "residential", propertyType: "house", windowCount: "6-10" });
    const page = await listLeads(db, filters());
    expect(names(page)).toEqual(["Cy Form", "Bob Chat", "Ann Form"]);
    expect(page.leads.map((l) => l.source)).toEqual(["quote", "chat", "quote"]);
    expect(page).toMatchObject({ total: 3, unread: 3, page: 1, pageCount: 1 });
    expect(page.leads.every((l) => l.status === "new" && !l.read)).toBe(true);
    expect(page.leads[1]).toMatchObject({ phone: "(850) 555-0101" });
    // The list leaves the visitor's message to the lead's own page (a page of 50 stays small).
    expect(page.leads[1]).not.toHaveProperty("details");
    expect((await getLead(db, "chat", page.leads[1]!.id)).lead).toMatchObject({
      details: "Earlier in the chat: ceramic tint",
    });
    expect(page.leads[0]).toMatchObject({ service: "residential", areas: ["navarre"], phone: "+18505550199" });
  });

  it("pages 50 rows at a time", async () => {
    for (let i = 0; i < 53; i++) await quoteLead({ name: `Lead ${String(i).padStart(2, "0")}` });
    const first = await listLeads(db, filters());
    expect(first.leads).toHaveLength(50);
    expect(first).toMatchObject({ total: 53, pageCount: 2 });
    expect(first.leads[0]!.name).toBe("Lead 52");
    const second = await listLeads(db, filters({ page: 2 }));
    expect(names(second)).toEqual(["Lead 02", "Lead 01", "Lead 00"]);
  });

  it("filters by status, service, area and source (a chat lead has no service or area)", async () => {
    const navarre = await quoteLead({ name: "Nia Navarre" });
    await quoteLead({ name: "Dev Destin", location: "Destin", service: "ppf" });
    await chatLead("Cat Chat", "8505550123");
    await setLeadStatus(db, owner, "quote", navarre, "contacted");

    expect(names(await listLeads(db, filters({ status: "contacted" })))).toEqual(["Nia Navarre"]);
    expect(names(await listLeads(db, filters({ status: "new" })))).toEqual(["Cat Chat", "Dev Destin"]);
    expect(names(await listLeads(db, filters({ service: "ppf" })))).toEqual(["Dev Destin"]);
    expect(names(await listLeads(db, filters({ area: "navarre" })))).toEqual(["Nia Navarre"]);
    expect(names(await listLeads(db, filters({ source: "chat" })))).toEqual(["Cat Chat"]);
    expect(names(await listLeads(db, filters({ source: "chat", service: "ppf" })))).toEqual([]);
    expect(names(await listLeads(db, filters({ status: "won" })))).toEqual([]);
  });

  it("searches by name, email and phone (digits, however they are written), taking % and _ literally", async () => {
    await quoteLead({ name: "Maria Lopez", email: "maria@example.com", phone: "(850) 555-0142" });
    await quoteLead({ name: "Tom 100%", phone: "850-555-0177" });
    await chatLead("Lou Chat", "(251) 555-0188");
    expect(names(await listLeads(db, filters({ q: "LOPEZ" })))).toEqual(["Maria Lopez"]);
    expect(names(await listLeads(db, filters({ q: "maria@exa" })))).toEqual(["Maria Lopez"]);
    expect(names(await listLeads(db, filters({ q: "850.555.0142" })))).toEqual(["Maria Lopez"]);
    expect(names(await listLeads(db, filters({ q: "+1 251 555 0188" })))).toEqual(["Lou Chat"]);
    expect(names(await listLeads(db, filters({ q: "5550188" })))).toEqual(["Lou Chat"]);
    expect(names(await listLeads(db, filters({ q: "0%" })))).toEqual(["Tom 100%"]);
    expect(names(await listLeads(db, filters({ q: "_" })))).toEqual([]);
  });

  it("counts unread leads of every source; opening one and setting a status mark it read", async () => {
    const a = await quoteLead();
    const b = await chatLead("Bea", "8505550111");
    await quoteLead();
    expect(await countUnreadLeads(db)).toBe(3);
    expect(await setLeadRead(db, owner, "quote", a, true)).toBe(true);
    expect(await setLeadRead(db, owner, "quote", a, true)).toBe(false);
    await setLeadStatus(db, owner, "chat", b.id, "quoted");
    expect(await countUnreadLeads(db)).toBe(1);
    expect((await listLeads(db, filters())).unread).toBe(1);
    await setLeadRead(db, owner, "quote", a, false);
    expect(await countUnreadLeads(db)).toBe(2);
    // Marking unread keeps the status.
    await setLeadRead(db, owner, "chat", b.id, false);
    expect((await getLead(db, "chat", b.id)).lead.status).toBe("quoted");
  });

  it("keeps each status, and the database takes no other", async () => {
    const id = await quoteLead();
    for (const status of leadStatuses) {
      await setLeadStatus(db, owner, "quote", id, status);
      expect((await getLead(db, "quote", id)).lead.status).toBe(status);
    }
    await expect(
      db.insert(leadStates).values({ source: "quote", sourceId: id + "0", status: "maybe" }),
    ).rejects.toThrow();
  });

  it("answers 404 for a lead that does not exist, of an unknown source, or a malformed id", async () => {
    const id = await quoteLead();
    for (const [source, bad] of [
      ["quote", "999999"],
      ["chat", id],
      ["booking", id],
      ["quote", "1 or 1=1"],
      ["quote", "99999999999999999999"],
    ] as const) {
      const error = await getLead(db, source, bad).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(HttpError);
      expect((error as HttpError).status).toBe(404);
      await expect(setLeadStatus(db, owner, source, bad, "won")).rejects.toMatchObject({ status: 404 });
    }
    expect(await db.select().from(leadStates)).toEqual([]);
  });

  it("adds notes with their author, oldest first, and shows the whole lead", async () => {
    const id = await quoteLead({ name: "Nora", message: "Rear windows only." });
    await addLeadNote(db, owner, "quote", id, "Left a voicemail.");
    await addLeadNote(db, staffUser({ name: "Sam Staff" }), "quote", id, "Called back.");
    const detail = await getLead(db, "quote", id);
    expect(detail.notes.map((n) => [n.body, n.authorName])).toEqual([
      ["Left a voicemail.", "Olivia Owner"],
      ["Called back.", "Sam Staff"],
    ]);
    expect(detail.quote).toMatchObject({ name: "Nora", message: "Rear windows only.", vehicleMake: "Toyota" });
    expect(detail.notification).toMatchObject({ status: "pending", attempts: 0, lastError: null });
  });

  it("links a chat lead to its conversation, and has no owner email for it", async () => {
    const { id, conversationId } = await chatLead("Cal", "8505550155");
    const detail = await getLead(db, "chat", id);
    expect(detail.conversationId).toBe(conversationId);
    expect(detail.notification).toBeNull();
    expect(detail.lead.notification).toBeNull();
    await expect(resendLeadNotification(db, owner, "chat", id)).rejects.toMatchObject({ status: 409 });
  });

  it("shows a chat lead's request (service, vehicle, town, their words), filters it, and sends its failed email again", async () => {
    const lead = await takeChatLead(
      db,
      {
        conversationId: "conv-tahoe",
        name: "Jo Smith",
        phone: "(850) 555-0199",
        request: {
          service: "automotive",
          vehicle: "2019 Chevrolet Tahoe",
          location: "Navarre",
          areas: ["navarre"],
          question: "Can I get a quote for my 2019 Tahoe in Navarre?",
        },
        source: "offline",
        userTurn: 3,
      },
      { ownerEmail: "owner@elite.test", siteUrl: "https://elite.test" },
    );
    const id = String(lead!.id);
    const detail = await getLead(db, "chat", id);
    expect(detail.lead).toMatchObject({
      service: "automotive",
      location: "Navarre",
      areas: ["navarre"],
      details: "Can I get a quote for my 2019 Tahoe in Navarre?",
      notification: { status: "pending", lastError: null },
    });
    expect(detail.chatVehicle).toBe("2019 Chevrolet Tahoe");
    expect(detail.notification).toMatchObject({ status: "pending", attempts: 0 });
    expect(names(await listLeads(db, filters({ service: "automotive", area: "navarre" })))).toEqual(["Jo Smith"]);
    expect(names(await listLeads(db, filters({ service: "ppf" })))).toEqual([]);

    await db
      .update(outboxMessages)
      .set({ status: "failed", attempts: 9, lastError: "550 mailbox unavailable" })
      .where(eq(outboxMessages.chatQuoteRequestId, lead!.id));
    expect((await listLeads(db, filters())).leads[0]!.notification).toEqual({
      status: "failed",
      lastError: "550 mailbox unavailable",
    });
    await resendLeadNotification(db, owner, "chat", id);
    expect((await getLead(db, "chat", id)).notification).toMatchObject({ status: "pending", attempts: 0 });
  });

  it("shows whether the owner's email went out, and sends a failed one again (due now, the worker woken)", async () => {
    const sent = await quoteLead({ name: "Sent" });
    const failed = await quoteLead({ name: "Failed" });
    await db
      .update(outboxMessages)
      .set({ status: "sent", sentAt: new Date() })
      .where(eq(outboxMessages.quoteRequestId, Number(sent)));
    await db
      .update(outboxMessages)
      .set({ status: "failed", attempts: 9, lastError: "550 mailbox unavailable" })
      .where(eq(outboxMessages.quoteRequestId, Number(failed)));

    const page = await listLeads(db, filters());
    expect(page.leads.map((l) => [l.name, l.notification])).toEqual([
      ["Failed", { status: "failed", lastError: "550 mailbox unavailable" }],
      ["Sent", { status: "sent", lastError: null }],
    ]);

    let woken = 0;
    setOutboxWorker({ wake: () => void woken++, stop: async () => {}, idle: async () => {} });
    try {
      const before = Date.now();
      await resendLeadNotification(db, owner, "quote", failed);
      expect(woken).toBe(1);
      const detail = await getLead(db, "quote", failed);
      expect(detail.notification).toMatchObject({ status: "pending", attempts: 0 });
      expect(detail.notification!.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now());
      expect(detail.notification!.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
      // Once is enough: it is pending now, and a sent one is never sent twice.
      await expect(resendLeadNotification(db, owner, "quote", failed)).rejects.toMatchObject({ status: 409 });
      await expect(resendLeadNotification(db, owner, "quote", sent)).rejects.toMatchObject({ status: 409 });
      expect(woken).toBe(1);
    } finally {
      setOutboxWorker(undefined);
    }
  });

  it("exports the filtered list as CSV, a formula kept as text", async () => {
    const hostile = await quoteLead({ name: '=HYPERLINK("http://evil.test","x")', email: "-sum@example.com" });
    await quoteLead({ name: "Plain Person", service: "residential", propertyType: "house", windowCount: "1-5" });
    await chatLead("+Chat Person", "(850) 555-0166", "-2+3");
    await addLeadNote(db, owner, "quote", hostile, 'Asked, for tint; "ceramic"');
    await setLeadStatus(db, owner, "quote", hostile, "contacted");

    const csv = await exportLeadsCsv(db, { status: "contacted" });
    const lines = csv.split("\r\n");
    expect(lines[0]).toBe(
      "Received (UTC),Source,Lead id,Status,Name,Phone,Email,Service,Location,Service areas,Details,Owner email,Notes",
    );
    expect(lines).toHaveLength(3); // header, one lead, the final CRLF
    expect(lines[1]).toContain(`,quote,${hostile},contacted,"'=HYPERLINK(""http://evil.test"",""x"")",(850) 555-0199,`);
    expect(lines[1]).toContain(",'-sum@example.com,automotive,Navarre,navarre,");
    expect(lines[1]).toContain(`,pending,"Asked, for tint; ""ceramic"""`);

    const all = (await exportLeadsCsv(db, {})).split("\r\n");
    expect(all).toHaveLength(5);
    expect(all[1]).toContain(",chat,");
    expect(all[1]).toContain(",'+Chat Person,(850) 555-0166,");
    expect(all[1]).toContain(",'-2+3,");
  });
});

describe(`each change in the audit log (${process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite"})`, () => {
  it("records who changed what, before and after, and nothing for a change that changed nothing", async () => {
    const id = await quoteLead();
    await setLeadStatus(db, owner, "quote", id, "contacted");
    await setLeadStatus(db, owner, "quote", id, "contacted");
    await addLeadNote(db, owner, "quote", id, "Booked for Tuesday.");
    await setLeadRead(db, owner, "quote", id, false);
    await db
      .update(outboxMessages)
      .set({ status: "failed" })
      .where(eq(outboxMessages.quoteRequestId, Number(id)));
    await resendLeadNotification(db, owner, "quote", id);
    const entries = (await auditOf(db, "lead", `quote:${id}`)).reverse();
    expect(entries.map((e) => [e.action, e.actorId])).toEqual([
      ["lead.status", owner.id],
      ["lead.note", owner.id],
      ["lead.unread", owner.id],
      ["lead.notification.resend", owner.id],
    ]);
    expect(entries[0]).toMatchObject({ before: { status: "new" }, after: { status: "contacted" } });
  });

  it("writes nothing when the audit entry cannot be written (one transaction)", async () => {
    const id = await quoteLead();
    const broken = { ...owner, id: null as unknown as string };
    await expect(setLeadStatus(db, broken, "quote", id, "won")).rejects.toThrow();
    expect((await getLead(db, "quote", id)).lead.status).toBe("new");
  });
});

describe("the list's filters as a URL gives them", () => {
  it("keeps the good filters and names each bad one", () => {
    const { filters: f, errors } = readLeadFilters(
      new URLSearchParams({ status: "maybe", service: "ppf", area: "mars", q: "  Ann  ", page: "x" }),
    );
    expect(f).toEqual({ service: "ppf", q: "Ann", page: 1 });
    expect(errors).toEqual({
      status: "Choose a status from the list.",
      area: "Choose an area from the list.",
      page: "The page is a number.",
    });
    expect(readLeadFilters(new URLSearchParams({ q: "x".repeat(101) })).errors.q).toMatch(/at most 100/);
    expect(readLeadFilters(new URLSearchParams({ status: "", page: "" })).filters).toEqual({ page: 1 });
  });
});
