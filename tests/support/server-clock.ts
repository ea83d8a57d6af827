import { globSync, mkdtempSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

// A clock a test moves forward under a production server, without a line of
// test code in the server: Debian's libfaketime (LD_PRELOAD) answers the
// process's calls for the time of day with the real time plus an offset read
// from a file, which the test rewrites. Timers (the monotonic clock) are left
// alone, so the server's periodic scans keep their pace and see the new day.
// scripts/install-faketime.sh installs the library when it is missing.

export type ServerClock = {
  /** What the server is to start with in its environment. */
  env: Record<string, string>;
  /**
   * Moves the server's clock to `at` (it keeps running from there), and waits until the
   * server at `probe` (a plain http address of it) says so in its Date header.
   */
  set: (at: Date, probe: string) => Promise<void>;
  /** The time the server reads now. */
  now: () => Date;
  remove: () => void;
};

const library = () => {
  const found = globSync("/usr/lib/*/faketime/libfaketime.so.1");
  if (!found[0]) throw new Error("libfaketime is missing: run scripts/install-faketime.sh (Debian's libfaketime).");
  return found[0];
};

export function serverClock(): ServerClock {
  const folder = mkdtempSync(join(tmpdir(), "elite-clock-"));
  const file = join(folder, "offset");
  let offsetMs = 0;
  writeFileSync(file, "+0s\n");
  return {
    env: {
      LD_PRELOAD: library(),
      FAKETIME_TIMESTAMP_FILE: file,
      // The file is read again at most once a second.
      FAKETIME_CACHE_DURATION: "1",
      FAKETIME_DONT_FAKE_MONOTONIC: "1",
    },
    async set(at: Date, probe: string) {
      offsetMs = at.getTime() - Date.now();
      const seconds = Math.round(offsetMs / 1000);
      // Whole or not at all: the library never reads a half-written file.
      writeFileSync(`${file}.next`, `${seconds >= 0 ? "+" : ""}${seconds}s\n`);
      renameSync(`${file}.next`, file);
      const deadline = Date.now() + 15_000;
      for (;;) {
        const said = Date.parse((await fetch(probe)).headers.get("date") ?? "");
        if (Math.abs(said - (Date.now() + offsetMs)) < 5_000) return;
        if (Date.now() > deadline)
          throw new Error(`the server's clock says ${new Date(said).toISOString()}, not ${at.toISOString()}`);
        await new Promise((done) => setTimeout(done, 250));
      }
    },
    now: () => new Date(Date.now() + offsetMs),
    remove: () => rmSync(folder, { recursive: true, force: true }),
  };
}
