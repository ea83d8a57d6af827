import type { Config } from "@react-router/dev/config";
import { listPrerenderPaths } from "./app/features/seo/prerender-paths.ts";

export default {
  ssr: true,
  // Pages that are the same for every visitor are rendered at build time.
  prerender: { paths: () => listPrerenderPaths(), concurrency: 2 },
} satisfies Config;
