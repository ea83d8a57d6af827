import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["build/", ".react-router/", "node_modules/", "data/", "test-results/", "playwright-report/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["**/routes/*", "~/routes/*"], message: "Nothing imports from routes/." }] },
      ],
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/config/env.server.ts", "app/**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-properties": [
        "error",
        { object: "process", property: "env", message: "Read the environment through app/config/env.server.ts." },
      ],
    },
  },
  {
    // One way to log on the server (issue 17): the JSON logger of app/lib/logger.ts,
    // reached through loggerContext or as the process logger. Components run in
    // the browser, whose console is the visitor's; tests may capture the console.
    files: ["app/**/*.{ts,tsx}", "server/**/*.ts"],
    ignores: ["app/**/components/**", "app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "app/lib/logger.ts"],
    rules: { "no-console": "error" },
  },
);
