import { defineConfig } from "vitest/config";

/**
 * The fleet suite (tests/fleet): several gateway and worker processes sharing one PostgreSQL database
 * and one data folder. PostgreSQL only (`DATABASE_URL`); one file at a time, each starts its own fleet.
 */
export default defineConfig({
  resolve: { alias: { graphql: "graphql/index.js" } },
  test: {
    include: ["tests/fleet/**/*.test.ts"],
    environment: "node",
    pool: "forks",
    maxWorkers: 1,
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 360_000,
    teardownTimeout: 60_000,
    reporters: ["default"],
  },
});
