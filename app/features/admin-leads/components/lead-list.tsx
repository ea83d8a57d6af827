import { Download, Mail, MailWarning, MessageSquare, Phone, Search } from "lucide-react";
import { VisitorText } from "~/components/visitor-text.tsx";
import { Form, Link, useSubmit } from "react-router";
import { submitWithoutBlanks } from "~/features/admin-leads/components/submit-filters.ts";
import { FormField, fieldControlClass } from "~/components/ui/form-field.tsx";
import { buttonClass } from "~/components/ui/button.tsx";
import { serviceAreas } from "~/config/areas.ts";
import { services } from "~/features/quote/fields.ts";
import type { LeadListRow, LeadPage } from "../leads.server.ts";
import {
  PAGE_SIZE,
  leadFiltersQuery,
  leadSourceLabels,
  leadSources,
  leadStatusLabels,
  leadStatuses,
  type FieldErrors,
  type LeadFilterField,
  type LeadFilters,
} from "../schema.ts";
import { areaName, dialPhone, displayPhone, formatWhen, serviceName } from "../format.ts";
import { timelineLabels, type TimelineKind } from "~/features/booking/booking-machine.ts";
import { BookingBadge, StatusBadge } from "./status-badge.tsx";
import { Pager } from "~/features/admin/components/pager.tsx";

export type LeadListData = {
  page: LeadPage;
  filters: LeadFilters;
  /** What is in the filter form's fields, as typed (a bad value is kept, with its message). */
  values: Record<Exclude<LeadFilterField, "page">, string>;
  errors: FieldErrors<LeadFilterField>;
};

function Select({
  name,
  label,
  value,
  error,
  options,
}: {
  name: Exclude<LeadFilterField, "page" | "q">;
  label: string;
  value: string;
  error?: string;
  options: readonly { value: string; label: string }[];
}) {
  const known = options.some((o) => o.value === value);
  return (
    <FormField id={`filter-${name}`} label={label} error={error}>
      {(control) => (
        <select {...control} name={name} defaultValue={value} className={fieldControlClass}>
          <option value="">Any</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
          {value && !known ? <option value={value}>{value} (not valid)</option> : null}
        </select>
      )}
    </FormField>
  );
}

function LeadCard({ lead }: { lead: LeadListRow }) {
  const href = `/admin/leads/${lead.source}/${lead.id}`;
  const where = lead.areas.length ? lead.areas.map(areaName).join(", ") : lead.location;
  return (
    <li className="rounded-xl border border-slate-300 bg-white p-3 shadow-sm">
      <div className="flex items-start justify-between gap-2">
        <Link
          to={href}
          className="flex min-h-11 flex-1 flex-col justify-center text-lg font-bold text-ink-950 underline-offset-2 hover:underline"
        >
          <span>
            {lead.read ? null : (
              <span className="mr-1.5 inline-block size-2.5 rounded-full bg-red-700 align-middle" aria-hidden="true" />
            )}
            <VisitorText text={lead.name} />
            {lead.read ? null : <span className="sr-only"> (unread)</span>}
          </span>
        </Link>
        <span className="flex flex-wrap gap-1">
          <StatusBadge status={lead.status} />
          {lead.bookingStatus ? <BookingBadge status={lead.bookingStatus} /> : null}
        </span>
      </div>
      {lead.bookingTimeline.length ? (
        <p className="text-sm text-slate-800" data-testid="lead-booking-timeline">
          {lead.bookingTimeline.map((k) => timelineLabels[k as TimelineKind] ?? k).join(" → ")}
        </p>
      ) : null}
      <p className="text-sm text-slate-800">
        {formatWhen(lead.createdAt)} · {leadSourceLabels[lead.source]}
        {serviceName(lead.service) ? ` · ${serviceName(lead.service)}` : ""}
        {where ? (
          <>
            {" · "}
            <VisitorText text={where} />
          </>
        ) : null}
      </p>
      {lead.notification?.status === "failed" ? (
        <p className="mt-1 flex items-center gap-1 text-sm font-semibold text-red-800">
          <MailWarning className="size-4" aria-hidden="true" /> Owner email failed
        </p>
      ) : null}
      <div className="mt-2 flex flex-wrap gap-2">
        {lead.phone ? (
          <>
            <a href={`tel:${dialPhone(lead.phone)}`} className={buttonClass("dark", "px-4")}>
              <Phone className="size-4" aria-hidden="true" /> Call {displayPhone(lead.phone)}
            </a>
            <a href={`sms:${dialPhone(lead.phone)}`} className={buttonClass("ghost", "border border-slate-400 px-4")}>
              <MessageSquare className="size-4" aria-hidden="true" /> Text
            </a>
          </>
        ) : null}
        {lead.email ? (
          <a href={`mailto:${lead.email}`} className={buttonClass("ghost", "border border-slate-400 px-4")}>
            <Mail className="size-4" aria-hidden="true" /> Email
          </a>
        ) : null}
      </div>
    </li>
  );
}

