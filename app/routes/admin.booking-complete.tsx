import { parseWithZod } from "@conform-to/zod/v4";
import { data, Link, redirect } from "react-router";
import { FileDown } from "lucide-react";
import type { Route } from "./+types/admin.booking-complete";
import { consoleAccess, requireConsoleUser } from "~/features/admin/access.server.ts";
import type { ConsoleHandle } from "~/features/admin/types.ts";
import { FormMessage } from "~/features/admin/components/field.tsx";
import { formatDay, formatTime } from "~/features/booking/booking-format.ts";
import { CompletionForm } from "~/features/jobs/components/completion-form.tsx";
import { JobPhotos } from "~/features/jobs/components/job-photos.tsx";
import {
  addJobPhoto,
  completableNow,
  completeJob,
  loadJob,
  promoteJobPhoto,
} from "~/features/jobs/completion.server.ts";
import {
  completionSchema,
  jobPhotoSchema,
  promotePhotoSchema,
  type JobActAnswer,
} from "~/features/jobs/completion-schema.ts";
import { filmLine } from "~/features/jobs/certificate.ts";
import { warrantyPath } from "~/features/jobs/warranty-code.ts";
import { HttpError, readFormBody } from "~/lib/http-error.ts";
import { outageAnswer } from "~/platform/outage.ts";
import { PHOTO_MAX_BYTES, PHOTO_MAX_MB, PhotoRejected } from "~/platform/photos.server.ts";
import { servicesOf } from "~/platform/services.server.ts";

// The completion record (issue 25), on a phone, for the owner and staff: the
// job's photos, what was installed on each window group and its legality, the
// customer's sign-off; saving marks the booking completed and sends the
// warranty certificate (features/jobs).

export const handle: ConsoleHandle = { console: { role: "staff" } };
export const middleware = [consoleAccess(handle)];

export const meta: Route.MetaFunction = () => [
  { title: "Complete the job | Console" },
  { name: "robots", content: "noindex" },
];

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

const certificatePath = (id: string) => `/admin/bookings/${encodeURIComponent(id)}/warranty.pdf`;

export async function loader(args: Route.LoaderArgs) {
  await requireConsoleUser(args, "staff");
  const db = await servicesOf(args.context).db();
  const job = await loadJob(db, args.params.bookingId);
  if (!job) throw data(null, { status: 404, statusText: "Not Found" });
  const { booking, outline, record, photos } = job;
  return {
    id: booking.id,
    customer: booking.customerName,
    when: `${formatDay(booking.arrivesAt)} at ${formatTime(booking.arrivesAt)}`,
    status: booking.status,
    justDone: new URL(args.request.url).searchParams.has("done"),
    medicalExemption: booking.medicalExemption,
    outline,
    photos,
    canComplete: !record && (booking.status === "completed" || (await completableNow(db, booking))),
    record: record
      ? {
          groups: record.groups.map((g) => ({ label: g.label, film: filmLine(g), roll: g.roll, legal: g.legal })),
          signedName: record.signedName,
          certificate: certificatePath(booking.id),
          verify: warrantyPath(record.warrantyCode),
        }
      : null,
  };
}

const FORM_OVERHEAD = 64 * 1024;

