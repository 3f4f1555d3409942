import js from "@eslint/js";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "**/node_modules/**",
      "**/dist/**",
      "data/**",
      "**/__generated__/**",
      "**/*.generated.ts",
      "tests/e2e/artifacts/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
      "no-restricted-syntax": [
        "error",
        { selector: "ExportDefaultDeclaration", message: "Use named exports." },
      ],
    },
  },
  // Layers (DESIGN.md §1): each imports only what stands below it.
  {
    files: ["gateway/src/domain/**/*.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/rest/**", "**/graphql/**", "**/http/**", "**/areas/**", "fastify", "@apollo/*"],
              message: "The domain imports no transport: rest, graphql, http and areas stand above it.",
            },
          ],
        },
      ],
    },
  },
  // Transports hold no business rule and no database access: no query builder, no table values.
  {
    files: [
      "gateway/src/rest/**/*.ts",
      "gateway/src/graphql/resolvers/**/*.ts",
      "gateway/src/graphql/subscriptions.ts",
    ],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: [
                "drizzle-orm",
                "drizzle-orm/*",
                "**/db/schema.js",
                "**/db/schema",
                "**/db/connection.js",
              ],
              allowTypeImports: true,
              message: "Transports call domain functions: queries and tables belong in gateway/src/domain.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["gateway/src/executors/**/*.ts", "gateway/src/db/**/*.ts", "gateway/src/storage/**/*.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/domain/**", "**/rest/**", "**/graphql/**", "**/http/**", "**/areas/**"],
              message: "Executors, db and storage stand below the domain and the transports.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["schema/src/**/*.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["**/gateway/**", "**/web/**"], message: "The contract imports nothing of ours." },
          ],
        },
      ],
    },
  },
  {
    files: ["**/*.config.{ts,js}", "eslint.config.js", "codegen.ts", "web/vite.config.ts"],
    rules: { "no-restricted-syntax": "off" },
  },
  {
    files: ["**/*.cjs"],
    languageOptions: { sourceType: "commonjs", globals: { require: "readonly", module: "writable" } },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  {
    files: ["**/*.{js,mjs}"],
    languageOptions: { globals: { process: "readonly", console: "readonly", URL: "readonly" } },
  },
);
