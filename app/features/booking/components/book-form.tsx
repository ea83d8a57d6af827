import { useMemo, useState, type FormEvent, type ReactNode } from "react";
import { Link, useFetcher } from "react-router";
import { floridaTintLaw as law } from "~/config/tint-law.ts";
import type { BookingVariant } from "~/features/catalog/types.ts";
import { cn } from "~/lib/cn.ts";
import { formatDollars } from "~/lib/money.ts";
import {
  choiceFromSearchParams,
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
  type ChoiceErrors,
  type ChoiceField,
  type JobKind,
} from "../choice.ts";
import { afterLookWording, estimateFromVariants, type Estimate } from "../estimate.ts";
import { kindHref, valuesOf, type BookActionData, type FormValues } from "../form-values.ts";
import { bodyTypes, offeredShades, shadedGroups } from "../tint-rules.ts";
import { ShadePreview } from "./shade-preview.tsx";

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
};

const fieldClass =
  "mt-1 block w-full rounded-xl border border-slate-300 bg-white px-3 py-2.5 text-base text-ink-900 shadow-sm focus:border-sea-600 focus:outline-2 focus:outline-sea-600";

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1 text-sm font-medium text-red-700">
      {message}
    </p>
  );
}

function Choice({
  name,
  value,
  checked,
  type = "radio",
  children,
}: {
  name: ChoiceField;
  value: string;
  checked: boolean;
  type?: "radio" | "checkbox";
  children: ReactNode;
}) {
  return (
    <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-slate-200 bg-white px-3 py-2 text-ink-900 has-[:checked]:border-sea-600 has-[:checked]:bg-sea-50">
      <input type={type} name={name} value={value} defaultChecked={checked} className="size-5 accent-sea-700" />
      <span>{children}</span>
    </label>
  );
}

