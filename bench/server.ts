/**
 * Shared by the benchmarks: make sure a production build exists, start the
 * production server (server/index.ts) as a child process on a free loopback
 * port, wait for /healthz, and stop it with SIGTERM.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer } from "node:net";
import { resolve } from "node:path";

export const root = resolve(import.meta.dirname, "..");
export const clientDir = resolve(root, "build/client");
export const HOST = "127.0.0.1";

/** Runs `npm run build` when build/ is missing (or incomplete). */
export function ensureBuild(): void {
  if (existsSync(resolve(root, "build/server/index.js")) && existsSync(resolve(clientDir, "index.html"))) return;
  console.log("build/ is missing: running `npm run build`…");
  const result = spawnSync("npm", ["run", "--silent", "build"], { cwd: root, stdio: ["ignore", "ignore", "inherit"] });
  if (result.status !== 0) throw new Error(`npm run build failed (exit ${String(result.status)})`);
}

/** A port the kernel says is free on the loopback address right now. */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once("error", fail);
    probe.listen(0, HOST, () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => (port ? done(port) : fail(new Error("no free port"))));
    });
  });
}

export type RunningServer = { origin: string; child: ChildProcess; stop: () => Promise<void> };

/** Starts the production server and resolves once /healthz answers 200. */
export async function startServer(): Promise<RunningServer> {
  const port = await freePort();
  const origin = `http://${HOST}:${port}`;
  const child = spawn(process.execPath, ["server/index.ts"], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST, LOG_LEVEL: "warn" },
    stdio: ["ignore", "inherit", "inherit"],
  });
  let exited = false;
  child.once("exit", () => (exited = true));

  const stop = async () => {
    if (exited) return;
    const gone = new Promise<void>((done) => child.once("exit", () => done()));
    child.kill("SIGTERM");
    const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
    await gone;
    clearTimeout(timer);
  };

  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (exited) throw new Error(`the server exited (code ${String(child.exitCode)}) before answering /healthz`);
    try {
      const response = await fetch(`${origin}/healthz`);
      if (response.ok) return { origin, child, stop };
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  await stop();
  throw new Error("the server did not answer /healthz within 30 s");
}

/** Stops the server when the process is interrupted, so no child is left behind. */
export function stopOnSignals(server: RunningServer): void {
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => {
      void server.stop().finally(() => process.exit(130));
    });
  }
}

export const median = (values: number[]): number => {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** Prints rows as an aligned text table (first column left, others right). */
export function printTable(header: string[], rows: string[][]): void {
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => (row[i] ?? "").length)));
  const line = (cells: string[]) =>
    cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join("  ");
  console.log(line(header));
  console.log(widths.map((width) => "-".repeat(width)).join("  "));
  for (const row of rows) console.log(line(row));
}
