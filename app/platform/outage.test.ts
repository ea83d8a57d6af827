import { describe, expect, it } from "vitest";
import { addOutageClassifier, classifyOutage, outageJson, type Outage } from "./outage.ts";
import { jsonErrorResponse } from "../lib/http-error.ts";

const down: Outage = { cause: "database", message: "Our booking system is briefly unavailable.", retryAfterSeconds: 5 };
class DownError extends Error {}
addOutageClassifier((error) => (error instanceof DownError ? down : null));

describe("outages", () => {
  it("are recognised through the cause chain, other errors are not", () => {
    expect(classifyOutage(new Error("wrapped", { cause: new DownError("x") }))).toEqual(down);
    expect(classifyOutage(new Error("a bug"))).toBeNull();
    expect(classifyOutage("text")).toBeNull();
  });

  it("answer an API with 503 JSON and Retry-After, and a bug stays a fault", async () => {
    const answer = jsonErrorResponse(new DownError("connection refused"));
    expect(answer.status).toBe(503);
    expect(answer.headers.get("retry-after")).toBe("5");
    expect(await answer.json()).toEqual({ error: down.message });
    expect(() => jsonErrorResponse(new Error("a bug"))).toThrow("a bug");
    expect(outageJson(down).headers.get("cache-control")).toBe("no-store");
  });
});
