/** job result and job download: a job's outputs, listed or fetched into a folder with a manifest. */
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Command } from "commander";
import { CliError } from "../../api.js";
import { cliLang, parseCount, parseId, signedInContext } from "../../context.js";
import { downloadOne, type DownloadItem } from "../../download.js";
import { createProgress } from "../../progress.js";
import { runPool } from "../../transfer.js";
import { getJob, taskOf } from "./job.js";

/** job result, download. */
export function registerResultCommands(job: Command): void {
  job
    .command("result")
    .description("the outputs of a job's tasks (names, sizes, download addresses)")
    .argument("<id>")
    .option("--task <key>", "only this task")
    .action(async (id: string, options: { task?: string }, command: Command) => {
      const context = await signedInContext(command);
      const found = await getJob(context.client, parseId(id, "job id"));
      const rows = taskOf(found, options.task).flatMap((t) =>
        t.outputs.map((o) => ({
          Task: t.key,
          TaskId: Number(t.id),
          Name: o.name,
          Size: o.size,
          Url: `${context.client.url}${o.downloadUrl}`,
        })),
      );
      context.print.list(rows, [{ key: "Task" }, { key: "Name" }, { key: "Size" }, { key: "Url" }]);
    });

  job
    .command("download")
    .description(
      "download a job's outputs into <dir>/<task>/ (skips files already there, resumes, retries, verifies SHA-256, writes a manifest)",
    )
    .argument("<id>")
    .option("--task <key>", "only this task's outputs")
    .option("--all", "every task's outputs (the default without --task)")
    .option("--name <output>", "only the outputs with this name")
    .option("-d, --dir <dir>", "where to put them", ".")
    .option("-j, --parallel <n>", "files at once", "4")
    .option("--retries <n>", "retries per file after a network failure", "5")
    .action(
      async (
        id: string,
        options: {
          task?: string;
          all?: boolean;
          name?: string;
          dir: string;
          parallel: string;
          retries: string;
        },
        command: Command,
      ) => {
        const context = await signedInContext(command);
        if (options.all && options.task)
          throw new CliError("CliUsage", "--all and --task cannot go together", {
            zh: "--all 与 --task 不能同时使用",
          });
        const found = await getJob(context.client, parseId(id, "job id"));
        const sources: ManifestEntry[] = [];
        const items: DownloadItem[] = taskOf(found, options.task).flatMap((t) =>
          t.outputs
            .filter((o) => !options.name || o.name === options.name)
            .map((o) => {
              const [route, query] = o.downloadUrl.replace(/^\//, "").split("?");
              const relative = path.join(t.key, o.name.replace(/[\\/]/g, "_"));
              sources.push({
                File: relative.split(path.sep).join("/"),
                Size: o.size,
                Sha256: o.sha256.toUpperCase(),
                Job: Number(found.id),
                Task: t.key,
                TaskId: Number(t.id),
                Output: o.name,
              });
              return {
                route: route!,
                searchParams: Object.fromEntries(new URLSearchParams(query ?? "")),
                dest: path.join(options.dir, relative),
                label: `${t.key}/${o.name}`,
                sha256: o.sha256,
                size: o.size,
              };
            }),
        );
        if (items.length === 0)
          throw new CliError(
            "CliNotFound",
            `job ${found.id} has no outputs to download${found.state !== "done" ? ` (it is ${found.state})` : ""}`,
          );
        const progress = await createProgress(context.progress);
        try {
          const results = await runPool(
            items,
            Math.max(1, parseCount(options.parallel, "--parallel")),
            (item) =>
              downloadOne(context.client, item, {
                retries: parseCount(options.retries, "--retries"),
                signal: context.signal,
                progress,
              }),
          );
          progress.stop();
          const manifest = await writeManifest(options.dir, sources);
          if (context.print.format === "table") {
            const skipped = results.filter((r) => r.Skipped).length;
            const zh = cliLang() === "zh";
            if (skipped > 0)
              process.stderr.write(
                zh
                  ? `crucible: ${skipped} 个文件已存在（大小与 SHA-256 相同），已跳过\n`
                  : `crucible: ${skipped} file(s) already there (same size and SHA-256), skipped\n`,
              );
            process.stderr.write(zh ? `crucible: 清单：${manifest}\n` : `crucible: manifest: ${manifest}\n`);
          }
          context.print.list(results as unknown as Record<string, unknown>[], [
            { key: "File" },
            { key: "Size" },
            { key: "Skipped" },
            { key: "Verified" },
            { key: "Sha256" },
          ]);
        } finally {
          progress.stop();
        }
      },
    );
}

/** A line of a job download's manifest: the file (relative to the folder), its size, hash and source. */
export interface ManifestEntry {
  File: string;
  Size: number;
  Sha256: string;
  Job: number;
  Task: string;
  TaskId: number;
  Output: string;
}

export const manifestName = "crucible-manifest.json";

/**
 * Writes `<dir>/crucible-manifest.json` ({"Files": [...]}, sorted by File): the entries of this
 * download over those an earlier download into the folder listed (another job's, another task's).
 * Written whole to a temporary file, then renamed.
 */
async function writeManifest(dir: string, entries: ManifestEntry[]): Promise<string> {
  const file = path.join(dir, manifestName);
  const byFile = new Map<string, ManifestEntry>();
  try {
    const earlier = JSON.parse(await readFile(file, "utf8")) as { Files?: ManifestEntry[] };
    for (const entry of earlier.Files ?? [])
      if (typeof entry.File === "string") byFile.set(entry.File, entry);
  } catch {
    // no manifest yet (or not one of ours): this download's entries only
  }
  for (const entry of entries) byFile.set(entry.File, entry);
  const files = [...byFile.values()].sort((a, b) => a.File.localeCompare(b.File));
  await mkdir(dir, { recursive: true });
  await writeFile(`${file}.tmp`, `${JSON.stringify({ Files: files }, null, 2)}\n`);
  await rename(`${file}.tmp`, file);
  return file;
}
