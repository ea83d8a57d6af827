/**
 * The slot search of online booking: the free slots of the next 30 days with
 * 500 existing bookings on two crews, p50/p95/max over 200 runs (goal: p95 <= 20 ms).
 *
 *   npm run bench:booking
 *
 * This times the pure calculator (app/features/booking/slots.ts) alone: no
 * database exists for bookings yet. The server-side version will add the read
 * of the bookings and holds from the database to these figures.
 */
import { booking } from "../app/config/booking.ts";
import { addDays, findSlots, localDayOf, type Busy } from "../app/features/booking/slots.ts";

const RUNS = 200;
const WARMUP = 20;
const now = new Date();
const from = addDays(localDayOf(now), 1);
const to = addDays(from, 29);

// 500 bookings of one to four hours, spread over the 30 days and two crews, in business hours.
let seed = 42;
const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
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

let slots = 0;
for (let i = 0; i < WARMUP; i++) slots = findSlots(query).length;
const times: number[] = [];
for (let i = 0; i < RUNS; i++) {
  const t = performance.now();
  findSlots(query);
  times.push(performance.now() - t);
}
times.sort((a, b) => a - b);
const pick = (p: number) => times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)]!;
console.log(`slot search ${from}..${to}, ${busy.length} bookings, 2 crews: ${slots} free slots`);
console.log(
  `p50 ${pick(50).toFixed(2)} ms, p95 ${pick(95).toFixed(2)} ms, max ${times.at(-1)!.toFixed(2)} ms over ${RUNS} runs (goal p95 <= 20 ms)`,
);
