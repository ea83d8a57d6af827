import type { SubmissionResult } from "@conform-to/react";
import { z } from "zod";

// The owner's FAQ forms (issue 24): one schema per form, used by the console
// page's forms in the browser (Conform) and by its action, which parses the
// union. The hidden `intent` names the form.

z.config({ jitless: true });

export const FAQ_QUESTION_MAX = 200;
export const FAQ_ANSWER_MAX = 2000;

const question = z
  .string({ message: "Type the question as a customer would ask it." })
  .trim()
  .min(5, "Type the question as a customer would ask it.")
  .max(FAQ_QUESTION_MAX, `Keep the question under ${FAQ_QUESTION_MAX} characters.`);

const answer = z
  .string({ message: "Type the answer." })
  .trim()
  .min(10, "Type the answer (at least a sentence).")
  .max(FAQ_ANSWER_MAX, `Keep the answer under ${FAQ_ANSWER_MAX} characters.`);

const faqId = z.coerce
  .number({ message: "There is no such question." })
  .int("There is no such question.")
  .positive("There is no such question.");

/** A new question and answer; askedAs: the visitor's words it answers (from the unanswered list). */
export const addFaqSchema = z.object({
  intent: z.literal("faq-add"),
  question,
  answer,
  askedAs: z.preprocess(
    (v) => (typeof v === "string" && v.trim() ? v : undefined),
    z.string().trim().max(500).optional(),
  ),
});

export const editFaqSchema = z.object({ intent: z.literal("faq-edit"), id: faqId, question, answer });

/** Up or down one place in the list. */
export const moveFaqSchema = z.object({
  intent: z.literal("faq-move"),
  id: faqId,
  direction: z.enum(["up", "down"], { message: "Move it up or down." }),
});

export const hideFaqSchema = z.object({
  intent: z.literal("faq-hide"),
  id: faqId,
  hidden: z.enum(["true", "false"], { message: "Hide or show it." }).transform((v) => v === "true"),
});

export const deleteFaqSchema = z.object({ intent: z.literal("faq-delete"), id: faqId });

export const faqActSchema = z.discriminatedUnion("intent", [
  addFaqSchema,
  editFaqSchema,
  moveFaqSchema,
  hideFaqSchema,
  deleteFaqSchema,
]);
export type FaqAct = z.output<typeof faqActSchema>;
export type FaqIntent = FaqAct["intent"];

/** The console page's action data: Conform's result for the form that posted (by intent and question), and what was done. */
export type FaqActAnswer = { intent: FaqIntent; id?: number; result: SubmissionResult<string[]>; ok?: string };
