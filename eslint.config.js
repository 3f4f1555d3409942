import js from "@eslint/js";
import tseslint from "typescript-eslint";

/**
 * Imports that give database access (values; their types may be imported anywhere): the query
 * builder and every table file of gateway/src/db (the core's schema.ts, each area's own, the scan
 * tables.ts); the connection is named apart, for the composition roots open it.
 */
const databaseValues = [
  "drizzle-orm",
  "drizzle-orm/*",
  "**/db/*",
  "!**/db/connection.js",
  "!**/db/connection",
];

/** What executors, db and storage may not import: they stand below the domain and the transports. */
const belowDomain = {
  group: ["**/domain/**", "**/rest/**", "**/graphql/**", "**/http/**", "**/areas/**"],
  message: "Executors, db and storage stand below the domain and the transports.",
};

/** requireFeature is the transports' (see below). */
const featureSwitchPattern = {
  group: ["**/config/features.js", "**/config/features"],
  importNames: ["requireFeature"],
  message:
    "A feature switch is declared where the call is (defineCall/defineResource `feature`, @feature in the SDL) and checked by the transport.",
};
const featureSwitchPath = {
  name: "@crucible/schema",
  importNames: ["isFeatureEnabled"],
  message: "Read a switch with featureEnabled (domain/config/features.ts); gate with a declaration.",
};
/** The time in the domain is read through the clock (domain/clock.ts; issue 27 item 6). */
const clockReads = [
  {
    selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
    message: "Read the time through the clock: ctx.clock.ms() (domain/clock.ts).",
  },
  {
    selector: "NewExpression[callee.name='Date'][arguments.length=0]",
    message: "Read the time through the clock: ctx.clock.now() (domain/clock.ts).",
  },
  {
    selector: "TemplateElement[value.raw=/(^|[^.\\w])now\\(\\)/i]",
    message: "SQL's now() goes through the clock too: ${ctx.clock.sqlNow()} (domain/clock.ts).",
  },
];
/**
 * Domain files that read the process's own time, each for a reason no rule a test moves depends on:
 * - chem/pool.ts, chem/fairQueue.ts, chem/obabel.ts: the chemistry pool's time limit, fair share and
 *   probe cache measure how long a worker thread of this process ran (durations of this process).
 * - config/caches.ts: the age of this process's in-memory cache entries (a cache, not a rule).
 * - commerce/payments.ts: a provider's signed notification time is checked against the real time (the
 *   provider's own clock signed it), and the minutes to its expiry handed to the provider are real.
 */
