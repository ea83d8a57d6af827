/**
 * The production server (server/index.ts) as bench:soak runs it: the same
 * process, plus an IPC channel (present only when the bench forks it) on
 * which the server reports its own memory after a full garbage collection.
 * Nothing about memory is ever served over HTTP.
 */
const { gc } = globalThis as { gc?: () => void };

process.on("message", (message) => {
  if (message !== "memory" || !process.send) return;
  if (typeof gc === "function") gc();
  const { rss, heapUsed, heapTotal, external } = process.memoryUsage();
  process.send({ rss, heapUsed, heapTotal, external });
});

await import("../server/index.ts");

export {};
