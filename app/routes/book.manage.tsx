import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { useEffect, useRef, type ReactNode } from "react";
import { data, Form, Link } from "react-router";
import type { Route } from "./+types/book.manage";
import { PageHero } from "~/components/page-hero.tsx";
import { buttonClass } from "~/components/ui/button.tsx";
import { Container } from "~/components/ui/container.tsx";
import { booking as bookingConfig } from "~/config/booking.ts";
import { business } from "~/config/business.ts";
import { depositRule, dollars } from "~/features/booking/booking-format.ts";
import { bookingView } from "~/features/booking/booking-view.server.ts";
import {
  cancelBooking,
  canChange,
  depositLineTitle,
  findFreeSlots,
  firstBookableDay,
  getBookingByToken,
  getDepositOrder,
  rescheduleBooking,
} from "~/features/booking/bookings.server.ts";
import { BookingDetails } from "~/features/booking/components/booking-details.tsx";
import { SlotPicker, type SlotDay } from "~/features/booking/components/slot-picker.tsx";
import { horizonNote } from "~/features/booking/horizon.ts";
import { manageFormSchema } from "~/features/booking/schema.ts";
import { groupSlots, slotLabel } from "~/features/booking/slot-options.ts";
import { pageMeta, siteUrlOf } from "~/features/seo/meta.ts";
import { HttpError, readFormBody } from "~/lib/http-error.ts";
import { loggerContext } from "~/lib/request-context.ts";
import { passRetryAfter } from "~/lib/route-headers.ts";
import { servicesOf } from "~/platform/services.server.ts";
import { customerBalanceOf } from "~/features/balance/customer-balance.server.ts";
import { CustomerBalanceSection } from "~/features/balance/components/customer-balance.tsx";

/** Why the last "Pay" of the balance opened no payment page (book.manage-pay.ts). */
const payRefusals: Record<string, string> = {
  nothing: "Nothing is owed on this booking now.",
  failed: "The payment page could not be opened. Please try again.",
};
import { hasJobRecord } from "~/features/jobs/completion.server.ts";
import { customerJobPhotos } from "~/features/jobs/customer-photos.server.ts";
import { JobPhotosSection } from "~/features/jobs/components/job-photos-section.tsx";
import { customerHistory } from "~/features/booking/customer-history.ts";
import { readTimeline } from "~/features/booking/schedule.server.ts";

/** Two fields (an intent and a time). */
export const MAX_BODY_BYTES = 4 * 1024;
const DAYS_SHOWN = 7;

export const headers = passRetryAfter({ "Cache-Control": "no-store" });

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(siteUrlOf(matches), {
    title: `Change or cancel your appointment | ${business.name}`,
    description: "Reschedule or cancel your booking.",
    path: "/book/manage",
    noindex: true,
  }),
  // The token never leaves the site in a Referer; same-origin (not no-referrer) so that a form posted
  // without JavaScript carries this site's Origin, which the action's cross-site check requires.
  { name: "referrer", content: "same-origin" },
];

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const db = await servicesOf(context).db();
  const booking = await getBookingByToken(db, params.token);
  if (!booking) throw data(null, { status: 404, statusText: "Not Found" });
  const now = new Date();
  const changeable = canChange(booking, now);
  let days: SlotDay[] = [];
  if (changeable) {
    const slots = await findFreeSlots(db, {
      size: { durationMinutes: booking.durationMinutes, travelMinutes: booking.travelMinutes },
      from: firstBookableDay(now),
      days: DAYS_SHOWN,
      now,
      except: booking.id,
    });
    days = groupSlots(slots.filter((s) => s.arrivesAt.getTime() !== booking.arrivesAt.getTime()));
  }
  return {
    view: bookingView(booking, await getDepositOrder(db, booking)),
    status: booking.status,
    changeable,
    days,
    rule: depositRule(booking.depositCents),
    refundOnCancel: bookingConfig.depositOnCancel === "refund",
    depositCents: booking.depositCents,
    horizon: horizonNote(now),
    // The invoice of the job's balance, once the owner sent it (features/balance).
    balance: await customerBalanceOf(db, booking),
    payRefused: payRefusals[new URL(request.url).searchParams.get("pay") ?? ""] ?? null,
    // The job's warranty certificate, once the job is completed (issue 25).
    warranty: (await hasJobRecord(db, booking.id))
      ? `/book/manage/${encodeURIComponent(params.token)}/warranty.pdf`
      : null,
    // The photos taken before and after the job, served under this page's link (issue 25).
    photos: await customerJobPhotos(db, booking.id, params.token),
    // The appointment's story in the customer's words (issue 25, point 7), times in Central.
    history: customerHistory(await readTimeline(db, booking.id)).map((line) => ({
      at: line.at.toISOString(),
      when: depositLineTitle(line.at),
      text: line.text,
    })),
    // The customer replied C to a text (features/texts): shown back to them.
    customerConfirmedAt: booking.status === "confirmed" ? booking.customerConfirmedAt : null,
  };
}

