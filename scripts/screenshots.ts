// Takes full-page screenshots of a running site at phone and desktop widths.
// Usage: node scripts/screenshots.ts http://localhost:3000 /tmp/shots / /about ...
import { mkdirSync } from "node:fs";
import { chromium } from "@playwright/test";
import { chromiumLaunchOptions } from "../tests/e2e/chromium.ts";

const [base = "http://localhost:3000", out = "screenshots", ...paths] = process.argv.slice(2);
mkdirSync(out, { recursive: true });
const browser = await chromium.launch(chromiumLaunchOptions());
for (const [name, viewport] of [
  ["phone", { width: 390, height: 844 }],
  ["desktop", { width: 1440, height: 900 }],
] as const) {
  const page = await browser.newPage({ viewport });
  for (const path of paths.length ? paths : ["/"]) {
    await page.goto(base + path, { waitUntil: "networkidle" });
    const file = `${out}/${name}${path.replace(/[^a-z0-9]+/gi, "_")}.png`;
    await page.screenshot({ path: file, fullPage: process.env.FULL === "1" });
    console.log(file);
  }
  await page.close();
}
await browser.close();
