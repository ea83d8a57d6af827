import { AlertCircle, BadgePercent, Building2, Car, CheckCircle2, Home as HomeIcon, Phone, Shield } from "lucide-react";
import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent, type InputHTMLAttributes, type ReactNode } from "react";
import { useLocation } from "react-router";
import { SmartLink } from "~/components/smart-link.tsx";
import { Spinner } from "~/components/spinner.tsx";
import { buttonClass } from "~/components/ui/button.tsx";
import { business } from "~/config/business.ts";
import { cn } from "~/lib/cn.ts";
import { FORM_TOKEN_FIELD, FORM_TOKEN_PATH, FORM_TOKEN_PLACEHOLDER, HONEYPOT_FIELD } from "../form-token.ts";
import { QUOTE_FORM_HEADING_ID, useOfferClaimed } from "../offer-claim.ts";
import {
  bodyTypes,
  contactMethods,
  emptyQuoteValues,
  firstErrorField,
  limits,
  propertyTypes,
  services,
  windowCounts,
  type QuoteErrors,
  type QuoteField,
  type QuoteValues,
} from "../fields.ts";
import type { validateQuote } from "../schema.ts";
import type { QuoteActionData } from "../types.ts";
import { AreaCheckResult } from "./area-check-result.tsx";

/** Where the form posts with JavaScript on (JSON); without it, the page's own action renders the answer. */
export const QUOTE_SUBMIT_PATH = "/quote";

const fieldLabels: Record<QuoteField, string> = {
  name: "Name",
  phone: "Phone",
  email: "Email",
  contactMethod: "Best way to reach you",
  service: "Service",
  vehicleYear: "Year",
  vehicleMake: "Make",
  vehicleModel: "Model",
  vehicleBody: "Body type",
  propertyType: "Property type",
  windowCount: "Number of windows",
  location: "Town or zip code",
  message: "Message",
  welcomeOffer: "Welcome offer",
};

const serviceDetails: Record<string, { icon: typeof Car; text: string }> = {
  automotive: { icon: Car, text: "Cars, SUVs and trucks" },
  residential: { icon: HomeIcon, text: "Homes and condos" },
  commercial: { icon: Building2, text: "Offices and storefronts" },
  ppf: { icon: Shield, text: "Clear film for paint" },
};

const inputClass =
  "block w-full rounded-xl border border-slate-300 bg-white px-4 py-3 text-base text-ink-900 shadow-xs transition-colors placeholder:text-slate-400 hover:border-slate-400 aria-[invalid=true]:border-red-600 aria-[invalid=true]:bg-red-50/40";

const idOf = (field: QuoteField) => `quote-${field}`;
const errorIdOf = (field: QuoteField) => `quote-${field}-error`;

function FieldError({ field, message }: { field: QuoteField; message: string | undefined }) {
  return (
    <p id={errorIdOf(field)} aria-live="polite" className="text-sm font-medium text-red-700">
      {message && (
        <span className="mt-1.5 flex items-start gap-1.5">
          <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {message}
        </span>
      )}
    </p>
  );
}

function RequiredMark() {
  return (
    <span aria-hidden="true" className="text-red-700">
      {" "}
      *
    </span>
  );
}

function Label({ field, children, required }: { field: QuoteField; children: ReactNode; required?: boolean }) {
  return (
    <label htmlFor={idOf(field)} className="mb-1.5 block text-sm font-semibold text-ink-900">
      {children}
      {required && <RequiredMark />}
    </label>
  );
}

type Option = { value: string; label: string };
const choiceClass =
  "flex cursor-pointer items-center border border-slate-300 bg-white text-sm font-medium text-ink-900 transition-colors hover:border-slate-400 has-checked:border-gold-500 has-checked:bg-sand-100 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-gold-500";
const segmentClass = "min-h-11 justify-center gap-2 rounded-xl px-2 py-2";

