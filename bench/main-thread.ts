/**
 * What the page's main thread did after the first contentful paint, read from
 * the trace Lighthouse recorded in the same run (bench/lighthouse.ts).
 *
 * Lighthouse's Total Blocking Time (simulated throttling) multiplies each
 * observed task's wall-clock duration by 4 and counts what passes 50 ms. On a
 * two-core machine the wall clock also holds the time the renderer waited for
 * a core while Chromium's other processes, the server and Lighthouse itself
 * ran. The trace keeps both clocks per task: `dur` (wall) and `tdur` (the
 * thread's own CPU time). Printing both, with the blocking time each would
 * give, tells code changes (CPU) apart from a busy machine (wall well above
 * CPU). Figures only; nothing here replaces Lighthouse's score.
 */

type TraceEvent = {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
};

export type MainThreadFigures = {
  /** Wall-clock ms of the main thread's tasks after FCP. */
  wallMs: number;
  /** The same tasks' own CPU ms. */
  cpuMs: number;
  /** Sum over those tasks of max(0, 4 × wall − 50): about what Lighthouse counts. */
  blockingWallMs: number;
  /** The same from CPU time: what a machine with a core to spare would give. */
  blockingCpuMs: number;
  /** The longest task after FCP: its wall and CPU ms. */
  longestWallMs: number;
  longestCpuMs: number;
};

const SLOWDOWN = 4;
const LONG_TASK_MS = 50;

/** The renderer main thread of the process that painted the page (its first contentful paint). */
function pageThread(events: TraceEvent[]): { pid: number; tid: number; fcp: number } | undefined {
  const paint = events.find((event) => event.name === "firstContentfulPaint");
  if (!paint) return undefined;
  const main = events.find(
    (event) => event.name === "thread_name" && event.pid === paint.pid && event.args?.name === "CrRendererMain",
  );
  return main ? { pid: paint.pid, tid: main.tid, fcp: paint.ts } : undefined;
}

export function mainThreadAfterFcp(events: TraceEvent[]): MainThreadFigures | undefined {
  const thread = pageThread(events);
  if (!thread) return undefined;
  const { fcp } = thread;
  const figures: MainThreadFigures = {
    wallMs: 0,
    cpuMs: 0,
    blockingWallMs: 0,
    blockingCpuMs: 0,
    longestWallMs: 0,
    longestCpuMs: 0,
  };
  for (const event of events) {
    if (event.pid !== thread.pid || event.tid !== thread.tid) continue;
    if (event.ph !== "X" || event.name !== "RunTask" || event.ts < fcp) continue;
    const wall = (event.dur ?? 0) / 1000;
    const cpu = (event.tdur ?? event.dur ?? 0) / 1000;
    figures.wallMs += wall;
    figures.cpuMs += cpu;
    figures.blockingWallMs += Math.max(0, SLOWDOWN * wall - LONG_TASK_MS);
    figures.blockingCpuMs += Math.max(0, SLOWDOWN * cpu - LONG_TASK_MS);
    if (wall > figures.longestWallMs) {
      figures.longestWallMs = wall;
      figures.longestCpuMs = cpu;
    }
  }
  return figures;
}
