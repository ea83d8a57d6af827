import { describe, expect, it } from "vitest";
import { HttpError, readFormBody } from "./http-error.ts";

const post = (body: BodyInit | null, headers: Record<string, string> = {}) =>
  new Request("http://localhost/pay/x", {
    method: "POST",
    headers,
    body,
    ...(body instanceof ReadableStream ? { duplex: "half" } : {}),
  });

async function statusOf(promise: Promise<unknown>): Promise<number> {
  try {
    await promise;
    return 200;
  } catch (error) {
    if (error instanceof HttpError) return error.status;
    throw error;
  }
}

describe("readFormBody", () => {
  it("reads url-encoded and multipart forms", async () => {
    const plain = await readFormBody(post("intent=pay", { "Content-Type": "application/x-www-form-urlencoded" }), 100);
    expect(plain.get("intent")).toBe("pay");
    const multipart = new FormData();
    multipart.set("intent", "cancel");
    const encoded = new Request("http://localhost/", { method: "POST", body: multipart });
    expect((await readFormBody(encoded, 1000)).get("intent")).toBe("cancel");
  });

  it("answers another content type, or none, with 415", async () => {
    expect(await statusOf(readFormBody(post('{"intent":"pay"}', { "Content-Type": "application/json" }), 100))).toBe(
      415,
    );
    expect(await statusOf(readFormBody(post("intent=pay", { "Content-Type": "text/plain" }), 100))).toBe(415);
    expect(await statusOf(readFormBody(post("intent=pay"), 100))).toBe(415);
    expect(await statusOf(readFormBody(new Request("http://localhost/", { method: "POST" }), 100))).toBe(415);
  });

  it("answers a multipart body without its boundary, or broken, with 400", async () => {
    expect(await statusOf(readFormBody(post("intent=pay", { "Content-Type": "multipart/form-data" }), 100))).toBe(400);
    const broken = '--b\r\nContent-Disposition: form-data; name="intent"\r\n\r\npay'; // no closing boundary
    expect(await statusOf(readFormBody(post(broken, { "Content-Type": "multipart/form-data; boundary=b" }), 100))).toBe(
      400,
    );
  });

  it("refuses a declared or streamed body over the limit with 413, reading no further", async () => {
    const form = { "Content-Type": "application/x-www-form-urlencoded" };
    expect(await statusOf(readFormBody(post("intent=pay", { ...form, "Content-Length": "5000" }), 100))).toBe(413);
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new Uint8Array(64).fill(97));
      },
    });
    expect(await statusOf(readFormBody(post(endless, form), 1000))).toBe(413);
    expect(pulled).toBeLessThan(40);
  });
});
