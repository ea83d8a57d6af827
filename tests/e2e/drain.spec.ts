import { Agent, request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { expect, test } from "@playwright/test";
import { startFakeOpenAi } from "../support/fake-openai-server.ts";
import { startOwnServer, type OwnServer } from "./own-server.ts";

// A production instance stopped (SIGTERM) while keep-alive clients keep it busy,
// as a load balancer's or browsers' connections would: every request sent before
// the client was told to go (Connection: close) or found the door shut (connection
// refused, then it would go to another instance) gets a whole answer.

test.describe.configure({ mode: "serial" });

type Outcome =
  | { kind: "answered"; status: number; close: boolean; afterStop: boolean }
  | { kind: "refused" }
  | { kind: "cut"; what: string };

const PAGES = ["/", "/shop", "/about", "/book", "/service-areas", "/healthz"];
const chatBody = JSON.stringify({ messages: [{ role: "user", content: "What are your hours?" }] });

/** One request on the client's own keep-alive connection, told apart as answered, refused or cut. */
function sendOnce(
  agent: Agent,
  origin: string,
  path: string,
  afterStop: () => boolean,
  post?: string,
): Promise<Outcome> {
  return new Promise((resolve) => {
    const sentAfterStop = afterStop();
    const req = httpRequest(`${origin}${path}`, {
      agent,
      method: post ? "POST" : "GET",
      headers: post ? { "Content-Type": "application/json", "Content-Length": String(Buffer.byteLength(post)) } : {},
    });
    let settled = false;
    const settle = (outcome: Outcome) => {
      if (settled) return;
      settled = true;
      resolve(outcome);
    };
    req.on("response", (res) => {
      res.on("data", () => {});
      res.on("end", () =>
        settle({
          kind: "answered",
          status: res.statusCode!,
          close: connectionOf(res.headers) === "close",
          afterStop: sentAfterStop,
        }),
      );
      res.on("aborted", () => settle({ kind: "cut", what: `${path}: the answer broke off` }));
      res.on("error", (error) => settle({ kind: "cut", what: `${path}: ${error.message}` }));
    });
    req.on("error", (error: NodeJS.ErrnoException) =>
      settle(
        error.code === "ECONNREFUSED" && !req.reusedSocket
          ? { kind: "refused" }
          : { kind: "cut", what: `${path}: ${error.code ?? error.message}${req.reusedSocket ? " (reused)" : ""}` },
      ),
    );
    req.end(post);
  });
}

const connectionOf = (headers: IncomingHttpHeaders) => headers.connection?.toLowerCase();

/** A client sending one request after another on one keep-alive connection until it is refused or cut. */
async function keepSending(server: OwnServer, next: () => { path: string; post?: string }, stopSeen: () => boolean) {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const outcomes: Outcome[] = [];
  try {
    for (;;) {
      const { path, post } = next();
      const outcome = await sendOnce(agent, server.origin, path, stopSeen, post);
      outcomes.push(outcome);
      if (outcome.kind !== "answered") return outcomes;
    }
  } finally {
    agent.destroy();
  }
}

test("SIGTERM under keep-alive load: no request cut, answers after it say Connection: close, the instance exits 0 on its own", async () => {
  test.setTimeout(240_000);
  // The slow requests: chat questions whose answer waits on a (fake, slow) model.
  const llm = await startFakeOpenAi(() => ({ text: "We're open every day.", delayMs: 800 }));
  try {
    // Five instances in turn, each with its own database.
    for (let instance = 1; instance <= 5; instance += 1) {
      const server = await startOwnServer({
        LOG_LEVEL: "info",
        LLM_BASE_URL: llm.baseUrl,
        LLM_MODEL: "fake",
        CHAT_RATE_LIMIT_PER_MINUTE: "1000",
      });
      try {
        const stopSeen = () => server.log().includes('"shutting down"');
        let page = 0;
        const pageClients = Array.from({ length: 4 }, () =>
          keepSending(server, () => ({ path: PAGES[page++ % PAGES.length]! }), stopSeen),
        );
        const chatClients = Array.from({ length: 2 }, () =>
          keepSending(server, () => ({ path: "/api/chatbot", post: chatBody }), stopSeen),
        );
        // A visitor whose browser keeps its connection open, idle, after the page came.
        const idleAgent = new Agent({ keepAlive: true, maxSockets: 1 });
        const idle = await sendOnce(idleAgent, server.origin, "/", () => false);
        expect(idle).toMatchObject({ kind: "answered", status: 200, close: false });
        const idleSocket = Object.values(idleAgent.freeSockets).flat()[0]!;
        const idleClosed = new Promise<void>((done) => idleSocket.once("close", () => done()));

        // Stop while pages are being served and a chat answer is waiting on the model.
        const asked = llm.requests.length;
        while (llm.requests.length < asked + 2) await new Promise((r) => setTimeout(r, 5));
        server.child.kill("SIGTERM");

        const clients = [...pageClients, ...chatClients];
        const outcomes = (await Promise.all(clients)).flat();
        await idleClosed;
        idleAgent.destroy();
        const cut = outcomes.filter((o) => o.kind === "cut");
        const answered = outcomes.filter((o) => o.kind === "answered");
        expect(cut, `instance ${instance}: requests cut`).toEqual([]);
        expect(
          answered.filter((o) => o.status >= 500),
          `instance ${instance}: failed answers`,
        ).toEqual([]);
        // Every client was told to go (its last answer said Connection: close) and then
        // found the door shut: none kept being served on its open connection.
        expect(outcomes.filter((o) => o.kind === "refused")).toHaveLength(clients.length);
        expect(answered.filter((o) => o.close)).toHaveLength(clients.length);
        expect(
          answered.filter((o) => o.afterStop && !o.close),
          `instance ${instance}`,
        ).toEqual([]);

        expect(await server.exited).toBe(0);
        expect(server.log()).toContain('"stopped"');
        // Drained by itself, not by SHUTDOWN_TIMEOUT_MS closing what was left.
        expect(server.log()).not.toContain("shutdown timeout");
      } finally {
        await server.stop();
      }
    }
  } finally {
    await llm.close();
  }
});