export async function action(args: Route.ActionArgs) {
  const user = await requireConsoleUser(args, "staff");
  const db = await servicesOf(args.context).db();
  const job = await loadJob(db, args.params.bookingId);
  if (!job) throw data(null, { status: 404, statusText: "Not Found" });
  const multipart = /^multipart\/form-data\b/i.test(args.request.headers.get("content-type") ?? "");
  const fail = (status: number, intent: string, message: string, extra: { stage?: string } = {}) =>
    data({ intent, ...extra, result: { status: "error" as const, error: { "": [message] } } }, { status });
  let form: FormData;
  try {
    form = await readFormBody(args.request, multipart ? PHOTO_MAX_BYTES + FORM_OVERHEAD : 16 * 1024);
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    return fail(error.status, "photo", error.status === 413 ? `That photo is over ${PHOTO_MAX_MB} MB.` : error.message);
  }
  const intent = String(form.get("intent") ?? "");
  try {
    if (intent === "photo") {
      const stage = form.get("stage") === "after" ? "after" : "before";
      const submission = parseWithZod(form, { schema: jobPhotoSchema });
      if (submission.status !== "success") return data({ intent, stage, result: submission.reply() }, { status: 400 });
      try {
        await addJobPhoto(
          db,
          user,
          job,
          submission.value.stage,
          new Uint8Array(await submission.value.photo.arrayBuffer()),
        );
      } catch (error) {
        if (!(error instanceof PhotoRejected)) throw error;
        const reply = submission.reply({ fieldErrors: { photo: [error.message] } });
        return data({ intent, stage, result: reply }, { status: error.status });
      }
      return data({
        intent,
        stage,
        result: submission.reply({ resetForm: true }),
        ok: `${stage === "before" ? "Before" : "After"} photo added.`,
      });
    }
    if (intent === "promote") {
      const submission = parseWithZod(form, { schema: promotePhotoSchema });
      if (submission.status !== "success" || !(await promoteJobPhoto(db, user, job, submission.value.photoId)))
        return fail(404, intent, "That photo is not one of this job's: reload the page.");
      return data({ intent, result: submission.reply(), ok: "Added to the gallery: it is first on /gallery." });
    }
    const submission = parseWithZod(form, { schema: completionSchema(job.outline, job.booking.medicalExemption) });
    if (submission.status !== "success")
      return data({ intent: "complete", result: submission.reply() }, { status: 400 });
    const done = await completeJob(db, user, job, submission.value);
    const refuse = (status: number, message: string) =>
      data({ intent: "complete", result: submission.reply({ formErrors: [message] }) }, { status });
    if (done.kind === "completed")
      return redirect(`/admin/bookings/${encodeURIComponent(job.booking.id)}/complete?done=1`);
    if (done.kind === "not-found") throw data(null, { status: 404, statusText: "Not Found" });
    if (done.kind === "not-yet") return refuse(409, "The visit's time has not come yet.");
    return refuse(409, `This booking is ${done.status.replace("_", "-")}: its record cannot be saved.`);
  } catch (error) {
    const outage = outageAnswer(error, (message) => ({
      intent,
      result: { status: "error" as const, error: { "": [message] } },
    }));
    if (outage) return outage;
    throw error;
  }
}

type Answer = JobActAnswer & { stage?: string };

export default function CompleteJob({ loaderData, actionData }: Route.ComponentProps) {
  const d = loaderData;
  const answer = (actionData instanceof Response ? undefined : actionData) as Answer | undefined;
  return (
    <div className="mx-auto grid max-w-3xl gap-5">
      <div>
        <Link
          to={`/admin/leads/booking/${encodeURIComponent(d.id)}`}
          className="text-sm font-semibold text-ink-900 underline"
        >
          Back to the booking
        </Link>
        <h1 className="mt-2 text-2xl font-bold text-ink-950">Complete the job</h1>
        <p className="text-slate-800">
          {d.customer} · {d.outline.subject} · {d.when}
        </p>
      </div>
      {answer?.ok ? <FormMessage kind="success">{answer.ok}</FormMessage> : null}
      {d.record ? (
        <section
          aria-labelledby="done-heading"
          className="grid gap-3 rounded-2xl border border-emerald-300 bg-emerald-50 p-4"
        >
          <h2 id="done-heading" className="text-lg font-semibold text-emerald-950">
            {d.justDone ? "Completed: the warranty certificate is on its way to the customer" : "Completed"}
          </h2>
          <ul className="grid gap-1 text-ink-950">
            {d.record.groups.map((g) => (
              <li key={g.label}>
                <span className="font-semibold">{g.label}:</span> {g.film}, roll {g.roll}
                {g.legal === false ? (
                  <span className="font-semibold text-red-800"> (darker than the law allows)</span>
                ) : null}
              </li>
            ))}
          </ul>
          {d.record.signedName ? <p className="text-ink-950">Signed off by {d.record.signedName}.</p> : null}
          <a
            href={d.record.certificate}
            className="inline-flex min-h-11 items-center gap-2 font-semibold text-ink-950 underline"
            download
          >
            <FileDown aria-hidden="true" className="size-5" /> Warranty certificate (PDF)
          </a>
          <a href={d.record.verify} className="inline-flex min-h-11 items-center font-semibold text-ink-950 underline">
            The certificate's public verify page
          </a>
        </section>
      ) : null}
      <JobPhotos photos={d.photos} answer={answer} />
      {d.canComplete ? (
        <CompletionForm
          outline={d.outline}
          medicalExemption={d.medicalExemption}
          lastResult={answer?.intent === "complete" ? answer.result : undefined}
        />
      ) : !d.record ? (
        <p className="rounded-lg bg-slate-100 p-3 text-ink-950">
          {d.status === "confirmed"
            ? "The visit's time has not come yet: the job can be completed from its start."
            : `This booking is ${d.status.replace("_", "-")}: there is no job to complete.`}
        </p>
      ) : null}
    </div>
  );
}
