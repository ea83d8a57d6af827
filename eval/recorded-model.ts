import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { startFakeOpenAi, type FakeOpenAi, type FakeStep } from "../tests/support/fake-openai-server.ts";

// A recorded model for the evaluation set: eval/llm-recordings.json holds,
// for each conversation of the set (keyed by the visitor's turns so far), the
// model's output: a text, or a tool call and then a text. Some are
// deliberately bad (an invented phone number, a wrong price, a false legal
// claim, a link off the site, an unlisted offer, markup): the reply checks
// must refuse every one, so the offline engine's reply is sent instead. The
// fake server (tests/support/fake-openai-server.ts) speaks the OpenAI
// protocol on loopback, so the real LLM code path (the AI SDK) runs.

export type Recording = {
  /** The case of the evaluation set it was recorded for. */
  caseId: string;
  /** A tool the model called first, then the text it answered with. */
  toolCall?: { name: string; args: unknown };
  text: string;
  /** Why this recording is deliberately wrong: the checks must refuse it. */
  bad?: "phone" | "price" | "legal claim" | "link" | "offer" | "markup";
};

export type Recordings = { note: string; recordings: Record<string, Recording> };

export const RECORDINGS_FILE = resolve(import.meta.dirname, "llm-recordings.json");

/** The key of a conversation: the visitor's turns so far. */
export const recordingKey = (userTurns: readonly string[]) => userTurns.join("\n");

export function loadRecordings(): Recordings {
  return JSON.parse(readFileSync(RECORDINGS_FILE, "utf8")) as Recordings;
}

type WireMessage = { role: string; content: unknown };

/** Starts the fake model answering from the recordings. */
export function startRecordedModel(recordings: Recordings["recordings"]): Promise<FakeOpenAi> {
  return startFakeOpenAi((_turn, request): FakeStep => {
    const messages = (request.body.messages ?? []) as WireMessage[];
    const users = messages.filter((m) => m.role === "user").map((m) => String(m.content));
    const recording = recordings[recordingKey(users)];
    if (!recording) return { text: "(no recording for this conversation)" };
    const lastUser = messages.map((m) => m.role).lastIndexOf("user");
    const toolAnswered = messages.slice(lastUser).some((m) => m.role === "tool");
    if (recording.toolCall && !toolAnswered) return { toolCalls: [recording.toolCall] };
    return { text: recording.text };
  });
}
