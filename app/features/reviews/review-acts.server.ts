import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import type { Db } from "~/db/client.server.ts";
import type { ConsoleUser } from "~/features/admin/types.ts";
import { HttpError, readFormBody } from "~/lib/http-error.ts";
import { addReview, replyToReview, setReviewStatus } from "./reviews.server.ts";
import { REVIEW_INTENTS, reviewActSchema, type ReviewActAnswer, type ReviewIntent } from "./schema.ts";

// The owner's acts on reviews from the console (issue 24): add one typed in
// from a phone call, publish / hide / back to pending, reply. Staff get 403;
// bad input a 400 with the field's message; an unknown review a 404.

export const REVIEW_FORM_MAX_BYTES = 16 * 1024;

const done = {
  published: "Published: it shows on the site now.",
  hidden: "Hidden: it no longer shows on the site.",
  pending: "Set back to pending: it no longer shows on the site.",
} as const;

export async function runReviewAct(db: Db, user: ConsoleUser, request: Request) {
  let form: FormData;
  try {
    form = await readFormBody(request, REVIEW_FORM_MAX_BYTES);
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    return data<ReviewActAnswer>(
      { intent: "review-add", result: { status: "error", error: { "": [error.message] } } },
      { status: error.status },
    );
  }
  const raw = String(form.get("intent") ?? "");
  const intent: ReviewIntent = (REVIEW_INTENTS as readonly string[]).includes(raw)
    ? (raw as ReviewIntent)
    : "review-add";
  const id = intent === "review-add" ? undefined : String(form.get("id") ?? "").slice(0, 100);
  const submission = parseWithZod(form, { schema: reviewActSchema });
  const answer = (status: number, result: SubmissionResult<string[]>, ok?: string) =>
    data<ReviewActAnswer>({ intent, ...(id ? { id } : {}), result, ...(ok ? { ok } : {}) }, { status });
  if (user.role !== "owner")
    return answer(403, submission.reply({ formErrors: ["Only the owner can change reviews."] }));
  if (submission.status !== "success") return answer(400, submission.reply());
  const act = submission.value;
  const missing = () => answer(404, submission.reply({ formErrors: ["There is no such review."] }));
  if (act.intent === "review-add") {
    const { publish, intent: _, ...review } = act;
    const row = await addReview(db, user, { ...review, status: publish ? "published" : "pending" });
    return answer(
      200,
      submission.reply({ resetForm: true }),
      `The review by ${row.name} is added${publish ? " and published" : " as pending: publish it when you are ready"}.`,
    );
  }
  if (act.intent === "review-status") {
    const row = await setReviewStatus(db, user, act.id, act.status);
    if (!row) return missing();
    if (row === "no-consent")
      return answer(
        409,
        submission.reply({
          formErrors: ["The customer did not agree to show this review on the site: it stays private."],
        }),
      );
    return answer(200, submission.reply(), `${row.name}: ${done[act.status]}`);
  }
  const row = await replyToReview(db, user, act.id, act.reply);
  if (!row) return missing();
  return answer(
    200,
    submission.reply(),
    row.reply ? `Your reply to ${row.name} is saved.` : `Your reply to ${row.name} is removed.`,
  );
}
