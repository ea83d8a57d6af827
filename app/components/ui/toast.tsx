import { X } from "lucide-react";
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { cn } from "~/lib/cn.ts";

// Toast notices (SPEC.md 9): auto-dismiss after 5000 ms, at most one shown.

export const TOAST_DURATION_MS = 5000;

export type Toast = { title: string; description?: string; variant?: "default" | "destructive" };
type Shown = Toast & { id: number };

const ToastContext = createContext<(toast: Toast) => void>(() => {});

export function useToast() {
  return useContext(ToastContext);
}

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<Shown | null>(null);
  // A new toast replaces the one shown.
  const show = useCallback((next: Toast) => setToast({ ...next, id: Date.now() + Math.random() }), []);

  const region = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // A manual popover lives in the top layer, so a toast shows above an open
    // modal dialog (the cart panel) too; re-showing brings it to the front.
    const el = region.current;
    if (!el || typeof el.showPopover !== "function") return;
    if (el.matches(":popover-open")) el.hidePopover();
    if (toast) el.showPopover();
  }, [toast]);

  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => setToast(null), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [toast]);

  const value = useMemo(() => show, [show]);
  const destructive = toast?.variant === "destructive";
  return (
    <ToastContext.Provider value={value}>
      {children}
      <div
        ref={region}
        popover="manual"
        aria-live="polite"
        aria-atomic="true"
        className="pointer-events-none fixed inset-x-0 top-auto bottom-0 z-[70] m-0 flex w-full justify-center overflow-visible border-0 bg-transparent p-4 sm:justify-end"
      >
        {toast && (
          <div
            key={toast.id}
            role={destructive ? "alert" : "status"}
            data-variant={toast.variant ?? "default"}
            className={cn(
              "pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-2xl border p-4 shadow-2xl",
              destructive ? "border-red-700 bg-red-700 text-white" : "border-slate-200 bg-white text-ink-900",
            )}
          >
            <div className="flex-1">
              <p className="font-semibold">{toast.title}</p>
              {toast.description && (
                <p className={cn("mt-1 text-sm", destructive ? "text-red-50" : "text-slate-600")}>
                  {toast.description}
                </p>
              )}
            </div>
            <button
              type="button"
              onClick={() => setToast(null)}
              aria-label="Dismiss notice"
              className="rounded-full p-1 hover:bg-black/10"
            >
              <X aria-hidden="true" className="size-4" />
            </button>
          </div>
        )}
      </div>
    </ToastContext.Provider>
  );
}
