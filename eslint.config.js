import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";

export default tseslint.config(
  {
    ignores: [
      "build/",
      ".react-router/",
      "data/",
      "reports/",
      "test-results/",
      "playwright-report/",
      ".tmp/",
      "drizzle/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // Plain JavaScript that node runs as it is (npm start before anything is built).
  {
    files: ["scripts/*.mjs"],
    languageOptions: { globals: { console: "readonly", process: "readonly" } },
  },
  // One zod flavour, zod/mini (docs/decisions/0177-server-and-app-apart.md).
  {
    files: ["**/*.{js,mjs,ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          paths: ["zod", "zod/v4", "zod/v3"].map((name) => ({
            name,
            message: "Write schemas with zod/mini (docs/decisions/0177).",
          })),
        },
      ],
    },
  },
  {
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
    },
  },
);
