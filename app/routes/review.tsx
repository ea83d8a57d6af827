import { getFormProps, getInputProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Star } from "lucide-react";
import { data, Form } from "react-router";
import type { Route } from "./+types/review";
import { PageHero } from "~/components/page-hero.tsx";
import { buttonClass } from "~/components/ui/button.tsx";
import { Container } from "~/components/ui/container.tsx";
import { business, profileLabels } from "~/config/business.ts";
import { getEnv } from "~/config/env.server.ts";
import { formatDay } from "~/features/booking/booking-format.ts";
import { loadReviewRequest, submitRequestedReview } from "~/features/reviews/review-requests.server.ts";
import { requestedReviewSchema } from "~/features/reviews/request-schema.ts";
import { REVIEW_TEXT_MAX } from "~/features/reviews/schema.ts";
import { pageMeta, siteUrlOf } from "~/features/seo/meta.ts";
import { HttpError, readFormBody } from "~/lib/http-error.ts";
import { passRetryAfter } from "~/lib/route-headers.ts";
import { servicesOf } from "~/platform/services.server.ts";

// A customer's private review page (issue 25, point 6), reached from the
// review request after their job. Every customer sees the same choices
// whatever their rating: the form, the business's public review profile, the
// same thanks (no review gating; a test compares a 1-star and a 5-star answer).

const MAX_BODY_BYTES = 16 * 1024;

export const headers = passRetryAfter({ "Cache-Control": "no-store" });

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(siteUrlOf(matches), {
    title: `Review your job | ${business.name}`,
    description: "Tell us how your tint job went.",
    path: "/review",
    noindex: true,
  }),
  { name: "referrer", content: "same-origin" },
];

export async function loader({ params, context }: Route.LoaderArgs) {
  const request = await loadReviewRequest(await servicesOf(context).db(), params.token);
  if (!request) throw data(null, { status: 404, statusText: "Not Found" });
  return {
    firstName: request.firstName,
    town: request.town,
    service: request.service,
    jobDay: formatDay(request.jobDay),
    review: request.review,
    profile: { href: getEnv().PROFILE_REVIEWS_URL, label: profileLabels.reviews },
  };
}

type ActionData = { result: SubmissionResult<string[]>; ok?: string };

export async function action({ request, params, context }: Route.ActionArgs) {
  let form: FormData;
  try {
    form = await readFormBody(request, MAX_BODY_BYTES);
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    const message = "We couldn't read that form. Please send it again from the page.";
    return data<ActionData>({ result: { status: "error", error: { "": [message] } } }, { status: error.status });
  }
  const submission = parseWithZod(form, { schema: requestedReviewSchema });
  if (submission.status !== "success") return data<ActionData>({ result: submission.reply() }, { status: 400 });
  const outcome = await submitRequestedReview(await servicesOf(context).db(), params.token, submission.value);
  if (outcome === "not-found") throw data(null, { status: 404, statusText: "Not Found" });
  if (outcome === "closed")
    return data<ActionData>(
      {
        result: submission.reply({
          formErrors: [`The owner has already read your review. To change it, call ${business.phone.display}.`],
        }),
      },
      { status: 409 },
    );
  return data<ActionData>({
    result: submission.reply(),
    ok: outcome === "updated" ? "Your review is updated. Thank you!" : "Thank you! The owner reads every review.",
  });
}

const STARS = [1, 2, 3, 4, 5] as const;