type ActionData = {
  /** Which form answered, and Conform's reply to it. */
  intent: "move" | "cancel" | null;
  result: SubmissionResult<string[]>;
  message: string;
  ok: boolean;
  alternatives?: SlotDay[];
  /** Without JavaScript, "Cancel" first asks: the page shows the question and its two answers. */
  confirmCancel?: boolean;
};

/** The answer's region: scrolled into view and focused after "Move" or "Cancel". */
const RESULT_ID = "manage-result";

export async function action({ request, params, context }: Route.ActionArgs) {
  let form: FormData;
  try {
    form = await readFormBody(request, MAX_BODY_BYTES);
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    const message = "We couldn't read that form. Please send it again from the page.";
    return data<ActionData>(
      { intent: null, ok: false, message, result: { status: "error", error: { "": [message] } } },
      { status: error.status },
    );
  }
  const submission = parseWithZod(form, { schema: manageFormSchema });
  const intent = form.get("intent") === "cancel" ? "cancel" : form.get("intent") === "move" ? "move" : null;
  const answer = (status: number, ok: boolean, message: string, extra: Partial<ActionData> = {}) =>
    data<ActionData>(
      { intent, ok, message, result: submission.reply(ok ? { resetForm: true } : { formErrors: [message] }), ...extra },
      { status },
    );
  if (submission.status !== "success") {
    const first = Object.values(submission.error ?? {}).flat()[0];
    return data<ActionData>(
      {
        intent,
        ok: false,
        message: intent
          ? (first ?? "Choose a new time from the list.")
          : "Choose to move or to cancel the appointment.",
        result: submission.reply(),
      },
      { status: 400 },
    );
  }
  const db = await servicesOf(context).db();
  const tooLate = `Changes online close ${bookingConfig.changeCutoffHours} hours before the appointment. Please call us at ${business.phone.display}.`;
  const choice = submission.value;
  if (choice.intent === "cancel") {
    if (choice.confirm !== "yes")
      return data<ActionData>({ intent, ok: true, message: "", result: submission.reply(), confirmCancel: true });
    const result = await cancelBooking(db, { token: params.token, log: context.get(loggerContext) });
    if (result.kind === "cancelled") {
      const amount = dollars(result.booking.depositCents);
      const deposit = {
        refunded: ` Your ${amount} deposit is refunded to the card you paid with.`,
        "refund-due": ` Your ${amount} deposit is being refunded; we will confirm it by email.`,
        kept: " As stated when you booked, the deposit is kept.",
        none: "",
      }[result.deposit];
      return answer(200, true, `Your appointment is cancelled and the time released.${deposit}`);
    }
    if (result.kind === "not-found") throw data(null, { status: 404, statusText: "Not Found" });
    if (result.kind === "too-late") return answer(409, false, tooLate);
    return answer(409, false, `This appointment is already ${result.status}.`);
  }
  const result = await rescheduleBooking(db, { token: params.token, arrivesAt: choice.slot });
  if (result.kind === "moved")
    return answer(200, true, "Your appointment has moved. A new confirmation is on its way.");
  if (result.kind === "not-found") throw data(null, { status: 404, statusText: "Not Found" });
  if (result.kind === "too-late") return answer(409, false, tooLate);
  if (result.kind === "not-active") return answer(409, false, `This appointment is ${result.status}.`);
  if (result.kind === "refused" || result.kind === "beyond") return answer(400, false, result.message);
  const list = result.alternatives.map(slotLabel).join("; ");
  return answer(
    409,
    false,
    result.kind === "taken"
      ? `Sorry, that time was just taken. The next free times: ${list}.`
      : `${result.message} The next: ${list}.`,
    { alternatives: groupSlots(result.alternatives) },
  );
}

