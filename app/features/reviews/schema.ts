import type { SubmissionResult } from "@conform-to/react";
import { z } from "zod";
import { serviceAreas } from "~/config/areas.ts";
import { business } from "~/config/business.ts";

// The owner's review forms (issue 24): one schema per form, used by the
// console page's form in the browser (Conform) and by its action, which
// parses the union. The hidden `intent` names the form.

z.config({ jitless: true });

export const REVIEW_TEXT_MAX = 2000;
export const REVIEW_REPLY_MAX = 1000;
export const REVIEW_NAME_MAX = 60;

export const reviewTowns = serviceAreas.map((a) => a.name) as [string, ...string[]];
export const reviewServices = business.services as unknown as [string, ...string[]];

const isoDay = z
  .string({ message: "Give the day of the review, like 2026-11-20." })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Give the day of the review, like 2026-11-20.")
  .refine((v) => {
    const day = new Date(`${v}T12:00:00Z`);
    return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(v);
  }, "That day does not exist: give it like 2026-11-20.");

/** A review the owner types in from a phone call. */
export const addReviewSchema = z.object({
  intent: z.literal("review-add"),
  name: z
    .string({ message: "Enter the customer's name as it should show, like Jessica M." })
    .trim()
    .min(2, "Enter the customer's name as it should show, like Jessica M.")
    .max(REVIEW_NAME_MAX, `Keep the name under ${REVIEW_NAME_MAX} characters.`),
  town: z.enum(reviewTowns, { message: "Choose the town from the list." }),
  service: z.enum(reviewServices, { message: "Choose the service from the list." }),
  rating: z.coerce
    .number({ message: "Choose a rating from 1 to 5 stars." })
    .int("Choose a rating from 1 to 5 stars.")
    .min(1, "Choose a rating from 1 to 5 stars.")
    .max(5, "Choose a rating from 1 to 5 stars."),
  text: z
    .string({ message: "Type what the customer said." })
    .trim()
    .min(10, "Type what the customer said (at least a sentence).")
    .max(REVIEW_TEXT_MAX, `Keep the review under ${REVIEW_TEXT_MAX} characters.`),
  date: isoDay,
  publish: z.preprocess((v) => v === "on" || v === "true" || v === true, z.boolean()),
});

const reviewId = z.string({ message: "There is no such review." }).trim().min(1).max(100);

/** Publish, hide, or set back to pending. */
export const moderateReviewSchema = z.object({
  intent: z.literal("review-status"),
  id: reviewId,
  status: z.enum(["pending", "published", "hidden"], { message: "Choose published, hidden or pending." }),
});

/** The owner's public reply (empty: the reply is removed). */
export const replyReviewSchema = z.object({
  intent: z.literal("review-reply"),
  id: reviewId,
  reply: z.preprocess(
    (v) => (typeof v === "string" ? v : ""),
    z.string().trim().max(REVIEW_REPLY_MAX, `Keep the reply under ${REVIEW_REPLY_MAX} characters.`),
  ),
});

export const reviewActSchema = z.discriminatedUnion("intent", [
  addReviewSchema,
  moderateReviewSchema,
  replyReviewSchema,
]);
export type ReviewAct = z.output<typeof reviewActSchema>;
export type ReviewIntent = ReviewAct["intent"];
export const REVIEW_INTENTS: readonly ReviewIntent[] = ["review-add", "review-status", "review-reply"];

/** The console page's action data: Conform's result for the form that posted (by intent and review), and what was done. */
export type ReviewActAnswer = {
  intent: ReviewIntent;
  id?: string;
  result: SubmissionResult<string[]>;
  ok?: string;
};

/** The moderation list's filter (?status=). */
export const REVIEW_FILTERS = ["all", "pending", "published", "hidden"] as const;
export type ReviewFilter = (typeof REVIEW_FILTERS)[number];
export const readReviewFilter = (value: string | null): ReviewFilter =>
  (REVIEW_FILTERS as readonly string[]).includes(value ?? "") ? (value as ReviewFilter) : "all";
