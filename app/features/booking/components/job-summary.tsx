import { Link } from "react-router";
import { dollars } from "../booking-format.ts";
import { offerDiscountCents, priceAfterOffer } from "../welcome-offer.ts";

// The job being booked, beside the time slots of /book/when: what, what it
// costs (or its range when the price needs a look), the deposit, time on site.

export type JobSummaryData = {
  summary: string;
  priceCents: number | null;
  range: { minCents: number; maxCents: number } | null;
  depositCents: number;
  durationMinutes: number;
};

export function JobSummary({
  job,
  backHref,
  offerPercent = null,
}: {
  job: JobSummaryData;
  backHref: string;
  /** The welcome offer the visitor asked for (welcome-offer.ts), shown off the price. */
  offerPercent?: number | null;
}) {
  return (
    <section aria-labelledby="job-heading" className="rounded-2xl border border-slate-200 bg-white p-5">
      <h2 id="job-heading" className="text-lg font-semibold text-ink-900">
        Your job
      </h2>
      <p className="mt-1 text-sm text-slate-700">{job.summary}</p>
      <dl className="mt-3 grid grid-cols-2 gap-1 text-sm">
        <dt className="text-slate-600">Price</dt>
        <dd className="text-right font-semibold text-ink-900">
          {job.priceCents !== null
            ? dollars(job.priceCents)
            : job.range
              ? `${dollars(job.range.minCents)} to ${dollars(job.range.maxCents)}, after a look`
              : "After a look"}
        </dd>
        {offerPercent ? (
          <>
            <dt className="text-slate-600">Welcome offer</dt>
            <dd className="text-right font-semibold text-ink-900" data-testid="offer-line">
              {job.priceCents !== null
                ? `-${dollars(offerDiscountCents(job.priceCents, offerPercent))} (${offerPercent}%)`
                : `${offerPercent}% off`}
            </dd>
            {job.priceCents !== null ? (
              <>
                <dt className="text-slate-600">Your price</dt>
                <dd className="text-right font-semibold text-ink-900">
                  {dollars(priceAfterOffer(job.priceCents, offerPercent)!)}
                </dd>
              </>
            ) : null}
          </>
        ) : null}
        <dt className="text-slate-600">Deposit to book</dt>
        <dd className="text-right font-semibold text-ink-900">{dollars(job.depositCents)}</dd>
        <dt className="text-slate-600">Time on site</dt>
        <dd className="text-right text-ink-900">about {Math.round((job.durationMinutes / 60) * 10) / 10} hours</dd>
      </dl>
      <Link to={backHref} className="mt-3 inline-block text-sm font-semibold text-sea-800 underline">
        Change what we're doing
      </Link>
    </section>
  );
}
