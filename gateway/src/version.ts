/**
 * The deployed version (GET /VERSION, spec §2): the package version stamped with the built web
 * client's pages, read again when they change under a running gateway. `loadConfig` (config.ts) makes
 * `config.version` of it.
 */
import { createHash } from "node:crypto";
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const packageJson = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../package.json");

/**
 * The deployed version (GET /VERSION): CRUCIBLE_VERSION when set, otherwise the package version with
 * a stamp of the built web client (its pages, index.html and the mobile site's mobile.html, name every
 * hashed asset), so that any new client build changes it and open pages are asked to reload (spec §2).
 */
export function readVersion(env: NodeJS.ProcessEnv, webDist: string): string {
  if (env.CRUCIBLE_VERSION) return env.CRUCIBLE_VERSION;
  const pkg = JSON.parse(readFileSync(packageJson, "utf8")) as { version: string };
  try {
    const stamp = createHash("sha256").update(readFileSync(path.join(webDist, "index.html")));
    const mobile = path.join(webDist, "mobile.html");
    if (existsSync(mobile)) stamp.update(readFileSync(mobile));
    return `${pkg.version}+${stamp.digest("hex").slice(0, 10)}`;
  } catch {
    return pkg.version;
  }
}

/**
 * The deployed version as it is now: readVersion again whenever the web client's pages changed on disk
 * (their size and time, looked at most once per `checkEveryMs`), so that a client rebuilt under a
 * running gateway makes open pages reload (issue 26), not only a restart.
 */
export function liveVersion(env: NodeJS.ProcessEnv, webDist: string, checkEveryMs = 1000): () => string {
  const fixed = env.CRUCIBLE_VERSION;
  if (fixed) return () => fixed;
  const pages = () =>
    ["index.html", "mobile.html"]
      .map((name) => {
        const stats = statSync(path.join(webDist, name), { throwIfNoEntry: false });
        return stats ? `${stats.mtimeMs}:${stats.size}` : "-";
      })
      .join("|");
  let seen = pages();
  let version = readVersion(env, webDist);
  let checkedAt = Date.now();
  return () => {
    const now = Date.now();
    if (now - checkedAt < checkEveryMs) return version;
    checkedAt = now;
    const current = pages();
    if (current !== seen) {
      seen = current;
      version = readVersion(env, webDist);
    }
    return version;
  };
}
