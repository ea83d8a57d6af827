import type { SubmissionResult } from "@conform-to/react";
import { z } from "zod";
import { booking } from "~/config/booking.ts";
import { blankToUndefined } from "~/features/admin/schemas.ts";
/** More crews than any setting allows; the owner's crew count is checked by parseBlockForm. */
const MAX_CREWS = 50;

// The owner's days off and blocked hours (/admin/bookings): one schema for the
// browser and the server. Field errors are keyed by the form field's name.

z.config({ jitless: true });

export const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;
export const REASON_MAX = 200;

const time = (label: string) =>
  z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, `Give the ${label} time as hours and minutes, like 13:30.`)
      .optional(),
  );

export const blockFormSchema = z
  .object({
    repeat: z.enum(["date", "weekday"], { message: "Choose one date or a weekday." }),
    date: z.preprocess(blankToUndefined, z.string().optional()),
    weekday: z.preprocess(blankToUndefined, z.string().optional()),
    allDay: z.preprocess((v) => v === "on" || v === "true" || v === true, z.boolean()),
    from: time("start"),
    to: time("end"),
    crew: z.preprocess(
      blankToUndefined,
      z.coerce
        .number({ message: "Choose a crew from the list." })
        .int("Choose a crew from the list.")
        .min(1, "Choose a crew from the list.")
        .max(MAX_CREWS, "Choose a crew from the list.")
        .optional(),
    ),
    reason: z.preprocess(
      (v) => (typeof v === "string" ? v : ""),
      z.string().trim().max(REASON_MAX, `Keep the reason under ${REASON_MAX} characters.`),
    ),
  })
  .superRefine((v, ctx) => {
    if (v.repeat === "date") {
      if (!v.date || !/^\d{4}-\d{2}-\d{2}$/.test(v.date) || Number.isNaN(Date.parse(`${v.date}T12:00:00Z`)))
        ctx.addIssue({ code: "custom", path: ["date"], message: "Choose the day, like 2026-12-24." });
    } else if (!v.weekday || !(WEEKDAYS as readonly string[]).includes(v.weekday)) {
      ctx.addIssue({ code: "custom", path: ["weekday"], message: "Choose a weekday from the list." });
    }
    if (!v.allDay) {
      if (!v.from)
        ctx.addIssue({ code: "custom", path: ["from"], message: "Give the start time, or tick the whole day." });
      if (!v.to) ctx.addIssue({ code: "custom", path: ["to"], message: "Give the end time, or tick the whole day." });
      if (v.from && v.to && v.from >= v.to)
        ctx.addIssue({ code: "custom", path: ["to"], message: "The end time must be after the start time." });
    }
  });

export type BlockForm = z.output<typeof blockFormSchema>;
export type BlockField = "repeat" | "date" | "weekday" | "allDay" | "from" | "to" | "crew" | "reason";
export type BlockValues = Partial<Record<BlockField, string>>;

/** The form's values, or a message per bad field. */
export function parseBlockForm(
  values: BlockValues,
  crews = booking.crews,
): { ok: true; block: BlockForm } | { ok: false; errors: Partial<Record<BlockField, string>> } {
  const parsed = blockFormSchema.safeParse(values);
  if (parsed.success) {
    // The crews are the owner's setting (features/site-settings), one more than it is no crew.
    if (parsed.data.crew !== undefined && parsed.data.crew > crews)
      return { ok: false, errors: { crew: "Choose a crew from the list." } };
    return { ok: true, block: parsed.data };
  }
  const errors: Partial<Record<BlockField, string>> = {};
  for (const issue of parsed.error.issues) errors[(issue.path[0] as BlockField) ?? "date"] ??= issue.message;
  return { ok: false, errors };
}

export const blockFields: readonly BlockField[] = [
  "repeat",
  "date",
  "weekday",
  "allDay",
  "from",
  "to",
  "crew",
  "reason",
];

// ---------------------------------------------------------------------------
// The owner's acts on one booking (issue 23): one schema per act, used by its
// form in the browser (Conform) and by the lead page's action, which parses
// the union. The hidden `intent` names the act.

export const BOOKING_INTENTS = ["booking-move", "booking-cancel", "booking-complete", "booking-no-show"] as const;
export type BookingIntent = (typeof BOOKING_INTENTS)[number];
export const isBookingIntent = (intent: string): intent is BookingIntent =>
  (BOOKING_INTENTS as readonly string[]).includes(intent);

/** An instant as the move form's options carry it ("2026-06-02T14:00:00.000Z"). */
const ARRIVAL = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?Z$/;

export const moveBookingSchema = z.object({
  intent: z.literal("booking-move"),
  slot: z
    .string({ message: "Choose a new time from the list." })
    .regex(ARRIVAL, "Choose a new time from the list.")
    .refine((v) => !Number.isNaN(Date.parse(v)), "Choose a new time from the list."),
});

export const cancelBookingSchema = z.object({
  intent: z.literal("booking-cancel"),
  deposit: z.enum(["refund", "keep"], { message: "Choose to refund or keep the deposit." }),
});

export const completeBookingSchema = z.object({ intent: z.literal("booking-complete") });
export const noShowBookingSchema = z.object({ intent: z.literal("booking-no-show") });

/** What the lead page's action parses: any one of the acts. */
export const bookingActSchema = z.discriminatedUnion("intent", [
  moveBookingSchema,
  cancelBookingSchema,
  completeBookingSchema,
  noShowBookingSchema,
]);
export type BookingAct = z.output<typeof bookingActSchema>;

/** The lead page's action data for a booking act: Conform's result for the act's form, and what was done. */
export type BookingActAnswer = { intent: BookingIntent; result: SubmissionResult<string[]>; ok?: string };
