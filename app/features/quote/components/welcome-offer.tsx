import { Suspense, useCallback, useEffect, useState } from "react";
import { useLocation } from "react-router";
import { lazyOr } from "~/speed/lazy-or.ts";
import { hasSeenOffer, markOfferSeen, OFFER_DELAY_MS } from "../offer-claim.ts";

// The popup's code is fetched when it is time to show it, not with the page.
const WelcomeOfferDialog = lazyOr(
  () => import("./welcome-offer-dialog.tsx").then((module) => module.WelcomeOfferDialog),
  () => null,
);

/**
 * The welcome discount popup (SPEC.md 4 and 9): 8 seconds after load, once per
 * browser session; but never over a form being filled (issue 23): while the
 * visitor's focus is in a form's field, or a form of the page has been typed
 * into and not sent, it waits until the form is sent or left, or another page
 * is open.
 */
export function WelcomeOffer() {
  const [show, setShow] = useState(false);
  const [waiting, setWaiting] = useState(false);
  const { key } = useLocation();
  const reveal = useCallback(() => {
    setWaiting(false);
    if (hasSeenOffer()) return; // shown in another tab of this session meanwhile
    markOfferSeen();
    setShow(true);
  }, []);
  useEffect(() => trackTyping(), []);
  useEffect(() => {
    if (hasSeenOffer()) return;
    const timer = setTimeout(() => (isFillingForm() ? setWaiting(true) : reveal()), OFFER_DELAY_MS);
    return () => clearTimeout(timer);
  }, [reveal]);
  // Waiting: look again when a page is open, and whenever focus leaves a field
  // (not at the moment a form is sent: its answer or the next page comes first).
  useEffect(() => {
    if (!waiting) return;
    const check = () => queueMicrotask(() => !isFillingForm() && reveal());
    // Focus moving on to another field (relatedTarget) is still filling the form.
    const onFocusOut = (event: FocusEvent) => !formOfField(event.relatedTarget) && check();
    check();
    document.addEventListener("focusout", onFocusOut, true);
    return () => document.removeEventListener("focusout", onFocusOut, true);
  }, [waiting, key, reveal]);
  return show ? (
    <Suspense fallback={null}>
      <WelcomeOfferDialog />
    </Suspense>
  ) : null;
}

const FIELD = "input:not([type=hidden]):not([type=submit]):not([type=button]):not([type=reset]), textarea, select";

/** The form the visitor last typed into and has not sent. */
let typedForm: HTMLFormElement | null = null;

function formOfField(target: EventTarget | null): HTMLFormElement | null {
  return target instanceof Element && target.matches(FIELD) ? target.closest("form") : null;
}

/** Remembers the form typed into until it is sent; returns the stop. */
function trackTyping(): () => void {
  const onInput = (event: Event) => {
    typedForm = formOfField(event.target) ?? typedForm;
  };
  const onSubmit = (event: Event) => {
    if (event.target === typedForm) typedForm = null;
  };
  document.addEventListener("input", onInput, true);
  document.addEventListener("submit", onSubmit, true);
  return () => {
    document.removeEventListener("input", onInput, true);
    document.removeEventListener("submit", onSubmit, true);
  };
}

/** Focus is in a form's field, or a form still on the page was typed into and not sent. */
function isFillingForm(): boolean {
  // During a focus change the focus is on the body: whatever comes next is judged by focusout's relatedTarget.
  if (formOfField(document.activeElement)) return true;
  return typedForm?.isConnected === true;
}
