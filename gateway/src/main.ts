import { createApp } from "./app.js";
import { ConfigError, loadConfig } from "./config.js";
import { DatabaseUnreachableError } from "./db/connection.js";

/** Starts the gateway: migrations, the first administrator, then HTTP on PORT; drains on SIGTERM. */
async function main(): Promise<void> {
  const config = loadConfig();
  const app = await createApp({
    config,
    logger: { level: process.env.LOG_LEVEL ?? "info" },
  });
  await app.server.listen({ port: config.port, host: config.host });
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.server.log.info(`${signal}: draining requests`);
    app
      .close()
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        app.server.log.error({ err: error }, "shutdown failed");
        process.exit(1);
      });
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}

main().catch((error: unknown) => {
  // A setting or a database that cannot work is the operator's to fix: one line that says what.
  if (error instanceof ConfigError || error instanceof DatabaseUnreachableError) {
    console.error(`crucible: ${error.message}`);
  } else {
    console.error(error);
  }
  process.exit(1);
});
