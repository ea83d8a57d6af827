import { lazy, type ComponentType } from "react";

/**
 * React.lazy for a component fetched on demand, whose failed download (the
 * connection dropped, a deploy replaced the chunk) renders `fallback` in its
 * place instead of taking the whole page to the error screen.
 */
export function lazyOr<P extends object>(load: () => Promise<ComponentType<P>>, fallback: ComponentType<P>) {
  return lazy(async () => {
    try {
      return { default: await load() };
    } catch {
      return { default: fallback };
    }
  });
}
