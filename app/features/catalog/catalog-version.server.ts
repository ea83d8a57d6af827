import { createChangeVersion } from "~/platform/change-version.ts";

// The catalogue's version: what every cached copy of catalogue data (the shop
// and product pages' data, their rendered HTML, the store API's answers) is
// keyed by. Every write to products, variants or stock calls catalogChanged()
// once its transaction has committed, so the very next request misses the
// cache and reads the database (issue 14: freshness is not traded for speed).
// Several instances: platform/change-sync.server.ts tells the others.

export const catalogChanges = createChangeVersion();

/** The current version; a cached copy made under an older one is never served. */
export const catalogVersion = (): number => catalogChanges.current();

/** Whether this instance hears the other instances' catalogue writes now (the readiness check). */
export const isCatalogInSync = (): boolean => catalogChanges.inSync();

/**
 * The one invalidation every catalogue write path calls after its commit
 * (checkout's reservation, payment, release and expiry through
 * catalogTransaction, the owner's edits in catalog-edits.server.ts).
 */
export const catalogChanged = (): void => catalogChanges.changed();

/** A cache of values computed from the catalogue, dropped whole when the version moves. */
export const versionedCache = <T>(maxEntries = 500) => catalogChanges.cache<T>(maxEntries);
