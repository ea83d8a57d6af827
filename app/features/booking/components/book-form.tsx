import { getCollectionProps, getFormProps, getInputProps, getSelectProps, parse, useForm } from "@conform-to/react";
import { AlertCircle } from "lucide-react";
import { useMemo, useState, type FormEvent, type ReactNode } from "react";
import { Link, useFetcher } from "react-router";
import { buttonClass } from "~/components/ui/button.tsx";
import { choiceCardClass, choiceControlClass } from "~/components/ui/choice-card.ts";
import { floridaTintLaw as law } from "~/config/tint-law.ts";
import type { BookingVariant } from "~/features/catalog/types.ts";
import { cn } from "~/lib/cn.ts";
import { formatDollars } from "~/lib/money.ts";
import {
  choiceToSearchParams,
  filmLines,
  jobKinds,
  labels,
  limits,
  ppfCoverages,
  ppfFinishes,
  propertyTypes,
  shadeParams,
  windowSizes,
  type ChoiceField,
  type ChoiceParse,
  type JobKind,
  type PpfCoverage,
  type PpfFinish,
} from "../choice.ts";
import { afterLookWording, estimateFromVariants, type DepositRule, type Estimate } from "../estimate.ts";
import { jobFormConstraint, kindHref, valuesOf, type BookActionData, type FormValues } from "../form-values.ts";
import { bodyTypes, offeredShades, shadedGroups, type BodyType } from "../tint-rules.ts";
import { inputClass, segmentClass } from "~/features/quote/components/quote-form-fields.tsx";
import { ShadePreview } from "./shade-preview.tsx";
import { useJobChecks } from "./use-job-checks.ts";

// The booking's "what" step. Without JavaScript a plain form posting to the
// page's action, which answers with the page, the estimate and any message,
// everything typed kept. With it, the preview and the price follow every
// change (the same pure modules: choice.ts, estimate.ts, tint-rules.ts, and the
// catalogue variants the loader read); posting still asks the server, which
// re-reads the catalogue, and the next step re-prices it all again.

const money = formatDollars;

function duration(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return [h ? `${h} h` : "", m ? `${m} min` : ""].filter(Boolean).join(" ");
}

export type BookFormProps = {
  variants: BookingVariant[];
  values: FormValues;
  area: { slug: string; name: string } | null;
  result: BookActionData | undefined;
  /** The deposit's rule in force (the owner's settings). */
  deposit?: DepositRule;
  /** The server's reading of `values`, shown until the form's own checks have loaded. */
  choice: ChoiceParse;
};

export function FieldError({ id, errors }: { id: string; errors: string[] | undefined }) {
  return (
    <p id={id} className="text-sm font-medium text-red-700">
      {errors?.[0] ? (
        <span className="mt-1.5 flex items-start gap-1.5">
          <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {errors[0]}
        </span>
      ) : null}
    </p>
  );
}

const legendClass = "mb-1.5 text-sm font-semibold text-ink-900";
const labelClass = "mb-1.5 block text-sm font-semibold text-ink-900";

