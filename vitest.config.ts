import { defineConfig } from "vitest/config";

/**
 * Two projects (docs/testing.md): `unit`, the tests beside the code, which need no database and start
 * in seconds (`npx vitest run --project unit`); and `api`, the suites under tests/ that each start a
 * gateway from the dumps the global set-up prepares once per run (it runs only when an `api` file is
 * queued, so the unit loop never pays for it).
 */
export default defineConfig({
  // vitest would otherwise load graphql twice (ESM and CJS): "Cannot use GraphQLSchema from another module or realm".
  resolve: { alias: { graphql: "graphql/index.js" } },
  test: {
    environment: "node",
    // Each API file starts its own gateway from the migrated dump: two at a time fits two cores.
    pool: "forks",
    maxWorkers: 2,
    // Files of one worker share its module graph (the gateway is imported once per worker, not per
    // file): each file still starts its own gateway on its own database, so nothing else is shared.
    // The PostgreSQL run took 268 s instead of 518 s with this.
    isolate: false,
    fileParallelism: true,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    teardownTimeout: 30_000,
    reporters: ["default"],
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: [
            "gateway/src/**/*.test.ts",
            "cli/src/**/*.test.ts",
            "schema/src/**/*.test.ts",
            // The client core (@crucible/client) against a node:http server of its own.
            "clients/ts/src/**/*.test.ts",
            "web/src/**/*.test.ts",
            "web/build/**/*.test.ts",
            // Component tests: each says `// @vitest-environment jsdom` on its first line.
            "web/src/**/*.test.tsx",
          ],
        },
      },
      {
        extends: true,
        test: {
          name: "api",
          include: [
            "tests/api/**/*.test.ts",
            // docs/examples/python run against a started gateway; the MCP server driven by the SDK's client.
            "tests/examples/**/*.test.ts",
            "tests/mcp/**/*.test.ts",
            // The crucible CLI run as a child process against a started gateway.
            "tests/cli/**/*.test.ts",
            // The shipped science modules (gateway/containers) against their tools' own examples.
            "tests/science/**/*.test.ts",
            // The executors and the tools they run (podman, Slurm, the registry, bubblewrap's limits).
            "tests/tools/**/*.test.ts",
          ],
          globalSetup: ["tests/support/globalSetup.ts"],
        },
      },
    ],
  },
});