/** One of the page's cards: a section named by its heading. */
function Card({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="rounded-3xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id={`${id}-heading`} className="text-2xl font-semibold text-ink-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

export default function BookManage({ loaderData, actionData, params }: Route.ComponentProps) {
  const { view, status, changeable, days } = loaderData;
  const title =
    status === "confirmed"
      ? "Your appointment"
      : status === "cancelled"
        ? "This appointment is cancelled"
        : status === "completed" || status === "no_show"
          ? "This appointment is over"
          : "This time was not booked";
  const [moveForm, moveFields] = useForm({
    id: "manage-move",
    lastResult: actionData?.intent === "move" ? actionData.result : undefined,
    constraint: getZodConstraint(manageFormSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: manageFormSchema }),
  });
  const [cancelForm] = useForm({
    id: "manage-cancel",
    lastResult: actionData?.intent === "cancel" ? actionData.result : undefined,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: manageFormSchema }),
  });
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<HTMLButtonElement>(null);
  // The answer to "Move" or "Cancel" is brought into view and given focus.
  useEffect(() => {
    if (!actionData || actionData.confirmCancel) return;
    dialogRef.current?.close();
    const region = document.getElementById(RESULT_ID);
    region?.focus({ preventScroll: true });
    region?.scrollIntoView({ block: "center" });
  }, [actionData]);
  const depositWords = loaderData.refundOnCancel
    ? `Your ${dollars(loaderData.depositCents)} deposit is refunded in full to the card you paid with.`
    : `The ${dollars(loaderData.depositCents)} deposit is kept, as stated when you booked.`;
  const confirmPanel = (inDialog: boolean) => (
    <>
      <h2 id={inDialog ? "cancel-dialog-title" : "cancel-confirm-title"} className="text-xl font-semibold text-ink-900">
        Cancel your appointment?
      </h2>
      <p className="mt-2 text-ink-900">{view.when}. The time is released for other customers.</p>
      <p className="mt-2 font-semibold text-ink-900" data-testid="cancel-deposit">
        {depositWords}
      </p>
      <p className="mt-1 text-sm text-slate-700">{loaderData.rule}</p>
      <div className="mt-5 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {inDialog ? (
          <button
            type="button"
            className={buttonClass("ghost", "border border-slate-300")}
            onClick={() => dialogRef.current?.close()}
          >
            Keep my appointment
          </button>
        ) : (
          <Link to="." relative="path" className={buttonClass("ghost", "border border-slate-300")}>
            Keep my appointment
          </Link>
        )}
        <Form
          method="post"

          {...getFormProps(cancelForm)}
          id={inDialog ? cancelForm.id : `${cancelForm.id}-page`}
        >
          <input type="hidden" name="intent" value="cancel" />
          <input type="hidden" name="confirm" value="yes" />
          <button
            type="submit"
            autoFocus={!inDialog}
            className={buttonClass("dark", "w-full bg-red-800 hover:bg-red-700")}
          >
            Yes, cancel my appointment
          </button>
        </Form>
      </div>
    </>
  );
  return (
    <>
      <PageHero eyebrow="Manage your booking" title={title} />
      <Container className="max-w-3xl space-y-8 py-10">
        <div id={RESULT_ID} tabIndex={-1} className="scroll-mt-28 outline-none">
          {actionData && !actionData.confirmCancel ? (
            <p
              role={actionData.ok ? "status" : "alert"}
              className={
                actionData.ok
                  ? "rounded-xl border border-emerald-300 bg-emerald-50 p-4 text-emerald-900"
                  : "rounded-xl border border-red-300 bg-red-50 p-4 text-red-900"
              }
            >
              {actionData.message}
            </p>
          ) : null}
        </div>
        {actionData?.confirmCancel && changeable ? (
          <section
            aria-labelledby="cancel-confirm-title"
            className="rounded-3xl border border-red-200 bg-white p-6 shadow-sm"
          >
            {confirmPanel(false)}
          </section>
        ) : null}
        <BookingDetails view={view} />
        {loaderData.balance ? (
          <CustomerBalanceSection
            balance={loaderData.balance}
            payAction={`/book/manage/${params.token}/pay`}
            refused={loaderData.payRefused}
          />
        ) : null}
        {loaderData.warranty ? (
          <Card id="warranty" title="Your warranty">
            <p className="mt-1 text-sm text-slate-700">Keep the certificate with your invoice: a claim needs both.</p>
            <a href={loaderData.warranty} download className={buttonClass("dark", "mt-4")}>
              Download the warranty certificate (PDF)
            </a>
          </Card>
        ) : null}
        {loaderData.photos.length > 0 ? (
          <Card id="photos" title="Photos of your job">
            <JobPhotosSection photos={loaderData.photos} />
          </Card>
        ) : null}
        {loaderData.history.length > 0 ? (
          <Card id="history" title="History of this appointment">
            <ol className="mt-3 space-y-3 border-l-2 border-sea-200 pl-4" data-testid="booking-history">
              {loaderData.history.map((line) => (
                <li key={`${line.at}-${line.text}`}>
                  <p className="font-semibold text-ink-900">{line.text}</p>
                  <time dateTime={line.at} className="text-sm text-slate-700">
                    {line.when}
                  </time>
                </li>
              ))}
            </ol>
          </Card>
        ) : null}
        {loaderData.customerConfirmedAt ? (
          <p role="status" className="font-semibold text-emerald-900" data-testid="customer-confirmed">
            You confirmed this appointment by text. Thank you!
          </p>
        ) : null}
        {status === "confirmed" && !changeable ? (
          <p className="text-ink-900">
            Changes online close {bookingConfig.changeCutoffHours} hours before the appointment. To change it now, call{" "}
            <a href={business.phone.href} className="font-semibold underline">
              {business.phone.display}
            </a>
            .
          </p>
        ) : null}
        {changeable ? (
          <>
            <p className="text-sm text-slate-700" data-testid="deposit-rule">
              {loaderData.rule}
            </p>
            <Card id="move" title="Move to another time">
              <p className="mt-1 text-sm text-slate-700" data-testid="horizon">
                {loaderData.horizon}
              </p>
              <Form method="post" {...getFormProps(moveForm)} className="mt-4 space-y-4">
                <input type="hidden" name="intent" value="move" />
                {actionData?.alternatives?.length ? (
                  <SlotPicker
                    days={actionData.alternatives}
                    collapse={false}
                    error={moveFields.slot.errors?.[0]}
                    errorId={moveFields.slot.errorId}
                  />
                ) : (
                  <SlotPicker days={days} error={moveFields.slot.errors?.[0]} errorId={moveFields.slot.errorId} />
                )}
                <button type="submit" className={buttonClass("dark")}>
                  Move my appointment
                </button>
              </Form>
            </Card>
            <Card id="cancel" title="Cancel">
              <p className="mt-2 text-sm text-slate-700">
                {loaderData.refundOnCancel
                  ? `Cancelling now gives your ${dollars(loaderData.depositCents)} deposit back in full.`
                  : `Cancelling keeps the ${dollars(loaderData.depositCents)} deposit.`}
              </p>
              {/* Without JavaScript this posts and the page asks; with it, the dialog below asks. */}
              <Form method="post" className="mt-3">
                <input type="hidden" name="intent" value="cancel" />
                <button
                  ref={openerRef}
                  type="submit"
                  aria-haspopup="dialog"
                  className={buttonClass("ghost", "border border-red-300 text-red-800 hover:bg-red-50")}
                  onClick={(event) => {
                    const dialog = dialogRef.current;
                    if (!dialog || typeof dialog.showModal !== "function") return;
                    event.preventDefault();
                    dialog.showModal();
                  }}
                >
                  Cancel my appointment
                </button>
              </Form>
              <dialog
                ref={dialogRef}
                aria-labelledby="cancel-dialog-title"
                onClose={() => openerRef.current?.focus()}
                className="m-auto w-[calc(100%-2rem)] max-w-lg rounded-3xl bg-white p-6 shadow-2xl backdrop:bg-ink-950/60"
              >
                {confirmPanel(true)}
              </dialog>
            </Card>
          </>
        ) : null}
        {status !== "confirmed" ? (
          <Link to="/book" className={buttonClass("dark")}>
            Book another time
          </Link>
        ) : null}
      </Container>
    </>
  );
}
