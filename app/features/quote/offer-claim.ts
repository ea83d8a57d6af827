import { useSyncExternalStore } from "react";

// The welcome offer (SPEC.md 4 and 9): the popup's session flag, and whether
// the visitor claimed the offer, which the quote form then carries.

/** Set when the popup has been shown: it appears once per browser session. */
export const OFFER_SEEN_KEY = "discountSeenV2";
export const OFFER_DELAY_MS = 8_000;
/** The quote form's heading: where claiming the offer takes the visitor (and their focus). */
export const QUOTE_FORM_HEADING_ID = "quote-form-title";
const CLAIMED_KEY = "eliteWelcomeOfferClaimed";
const CLAIMED_EVENT = "elite:welcome-offer-claimed";

function read(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null; // storage blocked: behave as a fresh session
  }
}

function write(key: string, value: string) {
  try {
    window.sessionStorage.setItem(key, value);
  } catch {
    // storage blocked: the offer still works for this page
  }
}

export const hasSeenOffer = () => read(OFFER_SEEN_KEY) !== null;
export const markOfferSeen = () => write(OFFER_SEEN_KEY, "true");

let claimedInMemory = false;

export function claimOffer() {
  claimedInMemory = true;
  write(CLAIMED_KEY, "true");
  window.dispatchEvent(new Event(CLAIMED_EVENT));
}

/** Calls `onChange` whenever the offer is claimed; returns the unsubscribe. */
export function subscribeToOfferClaim(onChange: () => void) {
  window.addEventListener(CLAIMED_EVENT, onChange);
  return () => window.removeEventListener(CLAIMED_EVENT, onChange);
}

export const isOfferClaimed = () => claimedInMemory || read(CLAIMED_KEY) === "true";

/** True once the visitor claimed the offer in this session (false on the server). */
export function useOfferClaimed(): boolean {
  return useSyncExternalStore(subscribeToOfferClaim, isOfferClaimed, () => false);
}
