import { SmartLink } from "~/components/smart-link.tsx";
import { business } from "~/config/business.ts";
import { formOnDemand } from "~/speed/form-on-demand.tsx";
import { isOfferClaimed, subscribeToOfferClaim } from "../offer-claim.ts";
import type { QuoteAnswer } from "../types.ts";

// The quote form is the largest piece of code on the landing page, and most
// visitors never touch it. The page arrives with the server's copy of the form,
// a plain <form method="post"> that works without JavaScript (docs/decisions/
// 009), and keeps it as it is on hydration, like a static region. When the form
// comes near the screen, or the visitor reaches into it first (focus, pointer,
// key, typing, sending, or claiming the welcome offer), the interactive form is
// fetched and takes its place, carrying over what was typed, chosen and focused
// meanwhile, and sends if Send was pressed. If the code cannot be fetched, the server's form posts as
// it would without JavaScript. The mechanism is generic (speed/form-on-demand.tsx); this file and
// quote-form-handover.tsx say what is the quote's. See docs/decisions/011 and 013.

export const QuoteFormOnDemand = formOnDemand<{ token: string; serverResult?: QuoteAnswer }>({
  id: "quote-form-region",
  load: () => import("./quote-form-handover.tsx").then((module) => module.HandedOverQuoteForm),
  unavailable: QuoteFormUnavailable,
  // A visitor who claimed the offer sees it applied in the form right away.
  wakeWhen: (wake) => {
    const stop = subscribeToOfferClaim(wake);
    if (isOfferClaimed()) wake();
    return stop;
  },
});

/** The form's code could not be fetched (connection lost): say so, with the phone number. */
function QuoteFormUnavailable() {
  return (
    <div role="alert" className="rounded-3xl bg-white p-6 text-slate-700 shadow-2xl shadow-ink-950/40 sm:p-8">
      <p className="text-lg font-semibold text-ink-900">The quote form couldn't load.</p>
      <p className="mt-2">
        Check your connection and reload the page, or call us at{" "}
        <SmartLink href={business.phone.href} className="font-semibold text-sea-900 underline">
          {business.phone.display}
        </SmartLink>
        .
      </p>
    </div>
  );
}
