import { useState, type FormEvent } from "react";
import { fieldControlClass, FormField } from "~/components/ui/form-field.tsx";
import { formatPrice } from "~/features/catalog/price.ts";
import { cn } from "~/lib/cn.ts";
import { fieldErrorsOf, paymentDetailsSchema, type PaymentDetailsField, type PaymentNeeds } from "../schema.ts";
import type { ShippingMethod, ShippingOption } from "../shipping.ts";

// The test payment page's questions, as Stripe Checkout asks them: who pays,
// and for goods a phone and how they are handed over (shipped to an address,
// or collected). The shared schema checks them here as the visitor goes, and
// again in the page's action; a refused form keeps everything typed.

export type DetailErrors = Partial<Record<PaymentDetailsField, string>>;
export type DetailValues = Partial<Record<PaymentDetailsField, string>>;

const USD = { symbol: "$" };
const FIELDS: PaymentDetailsField[] = [
  "name",
  "email",
  "phone",
  "method",
  "line1",
  "line2",
  "city",
  "state",
  "postalCode",
];

function valuesOf(form: HTMLFormElement): Record<PaymentDetailsField, string> {
  const data = new FormData(form);
  return Object.fromEntries(FIELDS.map((f) => [f, String(data.get(f) ?? "")])) as Record<PaymentDetailsField, string>;
}

/** The order's amounts for the chosen way of handing the goods over: the server's figures, only picked from here. */
export function PaymentTotals({
  subtotalCents,
  option,
  totalCents,
}: {
  subtotalCents: number;
  option: ShippingOption | undefined;
  totalCents: number;
}) {
  const total = option ? subtotalCents + option.cents : totalCents;
  return (
    <dl className="mt-4 grid grid-cols-[1fr_auto] gap-y-1 border-t border-slate-300 pt-4 text-sm">
      {option && (
        <>
          <dt>Items</dt>
          <dd className="text-right">{formatPrice(subtotalCents, USD)}</dd>
          <dt>{option.label}</dt>
          <dd className="text-right" data-testid="pay-shipping">
            {option.cents ? formatPrice(option.cents, USD) : "Free"}
          </dd>
        </>
      )}
      <dt className="text-lg font-semibold">Total</dt>
      <dd className="text-right text-lg font-semibold" data-testid="pay-total">
        {formatPrice(total, USD)}
      </dd>
    </dl>
  );
}

