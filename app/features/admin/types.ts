// The console's shared types (issue 13; the console contract). No server code:
// pages may import them.

export type ConsoleRole = "owner" | "staff";

export type ConsoleUser = { id: string; email: string; name: string; role: ConsoleRole };

/** What every console route module exports as `handle`: the least role that may open it. */
export type ConsoleHandle = { console: { role: ConsoleRole } | { public: true } };

export const CONSOLE_SIGN_IN_PATH = "/admin/sign-in";

/**
 * Sign-in attempts before a wait of `minutes`: `maxFailures` wrong passwords in
 * a row for one account from one address lock that address out of that
 * account; `perAddress` from one address over every account, and
 * `perAccount` for one account from every address, lock more widely
 * (features/admin/lockout.server.ts).
 */
export const LOCKOUT = { maxFailures: 10, perAddress: 30, perAccount: 100, minutes: 15 } as const;

/** The one answer to a wrong password, also for an email without an account (it never tells which). */
export const SIGN_IN_REFUSED = "Wrong email or password.";
