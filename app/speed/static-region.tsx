import { useState, useSyncExternalStore, type ComponentType, type MouseEvent } from "react";
import { useNavigate } from "react-router";
import { classifyHref } from "~/lib/href.ts";
import { lazyOr } from "~/speed/lazy-or.ts";

/**
 * Parts of a page that never change in the browser (text, pictures, links):
 * served as HTML, kept as HTML. See docs/decisions/011.
 *
 * The server renders the part as usual, from the same `load` as the browser
 * (a lazy component outside any Suspense boundary: the server waits for the
 * module, once). In the browser, hydration keeps the server's HTML as it is
 * and does not need the code that made it, so the page's JavaScript carries no
 * second copy of its words (the part's module is only reached through `load`,
 * a chunk of its own) and React has nothing in it to hydrate. Internal links
 * inside still navigate in the app (one delegated click handler).
 *
 * When the page is reached by a client-side navigation, or the part's props
 * change (another area on the same route), the part's code is fetched from
 * `load` and rendered by React like any other component.
 *
 * Nothing interactive belongs inside: event handlers and state in there would
 * never run. Interactive pieces sit between regions.
 */
export function staticRegion<P extends object>({
  id,
  className,
  load,
}: {
  /** The wrapper's id, unique on the page: hydration finds the server's HTML by it. */
  id: string;
  className?: string;
  /** The part's module: rendered by the server, fetched when the browser must render it itself. */
  load: () => Promise<ComponentType<P>>;
}): ComponentType<P> {
  const Live = lazyOr(load, RegionUnavailable);

  function StaticRegion(props: P) {
    const navigate = useNavigate();
    const key = JSON.stringify(props);
    // Read once, while hydrating: the HTML the server sent, and the props it was made from.
    const kept = useKeptHtml(id, key);

    if (kept && kept.key === key) {
      return (
        <div
          key="kept"
          id={id}
          className={className}
          onClick={(event) => followAppLink(event, navigate)}
          dangerouslySetInnerHTML={{ __html: kept.html }}
        />
      );
    }
    // On the server, and when the browser renders the part itself. No Suspense
    // boundary of its own: the server's HTML has no fallback in it, and in the
    // browser regions mount after hydration only through router navigations,
    // which are transitions, so React keeps the page being left on screen until
    // the code is here; the new page arrives whole and a #hash scrolls to where
    // it will stay.
    return (
      <div key="live" id={id} className={className}>
        <Live {...props} />
      </div>
    );
  }
  StaticRegion.displayName = `StaticRegion(${id})`;
  return StaticRegion;
}

const subscribeToNothing = () => () => {};

let documentHydrated = false;

/** Called once the document's hydration has committed (root's effect). */
export function noteDocumentHydrated(): void {
  documentHydrated = true;
}

/**
 * When this component is being hydrated: the HTML the server sent inside the
 * element with that id, read once, with the `key` (its props) it was made
 * from. When it mounts later (a client-side render), and on the server: null.
 *
 * "Being hydrated" is React's own answer: during hydration useSyncExternalStore
 * returns the server snapshot, in any later render the client one. The client
 * snapshot only turns false once the document's hydration has committed (the
 * root's effect runs after every region's): were it false at once, React
 * would see it differ from the server's right after hydrating and re-render
 * every region synchronously, a long task at the worst moment.
 */
export function useKeptHtml(id: string, key: string): { html: string; key: string } | null {
  const hydrating = useSyncExternalStore(
    subscribeToNothing,
    () => !documentHydrated,
    () => true,
  );
  const [kept] = useState(() => {
    if (import.meta.env.SSR || !hydrating) return null;
    const element = document.getElementById(id);
    return element ? { html: element.innerHTML, key } : null;
  });
  return kept;
}

/**
 * What React Router's <Link> does on a click, for the links inside kept HTML:
 * a plain left click on a link the server rendered as an app link (SmartLink's
 * internal kind, marked data-discover) navigates in the app; everything else
 * (tel:, new tabs, modified clicks) is left to the browser.
 */
export function followAppLink(event: MouseEvent<HTMLElement>, navigate: ReturnType<typeof useNavigate>): void {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
    return;
  const anchor = event.target instanceof Element ? event.target.closest("a") : null;
  if (!anchor || !event.currentTarget.contains(anchor) || anchor.target || anchor.hasAttribute("download")) return;
  const href = anchor.getAttribute("href");
  if (!href || !anchor.hasAttribute("data-discover") || classifyHref(href) !== "internal") return;
  event.preventDefault();
  const here = window.location.pathname + window.location.search + window.location.hash;
  void navigate(href, { replace: href === here });
}

/** The part's code could not be fetched (connection lost, or a new release replaced it). */
function RegionUnavailable() {
  return (
    <p role="alert" className="mx-auto max-w-xl px-5 py-16 text-center text-slate-700">
      This part of the page couldn't load. Check your connection and{" "}
      <button type="button" onClick={() => window.location.reload()} className="font-semibold text-sea-900 underline">
        reload the page
      </button>
      .
    </p>
  );
}
