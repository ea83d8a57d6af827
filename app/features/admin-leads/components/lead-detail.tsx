import { DoneNotice } from "~/components/ui/done-notice.tsx";
import { ArrowLeft, Mail, MessageSquare, Phone, RotateCcw } from "lucide-react";
import { VisitorText } from "~/components/visitor-text.tsx";
import { Form, Link, useNavigation } from "react-router";
import { buttonClass } from "~/components/ui/button.tsx";
import { FormField, fieldControlClass } from "~/components/ui/form-field.tsx";
import { bodyTypes, optionLabel, propertyTypes, windowCounts } from "~/features/quote/fields.ts";
import type { LeadDetail } from "../leads.server.ts";
import { NOTE_MAX, leadSourceLabels, leadStatusLabels, leadStatuses } from "../schema.ts";
import { areaName, dialPhone, displayPhone, formatWhen, serviceName } from "../format.ts";
import { BookingBadge, StatusBadge } from "./status-badge.tsx";
import { BookingLeadSection } from "./booking-lead.tsx";

export type LeadActionData = {
  intent: string;
  /** What was done, for the status message. */
  ok?: string;
  formError?: string;
  errors?: { status?: string; note?: string };
  values?: { status?: string; note?: string };
};

const contactLabel = (v: string) => ({ call: "A call", text: "A text", email: "An email" })[v] ?? v;

function Row({ label, value }: { label: string; value: string | number | null | undefined }) {
  if (value === null || value === undefined || value === "") return null;
  return (
    <div className="flex flex-col border-b border-slate-200 py-1.5 last:border-0">
      <dt className="text-xs font-bold text-slate-700 uppercase">{label}</dt>
      <dd className="whitespace-pre-wrap text-ink-950">
        <VisitorText text={String(value)} />
      </dd>
    </div>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="rounded-xl border border-slate-300 bg-white p-4 shadow-sm" aria-label={title}>
      <h2 className="mb-2 font-display text-lg font-bold text-ink-950">{title}</h2>
      {children}
    </section>
  );
}

function NotificationStatus({ detail }: { detail: LeadDetail }) {
  const n = detail.notification;
  if (detail.lead.source === "booking")
    return <p className="text-slate-800">The owner is emailed with each booking, its change and cancellation.</p>;
  if (!n) return <p className="text-slate-800">No email was queued for this lead.</p>;
  if (n.status === "sent")
    return <p className="font-semibold text-emerald-800">Sent {n.sentAt ? formatWhen(n.sentAt) : ""}.</p>;
  if (n.status === "pending")
    return (
      <p className="text-ink-950">
        Waiting to be sent{n.attempts ? ` (tried ${n.attempts} time${n.attempts === 1 ? "" : "s"})` : ""}.
        {n.lastError ? <span className="block text-sm text-slate-800">Last error: {n.lastError}</span> : null}
      </p>
    );
  return (
    <div className="flex flex-col gap-2">
      <p className="font-semibold text-red-800">
        Failed after {n.attempts} attempts.
        {n.lastError ? <span className="block text-sm font-normal">Last error: {n.lastError}</span> : null}
      </p>
      <Form method="post">
        <input type="hidden" name="intent" value="resend" />
        <button type="submit" className={buttonClass("dark")}>
          <RotateCcw className="size-4" aria-hidden="true" /> Send again
        </button>
      </Form>
    </div>
  );
}

