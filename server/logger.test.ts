import { expect, it } from "vitest";
import { createLogger } from "./logger.ts";

it("writes one JSON object a line and honours the level", () => {
  const lines: string[] = [];
  const logger = createLogger("info", (l) => lines.push(l));
  logger.debug("hidden");
  logger.info("request", { id: "abc", status: 200 });
  expect(lines).toHaveLength(1);
  expect(lines[0]!.endsWith("\n")).toBe(true);
  expect(JSON.parse(lines[0]!)).toMatchObject({ level: "info", msg: "request", id: "abc", status: 200 });
});
