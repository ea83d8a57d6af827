import { booking as config } from "~/config/booking.ts";
import { arrivalWindow, formatDay, formatTime, zoneName } from "./booking-format.ts";
import type { SlotDay, SlotOption } from "./components/slot-picker.tsx";
import { localDayOf, type Slot } from "./slots.ts";

// Slots as the pages show them: text made on the server in Central Time.

export function slotOption(slot: Slot): SlotOption {
  const w = arrivalWindow(slot.arrivesAt, config);
  return {
    value: slot.arrivesAt.toISOString(),
    time: formatTime(slot.arrivesAt),
    window: `arriving between ${formatTime(w.from)} and ${formatTime(w.to)} ${zoneName(slot.arrivesAt)}`,
  };
}

/** One entry per arrival time (the first crew free), grouped by local day. */
export function groupSlots(slots: readonly Slot[]): SlotDay[] {
  const days = new Map<string, SlotDay>();
  const seen = new Set<number>();
  for (const slot of slots) {
    const t = slot.arrivesAt.getTime();
    if (seen.has(t)) continue;
    seen.add(t);
    const day = localDayOf(slot.arrivesAt);
    const entry = days.get(day) ?? { day, label: formatDay(slot.arrivesAt), slots: [] };
    entry.slots.push(slotOption(slot));
    days.set(day, entry);
  }
  return [...days.values()];
}

/** "Tuesday, March 10 at 9:30 AM" */
export const slotLabel = (slot: Slot) => `${formatDay(slot.arrivesAt)} at ${formatTime(slot.arrivesAt)}`;
