/** The demo modules and data set seeded from gateway/modules (each start refreshes what the code owns). */
import { existsSync } from "node:fs";
import { readFile, readdir } from "node:fs/promises";
import path from "node:path";
import { isDeepStrictEqual } from "node:util";
import { and, eq } from "drizzle-orm";
import { z } from "zod";
import { dataFiles } from "../../db/datasets.js";
import {
  modules,
  type ModuleArg,
  type ModuleMethod,
  type ModuleOutput,
  type ModuleRow,
} from "../../db/modules.js";
import type { Services } from "../context.js";
import { storeBlob } from "../files/blobs.js";
import { mimeOf } from "../files/mime.js";
import { modulesRoot } from "./catalogue.js";
import { moduleArgSchema, moduleMethodSchema, moduleOutputSchema, moduleSpecIssue } from "./moduleInput.js";

const manifestEntry = z.object({
  id: z.string().regex(/^[a-z][a-z0-9_]*$/),
  name: z.string(),
  nameZh: z.string().default(""),
  script: z.string().regex(/^[a-z0-9_]+\.mjs$/),
  summary: z.string().default(""),
  summaryZh: z.string().default(""),
  docs: z.string().default(""),
  docsZh: z.string().default(""),
  timeoutSeconds: z.number().int().default(600),
  successExitCode: z.number().int().default(0),
  tokenPrice: z.number().int().min(0).default(1),
  /** Without methods: one implicit method of args and outputs. */
  args: z.array(moduleArgSchema).default([]),
  outputs: z.array(moduleOutputSchema).default([]),
  methods: z.array(moduleMethodSchema).default([]),
});

/** Seeds (or refreshes) the demo modules from gateway/modules/<group>/manifest.json. */
export async function seedModules(services: Services): Promise<number> {
  const root = modulesRoot(services);
  if (!existsSync(root)) return 0;
  // What the code owns of each module as stored now: a row already equal is left alone, so that a
  // restart (or a test gateway on the seeded dump) writes nothing and draws no id from the sequence.
  const stored = new Map((await services.db.select().from(modules)).map((row) => [row.key, row] as const));
  let count = 0;
  for (const group of await readdir(root, { withFileTypes: true })) {
    const manifestPath = path.join(root, group.name, "manifest.json");
    if (!group.isDirectory() || !existsSync(manifestPath)) continue;
    const entries = z.array(manifestEntry).parse(JSON.parse(await readFile(manifestPath, "utf8")));
    for (const [index, entry] of entries.entries()) {
      const issue = moduleSpecIssue({ Args: entry.args, Outputs: entry.outputs, Methods: entry.methods });
      if (issue) throw new Error(`${manifestPath}: ${entry.id}: ${issue}`);
      const values = {
        key: `${group.name}/${entry.id}`,
        name: entry.name,
        nameZh: entry.nameZh,
        summary: entry.summary,
        summaryZh: entry.summaryZh,
        docs: entry.docs,
        docsZh: entry.docsZh,
        runner: "local" as const,
        script: `${group.name}/${entry.script}`,
        args: entry.args as ModuleArg[],
        outputs: entry.outputs as ModuleOutput[],
        methods: entry.methods as ModuleMethod[],
        timeoutSeconds: entry.timeoutSeconds,
        successExitCode: entry.successExitCode,
        tokenPrice: entry.tokenPrice,
        sortOrder: index,
      };
      // The code's own description wins on every start; prices and visibility stay as administrators set them.
      count += 1;
      const row = stored.get(values.key);
      if (row && codeOwnedEqual(row, values)) continue;
      await services.db
        .insert(modules)
        .values(values)
        .onConflictDoUpdate({
          target: modules.key,
          set: {
            name: values.name,
            nameZh: values.nameZh,
            summary: values.summary,
            summaryZh: values.summaryZh,
            docs: values.docs,
            docsZh: values.docsZh,
            script: values.script,
            args: values.args,
            outputs: values.outputs,
            methods: values.methods,
          },
        });
    }
  }
  return count;
}

/** The module fields seedModules refreshes on every start (jsonb compared whatever its key order). */
function codeOwnedEqual(
  row: ModuleRow,
  values: Pick<ModuleRow, "name" | "nameZh" | "summary" | "summaryZh" | "docs" | "docsZh" | "script"> &
    Pick<ModuleRow, "args" | "outputs" | "methods">,
): boolean {
  const json = (value: unknown): unknown => JSON.parse(JSON.stringify(value)) as unknown;
  return (
    row.name === values.name &&
    row.nameZh === values.nameZh &&
    row.summary === values.summary &&
    row.summaryZh === values.summaryZh &&
    row.docs === values.docs &&
    row.docsZh === values.docsZh &&
    row.script === values.script &&
    isDeepStrictEqual(json(row.args), json(values.args)) &&
    isDeepStrictEqual(json(row.outputs), json(values.outputs)) &&
    isDeepStrictEqual(json(row.methods), json(values.methods))
  );
}

/** Seeds the demo data set (gateway/modules/demo-data) as module-demo files, once. */
export async function seedDemoData(services: Services): Promise<number> {
  const dir = path.join(modulesRoot(services), "demo-data");
  if (!existsSync(dir)) return 0;
  let count = 0;
  for (const name of await readdir(dir)) {
    if (name.endsWith(".md")) continue;
    const existing = await services.db
      .select({ id: dataFiles.id })
      .from(dataFiles)
      .where(and(eq(dataFiles.kind, "module_demo"), eq(dataFiles.name, name), eq(dataFiles.folder, "demo")));
    if (existing[0]) continue;
    const blob = await storeBlob(services, await readFile(path.join(dir, name)), "application/octet-stream");
    await services.db
      .insert(dataFiles)
      .values({
        kind: "module_demo",
        ownerId: null,
        folder: "demo",
        name,
        blobId: blob.id,
        size: blob.size,
        sha256: blob.sha256,
        mime: mimeOf(name),
      })
      .onConflictDoNothing();
    count += 1;
  }
  return count;
}
