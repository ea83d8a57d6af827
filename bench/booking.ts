/**
 * The slot search of online booking (goal: p95 <= 20 ms), over the next 30
 * days with 500 existing bookings:
 *
 *   npm run bench:booking
 *   bash scripts/with-postgres.sh npm run bench:booking    (PGlite, then PostgreSQL)
 *
 * 1. the pure calculator (app/features/booking/slots.ts) alone, 200 runs;
 * 2. the server's path (findFreeSlots of bookings.server.ts): the active
 *    bookings read from the database, then the calculation, on a database
 *    holding 500 confirmed bookings (3 crews, never overlapping per crew, as
 *    the database's constraint requires), 200 runs, on PGlite and, when
 *    TEST_DATABASE_URL names a server, on PostgreSQL.
 */
import { loadavg } from "node:os";
import { createAppLoader } from "../scripts/app-loader.ts";
import { booking } from "../app/config/booking.ts";
import type * as TestDb from "../app/db/test-db.server.ts";
import type * as Bookings from "../app/features/booking/bookings.server.ts";
import type * as Schema from "../app/db/schema.ts";
import { addDays, findSlots, localDayOf, type Busy } from "../app/features/booking/slots.ts";

const RUNS = 200;
const WARMUP = 20;
const now = new Date();
const from = addDays(localDayOf(now), 1);
const to = addDays(from, 29);

let seed = 42;
const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;

function percentiles(times: number[]) {
  times.sort((a, b) => a - b);
  const pick = (p: number) => times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)]!;
  return `p50 ${pick(50).toFixed(2)} ms, p95 ${pick(95).toFixed(2)} ms, max ${times.at(-1)!.toFixed(2)} ms over ${RUNS} runs (goal p95 <= 20 ms)`;
}

async function time(run: () => unknown | Promise<unknown>): Promise<number[]> {
  for (let i = 0; i < WARMUP; i++) await run();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    await run();
    times.push(performance.now() - t);
  }
  return times;
}

// 1. The calculator alone: 500 bookings of one to four hours, spread over the 30 days and two crews.
{
  const busy: Busy[] = Array.from({ length: 500 }, () => {
    const start =
      now.getTime() + 86_400_000 + Math.floor(random() * 30) * 86_400_000 + Math.floor(random() * 10 * 60) * 60_000;
    return {
      crew: 1 + Math.floor(random() * 2),
      start: new Date(start),
      end: new Date(start + (60 + Math.floor(random() * 180)) * 60_000),
    };
  });
  const query = { from, to, durationMinutes: 150, travelMinutes: 40, busy, now, config: { ...booking, crews: 2 } };
  const slots = findSlots(query).length;
  const times = await time(() => findSlots(query));
  console.log(
    `load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(" ")}`,
  );
  console.log(`calculator only, ${from}..${to}, ${busy.length} bookings, 2 crews: ${slots} free slots`);
  console.log(`  ${percentiles(times)}`);
}

// 2. The server's path, through Vite's module loader (the app's modules import with the ~/ alias).
const vite = await createAppLoader();
try {
  const { createTestDb } = (await vite.ssrLoadModule("/app/db/test-db.server.ts")) as typeof TestDb;
  const { findFreeSlots } = (await vite.ssrLoadModule("/app/features/booking/bookings.server.ts")) as typeof Bookings;
  const schema = (await vite.ssrLoadModule("/app/db/schema.ts")) as typeof Schema;

  const servers: (string | undefined)[] = [undefined, process.env.TEST_DATABASE_URL].filter((u, i) => i === 0 || u);
  for (const url of servers) {
    if (url) process.env.TEST_DATABASE_URL = url;
    else delete process.env.TEST_DATABASE_URL;
    const handle = await createTestDb({ seed: false });
    try {
      const crews = 3;
      const rows: (typeof schema.bookings.$inferInsert)[] = [];
      // Per crew and day, visits one after the other from 7 AM local (about 12:00 UTC), with gaps.
      for (let i = 0; rows.length < 500; i++) {
        const day = Math.floor(i / (crews * 6)) % 30;
        const crew = 1 + (i % crews);
        const slot = Math.floor(i / crews) % 6;
        const start = new Date(Date.parse(`${addDays(from, day)}T12:00:00Z`) + slot * 120 * 60_000);
        const minutes = 60 + Math.floor(random() * 50);
        const id = `bk_bench_${String(i).padStart(6, "0")}`;
        rows.push({
          id,
          status: "confirmed",
          crew,
          startAt: start,
          endAt: new Date(start.getTime() + minutes * 60_000),
          arrivesAt: new Date(start.getTime() + 10 * 60_000),
          jobEndsAt: new Date(start.getTime() + (minutes - 10) * 60_000),
          areaSlug: "navarre",
          address: "1 Bench St, Navarre, FL 32566",
          customerName: "Bench",
          customerPhone: "+18505550100",
          customerEmail: "bench@example.com",
          choiceParams: "kind=vehicle",
          summary: "bench",
          depositCents: 5000,
          durationMinutes: minutes - 20,
          travelMinutes: 10,
          manageNonce: id,
          manageTokenHash: id,
        });
      }
      await handle.db.insert(schema.bookings).values(rows);
      const config = { ...booking, crews };
      const size = { durationMinutes: 150, travelMinutes: 40 };
      const slots = (await findFreeSlots(handle.db, { size, from, days: 30, now, config })).length;
      const times = await time(() => findFreeSlots(handle.db, { size, from, days: 30, now, config }));
      console.log(
        `database read + calculation on ${handle.kind === "pglite" ? "PGlite" : "PostgreSQL"}, ${from}..${to}, ${rows.length} bookings, ${crews} crews: ${slots} free slots`,
      );
      console.log(`  ${percentiles(times)}`);
    } finally {
      await handle.close();
    }
  }
} finally {
  await vite.close();
}
