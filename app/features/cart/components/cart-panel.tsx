import { Minus, Plus, ShoppingBag, Trash2, X } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { SmartLink } from "~/components/smart-link.tsx";
import { Spinner } from "~/components/spinner.tsx";
import { buttonClass } from "~/components/ui/button.tsx";
import { useToast } from "~/components/ui/toast.tsx";
import { useFocusTrap } from "~/lib/use-focus-trap.ts";
import { formatCartTotal, formatPrice, effectivePrice } from "~/features/catalog/price.ts";
import { useCart } from "../cart-context.tsx";

/** The cart panel (SPEC.md 2): slides in from the right over a dimmed backdrop. */
export function CartPanel() {
  const cart = useCart();
  const toast = useToast();
  const dialog = useRef<HTMLDialogElement>(null);
  const [busy, setBusy] = useState(false);
  // The native modal dialog makes the page inert, but Tab can still leave for
  // the browser's own toolbar; the trap keeps it cycling inside the panel.
  const close = useCallback(() => cart.setOpen(false), [cart]);
  useFocusTrap(dialog, cart.isOpen, close);

  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (cart.isOpen && !el.open) el.showModal();
    if (!cart.isOpen && el.open) el.close();
  }, [cart.isOpen]);

  async function checkout() {
    if (cart.lines.length === 0) {
      toast({
        title: "Your cart is empty",
        description: "Add some products to your cart before checking out.",
        variant: "destructive",
      });
      return;
    }
    setBusy(true);
    try {
      const { url } = await cart.checkout({
        items: cart.lines.map((l) => ({ variant_id: l.variant.id, quantity: l.quantity })),
        successUrl: `${window.location.origin}/success`,
        cancelUrl: window.location.href,
        timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      });
      // SPEC.md 4: the cart is emptied before leaving for the payment page.
      cart.clear();
      window.location.assign(url);
    } catch (error) {
      console.warn("checkout failed", error);
      toast({
        title: "Checkout Error",
        description: "There was a problem initializing checkout. Please try again.",
        variant: "destructive",
      });
      setBusy(false);
    }
  }

  return (
    <dialog
      ref={dialog}
      aria-labelledby="cart-title"
      onClose={() => cart.setOpen(false)}
      onClick={(e) => {
        if (e.target === e.currentTarget) cart.setOpen(false);
      }}
      className="fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-dvh w-full max-w-md bg-white p-0 shadow-2xl backdrop:bg-ink-950/60 open:animate-slide-in-right"
    >
      <div className="flex h-full flex-col">
        <div className="flex items-center justify-between border-b border-slate-200 px-6 py-5">
          <h2 id="cart-title" className="text-xl font-semibold">
            Your cart
          </h2>
          <button
            type="button"
            onClick={() => cart.setOpen(false)}
            aria-label="Close cart"
            className="rounded-full p-2 hover:bg-slate-100"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        </div>
        {cart.lines.length === 0 ? (
          <div className="flex flex-1 flex-col items-center justify-center gap-3 px-6 text-center">
            <ShoppingBag aria-hidden="true" className="size-10 text-slate-400" />
            <p className="font-semibold">Your cart is empty</p>
            <SmartLink
              href="/shop"
              onClick={() => cart.setOpen(false)}
              className="text-sm font-medium text-sea-900 underline"
            >
              Browse the shop
            </SmartLink>
          </div>
        ) : (
          <ul className="flex-1 divide-y divide-slate-200 overflow-y-auto px-6" aria-label="Cart items">
            {cart.lines.map((line) => (
              <li key={line.variant.id} className="flex gap-4 py-5" data-testid="cart-line">
                {line.product.image && (
                  <img
                    src={line.product.image}
                    alt=""
                    width={80}
                    height={80}
                    className="size-20 shrink-0 rounded-xl bg-slate-100 object-cover"
                  />
                )}
                <div className="flex flex-1 flex-col">
                  <p className="font-semibold text-ink-900">{line.product.title}</p>
                  <p className="text-sm text-slate-600">{line.variant.title}</p>
                  <p className="mt-1 text-sm font-medium">
                    {formatPrice(effectivePrice(line.variant), line.variant.currency_info)}
                  </p>
                  <div className="mt-3 flex items-center justify-between">
                    <div className="flex items-center rounded-full border border-slate-300">
                      <button
                        type="button"
                        onClick={() => cart.decrease(line.variant.id)}
                        disabled={line.quantity <= 1}
                        aria-label={`Decrease quantity of ${line.product.title} (${line.variant.title})`}
                        className="rounded-full p-2 hover:bg-slate-100 disabled:opacity-40"
                      >
                        <Minus aria-hidden="true" className="size-4" />
                      </button>
                      <span
                        className="min-w-8 text-center text-sm font-semibold"
                        aria-label="Quantity"
                        data-testid="cart-line-quantity"
                      >
                        {line.quantity}
                      </span>
                      <button
                        type="button"
                        onClick={() => void cart.increase(line.variant.id)}
                        aria-label={`Increase quantity of ${line.product.title} (${line.variant.title})`}
                        className="rounded-full p-2 hover:bg-slate-100"
                      >
                        <Plus aria-hidden="true" className="size-4" />
                      </button>
                    </div>
                    <button
                      type="button"
                      onClick={() => cart.remove(line.variant.id)}
                      aria-label={`Remove ${line.product.title} (${line.variant.title})`}
                      className="rounded-full p-2 text-slate-500 hover:bg-red-50 hover:text-red-700"
                    >
                      <Trash2 aria-hidden="true" className="size-4" />
                    </button>
                  </div>
                </div>
              </li>
            ))}
          </ul>
        )}
        <div className="border-t border-slate-200 px-6 py-5">
          <div className="flex items-center justify-between text-lg font-semibold">
            <span>Total</span>
            <span data-testid="cart-total">{formatCartTotal(cart.lines)}</span>
          </div>
          <button
            type="button"
            onClick={() => void checkout()}
            disabled={busy}
            className={buttonClass("primary", "mt-4 w-full")}
          >
            {busy ? <Spinner className="[&>span:first-child]:size-5" label="Starting checkout" /> : "Checkout"}
          </button>
          <p className="mt-3 text-center text-xs text-slate-500">Secure payment on our payment provider's page.</p>
        </div>
      </div>
    </dialog>
  );
}
