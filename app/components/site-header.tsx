import { ChevronDown, Menu, ShoppingBag, X } from "lucide-react";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { useLocation } from "react-router";
import { business } from "~/config/business.ts";
import { navItems, quoteHref, type NavItem } from "~/config/navigation.ts";
import { cn } from "~/lib/cn.ts";
import { useFocusTrap } from "~/lib/use-focus-trap.ts";
import { SmartLink } from "./smart-link.tsx";
import { ButtonLink } from "./ui/button.tsx";

export const SCROLL_THRESHOLD = 20;

function useScrolledPast(threshold: number) {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [threshold]);
  return scrolled;
}

export function Logo({ className }: { className?: string }) {
  return (
    <SmartLink href="/" className={cn("flex items-center gap-2.5", className)} aria-label={`${business.name} home`}>
      <img src="/images/logo.svg" alt="" width={40} height={40} className="size-10" />
      <span className="font-display text-base leading-tight font-semibold whitespace-nowrap text-white sm:text-lg">
        Elite <span className="text-gold-400">Window Tinting</span>
      </span>
    </SmartLink>
  );
}

function DesktopGroup({ item }: { item: NavItem & { children: NonNullable<NavItem["children"]> } }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLLIElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    function onPointer(event: PointerEvent) {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    }
    function onKey(event: KeyboardEvent) {
      if (event.key === "Escape") {
        setOpen(false);
        button.current?.focus();
      }
    }
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);

  return (
    <li
      ref={root}
      className="relative"
      onBlur={(e) => {
        if (!root.current?.contains(e.relatedTarget as Node)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((v) => !v)}
        className="flex items-center gap-1 rounded-full px-3 py-2 text-sm font-medium text-white/90 hover:text-white"
      >
        {item.label}
        <ChevronDown aria-hidden="true" className={cn("size-4 transition-transform", open && "rotate-180")} />
      </button>
      <div id={id} hidden={!open} className="absolute top-full left-1/2 z-50 w-[34rem] -translate-x-1/2 pt-3">
        <ul className="grid grid-cols-2 gap-1 rounded-2xl border border-white/10 bg-ink-900/95 p-3 shadow-2xl shadow-black/40 backdrop-blur-xl">
          {item.children.map((child) => (
            <li key={child.href + child.label}>
              <SmartLink
                href={child.href}
                onClick={() => setOpen(false)}
                className="block rounded-xl p-3 transition-colors hover:bg-white/10 focus-visible:bg-white/10"
              >
                <span className="block text-sm font-semibold text-white">{child.label}</span>
                <span className="mt-0.5 block text-sm text-slate-300">{child.description}</span>
              </SmartLink>
            </li>
          ))}
        </ul>
      </div>
    </li>
  );
}

export function CartButton({ count, onOpen }: { count: number; onOpen: () => void }) {
  return (
    <button
      type="button"
      onClick={onOpen}
      aria-label={count > 0 ? `Open cart, ${count} item${count === 1 ? "" : "s"}` : "Open cart"}
      className="relative inline-flex size-11 items-center justify-center rounded-full text-white hover:bg-white/10"
    >
      <ShoppingBag aria-hidden="true" className="size-5" />
      {count > 0 && (
        <span
          data-testid="cart-count"
          className="absolute -top-0.5 -right-0.5 flex min-w-5 items-center justify-center rounded-full bg-gold-400 px-1 text-xs font-bold text-ink-950"
        >
          {count}
        </span>
      )}
    </button>
  );
}

export function SiteHeader({ cartCount, onOpenCart }: { cartCount: number; onOpenCart: () => void }) {
  const scrolled = useScrolledPast(SCROLL_THRESHOLD);
  const header = useRef<HTMLElement>(null);
  const location = useLocation();
  // The menu is open for the location it was opened at: any navigation closes it.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const menuOpen = openAt === location.key;
  const closeMenu = useCallback(() => setOpenAt(null), []);
  useFocusTrap(header, menuOpen, closeMenu);
  useEffect(() => {
    document.documentElement.classList.toggle("overflow-hidden", menuOpen);
  }, [menuOpen]);

  const solid = scrolled || menuOpen;
  return (
    <header ref={header} data-solid={solid} className="fixed inset-x-0 top-0 z-50 h-20">
      {/* The translucent layer is a sibling, not the header itself: a backdrop
          filter on the header would trap the fixed mobile overlay inside it. */}
      <div
        aria-hidden="true"
        data-testid="header-backdrop"
        className={cn(
          "absolute inset-0 -z-10 transition-colors duration-300",
          solid
            ? "border-b border-white/10 bg-ink-900/80 shadow-lg shadow-black/20 backdrop-blur-lg"
            : "bg-transparent",
        )}
      />
      <div className="mx-auto flex h-20 max-w-7xl items-center justify-between gap-4 px-5 sm:px-8">
        <Logo />
        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {navItems.map((item) =>
              item.children ? (
                <DesktopGroup key={item.label} item={{ ...item, children: item.children }} />
              ) : (
                <li key={item.label}>
                  <SmartLink
                    href={item.href!}
                    className="rounded-full px-3 py-2 text-sm font-medium text-white/90 hover:text-white"
                  >
                    {item.label}
                  </SmartLink>
                </li>
              ),
            )}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          <CartButton count={cartCount} onOpen={onOpenCart} />
          <ButtonLink href={quoteHref} className="max-lg:hidden">
            Get a Quote
          </ButtonLink>
          <button
            type="button"
            className="inline-flex size-11 items-center justify-center rounded-full text-white hover:bg-white/10 lg:hidden"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? "Close menu" : "Open menu"}
            onClick={() => setOpenAt(menuOpen ? null : location.key)}
          >
            {menuOpen ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
          </button>
        </div>
      </div>
      <div
        id="mobile-menu"
        hidden={!menuOpen}
        className="fixed inset-x-0 top-20 bottom-0 overflow-y-auto bg-ink-900/97 backdrop-blur-xl lg:hidden"
      >
        <nav aria-label="Mobile" className="mx-auto max-w-lg px-5 pt-4 pb-10">
          <ul className="space-y-6">
            {navItems.map((item) =>
              item.children ? (
                <li key={item.label}>
                  <p className="px-3 text-xs font-semibold tracking-widest text-gold-400 uppercase">{item.label}</p>
                  <ul className="mt-2 space-y-1">
                    {item.children.map((child) => (
                      <li key={child.href + child.label}>
                        <SmartLink
                          href={child.href}
                          onClick={closeMenu}
                          className="block rounded-xl px-3 py-2.5 hover:bg-white/10"
                        >
                          <span className="block font-semibold text-white">{child.label}</span>
                          <span className="block text-sm text-slate-300">{child.description}</span>
                        </SmartLink>
                      </li>
                    ))}
                  </ul>
                </li>
              ) : (
                <li key={item.label}>
                  <SmartLink
                    href={item.href!}
                    onClick={closeMenu}
                    className="block rounded-xl px-3 py-2.5 text-lg font-semibold text-white hover:bg-white/10"
                  >
                    {item.label}
                  </SmartLink>
                </li>
              ),
            )}
          </ul>
          <ButtonLink href={quoteHref} onClick={closeMenu} className="mt-8 w-full">
            Get a Quote
          </ButtonLink>
        </nav>
      </div>
    </header>
  );
}
