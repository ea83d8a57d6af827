import { DoneNotice } from "~/components/ui/done-notice.tsx";
import { bookingLeadPath } from "~/features/admin/console-paths.ts";
import {
  getCollectionProps,
  getFormProps,
  getSelectProps,
  useForm,
  type DefaultValue,
  type SubmissionResult,
} from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";
import { Form, useNavigation } from "react-router";
import { FormAlert } from "~/components/ui/form-alert.tsx";
import { FormField, fieldControlClass } from "~/components/ui/form-field.tsx";
import { dollars } from "~/features/booking/booking-format.ts";
import { cn } from "~/lib/cn.ts";
import {
  cancelBookingSchema,
  completeBookingSchema,
  moveBookingSchema,
  noShowBookingSchema,
  type BookingActAnswer,
  type BookingIntent,
} from "../schema.ts";
import { actButtonClass } from "~/features/admin/components/act-button.ts";

// The owner's acts on one booking (issue 23), one form each, on the site's one
// form pattern: Conform with the act's schema (schema.ts), the same one the
// action parses; the action's answer comes back as `lastResult`. They post to
// the booking's lead page, whose action runs them, so a page showing them
// needs no action of its own; they work with JavaScript off.

/** Where the acts post: the booking's lead page. */
export { bookingLeadPath };

export { actButtonClass };

type ActProps = {
  bookingId: string;
  /** The action's answer to this act's form (undefined for another act's). */
  lastResult?: SubmissionResult<string[]>;
  busy: boolean;
};

