import { DoneNotice } from "~/components/ui/done-notice.tsx";
import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation } from "react-router";
import { actButtonClass } from "~/features/admin/components/act-button.ts";
import { bookingLeadPath } from "~/features/admin/console-paths.ts";
import { FormAlert } from "~/components/ui/form-alert.tsx";
import { FormField, fieldControlClass } from "~/components/ui/form-field.tsx";
import { ON_MY_WAY, onMyWaySchema } from "../on-my-way.ts";

// "On my way" on a confirmed booking's lead page (owner and staff): the
// minutes until arrival, and one press sends one text (the press id is new
// with each page, so a double-click cannot send two).

export function OnMyWayForm({
  bookingId,
  press,
  lastResult,
  ok,
}: {
  bookingId: string;
  press: string;
  lastResult?: SubmissionResult<string[]>;
  ok?: string;
}) {
  const busy = useNavigation().state === "submitting";
  const [form, fields] = useForm({
    id: `${ON_MY_WAY}-${bookingId}`,
    lastResult,
    constraint: getZodConstraint(onMyWaySchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: onMyWaySchema }),
    defaultValue: { minutes: "20" },
  });
  const { key, ...minutes } = getInputProps(fields.minutes, { type: "number" });
  return (
    <Form
      method="post"
      action={bookingLeadPath(bookingId)}
      {...getFormProps(form)}
      className="mt-3 grid gap-2 border-t border-slate-200 pt-3"
      data-testid="on-my-way"
    >
      <DoneNotice message={ok} />
      <input type="hidden" name="intent" value={ON_MY_WAY} />
      <input type="hidden" name="press" value={press} />
      <FormField
        id={fields.minutes.id}
        label="Arriving in about (minutes)"
        error={fields.minutes.errors?.[0]}
        hint="The customer gets a text (an email if they chose email only)."
      >
        {(control) => (
          <input key={key} {...minutes} {...control} inputMode="numeric" step={1} className={fieldControlClass} />
        )}
      </FormField>
      <FormAlert id={form.errorId} errors={form.errors} />
      <button type="submit" className={actButtonClass} disabled={busy}>
        On my way
      </button>
    </Form>
  );
}
