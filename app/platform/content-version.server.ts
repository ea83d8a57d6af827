import { createChangeVersion } from "./change-version.ts";

// The site content's version (docs/decisions/029): the owner's settings,
// hours and holidays, photos, reviews, articles and FAQ. Every page rendered
// and kept by the server, and every cached read of that content, is keyed by
// it. Each write calls contentChanged() after its commit, so the next request
// on every instance (change-sync.server.ts) renders afresh.

export const contentChanges = createChangeVersion();

/** The current version; a copy made under an older one is never served. */
export const contentVersion = (): number => contentChanges.current();

/** What every write to the site's content calls once its transaction has committed. */
export const contentChanged = (): void => contentChanges.changed();

/** A cache of values read from the site's content, dropped whole when the version moves. */
export const contentCache = <T>(maxEntries = 100) => contentChanges.cache<T>(maxEntries);