/** One field as a group of radio buttons (contact method, service, body type). */
function RadioGroup({
  field,
  legend,
  options,
  value,
  error,
  autoFocus,
  onChoose,
  gridClassName,
  optionClassName,
  renderOption = (o) => o.label,
}: {
  field: QuoteField;
  legend: ReactNode;
  options: readonly Option[];
  value: string;
  error: string | undefined;
  autoFocus: boolean;
  onChoose: (value: string) => void;
  gridClassName: string;
  optionClassName: string;
  renderOption?: (option: Option) => ReactNode;
}) {
  return (
    <fieldset aria-describedby={errorIdOf(field)} aria-invalid={error ? true : undefined}>
      <legend className="mb-1.5 text-sm font-semibold text-ink-900">
        {legend}
        <RequiredMark />
      </legend>
      <div className={gridClassName}>
        {options.map((option, i) => (
          <label key={option.value} className={cn(choiceClass, optionClassName)}>
            <input
              type="radio"
              name={field}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChoose(option.value)}
              autoFocus={autoFocus && i === 0}
              className="size-4 shrink-0 accent-gold-600 focus-visible:outline-none"
            />
            {renderOption(option)}
          </label>
        ))}
      </div>
      <FieldError field={field} message={error} />
    </fieldset>
  );
}

/** The confirmation shown once a request is stored. */
function QuoteSent({ result, onAnother, autoFocus }: { result: Extract<QuoteActionData, { status: "sent" }>; onAnother: () => void; autoFocus: boolean }) {
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!autoFocus) panel.current?.focus();
  }, [autoFocus]);
  const how = { call: "call you", text: "text you", email: "email you" }[result.contactMethod] ?? "get back to you";
  return (
    <div ref={panel} tabIndex={-1} autoFocus={autoFocus} role="status" aria-labelledby="quote-sent-title" className="py-4 text-center outline-none">
      <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-emerald-100 text-emerald-700">
        <CheckCircle2 aria-hidden="true" className="size-9" />
      </span>
      <h3 id="quote-sent-title" className="mt-5 text-2xl font-semibold">
        Thanks, {result.name}! Your request is in.
      </h3>
      <div className="mx-auto mt-4 max-w-md space-y-3 text-slate-600">
        <p>
          <strong className="text-ink-900">What happens next:</strong> we'll {how} during opening hours (<span className="whitespace-nowrap">{business.hours.label}</span>) with a
          price and our first open slot. There's nothing more you need to do.
        </p>
        {result.areas.length > 0 && (
          <p>
            Good news: {result.areas.map((a) => a.name).join(" and ")} {result.areas.length > 1 ? "are" : "is"} in our mobile service area.
          </p>
        )}
        {result.welcomeOffer && (
          <p className="font-medium text-gold-700">Your {business.offer.percent}% first-time customer discount is noted on your request.</p>
        )}
        <p>
          Need an answer sooner? Call{" "}
          <SmartLink href={business.phone.href} className="font-semibold whitespace-nowrap text-sea-900 underline">
            {business.phone.display}
          </SmartLink>
          .
        </p>
      </div>
      <a
        href="/#contact"
        onClick={(event) => {
          event.preventDefault();
          onAnother();
        }}
        className={buttonClass("dark", "mt-7")}
      >
        Send another request
      </a>
    </div>
  );
}

type Validate = typeof validateQuote;
let validation: Promise<Validate> | undefined;
/** The shared zod schema, fetched once the visitor starts on the form (the landing page does not carry it). */
const loadValidation = () =>
  (validation ??= import("../schema.ts").then(
    (module) => module.validateQuote,
    (error: unknown) => {
      validation = undefined; // try again next time
      throw error;
    },
  ));

/**
 * The quote form. With JavaScript it validates as the visitor types (the
 * same schema as the server) and posts to QUOTE_SUBMIT_PATH, keeping
 * everything typed whatever happens; without it, it is a plain form post to
 * the home page's action, which answers with the same errors or confirmation.
 */
/** What the visitor typed, chose and left in the server's copy of the form before this one took its place (quote-form-on-demand.tsx). */
export type QuoteFormResume = { values: Partial<QuoteValues>; touched: QuoteField[]; offerChoice?: boolean };
export type QuoteFormProps = { token: string; serverResult?: QuoteActionData; resume?: QuoteFormResume };

