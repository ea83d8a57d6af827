import { Minus, Plus, ShoppingBag } from "lucide-react";
import { useState } from "react";
import { buttonClass } from "~/components/ui/button.tsx";
import type { Product, Variant } from "~/features/catalog/types.ts";
import { useCart } from "../cart-context.tsx";

export function AddToCart({ product, variant, disabled }: { product: Product; variant: Variant; disabled: boolean }) {
  const cart = useCart();
  const [quantity, setQuantity] = useState(1);
  const [busy, setBusy] = useState(false);
  return (
    <div className="flex flex-wrap items-center gap-3">
      <div className="flex items-center rounded-full border border-slate-300" role="group" aria-label="Quantity">
        <button
          type="button"
          aria-label="Decrease quantity"
          onClick={() => setQuantity((q) => Math.max(1, q - 1))}
          className="rounded-full p-3 hover:bg-slate-100"
        >
          <Minus aria-hidden="true" className="size-4" />
        </button>
        <input
          type="number"
          inputMode="numeric"
          min={1}
          max={99}
          aria-label="Quantity"
          value={quantity}
          onChange={(e) => setQuantity(Math.min(99, Math.max(1, Math.floor(Number(e.target.value)) || 1)))}
          className="w-12 [appearance:textfield] bg-transparent text-center font-semibold [&::-webkit-inner-spin-button]:appearance-none"
        />
        <button
          type="button"
          aria-label="Increase quantity"
          onClick={() => setQuantity((q) => Math.min(99, q + 1))}
          className="rounded-full p-3 hover:bg-slate-100"
        >
          <Plus aria-hidden="true" className="size-4" />
        </button>
      </div>
      <button
        type="button"
        disabled={disabled || busy}
        onClick={async () => {
          setBusy(true);
          await cart.add(product, variant, quantity);
          setBusy(false);
        }}
        className={buttonClass("primary", "flex-1 px-8 text-base")}
      >
        <ShoppingBag aria-hidden="true" className="size-5" /> Add to cart
      </button>
    </div>
  );
}
