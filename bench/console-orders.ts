/**
 * The owner's order list with 5,000 orders: each view of the console's list
 * (all, by status, needing the owner, a search by email, name and number,
 * a late page), p50/p95 over 50 runs each (goal: under 50 ms server time).
 *
 *   npm run bench:console-orders                                   (PGlite)
 *   bash scripts/with-postgres.sh npm run bench:console-orders     (PostgreSQL)
 */
import { createTestDb } from "../app/db/test-db.server.ts";
import * as t from "../app/db/schema.ts";
import { listOrders } from "../app/features/admin-orders/orders.server.ts";
import { parseOrderListQuery } from "../app/features/admin-orders/schema.ts";

const ORDERS = 5000;
const RUNS = 50;
const handle = await createTestDb();
const statuses = ["paid", "paid", "fulfilled", "expired", "cancelled", "pending", "refunded", "refund_due"];
const base = Date.now() - ORDERS * 60_000;
for (let start = 0; start < ORDERS; start += 500) {
  const batch = Array.from({ length: 500 }, (_, k) => {
    const i = start + k;
    const id = `ord_${i.toString(16).padStart(8, "0")}bench${String(i).padStart(7, "0")}`;
    return {
      id,
      status: statuses[i % statuses.length]!,
      provider: "test",
      totalCents: 1000 + i,
      currency: "usd",
      successUrl: "http://localhost:3000/success",
      cancelUrl: "http://localhost:3000/shop",
      createdAt: new Date(base + i * 60_000),
      expiresAt: new Date(base + i * 60_000 + 1_800_000),
      customerEmail: `customer${i}@example.com`,
      customerName: `Customer ${i}`,
      ownerFlag: i % 97 === 0 ? "paid after the reservation was expired" : null,
    };
  });
  await handle.db.insert(t.orders).values(batch);
  await handle.db.insert(t.orderLines).values(
    batch.map((o) => ({
      orderId: o.id,
      productId: "aftercare-kit",
      variantId: "aftercare-standard",
      title: "Tint Aftercare Kit",
      variantTitle: "Standard",
      unitPriceCents: o.totalCents,
      quantity: 1,
      managesInventory: true,
    })),
  );
}

const views: [string, string][] = [
  ["all, newest first", ""],
  ["paid", "status=paid"],
  ["awaiting payment", "status=awaiting-payment"],
  ["needs the owner", "flagged=1"],
  ["search by email", "q=customer4321@"],
  ["search by name", "q=Customer 12"],
  ["search by number", "q=000010e1"],
  ["page 90 of 100", "page=90"],
];
console.log(`${handle.kind}, ${ORDERS} orders`);
for (const [label, query] of views) {
  const parsed = parseOrderListQuery(new URLSearchParams(query));
  for (let i = 0; i < 5; i++) await listOrders(handle.db, parsed);
  const times: number[] = [];
  let rows = 0;
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    rows = (await listOrders(handle.db, parsed)).rows.length;
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const pick = (p: number) => times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)]!;
  console.log(
    `${label.padEnd(20)} ${String(rows).padStart(3)} rows  p50 ${pick(50).toFixed(1)} ms  p95 ${pick(95).toFixed(1)} ms`,
  );
}
await handle.close();
