import type { ServerBuild } from "react-router";
import type * as AppEntry from "../app/entry.server.tsx";

/**
 * What app/entry.server.tsx exports besides React Router's own entry: the
 * request contexts the server fills, the start-up hook and the prerendered
 * pages' per-response values. React Router types the build's entry module as
 * its own shape only, so this is the one place the server reads ours.
 */
export type AppEntryModule = typeof AppEntry;

export function appEntryOf(build: ServerBuild): AppEntryModule {
  return build.entry.module as unknown as AppEntryModule;
}
