import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
  type ReactNode,
} from "react";
import { useToast } from "~/components/ui/toast.tsx";
import { createStoreClient } from "~/features/catalog/store-client.ts";
import { createCheckoutClient, type CheckoutClient } from "~/features/checkout/checkout-client.ts";
import {
  CART_STORAGE_KEY,
  cartReducer,
  countItems,
  parseStoredCart,
  stockError,
  toCartItem,
  type CartLine,
  type CartProduct,
  type CartVariant,
} from "./cart.ts";

type CartApi = {
  lines: CartLine[];
  count: number;
  isOpen: boolean;
  setOpen: (open: boolean) => void;
  /** Adds after checking live stock; resolves to false when refused. */
  add: (product: CartProduct, variant: CartVariant, quantity: number) => Promise<boolean>;
  increase: (variantId: string) => Promise<void>;
  decrease: (variantId: string) => void;
  remove: (variantId: string) => void;
  clear: () => void;
  /** Starts the payment (the server re-prices); resolves to the payment page's address. */
  checkout: CheckoutClient["checkout"];
};

function readStoredCart(): string | null {
  try {
    return window.localStorage.getItem(CART_STORAGE_KEY);
  } catch {
    return null;
  }
}

const CartContext = createContext<CartApi | null>(null);

export function useCart(): CartApi {
  const cart = useContext(CartContext);
  if (!cart) throw new Error("useCart outside CartProvider");
  return cart;
}

export function CartProvider({
  children,
  store,
}: {
  children: ReactNode;
  store: { baseUrl: string; storeId: string };
}) {
  const [lines, dispatch] = useReducer(cartReducer, []);
  const [isOpen, setOpen] = useState(false);
  const loaded = useRef(false);
  const toast = useToast();
  const client = useMemo(() => createStoreClient(store), [store]);
  const checkoutClient = useMemo(() => createCheckoutClient(store), [store]);

  // Read back at start (after hydration: the server has no localStorage).
  useEffect(() => {
    const stored = parseStoredCart(readStoredCart());
    // An empty cart is what was rendered: nothing to render again.
    if (stored.length > 0) dispatch({ type: "load", lines: stored });
    loaded.current = true;
  }, []);

  useEffect(() => {
    if (!loaded.current) return;
    try {
      window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(lines));
    } catch {
      // Storage full or blocked: the cart still works for this visit.
    }
  }, [lines]);

  const liveStock = useCallback(
    async (productId: string, variant: CartVariant) => {
      try {
        const stock = await client.getVariantStock([productId]);
        return stock.find((s) => s.id === variant.id)?.inventory_quantity ?? variant.inventory_quantity;
      } catch {
        return variant.inventory_quantity;
      }
    },
    [client],
  );

  const linesRef = useRef(lines);
  useEffect(() => {
    linesRef.current = lines;
  }, [lines]);

  const add = useCallback(
    async (product: CartProduct, variant: CartVariant, quantity: number) => {
      const item = toCartItem(product, variant);
      const available = variant.manage_inventory ? await liveStock(product.id, variant) : Infinity;
      const error = stockError(linesRef.current, item.product, item.variant, quantity, available);
      if (error) {
        toast({ title: "Not enough stock", description: error, variant: "destructive" });
        return false;
      }
      dispatch({
        type: "add",
        ...item,
        variant: {
          ...item.variant,
          inventory_quantity: Number.isFinite(available) ? available : item.variant.inventory_quantity,
        },
        quantity,
      });
      toast({ title: "Added to cart", description: `${item.product.title} (${item.variant.title})` });
      return true;
    },
    [liveStock, toast],
  );

  const increase = useCallback(
    async (variantId: string) => {
      const line = linesRef.current.find((l) => l.variant.id === variantId);
      if (!line) return;
      const available = line.variant.manage_inventory ? await liveStock(line.product.id, line.variant) : Infinity;
      const error = stockError(linesRef.current, line.product, line.variant, 1, available);
      if (error) {
        toast({ title: "Not enough stock", description: error, variant: "destructive" });
        return;
      }
      dispatch({ type: "increase", variantId });
    },
    [liveStock, toast],
  );

  const value = useMemo<CartApi>(
    () => ({
      lines,
      count: countItems(lines),
      isOpen,
      setOpen,
      add,
      increase,
      decrease: (variantId) => dispatch({ type: "decrease", variantId }),
      remove: (variantId) => dispatch({ type: "remove", variantId }),
      clear: () => {
        dispatch({ type: "clear" });
        // Written at once: checkout leaves the page right after clearing.
        try {
          window.localStorage.setItem(CART_STORAGE_KEY, "[]");
        } catch {
          // Storage blocked: nothing to clear.
        }
      },
      checkout: checkoutClient.checkout,
    }),
    [lines, isOpen, add, increase, checkoutClient],
  );
  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}
