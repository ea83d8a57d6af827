import { useEffect, useRef, useState, type ComponentType } from "react";
import { flushSync } from "react-dom";
import { useNavigate } from "react-router";
import { lazyOr } from "./lazy-or.ts";
import { followAppLink, useKeptHtml } from "./static-region.tsx";

/**
 * What the visitor changed in the server's copy of a form before the
 * interactive one took its place: every field they typed in, chose a radio
 * button or an option of, ticked or unticked, by name, with its values as the
 * form would send them (one for a text field, a radio group or a select; the
 * ticked ones of checkboxes, none when all are unticked). Fields the visitor
 * did not change are left out, so nothing the page set meanwhile is
 * overridden. `focused`: the name of the field that had focus, if any.
 */
export type FormHandover = { changed: Record<string, string[]>; focused: string | null };

const WAKE_EVENTS = ["focusin", "pointerdown", "keydown", "input", "change", "submit"] as const;

/**
 * A form whose code is fetched when the visitor starts on it (docs/decisions/
 * 011, 013). The page arrives with the server's copy of the form, a plain
 * <form method="post"> that works without JavaScript, and keeps it as it is on
 * hydration, like a static region. When the form comes within half a screen of
 * the viewport, or the visitor reaches into it first (focus, pointer, key,
 * typing, sending, or `wakeWhen` calling its `wake`), the interactive form is
 * fetched from `load` and takes its place with `handover` (what was typed,
 * chosen and focused meanwhile); focus and caret are
 * restored, a swap waits for a click in progress to land, and Send pressed
 * before the code arrived is answered once it does. If the code cannot be
 * fetched, the server's form posts as it would without JavaScript.
 *
 * On the server, and when reached by a client-side navigation (which waits for
 * the code, see static-region.tsx), the form is rendered from `load` like any
 * component; a failed download shows `unavailable`.
 */
export function formOnDemand<P extends object>({
  id,
  load,
  unavailable,
  wakeWhen,
}: {
  /** The wrapper's id, unique on the page. */
  id: string;
  /** The interactive form; it gets `handover` when it takes the server's copy's place. */
  load: () => Promise<ComponentType<P & { handover?: FormHandover }>>;
  unavailable: ComponentType<P>;
  /** Other reasons to fetch the form at once: subscribe, call `wake`, return the unsubscribe. */
  wakeWhen?: (wake: () => void) => () => void;
}): ComponentType<P> {
  const LazyForm = lazyOr<P & { handover?: FormHandover }>(load, unavailable);

  function FormOnDemand(props: P) {
    const navigate = useNavigate();
    const region = useRef<HTMLDivElement>(null);
    const key = JSON.stringify(props);
    const kept = useKeptHtml(id, key);
    const [live, setLive] = useState<{
      Form: ComponentType<P & { handover?: FormHandover }>;
      handover: FormHandover;
    } | null>(null);
    const keeping = kept !== null && kept.key === key && live === null;

    useEffect(() => {
      const element = region.current;
      if (!keeping || !element) return;
      const changed = new Set<string>();
      let waking = false;
      let pointerDown = false;
      let pendingSwap: (() => void) | null = null;

      let sendWhenReady = false;
      const swap = (Form: ComponentType<P & { handover?: FormHandover }>) => {
        const focus = readFocus(element);
        const handover = { changed: readChanged(element, changed), focused: focus?.name || null };
        flushSync(() => setLive({ Form, handover }));
        // The server's copy is gone; its replacement stands under the same id.
        const replacement = document.getElementById(id);
        if (!replacement) return;
        restoreFocus(replacement, focus);
        // Sent before the code arrived: the interactive form checks and sends it now.
        if (sendWhenReady) replacement.querySelector("form")?.requestSubmit();
      };
      const wake = () => {
        if (waking) return;
        waking = true;
        load().then(
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
      const nearby = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && wake(), {
        rootMargin: "50% 0px",
      });
      nearby.observe(element);
      const stopWaking = wakeWhen?.(wake);
      return () => {
        for (const type of WAKE_EVENTS) element.removeEventListener(type, onEvent);
        window.removeEventListener("pointerup", onPointerUp);
        window.removeEventListener("pointercancel", onPointerUp);
        nearby.disconnect();
        stopWaking?.();
      };
    }, [keeping]);

    if (keeping) {
      return (
        <div
          key="kept"
          ref={region}
          id={id}
          onClick={(event) => followAppLink(event, navigate)}
          dangerouslySetInnerHTML={{ __html: kept.html }}
        />
      );
    }
    // Swapped in after hydration; on the server, and when reached by a client-side navigation, rendered from `load`.
    const Form = live?.Form ?? LazyForm;
    return (
      <div key="live" id={id}>
        <Form {...props} handover={live?.handover} />
      </div>
    );
  }
  return FormOnDemand;
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
      if (field.selectionStart !== null && field.selectionEnd !== null)
        selection = [field.selectionStart, field.selectionEnd];
    } catch {
      // inputs without a caret (radio, checkbox)
    }
  }
  return { id: active.id, name: field?.name ?? "", value: field?.value ?? "", selection };
}

/** The values of the fields the visitor changed, as the form would send them. */
function readChanged(element: HTMLElement, changed: Set<string>): Record<string, string[]> {
  const form = element.querySelector("form");
  const data = form ? new FormData(form) : new FormData();
  return Object.fromEntries(
    [...changed].map((name) => [name, data.getAll(name).filter((value) => typeof value === "string")]),
  );
}

function restoreFocus(element: HTMLElement, spot: FocusSpot | null) {
  if (!spot) return;
  const byId = spot.id ? document.getElementById(spot.id) : null;
  const byName = spot.name
    ? [...element.querySelectorAll<HTMLElement>(`[name="${CSS.escape(spot.name)}"]`)].find(
        (candidate) =>
          !(candidate instanceof HTMLInputElement && (candidate.type === "radio" || candidate.type === "checkbox")) ||
          candidate.value === spot.value,
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