export function usePaymentDetails(needs: PaymentNeeds, serverErrors: DetailErrors | undefined, values?: DetailValues) {
  const [method, setMethod] = useState<ShippingMethod>((values?.method as ShippingMethod) || "ship");
  const [errors, setErrors] = useState<DetailErrors | undefined>(serverErrors);
  const [seen, setSeen] = useState(serverErrors);
  // A new answer from the action replaces what the page had checked itself.
  if (serverErrors !== seen) {
    setSeen(serverErrors);
    setErrors(serverErrors);
  }
  const schema = paymentDetailsSchema(needs);
  const check = (form: HTMLFormElement) => {
    const parsed = schema.safeParse(valuesOf(form));
    return parsed.success ? {} : fieldErrorsOf(parsed.error);
  };
  return {
    method,
    errors: errors ?? {},
    /** As the visitor types: once a field was refused, its message follows what is typed. */
    onChange: (event: FormEvent<HTMLFormElement>) => {
      const target = event.target as HTMLInputElement;
      if (target.name === "method") setMethod(target.value as ShippingMethod);
      if (errors && Object.keys(errors).length) setErrors(check(event.currentTarget));
    },
    /** Paying checks everything first; cancelling never does. */
    onSubmit: (event: FormEvent<HTMLFormElement>) => {
      const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
      if (submitter?.value !== "pay") return;
      const found = check(event.currentTarget);
      setErrors(found);
      if (Object.keys(found).length) {
        event.preventDefault();
        const first = FIELDS.find((f) => found[f]);
        const control = first && event.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`);
        control?.focus();
      }
    },
  };
}

function TextField({
  name,
  label,
  errors,
  values,
  className,
  ...input
}: {
  name: PaymentDetailsField;
  label: string;
  errors: DetailErrors;
  values?: DetailValues;
  className?: string;
} & React.InputHTMLAttributes<HTMLInputElement>) {
  return (
    <FormField id={`pay-${name}`} label={label} error={errors[name]} className={className}>
      {(control) => (
        <input {...control} {...input} name={name} defaultValue={values?.[name] ?? ""} className={fieldControlClass} />
      )}
    </FormField>
  );
}

export function PaymentDetailsFields({
  needs,
  options,
  method,
  errors,
  values,
}: {
  needs: PaymentNeeds;
  options: ShippingOption[];
  method: ShippingMethod;
  errors: DetailErrors;
  values?: DetailValues;
}) {
  return (
    <div className="grid gap-3 sm:col-span-2">
      <TextField
        name="name"
        label={needs.shipping ? "Name" : "Name (optional)"}
        autoComplete="name"
        maxLength={100}
        errors={errors}
        values={values}
      />
      <TextField
        name="email"
        label={needs.email ? "Email (your gift card code is sent here)" : "Email for the receipt (optional)"}
        type="email"
        autoComplete="email"
        maxLength={254}
        errors={errors}
        values={values}
      />
      {needs.shipping && (
        <>
          <TextField
            name="phone"
            label="Phone"
            type="tel"
            autoComplete="tel"
            maxLength={30}
            errors={errors}
            values={values}
          />
          <fieldset
            className="grid gap-2"
            aria-describedby={errors.method ? "pay-method-error" : undefined}
            aria-invalid={errors.method ? true : undefined}
          >
            <legend className="mb-1 text-sm font-semibold text-ink-900">How do you want your items?</legend>
            {options.map((option) => (
              <label
                key={option.method}
                className="flex min-h-11 items-start gap-3 rounded-lg border border-slate-400 p-3 text-sm has-checked:border-ink-900 has-checked:bg-slate-50"
              >
                <input
                  type="radio"
                  name="method"
                  value={option.method}
                  defaultChecked={(values?.method || "ship") === option.method}
                  className="mt-0.5 size-5 accent-ink-900"
                />
                <span>
                  <span className="font-semibold">
                    {option.label}: {option.cents ? formatPrice(option.cents, USD) : "free"}
                  </span>
                  <span className="block text-slate-700">{option.detail}</span>
                </span>
              </label>
            ))}
            {errors.method && (
              <p id="pay-method-error" className="text-sm font-semibold text-red-800">
                {errors.method}
              </p>
            )}
          </fieldset>
          <fieldset className={cn("grid gap-3 sm:grid-cols-6", method !== "ship" && "hidden")}>
            <legend className="mb-1 text-sm font-semibold text-ink-900">Shipping address (United States)</legend>
            <TextField
              name="line1"
              label="Street address"
              autoComplete="address-line1"
              maxLength={200}
              errors={errors}
              values={values}
              className="sm:col-span-6"
            />
            <TextField
              name="line2"
              label="Apartment, suite (optional)"
              autoComplete="address-line2"
              maxLength={200}
              errors={errors}
              values={values}
              className="sm:col-span-6"
            />
            <TextField
              name="city"
              label="City"
              autoComplete="address-level2"
              maxLength={100}
              errors={errors}
              values={values}
              className="sm:col-span-3"
            />
            <TextField
              name="state"
              label="State"
              autoComplete="address-level1"
              maxLength={2}
              errors={errors}
              values={values}
              className="sm:col-span-1"
            />
            <TextField
              name="postalCode"
              label="ZIP code"
              autoComplete="postal-code"
              inputMode="numeric"
              maxLength={10}
              errors={errors}
              values={values}
              className="sm:col-span-2"
            />
          </fieldset>
        </>
      )}
    </div>
  );
}
