import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { useEffect, useRef, useState } from "react";
import { data, Form, Link, redirect, useLocation } from "react-router";
import type { Route } from "./+types/book.when";
import { PageHero } from "~/components/page-hero.tsx";
import { buttonClass } from "~/components/ui/button.tsx";
import { Container } from "~/components/ui/container.tsx";
import { business } from "~/config/business.ts";
import { getEnv } from "~/config/env.server.ts";
import { dollars } from "~/features/booking/booking-format.ts";
import { holdSlot } from "~/features/booking/bookings.server.ts";
import { choiceFromSearchParams } from "~/features/booking/choice-schema.ts";
import { JobSummary } from "~/features/booking/components/job-summary.tsx";
import { OfferChoice } from "~/features/booking/components/offer-choice.tsx";
import { FieldError, fieldClass, SlotPicker, type SlotDay } from "~/features/booking/components/slot-picker.tsx";
import { detailLimits } from "~/features/booking/details.ts";
import { unreadableFormMessage } from "~/features/booking/form-values.ts";
import { holdFormSchema } from "~/features/booking/schema.ts";
import { textsConfigured, whenPageOf } from "~/features/booking/when-page.server.ts";
import { groupSlots, slotLabel, slotOption } from "~/features/booking/slot-options.ts";
import { OFFER_FIELD } from "~/features/booking/welcome-offer.ts";
import { ContactChoice } from "~/features/booking/components/contact-choice.tsx";
import { CONTACT_FIELDS, contactChoiceOf } from "~/features/booking/contact-choice.ts";
import { resolveWhere } from "~/features/booking/where.ts";
import { pageMeta, siteUrlOf } from "~/features/seo/meta.ts";
import { clientKeyOf } from "~/lib/client-key.ts";
import { HttpError, readFormBody } from "~/lib/http-error.ts";
import { outageAnswer } from "~/platform/outage.ts";
import { clientAddressContext, loggerContext } from "~/lib/request-context.ts";
import { passRetryAfter } from "~/lib/route-headers.ts";
import { servicesOf } from "~/platform/services.server.ts";

/** The details form is under a kilobyte; the server's gate refuses far larger bodies before this reads them. */
export const MAX_BODY_BYTES = 16 * 1024;
/** What "Find times" answers: the times' heading, or the message about the address (scrolled to and focused). */
const WHERE_ANSWER_ID = "where-answer";

export const headers = passRetryAfter();

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(siteUrlOf(matches), {
    title: `Choose a time | ${business.name}`,
    description: "Pick a time for your appointment and hold it with a deposit.",
    path: "/book/when",
    noindex: true,
  });

export async function loader({ request, context }: Route.LoaderArgs) {
  return whenPageOf(new URL(request.url), servicesOf(context));
}

type ActionData = {
  /** Conform's reply: what was typed, each field's message, the form's message. */
  result: SubmissionResult<string[]>;
  /** The next free times, when the chosen one was just taken. */
  alternatives?: SlotDay[];
  /** The time preselected among them. */
  selected?: string;
};

const CHECK_FIELDS = "Please check the fields marked below.";

