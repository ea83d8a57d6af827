import { Suspense, useEffect, useState } from "react";
import { useToast } from "~/components/ui/toast.tsx";
import { lazyOr } from "~/speed/lazy-or.ts";
import { useCart } from "../cart-context.tsx";

// The cart panel's code is fetched the first time the visitor opens the cart,
// not with every page.
const CartPanel = lazyOr(() => import("./cart-panel.tsx").then((module) => module.CartPanel), CartUnavailable);

export function CartPanelOnDemand() {
  const { isOpen } = useCart();
  const [wanted, setWanted] = useState(false);
  if (isOpen && !wanted) setWanted(true);
  return wanted ? (
    <Suspense fallback={null}>
      <CartPanel />
    </Suspense>
  ) : null;
}

/** The panel's code could not be fetched: say so, and leave the cart (kept in the browser) as it is. */
function CartUnavailable() {
  const cart = useCart();
  const toast = useToast();
  useEffect(() => {
    if (!cart.isOpen) return;
    toast({
      title: "We couldn't open your cart",
      description: "Check your connection and try again. Your items are kept.",
      variant: "destructive",
    });
    cart.setOpen(false);
  }, [cart, toast]);
  return null;
}
