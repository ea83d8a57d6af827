import { z } from "zod";

// "On my way" (issue 25): the owner or a crew member, on the booking's lead
// page, tells the customer they are coming and in about how many minutes.

z.config({ jitless: true });

export const ON_MY_WAY = "booking-on-my-way";
export const MINUTES_ERROR = "Enter the minutes until you arrive: a whole number from 1 to 240.";

export const onMyWaySchema = z.object({
  intent: z.literal(ON_MY_WAY),
  minutes: z.coerce.number({ error: MINUTES_ERROR }).int(MINUTES_ERROR).min(1, MINUTES_ERROR).max(240, MINUTES_ERROR),
  /** One press of the button (a fresh one with each page): a double-click sends one text. */
  press: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, "Reload the page and press again."),
});
