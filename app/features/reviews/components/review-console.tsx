import { DoneNotice } from "~/components/ui/done-notice.tsx";
import {
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  useForm,
  type SubmissionResult,
} from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, useNavigation } from "react-router";
import { Stars } from "~/components/stars.tsx";
import { FormAlert } from "~/components/ui/form-alert.tsx";
import { FormField, fieldControlClass } from "~/components/ui/form-field.tsx";
import { actButtonClass } from "~/features/admin/components/act-button.ts";
import { primaryButton } from "~/features/admin/components/field.tsx";
import { cn } from "~/lib/cn.ts";
import { formatDate } from "~/lib/dates.ts";
import {
  addReviewSchema,
  moderateReviewSchema,
  REVIEW_FILTERS,
  replyReviewSchema,
  reviewServices,
  reviewTowns,
  type ReviewActAnswer,
  type ReviewFilter,
} from "../schema.ts";

// The console's Reviews page (issue 24): the moderation list by status, and
// for the owner the review typed in from a phone call, publish / hide /
// back to pending, and a public reply. Every form is the site's one pattern
// (docs/forms.md): Conform with the schema the action parses; each works
// without JavaScript. Staff read the list only.

export type ConsoleReviewView = {
  id: string;
  name: string;
  town: string;
  service: string;
  rating: number;
  date: string;
  text: string;
  status: "pending" | "published" | "hidden";
  source: string;
  /** The customer agreed to show it (a review request asks); without it, it cannot be published. */
  publishConsent: boolean;
  reply: string | null;
};

export type ReviewConsoleData = {
  filter: ReviewFilter;
  counts: Record<ReviewFilter, number>;
  reviews: ConsoleReviewView[];
  isOwner: boolean;
  today: string;
};

const filterLabel: Record<ReviewFilter, string> = {
  all: "All",
  pending: "Pending",
  published: "Published",
  hidden: "Hidden",
};

const statusLook: Record<ConsoleReviewView["status"], string> = {
  pending: "bg-amber-100 text-amber-950",
  published: "bg-emerald-100 text-emerald-950",
  hidden: "bg-slate-200 text-slate-900",
};

const resultFor = (answer: ReviewActAnswer | undefined, intent: ReviewActAnswer["intent"], id?: string) =>
  answer && answer.intent === intent && answer.id === id ? answer.result : undefined;

