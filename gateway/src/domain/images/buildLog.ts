/**
 * A build's output (issue 9, item 1): the tail of it kept on the image (build_log), and the programs
 * of a build writing into it.
 */
import { spawn } from "node:child_process";
import { tmpdir } from "node:os";
import type { Readable } from "node:stream";
import { podmanEnv } from "../../executors/container.js";

/** How much of a build's output is kept on the image (the tail). */
export const buildLogMaxChars = 64 * 1024;

/** An output buffer that keeps the last buildLogMaxChars characters. */
export function tailLog(): { add(text: string): void; text(): string } {
  let log = "";
  return {
    add(text) {
      log += text;
      if (log.length > buildLogMaxChars * 2) log = log.slice(-buildLogMaxChars);
    },
    text: () => log.slice(-buildLogMaxChars),
  };
}

/** A build's log: what its programs write is added, its tail kept. */
export type BuildLog = ReturnType<typeof tailLog>;

/** A process's stdout and stderr into the log; answers its exit code. */
export function runLogged(
  command: string,
  args: readonly string[],
  log: BuildLog,
  options: { stdin?: Readable; env?: NodeJS.ProcessEnv; cwd?: string; signal?: AbortSignal } = {},
): Promise<number> {
  return new Promise((resolve, reject) => {
    // A stopping gateway stops it with SIGTERM (what podman build leaves running: see its cgroup).
    const child = spawn(command, args, {
      env: options.env ?? podmanEnv(),
      cwd: options.cwd ?? tmpdir(),
      stdio: [options.stdin ? "pipe" : "ignore", "pipe", "pipe"],
      ...(options.signal ? { signal: options.signal, killSignal: "SIGTERM" as const } : {}),
    });
    child.stdout?.on("data", (chunk: Buffer) => log.add(chunk.toString("utf8")));
    child.stderr?.on("data", (chunk: Buffer) => log.add(chunk.toString("utf8")));
    child.on("error", reject);
    if (options.stdin && child.stdin) {
      child.stdin.on("error", () => undefined);
      options.stdin.pipe(child.stdin);
    }
    child.on("close", (code) => resolve(code ?? -1));
  });
}
