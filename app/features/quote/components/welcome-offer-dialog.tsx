import { BadgePercent } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { buttonClass } from "~/components/ui/button.tsx";
import { useToast } from "~/components/ui/toast.tsx";
import { business } from "~/config/business.ts";
import { useFocusTrap } from "~/lib/use-focus-trap.ts";
import { claimOffer, QUOTE_FORM_HEADING_ID } from "../offer-claim.ts";

/**
 * The welcome discount popup (SPEC.md 4 and 9), open as soon as it is mounted
 * (welcome-offer.tsx mounts it 8 seconds after load, once per browser
 * session). A native modal dialog: Escape closes it and focus stays inside; a
 * click outside does not dismiss it.
 */
export function WelcomeOfferDialog() {
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(true);
  const claimed = useRef(false);
  const toast = useToast();
  const { pathname } = useLocation();
  const close = useCallback(() => setOpen(false), []);
  useFocusTrap(dialog, open, close);

  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (open && !el.open) el.showModal();
    if (!open && el.open) el.close();
  }, [open]);

  // After the dialog has closed and given focus back. On the home page: to the
  // quote form (SPEC.md 4). Anywhere else the visitor stays where they are
  // (issue 23: a booking half chosen is never lost); the claim is kept for the
  // visit, and the quote form and /book apply it (/book's checkbox ticks itself).
  useEffect(() => {
    if (open || !claimed.current) return;
    claimed.current = false;
    if (pathname === "/") {
      document.getElementById(QUOTE_FORM_HEADING_ID)?.focus({ preventScroll: true });
      // Smooth by the page's scroll-behavior, instant for reduced motion.
      document.getElementById("contact")?.scrollIntoView({ block: "start" });
      return;
    }
    toast({
      title: `Your ${business.offer.percent}% welcome offer is saved`,
      description: pathname.startsWith("/book")
        ? "It comes off the job's price when you book: the deposit stays the same."
        : "It's applied when you book online or ask for a quote on this visit.",
    });
  }, [open, pathname, toast]);

  function claim() {
    claimOffer();
    claimed.current = true;
    setOpen(false);
  }

  return (
    <dialog
      ref={dialog}
      aria-labelledby="welcome-offer-title"
      aria-describedby="welcome-offer-text"
      onClose={close}
      className="m-auto w-[min(92vw,30rem)] overflow-hidden rounded-3xl bg-white p-0 text-left shadow-2xl backdrop:bg-ink-950/70 backdrop:backdrop-blur-sm"
    >
      <div className="relative bg-ink-900 px-8 pt-9 pb-8 text-center">
        <div
          aria-hidden="true"
          className="absolute inset-x-0 top-0 h-1 bg-gradient-to-r from-gold-600 via-gold-300 to-gold-600"
        />
        <span className="mx-auto flex size-14 items-center justify-center rounded-2xl bg-gold-400/15 text-gold-400">
          <BadgePercent aria-hidden="true" className="size-7" />
        </span>
        <p className="mt-4 text-sm font-semibold tracking-widest text-gold-400 uppercase">Welcome offer</p>
        <h2 id="welcome-offer-title" className="mt-2 text-3xl font-semibold text-balance text-white sm:text-4xl">
          Take {business.offer.percent}% off your first tint
        </h2>
      </div>
      <div className="px-8 pt-6 pb-8">
        <p id="welcome-offer-text" className="text-center text-slate-600">
          New to {business.name}? Enjoy {business.offer.text}: cars, homes and businesses, installed where you park.
          Claim it and it comes off your job when you book online or ask for a quote.
        </p>
        <div className="mt-7 flex flex-col gap-3">
          <button type="button" onClick={claim} className={buttonClass("primary", "w-full text-base")}>
            Claim My {business.offer.percent}% Discount!
          </button>
          <button type="button" onClick={close} className={buttonClass("ghost", "w-full")}>
            No Thanks
          </button>
        </div>
      </div>
    </dialog>
  );
}
