/**
 * `crucible`: a command-line client for scripts and notebooks, over the same REST and GraphQL APIs as
 * the web client. Authenticates with an API token (CRUCIBLE_TOKEN) against CRUCIBLE_URL.
 *
 *   crucible upload <file> [--dir a/b] [--kind private|temporary]   upload with the chunk protocol
 *   crucible files [--search text]                                   list data set files
 *   crucible download <id> <to>                                      download a data set file
 *   crucible sdf <id> [--offset n] [--limit n]                       SDF records as JSON lines
 *   crucible mcp [--url U] [--token T]                               an MCP server on stdio (docs/mcp.md)
 *   crucible worker                                                  run a workflow worker (no HTTP;
 *                                                                    DATABASE_URL, like the gateway)
 */
import { createHash } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { open, stat } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import got, { type Got } from "got";

const chunkBytes = 1024 * 1024;

interface Envelope<T> {
  Error: { Type: string; Value: string | null; Meta: Record<string, unknown> | null } | null;
  Data: T;
}

function client(): Got {
  const url = process.env.CRUCIBLE_URL ?? "http://localhost:8080";
  const token = process.env.CRUCIBLE_TOKEN;
  if (!token) throw new Error("set CRUCIBLE_TOKEN to an API token (Account -> API tokens in the web client)");
  return got.extend({
    prefixUrl: url,
    headers: { authorization: `Bearer ${token}` },
    throwHttpErrors: false,
    timeout: { request: 120_000 },
  });
}

async function call<T>(http: Got, route: string, body: unknown): Promise<Envelope<T>> {
  return http.post(route, { json: body }).json<Envelope<T>>();
}

function fail(envelope: Envelope<unknown>): never {
  throw new Error(
    `${envelope.Error?.Type ?? "Error"}${envelope.Error?.Value ? `: ${envelope.Error.Value}` : ""}`,
  );
}

async function sha256(file: string): Promise<string> {
  const hash = createHash("sha256");
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest("hex").toUpperCase();
}

function option(args: string[], name: string): string | undefined {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
}

/** The upload protocol: meta, then 1 MiB chunks from where the server says to resume. */
async function upload(http: Got, file: string, dir: string | undefined, kind: string): Promise<void> {
  const { size } = await stat(file);
  const meta = {
    Name: path.basename(file).replace(/ /g, "_"),
    Size: size,
    Sha256: await sha256(file),
    DirNames: dir ? dir.split("/").filter(Boolean) : [],
    Kind: kind,
  };
  const api = "api/workflow_job_task_data_source_file";
  const answer = await call<{ Done: boolean; File: { Id: number; Name: string } }>(
    http,
    `${api}/upload_meta`,
    meta,
  );
  if (!answer.Error) {
    console.log(`known file: stored at once as #${answer.Data.File.Id} ${answer.Data.File.Name}`);
    return;
  }
  if (answer.Error.Type !== "DBNotExist") fail(answer);
  const uploadId = Number(answer.Error.Meta?.UploadId);
  let received = Number(answer.Error.Meta?.Received ?? 0);
  const handle = await open(file, "r");
  try {
    const buffer = Buffer.alloc(chunkBytes);
    for (;;) {
      const { bytesRead } = await handle.read(buffer, 0, chunkBytes, received);
      const chunk = await http
        .post(`${api}/upload_file`, {
          searchParams: { UploadId: uploadId, Index: received / chunkBytes },
          headers: { "content-type": "application/octet-stream" },
          body: buffer.subarray(0, bytesRead),
        })
        .json<Envelope<{ Done: boolean; Received?: number; File?: { Id: number; Name: string } }>>();
      if (chunk.Error) fail(chunk);
      received += bytesRead;
      process.stderr.write(`\r${size ? Math.floor((received / size) * 100) : 100}%`);
      if (chunk.Data.Done) {
        process.stderr.write("\n");
        console.log(`uploaded #${chunk.Data.File?.Id} ${chunk.Data.File?.Name}`);
        return;
      }
    }
  } finally {
    await handle.close();
  }
}

async function main(argv: string[]): Promise<void> {
  const [command, ...args] = argv;
  if (command === "worker") {
    // The scheduler of this machine against the gateway's database: no API token, no HTTP.
    const { runWorker } = await import("../worker.js");
    await runWorker();
    return;
  }
  if (command === "mcp") return (await import("../mcp/server.js")).runMcpServer(args);
  const http = client();
  switch (command) {
    case "upload": {
      if (!args[0]) throw new Error("crucible upload <file> [--dir a/b] [--kind private|temporary]");
      await upload(http, args[0], option(args, "--dir"), option(args, "--kind") ?? "private");
      return;
    }
    case "files": {
      const search = option(args, "--search");
      const where = search
        ? { Lvg: [{ Values: [{ Name: "Name", Value: search, Symbol: "LIKE" }] }] }
        : undefined;
      const page = await call<{
        List: { Id: number; Kind: string; Folder: string; Name: string; Size: number }[];
        Total: number;
      }>(http, "api/workflow_job_task_data_source_file/query_page", { Where: where, Limit: 100 });
      if (page.Error) fail(page);
      for (const f of page.Data.List)
        console.log(`${f.Id}\t${f.Kind}\t${f.Size}\t${f.Folder ? `${f.Folder}/` : ""}${f.Name}`);
      console.log(`${page.Data.Total} files`);
      return;
    }
    case "download": {
      const [id, to] = args;
      if (!id || !to) throw new Error("crucible download <id> <to>");
      await pipeline(
        http.stream(`api/workflow_job_task_data_source_file/download_file/${id}`),
        createWriteStream(to),
      );
      return;
    }
    case "sdf": {
      const [id] = args;
      if (!id) throw new Error("crucible sdf <id> [--offset n] [--limit n]");
      const page = await call<{ Total: number; Records: unknown[] }>(
        http,
        `api/workflow_job_task_data_source_file/sdf_records/${id}`,
        {
          Offset: Number(option(args, "--offset") ?? 0),
          Limit: Number(option(args, "--limit") ?? 20),
        },
      );
      if (page.Error) fail(page);
      for (const record of page.Data.Records) console.log(JSON.stringify(record));
      return;
    }
    default:
      throw new Error("commands: upload, files, download, sdf, worker (see gateway/src/cli/crucible.ts)");
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
