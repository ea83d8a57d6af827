import type { Config } from "@react-router/dev/config";

export default {
  // Every page is rendered by the server; pages the same for every visitor are kept,
  // one copy per version of what they show (docs/decisions/029), instead of built ahead.
  ssr: true,
} satisfies Config;