const clockAllowed = [
  "gateway/src/domain/clock.ts",
  "gateway/src/domain/chem/pool.ts",
  "gateway/src/domain/chem/fairQueue.ts",
  "gateway/src/domain/chem/obabel.ts",
  "gateway/src/domain/config/caches.ts",
  "gateway/src/domain/commerce/payments.ts",
];
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
  // Code that runs on Node is type-checked in one program with the tests (tsconfig.node.json), whose
  // page.evaluate callbacks need DOM's types: the browser's globals are refused here instead.
  {
    files: ["gateway/src/**/*.ts", "schema/src/**/*.ts", "cli/src/**/*.ts", "clients/ts/src/**/*.ts"],
    rules: {
      "no-restricted-globals": [
        "error",
        ...["window", "document", "navigator", "localStorage", "sessionStorage", "location", "history"].map(
          (name) => ({ name, message: "Node code: there is no browser here." }),
        ),
      ],
    },
  },
  // The client package (cli/: the crucible CLI and the MCP server) holds no server code: it reaches the
  // platform over HTTP only, so installing it never installs the gateway (cli/src/package.test.ts checks
  // its dependencies too).
  {
    files: ["cli/**/*.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: [
                "**/gateway/**",
                "@crucible/gateway",
                "@crucible/gateway/*",
                "**/web/**",
                "@crucible/web",
              ],
              message:
                "The client package talks to the platform over HTTP: it imports no gateway or web code.",
            },
          ],
        },
      ],
    },
  },
  // The client core (@crucible/client) runs in the browser and on Node alike: it imports no Node module
  // and nothing of the gateway, the web or the CLI (its own tsconfig.json has neither runtime's types;
  // browser globals are refused above). Its tests run on Node.
  {
    files: ["clients/ts/src/**/*.ts"],
    ignores: ["clients/ts/src/**/*.test.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: [
                "node:*",
                "**/gateway/**",
                "@crucible/gateway",
                "@crucible/gateway/*",
                "**/web/**",
                "@crucible/web",
                "**/cli/**",
                "@crucible/cli",
              ],
              message:
                "The client core is transport-neutral: no Node module, no gateway, web or CLI code (the transport is injected).",
            },
          ],
        },
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
  // Outside the db layer, the domain and the GraphQL loaders nothing holds database access: no query
  // builder, no table values (types are fine). Transports call domain functions; the composition roots
  // (app, main, worker) only open the connection.
  {
    files: ["gateway/src/**/*.ts"],
    ignores: [
      "gateway/src/domain/**",
      "gateway/src/db/**",
      "gateway/src/graphql/loaders.ts",
      "gateway/src/executors/**",
      "gateway/src/storage/**",
    ],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: [...databaseValues, "**/db/connection.js", "**/db/connection"],
              allowTypeImports: true,
              message:
                "Only gateway/src/domain (and db, loaders) touch the database: call a domain function.",
            },
          ],
        },
      ],
    },
  },
  // One way to switch a feature off (docs/architecture.md): the transports check the switch a call,
  // a resource or a GraphQL field declares, before anything else. Only their checkers read it that way;
  // the domain never gates itself (it may read a switch as a value: featureEnabled).
  {
    files: ["gateway/src/**/*.ts"],
    ignores: [
      "gateway/src/rest/calls.ts",
      "gateway/src/rest/resources.ts",
      "gateway/src/graphql/directives.ts",
      "gateway/src/domain/config/features.ts",
    ],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [featureSwitchPattern],
          paths: [featureSwitchPath],
        },
      ],
    },
  },
  // The transports' guards make the actor (domain/access/guards.ts: SignedIn, UserActor, Granted<P>) and
  // hand it to the domain, which takes it as a parameter and does not check the session or the
  // permission again. Only the resource verbs' own guard (resources/resourceRows.ts) makes one in the
  // domain.
  {
    files: ["gateway/src/domain/**/*.ts"],
    ignores: [
      "gateway/src/domain/access/guards.ts",
      "gateway/src/domain/resources/resourceRows.ts",
      "gateway/src/domain/config/features.ts",
    ],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            featureSwitchPattern,
            {
              group: ["**/access/guards.js", "**/access/guards"],
              importNames: ["requireActor", "requireUser", "requirePerm", "requireSignedIn"],
              message:
                "The domain takes the actor its transport's guard made (SignedIn<S>, UserActor, Granted<P>) as a parameter; a second permission checked at run time is can(actor, perm).",
            },
          ],
          paths: [featureSwitchPath],
        },
      ],
    },
  },
  {
    files: ["gateway/src/domain/**/*.ts"],
    ignores: ["gateway/src/domain/**/*.test.ts", ...clockAllowed],
    rules: {
      "no-restricted-syntax": [
        "error",
        { selector: "ExportDefaultDeclaration", message: "Use named exports." },
        ...clockReads,
      ],
    },
  },
  {
    files: ["gateway/src/app.ts", "gateway/src/main.ts", "gateway/src/worker.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: databaseValues,
              allowTypeImports: true,
              message: "The composition roots open the connection; queries belong in gateway/src/domain.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["gateway/src/executors/**/*.ts", "gateway/src/storage/**/*.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            belowDomain,
            {
              group: [...databaseValues, "**/db/connection.js", "**/db/connection"],
              allowTypeImports: true,
              message:
                "Executors and storage hold no database access: the domain passes them what they need.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["gateway/src/db/**/*.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [belowDomain],
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
