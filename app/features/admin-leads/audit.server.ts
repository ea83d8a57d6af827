import type { Db } from "~/db/client.server.ts";
import type { ConsoleUser } from "./console-user.ts";

// Until AUTH's audit module is merged: the same signature as its recordAudit.
type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type AuditEntry = {
  actor: ConsoleUser;
  action: string;
  entity: string;
  entityId: string;
  before?: unknown;
  after?: unknown;
};
export async function recordAudit(_db: Db | Tx, _entry: AuditEntry): Promise<void> {}
