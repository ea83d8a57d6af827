import { DoneNotice } from "~/components/ui/done-notice.tsx";
import { getFormProps, getInputProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { ArrowDown, ArrowUp, Eye, EyeOff, Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { VisitorText } from "~/components/visitor-text.tsx";
import { FormAlert } from "~/components/ui/form-alert.tsx";
import { FormField, fieldControlClass } from "~/components/ui/form-field.tsx";
import { actButtonClass } from "~/features/admin/components/act-button.ts";
import { primaryButton } from "~/features/admin/components/field.tsx";
import { cn } from "~/lib/cn.ts";
import {
  addFaqSchema,
  deleteFaqSchema,
  editFaqSchema,
  hideFaqSchema,
  moveFaqSchema,
  type FaqActAnswer,
  type FaqIntent,
} from "../schema.ts";

// The console's FAQ page (issue 24): the owner's questions and answers, shown
// on the site and used by the assistant from the next message. Add (also one
// tap from a question the assistant could not answer: ?ask=), edit, move up
// or down, hide or show, delete. Every form is the site's one pattern
// (docs/forms.md) and works without JavaScript. Staff read the list only.

export type ConsoleFaqView = { id: number; question: string; answer: string; hidden: boolean; askedAs: string | null };

export type FaqConsoleData = {
  faqs: ConsoleFaqView[];
  isOwner: boolean;
  /** A visitor's question to answer (the conversations page's "Answer this"). */
  ask: string | null;
};

type Answer = FaqActAnswer | undefined;
const resultFor = (answer: Answer, intent: FaqIntent, id?: number) =>
  answer && answer.intent === intent && answer.id === id ? answer.result : undefined;

export function FaqConsole({ data, answer }: { data: FaqConsoleData; answer?: FaqActAnswer }) {
  const busy = useNavigation().state === "submitting";
  return (
    <div className="flex flex-col gap-5">
      <h1 className="font-display text-2xl font-bold text-ink-950">FAQ</h1>
      <p className="text-slate-800">
        Shown on the home page, in this order, and used by the assistant from the next message.
      </p>
      <DoneNotice message={answer?.ok} />
      {data.isOwner ? (
        <AddFaqForm ask={data.ask} lastResult={resultFor(answer, "faq-add")} busy={busy} />
      ) : (
        <p className="rounded-lg bg-sand-100 p-3 text-slate-800">Only the owner can change the FAQ.</p>
      )}
      {data.faqs.length ? (
        <ol aria-label="Questions and answers" className="flex flex-col gap-3">
          {data.faqs.map((faq, index) => (
            <li key={faq.id}>
              <FaqCard
                faq={faq}
                first={index === 0}
                last={index === data.faqs.length - 1}
                isOwner={data.isOwner}
                answer={answer}
                busy={busy}
              />
            </li>
          ))}
        </ol>
      ) : (
        <p className="text-slate-800">No questions yet.</p>
      )}
    </div>
  );
}

function AddFaqForm({
  ask,
  lastResult,
  busy,
}: {
  ask: string | null;
  lastResult?: SubmissionResult<string[]>;
  busy: boolean;
}) {
  const [form, fields] = useForm({
    id: "faq-add",
    lastResult,
    constraint: getZodConstraint(addFaqSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: addFaqSchema }),
    defaultValue: ask ? { question: ask, askedAs: ask } : undefined,
  });
  return (
    <section aria-labelledby="add-faq-heading" className="rounded-2xl border border-slate-300 bg-white p-4">
      <h2 id="add-faq-heading" className="text-lg font-semibold text-ink-950">
        {ask ? "Answer a visitor's question" : "Add a question"}
      </h2>
      {ask ? (
        <p className="mt-1 text-sm text-slate-800">
          A visitor asked the assistant “<VisitorText text={ask} />
          ”. Your answer is used the next time anyone asks it.
        </p>
      ) : null}
      <Form method="post" action="/admin/faq" {...getFormProps(form)} className="mt-3 grid gap-4">
        <input type="hidden" name="intent" value="faq-add" />
        <input {...getInputProps(fields.askedAs, { type: "hidden" })} />
        <QuestionFields question={fields.question} answer={fields.answer} autoFocusAnswer={ask !== null} />
        <FormAlert id={form.errorId} errors={form.errors} />
        <button type="submit" className={cn(primaryButton, "sm:justify-self-start")} disabled={busy}>
          {ask ? "Save the answer" : "Add the question"}
        </button>
      </Form>
    </section>
  );
}

type TextField = Parameters<typeof getTextareaProps>[0];

function QuestionFields({
  question,
  answer,
  autoFocusAnswer = false,
}: {
  question: TextField;
  answer: TextField;
  autoFocusAnswer?: boolean;
}) {
  return (
    <>
      <FormField id={question.id} label="Question" error={question.errors?.[0]}>
        {(control) => (
          <textarea
            {...getTextareaProps(question, { ariaAttributes: false })}
            {...control}
            rows={2}
            className={fieldControlClass}
          />
        )}
      </FormField>
      <FormField id={answer.id} label="Answer" error={answer.errors?.[0]}>
        {(control) => (
          <textarea
            {...getTextareaProps(answer, { ariaAttributes: false })}
            {...control}
            rows={5}
            autoFocus={autoFocusAnswer}
            className={fieldControlClass}
          />
        )}
      </FormField>
    </>
  );
}

function FaqCard({
  faq,
  first,
  last,
  isOwner,
  answer,
  busy,
}: {
  faq: ConsoleFaqView;
  first: boolean;
  last: boolean;
  isOwner: boolean;
  answer: Answer;
  busy: boolean;
}) {
  const headingId = `faq-${faq.id}-question`;
  const editResult = resultFor(answer, "faq-edit", faq.id);
  return (
    <article
      aria-labelledby={headingId}
      className={cn(
        "rounded-2xl border bg-white p-4",
        faq.hidden ? "border-dashed border-slate-400" : "border-slate-300",
      )}
    >
      {faq.hidden ? (
        <p className="mb-1 inline-block rounded-full bg-slate-200 px-3 py-1 text-sm font-semibold text-slate-900">
          Hidden
        </p>
      ) : null}
      <h2 id={headingId} className="text-base font-semibold break-words text-ink-950">
        {faq.question}
      </h2>
      <p className="mt-1 break-words whitespace-pre-line text-slate-800">{faq.answer}</p>
      {faq.askedAs ? (
        <p className="mt-1 text-sm text-slate-700">
          Written for a visitor's “<VisitorText text={faq.askedAs} />”
        </p>
      ) : null}
      {isOwner ? (
        <div className="mt-3 grid gap-3 border-t border-slate-200 pt-3">
          <div className="flex flex-wrap gap-2">
            {!first ? (
              <ActForm faq={faq} intent="faq-move" fields={{ direction: "up" }} answer={answer} busy={busy}>
                <ArrowUp aria-hidden="true" className="size-4" /> Up
              </ActForm>
            ) : null}
            {!last ? (
              <ActForm faq={faq} intent="faq-move" fields={{ direction: "down" }} answer={answer} busy={busy}>
                <ArrowDown aria-hidden="true" className="size-4" /> Down
              </ActForm>
            ) : null}
            <ActForm faq={faq} intent="faq-hide" fields={{ hidden: String(!faq.hidden) }} answer={answer} busy={busy}>
              {faq.hidden ? (
                <>
                  <Eye aria-hidden="true" className="size-4" /> Show
                </>
              ) : (
                <>
                  <EyeOff aria-hidden="true" className="size-4" /> Hide
                </>
              )}
            </ActForm>
            <ActForm faq={faq} intent="faq-delete" fields={{}} answer={answer} busy={busy} danger>
              <Trash2 aria-hidden="true" className="size-4" /> Delete
            </ActForm>
          </div>
          <details open={editResult?.status === "error" ? true : undefined}>
            <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-ink-900 underline">
              Edit<span className="sr-only"> “{faq.question}”</span>
            </summary>
            <EditFaqForm faq={faq} lastResult={editResult} busy={busy} />
          </details>
        </div>
      ) : null}
    </article>
  );
}

const actSchemas = {
  "faq-move": moveFaqSchema,
  "faq-hide": hideFaqSchema,
  "faq-delete": deleteFaqSchema,
} as const;

const actLabel = (intent: keyof typeof actSchemas, fields: Record<string, string>) =>
  intent === "faq-move"
    ? `Move ${fields.direction}`
    : intent === "faq-hide"
      ? fields.hidden === "true"
        ? "Hide"
        : "Show"
      : "Delete";

/** One button's act on a question (move, hide or show, delete), as its own small form. */
function ActForm({
  faq,
  intent,
  fields,
  answer,
  busy,
  danger = false,
  children,
}: {
  faq: ConsoleFaqView;
  intent: keyof typeof actSchemas;
  fields: Record<string, string>;
  answer: Answer;
  busy: boolean;
  danger?: boolean;
  children: ReactNode;
}) {
  const schema = actSchemas[intent];
  const [form] = useForm({
    id: `${intent}-${Object.values(fields).join("-")}-${faq.id}`,
    lastResult: resultFor(answer, intent, faq.id),
    constraint: getZodConstraint(schema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  return (
    <Form
      method="post"
      action="/admin/faq"
      {...getFormProps(form)}
      onSubmit={(event) => {
        if (danger && !window.confirm(`Delete “${faq.question}” for good?`)) event.preventDefault();
        else form.onSubmit(event);
      }}
    >
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={faq.id} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button
        type="submit"
        className={cn(actButtonClass, "gap-1", danger && "border-red-800 text-red-900 hover:bg-red-50")}
        disabled={busy}
        aria-label={`${actLabel(intent, fields)}: ${faq.question}`}
      >
        {children}
      </button>
      <FormAlert id={form.errorId} errors={form.errors} className="mt-1" />
    </Form>
  );
}

function EditFaqForm({
  faq,
  lastResult,
  busy,
}: {
  faq: ConsoleFaqView;
  lastResult?: SubmissionResult<string[]>;
  busy: boolean;
}) {
  const [form, fields] = useForm({
    id: `faq-edit-${faq.id}`,
    lastResult,
    constraint: getZodConstraint(editFaqSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: editFaqSchema }),
    defaultValue: { question: faq.question, answer: faq.answer },
  });
  return (
    <Form method="post" action="/admin/faq" {...getFormProps(form)} className="mt-2 grid gap-3">
      <input type="hidden" name="intent" value="faq-edit" />
      <input type="hidden" name="id" value={faq.id} />
      <QuestionFields question={fields.question} answer={fields.answer} />
      <FormAlert id={form.errorId} errors={form.errors} />
      <button type="submit" className={cn(actButtonClass, "sm:justify-self-start")} disabled={busy}>
        Save changes
      </button>
    </Form>
  );
}
