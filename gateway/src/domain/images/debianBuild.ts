/** A Debian bookworm base (minbase) made from a package list: `mmdebstrap | podman import` (issue 9, item 1). */
import { spawn } from "node:child_process";
import { tmpdir } from "node:os";
import { z } from "zod";
import { podmanCall } from "../../executors/container.js";
import { runLogged, type BuildLog } from "./buildLog.js";

const packageName = /^[a-z0-9][a-z0-9+.-]{0,99}$/;
export const debianPackagesInput = z
  .array(z.string().trim().regex(packageName, "not a Debian package name"))
  .min(1)
  .max(200);

export interface DebianRecipe {
  readonly packages: readonly string[];
  /** Files of ours copied into the image (mmdebstrap's copy-in): [from on this machine, to directory]. */
  readonly copyIn?: readonly (readonly [string, string])[];
  /** Labels on the image (a recipe stamp). */
  readonly labels?: Readonly<Record<string, string>>;
}

export function debianBuild(podman: string, ref: string, recipe: DebianRecipe) {
  return async (log: BuildLog, signal?: AbortSignal): Promise<boolean> => {
    const hooks = (recipe.copyIn ?? []).map(([from, to]) => `--customize-hook=copy-in ${from} ${to}`);
    const bootstrap = spawn(
      "mmdebstrap",
      ["--variant=minbase", `--include=${recipe.packages.join(",")}`, ...hooks, "bookworm", "-"],
      {
        env: process.env,
        cwd: tmpdir(),
        stdio: ["ignore", "pipe", "pipe"],
        ...(signal ? { signal, killSignal: "SIGTERM" as const } : {}),
      },
    );
    bootstrap.stderr?.on("data", (chunk: Buffer) => log.add(chunk.toString("utf8")));
    const bootstrapped = new Promise<number>((resolve, reject) => {
      bootstrap.on("error", reject);
      bootstrap.on("close", (code) => resolve(code ?? -1));
    });
    const changes = ["--change", "WORKDIR /work"];
    for (const [key, value] of Object.entries(recipe.labels ?? {}))
      changes.push("--change", `LABEL ${key}=${value}`);
    const imported = runLogged(podman, ["import", ...changes, "-", ref], log, {
      stdin: bootstrap.stdout!,
      ...(signal ? { signal } : {}),
    });
    const [made, code] = await Promise.all([bootstrapped, imported]);
    if (made !== 0) {
      // podman may have imported a partial stream: that is no image.
      await podmanCall(podman, ["rmi", "-f", ref]);
      log.add(`\nmmdebstrap failed (exit code ${made})\n`);
      return false;
    }
    return code === 0;
  };
}
