/**
 * The system templates seeded from gateway/modules/<group>/templates.json and the shipped images'
 * gateway/containers/<folder>/templates.json: once seeded, a template is the back office's.
 */
import { existsSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { and, eq, inArray, isNotNull } from "drizzle-orm";
import { z } from "zod";
import { dataFiles } from "../../db/datasets.js";
import { modules } from "../../db/modules.js";
import { templates, type TemplateNodeRow } from "../../db/templates.js";
import type { Services } from "../context.js";
import { checkAcyclic, methodOf } from "../modules/args.js";
import { modulesRoot } from "../modules/catalogue.js";
import { containersDir, shippedImageOfModule, shippedImages } from "../images/shipped/index.js";
import { writeTemplateVersion } from "./templateVersions.js";

const seedNode = z.object({
  key: z.string(),
  module: z.string(),
  method: z.string().optional(),
  args: z.record(z.string(), z.unknown()).default({}),
  x: z.number().default(0),
  y: z.number().default(0),
});
const seedTemplate = z.object({
  seedKey: z.string().regex(/^[a-z0-9-]+$/),
  name: z.string(),
  nameZh: z.string().default(""),
  summary: z.string().default(""),
  docs: z.string().default(""),
  nodes: z.array(seedNode).min(1),
});

/**
 * The files of seeded templates: gateway/modules/<group>/templates.json (the local modules' groups),
 * then gateway/containers/<folder>/templates.json of each shipped image (templates of its modules).
 */
async function templateFiles(services: Services): Promise<string[]> {
  const files: string[] = [];
  const root = modulesRoot(services);
  if (existsSync(root)) {
    for (const group of await readdir(root, { withFileTypes: true })) {
      const file = path.join(root, group.name, "templates.json");
      if (group.isDirectory() && existsSync(file)) files.push(file);
    }
  }
  for (const image of shippedImages) {
    const file = path.join(containersDir, image.folder, "templates.json");
    if (existsSync(file)) files.push(file);
  }
  return files;
}

/**
 * Seeds the system templates of the template files (templateFiles). A node names its module by key; a
 * file argument {"demoFile": "name"} names a file of the module-demo data set "demo". A template that
 * needs a shipped module this gateway has not seeded (no podman here, or its image not among
 * CRUCIBLE_SHIPPED_IMAGES) is left for a later start, with a log line; any other missing module or
 * demo file is an error of the template.
 */
export async function seedTemplates(
  services: Services,
  log: (message: string) => void = () => undefined,
): Promise<number> {
  // Once seeded, a template is the back office's: one already there is skipped before its nodes are
  // resolved, so that a restart (or a test gateway on the seeded dump) does no work for it.
  const seeded = new Set(
    (
      await services.db.select({ key: templates.seedKey }).from(templates).where(isNotNull(templates.seedKey))
    ).map((row) => row.key),
  );
  let count = 0;
  for (const file of await templateFiles(services)) {
    const list = z.array(seedTemplate).parse(JSON.parse(await readFile(file, "utf8")));
    for (const t of list) {
      if (seeded.has(t.seedKey)) {
        count += 1;
        continue;
      }
      const keys = [...new Set(t.nodes.map((n) => n.module))];
      const found = new Map(
        (await services.db.select().from(modules).where(inArray(modules.key, keys))).map((m) => [m.key, m]),
      );
      const absent = keys.find((key) => !found.has(key));
      if (absent !== undefined) {
        const image = shippedImageOfModule(absent);
        if (!image) throw new Error(`template ${t.seedKey}: no module ${absent}`);
        log(
          `template ${t.seedKey} not seeded: its module ${absent} runs in the shipped image ${image.uid}, which this gateway does not offer (no podman, or not in CRUCIBLE_SHIPPED_IMAGES)`,
        );
        continue;
      }
      const nodes: TemplateNodeRow[] = [];
      for (const n of t.nodes) {
        const module = found.get(n.module)!;
        const args: Record<string, unknown> = {};
        const dependsOn = new Set<string>();
        for (const [name, value] of Object.entries(n.args)) {
          const v = value as Record<string, unknown> | null;
          if (v && typeof v === "object" && typeof v.demoFile === "string") {
            const [demo] = await services.db
              .select({ id: dataFiles.id })
              .from(dataFiles)
              .where(
                and(
                  eq(dataFiles.kind, "module_demo"),
                  eq(dataFiles.folder, "demo"),
                  eq(dataFiles.name, v.demoFile),
                ),
              );
            if (!demo) throw new Error(`template ${t.seedKey}: no demo file ${v.demoFile}`);
            args[name] = { dataFileId: demo.id };
          } else {
            if (v && typeof v === "object" && typeof v.task === "string") dependsOn.add(v.task);
            args[name] = value;
          }
        }
        nodes.push({
          key: n.key,
          moduleId: module.id,
          processorId: null,
          ...(n.method ? { method: methodOf(module, n.method).stored } : {}),
          args,
          dependsOn: [...dependsOn],
          x: n.x,
          y: n.y,
        });
      }
      checkAcyclic(nodes);
      const values = { name: t.name, nameZh: t.nameZh, summary: t.summary, docs: t.docs, nodes };
      await services.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(templates)
          .values({ ...values, seedKey: t.seedKey })
          // Once seeded, the template is the back office's: a restart does not undo its edits.
          .onConflictDoNothing()
          .returning();
        if (row) await writeTemplateVersion(tx, row, null, "");
      });
      count += 1;
    }
  }
  return count;
}
