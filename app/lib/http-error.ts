import { classifyOutage, outageJson } from "../platform/outage.ts";
// The one place for reading request bodies with limits and for answering an
// API's errors (issue 17): every resource route and API handler answers a bad
// request with jsonError, or throws an HttpError that jsonErrorResponse turns
// into the same answer: {"error": "..."}, its 4xx status, Cache-Control: no-store.

/** An error a visitor caused, answered with its status, message and headers (Retry-After, Allow), never a 500. */
export class HttpError extends Error {
  readonly status: number;
  readonly headers: Record<string, string>;
  constructor(status: number, message: string, headers: Record<string, string> = {}) {
    super(message);
    this.status = status;
    this.headers = headers;
  }
}

/** The answer to a bad request: `{ "error": message }`, its status, never cached. */
export function jsonError(status: number, message: string, headers: Record<string, string> = {}): Response {
  return Response.json({ error: message }, { status, headers: { ...headers, "Cache-Control": "no-store" } });
}

/** The body's bytes, refusing more than maxBytes (413) without reading the rest. */
async function readBodyBytes(request: Request, maxBytes: number): Promise<Uint8Array> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > maxBytes) throw new HttpError(413, `The body is larger than ${maxBytes} bytes`);
  const reader = request.body?.getReader();
  if (!reader) return new Uint8Array(0);
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => {});
      throw new HttpError(413, `The body is larger than ${maxBytes} bytes`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/** The body as text, refusing more than maxBytes (413) without reading the rest. */
export async function readTextBody(request: Request, maxBytes: number): Promise<string> {
  return new TextDecoder().decode(await readBodyBytes(request, maxBytes));
}

const FORM_TYPE = /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i;

/**
 * Reads a form body of at most maxBytes: another content type is a 415, a
 * larger body a 413 (read no further), a form that does not parse (a
 * multipart body without its boundary, a broken part) a 400.
 */
export async function readFormBody(request: Request, maxBytes: number): Promise<FormData> {
  const type = request.headers.get("content-type") ?? "";
  if (!FORM_TYPE.test(type))
    throw new HttpError(415, "Send the form as application/x-www-form-urlencoded or multipart/form-data");
  const bytes = await readBodyBytes(request, maxBytes);
  try {
    return await new Response(bytes as BlobPart, { headers: { "content-type": type } }).formData();
  } catch {
    throw new HttpError(400, "The form could not be read");
  }
}

/** Reads a JSON body of at most maxBytes; bad or oversized bodies are HttpErrors. */
export async function readJsonBody(request: Request, maxBytes: number): Promise<unknown> {
  const type = request.headers.get("content-type") ?? "";
  if (!/^application\/json\b/i.test(type)) throw new HttpError(415, "Send the body as application/json");
  const text = await readTextBody(request, maxBytes);
  if (!text.trim()) throw new HttpError(400, "The body is empty");
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(400, "The body is not valid JSON");
  }
}

/** An HttpError as its JSON answer; a thrown Response as it is; anything else is rethrown (a server fault). */
export function jsonErrorResponse(error: unknown): Response {
  if (error instanceof HttpError) return jsonError(error.status, error.message, error.headers);
  if (error instanceof Response) return error;
  // The database or the disk failed, not the request: 503 with Retry-After (app/platform/outage.ts).
  const outage = classifyOutage(error);
  if (outage) return outageJson(outage);
  throw error;
}

/**
 * Runs an API handler, answering the HttpErrors it throws in JSON. React Router
 * turns an error a resource route's loader throws into a 500 before any
 * middleware sees it (only a thrown Response passes), so handlers are wrapped
 * where they are defined.
 */
export function answerJsonErrors<Args extends unknown[]>(
  handler: (...args: Args) => Promise<Response>,
): (...args: Args) => Promise<Response> {
  return async (...args) => {
    try {
      return await handler(...args);
    } catch (error) {
      return jsonErrorResponse(error);
    }
  };
}
