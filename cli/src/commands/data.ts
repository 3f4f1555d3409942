/** data upload|list|get|download|sdf|rm */
import { readdir, stat } from "node:fs/promises";
import path from "node:path";
import { forId, restCalls } from "@crucible/schema/rest";
import type { Command } from "commander";
import { CliError } from "../api.js";
import {
  CliDataFileDocument,
  CliDataFilesDocument,
  CliPurgeDataFileDocument,
  CliRemoveDataFileDocument,
  type CliDataFileFieldsFragment,
} from "../__generated__/operations.js";
import { pageInfo } from "../output.js";
import {
  listLimitMax,
  listOffsetMax,
  parseBounded,
  parseChoice,
  parseCount,
  parseId,
  signedInContext,
} from "../context.js";
import { downloadOne } from "../download.js";
import { createProgress, formatBytes } from "../progress.js";
import { answerFileName, dataFileApi, runPool } from "../transfer.js";
import { uploadOne } from "../upload.js";

type DataFileInfo = CliDataFileFieldsFragment;

function fileRow(f: DataFileInfo) {
  return {
    Id: Number(f.id),
    Kind: f.kind,
    Folder: f.folder,
    Name: f.name,
    Size: f.size,
    Sha256: f.sha256,
    Tags: f.tags,
    CreatedAt: f.createdAt,
  };
}

const fileColumns = [
  { key: "Id" },
  { key: "Kind" },
  { key: "Size", format: (v: unknown) => formatBytes(Number(v)) },
  { key: "Folder" },
  { key: "Name" },
  { key: "Tags" },
];

const kinds: Record<string, string> = {
  private: "PRIVATE",
  temporary: "TEMPORARY",
  public: "PUBLIC",
  module_demo: "MODULE_DEMO",
};

/** The files to upload: each path, and with --recursive every file under a folder (its sub-folders kept). */
async function uploadList(
  paths: readonly string[],
  recursive: boolean,
): Promise<{ file: string; dirNames: string[] }[]> {
  const out: { file: string; dirNames: string[] }[] = [];
  const walk = async (dir: string, rel: string[]) => {
    const entries = await readdir(dir, { withFileTypes: true });
    entries.sort((a, b) => a.name.localeCompare(b.name));
    for (const entry of entries) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) await walk(full, [...rel, entry.name]);
      else if (entry.isFile()) out.push({ file: full, dirNames: rel });
    }
  };
  for (const p of paths) {
    let info;
    try {
      info = await stat(p);
    } catch {
      throw new CliError("CliUsage", `${p}: no such file or folder`);
    }
    if (info.isDirectory()) {
      if (!recursive)
        throw new CliError("CliUsage", `${p} is a folder: add --recursive to upload what it holds`);
      await walk(p, [path.basename(path.resolve(p))]);
    } else out.push({ file: p, dirNames: [] });
  }
  return out;
}

export function registerDataCommands(program: Command): void {
  const data = program.command("data").description("data set files: upload, list, get, download, sdf, rm");
  registerUploadCommand(data);
  registerListCommand(data);
  registerFileCommands(data);
}

/** data upload: files and folders, resumed, by hash. */
function registerUploadCommand(data: Command): void {
  data
    .command("upload")
    .description("upload files with the resumable chunk protocol (run again to resume)")
    .argument("<paths...>", "files, or folders with --recursive")
    .option("--dir <a/b>", "the folder to put them in")
    .option("--kind <kind>", "private or temporary", "private")
    .option("-r, --recursive", "upload folders with their sub-folders")
    .option("--project <id>", "put the files in this project (you must edit it)")
    .option("-j, --parallel <n>", "files at once", "2")
    .option("--retries <n>", "retries after a network failure", "5")
    .action(
      async (
        paths: string[],
        options: {
          dir?: string;
          kind: string;
          recursive?: boolean;
          project?: string;
          parallel: string;
          retries: string;
        },
        command: Command,
      ) => {
        const context = await signedInContext(command);
        if (options.kind !== "private" && options.kind !== "temporary")
          throw new CliError("CliUsage", "--kind must be private or temporary");
        // Each file's upload names the project: the gateway refuses it before any byte is sent when the
        // caller does not edit the project (an outsider: DBDataNotExist; a viewer: DBPermDenied).
        const projectId = options.project === undefined ? null : parseId(options.project, "--project");
        const base = (options.dir ?? "").split("/").filter(Boolean);
        const files = await uploadList(paths, options.recursive === true);
        const progress = await createProgress(context.progress);
        try {
          const results = await runPool(files, Math.max(1, parseCount(options.parallel, "--parallel")), (f) =>
            uploadOne(
              context.client,
              f.file,
              {
                name: path.basename(f.file).replace(/ /g, "_"),
                dirNames: [...base, ...f.dirNames],
                kind: options.kind,
                projectId,
              },
              { retries: parseCount(options.retries, "--retries"), signal: context.signal, progress },
            ),
          );
          progress.stop();
          context.print.list(
            results.map((r) => ({
              Id: r.File.Id,
              Name: r.File.Name,
              Folder: r.File.Folder,
              Size: r.File.Size,
              ProjectId: r.File.ProjectId,
              Source: r.Source,
              Known: r.Known,
              ResumedFrom: r.ResumedFrom,
            })),
            [
              { key: "Id" },
              ...(projectId === null ? [] : [{ key: "ProjectId" }]),
              { key: "Folder" },
              { key: "Name" },
              { key: "Size" },
              { key: "Known" },
              { key: "ResumedFrom" },
              { key: "Source" },
            ],
          );
        } finally {
          progress.stop();
        }
      },
    );
}

