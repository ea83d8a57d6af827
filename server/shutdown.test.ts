import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { expect, it } from "vitest";
import { createLogger } from "./logger.ts";
import { installGracefulShutdown } from "./shutdown.ts";

it("lets a request in flight finish, refuses new ones, then exits 0", async () => {
  const app = new Hono();
  app.get("/slow", async (c) => {
    await new Promise((r) => setTimeout(r, 300));
    return c.text("finished");
  });
  const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise((r) => server.once("listening", r));
  const { port } = server.address() as AddressInfo;
  const lines: string[] = [];
  let exitCode: number | undefined;
  const exited = new Promise<void>((resolve) => {
    const control = installGracefulShutdown(
      server,
      createLogger("info", (l) => lines.push(l)),
      5000,
      (code) => {
        exitCode = code;
        control.dispose();
        resolve();
      },
    );
    const inFlight = fetch(`http://127.0.0.1:${port}/slow`).then((r) => r.text());
    setTimeout(() => process.emit("SIGTERM"), 50);
    void inFlight.then((text) => lines.push(`response:${text}`));
  });
  await exited;
  await new Promise((r) => setTimeout(r, 20));
  expect(lines.some((l) => l === "response:finished")).toBe(true);
  expect(exitCode).toBe(0);
  await expect(fetch(`http://127.0.0.1:${port}/slow`)).rejects.toThrow();
  const events = lines.filter((l) => l.startsWith("{")).map((l) => JSON.parse(l).msg);
  expect(events).toEqual(["shutting down", "stopped"]);
});

it("finishes the background job in hand, then releases the database, then exits", async () => {
  const server = serve({ fetch: new Hono().fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise((r) => server.once("listening", r));
  const steps: string[] = [];
  await new Promise<void>((resolve) => {
    const control = installGracefulShutdown(
      server,
      createLogger("silent"),
      5000,
      () => {
        steps.push("exit");
        control.dispose();
        resolve();
      },
      {
        stopWork: async () => {
          steps.push("stop work");
          await new Promise((r) => setTimeout(r, 200)); // the message being sent
          steps.push("job in hand done");
        },
        release: async () => {
          steps.push("database closed");
        },
      },
    );
    process.emit("SIGTERM");
  });
  expect(steps).toEqual(["stop work", "job in hand done", "database closed", "exit"]);
});
