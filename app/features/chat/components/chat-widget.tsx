import { MessageCircle, X } from "lucide-react";
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { Spinner } from "~/components/spinner.tsx";

// The chat button on every page (SPEC.md 2). It is all the page carries: the
// panel's code is fetched the first time the visitor opens it.

export const CHAT_BUTTON_DELAY_MS = 1000;

const ChatPanel = lazy(() => import("./chat-panel.tsx"));

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
