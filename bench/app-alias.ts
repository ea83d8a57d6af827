import { registerHooks } from "node:module";

// The app's `~/` imports (tsconfig paths, resolved by Vite in the build) for a
// bench that runs app modules directly on Node: `node --import ./bench/app-alias.ts ...`.
registerHooks({
  resolve(specifier, context, next) {
    if (!specifier.startsWith("~/")) return next(specifier, context);
    return next(new URL(`../app/${specifier.slice(2)}`, import.meta.url).href, context);
  },
});
