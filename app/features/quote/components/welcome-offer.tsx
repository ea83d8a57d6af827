import { Suspense, useEffect, useState } from "react";
import { lazyOr } from "~/speed/lazy-or.ts";
import { hasSeenOffer, markOfferSeen, OFFER_DELAY_MS } from "../offer-claim.ts";

// The popup's code is fetched when it is time to show it, not with the page.
const WelcomeOfferDialog = lazyOr(
  () => import("./welcome-offer-dialog.tsx").then((module) => module.WelcomeOfferDialog),
  () => null,
);

/** The welcome discount popup (SPEC.md 4 and 9): 8 seconds after load, once per browser session. */
export function WelcomeOffer() {
  const [show, setShow] = useState(false);
  useEffect(() => {
    if (hasSeenOffer()) return;
    const timer = setTimeout(() => {
      if (hasSeenOffer()) return; // shown in another tab of this session meanwhile
      markOfferSeen();
      setShow(true);
    }, OFFER_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return show ? (
    <Suspense fallback={null}>
      <WelcomeOfferDialog />
    </Suspense>
  ) : null;
}