/** data list: a page of the data set, filtered. */
function registerListCommand(data: Command): void {
  data
    .command("list")
    .description("your files and the shared ones")
    .option("--search <text>", "names holding the text")
    .option("--folder <a/b>", "only this folder")
    .option("--kind <kind>", "private, temporary, public or module_demo")
    .option("--tag <tag>", "files tagged so")
    .option("--project <id>", "only the files of this project (yours and other members')")
    .option("--limit <n>", "at most this many", "100")
    .option("--offset <n>", "skip this many", "0")
    .action(
      async (
        options: {
          search?: string;
          folder?: string;
          kind?: string;
          tag?: string;
          project?: string;
          limit: string;
          offset: string;
        },
        command: Command,
      ) => {
        const context = await signedInContext(command);
        const values: { name: string; value: string; symbol: string }[] = [];
        if (options.search) values.push({ name: "Name", value: options.search, symbol: "LIKE" });
        if (options.folder !== undefined) values.push({ name: "Folder", value: options.folder, symbol: "=" });
        if (options.kind) {
          values.push({
            name: "Kind",
            value: parseChoice(options.kind, "--kind", Object.keys(kinds)),
            symbol: "=",
          });
        }
        if (options.tag) values.push({ name: "Tags", value: JSON.stringify(options.tag), symbol: "LIKE" });
        if (options.project)
          values.push({
            name: "ProjectId",
            value: String(parseId(options.project, "--project")),
            symbol: "=",
          });
        const limit = parseBounded(options.limit, "--limit", 1, listLimitMax);
        const offset = parseBounded(options.offset, "--offset", 0, listOffsetMax);
        const { dataFiles } = await context.client.graphql(CliDataFilesDocument, {
          query: {
            where: values.length ? [{ values }] : [],
            limit,
            offset,
          },
        });
        context.print.page(
          dataFiles.list.map(fileRow),
          fileColumns,
          pageInfo(dataFiles.total, offset, limit, dataFiles.list.length, "files"),
        );
      },
    );
}

/** data get, download, sdf, rm: one file. */
function registerFileCommands(data: Command): void {
  data
    .command("get")
    .description("one file's details")
    .argument("<id>")
    .action(async (id: string, _options: unknown, command: Command) => {
      const context = await signedInContext(command);
      const { dataFile } = await context.client.graphql(CliDataFileDocument, {
        id: String(parseId(id, "file id")),
      });
      context.print.record(fileRow(dataFile));
    });

  data
    .command("download")
    .description("download files (resumes from <file>.part, retries, verifies SHA-256)")
    .argument("<ids...>")
    .option("--out <file>", "the file to write (one id only)")
    .option("-d, --dir <dir>", "the folder to write into (the files' own names)", ".")
    .option("-j, --parallel <n>", "files at once", "4")
    .option("--retries <n>", "retries per file after a network failure", "5")
    .action(
      async (
        ids: string[],
        options: { out?: string; dir: string; parallel: string; retries: string },
        command: Command,
      ) => {
        const context = await signedInContext(command);
        const numbers = ids.map((id) => parseId(id, "file id"));
        if (options.out && numbers.length !== 1)
          throw new CliError("CliUsage", "--out takes one file; use --dir for several");
        // One request a file: the answer names it (Content-Disposition) and carries its SHA-256 (ETag).
        const progress = await createProgress(context.progress);
        try {
          const results = await runPool(
            numbers,
            Math.max(1, parseCount(options.parallel, "--parallel")),
            (id) =>
              downloadOne(
                context.client,
                {
                  route: `${dataFileApi}/download_file/${id}`,
                  dest:
                    options.out ??
                    ((headers) => path.join(options.dir, answerFileName(headers, `file ${id}`))),
                  label: options.out ? path.basename(options.out) : `file ${id}`,
                },
                { retries: parseCount(options.retries, "--retries"), signal: context.signal, progress },
              ),
          );
          progress.stop();
          context.print.list(results as unknown as Record<string, unknown>[], [
            { key: "File" },
            { key: "Size" },
            { key: "Verified" },
            { key: "ResumedFrom" },
            { key: "Sha256" },
          ]);
        } finally {
          progress.stop();
        }
      },
    );

  data
    .command("sdf")
    .description("records of an SDF or MOL file (SMILES, InChI, fields, SVG) as JSON lines, or a table")
    .argument("<id>")
    .option("--offset <n>", "the first record", "0")
    .option("--limit <n>", "records (at most 100)", "20")
    .action(async (id: string, options: { offset: string; limit: string }, command: Command) => {
      const context = await signedInContext(command);
      const page = await context.client.call(forId(restCalls.sdfRecords("user"), parseId(id, "file id")), {
        Offset: parseCount(options.offset, "--offset"),
        Limit: parseCount(options.limit, "--limit"),
      });
      if (context.print.format === "table") {
        // One JSON document per line: what a notebook or jq reads record by record.
        for (const record of page.Records) process.stdout.write(`${JSON.stringify(record)}\n`);
        context.print.note(`${page.Records.length} of ${page.Total} records`);
        return;
      }
      context.print.record(page);
    });

  data
    .command("rm")
    .description("move files to the recycle bin (--purge: delete for good)")
    .argument("<ids...>")
    .option("--purge", "delete for good instead")
    .action(async (ids: string[], options: { purge?: boolean }, command: Command) => {
      const context = await signedInContext(command);

      const rows = [];
      for (const id of ids.map((i) => parseId(i, "file id"))) {
        if (options.purge) await context.client.graphql(CliPurgeDataFileDocument, { id: String(id) });
        else await context.client.graphql(CliRemoveDataFileDocument, { id: String(id) });
        rows.push({ Id: id, Removed: true, Purged: options.purge === true });
      }
      context.print.list(rows, [{ key: "Id" }, { key: "Removed" }, { key: "Purged" }]);
    });
}
