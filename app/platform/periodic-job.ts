import { processLogger, type Logger } from "~/lib/logger.ts";
import { classifyOutage } from "./outage.ts";
import { describeErrorForLog, describeErrorSafely } from "~/lib/safe-error.ts";

// Background work of a server process (the order sweep, the outbox), run on a
// timer that does not keep the process alive, and stopped on a graceful stop
// once the run in hand has finished (server/shutdown.ts): no job is cut off
// half done.

export type PeriodicJob = {
  /** Runs now (or once more after the run in hand). */
  wake: () => void;
  /** No new run; resolves when the run in hand, if any, has finished. */
  stop: () => Promise<void>;
  /** Resolves when no run is in hand. */
  idle: () => Promise<void>;
};

const started = new Set<PeriodicJob>();

/**
 * Calls `run` every `everyMs` (first after `everyMs`, or at once with
 * `runAtStart`), one run at a time; `run` gets `stopping()`, true once the
 * process is stopping, to check between items.
 */
export function startPeriodicJob({
  name,
  everyMs,
  run,
  runAtStart = false,
  log = processLogger,
}: {
  name: string;
  everyMs: number;
  run: (stopping: () => boolean) => Promise<void>;
  runAtStart?: boolean;
  log?: Logger;
}): PeriodicJob {
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;
  const stopping = () => stopped;
  const tick = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      try {
        do {
          again = false;
          await run(stopping);
        } while (again && !stopped);
      } catch (error) {
        // The database down or restarting is no fault of the job: one line, and the next round tries again.
        const outage = classifyOutage(error);
        if (outage)
          log.warn(`${name}: ${outage.cause} unavailable, trying again next round`, describeErrorSafely(error));
        else log.error(`${name} failed`, describeErrorForLog(error));
      } finally {
        running = undefined;
      }
    })();
  };
  const timer = setInterval(tick, everyMs);
  timer.unref();
  if (runAtStart) setImmediate(tick);
  const idle = async () => {
    while (running) await running;
  };
  const job: PeriodicJob = {
    wake: tick,
    idle,
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      started.delete(job);
      await idle();
    },
  };
  started.add(job);
  return job;
}

/** Stops every job this process started, each after its run in hand (graceful stop). */
export async function stopPeriodicJobs(): Promise<void> {
  await Promise.all([...started].map((job) => job.stop()));
}
