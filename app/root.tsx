import { useEffect, type ReactNode } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  ScrollRestoration,
  useMatches,
  useNavigation,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import interFont from "./fonts/inter-latin-400-700.woff2?url";
import outfitFont from "./fonts/outfit-latin-500-700.woff2?url";
import { AppScripts } from "./speed/app-scripts.tsx";
import { SiteFooter } from "./components/site-footer.tsx";
import { noteDocumentHydrated } from "./speed/static-region.tsx";
import { SiteHeader } from "./components/site-header.tsx";
import { RouteLoadingOverlay } from "./components/spinner.tsx";
import { ButtonLink } from "./components/ui/button.tsx";
import { ToastProvider } from "./components/ui/toast.tsx";
import { CartProvider, useCart } from "./features/cart/cart-context.tsx";
import { CartPanelOnDemand } from "./features/cart/components/cart-panel-on-demand.tsx";
import { ChatWidget } from "./features/chat/components/chat-widget.tsx";
import { WelcomeOffer } from "./features/quote/components/welcome-offer.tsx";
import { Container } from "./components/ui/container.tsx";
import { business, defaultStoreId } from "./config/business.ts";
import { getPublicEnv } from "./config/env.server.ts";
import { pageMeta, siteUrlOf } from "./features/seo/meta.ts";
import { siteHoursOf } from "./features/site-settings/public-settings.server.ts";

export const links: Route.LinksFunction = () => [
  // With a precedence React writes the stylesheet first in <head>, ahead of the
  // script preloads, so the first paint waits on nothing else.
  { rel: "stylesheet", href: stylesheet, precedence: "high" } as Route.LinkDescriptors[number],
  // Fetched with the CSS rather than after it: no late font swap, no layout shift.
  { rel: "preload", href: interFont, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "preload", href: outfitFont, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "icon", href: "/images/favicon.svg", type: "image/svg+xml" },
  { rel: "manifest", href: "/site.webmanifest" },
];

/** The public env, the year, and the owner's hours (a few strings and the JSON-LD's table). */
export async function loader({ context }: Route.LoaderArgs) {
  return { publicEnv: getPublicEnv(), year: new Date().getFullYear(), hours: await siteHoursOf(context) };
}

// Revalidating the root would only refetch what a new document request reads again.
export function shouldRevalidate() {
  return false;
}

const defaultStore = { baseUrl: "", storeId: defaultStoreId };

function HeaderWithCart() {
  const cart = useCart();
  return <SiteHeader cartCount={cart.count} onOpenCart={() => cart.setOpen(true)} />;
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const navigation = useNavigation();
  const siteUrl = data?.publicEnv.siteUrl;
  // The owner's console (routes/admin*.tsx) brings its own shell: none of the public page's.
  const isConsole = useMatches().some((m) => (m.handle as { console?: unknown } | undefined)?.console);
  if (isConsole) {
    return (
      <html lang="en">
        <head>
          <meta charSet="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <Meta />
          <Links />
        </head>
        <body className="min-h-dvh bg-slate-100 text-ink-950">
          {children}
          <HydrationMarker />
          <AppScripts />
        </body>
      </html>
    );
  }
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b1220" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="sr-only z-[60] rounded-full bg-gold-400 px-4 py-2 font-semibold text-ink-950 focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          Skip to content
        </a>
        <ToastProvider>
          <CartProvider store={data?.publicEnv.store ?? defaultStore}>
            <HeaderWithCart />
            <main id="main" className="flex-1">
              {children}
            </main>
            <SiteFooter
              profiles={data?.publicEnv.profiles}
              year={data?.year ?? new Date().getFullYear()}
              siteUrl={siteUrl}
              hours={data?.hours}
            />
            <CartPanelOnDemand />
            <WelcomeOffer />
          </CartProvider>
          <ChatWidget />
        </ToastProvider>
        {navigation.state === "loading" && <RouteLoadingOverlay />}
        <HydrationMarker />
        <ScrollRestoration />
        <AppScripts />
      </body>
    </html>
  );
}

/** Marks the document once React has hydrated it (browser tests wait for it). */
function HydrationMarker() {
  useEffect(() => {
    noteDocumentHydrated();
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return null;
}

export default function App() {
  return <Outlet />;
}

export const meta: Route.MetaFunction = ({ error, matches }) => {
  if (!error) return [];
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return pageMeta(siteUrlOf(matches), {
    title: notFound ? "Page not found" : "Something went wrong",
    description: `${business.name}: mobile ceramic window tinting in ${business.homeTown.city}, FL.`,
    path: "/",
    noindex: true,
  });
};

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <section className="bg-ink-900 pt-20">
      <Container className="py-24 text-center sm:py-32">
        <p className="font-display text-6xl font-bold text-gold-400">{notFound ? "404" : "Oops"}</p>
        <h1 className="mt-4 text-3xl font-semibold text-white sm:text-4xl">
          {notFound ? "We couldn't find that page" : "Something went wrong on our side"}
        </h1>
        <p className="mx-auto mt-4 max-w-xl text-slate-300">
          {notFound
            ? "The page may have moved. Try the home page, our services, or give us a call."
            : "Please try again in a moment. If it keeps happening, give us a call and we'll help right away."}
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <ButtonLink href="/">Back to home</ButtonLink>
          <ButtonLink href={business.phone.href} variant="secondary">
            Call {business.phone.display}
          </ButtonLink>
        </div>
      </Container>
    </section>
  );
}