export function LeadList({ data }: { data: LeadListData }) {
  const submit = useSubmit();
  const { page, filters, values, errors } = data;
  const query = leadFiltersQuery({ ...filters, page: 1 });
  const first = (page.page - 1) * PAGE_SIZE + 1;
  const last = first + page.leads.length - 1;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="font-display text-2xl font-bold text-ink-950">
          Leads{" "}
          <span className="ml-1 rounded-full bg-red-700 px-2.5 py-0.5 align-middle text-sm font-bold text-white">
            {page.unread} unread
          </span>
        </h1>
        <a
          href={`/admin/leads.csv${query ? `?${query}` : ""}`}
          download
          className={buttonClass("ghost", "border border-slate-400 px-4")}
        >
          <Download className="size-4" aria-hidden="true" /> Export CSV
        </a>
      </div>

      <Form
        method="get"
        onSubmit={(event) => submitWithoutBlanks(event, submit)}
        className="grid grid-cols-2 gap-3 rounded-xl bg-sand-100 p-3 lg:grid-cols-4"
        role="search"
        aria-label="Filter leads"
      >
        <FormField
          id="filter-q"
          label="Search name, phone or email"
          error={errors.q}
          className="col-span-2 lg:col-span-4"
        >
          {(control) => (
            <input {...control} type="search" name="q" defaultValue={values.q} className={fieldControlClass} />
          )}
        </FormField>
        <Select
          name="status"
          label="Status"
          value={values.status}
          error={errors.status}
          options={leadStatuses.map((s) => ({ value: s, label: leadStatusLabels[s] }))}
        />
        <Select name="service" label="Service" value={values.service} error={errors.service} options={services} />
        <Select
          name="area"
          label="Area"
          value={values.area}
          error={errors.area}
          options={serviceAreas.map((a) => ({ value: a.slug, label: a.name }))}
        />
        <Select
          name="source"
          label="Source"
          value={values.source}
          error={errors.source}
          options={leadSources.map((s) => ({ value: s, label: leadSourceLabels[s] }))}
        />
        <div className="col-span-2 flex gap-2 lg:col-span-4 lg:justify-end">
          <button type="submit" className={buttonClass("dark", "flex-1 lg:flex-none lg:px-10")}>
            <Search className="size-4" aria-hidden="true" /> Filter
          </button>
          <Link to="/admin/leads" className={buttonClass("ghost", "border border-slate-400")}>
            Clear
          </Link>
        </div>
      </Form>

      <p className="text-sm text-slate-800" role="status">
        {page.total === 0
          ? "No leads match."
          : `Showing ${first}–${last} of ${page.total} lead${page.total === 1 ? "" : "s"}, newest first.`}
      </p>
      {errors.page ? <p className="text-sm font-semibold text-red-800">{errors.page}</p> : null}

      <ul className="flex flex-col gap-3">
        {page.leads.map((lead) => (
          <LeadCard key={`${lead.source}:${lead.id}`} lead={lead} />
        ))}
      </ul>

      <Pager
        page={page.page}
        pageCount={page.pageCount}
        hrefOf={(n) => `?${leadFiltersQuery({ ...filters, page: n })}`}
      />
    </div>
  );
}
