// The console's shared types (issue 13; the console contract). No server code:
// pages may import them.

export type ConsoleRole = "owner" | "staff";

export type ConsoleUser = { id: string; email: string; name: string; role: ConsoleRole };

/** What every console route module exports as `handle`: the least role that may open it. */
export type ConsoleHandle = { console: { role: ConsoleRole } | { public: true } };

export const CONSOLE_SIGN_IN_PATH = "/admin/sign-in";

/** Wrong passwords in a row that lock an account, and for how long. */
export const LOCKOUT = { maxFailures: 10, minutes: 15 } as const;

/**
 * The one answer to any refused sign-in (wrong email, wrong password, locked
 * account), so it never tells whether an email has an account.
 */
export const SIGN_IN_REFUSED = `Wrong email or password, or the account is locked. After ${LOCKOUT.maxFailures} wrong passwords in a row an account is locked for ${LOCKOUT.minutes} minutes.`;

/** A `next` address the sign-in may send the browser to: a console path of this site, nothing else. */
export function safeConsolePath(next: string | null | undefined): string {
  if (!next || !/^\/admin(?:[/?#]|$)/.test(next) || next.startsWith(CONSOLE_SIGN_IN_PATH)) return "/admin";
  return next;
}
