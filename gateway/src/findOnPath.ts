/**
 * Programs on the PATH (`podman`, `obabel`): where the configuration looks for the container engine
 * and where the Open Babel reader looks for `obabel` when a conversion needs it.
 */
import { accessSync, constants } from "node:fs";
import path from "node:path";

/** The PATH used when the environment has none. */
export const defaultSearchPath = "/usr/local/bin:/usr/bin:/bin";

/** A program (`podman`, `obabel`) on the PATH, or null. */
export function findOnPath(name: string, env: { PATH?: string | undefined }): string | null {
  for (const dir of (env.PATH ?? defaultSearchPath).split(":")) {
    if (!dir) continue;
    const candidate = path.join(dir, name);
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not in this folder
    }
  }
  return null;
}
