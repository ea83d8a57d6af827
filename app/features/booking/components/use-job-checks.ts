import { useEffect, useState } from "react";
import type { JobChecks } from "../job-checks.ts";

let checksLoading: Promise<JobChecks> | undefined;
/** The form's checks (zod), fetched once per page load, and again after a failed try. */
const loadChecks = () =>
  (checksLoading ??= import("../job-checks.ts").then(
    (module) => module.jobChecks,
    (error: unknown) => {
      checksLoading = undefined;
      throw error;
    },
  ));

/**
 * The /book form's checks, fetched after the page is showing, in a task of
 * their own (decision 033): null until they arrive, and for good when they
 * cannot be fetched (offline), where the server's checks and figures stand.
 */
export function useJobChecks(): JobChecks | null {
  const [checks, setChecks] = useState<JobChecks | null>(null);
  useEffect(() => {
    let live = true;
    loadChecks().then(
      (loaded) => live && setChecks(() => loaded),
      () => {},
    );
    return () => {
      live = false;
    };
  }, []);
  return checks;
}
