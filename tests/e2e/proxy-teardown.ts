import { rm } from "node:fs/promises";

/** The proxied run's throwaway certificate goes with it (playwright.proxy.config.ts). */
export default async function removeTestCertificate() {
  if (process.env.E2E_TLS_DIR) await rm(process.env.E2E_TLS_DIR, { recursive: true, force: true });
}