export async function action({ request, context }: Route.ActionArgs) {
  let form: FormData;
  try {
    form = await readFormBody(request, MAX_BODY_BYTES);
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    const message = unreadableFormMessage(error.status);
    return data<ActionData>(
      { result: { status: "error", initialValue: null, error: { "": [message] } } },
      { status: error.status },
    );
  }
  const fields = form as unknown as URLSearchParams;
  const submission = parseWithZod(form, { schema: holdFormSchema });
  const fail = (
    status: number,
    reply: { formErrors?: string[]; fieldErrors?: Record<string, string[]> },
    extra: Omit<ActionData, "result"> = {},
    headers: Record<string, string> = {},
  ) => data<ActionData>({ result: submission.reply(reply), ...extra }, { status, headers });

  const parsed = choiceFromSearchParams(fields);
  if (!parsed.ok)
    return fail(400, {
      formErrors: [`What you chose could not be read: ${Object.values(parsed.errors)[0]} Go back a step to fix it.`],
    });
  if (submission.status !== "success") return fail(400, { formErrors: [CHECK_FIELDS] });
  const { slot: arrivesAt, ...customer } = submission.value;
  // Where the work is: the address typed here, else the place found in the step before.
  const fromAddress = resolveWhere(customer.address, String(form.get("area") ?? ""));
  const fromWhere = resolveWhere(
    String(form.get("where") ?? "").slice(0, detailLimits.where),
    String(form.get("area") ?? ""),
  );
  const answer = fromAddress.kind === "unknown" ? fromWhere : fromAddress;
  if (answer.kind !== "inside")
    return fail(400, {
      formErrors: [CHECK_FIELDS],
      fieldErrors: {
        address: [
          answer.kind === "outside"
            ? answer.message
            : "Add the zip code to the address, so we know which area it is in.",
        ],
      },
    });
  const areaSlug = answer.area.slug;

  const env = getEnv();
  const address = context.get(clientAddressContext);
  const services = servicesOf(context);
  const welcomeOffer = submission.value[OFFER_FIELD] === "on";
  try {
    const result = await holdSlot(await services.db(), {
      provider: services.payments,
      choice: parsed.choice,
      areaSlug,
      customer: { name: customer.name, phone: customer.phone, email: customer.email, address: customer.address },
      // Texts only where the site can send them: otherwise the page showed email alone.
      contact: contactChoiceOf(textsConfigured() ? submission.value : {}, new Date()),
      arrivesAt,
      welcomeOffer,
      origin: new URL(request.url).origin,
      visitor: address
        ? {
            key: clientKeyOf(address),
            maxHeldUnits: env.CHECKOUT_HELD_UNITS_PER_VISITOR,
            maxPerHour: env.CHECKOUT_RATE_LIMIT_PER_HOUR,
          }
        : undefined,
      log: context.get(loggerContext),
    });
    if (result.kind === "held") return redirect(result.paymentUrl, 303);
    if (result.kind === "refused")
      return fail(
        result.status,
        { formErrors: [result.message] },
        {},
        result.retryAfterSeconds ? { "Retry-After": String(result.retryAfterSeconds) } : {},
      );
    if (result.kind === "offer-refused")
      return fail(400, { formErrors: [CHECK_FIELDS], fieldErrors: { [OFFER_FIELD]: [result.message] } });
    if (result.kind === "beyond") return fail(400, { formErrors: [result.message] }, { selected: "" });
    const alternatives = groupSlots(result.alternatives);
    const list = result.alternatives.map(slotLabel).join("; ");
    const formError =
      result.kind === "taken"
        ? `Sorry, that time was just taken by someone else. The next free times: ${list}. Pick one below; everything else you typed is kept.`
        : `${result.message} ${list ? `The next: ${list}.` : ""}`;
    return fail(
      409,
      { formErrors: [formError] },
      { alternatives, selected: result.alternatives[0] ? slotOption(result.alternatives[0]).value : "" },
    );
  } catch (error) {
    if (error instanceof HttpError) return fail(error.status, { formErrors: [error.message] }, {}, error.headers);
    // The disk or the database failed: the form stays filled in, 503 with Retry-After.
    const outage = outageAnswer<ActionData>(error, (message) => ({
      result: submission.reply({ formErrors: [message] }),
    }));
    if (outage) return outage;
    throw error;
  }
}

