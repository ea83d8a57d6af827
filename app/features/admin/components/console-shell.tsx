import {
  CalendarDays,
  CircleHelp,
  ClipboardList,
  History,
  Images,
  LogOut,
  MessagesSquare,
  Newspaper,
  Package,
  Settings,
  ShoppingBag,
  Star,
} from "lucide-react";
import type { ReactNode } from "react";
import { Form, NavLink } from "react-router";
import { business } from "~/config/business.ts";
import { cn } from "~/lib/cn.ts";
import type { ConsoleUser } from "../types.ts";

// The console's frame: the business name, who is signed in, the sections
// (two rows of large tap targets on a phone) and the sign-out button.

const sections = [
  { to: "/admin/leads", label: "Leads", icon: ClipboardList, owner: false },
  { to: "/admin/orders", label: "Orders", icon: ShoppingBag, owner: false },
  { to: "/admin/bookings", label: "Bookings", icon: CalendarDays, owner: false },
  { to: "/admin/catalog", label: "Catalogue", icon: Package, owner: false },
  { to: "/admin/conversations", label: "Conversations", icon: MessagesSquare, owner: false },
  { to: "/admin/photos", label: "Photos", icon: Images, owner: false },
  { to: "/admin/reviews", label: "Reviews", icon: Star, owner: false },
  { to: "/admin/faq", label: "FAQ", icon: CircleHelp, owner: false },
  { to: "/admin/articles", label: "Articles", icon: Newspaper, owner: true },
  { to: "/admin/audit", label: "Audit log", icon: History, owner: true },
  { to: "/admin/settings", label: "Settings", icon: Settings, owner: true },
] as const;

export function ConsoleShell({ user, children }: { user: ConsoleUser | null; children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="bg-ink-900 text-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-2 px-4 py-3">
          <div className="min-w-0">
            <p className="font-display text-lg leading-tight font-semibold">{business.name}</p>
            {user && (
              <p className="truncate text-sm text-slate-200">
                {user.name} · {user.role === "owner" ? "Owner" : "Staff"}
              </p>
            )}
          </div>
          {user && (
            <Form method="post" action="/admin/sign-out" reloadDocument>
              <button
                type="submit"
                className="inline-flex min-h-11 items-center gap-2 rounded-full border-2 border-white/70 px-4 text-sm font-semibold text-white hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-400"
              >
                <LogOut aria-hidden="true" className="size-4" /> Sign out
              </button>
            </Form>
          )}
        </div>
        {user && (
          <nav aria-label="Console" className="mx-auto max-w-6xl px-2 pb-2">
            <ul className="grid grid-cols-4 gap-1 sm:flex sm:flex-wrap">
              {sections
                .filter((s) => !s.owner || user.role === "owner")
                .map(({ to, label, icon: Icon }) => (
                  <li key={to}>
                    <NavLink
                      to={to}
                      className={({ isActive }) =>
                        cn(
                          "flex min-h-11 flex-col items-center justify-center gap-0.5 rounded-lg px-2 py-1 text-center text-xs font-semibold focus-visible:outline-2 focus-visible:outline-gold-400 sm:flex-row sm:gap-2 sm:px-3 sm:text-sm",
                          isActive ? "bg-gold-400 text-ink-950" : "text-white hover:bg-white/10",
                        )
                      }
                    >
                      <Icon aria-hidden="true" className="size-5" />
                      {label}
                    </NavLink>
                  </li>
                ))}
            </ul>
          </nav>
        )}
      </header>
      <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-5">
        {children}
      </main>
    </div>
  );
}
