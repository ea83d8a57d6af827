import { getDb } from "~/db/db.server.ts";
import { getOrderBySession } from "./orders.server.ts";

/** The order a success page names in ?session_id=, when known and paid. */
export async function loadReceipt(sessionId: string | null) {
  if (!sessionId || !/^cs_[A-Za-z0-9_]{8,200}$/.test(sessionId)) return null;
  const found = await getOrderBySession(await getDb(), sessionId);
  if (!found || found.order.status !== "paid") return null;
  return {
    orderNumber: found.order.id.slice(4, 12).toUpperCase(),
    totalCents: found.order.totalCents,
    lines: found.lines.map((l) => ({ title: l.title, variantTitle: l.variantTitle, quantity: l.quantity, unitPriceCents: l.unitPriceCents })),
  };
}
