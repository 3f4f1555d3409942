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
    // First /healthz answers 503 while every request is still served, so that a balancer's health
    // checks take this gateway out before its port closes; then the port closes, requests in flight
    // are answered (a request on a kept-alive connection gets 503 and Connection: close, which a
    // balancer retries elsewhere) and the database closes.
    app.state.draining = true;
    app.server.log.info(
      `${signal}: draining requests (/healthz unhealthy for ${config.drainMs} ms before the port closes)`,
    );
    new Promise((resolve) => setTimeout(resolve, config.drainMs))
      .then(() => app.close())
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
