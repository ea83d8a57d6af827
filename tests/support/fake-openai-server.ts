import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

// For tests: a local OpenAI-compatible chat-completions server on loopback
// that answers from a script, as JSON or as a server-sent event stream,
// whichever the client asks for. It records every request it gets.

export type FakeStep = {
  text?: string;
  toolCalls?: { name: string; args: unknown }[];
  /** Wait this long before answering (to exercise timeouts). */
  delayMs?: number;
  /** Answer with this HTTP status and an OpenAI-style error instead. */
  status?: number;
};

export type FakeRequest = { path: string; headers: IncomingMessage["headers"]; body: Record<string, unknown> };

export type FakeOpenAi = { baseUrl: string; requests: FakeRequest[]; close: () => Promise<void> };

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}

function toolCalls(step: FakeStep, turn: number) {
  return (step.toolCalls ?? []).map((call, i) => ({
    id: `call_${turn}_${i}`,
    type: "function" as const,
    function: { name: call.name, arguments: JSON.stringify(call.args) },
  }));
}

function answer(res: ServerResponse, step: FakeStep, turn: number, stream: boolean, model: string) {
  const calls = toolCalls(step, turn);
  const finish = calls.length ? "tool_calls" : "stop";
  const base = { id: `chatcmpl-${turn}`, created: 1_700_000_000, model };
  const usage = { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 };
  if (!stream) {
    res.writeHead(200, { "Content-Type": "application/json" });
    res.end(
      JSON.stringify({
        ...base,
        object: "chat.completion",
        choices: [
          {
            index: 0,
            message: { role: "assistant", content: step.text ?? null, ...(calls.length ? { tool_calls: calls } : {}) },
            finish_reason: finish,
          },
        ],
        usage,
      }),
    );
    return;
  }
  res.writeHead(200, { "Content-Type": "text/event-stream", "Cache-Control": "no-cache" });
  const send = (data: unknown) => res.write(`data: ${JSON.stringify(data)}\n\n`);
  const chunk = (delta: unknown, finish_reason: string | null = null) =>
    send({ ...base, object: "chat.completion.chunk", choices: [{ index: 0, delta, finish_reason }] });
  chunk({ role: "assistant", content: "" });
  for (const word of (step.text ?? "").match(/\S+\s*/g) ?? []) chunk({ content: word });
  calls.forEach((call, index) => chunk({ tool_calls: [{ index, ...call }] }));
  chunk({}, finish);
  send({ ...base, object: "chat.completion.chunk", choices: [], usage });
  res.end("data: [DONE]\n\n");
}

/** Starts the fake on 127.0.0.1; `script` gives the step for the n-th request (0-based). */
export async function startFakeOpenAi(
  script: FakeStep[] | ((turn: number, request: FakeRequest) => FakeStep),
): Promise<FakeOpenAi> {
  const requests: FakeRequest[] = [];
  const server = createServer(async (req, res) => {
    const raw = await readBody(req);
    let body: Record<string, unknown> = {};
    try {
      body = JSON.parse(raw) as Record<string, unknown>;
    } catch {
      // recorded as empty
    }
    const request = { path: req.url ?? "", headers: req.headers, body };
    const turn = requests.push(request) - 1;
    if (!request.path.endsWith("/chat/completions")) {
      res.writeHead(404, { "Content-Type": "application/json" });
      res.end(JSON.stringify({ error: { message: "not found", type: "invalid_request_error" } }));
      return;
    }
    const step =
      typeof script === "function" ? script(turn, request) : (script[turn] ?? { text: "(no more scripted replies)" });
    if (step.delayMs) await new Promise((done) => setTimeout(done, step.delayMs));
    if (res.destroyed) return;
    if (step.status) {
      res.writeHead(step.status, { "Content-Type": "application/json" });
      res.end(JSON.stringify({ error: { message: "scripted failure", type: "server_error", code: null } }));
      return;
    }
    answer(res, step, turn, body.stream === true, String(body.model ?? "fake"));
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    close: () =>
      new Promise((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
