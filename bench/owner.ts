/**
 * An owner account for a bench's database, and signing it in to the running
 * server the way the console's sign-in form does (bench:console, bench:pages).
 * Needs the `~/` alias (bench/app-alias.ts).
 */
import type { Db } from "../app/db/client.server.ts";
import { createAccount, issueSetPasswordLink, setPasswordWithToken } from "../app/features/admin/accounts.server.ts";

export const BENCH_OWNER = { email: "owner@example.com", password: "a long enough bench password" };

/** Creates the bench's owner, with its password set. */
export async function addBenchOwner(db: Db): Promise<void> {
  const owner = await createAccount(db, { email: BENCH_OWNER.email, name: "Bench Owner", role: "owner" });
  const { token } = await issueSetPasswordLink(db, owner.id);
  const set = await setPasswordWithToken(db, token, BENCH_OWNER.password);
  if (!set.ok) throw new Error(set.error);
}

/** Signs the bench's owner in; the session cookie to send with console requests. */
export async function signInBenchOwner(origin: string): Promise<string> {
  const signIn = await fetch(`${origin}/admin/sign-in`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(BENCH_OWNER),
  });
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(";")[0]!)
    .find((c) => c.startsWith("ewt-console.session_token="));
  if (signIn.status !== 303 || !cookie) throw new Error(`sign-in answered ${signIn.status}`);
  return cookie;
}
