import type { ConsoleUser } from "~/features/admin/types.ts";

// A ConsoleUser for unit tests of server functions that take an actor.

let next = 1;

export function consoleUser(overrides: Partial<ConsoleUser> = {}): ConsoleUser {
  const n = next++;
  return { id: `user-${n}`, email: `person${n}@example.com`, name: `Person ${n}`, role: "staff", ...overrides };
}

export const ownerUser = (overrides: Partial<ConsoleUser> = {}) => consoleUser({ role: "owner", ...overrides });
export const staffUser = (overrides: Partial<ConsoleUser> = {}) => consoleUser({ role: "staff", ...overrides });
