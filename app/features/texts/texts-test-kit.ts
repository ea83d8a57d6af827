import { randomUUID } from "node:crypto";
import type { Db } from "~/db/client.server.ts";
import { bookings } from "~/db/schema.ts";

// What the texts tests share (tests only): a booking row as the booking flow
// leaves it, without going through the flow.

let crew = 0;

export async function insertBooking(
  db: Db,
  { arrivesAt, ...rest }: Partial<typeof bookings.$inferInsert> & { arrivesAt: Date },
): Promise<typeof bookings.$inferSelect> {
  const id = `bk_${randomUUID().slice(0, 8)}`;
  crew += 1;
  const [row] = await db
    .insert(bookings)
    .values({
      id,
      status: "confirmed",
      // Each its own crew: test bookings never overlap one another.
      crew,
      startAt: new Date(arrivesAt.getTime() - 30 * 60_000),
      endAt: new Date(arrivesAt.getTime() + 4 * 3_600_000),
      arrivesAt,
      jobEndsAt: new Date(arrivesAt.getTime() + 3 * 3_600_000),
      areaSlug: "navarre",
      address: "1 Main St",
      customerName: "Dana Diaz",
      customerPhone: "+18505550199",
      customerEmail: "dana@example.test",
      choiceParams: "kind=vehicle&body=sedan-coupe&front=35&back=15&rear=15",
      summary: "Sedan, ceramic",
      depositCents: 5000,
      durationMinutes: 180,
      travelMinutes: 30,
      manageNonce: randomUUID(),
      manageTokenHash: randomUUID(),
      contactByEmail: true,
      contactByText: true,
      textConsentAt: new Date(arrivesAt.getTime() - 7 * 24 * 3_600_000),
      ...rest,
    })
    .returning();
  return row!;
}
