/**
 * A gateway for a benchmark: PGlite in memory (or `databaseUrl`), its data in a new temporary folder.
 * Without podman unless `env` names CRUCIBLE_PODMAN: a gateway with podman builds the shipped images
 * in the background on first start (Debian package installs for minutes), which took the cores every
 * figure of the run was measured on (the chemistry pool drew 445 records/s instead of 1,800).
 */
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { createApp } from "../../gateway/src/app.js";
import { loadConfig } from "../../gateway/src/config.js";

export async function startBenchApp(
  name: string,
  options: { env?: Record<string, string>; databaseUrl?: string | undefined } = {},
) {
  const work = await mkdtemp(path.join(tmpdir(), `crucible-bench-${name}-`));
  const config = {
    ...loadConfig({ CRUCIBLE_PODMAN: "false", ...options.env }),
    dataDir: path.join(work, "data"),
    adminPassword: "Admin#Bench2026",
    databaseUrl: options.databaseUrl,
  };
  const app = await createApp({ config, pgliteDir: "memory://", logger: false });
  await app.server.listen({ port: 0, host: "127.0.0.1" });
  const base = `http://127.0.0.1:${(app.server.addresses()[0] as { port: number }).port}`;
  return { work, app, base, config };
}