export default function BookWhen({ loaderData, actionData }: Route.ComponentProps) {
  const page = loaderData;
  if (page.state !== "ready") {
    return (
      <>
        <PageHero eyebrow="Book online" title="Let's fix your choice first" />
        <Container className="py-10">
          <div role="alert" className="rounded-2xl border border-amber-300 bg-amber-50 p-5 text-ink-900">
            <p className="font-semibold">This can't be booked as chosen:</p>
            <ul className="mt-2 list-disc pl-5">
              {page.problems.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
            <Link to={page.backHref} className={buttonClass("dark", "mt-4")}>
              Back to your choice
            </Link>
          </div>
        </Container>
      </>
    );
  }
  return <WhenPage page={page} actionData={actionData} />;
}

type ReadyPage = Extract<Route.ComponentProps["loaderData"], { state: "ready" }>;

const detailInputs = [
  ["name", "Name", "name", "text", detailLimits.name],
  ["phone", "Phone", "tel", "tel", detailLimits.phone],
  ["email", "Email (the confirmation goes here)", "email", "email", detailLimits.email],
  ["address", "Street address of the job, with zip code", "street-address", "text", detailLimits.address],
] as const;

function WhenPage({ page, actionData }: { page: ReadyPage; actionData: ActionData | undefined }) {
  const { job, where, days, choiceParams } = page;
  const restored = page.restored;
  const [form, fields] = useForm({
    id: "book-hold",
    lastResult: actionData?.result,
    constraint: getZodConstraint(holdFormSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: holdFormSchema }),
    defaultValue: {
      name: restored?.name ?? "",
      phone: restored?.phone ?? "",
      email: restored?.email ?? "",
      address: restored?.address ?? (/\p{L}/u.test(page.whereText) ? page.whereText : ""),
      slot: restored?.slot ?? "",
      [CONTACT_FIELDS.email]: "on",
    },
  });
  const sent = actionData?.result.initialValue as Record<string, unknown> | null | undefined;
  const [offer, setOffer] = useState(sent?.[OFFER_FIELD] === "on");
  const location = useLocation();
  // After "Find times" (the address's answer) the answer is brought into view and given focus.
  const searched = useRef<string | null>(null);
  useEffect(() => {
    // Only for a new search (a post of the form below keeps the address and its own messages' focus).
    if (searched.current === location.search) return;
    searched.current = location.search;
    if (location.hash !== `#${WHERE_ANSWER_ID}`) return;
    const target = document.getElementById(WHERE_ANSWER_ID);
    target?.focus({ preventScroll: true });
    target?.scrollIntoView({ block: "start" });
  }, [location.search, location.hash]);
  const slotValue = actionData?.alternatives?.length
    ? undefined
    : typeof sent?.slot === "string"
      ? sent.slot
      : restored?.slot;
  const hidden = [...new URLSearchParams(choiceParams)];
  const inside = where.kind === "inside" ? where : null;
  const pageHref = (from: string) => {
    const p = new URLSearchParams(choiceParams);
    if (page.whereText) p.set("where", page.whereText);
    if (inside) p.set("area", inside.area.slug);
    p.set("from", from);
    return `/book/when?${p.toString()}#times`;
  };
  const offerField = fields[OFFER_FIELD];
  return (
    <>
      <PageHero eyebrow="Book online: step 2 of 3" title="Where and when">
        <p>Tell us where the work is, pick a time, and hold it with a {dollars(job.depositCents)} deposit.</p>
      </PageHero>
      <Container className="grid gap-8 py-10 lg:grid-cols-[2fr_1fr]">
        <div className="min-w-0 space-y-8">
          {page.released ? (
            <p role="status" className="rounded-xl border border-slate-300 bg-slate-50 p-4 text-sm text-ink-900">
              Your payment was cancelled and the time you held was released. Nothing was charged.
              {restored ? " Your choices and details are still here." : ""}
            </p>
          ) : null}
          <section
            aria-labelledby="where-heading"
            className="rounded-3xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
          >
            <h2 id="where-heading" className="text-2xl font-semibold text-ink-900">
              Where is the job?
            </h2>
            <Form
              method="get"
              action={`/book/when#${WHERE_ANSWER_ID}`}
              preventScrollReset
              className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-end"
            >
              {hidden.map(([k, v]) => (
                <input key={k} type="hidden" name={k} value={v} />
              ))}
              <div className="grow">
                <label htmlFor="where" className="text-sm font-semibold text-ink-900">
                  Address or zip code
                </label>
                <input
                  id="where"
                  name="where"
                  defaultValue={page.whereText}
                  autoComplete="street-address"
                  maxLength={detailLimits.where}
                  className={fieldClass}
                  aria-describedby={where.kind !== "inside" && where.kind !== "none" ? "where-message" : undefined}
                />
              </div>
              <button type="submit" className={buttonClass("dark")}>
                Find times
              </button>
            </Form>
            {where.kind === "outside" || where.kind === "unknown" || where.kind === "invalid" ? (
              <div
                id="where-message"
                role="alert"
                className="mt-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-ink-900"
              >
                <h3 id={WHERE_ANSWER_ID} tabIndex={-1} className="scroll-mt-28 font-semibold outline-none">
                  {where.kind === "outside" ? "Outside our service areas" : "We need a little more"}
                </h3>
                <p className="mt-1">{where.message}</p>
                {where.kind === "outside" ? (
                  <a href={business.phone.href} className={buttonClass("dark", "mt-3")}>
                    Call {business.phone.display}
                  </a>
                ) : null}
              </div>
            ) : null}
            {inside ? (
              <p className="mt-3 text-sm text-slate-700" data-testid="area">
                {inside.area.name} is one of our service areas: about {inside.travelMinutes} minutes from our base in{" "}
                {business.homeTown.city}.
              </p>
            ) : null}
          </section>

          {inside ? (
            <Form method="post" {...getFormProps(form)} className="space-y-8" aria-labelledby={WHERE_ANSWER_ID}>
              {hidden.map(([k, v]) => (
                <input key={k} type="hidden" name={k} value={v} />
              ))}
              <input type="hidden" name="where" value={page.whereText} />
              <input type="hidden" name="area" value={inside.area.slug} />
              <div id={form.errorId} role="alert">
                {form.errors?.length ? (
                  <div className="rounded-xl border border-red-300 bg-red-50 p-4 text-sm text-red-900">
                    {form.errors.map((m) => (
                      <p key={m}>{m}</p>
                    ))}
                  </div>
                ) : null}
              </div>
              {actionData?.alternatives?.length ? (
                <section
                  aria-labelledby="alternatives-heading"
                  className="rounded-2xl border border-gold-300 bg-sand-100 p-4"
                >
                  <h2 id="alternatives-heading" className="text-lg font-semibold text-ink-900">
                    Next free times
                  </h2>
                  <div className="mt-2">
                    <SlotPicker
                      days={actionData.alternatives}
                      selected={actionData.selected}
                      collapse={false}
                      errorId={fields.slot.errorId}
                    />
                  </div>
                </section>
              ) : null}
              <section id="times" className="scroll-mt-28">
                <h2
                  id={WHERE_ANSWER_ID}
                  tabIndex={-1}
                  className="scroll-mt-28 text-2xl font-semibold text-ink-900 outline-none"
                >
                  Pick a time
                </h2>
                <p className="mt-1 text-sm text-slate-700">
                  Times are Central Time, when the crew arrives (within 30 minutes). The first times start at least{" "}
                  {page.leadHours} hours from now.
                </p>
                <p className="mt-1 text-sm text-slate-700" data-testid="horizon">
                  {page.horizon}
                </p>
                <div className="mt-4">
                  {days.length ? (
                    <SlotPicker
                      days={actionData?.alternatives?.length ? [] : days}
                      selected={slotValue}
                      error={fields.slot.errors?.[0]}
                      errorId={fields.slot.errorId}
                    />
                  ) : (
                    <p>No free times in these days: try later dates, or call {business.phone.display}.</p>
                  )}
                  {actionData?.alternatives?.length && days.length ? (
                    <details className="mt-2">
                      <summary className="cursor-pointer text-sm font-semibold text-sea-800">
                        All times these days
                      </summary>
                      <div className="mt-3">
                        <SlotPicker days={days} />
                      </div>
                    </details>
                  ) : null}
                </div>
                <nav aria-label="More dates" className="mt-4 flex justify-between gap-3 text-sm font-semibold">
                  {page.prevFrom ? (
                    <Link to={pageHref(page.prevFrom)} className="text-sea-800 underline">
                      Earlier dates
                    </Link>
                  ) : (
                    <span />
                  )}
                  {page.nextFrom ? (
                    <Link to={pageHref(page.nextFrom)} className="text-sea-800 underline">
                      Later dates
                    </Link>
                  ) : null}
                </nav>
              </section>

              <fieldset className="space-y-4">
                <legend className="text-2xl font-semibold text-ink-900">Your details</legend>
                {detailInputs.map(([name, label, autoComplete, type, max]) => {
                  const field = fields[name];
                  const { key, ...props } = getInputProps(field, { type });
                  return (
                    <div key={name}>
                      <label htmlFor={field.id} className="text-sm font-semibold text-ink-900">
                        {label}
                      </label>
                      <input key={key} {...props} autoComplete={autoComplete} maxLength={max} className={fieldClass} />
                      <FieldError id={field.errorId} message={field.errors?.[0]} />
                    </div>
                  );
                })}
              </fieldset>

              <ContactChoice
                email={fields[CONTACT_FIELDS.email]}
                text={fields[CONTACT_FIELDS.text]}
                consent={fields[CONTACT_FIELDS.consent]}
                textsOffered={page.textsOffered}
              />
              <OfferChoice
                checked={offer}
                onChange={setOffer}
                priceCents={job.priceCents}
                depositCents={job.depositCents}
                error={offerField.errors?.[0]}
                errorId={offerField.errorId}
              />
              <section
                aria-labelledby="deposit-heading"
                className="rounded-2xl border border-slate-200 bg-slate-50 p-4"
              >
                <h2 id="deposit-heading" className="text-lg font-semibold text-ink-900">
                  The deposit
                </h2>
                <p className="mt-1 text-sm text-slate-700" data-testid="deposit-rule">
                  {page.rule}
                </p>
                <p className="mt-1 text-sm text-slate-700">
                  Your time is held for {page.holdMinutes} minutes while you pay.
                </p>
              </section>
              <button type="submit" className={buttonClass("primary", "w-full sm:w-auto")}>
                Hold this time and pay the {dollars(job.depositCents)} deposit
              </button>
            </Form>
          ) : null}
        </div>
        <aside className="order-first min-w-0 lg:order-none">
          <JobSummary job={job} backHref={page.backHref} offerPercent={offer ? business.offer.percent : null} />
        </aside>
      </Container>
    </>
  );
}