export function QuoteForm({ token: pageToken, serverResult, resume }: QuoteFormProps) {
  const form = useRef<HTMLFormElement>(null);
  const alertBox = useRef<HTMLDivElement>(null);
  const [result, setResult] = useState<QuoteActionData | undefined>(serverResult);
  // Answers that came from the page's own action (no JavaScript) focus with autofocus.
  const [fromPage, setFromPage] = useState(serverResult !== undefined);
  const [values, setValues] = useState<QuoteValues>(() => ({
    ...((serverResult && serverResult.status !== "sent" && serverResult.values) || emptyQuoteValues),
    ...resume?.values,
  }));
  const [touched, setTouched] = useState<Partial<Record<QuoteField, true>>>(() => Object.fromEntries((resume?.touched ?? []).map((field) => [field, true])));
  const [submitted, setSubmitted] = useState(serverResult?.status === "invalid");
  const [sending, setSending] = useState(false);
  const [clientError, setClientError] = useState<string | null>(null);
  const [fetchedToken, setFetchedToken] = useState<string | null>(null);
  const [offerChoice, setOfferChoice] = useState<boolean | null>(
    resume?.offerChoice ?? (serverResult?.status === "invalid" || serverResult?.status === "error" ? serverResult.values?.welcomeOffer === "on" : null),
  );
  const offerClaimed = useOfferClaimed();
  const offerChecked = offerChoice ?? offerClaimed;

  // Each token is good for one request: every answer brings the one for the next (kept past "Send another request").
  const [answerToken, setAnswerToken] = useState<string | null>(serverResult?.token ?? null);
  const token = answerToken ?? fetchedToken ?? pageToken;

  // Arriving from the welcome offer on another page: focus the form, as on the home page.
  const { state: navigationState } = useLocation() as { state: { focusQuoteForm?: boolean } | null };
  useEffect(() => {
    if (navigationState?.focusQuoteForm) document.getElementById(QUOTE_FORM_HEADING_ID)?.focus({ preventScroll: true });
  }, [navigationState]);

  // A page reached by client-side navigation carries the build's placeholder: get a real token.
  useEffect(() => {
    if (pageToken !== FORM_TOKEN_PLACEHOLDER) return;
    let live = true;
    fetch(FORM_TOKEN_PATH, { headers: { accept: "application/json" } })
      .then((res) => (res.ok ? (res.json() as Promise<{ token: string }>) : null))
      .then((body) => live && body && setFetchedToken(body.token))
      .catch(() => {
        // The server will ask to send again; nothing typed is lost.
      });
    return () => {
      live = false;
    };
  }, [pageToken]);

  // Loaded on the first focus inside the form; errors only show once a field is left or the form sent.
  const [validate, setValidate] = useState<Validate | null>(null);
  const prepareValidation = useCallback(() => {
    loadValidation().then((fn) => setValidate(() => fn), () => {}); // not loaded: the server validates
  }, []);
  useEffect(() => {
    // An answer from the server (no-JavaScript post) may already show errors to keep up to date;
    // taking over from the server's copy means the visitor is already in the form.
    if (serverResult || resume) prepareValidation();
  }, [serverResult, resume, prepareValidation]);
  const clientErrors = useMemo<QuoteErrors>(() => {
    const check = validate?.(values);
    return !check || check.success ? {} : check.errors;
  }, [values, validate]);
  const serverErrors = result?.status === "invalid" ? result.errors : {};
  const errorFor = (field: QuoteField): string | undefined => {
    if (!submitted && !touched[field]) return undefined;
    const sentValue = result && result.status !== "sent" ? result.values?.[field] : undefined;
    return clientErrors[field] ?? (sentValue === values[field] ? serverErrors[field] : undefined);
  };
  const shownErrors = Object.fromEntries(
    (Object.keys(emptyQuoteValues) as QuoteField[]).flatMap((f) => {
      const message = errorFor(f);
      return message ? [[f, message]] : [];
    }),
  ) as QuoteErrors;
  const firstShown = firstErrorField(shownErrors);

  const set = (field: QuoteField) => (value: string) => setValues((v) => ({ ...v, [field]: value }));
  const touch = (field: QuoteField) => () => setTouched((t) => (t[field] ? t : { ...t, [field]: true }));

  function focusField(field: QuoteField | undefined) {
    if (!field || !form.current) return;
    const el = form.current.elements.namedItem(field);
    const target = el instanceof RadioNodeList ? (el[0] as HTMLElement | undefined) : (el as HTMLElement | null);
    target?.focus();
  }

  // A server answer that came back to this page (JavaScript on): move focus to it.
  const answered = useRef<QuoteActionData | undefined>(serverResult);
  useEffect(() => {
    if (!result || result === answered.current) return;
    answered.current = result;
    if (result.status === "invalid") focusField(firstErrorField(result.errors));
    else if (result.status === "error") alertBox.current?.focus();
  }, [result]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    if (sending) return;
    setSubmitted(true);
    setClientError(null);
    let check: ReturnType<Validate> | undefined;
    try {
      check = (await loadValidation())(values);
    } catch {
      // The validation could not load (connection lost): the server validates anyway.
    }
    if (check && !check.success) {
      focusField(firstErrorField(check.errors));
      return;
    }
    setSending(true);
    try {
      const body = new URLSearchParams();
      for (const [name, value] of new FormData(formElement)) if (typeof value === "string") body.append(name, value);
      const response = await fetch(QUOTE_SUBMIT_PATH, { method: "POST", body, headers: { accept: "application/json" } });
      const data = (await response.json()) as QuoteActionData;
      setFromPage(false);
      setResult(data);
      if (typeof data.token === "string") setAnswerToken(data.token);
    } catch {
      setClientError(`We couldn't reach our server. Everything you typed is still here: check your connection and press Send again, or call ${business.phone.display}.`);
      requestAnimationFrame(() => alertBox.current?.focus());
    } finally {
      setSending(false);
    }
  }

  function startAnother() {
    setResult(undefined);
    setFromPage(false);
    setValues(emptyQuoteValues);
    setTouched({});
    setSubmitted(false);
    setOfferChoice(null);
    requestAnimationFrame(() => document.getElementById(QUOTE_FORM_HEADING_ID)?.focus());
  }

  const heading = (
    <div>
      <h3 id={QUOTE_FORM_HEADING_ID} tabIndex={-1} className="text-2xl font-semibold outline-none">
        Request your free quote
      </h3>
      <p className="mt-1 text-sm text-slate-600">
        Takes about a minute. Fields marked <span className="text-red-700">*</span> are required.
      </p>
    </div>
  );

  if (result?.status === "sent") {
    return (
      <div className="rounded-3xl bg-white p-6 shadow-2xl shadow-ink-950/40 sm:p-10">
        <QuoteSent result={result} onAnother={startAnother} autoFocus={fromPage} />
      </div>
    );
  }

  const formError = clientError ?? result?.formError ?? null;
  const summary =
    submitted && firstShown
      ? `Please check ${Object.keys(shownErrors).length === 1 ? "one field" : `${Object.keys(shownErrors).length} fields`}: ${Object.keys(shownErrors)
          .map((f) => fieldLabels[f as QuoteField].toLowerCase())
          .join(", ")}.`
      : null;
  const alertText = formError && result?.status !== "invalid" ? formError : summary;

  const a11y = (field: QuoteField, extra: string[] = []) => ({
    id: idOf(field),
    name: field,
    "aria-invalid": shownErrors[field] ? true : undefined,
    "aria-describedby": [...extra, errorIdOf(field)].join(" "),
    autoFocus: fromPage && firstShown === field && result?.status === "invalid",
  });
  const textInput = (field: QuoteField, props: InputHTMLAttributes<HTMLInputElement>, describedBy?: string[]) => (
    <input
      {...a11y(field, describedBy)}
      type="text"
      {...props}
      value={values[field]}
      onChange={(e) => set(field)(e.target.value)}
      onBlur={touch(field)}
      className={inputClass}
    />
  );
  const radios = (field: QuoteField) => ({
    field,
    value: values[field],
    error: shownErrors[field],
    autoFocus: fromPage && firstShown === field,
    onChoose: (value: string) => {
      set(field)(value);
      touch(field)();
    },
  });

  return (
    <div className="rounded-3xl bg-white p-6 shadow-2xl shadow-ink-950/40 sm:p-8">
      {heading}
      {offerChecked && (
        <p data-testid="offer-applied" className="mt-5 flex items-center gap-3 rounded-2xl border border-gold-400 bg-sand-100 px-4 py-3 text-sm font-medium text-ink-900">
          <BadgePercent aria-hidden="true" className="size-5 shrink-0 text-gold-700" />
          Welcome offer applied: {business.offer.text}.
        </p>
      )}
      <form ref={form} method="post" action="/?index" noValidate onFocus={validate ? undefined : prepareValidation} onSubmit={(e) => void onSubmit(e)} className="group/quote mt-6 space-y-5">
        <div
          ref={alertBox}
          tabIndex={-1}
          role="alert"
          autoFocus={fromPage && !!alertText && result?.status === "error"}
          className="rounded-2xl text-sm font-medium outline-none empty:mb-0"
        >
          {alertText && (
            <p className="flex items-start gap-2 rounded-2xl border border-red-200 bg-red-50 px-4 py-3 text-red-800">
              <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {alertText}
            </p>
          )}
        </div>

        <div>
          <Label field="name" required>
            Your name
          </Label>
          {textInput("name", { autoComplete: "name", maxLength: limits.name, required: true })}
          <FieldError field="name" message={shownErrors.name} />
        </div>

        <div className="grid gap-5 sm:grid-cols-2">
          <div>
            <Label field="phone">Phone</Label>
            {textInput("phone", { type: "tel", autoComplete: "tel", inputMode: "tel", maxLength: limits.phone }, ["quote-contact-hint"])}
            <FieldError field="phone" message={shownErrors.phone} />
          </div>
          <div>
            <Label field="email">Email</Label>
            {textInput("email", { type: "email", autoComplete: "email", maxLength: limits.email }, ["quote-contact-hint"])}
            <FieldError field="email" message={shownErrors.email} />
          </div>
          <p id="quote-contact-hint" className="-mt-3 text-sm text-slate-500 sm:col-span-2">
            A phone number or an email, at least one, so we can reply.
          </p>
        </div>

        <RadioGroup
          {...radios("contactMethod")}
          legend={fieldLabels.contactMethod}
          options={contactMethods}
          gridClassName="grid grid-cols-3 gap-2"
          optionClassName={segmentClass}
        />

        <RadioGroup
          {...radios("service")}
          legend="Service you're interested in"
          options={services}
          gridClassName="grid gap-2 sm:grid-cols-2"
          optionClassName="gap-3 rounded-2xl p-3"
          renderOption={(s) => {
            const { icon: Icon, text } = serviceDetails[s.value]!;
            return (
              <>
                <span className="flex size-9 shrink-0 items-center justify-center rounded-xl bg-ink-900 text-gold-400">
                  <Icon aria-hidden="true" className="size-4" />
                </span>
                <span>
                  <span className="block text-sm font-semibold text-ink-900">{s.label}</span>
                  <span className="block text-xs font-normal text-slate-500">{text}</span>
                </span>
              </>
            );
          }}
        />

        {/* Shown by CSS for the service picked, so it works without JavaScript too. */}
        <fieldset
          data-testid="vehicle-fields"
          className="hidden rounded-2xl bg-slate-50 p-4 group-has-[input[name=service][value=automotive]:checked]/quote:block group-has-[input[name=service][value=ppf]:checked]/quote:block sm:p-5"
        >
          <legend className="float-left mb-3 w-full text-sm font-semibold text-ink-900">Your vehicle</legend>
          <div className="clear-left grid grid-cols-[5.5rem_1fr] gap-3 sm:grid-cols-[6rem_1fr_1fr]">
            <div>
              <Label field="vehicleYear">Year</Label>
              {textInput("vehicleYear", { inputMode: "numeric", autoComplete: "off", maxLength: 4, placeholder: "2022" })}
            </div>
            <div>
              <Label field="vehicleMake" required>
                Make
              </Label>
              {textInput("vehicleMake", { autoComplete: "off", maxLength: limits.vehicleText, placeholder: "Toyota" })}
            </div>
            <div className="col-span-2 sm:col-span-1">
              <Label field="vehicleModel" required>
                Model
              </Label>
              {textInput("vehicleModel", { autoComplete: "off", maxLength: limits.vehicleText, placeholder: "Tacoma" })}
            </div>
          </div>
          <FieldError field="vehicleYear" message={shownErrors.vehicleYear} />
          <FieldError field="vehicleMake" message={shownErrors.vehicleMake} />
          <FieldError field="vehicleModel" message={shownErrors.vehicleModel} />
          <div className="mt-4">
            <RadioGroup
              {...radios("vehicleBody")}
              legend="Body type"
              options={bodyTypes}
              gridClassName="grid grid-cols-3 gap-2"
              optionClassName={segmentClass}
            />
          </div>
        </fieldset>

        <fieldset
          data-testid="property-fields"
          className="hidden rounded-2xl bg-slate-50 p-4 group-has-[input[name=service][value=residential]:checked]/quote:block group-has-[input[name=service][value=commercial]:checked]/quote:block sm:p-5"
        >
          <legend className="float-left mb-3 w-full text-sm font-semibold text-ink-900">Your property</legend>
          <div className="clear-left grid gap-3 sm:grid-cols-2">
            <div>
              <Label field="propertyType" required>
                Property type
              </Label>
              <select
                {...a11y("propertyType")}
                value={values.propertyType}
                onChange={(e) => radios("propertyType").onChoose(e.target.value)}
                onBlur={touch("propertyType")}
                className={inputClass}
              >
                <option value="">Choose…</option>
                {propertyTypes.map((p) => (
                  <option key={p.value} value={p.value}>
                    {p.label}
                  </option>
                ))}
              </select>
              <FieldError field="propertyType" message={shownErrors.propertyType} />
            </div>
            <div>
              <Label field="windowCount">Roughly how many windows?</Label>
              <select
                {...a11y("windowCount")}
                value={values.windowCount}
                onChange={(e) => set("windowCount")(e.target.value)}
                onBlur={touch("windowCount")}
                className={inputClass}
              >
                <option value="">Not sure yet</option>
                {windowCounts.map((w) => (
                  <option key={w.value} value={w.value}>
                    {w.label}
                  </option>
                ))}
              </select>
              <FieldError field="windowCount" message={shownErrors.windowCount} />
            </div>
          </div>
        </fieldset>

        <div>
          <Label field="location" required>
            Town or zip code
          </Label>
          {textInput("location", { autoComplete: "postal-code", maxLength: limits.location, required: true, placeholder: `${business.homeTown.city} or ${business.homeTown.postalCode}` }, ["quote-location-area"])}
          <FieldError field="location" message={shownErrors.location} />
          <AreaCheckResult id="quote-location-area" location={values.location} />
        </div>

        <div>
          <Label field="message">Anything else we should know?</Label>
          <textarea
            {...a11y("message", ["quote-message-hint"])}
            rows={4}
            maxLength={limits.message}
            placeholder="Shade you like, tint you want removed, best days for a visit…"
            value={values.message}
            onChange={(e) => set("message")(e.target.value)}
            onBlur={touch("message")}
            className={cn(inputClass, "resize-y")}
          />
          <p id="quote-message-hint" className="mt-1 text-right text-xs text-slate-500">
            {values.message.length} / {limits.message}
          </p>
          <FieldError field="message" message={shownErrors.message} />
        </div>

        <label className="flex cursor-pointer items-start gap-3 rounded-2xl border border-slate-200 p-4 text-sm text-slate-700 has-checked:border-gold-400 has-checked:bg-sand-100">
          <input
            type="checkbox"
            name="welcomeOffer"
            checked={offerChecked}
            onChange={(e) => setOfferChoice(e.target.checked)}
            className="mt-0.5 size-4 shrink-0 accent-gold-600"
          />
          <span>
            <span className="font-semibold text-ink-900">First time with us?</span> Apply the welcome offer: {business.offer.text}.
          </span>
        </label>

        {/* The honeypot: people never see it; bots that fill it are told "sent" and nothing is kept. */}
        <div aria-hidden="true" className="absolute -left-[10000px] size-px overflow-hidden">
          <label htmlFor="quote-website">Leave this field empty</label>
          <input id="quote-website" type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>
        <input type="hidden" name={FORM_TOKEN_FIELD} value={token} />

        <button type="submit" disabled={sending} className={buttonClass("primary", "w-full text-base")}>
          {sending ? (
            <>
              <Spinner className="[&>span:first-child]:size-5 [&>span:first-child]:border-ink-950/30 [&>span:first-child]:border-t-ink-950" label="Sending your request" />
              Sending…
            </>
          ) : (
            "Send my quote request"
          )}
        </button>
        <p className="text-center text-xs text-slate-500">
          We only use your details to answer you; see our{" "}
          <a href="#privacy-policy" className="underline">
            privacy policy
          </a>
          . Prefer to talk?{" "}
          <SmartLink href={business.phone.href} className="font-semibold whitespace-nowrap text-sea-900 underline">
            <Phone aria-hidden="true" className="inline size-3" /> Call {business.phone.display}
          </SmartLink>
        </p>
      </form>
    </div>
  );
}
