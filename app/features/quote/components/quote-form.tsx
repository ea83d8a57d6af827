import { AlertCircle, BadgePercent } from "lucide-react";
import type { InputHTMLAttributes } from "react";
import { business } from "~/config/business.ts";
import { cn } from "~/lib/cn.ts";
import { FORM_TOKEN_FIELD } from "../form-token.ts";
import {
  bodyTypes,
  contactMethods,
  limits,
  propertyTypes,
  services,
  windowCounts,
  type QuoteField,
} from "../fields.ts";
import { QUOTE_ACTION } from "../types.ts";
import { AreaCheckResult } from "./area-check-result.tsx";
import {
  errorIdOf,
  FieldError,
  Honeypot,
  idOf,
  inputClass,
  Label,
  QuoteFormHeading,
  RadioGroup,
  segmentClass,
  SendButton,
  ServiceOption,
} from "./quote-form-fields.tsx";
import { QuoteSent } from "./quote-sent.tsx";
import { fieldLabels, useQuoteForm, type QuoteFormProps } from "./use-quote-form.ts";

export type { QuoteFormProps, QuoteFormResume } from "./use-quote-form.ts";

/**
 * The quote form. Without JavaScript it is a plain post to the home page's
 * action, which answers with the errors or the confirmation; with it, the same
 * post goes through a fetcher (use-quote-form.ts), validated as the visitor
 * types with the server's schema, and everything typed stays whatever happens.
 */
export function QuoteForm(props: QuoteFormProps) {
  const {
    fetcher,
    form,
    alertBox,
    result,
    fromPage,
    sending,
    token,
    values,
    errors,
    firstError,
    alertText,
    offerChecked,
    onFocus,
    onSubmit,
    startAnother,
    change,
    choose,
    touch,
    setOffer,
  } = useQuoteForm(props);

  if (result?.status === "sent") {
    return (
      <div className="rounded-3xl bg-white p-6 shadow-2xl shadow-ink-950/40 sm:p-10">
        <QuoteSent result={result} onAnother={startAnother} autoFocus={fromPage} />
      </div>
    );
  }

  const a11y = (field: QuoteField, extra: string[] = []) => ({
    id: idOf(field),
    name: field,
    "aria-invalid": errors[field] ? true : undefined,
    "aria-describedby": [...extra, errorIdOf(field)].join(" "),
    autoFocus: fromPage && firstError === field && result?.status === "invalid",
  });
  const textInput = (field: QuoteField, props: InputHTMLAttributes<HTMLInputElement>, describedBy?: string[]) => (
    <input
      {...a11y(field, describedBy)}
      type="text"
      {...props}
      value={values[field]}
      onChange={(e) => change(field, e.target.value)}
      onBlur={() => touch(field)}
      className={inputClass}
    />
  );
  const radios = (field: QuoteField) => ({
    field,
    value: values[field],
    error: errors[field],
    autoFocus: fromPage && firstError === field,
    onChoose: (value: string) => choose(field, value),
  });

  return (
    <div className="rounded-3xl bg-white p-6 shadow-2xl shadow-ink-950/40 sm:p-8">
      <QuoteFormHeading />
      {offerChecked && (
        <p
          data-testid="offer-applied"
          className="mt-5 flex items-center gap-3 rounded-2xl border border-gold-400 bg-sand-100 px-4 py-3 text-sm font-medium text-ink-900"
        >
          <BadgePercent aria-hidden="true" className="size-5 shrink-0 text-gold-700" />
          Welcome offer applied: {business.offer.text}.
        </p>
      )}
      <fetcher.Form
        ref={form}
        method="post"
        action={QUOTE_ACTION}
        noValidate
        onFocus={onFocus}
        onSubmit={onSubmit}
        className="group/quote mt-6 space-y-5"
      >
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
          <FieldError field="name" message={errors.name} />
        </div>

        <div className="grid gap-5 sm:grid-cols-2">
          <div>
            <Label field="phone">Phone</Label>
            {textInput("phone", { type: "tel", autoComplete: "tel", inputMode: "tel", maxLength: limits.phone }, [
              "quote-contact-hint",
            ])}
            <FieldError field="phone" message={errors.phone} />
          </div>
          <div>
            <Label field="email">Email</Label>
            {textInput("email", { type: "email", autoComplete: "email", maxLength: limits.email }, [
              "quote-contact-hint",
            ])}
            <FieldError field="email" message={errors.email} />
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
          renderOption={(s) => <ServiceOption value={s.value} label={s.label} />}
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
              {textInput("vehicleYear", {
                inputMode: "numeric",
                autoComplete: "off",
                maxLength: 4,
                placeholder: "2022",
              })}
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
          <FieldError field="vehicleYear" message={errors.vehicleYear} />
          <FieldError field="vehicleMake" message={errors.vehicleMake} />
          <FieldError field="vehicleModel" message={errors.vehicleModel} />
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
                onChange={(e) => choose("propertyType", e.target.value)}
                onBlur={() => touch("propertyType")}
                className={inputClass}
              >
                <option value="">Choose…</option>
                {propertyTypes.map((p) => (
                  <option key={p.value} value={p.value}>
                    {p.label}
                  </option>
                ))}
              </select>
              <FieldError field="propertyType" message={errors.propertyType} />
            </div>
            <div>
              <Label field="windowCount">Roughly how many windows?</Label>
              <select
                {...a11y("windowCount")}
                value={values.windowCount}
                onChange={(e) => change("windowCount", e.target.value)}
                onBlur={() => touch("windowCount")}
                className={inputClass}
              >
                <option value="">Not sure yet</option>
                {windowCounts.map((w) => (
                  <option key={w.value} value={w.value}>
                    {w.label}
                  </option>
                ))}
              </select>
              <FieldError field="windowCount" message={errors.windowCount} />
            </div>
          </div>
        </fieldset>

        <div>
          <Label field="location" required>
            Town or zip code
          </Label>
          {textInput(
            "location",
            {
              autoComplete: "postal-code",
              maxLength: limits.location,
              required: true,
              placeholder: `${business.homeTown.city} or ${business.homeTown.postalCode}`,
            },
            ["quote-location-area"],
          )}
          <FieldError field="location" message={errors.location} />
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
            onChange={(e) => change("message", e.target.value)}
            onBlur={() => touch("message")}
            className={cn(inputClass, "resize-y")}
          />
          <p id="quote-message-hint" className="mt-1 text-right text-xs text-slate-500">
            {values.message.length} / {limits.message}
          </p>
          <FieldError field="message" message={errors.message} />
        </div>

        <label className="flex cursor-pointer items-start gap-3 rounded-2xl border border-slate-200 p-4 text-sm text-slate-700 has-checked:border-gold-400 has-checked:bg-sand-100">
          <input
            type="checkbox"
            name="welcomeOffer"
            checked={offerChecked}
            onChange={(e) => setOffer(e.target.checked)}
            className="mt-0.5 size-4 shrink-0 accent-gold-600"
          />
          <span>
            <span className="font-semibold text-ink-900">First time with us?</span> Apply the welcome offer:{" "}
            {business.offer.text}.
          </span>
        </label>

        <Honeypot />
        <input type="hidden" name={FORM_TOKEN_FIELD} value={token} />
        <SendButton sending={sending} />
      </fetcher.Form>
    </div>
  );
}
