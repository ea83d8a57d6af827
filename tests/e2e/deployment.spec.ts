import { expect, test } from "@playwright/test";
import { startFakeOpenAi } from "../support/fake-openai-server.ts";
import { startOwnServer } from "./own-server.ts";

// How the server behaves as deployed: started by `npm start` under a
// supervisor, and behind a TLS proxy. Each test starts a server of its own.

test.describe.configure({ mode: "serial" });

const waitFor = async (check: () => boolean, what: string) => {
  for (let i = 0; i < 300 && !check(); i += 1) await new Promise((r) => setTimeout(r, 50));
  if (!check()) throw new Error(`timed out waiting for ${what}`);
};

test("SIGTERM to the process `npm start` created stops the server, answering the request in flight", async () => {
  test.setTimeout(90_000);
  // The request in flight: a chat question whose answer waits on a (fake, slow) model.
  const llm = await startFakeOpenAi(() => ({ text: "We're open every day.", delayMs: 1500 }));
  const server = await startOwnServer(
    { SHUTDOWN_TIMEOUT_MS: "5000", LOG_LEVEL: "info", LLM_BASE_URL: llm.baseUrl, LLM_MODEL: "fake" },
    { command: ["npm", "start"] },
  );
  try {
    const answer = fetch(`${server.origin}/api/chatbot`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ messages: [{ role: "user", content: "What are your hours?" }] }),
    });
    // The server is inside the request, waiting on the model: now the signal, to npm.
    await waitFor(() => llm.requests.length === 1, "the server to ask the model");
    server.child.kill("SIGTERM");
    const res = await answer;
    expect(res.status).toBe(200);
    expect(((await res.json()) as { reply: string }).reply.length).toBeGreaterThan(0);
    expect(server.log()).toContain('"shutting down"');
    // npm exits once the server has; nothing is left listening on the port.
    expect(await server.exited).toBe(0);
    await expect(fetch(`${server.origin}/healthz`)).rejects.toThrow();
    expect(server.log()).toContain('"stopped"');
  } finally {
    await server.stop();
    await llm.close();
  }
});

test.describe("behind a TLS proxy (SITE_URL is https)", () => {
  test("redirects plain http to https, sends HSTS everywhere, and keeps /healthz on http", async () => {
    test.setTimeout(90_000);
    const server = await startOwnServer({ SITE_URL: "https://elite.example" });
    try {
      const get = (path: string, init: RequestInit = {}) =>
        fetch(`${server.origin}${path}`, { redirect: "manual", ...init });

      const page = await get("/service-areas/destin?ref=ad", { headers: { "X-Forwarded-Proto": "http" } });
      expect(page.status).toBe(301);
      expect(page.headers.get("location")).toBe("https://elite.example/service-areas/destin?ref=ad");
      expect(page.headers.get("strict-transport-security")).toMatch(/max-age=\d{8}/);

      // A form post keeps its method and body through the redirect.
      const post = await get("/?index", { method: "POST", headers: { "X-Forwarded-Proto": "http" }, body: "a=1" });
      expect(post.status).toBe(308);

      // Requests the proxy forwards from https (or without saying) are served, with HSTS.
      for (const headers of [{ "X-Forwarded-Proto": "https" }, {}] as Record<string, string>[]) {
        const res = await get("/", { headers });
        expect(res.status).toBe(200);
        expect(res.headers.get("strict-transport-security")).toContain("includeSubDomains");
        expect(res.headers.get("content-security-policy")).toContain("upgrade-insecure-requests");
        expect(res.headers.get("cross-origin-resource-policy")).toBe("same-origin");
      }

      const health = await get("/healthz", { headers: { "X-Forwarded-Proto": "http" } });
      expect(health.status).toBe(200);
    } finally {
      await server.stop();
    }
  });
});
