/**
 * Lets a benchmark run the app's server modules straight from source on Node:
 * resolves the `~/` alias (vite.config and tsconfig's) to app/. Import it first.
 */
import { registerHooks } from "node:module";

const app = new URL("../app/", import.meta.url);
registerHooks({
  resolve(specifier, context, next) {
    return next(specifier.startsWith("~/") ? new URL(specifier.slice(2), app).href : specifier, context);
  },
});
