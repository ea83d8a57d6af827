import { useEffect, useRef, useState, type ComponentType } from "react";
import { flushSync } from "react-dom";
import { useNavigate } from "react-router";
import { SmartLink } from "~/components/smart-link.tsx";
import { followAppLink, useKeptHtml } from "~/components/static-region.tsx";
import { business } from "~/config/business.ts";
import { lazyOr } from "~/lib/lazy-or.ts";
import { emptyQuoteValues, type QuoteField } from "../fields.ts";
import { isOfferClaimed, subscribeToOfferClaim } from "../offer-claim.ts";
import type { QuoteActionData } from "../types.ts";
import type { QuoteFormProps, QuoteFormResume } from "./quote-form.tsx";

// The quote form is the largest piece of code on the landing page, and most
// visitors never touch it. The page arrives with the server's copy of the form,
// a plain <form method="post"> that works without JavaScript (docs/decisions/
// 009), and keeps it as it is on hydration, like a static region. When the form
// comes near the screen, or the visitor reaches into it first (focus, pointer,
// key, typing, sending, or claiming the welcome offer), the interactive form is
// fetched and takes its place, carrying over what was typed, chosen and focused
// meanwhile, and sends if Send was pressed. If the code cannot be fetched, the server's form posts as
// it would without JavaScript. See docs/decisions/011.

const REGION_ID = "quote-form-region";
const loadQuoteForm = () => import("./quote-form.tsx").then((module) => module.QuoteForm);
const LazyQuoteForm = lazyOr(loadQuoteForm, QuoteFormUnavailable);
const WAKE_EVENTS = ["focusin", "pointerdown", "keydown", "input", "change", "submit"] as const;

export function QuoteFormOnDemand({ token, serverResult }: { token: string; serverResult?: QuoteActionData }) {
  const navigate = useNavigate();
  const region = useRef<HTMLDivElement>(null);
  const key = JSON.stringify({ token, serverResult });
  const kept = useKeptHtml(REGION_ID, key);
  const [live, setLive] = useState<{ Form: ComponentType<QuoteFormProps>; resume: QuoteFormResume } | null>(null);
  const keeping = kept !== null && kept.key === key && live === null;

  useEffect(() => {
    const element = region.current;
    if (!keeping || !element) return;
    const changed = new Set<string>();
    let waking = false;
    let pointerDown = false;
    let pendingSwap: (() => void) | null = null;

    let sendWhenReady = false;
    const swap = (Form: ComponentType<QuoteFormProps>) => {
      const focus = readFocus(element);
      const resume = readResume(element, changed, focus?.name);
      flushSync(() => setLive({ Form, resume }));
      // The server's copy is gone; its replacement stands under the same id.
      const replacement = document.getElementById(REGION_ID);
      if (!replacement) return;
      restoreFocus(replacement, focus);
      // Sent before the code arrived: the interactive form checks and sends it now.
      if (sendWhenReady) replacement.querySelector("form")?.requestSubmit();
    };
    const wake = () => {
      if (waking) return;
      waking = true;
      loadQuoteForm().then(
        (Form) => {
          // Mid-click, the element under the pointer must not change before the click lands.
          if (pointerDown) pendingSwap = () => swap(Form);
          else swap(Form);
        },
        () => {
          // Not fetched: the server's form still works as a plain post.
          waking = false;
          if (sendWhenReady) element.querySelector("form")?.submit();
        },
      );
    };
    const onEvent = (event: Event) => {
      if (event.type === "submit") {
        event.preventDefault();
        sendWhenReady = true;
      }
      if (event.type === "pointerdown") pointerDown = true;
      const target = event.target;
      if ((event.type === "input" || event.type === "change") && hasName(target)) changed.add(target.name);
      wake();
    };
    const onPointerUp = () => {
      pointerDown = false;
      const run = pendingSwap;
      pendingSwap = null;
      if (run) setTimeout(run, 0);
    };
    for (const type of WAKE_EVENTS) element.addEventListener(type, onEvent);
    window.addEventListener("pointerup", onPointerUp);
    window.addEventListener("pointercancel", onPointerUp);
    // Coming into view: fetch it and take over before the visitor reaches for it
    // (on a phone, replacing the field being typed in would close the keyboard).
    const nearby = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && wake(), { rootMargin: "50% 0px" });
    nearby.observe(element);
    const stopWatchingClaim = subscribeToOfferClaim(wake);
    // A visitor who claimed the offer sees it applied in the form right away.
    if (isOfferClaimed()) wake();
    return () => {
      for (const type of WAKE_EVENTS) element.removeEventListener(type, onEvent);
      window.removeEventListener("pointerup", onPointerUp);
      window.removeEventListener("pointercancel", onPointerUp);
      nearby.disconnect();
      stopWatchingClaim();
    };
  }, [keeping]);

  if (keeping) {
    return (
      <div
        key="kept"
        ref={region}
        id={REGION_ID}
        onClick={(event) => followAppLink(event, navigate)}
        dangerouslySetInnerHTML={{ __html: kept.html }}
      />
    );
  }
  if (live) {
    return (
      <div key="live" id={REGION_ID}>
        <live.Form token={token} serverResult={serverResult} resume={live.resume} />
      </div>
    );
  }
  // On the server, and when reached by a client-side navigation (which waits for the form's code, see static-region.tsx).
  return (
    <div key="live" id={REGION_ID}>
      <LazyQuoteForm token={token} serverResult={serverResult} />
    </div>
  );
}

