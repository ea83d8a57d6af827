// The logs of the servers the specs start themselves (own-server.ts), kept so
// that a failing test shows what its server said (fixtures.ts attaches them).

const live = new Map<number, () => string>();

/** Keeps a started server's log until it stops; returns the call that forgets it. */
export function keepServerLog(port: number, log: () => string): () => void {
  live.set(port, log);
  return () => live.delete(port);
}

/** The last `maxChars` of each live server's log, by port. */
export function liveServerLogs(maxChars = 12_000): { port: number; tail: string }[] {
  return [...live].map(([port, log]) => ({ port, tail: log().slice(-maxChars) }));
}