/** The shared set-up of an act's form: its id, schema and the answer it shows. */
function useActForm<S extends z.ZodObject>(
  intent: BookingIntent,
  schema: S,
  { bookingId, lastResult }: ActProps,
  defaultValue?: DefaultValue<z.input<S>>,
) {
  return useForm<z.input<S>, z.output<S>>({
    id: `${intent}-${bookingId}`,
    lastResult,
    constraint: getZodConstraint(schema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    defaultValue,
  });
}

/** Move: a free time from the next two weeks (the lead page's loader lists them). */
export function MoveBookingForm({ options, ...props }: ActProps & { options: { value: string; label: string }[] }) {
  const [form, fields] = useActForm("booking-move", moveBookingSchema, props, { slot: options[0]?.value ?? "" });
  return (
    <Form method="post" action={bookingLeadPath(props.bookingId)} {...getFormProps(form)} className="grid gap-2">
      <input type="hidden" name="intent" value="booking-move" />
      <FormField id={fields.slot.id} label="Move to" error={fields.slot.errors?.[0]}>
        {() => (
          <select {...getSelectProps(fields.slot)} className={fieldControlClass}>
            {options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormAlert id={form.errorId} errors={form.errors} />
      <button type="submit" className={actButtonClass} disabled={props.busy}>
        Move the booking
      </button>
    </Form>
  );
}

/**
 * Cancel, refunding or keeping a paid deposit: the stated rule is chosen
 * first, the owner may choose the other. An unpaid deposit has nothing to choose.
 */
export function CancelBookingForm({
  depositCents,
  depositPaid,
  rule,
  ...props
}: ActProps & { depositCents: number; depositPaid: boolean; rule: "refund" | "keep" }) {
  const [form, fields] = useActForm("booking-cancel", cancelBookingSchema, props, { deposit: rule });
  const choices = getCollectionProps(fields.deposit, { type: "radio", options: ["refund", "keep"] });
  const label = (value: string) =>
    `${value === "refund" ? `Refund the ${dollars(depositCents)} deposit` : "Keep the deposit"}${value === rule ? " (the stated rule)" : ""}`;
  const error = fields.deposit.errors?.[0];
  return (
    <Form method="post" action={bookingLeadPath(props.bookingId)} {...getFormProps(form)} className="grid gap-2">
      <input type="hidden" name="intent" value="booking-cancel" />
      {depositPaid ? (
        <fieldset
          className="grid gap-1"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? fields.deposit.errorId : undefined}
        >
          <legend className="font-semibold text-ink-950">Cancel the booking</legend>
          {choices.map(({ key, ...radio }) => (
            <label
              key={key}
              htmlFor={radio.id}
              className="flex min-h-11 items-center gap-3 rounded-lg border-2 border-slate-400 px-3 text-base text-ink-950 has-checked:border-ink-900 has-checked:bg-slate-100"
            >
              <input {...radio} className="size-5 shrink-0 accent-ink-900" />
              {label(radio.value)}
            </label>
          ))}
          {error ? (
            <p id={fields.deposit.errorId} className="text-sm font-semibold text-red-800">
              {error}
            </p>
          ) : null}
        </fieldset>
      ) : (
        <>
          <p className="font-semibold text-ink-950">Cancel the booking</p>
          <input type="hidden" name="deposit" value="keep" />
        </>
      )}
      <FormAlert id={form.errorId} errors={form.errors} />
      <button
        type="submit"
        className={cn(actButtonClass, "border-red-800 text-red-900 hover:bg-red-50")}
        disabled={props.busy}
      >
        Cancel the booking
      </button>
    </Form>
  );
}

function SettleForm({
  intent,
  label,
  ...props
}: ActProps & { intent: "booking-complete" | "booking-no-show"; label: string }) {
  const schema = intent === "booking-complete" ? completeBookingSchema : noShowBookingSchema;
  const [form] = useActForm(intent, schema, props);
  return (
    <Form method="post" action={bookingLeadPath(props.bookingId)} {...getFormProps(form)} className="grid gap-2">
      <input type="hidden" name="intent" value={intent} />
      <FormAlert id={form.errorId} errors={form.errors} />
      <button type="submit" className={cn(actButtonClass, "w-full")} disabled={props.busy}>
        {label}
      </button>
    </Form>
  );
}

/** The visit was done (at or after its time): the deposit came off the price. */
export function CompleteBookingForm(props: ActProps) {
  return <SettleForm intent="booking-complete" label="Mark completed" {...props} />;
}

/** Nobody was there (at or after its time): the deposit is kept. */
export function NoShowBookingForm(props: ActProps) {
  return <SettleForm intent="booking-no-show" label="Mark no-show" {...props} />;
}

/** What the acts need to know of the booking (the lead page's loader gives it). */
export type BookingActsInfo = {
  id: string;
  depositCents: number;
  depositPaid: boolean;
  /** The owner's acts the booking machine allows now. */
  can: { move: boolean; cancel: boolean; settle: boolean };
  depositOnCancel: "refund" | "keep";
  /** Free times to move it to. */
  moveTo?: { value: string; label: string }[];
};

/**
 * The owner's acts on a booking, those the machine allows now, with what the
 * last one did (its errors are beside its own form). Staff see none.
 */
export function BookingActForms({
  booking,
  isOwner,
  answer,
}: {
  booking: BookingActsInfo;
  isOwner: boolean;
  answer?: BookingActAnswer;
}) {
  const busy = useNavigation().state === "submitting";
  const act = (intent: BookingIntent) => ({
    bookingId: booking.id,
    busy,
    lastResult: answer?.intent === intent ? answer.result : undefined,
  });
  const open = isOwner && (booking.can.move || booking.can.cancel || booking.can.settle);
  if (!open && !answer?.ok) return null;
  return (
    <div className="mt-3 grid gap-4 border-t border-slate-200 pt-3">
      <DoneNotice message={answer?.ok} />
      {open && booking.can.move && booking.moveTo?.length ? (
        <MoveBookingForm {...act("booking-move")} options={booking.moveTo} />
      ) : null}
      {open && booking.can.cancel ? (
        <CancelBookingForm
          {...act("booking-cancel")}
          depositCents={booking.depositCents}
          depositPaid={booking.depositPaid}
          rule={booking.depositOnCancel}
        />
      ) : null}
      {open && booking.can.settle ? (
        <div className="grid gap-2 sm:grid-cols-2">
          <CompleteBookingForm {...act("booking-complete")} />
          <NoShowBookingForm {...act("booking-no-show")} />
        </div>
      ) : null}
    </div>
  );
}