export function ReviewConsole({ data, answer }: { data: ReviewConsoleData; answer?: ReviewActAnswer }) {
  const busy = useNavigation().state === "submitting";
  return (
    <div className="flex flex-col gap-5">
      <h1 className="font-display text-2xl font-bold text-ink-950">Reviews</h1>
      <DoneNotice message={answer?.ok} />

      {data.isOwner ? (
        <AddReviewForm today={data.today} lastResult={resultFor(answer, "review-add")} busy={busy} />
      ) : (
        <p className="rounded-lg bg-sand-100 p-3 text-slate-800">Only the owner can add, publish, hide or reply.</p>
      )}

      <nav aria-label="Reviews by status">
        <ul className="grid grid-cols-2 gap-2 sm:flex">
          {REVIEW_FILTERS.map((f) => (
            <li key={f}>
              <Link
                to={f === "all" ? "?" : `?status=${f}`}
                aria-current={data.filter === f ? "page" : undefined}
                className={cn(
                  "flex min-h-11 items-center justify-center rounded-full border-2 px-4 text-sm font-semibold",
                  data.filter === f ? "border-ink-900 bg-ink-900 text-white" : "border-slate-400 text-ink-950",
                )}
              >
                {filterLabel[f]} ({data.counts[f]})
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      {data.reviews.length ? (
        <ul aria-label="Reviews" className="flex flex-col gap-3">
          {data.reviews.map((review) => (
            <li key={review.id}>
              <ReviewCard review={review} isOwner={data.isOwner} answer={answer} busy={busy} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-slate-800">
          {data.filter === "all" ? "No reviews yet." : `No ${filterLabel[data.filter].toLowerCase()} reviews.`}
        </p>
      )}
    </div>
  );
}

function ReviewCard({
  review,
  isOwner,
  answer,
  busy,
}: {
  review: ConsoleReviewView;
  isOwner: boolean;
  answer?: ReviewActAnswer;
  busy: boolean;
}) {
  const headingId = `review-${review.id}-name`;
  return (
    <article aria-labelledby={headingId} className="rounded-2xl border border-slate-300 bg-white p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Stars rating={review.rating} />
        <span className={cn("rounded-full px-3 py-1 text-sm font-semibold", statusLook[review.status])}>
          {filterLabel[review.status]}
        </span>
      </div>
      <h2 id={headingId} className="mt-2 text-base font-semibold text-ink-950">
        {review.name}
      </h2>
      <p className="text-sm text-slate-700">
        {review.town} · {review.service} · <time dateTime={review.date}>{formatDate(review.date)}</time>
        {review.source === "owner" ? " · typed in from a call" : ""}
        {review.source === "request" ? " · written by the customer after the job" : ""}
      </p>
      {review.publishConsent ? null : (
        <p className="mt-1 text-sm font-semibold text-amber-900" data-testid="review-private">
          Private: the customer did not agree to show it on the site.
        </p>
      )}
      <p className="mt-2 break-words whitespace-pre-line text-slate-900">{review.text}</p>
      {review.reply && !isOwner ? (
        <p className="mt-2 rounded-lg bg-sand-100 p-3 text-sm text-slate-900">
          <span className="font-semibold">Our reply: </span>
          {review.reply}
        </p>
      ) : null}
      {isOwner ? (
        <div className="mt-3 grid gap-3 border-t border-slate-200 pt-3">
          <StatusForms review={review} answer={answer} busy={busy} />
          <ReplyForm review={review} lastResult={resultFor(answer, "review-reply", review.id)} busy={busy} />
        </div>
      ) : null}
    </article>
  );
}

function StatusForms({ review, answer, busy }: { review: ConsoleReviewView; answer?: ReviewActAnswer; busy: boolean }) {
  const targets = (["published", "hidden", "pending"] as const).filter(
    (s) => s !== review.status && (s !== "published" || review.publishConsent),
  );
  const label = { published: "Publish", hidden: "Hide", pending: "Back to pending" } as const;
  return (
    <div className="flex flex-wrap gap-2">
      {targets.map((status) => (
        <StatusForm
          key={status}
          review={review}
          status={status}
          label={label[status]}
          lastResult={answer?.intent === "review-status" && answer.id === review.id ? answer.result : undefined}
          busy={busy}
        />
      ))}
    </div>
  );
}

function StatusForm({
  review,
  status,
  label,
  lastResult,
  busy,
}: {
  review: ConsoleReviewView;
  status: "published" | "hidden" | "pending";
  label: string;
  lastResult?: SubmissionResult<string[]>;
  busy: boolean;
}) {
  const [form] = useForm({
    id: `review-status-${status}-${review.id}`,
    lastResult,
    constraint: getZodConstraint(moderateReviewSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: moderateReviewSchema }),
  });
  return (
    <Form method="post" {...getFormProps(form)}>
      <input type="hidden" name="intent" value="review-status" />
      <input type="hidden" name="id" value={review.id} />
      <input type="hidden" name="status" value={status} />
      <button
        type="submit"
        className={cn(actButtonClass, status === "hidden" && "border-red-800 text-red-900 hover:bg-red-50")}
        disabled={busy}
      >
        {label}
        <span className="sr-only"> the review by {review.name}</span>
      </button>
      <FormAlert id={form.errorId} errors={form.errors} className="mt-1" />
    </Form>
  );
}

function ReplyForm({
  review,
  lastResult,
  busy,
}: {
  review: ConsoleReviewView;
  lastResult?: SubmissionResult<string[]>;
  busy: boolean;
}) {
  const [form, fields] = useForm({
    id: `review-reply-${review.id}`,
    lastResult,
    constraint: getZodConstraint(replyReviewSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: replyReviewSchema }),
    defaultValue: { reply: review.reply ?? "" },
  });
  return (
    <Form method="post" {...getFormProps(form)} className="grid gap-2">
      <input type="hidden" name="intent" value="review-reply" />
      <input type="hidden" name="id" value={review.id} />
      <FormField
        id={fields.reply.id}
        label={`Your public reply to ${review.name}`}
        hint="Shown under the review on the site. Leave empty to remove it."
        error={fields.reply.errors?.[0]}
      >
        {(control) => (
          <textarea
            {...getTextareaProps(fields.reply, { ariaAttributes: false })}
            {...control}
            rows={3}
            className={fieldControlClass}
          />
        )}
      </FormField>
      <FormAlert id={form.errorId} errors={form.errors} />
      <button type="submit" className={actButtonClass} disabled={busy}>
        Save reply<span className="sr-only"> to {review.name}</span>
      </button>
    </Form>
  );
}

function AddReviewForm({
  today,
  lastResult,
  busy,
}: {
  today: string;
  lastResult?: SubmissionResult<string[]>;
  busy: boolean;
}) {
  const [form, fields] = useForm({
    id: "review-add",
    lastResult,
    constraint: getZodConstraint(addReviewSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: addReviewSchema }),
    defaultValue: { date: today, rating: "5" },
  });
  return (
    <section aria-labelledby="add-review-heading" className="rounded-2xl border border-slate-300 bg-white p-4">
      <h2 id="add-review-heading" className="text-lg font-semibold text-ink-950">
        Add a review from a phone call
      </h2>
      <Form method="post" {...getFormProps(form)} className="mt-3 grid gap-4 sm:grid-cols-2">
        <input type="hidden" name="intent" value="review-add" />
        <FormField
          id={fields.name.id}
          label="Customer's name as shown"
          hint="Like Jessica M."
          error={fields.name.errors?.[0]}
        >
          {(control) => (
            <input
              {...getInputProps(fields.name, { type: "text", ariaAttributes: false })}
              {...control}
              autoComplete="off"
              className={fieldControlClass}
            />
          )}
        </FormField>
        <FormField id={fields.date.id} label="Day of the review" error={fields.date.errors?.[0]}>
          {(control) => (
            <input
              {...getInputProps(fields.date, { type: "date", ariaAttributes: false })}
              {...control}
              className={fieldControlClass}
            />
          )}
        </FormField>
        <FormField id={fields.town.id} label="Town" error={fields.town.errors?.[0]}>
          {(control) => (
            <select
              {...getSelectProps(fields.town, { ariaAttributes: false })}
              {...control}
              className={fieldControlClass}
            >
              <option value="">Choose the town</option>
              {reviewTowns.map((town) => (
                <option key={town} value={town}>
                  {town}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField id={fields.service.id} label="Service" error={fields.service.errors?.[0]}>
          {(control) => (
            <select
              {...getSelectProps(fields.service, { ariaAttributes: false })}
              {...control}
              className={fieldControlClass}
            >
              <option value="">Choose the service</option>
              {reviewServices.map((service) => (
                <option key={service} value={service}>
                  {service}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField id={fields.rating.id} label="Rating" error={fields.rating.errors?.[0]}>
          {(control) => (
            <select
              {...getSelectProps(fields.rating, { ariaAttributes: false })}
              {...control}
              className={fieldControlClass}
            >
              {[5, 4, 3, 2, 1].map((n) => (
                <option key={n} value={String(n)}>
                  {n} star{n === 1 ? "" : "s"}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField id={fields.text.id} label="What they said" error={fields.text.errors?.[0]} className="sm:col-span-2">
          {(control) => (
            <textarea
              {...getTextareaProps(fields.text, { ariaAttributes: false })}
              {...control}
              rows={4}
              className={fieldControlClass}
            />
          )}
        </FormField>
        <label className="flex min-h-11 items-center gap-3 text-base text-ink-950 sm:col-span-2">
          <input {...getInputProps(fields.publish, { type: "checkbox" })} className="size-5 shrink-0 accent-ink-900" />
          Publish it now (otherwise it waits as pending)
        </label>
        <FormAlert id={form.errorId} errors={form.errors} className="sm:col-span-2" />
        <button type="submit" className={cn(primaryButton, "sm:col-span-2 sm:justify-self-start")} disabled={busy}>
          Add the review
        </button>
      </Form>
    </section>
  );
}