export function BookForm({ variants, values: initial, area, result, deposit, choice }: BookFormProps) {
  const fetcher = useFetcher<BookActionData>();
  const answer = fetcher.data ?? result;
  // What was sent, when the page answers a post (without JavaScript the page itself is the answer).
  const sent = answer?.result.initialValue;
  const [values, setValues] = useState<FormValues>(() =>
    sent ? valuesOf(new URLSearchParams(Object.entries(sent).map(([k, v]) => [k, String(v ?? "")]))) : initial,
  );
  // Until the checks arrive the server's reading stands, and a post goes to the server, which checks it either way.
  const checks = useJobChecks();
  const [form, fields] = useForm({
    id: "book-job",
    lastResult: fetcher.state === "idle" ? answer?.result : undefined,
    constraint: jobFormConstraint,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) =>
      checks ? checks.validate(formData) : parse(formData, { resolve: (value) => ({ value }) }),
    defaultValue: initial,
  });

  const serverReading = answer?.choice ?? choice;
  const parsed = useMemo(
    () => (checks ? checks.choice(new URLSearchParams(values)) : serverReading),
    [checks, values, serverReading],
  );
  const estimate = parsed.ok ? estimateFromVariants(variants, parsed.choice, deposit) : null;
  const kind = (jobKinds as readonly string[]).includes(values.kind) ? (values.kind as JobKind) : "vehicle";

  const onChange = (event: FormEvent<HTMLFormElement>) => {
    setValues(valuesOf(new FormData(event.currentTarget) as unknown as URLSearchParams));
  };

  const errorList = [...new Set(Object.entries(form.allErrors).flatMap(([name, list]) => (name ? list : [])))];
  const formError = form.errors?.[0];

  const radioCards = (
    field: (typeof fields)[ChoiceField],
    options: readonly string[],
    label: (v: string) => ReactNode,
  ) =>
    getCollectionProps(field, { type: "radio", options: [...options] }).map(({ key, ...props }) => (
      <label key={key} className={cn(choiceCardClass, segmentClass, "justify-start px-3")}>
        <input {...props} className={choiceControlClass} />
        <span>{label(props.value)}</span>
      </label>
    ));

  const checkCard = (field: (typeof fields)[ChoiceField], children: ReactNode) => {
    const { key, ...props } = getInputProps(field, { type: "checkbox", value: "1" });
    return (
      <label key={key} className={cn(choiceCardClass, "min-h-11 items-start gap-3 rounded-xl px-3 py-2.5")}>
        <input {...props} className={cn(choiceControlClass, "mt-0.5")} />
        <span>{children}</span>
      </label>
    );
  };

  const shadeSelect = (group: (typeof shadedGroups)[number]) => {
    const field = fields[shadeParams[group]];
    const current = values[shadeParams[group]];
    const known = offeredShades.map(String).includes(current);
    const { key, ...props } = getSelectProps(field);
    return (
      <div key={group}>
        <label htmlFor={field.id} className={labelClass}>
          {labels.group[group]}
        </label>
        <select key={key} {...props} className={cn(inputClass, "pr-10")}>
          {known ? null : <option value={current}>{current ? `${current}% (not offered)` : "Choose"}</option>}
          {offeredShades.map((shade) => (
            <option key={shade} value={shade}>
              {shade}% VLT
            </option>
          ))}
        </select>
        <FieldError id={field.errorId} errors={field.errors} />
      </div>
    );
  };

  const vehicleDetails = (
    <fieldset className="grid gap-3 sm:grid-cols-3">
      <legend className={legendClass}>Vehicle (optional)</legend>
      {(["year", "make", "model"] as const).map((name) => {
        const field = fields[name];
        const { key, ...props } = getInputProps(field, { type: "text" });
        return (
          <div key={name}>
            <label htmlFor={field.id} className="mb-1.5 block text-sm text-slate-700">
              {name === "year" ? "Year" : name === "make" ? "Make" : "Model"}
            </label>
            <input
              key={key}
              {...props}
              inputMode={name === "year" ? "numeric" : undefined}
              maxLength={name === "year" ? 4 : limits.vehicleText}
              autoComplete="off"
              className={inputClass}
            />
            <FieldError id={field.errorId} errors={field.errors} />
          </div>
        );
      })}
    </fieldset>
  );

  const groupProps = (field: (typeof fields)[ChoiceField]) => ({
    "aria-describedby": field.errors ? field.errorId : undefined,
    "aria-invalid": field.errors ? true : undefined,
  });

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:items-start">
      <div className="rounded-3xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
        <nav aria-label="What are we working on?" className="mb-6">
          <ul className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
            {jobKinds.map((k) => (
              <li key={k}>
                <Link
                  to={kindHref(k, area?.slug ?? null)}
                  aria-current={k === kind ? "page" : undefined}
                  className={cn(
                    "flex min-h-11 items-center justify-center rounded-full border px-4 py-2 text-center text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-500",
                    k === kind
                      ? "border-ink-900 bg-ink-900 text-white"
                      : "border-slate-300 bg-white text-ink-900 hover:border-slate-400 hover:bg-sand-100",
                  )}
                >
                  {labels.kind[k]}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <fetcher.Form
          method="post"
          action={area ? `/book?area=${encodeURIComponent(area.slug)}` : "/book"}
          {...getFormProps(form)}
          onChange={onChange}
          key={kind}
          className="space-y-6"
          aria-label="Your job"
        >
          <div id={form.errorId} role="alert">
            {errorList.length > 0 || formError ? (
              <div className="rounded-2xl border border-red-300 bg-red-50 p-4 text-sm text-red-800">
                <p className="font-semibold">{formError ?? "Please check what you chose:"}</p>
                {errorList.length ? (
                  <ul className="mt-1 list-disc pl-5">
                    {errorList.map((m) => (
                      <li key={m}>{m}</li>
                    ))}
                  </ul>
                ) : null}
              </div>
            ) : null}
          </div>
          <input type="hidden" name="kind" value={kind} />

          {kind === "vehicle" ? (
            <>
              <fieldset {...groupProps(fields.body)}>
                <legend className={legendClass}>Body type</legend>
                <div className="grid gap-2 sm:grid-cols-3">
                  {radioCards(fields.body, bodyTypes, (b) => labels.body[b as BodyType])}
                </div>
                <FieldError id={fields.body.errorId} errors={fields.body.errors} />
              </fieldset>
              {vehicleDetails}
              <fieldset {...groupProps(fields.film)}>
                <legend className={legendClass}>Film</legend>
                <div className="grid gap-2">
                  {radioCards(fields.film, filmLines, (line) => (
                    <>
                      <span className="capitalize">{line}</span> film (rejects heat and UV, no signal interference)
                    </>
                  ))}
                </div>
                <FieldError id={fields.film.errorId} errors={fields.film.errors} />
              </fieldset>
              <fieldset>
                <legend className={legendClass}>Shade for each window group (lower VLT is darker)</legend>
                <div className="grid gap-3 sm:grid-cols-3">{shadedGroups.map(shadeSelect)}</div>
              </fieldset>
              <fieldset className="space-y-2">
                <legend className={legendClass}>Options</legend>
                {checkCard(fields.strip, <>Add a windshield visor strip (above the {law.windshieldLine} line only)</>)}
                {checkCard(
                  fields.multipurpose,
                  <>Pickups only: my truck is confirmed as a multipurpose vehicle (otherwise we treat it as a car)</>,
                )}
                {checkCard(
                  fields.exemption,
                  <>
                    I hold a Florida medical exemption certificate for this vehicle (Florida Statutes{" "}
                    {law.medicalExemption.statute})
                  </>,
                )}
              </fieldset>
            </>
          ) : null}

          {kind === "home" || kind === "business" ? (
            <>
              <div>
                <label htmlFor={fields.property.id} className={labelClass}>
                  Type of {kind === "home" ? "home" : "business"}
                </label>
                {(() => {
                  const { key, ...props } = getSelectProps(fields.property);
                  return (
                    <select key={key} {...props} className={inputClass}>
                      {propertyTypes[kind].map((p) => (
                        <option key={p} value={p}>
                          {labels.property[p]}
                        </option>
                      ))}
                    </select>
                  );
                })()}
                <FieldError id={fields.property.errorId} errors={fields.property.errors} />
              </div>
              <fieldset>
                <legend className={legendClass}>About how many windows?</legend>
                <div className="grid gap-3 sm:grid-cols-3">
                  {windowSizes.map((size) => {
                    const field = fields[size];
                    const { key, ...props } = getInputProps(field, { type: "number" });
                    return (
                      <div key={size}>
                        <label htmlFor={field.id} className="mb-1.5 block text-sm text-slate-700">
                          {labels.size[size]}
                        </label>
                        <input
                          key={key}
                          {...props}
                          min={0}
                          max={limits.windowsPerSize}
                          inputMode="numeric"
                          className={inputClass}
                        />
                        <FieldError id={field.errorId} errors={field.errors} />
                      </div>
                    );
                  })}
                </div>
              </fieldset>
            </>
          ) : null}

          {kind === "ppf" ? (
            <>
              <fieldset {...groupProps(fields.coverage)}>
                <legend className={legendClass}>Coverage</legend>
                <div className="grid gap-2 sm:grid-cols-3">
                  {radioCards(fields.coverage, ppfCoverages, (c) => labels.coverage[c as PpfCoverage])}
                </div>
                <FieldError id={fields.coverage.errorId} errors={fields.coverage.errors} />
              </fieldset>
              <fieldset {...groupProps(fields.finish)}>
                <legend className={legendClass}>Finish</legend>
                <div className="grid grid-cols-2 gap-2">
                  {radioCards(fields.finish, ppfFinishes, (f) => labels.finish[f as PpfFinish])}
                </div>
                <FieldError id={fields.finish.errorId} errors={fields.finish.errors} />
              </fieldset>
              {vehicleDetails}
            </>
          ) : null}

          <button type="submit" className={buttonClass("dark", "w-full sm:w-auto")}>
            {fetcher.state === "idle" ? "Check price and legality" : "Checking..."}
          </button>
        </fetcher.Form>
      </div>

      <div className="space-y-6 lg:sticky lg:top-28">
        {kind === "vehicle" && parsed.ok && parsed.choice.kind === "vehicle" ? (
          <ShadePreview
            bodyType={parsed.choice.bodyType}
            shades={parsed.choice.shades}
            windshieldStrip={parsed.choice.windshieldStrip}
            pickupMultipurpose={parsed.choice.pickupMultipurpose}
            medicalExemption={parsed.choice.medicalExemption}
          />
        ) : null}
        <EstimatePanel estimate={estimate} area={area} />
      </div>
    </div>
  );
}

function EstimatePanel({ estimate, area }: { estimate: Estimate | null; area: BookFormProps["area"] }) {
  const next = estimate ? choiceToSearchParams(estimate.choice) : null;
  if (next && area) next.set("area", area.slug);
  return (
    <section
      aria-labelledby="estimate-title"
      aria-live="polite"
      className="rounded-3xl bg-ink-900 p-6 text-white"
      data-testid="estimate"
    >
      <h2 id="estimate-title" className="text-lg font-semibold text-white">
        Your estimate{area ? ` in ${area.name}` : ""}
      </h2>
      {!estimate ? (
        <p className="mt-3 text-sm text-slate-200">Choose what we're working on to see the price.</p>
      ) : (
        <>
          <p className="mt-2 text-sm text-slate-200">{estimate.summary}</p>
          {estimate.priceCents !== null ? (
            <p className="mt-4 font-display text-4xl font-semibold text-gold-300" data-testid="price">
              {money(estimate.priceCents)}
            </p>
          ) : null}
          {estimate.range ? (
            <>
              <p className="mt-4 font-display text-3xl font-semibold text-gold-300" data-testid="range">
                {money(estimate.range.minCents)} to {money(estimate.range.maxCents)}
              </p>
              <p className="mt-1 text-sm text-slate-200">{afterLookWording}</p>
            </>
          ) : null}
          {estimate.lines.length > 0 ? (
            <ul className="mt-3 space-y-1 text-sm text-slate-200">
              {estimate.lines.map((line) => (
                <li key={line.label} className="flex justify-between gap-4">
                  <span>{line.label}</span>
                  <span className="shrink-0">{money(line.cents)}</span>
                </li>
              ))}
            </ul>
          ) : null}
          {estimate.bookable ? (
            <dl className="mt-4 grid grid-cols-2 gap-2 text-sm">
              <dt className="text-slate-300">Deposit to book</dt>
              <dd className="text-right">{money(estimate.depositCents)}</dd>
              <dt className="text-slate-300">Time on site</dt>
              <dd className="text-right">about {duration(estimate.durationMinutes)}</dd>
            </dl>
          ) : null}
          <p
            className={cn("mt-4 text-sm font-semibold", estimate.bookable ? "text-emerald-300" : "text-amber-300")}
            data-testid="bookable"
          >
            {estimate.bookable ? "Ready to book." : "Not bookable as chosen."}
          </p>
          {estimate.problems.length ? (
            <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-100">
              {estimate.problems.map((p) => (
                <li key={p.field + p.message}>{p.message}</li>
              ))}
            </ul>
          ) : null}
          {estimate.legality ? (
            <p className="mt-3 text-xs text-slate-300">
              Florida's limits count {law.measured.replace("the limits apply to ", "")}: we meter your glass before we
              install.
            </p>
          ) : null}
          {estimate.bookable && next ? (
            <Link
              to={`/book/when?${next.toString()}`}
              className="mt-5 inline-flex min-h-11 w-full items-center justify-center rounded-full bg-gold-400 px-6 py-2.5 text-sm font-semibold text-ink-950 hover:bg-gold-300"
            >
              Choose a time
            </Link>
          ) : null}
        </>
      )}
    </section>
  );
}
