import type { Tx } from "~/features/checkout/orders.server.ts";

// Until the console's shared parts are merged: the contract's ConsoleUser and
// a recordAudit with its signature (replaced by features/admin's).

export type ConsoleUser = { id: string; email: string; name: string; role: "owner" | "staff" };

export type AuditEntry = {
  actor: ConsoleUser;
  action: string;
  entity: string;
  entityId: string;
  before?: unknown;
  after?: unknown;
};

export async function recordAudit(_db: Tx, _entry: AuditEntry): Promise<void> {}
