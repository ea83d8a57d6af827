import { MessageCircle, X } from "lucide-react";
import { Suspense, useCallback, useEffect, useRef, useState } from "react";
import { SmartLink } from "~/components/smart-link.tsx";
import { Spinner } from "~/components/spinner.tsx";
import { business } from "~/config/business.ts";
import { lazyOr } from "~/speed/lazy-or.ts";

// The chat button on every page (SPEC.md 2). It is all the page carries: the
// panel's code is fetched the first time the visitor opens it.

export const CHAT_BUTTON_DELAY_MS = 1000;

const ChatPanel = lazyOr(() => import("./chat-panel.tsx").then((module) => module.default), ChatUnavailable);

/** The panel's code could not be fetched (connection lost): say so, with the phone number. */
function ChatUnavailable({ open, onClose }: { open: boolean; onClose: () => void }) {
  if (!open) return null;
  return (
    <div
      role="alert"
      className="fixed right-4 bottom-24 z-40 w-[min(92vw,22rem)] rounded-2xl bg-white p-5 text-sm text-slate-700 shadow-xl sm:right-6"
    >
      <p>
        The assistant couldn't load. Check your connection and try again, or call us at{" "}
        <SmartLink href={business.phone.href} className="font-semibold text-ink-900 underline">
          {business.phone.display}
        </SmartLink>
        .
      </p>
      <button type="button" onClick={onClose} className="mt-3 font-semibold text-ink-900 underline">
        Close
      </button>
    </div>
  );
}

export function ChatWidget() {
  const [visible, setVisible] = useState(false);
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const timer = window.setTimeout(() => setVisible(true), CHAT_BUTTON_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  const close = useCallback(() => {
    setOpen(false);
    button.current?.focus();
  }, []);

  return (
    <>
      {visible && (
        <button
          ref={button}
          type="button"
          onClick={() => {
            setLoaded(true);
            setOpen((o) => !o);
          }}
          aria-expanded={open}
          aria-controls={loaded ? "chat-panel" : undefined}
          aria-label={open ? "Close the chat" : "Chat with the Elite AI Assistant"}
          data-testid="chat-button"
          className={`fixed right-4 bottom-4 z-40 flex size-14 items-center justify-center rounded-full bg-gold-400 text-ink-950 shadow-xl shadow-ink-950/25 ring-4 ring-white/70 transition hover:bg-gold-300 motion-safe:animate-chat-pop sm:right-6 sm:bottom-6 ${open ? "max-sm:hidden" : ""}`}
        >
          {open ? <X aria-hidden="true" className="size-6" /> : <MessageCircle aria-hidden="true" className="size-7" />}
        </button>
      )}
      {loaded && (
        <Suspense
          fallback={
            open ? (
              <div className="fixed right-4 bottom-24 z-40 flex size-16 items-center justify-center rounded-2xl bg-white shadow-xl sm:right-6">
                <Spinner className="[&>span:first-child]:size-6" label="Opening the chat" />
              </div>
            ) : null
          }
        >
          <ChatPanel open={open} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
