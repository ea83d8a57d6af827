import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import type { Db } from "~/db/client.server.ts";
import type { ConsoleUser } from "~/features/admin/types.ts";
import { HttpError, readFormBody } from "~/lib/http-error.ts";
import { addFaq, deleteFaq, editFaq, moveFaq, setFaqHidden } from "./faq.server.ts";
import { faqActSchema, type FaqActAnswer, type FaqIntent } from "./schema.ts";

// The owner's acts on the FAQ from the console (issue 24): add (also from an
// unanswered question), edit, move, hide or show, delete. Staff get 403; bad
// input a 400 with the field's message; an unknown question a 404.

export const FAQ_FORM_MAX_BYTES = 16 * 1024;

const INTENTS: readonly FaqIntent[] = ["faq-add", "faq-edit", "faq-move", "faq-hide", "faq-delete"];

export async function runFaqAct(db: Db, user: ConsoleUser, request: Request) {
  let form: FormData;
  try {
    form = await readFormBody(request, FAQ_FORM_MAX_BYTES);
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    return data<FaqActAnswer>(
      { intent: "faq-add", result: { status: "error", error: { "": [error.message] } } },
      { status: error.status },
    );
  }
  const raw = String(form.get("intent") ?? "");
  const intent: FaqIntent = (INTENTS as readonly string[]).includes(raw) ? (raw as FaqIntent) : "faq-add";
  const rawId = Number(form.get("id"));
  const id = intent !== "faq-add" && Number.isSafeInteger(rawId) ? rawId : undefined;
  const submission = parseWithZod(form, { schema: faqActSchema });
  const answer = (status: number, result: SubmissionResult<string[]>, ok?: string) =>
    data<FaqActAnswer>({ intent, ...(id !== undefined ? { id } : {}), result, ...(ok ? { ok } : {}) }, { status });
  if (user.role !== "owner")
    return answer(403, submission.reply({ formErrors: ["Only the owner can change the FAQ."] }));
  if (submission.status !== "success") return answer(400, submission.reply());
  const act = submission.value;
  const missing = () => answer(404, submission.reply({ formErrors: ["There is no such question."] }));
  switch (act.intent) {
    case "faq-add": {
      await addFaq(db, user, act);
      return answer(
        200,
        submission.reply({ resetForm: true }),
        act.askedAs
          ? "Saved: the assistant answers that question with your words from now on."
          : "Added: it shows on the site and the assistant uses it from now on.",
      );
    }
    case "faq-edit":
      if (!(await editFaq(db, user, act.id, act))) return missing();
      return answer(200, submission.reply(), "Saved: the site and the assistant use your new words.");
    case "faq-move": {
      const moved = await moveFaq(db, user, act.id, act.direction);
      if (!moved) return answer(409, submission.reply({ formErrors: [`It cannot move ${act.direction}.`] }));
      return answer(200, submission.reply(), `Moved ${act.direction}.`);
    }
    case "faq-hide":
      if (!(await setFaqHidden(db, user, act.id, act.hidden))) return missing();
      return answer(
        200,
        submission.reply(),
        act.hidden
          ? "Hidden: the site and the assistant no longer use it."
          : "Shown on the site and used by the assistant.",
      );
    case "faq-delete":
      if (!(await deleteFaq(db, user, act.id))) return missing();
      return answer(200, submission.reply(), "Deleted.");
  }
}
