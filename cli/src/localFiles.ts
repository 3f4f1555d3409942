/**
 * Local files named in job parameters (issue 29 item 7): an argument value `"@<path>"` names a file on
 * this machine. It is uploaded first (into the `crucible-uploads` folder, private) and the value becomes
 * `{"dataFileId": <id>}`. Uploads are content-addressed: the server answers bytes it already holds at
 * once (`Known`) and the same file to the same folder under the same name with the file already stored,
 * and a path named twice in one submit is uploaded once. `"@@text"` is the literal text `"@text"`.
 */
import { stat } from "node:fs/promises";
import path from "node:path";
import { CliError, type CrucibleClient } from "./api.js";
import type { Progress } from "./progress.js";
import { uploadOne } from "./upload.js";

export const localUploadFolder = "crucible-uploads";

export interface LocalUpload {
  Path: string;
  Id: number;
  Known: boolean;
}

/** Replaces every `"@<path>"` string in the parameters (at any depth) with its uploaded file's id. */
export async function uploadLocalFiles(
  client: CrucibleClient,
  params: Record<string, unknown>,
  options: { retries: number; signal: AbortSignal; progress: Progress },
): Promise<{ params: Record<string, unknown>; uploads: LocalUpload[] }> {
  const byPath = new Map<string, Promise<LocalUpload>>();
  const upload = (named: string): Promise<LocalUpload> => {
    const file = path.resolve(named);
    let pending = byPath.get(file);
    if (!pending) {
      pending = (async () => {
        const found = await stat(file).catch(() => null);
        if (!found?.isFile())
          throw new CliError("CliUsage", `@${named}: no such local file`, {
            zh: `@${named}：本地文件不存在`,
          });
        const result = await uploadOne(
          client,
          file,
          { name: path.basename(file).replace(/ /g, "_"), dirNames: [localUploadFolder], kind: "private" },
          options,
        );
        return { Path: named, Id: result.File.Id, Known: result.Known };
      })();
      byPath.set(file, pending);
    }
    return pending;
  };
  const walk = async (value: unknown): Promise<unknown> => {
    if (typeof value === "string") {
      if (value.startsWith("@@")) return value.slice(1);
      if (value.startsWith("@") && value.length > 1) return { dataFileId: (await upload(value.slice(1))).Id };
      return value;
    }
    if (Array.isArray(value)) return Promise.all(value.map(walk));
    if (value !== null && typeof value === "object") {
      const out: Record<string, unknown> = {};
      for (const [key, inner] of Object.entries(value)) out[key] = await walk(inner);
      return out;
    }
    return value;
  };
  const replaced = (await walk(params)) as Record<string, unknown>;
  return { params: replaced, uploads: await Promise.all(byPath.values()) };
}