type FocusSpot = { id: string; name: string; value: string; selection: [number, number] | null };

type NamedField = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
const hasName = (target: EventTarget | null): target is NamedField =>
  target instanceof HTMLInputElement || target instanceof HTMLSelectElement || target instanceof HTMLTextAreaElement;

function readFocus(element: HTMLElement): FocusSpot | null {
  const active = document.activeElement;
  if (!(active instanceof HTMLElement) || !element.contains(active)) return null;
  const field = hasName(active) ? active : null;
  let selection: [number, number] | null = null;
  if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) {
    try {
      if (field.selectionStart !== null && field.selectionEnd !== null) selection = [field.selectionStart, field.selectionEnd];
    } catch {
      // inputs without a caret (radio, checkbox)
    }
  }
  return { id: active.id, name: field?.name ?? "", value: field?.value ?? "", selection };
}

/** What the visitor typed or chose in the server's form: only the fields they changed, so nothing else is overridden. */
function readResume(element: HTMLElement, changed: Set<string>, focusedName: string | undefined): QuoteFormResume {
  const form = element.querySelector("form");
  const data = form ? new FormData(form) : new FormData();
  const fields = Object.keys(emptyQuoteValues) as QuoteField[];
  const values: QuoteFormResume["values"] = {};
  for (const field of fields) {
    const value = data.get(field);
    if (changed.has(field) && typeof value === "string") values[field] = value;
  }
  return {
    values,
    touched: fields.filter((field) => changed.has(field) && field !== focusedName),
    offerChoice: changed.has("welcomeOffer") ? data.has("welcomeOffer") : undefined,
  };
}

function restoreFocus(element: HTMLElement, spot: FocusSpot | null) {
  if (!spot) return;
  const byId = spot.id ? document.getElementById(spot.id) : null;
  const byName = spot.name
    ? [...element.querySelectorAll<HTMLElement>(`[name="${CSS.escape(spot.name)}"]`)].find(
        (candidate) => !(candidate instanceof HTMLInputElement && (candidate.type === "radio" || candidate.type === "checkbox")) || candidate.value === spot.value,
      )
    : null;
  const target = byId ?? byName;
  if (!target) return;
  target.focus({ preventScroll: true });
  if (spot.selection && (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement)) {
    try {
      target.setSelectionRange(...spot.selection);
    } catch {
      // inputs without a caret
    }
  }
}

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