export function LeadDetailView({
  detail,
  action,
  bookingActs,
}: {
  detail: LeadDetail;
  action: LeadActionData | undefined;
  /** The owner's acts on the lead's booking (admin-bookings' forms, given by the route). */
  bookingActs?: React.ReactNode;
}) {
  const { lead, quote } = detail;
  const busy = useNavigation().state === "submitting";
  const statusAction = action?.intent === "status" ? action : undefined;
  const noteAction = action?.intent === "note" ? action : undefined;
  const vehicle = quote
    ? [quote.vehicleYear, quote.vehicleMake, quote.vehicleModel, optionLabel(bodyTypes, quote.vehicleBody ?? "")]
        .filter(Boolean)
        .join(" ")
    : (detail.chatVehicle ?? "");
  return (
    <div className="flex flex-col gap-4">
      <Link to="/admin/leads" className="inline-flex min-h-11 items-center gap-1 font-semibold text-ink-900 underline">
        <ArrowLeft className="size-4" aria-hidden="true" /> All leads
      </Link>
      <div>
        <h1 className="font-display text-2xl font-bold break-words text-ink-950">
          <VisitorText text={lead.name} />
        </h1>
        <p className="text-sm text-slate-800">
          {leadSourceLabels[lead.source]} · {formatWhen(lead.createdAt)}
        </p>
        <p className="mt-1 flex flex-wrap gap-2">
          <StatusBadge status={lead.status} />
          {lead.bookingStatus ? <BookingBadge status={lead.bookingStatus} /> : null}
        </p>
      </div>

      <DoneNotice message={action?.ok} />
      {action?.formError ? (
        <p role="alert" className="rounded-lg bg-red-100 p-3 font-semibold text-red-900">
          {action.formError}
        </p>
      ) : null}

      <div className="grid grid-cols-1 gap-2 sm:grid-cols-3">
        {lead.phone ? (
          <>
            <a href={`tel:${dialPhone(lead.phone)}`} className={buttonClass("dark", "w-full text-base")}>
              <Phone className="size-5 shrink-0" aria-hidden="true" /> Call {displayPhone(lead.phone)}
            </a>
            <a
              href={`sms:${dialPhone(lead.phone)}`}
              className={buttonClass("ghost", "w-full border border-slate-400 text-base")}
            >
              <MessageSquare className="size-5 shrink-0" aria-hidden="true" /> Text {displayPhone(lead.phone)}
            </a>
          </>
        ) : null}
        {lead.email ? (
          <a href={`mailto:${lead.email}`} className={buttonClass("ghost", "w-full border border-slate-400 text-base")}>
            <Mail className="size-5 shrink-0" aria-hidden="true" />
            <span className="min-w-0 break-all">Email {lead.email}</span>
          </a>
        ) : null}
      </div>

      <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
        <div className="flex flex-col gap-4 lg:order-2">
          <Section title="Status">
            <Form method="post" className="flex flex-col gap-2">
              <input type="hidden" name="intent" value="status" />
              <FormField id="lead-status" label="Status" error={statusAction?.errors?.status}>
                {(control) => (
                  <select
                    {...control}
                    name="status"
                    key={`${lead.status}-${statusAction?.values?.status ?? ""}`}
                    defaultValue={statusAction?.values?.status ?? lead.status}
                    className={fieldControlClass}
                  >
                    {leadStatuses.map((s) => (
                      <option key={s} value={s}>
                        {leadStatusLabels[s]}
                      </option>
                    ))}
                    {statusAction?.values?.status &&
                    !(leadStatuses as readonly string[]).includes(statusAction.values.status) ? (
                      <option value={statusAction.values.status}>{statusAction.values.status} (not valid)</option>
                    ) : null}
                  </select>
                )}
              </FormField>
              <button type="submit" className={buttonClass("primary")} disabled={busy}>
                Save status
              </button>
            </Form>
          </Section>

          <Section title="Owner email">
            <NotificationStatus detail={detail} />
          </Section>
        </div>
        <div className="flex flex-col gap-4">
          {detail.booking ? <BookingLeadSection booking={detail.booking} acts={bookingActs} /> : null}
          <Section title="Request">
            <dl>
              <Row label="Service" value={serviceName(lead.service)} />
              <Row label="Vehicle" value={vehicle} />
              <Row label="Property" value={quote ? optionLabel(propertyTypes, quote.propertyType ?? "") : null} />
              <Row label="Windows" value={quote ? optionLabel(windowCounts, quote.windowCount ?? "") : null} />
              <Row label="Location" value={lead.location} />
              <Row label="Service areas" value={lead.areas.map(areaName).join(", ")} />
              <Row label="Prefers" value={quote ? contactLabel(quote.preferredContact) : null} />
              <Row label={lead.source === "chat" ? "Their request in the chat" : "Message"} value={lead.details} />
              <Row label="Welcome offer" value={quote?.welcomeOffer ? "Claimed" : null} />
            </dl>
            {detail.conversationId ? (
              <Link
                to={`/admin/conversations/${encodeURIComponent(detail.conversationId)}`}
                className="mt-2 inline-flex min-h-11 items-center font-semibold text-ink-900 underline"
              >
                Read the conversation
              </Link>
            ) : null}
          </Section>

          <Section title="Notes">
            {detail.notes.length ? (
              <ol className="mb-3 flex flex-col gap-2">
                {detail.notes.map((n) => (
                  <li key={n.id} className="rounded-lg bg-sand-100 p-2">
                    <p className="whitespace-pre-wrap text-ink-950">
                      <VisitorText text={n.body} />
                    </p>
                    <p className="text-xs text-slate-700">
                      {n.authorName} · {formatWhen(n.createdAt)}
                    </p>
                  </li>
                ))}
              </ol>
            ) : (
              <p className="mb-3 text-slate-800">No notes yet.</p>
            )}
            <Form method="post" className="flex flex-col gap-2" key={noteAction?.ok ? detail.notes.length : "note"}>
              <input type="hidden" name="intent" value="note" />
              <FormField
                id="lead-note"
                label="Add a note"
                error={noteAction?.errors?.note}
                hint={`Up to ${NOTE_MAX} characters.`}
              >
                {(control) => (
                  <textarea
                    {...control}
                    name="note"
                    rows={3}
                    defaultValue={noteAction?.ok ? "" : (noteAction?.values?.note ?? "")}
                    className={fieldControlClass}
                  />
                )}
              </FormField>
              <button type="submit" className={buttonClass("primary")} disabled={busy}>
                Add note
              </button>
            </Form>
          </Section>

          <Form method="post">
            <input type="hidden" name="intent" value="unread" />
            <button type="submit" className={buttonClass("ghost", "w-full border border-slate-400")}>
              Mark as unread
            </button>
          </Form>
        </div>
      </div>
    </div>
  );
}
