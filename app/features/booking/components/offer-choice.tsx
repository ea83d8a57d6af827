import { BadgePercent } from "lucide-react";
import { useEffect } from "react";
import { business } from "~/config/business.ts";
import { useOfferClaimed } from "~/features/quote/offer-claim.ts";
import { dollars } from "../booking-format.ts";
import { describePrice, OFFER_FIELD, offerDiscountCents, offerLabel } from "../welcome-offer.ts";
import { FieldError } from "./slot-picker.tsx";

// The welcome offer on /book/when (issue 23): a checkbox the visitor ticks (or
// that ticks itself when they claimed the popup's offer in this visit), and
// what it does to the price. The server decides whether they may have it.

export function OfferChoice({
  checked,
  onChange,
  priceCents,
  depositCents,
  error,
  errorId = "offer-error",
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  priceCents: number | null;
  depositCents: number;
  error?: string;
  errorId?: string;
}) {
  const claimed = useOfferClaimed();
  useEffect(() => {
    if (claimed) onChange(true);
  }, [claimed, onChange]);
  const percent = business.offer.percent;
  return (
    <section
      aria-labelledby="offer-heading"
      className="rounded-2xl border border-gold-300 bg-sand-100 p-4 text-ink-900"
      data-testid="offer-choice"
    >
      <h2 id="offer-heading" className="flex items-center gap-2 text-lg font-semibold">
        <BadgePercent aria-hidden="true" className="size-5 text-gold-700" />
        Welcome offer
      </h2>
      <div className="mt-2 flex items-start gap-3">
        <input
          id="welcome-offer"
          type="checkbox"
          name={OFFER_FIELD}
          value="on"
          checked={checked}
          onChange={(event) => onChange(event.currentTarget.checked)}
          className="mt-0.5 size-6 shrink-0 accent-gold-600"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${errorId} offer-effect` : "offer-effect"}
        />
        <label htmlFor="welcome-offer" className="text-sm font-semibold">
          {offerLabel}
        </label>
      </div>
      <p id="offer-effect" className="mt-2 text-sm text-slate-700" aria-live="polite">
        {checked
          ? `Your price: ${describePrice(priceCents, percent)}. The ${dollars(depositCents)} deposit stays the same and comes off that price.`
          : priceCents !== null
            ? `${percent}% off this job is ${dollars(offerDiscountCents(priceCents, percent))}, for first-time customers.`
            : `${percent}% off the job's price, for first-time customers.`}
      </p>
      <FieldError id={errorId} message={error} />
    </section>
  );
}
