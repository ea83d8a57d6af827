// The catalogue's version: what every cached copy of catalogue data (the shop
// and product pages' data, their rendered HTML, the store API's answers) is
// keyed by. Every write to products, variants or stock calls catalogChanged()
// once its transaction has committed, so the very next request misses the
// cache and reads the database (issue 14: freshness is not traded for speed).
//
// One process: the version is a counter in memory. Several processes on one
// PostgreSQL: a publisher set with setCatalogChangePublisher() tells the others
// (e.g. pg_notify on a channel), and each instance's listener (LISTEN on that
// channel) calls catalogChangedElsewhere(), which bumps its own counter.

let version = 0;
let publish: (() => void) | undefined;
/** False while this instance cannot hear the others (catalog-sync.server.ts): then nothing is served from a copy. */
let inSync = true;

/** The current version; a cached copy made under an older one is never served. */
export function catalogVersion(): number {
  // Out of touch with the other instances: every read is a new version, so every request reads the database.
  if (!inSync) version += 1;
  return version;
}

/** Whether this instance hears the other instances' catalogue writes now (the readiness check). */
export function isCatalogInSync(): boolean {
  return inSync;
}

/** Whether this instance hears every other instance's writes (always true for one instance). */
export function setCatalogInSync(value: boolean): void {
  inSync = value;
  version += 1;
}

/**
 * The one invalidation every catalogue write path calls after its commit
 * (checkout's reservation, payment, release and expiry through
 * catalogTransaction, the owner's edits in catalog-edits.server.ts).
 */
export function catalogChanged(): void {
  version += 1;
  publish?.();
}

/** Another instance changed the catalogue: this instance's copies are dropped. */
export function catalogChangedElsewhere(): void {
  version += 1;
}

/** How this instance tells the others (undefined: one instance, nothing to tell). */
export function setCatalogChangePublisher(publisher: (() => void) | undefined): void {
  publish = publisher;
}

/**
 * A cache of values computed from the catalogue, dropped whole when the
 * version moves. Concurrent misses of one key share one computation. A value
 * computed while a write commits is stored under the version read before it,
 * so it is dropped by the next request after the write.
 */
export function versionedCache<T>(maxEntries = 500) {
  let at = -1;
  let entries = new Map<string, Promise<T>>();
  return (key: string, produce: () => Promise<T>): Promise<T> => {
    const now = catalogVersion();
    if (at !== now) {
      entries = new Map();
      at = now;
    }
    let hit = entries.get(key);
    if (!hit) {
      if (entries.size >= maxEntries) entries.clear();
      const mine = entries;
      hit = produce();
      mine.set(key, hit);
      hit.catch(() => {
        if (mine.get(key) === hit) mine.delete(key);
      });
    }
    return hit;
  };
}
