import { getFormProps, getInputProps, getSelectProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { AlertTriangle, ClipboardCheck } from "lucide-react";
import { useMemo } from "react";
import { Form, useNavigation } from "react-router";
import { FormAlert } from "~/components/ui/form-alert.tsx";
import { FormField, fieldControlClass } from "~/components/ui/form-field.tsx";
import { primaryButton } from "~/features/admin/components/field.tsx";
import { offeredShades } from "~/features/booking/tint-rules.ts";
import { checkMeasuredVlt, completionSchema, darkWarning } from "../completion-schema.ts";
import type { JobOutline } from "../job-groups.ts";

// The completion record's form (issue 25), for a phone: each window group's
// film, shade, measured VLT and roll; the legality of each measurement, live
// as it is typed (and again by the action); the acknowledgment a too-dark
// window needs without a medical exemption; the customer's optional sign-off.

const checkboxRow =
  "flex min-h-11 items-start gap-3 rounded-lg border-2 border-slate-400 p-3 text-base text-ink-950 has-checked:border-ink-900 has-checked:bg-slate-100";

type RecordValues = {
  groups: { key: string; film: string; shade?: number; vlt?: number; roll: string }[];
  acknowledge?: boolean;
  signedName?: string;
  signOff?: boolean;
};

const numberOr = (value: unknown) => (typeof value === "string" && value.trim() !== "" ? Number(value) : undefined);

export function CompletionForm({
  outline,
  medicalExemption,
  lastResult,
}: {
  outline: JobOutline;
  medicalExemption: boolean;
  lastResult?: SubmissionResult<string[]>;
}) {
  const schema = useMemo(() => completionSchema(outline, medicalExemption), [outline, medicalExemption]);
  const busy = useNavigation().state === "submitting";
  const [form, fields] = useForm<RecordValues>({
    id: "job-record",
    lastResult,
    constraint: getZodConstraint(schema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    defaultValue: {
      groups: outline.groups.map((g) => ({ key: g.key, film: g.film, shade: g.shade ?? undefined, roll: "" })),
    },
  });
  const typed = (form.value?.groups ?? []) as { key?: string; vlt?: string }[];
  const legality = checkMeasuredVlt(
    outline,
    typed.map((g) => ({ key: g?.key ?? "", vlt: numberOr(g?.vlt) })),
    medicalExemption,
  );
  const warning = darkWarning(legality, medicalExemption);
  const groupFields = fields.groups.getFieldList();
  return (
    <Form method="post" {...getFormProps(form)} className="grid gap-4">
      <input type="hidden" name="intent" value="complete" />
      <section aria-labelledby="record-heading" className="grid gap-4 rounded-2xl border border-slate-300 bg-white p-4">
        <h2 id="record-heading" className="flex items-center gap-2 text-lg font-semibold text-ink-950">
          <ClipboardCheck aria-hidden="true" className="size-5" /> What was installed
        </h2>
        {medicalExemption ? (
          <p className="rounded-lg bg-sky-50 p-3 text-sm text-sky-950" data-testid="exemption-note">
            The customer confirmed a medical exemption certificate for this vehicle: it is recorded with the job.
          </p>
        ) : null}
        {groupFields.map((field, i) => {
          const group = outline.groups[i]!;
          const f = field.getFieldset();
          const verdict = legality.find((l) => l.key === group.key);
          return (
            <fieldset key={field.key} className="grid gap-3 border-t border-slate-200 pt-3 first-of-type:border-0">
              <legend className="font-semibold text-ink-950">{group.label}</legend>
              <input {...getInputProps(f.key, { type: "hidden" })} />
              {f.key.errors ? <p className="text-sm font-semibold text-red-800">{f.key.errors[0]}</p> : null}
              <div className="grid gap-3 sm:grid-cols-2">
                <FormField id={f.film.id} label="Film line" error={f.film.errors?.[0]}>
                  {(c) => <input {...getInputProps(f.film, { type: "text" })} {...c} className={fieldControlClass} />}
                </FormField>
                <FormField id={f.roll.id} label="Roll or lot number" error={f.roll.errors?.[0]}>
                  {(c) => (
                    <input
                      {...getInputProps(f.roll, { type: "text" })}
                      {...c}
                      autoCapitalize="characters"
                      className={fieldControlClass}
                    />
                  )}
                </FormField>
                {group.measured ? (
                  <>
                    <FormField id={f.shade.id} label="Shade installed" error={f.shade.errors?.[0]}>
                      {(c) => (
                        <select {...getSelectProps(f.shade)} {...c} className={fieldControlClass}>
                          <option value="">Choose</option>
                          {offeredShades.map((s) => (
                            <option key={s} value={s}>
                              {s}%
                            </option>
                          ))}
                        </select>
                      )}
                    </FormField>
                    <FormField
                      id={f.vlt.id}
                      label="Measured VLT (%)"
                      hint={verdict ? `Legal from ${verdict.minVlt}% up` : undefined}
                      error={f.vlt.errors?.[0]}
                    >
                      {(c) => (
                        <input
                          {...getInputProps(f.vlt, { type: "number" })}
                          {...c}
                          inputMode="decimal"
                          step="any"
                          className={fieldControlClass}
                        />
                      )}
                    </FormField>
                  </>
                ) : null}
              </div>
              {verdict && !verdict.legal ? (
                <p className="text-sm font-semibold text-red-800" data-testid="group-too-dark">
                  {verdict.measuredVlt}% is darker than the {verdict.minVlt}% Florida allows here
                  {verdict.exemptionUsed ? ": allowed by the recorded medical exemption." : "."}
                </p>
              ) : null}
            </fieldset>
          );
        })}
        {warning || fields.acknowledge.errors ? (
          <div role="alert" className="grid gap-2 rounded-lg border-2 border-red-700 bg-red-50 p-3">
            <p className="flex items-start gap-2 font-semibold text-red-900">
              <AlertTriangle aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
              {warning ?? fields.acknowledge.errors?.[0]}
            </p>
            <label htmlFor={fields.acknowledge.id} className={checkboxRow}>
              <input
                {...getInputProps(fields.acknowledge, { type: "checkbox" })}
                className="mt-1 size-5 shrink-0 accent-red-800"
              />
              I acknowledge this window is darker than the law allows and no medical exemption is recorded.
            </label>
            {fields.acknowledge.errors && warning ? (
              <p id={fields.acknowledge.errorId} className="text-sm font-semibold text-red-800">
                Tick the box to acknowledge it before saving.
              </p>
            ) : null}
          </div>
        ) : null}
      </section>
      <section
        aria-labelledby="signoff-heading"
        className="grid gap-3 rounded-2xl border border-slate-300 bg-white p-4"
      >
        <h2 id="signoff-heading" className="text-lg font-semibold text-ink-950">
          Customer sign-off (optional)
        </h2>
        <FormField id={fields.signedName.id} label="Customer's full name" error={fields.signedName.errors?.[0]}>
          {(c) => (
            <input
              {...getInputProps(fields.signedName, { type: "text" })}
              {...c}
              autoComplete="off"
              className={fieldControlClass}
            />
          )}
        </FormField>
        <label htmlFor={fields.signOff.id} className={checkboxRow}>
          <input
            {...getInputProps(fields.signOff, { type: "checkbox" })}
            aria-describedby={fields.signOff.errors ? fields.signOff.errorId : undefined}
            className="mt-1 size-5 shrink-0 accent-ink-900"
          />
          I, the customer, confirm the work above was done and the details are right.
        </label>
        {fields.signOff.errors ? (
          <p id={fields.signOff.errorId} className="text-sm font-semibold text-red-800">
            {fields.signOff.errors[0]}
          </p>
        ) : null}
      </section>
      <FormAlert id={form.errorId} errors={form.errors} />
      <button type="submit" className={primaryButton} disabled={busy}>
        {busy ? "Saving…" : "Save and mark completed"}
      </button>
    </Form>
  );
}
