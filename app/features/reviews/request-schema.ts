import { z } from "zod";
import { REVIEW_TEXT_MAX } from "./schema.ts";

// The customer's answer to a review request (issue 25): the same form whatever
// the rating (no review gating), parsed by Conform in the browser and by the
// page's action.

z.config({ jitless: true });

export const requestedReviewSchema = z.object({
  rating: z.coerce
    .number({ message: "Choose from 1 to 5 stars." })
    .int("Choose from 1 to 5 stars.")
    .min(1, "Choose from 1 to 5 stars.")
    .max(5, "Choose from 1 to 5 stars."),
  text: z
    .string({ message: "Tell us a few words about the job." })
    .trim()
    .min(3, "Tell us a few words about the job.")
    .max(REVIEW_TEXT_MAX, `Keep it under ${REVIEW_TEXT_MAX} characters.`),
  consent: z.preprocess((v) => v === "on" || v === "true" || v === true, z.boolean()),
});
export type RequestedReview = z.output<typeof requestedReviewSchema>;
