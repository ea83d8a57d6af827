import { existsSync } from "node:fs";

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** The flags this sandbox needs: no network of Chromium's own, no GPU. */
export const CHROMIUM_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/**
 * Debian's Chromium with the flags this sandbox needs (no network, no GPU).
 * Playwright gives every launch a fresh, empty profile directory of its own.
 */
export function chromiumLaunchOptions() {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`Chromium not found at ${CHROMIUM_PATH}: run scripts/install-chromium.sh (or set CHROMIUM_PATH).`);
  }
  return {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS,
  };
}
