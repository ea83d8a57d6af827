import { once } from "node:events";
import { connect, type AddressInfo } from "node:net";
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

// Keep-alive clients spoken to byte by byte: what a connection carries, and when it closes.

type Answer = { status: number; connection: string | undefined; body: string };

/** A started server with the graceful stop installed: its address, what it logged, and its exit. */
async function startDraining(idleGraceMs: number) {
  const app = new Hono();
  app.get("/fast", (c) => c.text("fast"));
  app.get("/slow", async (c) => {
    await new Promise((r) => setTimeout(r, 300));
    return c.text("slow");
  });
  const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
  const lines: string[] = [];
  let control: ReturnType<typeof installGracefulShutdown>;
  const exited = new Promise<number>((resolve) => {
    control = installGracefulShutdown(
      server,
      createLogger("info", (l) => lines.push(l)),
      60_000,
      (code) => {
        control.dispose();
        resolve(code);
      },
      { idleGraceMs },
    );
  });
  await new Promise((r) => server.once("listening", r));
  const { port } = server.address() as AddressInfo;
  return { port, exited, events: () => lines.map((l) => JSON.parse(l).msg as string) };
}

/** A raw connection that reads the answers as they come. */
async function connectRaw(port: number) {
  const socket = connect(port, "127.0.0.1");
  await once(socket, "connect");
  let received = "";
  const answers: Answer[] = [];
  const waiting: (() => void)[] = [];
  socket.on("data", (chunk: Buffer) => {
    received += chunk.toString("latin1");
    for (;;) {
      const end = received.indexOf("\r\n\r\n");
      if (end < 0) break;
      const head = received.slice(0, end).split("\r\n");
      const header = (name: string) =>
        head
          .find((h) => h.toLowerCase().startsWith(`${name}:`))
          ?.slice(name.length + 1)
          .trim();
      const length = Number(header("content-length"));
      if (received.length < end + 4 + length) break;
      answers.push({
        status: Number(head[0]!.split(" ")[1]),
        connection: header("connection"),
        body: received.slice(end + 4, end + 4 + length),
      });
      received = received.slice(end + 4 + length);
      waiting.splice(0).forEach((w) => w());
    }
  });
  const closed = once(socket, "close").then(() => undefined);
  socket.on("error", () => {});
  return {
    send: (...paths: string[]) =>
      socket.write(paths.map((p) => `GET ${p} HTTP/1.1\r\nHost: localhost\r\n\r\n`).join("")),
    answers,
    /** Resolves once `n` answers are in, or the connection has closed. */
    until: (n: number) =>
      Promise.race([
        closed,
        new Promise<void>(function wait(resolve) {
          if (answers.length >= n) resolve();
          else waiting.push(() => wait(resolve));
        }),
      ]),
    closed,
  };
}

it("closes a keep-alive connection idle since before the signal at once, and exits without waiting for the timeout", async () => {
  const { port, exited, events } = await startDraining(50);
  const client = await connectRaw(port);
  client.send("/fast");
  await client.until(1);
  await new Promise((r) => setTimeout(r, 100)); // idle for longer than the grace
  process.emit("SIGTERM");
  await client.closed;
  expect(client.answers.map((a) => a.connection)).toEqual(["keep-alive"]);
  expect(await exited).toBe(0);
  expect(events()).toEqual(["shutting down", "stopped"]);
});

it("answers a request in flight with Connection: close, then closes its connection", async () => {
  const { port, exited, events } = await startDraining(60_000);
  const client = await connectRaw(port);
  client.send("/slow");
  await new Promise((r) => setTimeout(r, 50));
  process.emit("SIGTERM");
  await client.closed;
  expect(client.answers).toEqual([{ status: 200, connection: "close", body: "slow" }]);
  expect(await exited).toBe(0);
  expect(events()).not.toContain("shutdown timeout: closing remaining connections");
});

it("answers, with Connection: close, the request a keep-alive client sends on its open connection as the signal arrives", async () => {
  const { port, exited } = await startDraining(60_000);
  const client = await connectRaw(port);
  client.send("/fast");
  await client.until(1);
  // The client sends its next request on the connection it was just answered on, in
  // the same instant the server is told to stop: that request is answered, not reset.
  process.emit("SIGTERM");
  client.send("/fast");
  await client.closed;
  expect(client.answers).toEqual([
    { status: 200, connection: "keep-alive", body: "fast" },
    { status: 200, connection: "close", body: "fast" },
  ]);
  expect(await exited).toBe(0);
});

it("answers every pipelined request in flight; only the last answer says Connection: close", async () => {
  const { port, exited } = await startDraining(60_000);
  const client = await connectRaw(port);
  client.send("/slow", "/fast", "/slow");
  await new Promise((r) => setTimeout(r, 50));
  process.emit("SIGTERM");
  await client.closed;
  expect(client.answers).toEqual([
    { status: 200, connection: "keep-alive", body: "slow" },
    { status: 200, connection: "keep-alive", body: "fast" },
    { status: 200, connection: "close", body: "slow" },
  ]);
  expect(await exited).toBe(0);
});