export function BookForm({ variants, values: initial, area, result }: BookFormProps) {
  const fetcher = useFetcher<BookActionData>();
  const answer = fetcher.data ?? result;
  const [values, setValues] = useState<FormValues>(answer?.values ?? initial);
  const [clientErrors, setClientErrors] = useState<ChoiceErrors | null>(null);

  const parsed = useMemo(() => choiceFromSearchParams(new URLSearchParams(values)), [values]);
  const estimate = parsed.ok ? estimateFromVariants(variants, parsed.choice) : null;
  // The server's messages while the form is as it was sent; the browser's own once it changes.
  const sameAsSent = answer && JSON.stringify(answer.values) === JSON.stringify(values);
  const errors: ChoiceErrors = clientErrors ?? (sameAsSent ? answer.errors : {});
  const formError = fetcher.state === "idle" && sameAsSent ? answer.formError : null;
  const kind = (jobKinds as readonly string[]).includes(values.kind) ? (values.kind as JobKind) : "vehicle";

  const onChange = (event: FormEvent<HTMLFormElement>) => {
    setValues(valuesOf(new FormData(event.currentTarget) as unknown as URLSearchParams));
    setClientErrors(null);
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const sent = valuesOf(new FormData(event.currentTarget) as unknown as URLSearchParams);
    const check = choiceFromSearchParams(new FormData(event.currentTarget) as unknown as URLSearchParams);
    setValues(sent);
    if (!check.ok) {
      // Checked here first with the same schema: nothing is sent, nothing is lost.
      event.preventDefault();
      setClientErrors(check.errors);
    }
  };

  const err = (field: ChoiceField) => errors[field];
  const described = (field: ChoiceField) =>
    err(field) ? { "aria-invalid": true as const, "aria-describedby": `${field}-error` } : {};
  const errorList = Object.values(errors).filter(Boolean);

  const shadeSelect = (group: (typeof shadedGroups)[number]) => {
    const name = shadeParams[group];
    const known = offeredShades.map(String).includes(values[name]);
    return (
      <div key={group}>
        <label htmlFor={`shade-${name}`} className="text-sm font-semibold text-ink-900">
          {labels.group[group]}
        </label>
        <select
          id={`shade-${name}`}
          name={name}
          defaultValue={values[name]}
          className={fieldClass}
          {...described(name)}
        >
          {known ? null : (
            <option value={values[name]}>{values[name] ? `${values[name]}% (not offered)` : "Choose"}</option>
          )}
          {offeredShades.map((shade) => (
            <option key={shade} value={shade}>
              {shade}% VLT
            </option>
          ))}
        </select>
        <FieldError id={`${name}-error`} message={err(name)} />
      </div>
    );
  };

  const vehicleDetails = (
    <fieldset className="grid gap-3 sm:grid-cols-3">
      <legend className="mb-2 text-sm font-semibold text-ink-900">Vehicle (optional)</legend>
      {(["year", "make", "model"] as const).map((field) => (
        <div key={field}>
          <label htmlFor={`vehicle-${field}`} className="text-sm text-slate-700">
            {field === "year" ? "Year" : field === "make" ? "Make" : "Model"}
          </label>
          <input
            id={`vehicle-${field}`}
            name={field}
            defaultValue={values[field]}
            inputMode={field === "year" ? "numeric" : undefined}
            maxLength={field === "year" ? 4 : limits.vehicleText}
            autoComplete="off"
            className={fieldClass}
            {...described(field)}
          />
          <FieldError id={`${field}-error`} message={err(field)} />
        </div>
      ))}
    </fieldset>
  );

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:items-start">
      <div>
        <nav aria-label="What are we working on?" className="mb-6">
          <ul className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
            {jobKinds.map((k) => (
              <li key={k}>
                <Link
                  to={kindHref(k, area?.slug ?? null)}
                  aria-current={k === kind ? "page" : undefined}
                  className={cn(
                    "flex min-h-11 items-center justify-center rounded-full border px-4 py-2 text-center text-sm font-semibold",
                    k === kind
                      ? "border-ink-900 bg-ink-900 text-white"
                      : "border-slate-300 bg-white text-ink-900 hover:bg-slate-100",
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
          noValidate
          onChange={onChange}
          onSubmit={onSubmit}
          key={kind}
          className="space-y-6"
          aria-label="Your job"
        >
          {errorList.length > 0 || formError ? (
            <div role="alert" className="rounded-2xl border border-red-300 bg-red-50 p-4 text-sm text-red-800">
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
          <input type="hidden" name="kind" value={kind} />

          {kind === "vehicle" ? (
            <>
              <fieldset {...described("body")}>
                <legend className="mb-2 text-sm font-semibold text-ink-900">Body type</legend>
                <div className="grid gap-2 sm:grid-cols-3">
                  {bodyTypes.map((b) => (
                    <Choice key={b} name="body" value={b} checked={values.body === b}>
                      {labels.body[b]}
                    </Choice>
                  ))}
                </div>
                <FieldError id="body-error" message={err("body")} />
              </fieldset>
              {vehicleDetails}
              <fieldset>
                <legend className="mb-2 text-sm font-semibold text-ink-900">Film</legend>
                {filmLines.map((line) => (
                  <Choice key={line} name="film" value={line} checked={values.film === line}>
                    <span className="capitalize">{line}</span> film (rejects heat and UV, no signal interference)
                  </Choice>
                ))}
                <FieldError id="film-error" message={err("film")} />
              </fieldset>
              <fieldset>
                <legend className="mb-2 text-sm font-semibold text-ink-900">
                  Shade for each window group (lower VLT is darker)
                </legend>
                <div className="grid gap-3 sm:grid-cols-3">{shadedGroups.map(shadeSelect)}</div>
              </fieldset>
              <div className="space-y-2">
                <Choice type="checkbox" name="strip" value="1" checked={values.strip !== ""}>
                  Add a windshield visor strip (above the {law.windshieldLine} line only)
                </Choice>
                <Choice type="checkbox" name="multipurpose" value="1" checked={values.multipurpose !== ""}>
                  Pickups only: my truck is confirmed as a multipurpose vehicle (otherwise we treat it as a car)
                </Choice>
                <Choice type="checkbox" name="exemption" value="1" checked={values.exemption !== ""}>
                  I hold a Florida medical exemption certificate for this vehicle (Florida Statutes{" "}
                  {law.medicalExemption.statute})
                </Choice>
              </div>
            </>
          ) : null}

          {kind === "home" || kind === "business" ? (
            <>
              <div>
                <label htmlFor="property" className="text-sm font-semibold text-ink-900">
                  Type of {kind === "home" ? "home" : "business"}
                </label>
                <select
                  id="property"
                  name="property"
                  defaultValue={values.property}
                  className={fieldClass}
                  {...described("property")}
                >
                  {propertyTypes[kind].map((p) => (
                    <option key={p} value={p}>
                      {labels.property[p]}
                    </option>
                  ))}
                </select>
                <FieldError id="property-error" message={err("property")} />
              </div>
              <fieldset>
                <legend className="mb-2 text-sm font-semibold text-ink-900">About how many windows?</legend>
                <div className="grid gap-3 sm:grid-cols-3">
                  {windowSizes.map((size) => (
                    <div key={size}>
                      <label htmlFor={`windows-${size}`} className="text-sm text-slate-700">
                        {labels.size[size]}
                      </label>
                      <input
                        id={`windows-${size}`}
                        name={size}
                        type="number"
                        min={0}
                        max={limits.windowsPerSize}
                        inputMode="numeric"
                        defaultValue={values[size]}
                        className={fieldClass}
                        {...described(size)}
                      />
                      <FieldError id={`${size}-error`} message={err(size)} />
                    </div>
                  ))}
                </div>
              </fieldset>
            </>
          ) : null}

          {kind === "ppf" ? (
            <>
              <fieldset>
                <legend className="mb-2 text-sm font-semibold text-ink-900">Coverage</legend>
                <div className="grid gap-2 sm:grid-cols-3">
                  {ppfCoverages.map((c) => (
                    <Choice key={c} name="coverage" value={c} checked={values.coverage === c}>
                      {labels.coverage[c]}
                    </Choice>
                  ))}
                </div>
                <FieldError id="coverage-error" message={err("coverage")} />
              </fieldset>
              <fieldset>
                <legend className="mb-2 text-sm font-semibold text-ink-900">Finish</legend>
                <div className="grid grid-cols-2 gap-2">
                  {ppfFinishes.map((f) => (
                    <Choice key={f} name="finish" value={f} checked={values.finish === f}>
                      {labels.finish[f]}
                    </Choice>
                  ))}
                </div>
                <FieldError id="finish-error" message={err("finish")} />
              </fieldset>
              {vehicleDetails}
            </>
          ) : null}

          <button
            type="submit"
            className="inline-flex min-h-11 w-full items-center justify-center rounded-full bg-ink-900 px-6 py-2.5 text-sm font-semibold text-white hover:bg-ink-700 sm:w-auto"
          >
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
