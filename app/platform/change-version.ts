// A version that cached copies are keyed by (docs/decisions/016 for the
// catalogue, 029 for the site's content): every write moves it after its
// commit, so the very next request misses the cache and reads the database.
//
// One process: a counter in memory. Several processes on one PostgreSQL: a
// publisher (change-sync.server.ts: pg_notify on the version's channel) tells
// the others, and each instance's listener calls changedElsewhere(). While an
// instance cannot hear the others it is out of sync, and every read is a new
// version, so nothing is served from a copy.

export type ChangeVersion = {
  /** The current version; a copy made under an older one is never served. */
  current(): number;
  /** The one invalidation every write path calls after its commit. */
  changed(): void;
  /** Another instance wrote: this instance's copies are dropped. */
  changedElsewhere(): void;
  /** Whether this instance hears every other instance's writes now (always true for one instance). */
  inSync(): boolean;
  setInSync(value: boolean): void;
  /** How this instance tells the others (undefined: one instance, nothing to tell). */
  setPublisher(publisher: (() => void) | undefined): void;
  /**
   * A cache of values computed from the data, dropped whole when the version
   * moves. Concurrent misses of one key share one computation. A value
   * computed while a write commits is stored under the version read before
   * it, so it is dropped by the next request after the write.
   */
  cache<T>(maxEntries?: number): (key: string, produce: () => Promise<T>) => Promise<T>;
};

export function createChangeVersion(): ChangeVersion {
  let version = 0;
  let publish: (() => void) | undefined;
  let inSync = true;

  const current = () => {
    if (!inSync) version += 1;
    return version;
  };

  return {
    current,
    changed() {
      version += 1;
      publish?.();
    },
    changedElsewhere() {
      version += 1;
    },
    inSync: () => inSync,
    setInSync(value) {
      inSync = value;
      version += 1;
    },
    setPublisher(publisher) {
      publish = publisher;
    },
    cache<T>(maxEntries = 500) {
      let at = -1;
      let entries = new Map<string, Promise<T>>();
      return (key: string, produce: () => Promise<T>): Promise<T> => {
        const now = current();
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
    },
  };
}