export default function ReviewPage({ loaderData, actionData }: Route.ComponentProps) {
  const { firstName, town, service, jobDay, review, profile } = loaderData;
  const [form, fields] = useForm({
    id: "review-request",
    lastResult: actionData?.result,
    constraint: getZodConstraint(requestedReviewSchema),
    defaultValue: review
      ? { rating: String(review.rating), text: review.text, consent: review.publishConsent ? "on" : "" }
      : undefined,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: requestedReviewSchema }),
  });
  const closed = review !== null && review.status !== "pending";
  const done = actionData?.ok;
  const ratingError = fields.rating.errors?.[0];
  return (
    <>
      <PageHero eyebrow="Your review" title={`How did we do, ${firstName}?`} />
      <Container className="max-w-2xl space-y-8 py-10">
        <p className="text-ink-900">
          Your {service.toLowerCase()} in {town}, {jobDay}.
        </p>
        {done ? (
          <p role="status" className="rounded-xl border border-emerald-300 bg-emerald-50 p-4 text-emerald-900">
            {done}
          </p>
        ) : null}
        {closed ? (
          <p className="rounded-xl border border-slate-200 bg-white p-4 text-ink-900">
            Thank you for your review. The owner has read it; to change it, call{" "}
            <a href={business.phone.href} className="font-semibold underline">
              {business.phone.display}
            </a>
            .
          </p>
        ) : done ? null : (
          <section
            aria-labelledby="review-form-heading"
            className="rounded-3xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
          >
            <h2 id="review-form-heading" className="text-2xl font-semibold text-ink-900">
              Rate the job
            </h2>
            <Form method="post" {...getFormProps(form)} className="mt-4 space-y-5">
              {form.errors?.length ? (
                <p id={form.errorId} role="alert" className="rounded-xl bg-red-50 p-3 text-red-900">
                  {form.errors[0]}
                </p>
              ) : null}
              <fieldset aria-describedby={ratingError ? fields.rating.errorId : undefined}>
                <legend className="font-semibold text-ink-900">Stars</legend>
                <div className="mt-2 flex flex-row-reverse justify-end gap-1">
                  {[...STARS].reverse().map((n) => (
                    <label key={n} className="group cursor-pointer">
                      <input
                        type="radio"
                        name={fields.rating.name}
                        value={n}
                        defaultChecked={fields.rating.initialValue === String(n)}
                        className="peer sr-only"
                        aria-label={`${n} star${n === 1 ? "" : "s"}`}
                      />
                      <Star
                        aria-hidden="true"
                        className="size-10 rounded-md p-1 text-slate-400 peer-checked:fill-amber-400 peer-checked:text-amber-500 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ink-900"
                      />
                    </label>
                  ))}
                </div>
                {ratingError ? (
                  <p id={fields.rating.errorId} className="mt-1 text-sm font-medium text-red-800">
                    {ratingError}
                  </p>
                ) : null}
              </fieldset>
              <div>
                <label htmlFor={fields.text.id} className="font-semibold text-ink-900">
                  Your review
                </label>
                <textarea
                  {...getTextareaProps(fields.text)}
                  rows={5}
                  maxLength={REVIEW_TEXT_MAX}
                  className="mt-2 block w-full rounded-xl border border-slate-300 p-3 text-ink-900"
                />
                {fields.text.errors?.[0] ? (
                  <p id={fields.text.errorId} className="mt-1 text-sm font-medium text-red-800">
                    {fields.text.errors[0]}
                  </p>
                ) : null}
              </div>
              <div className="flex items-start gap-3">
                <input
                  {...getInputProps(fields.consent, { type: "checkbox" })}
                  className="mt-1 size-5 shrink-0 accent-ink-900"
                />
                <label htmlFor={fields.consent.id} className="text-ink-900">
                  You may show my review on your website with my first name ({firstName}) and town ({town}).
                </label>
              </div>
              <p className="text-sm text-slate-700">
                Without this tick your review stays private: only the owner reads it.
              </p>
              <button type="submit" className={buttonClass("dark", "w-full sm:w-auto")}>
                {review ? "Update my review" : "Send my review"}
              </button>
            </Form>
          </section>
        )}
        <section aria-labelledby="public-profile-heading" className="rounded-3xl bg-slate-50 p-5 sm:p-6">
          <h2 id="public-profile-heading" className="text-xl font-semibold text-ink-900">
            Reviews help your neighbors choose
          </h2>
          <p className="mt-2 text-ink-900">
            You can also review {business.name} on {profile.label}, in your own words.
          </p>
          <a
            href={profile.href}
            className={buttonClass("ghost", "mt-4 border border-slate-300")}
            rel="noopener noreferrer"
            target="_blank"
          >
            Review us on {profile.label}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </section>
      </Container>
    </>
  );
}
