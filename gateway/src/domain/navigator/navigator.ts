/**
 * The navigator board (spec §2): the curated first page of the front end. The back office saves the
 * key_data document "navigator_board" (Workflow.Job.Task.Module.Read / .Update: the board points at
 * modules and system templates, the catalogue that permission area curates); users read it resolved
 * to what they may see, with a personal summary (tokens, storage, their jobs).
 */
import {
  navigatorBoardSchema,
  type NavigatorBoardDoc,
  type NavigatorDataKind,
  type NavigatorItem,
  type NavigatorItemKind,
} from "@crucible/schema";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Database } from "../../db/connection.js";
import { jobs, type JobRow, type TaskState } from "../../db/jobs.js";
import { modules, type ModuleRow } from "../../db/modules.js";
import { templates, type TemplateRow } from "../../db/templates.js";
import type { Ctx } from "../context.js";
import { requireWritable, type Granted, type UserActor } from "../access/guards.js";
import { deleteKeyDoc, navigatorBoardDoc, readSavedKeyDoc, saveKeyDoc } from "../config/keyData.js";
import { storageQuota, storageUsed } from "../ledger/storage.js";
import { AppError, invalid } from "../errors.js";
import { moduleCoverUrl } from "../modules/catalogue.js";
import { jobResource } from "../jobs/jobs.js";
import { tokenBalance, userWallet } from "../ledger/tokens.js";

export interface Localized {
  zhCN: string;
  enUS: string;
}

/** One item as a user sees it: only items pointing at something they may open. */
export interface NavigatorItemView {
  kind: NavigatorItemKind;
  targetId: number | null;
  title: Localized;
  summary: Localized;
  coverUrl: string | null;
  url: string | null;
  dataKind: NavigatorDataKind | null;
  folder: string | null;
}

/** The board as the navigatorBoard query answers it; its summary resolves on its own. */
export interface NavigatorBoardView {
  sections: NavigatorSectionView[];
}

export interface NavigatorSectionView {
  name: Localized;
  description: Localized | null;
  items: NavigatorItemView[];
}

/** How the board looks items up; GraphQL passes its per-request DataLoaders (one query per kind). */
export interface NavigatorLookup {
  module(id: number): Promise<ModuleRow | null>;
  template(id: number): Promise<TemplateRow | null>;
}

/** The default board's content, by the seed keys of gateway/modules (ids differ between databases). */
const defaultModuleKeys = ["rdkit/descriptors", "rdkit/druglike_filter", "rdkit/similarity", "rdkit/convert"];
const defaultTemplateKeys = ["demo-druglike-screen"];

/** The default board: a "Get started" section with the demo template, the demo modules and the demo data. */
export async function defaultNavigatorBoard(db: Database): Promise<NavigatorBoardDoc> {
  const [moduleRows, templateRows] = await Promise.all([
    db
      .select({ id: modules.id, key: modules.key })
      .from(modules)
      .where(and(inArray(modules.key, defaultModuleKeys), isNull(modules.deletedAt))),
    db
      .select({ id: templates.id, key: templates.seedKey })
      .from(templates)
      .where(
        and(
          inArray(templates.seedKey, defaultTemplateKeys),
          isNull(templates.ownerId),
          isNull(templates.deletedAt),
        ),
      ),
  ]);
  const items: NavigatorItem[] = [];
  for (const key of defaultTemplateKeys) {
    const row = templateRows.find((r) => r.key === key);
    if (row) items.push({ Kind: "template", TemplateId: row.id });
  }
  for (const key of defaultModuleKeys) {
    const row = moduleRows.find((r) => r.key === key);
    if (row) items.push({ Kind: "module", ModuleId: row.id });
  }
  items.push({
    Kind: "dataset",
    DataKind: "module_demo",
    Folder: "demo",
    Label: { "zh-CN": "演示数据集", "en-US": "Demo data set" },
  });
  return {
    Sections: [
      {
        Name: { "zh-CN": "快速开始", "en-US": "Get started" },
        Description: {
          "zh-CN": "在演示 CDK2 配体集上运行示例工作流，或用单个模块处理你自己的分子。",
          "en-US": "Run the demo workflow on the CDK2 ligand set, or one module on your own molecules.",
        },
        Items: items,
      },
    ],
  };
}

/** The saved board, or the default one when none is saved. */
export async function currentNavigatorBoard(
  db: Database,
): Promise<{ doc: NavigatorBoardDoc; saved: boolean }> {
  const saved = await readSavedKeyDoc(db, navigatorBoardDoc);
  return saved ? { doc: saved, saved: true } : { doc: await defaultNavigatorBoard(db), saved: false };
}

// ---- the back office ----

export interface SysNavigatorBoardView {
  document: NavigatorBoardDoc;
  saved: boolean;
  defaultDocument: NavigatorBoardDoc;
}

/** Who reads the board in the back office, as the transport's guard made them. */
export type NavigatorReader = Granted<"Workflow.Job.Task.Module.Read">;
/** Who changes the board in the back office, as the transport's guard made them. */
export type NavigatorEditor = Granted<"Workflow.Job.Task.Module.Update">;

export async function readSysNavigatorBoard(
  ctx: Ctx,
  _reader: NavigatorReader,
): Promise<SysNavigatorBoardView> {
  const [current, defaultDocument] = await Promise.all([
    currentNavigatorBoard(ctx.db),
    defaultNavigatorBoard(ctx.db),
  ]);
  return { document: current.doc, saved: current.saved, defaultDocument };
}

/** The modules (not removed) and system templates (not removed) the editor may point at. */
export async function navigatorChoices(
  ctx: Ctx,
  _reader: NavigatorReader,
): Promise<{ modules: ModuleRow[]; templates: TemplateRow[] }> {
  const [moduleRows, templateRows] = await Promise.all([
    ctx.db
      .select()
      .from(modules)
      .where(isNull(modules.deletedAt))
      .orderBy(modules.sortOrder, modules.id)
      .limit(1000),
    ctx.db
      .select()
      .from(templates)
      .where(and(isNull(templates.ownerId), isNull(templates.deletedAt)))
      .orderBy(templates.sortOrder, templates.id)
      .limit(1000),
  ]);
  return { modules: moduleRows, templates: templateRows };
}

/** Every item must point at a live module or a live system template (never a user's own). */
async function checkReferences(db: Database, doc: NavigatorBoardDoc): Promise<void> {
  const moduleIds = new Set<number>();
  const templateIds = new Set<number>();
  for (const section of doc.Sections) {
    for (const item of section.Items) {
      if (item.Kind === "module") moduleIds.add(item.ModuleId);
      if (item.Kind === "template") templateIds.add(item.TemplateId);
    }
  }
  const [moduleRows, templateRows] = await Promise.all([
    moduleIds.size === 0
      ? []
      : db
          .select({ id: modules.id })
          .from(modules)
          .where(and(inArray(modules.id, [...moduleIds]), isNull(modules.deletedAt))),
    templateIds.size === 0
      ? []
      : db
          .select({ id: templates.id })
          .from(templates)
          .where(
            and(
              inArray(templates.id, [...templateIds]),
              isNull(templates.ownerId),
              isNull(templates.deletedAt),
            ),
          ),
  ]);
  const liveModules = new Set(moduleRows.map((r) => r.id));
  const liveTemplates = new Set(templateRows.map((r) => r.id));
  doc.Sections.forEach((section, s) => {
    section.Items.forEach((item, i) => {
      if (item.Kind === "module" && !liveModules.has(item.ModuleId))
        throw new AppError("DBDataNotExist", `Sections.${s}.Items.${i}.ModuleId`);
      if (item.Kind === "template" && !liveTemplates.has(item.TemplateId))
        throw new AppError("DBDataNotExist", `Sections.${s}.Items.${i}.TemplateId`);
    });
  });
}

export async function saveNavigatorBoard(
  ctx: Ctx,
  editor: NavigatorEditor,
  value: unknown,
): Promise<NavigatorBoardDoc> {
  requireWritable(editor);
  const parsed = navigatorBoardSchema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw invalid(issue ? `${issue.path.join(".")}: ${issue.message}` : navigatorBoardDoc.key);
  }
  await checkReferences(ctx.db, parsed.data);
  return saveKeyDoc(ctx, navigatorBoardDoc, parsed.data);
}

/** Removes the saved board: the default one (resolved from the seed keys) applies again. */
export async function resetNavigatorBoard(ctx: Ctx, editor: NavigatorEditor): Promise<NavigatorBoardDoc> {
  requireWritable(editor);
  await deleteKeyDoc(ctx.db, navigatorBoardDoc);
  return defaultNavigatorBoard(ctx.db);
}

// ---- the user's board ----

const dataKindTitles: Record<NavigatorDataKind, Localized> = {
  public: { zhCN: "公共数据", enUS: "Public data" },
  private: { zhCN: "我的数据", enUS: "My data" },
  temporary: { zhCN: "临时数据", enUS: "Temporary data" },
  module_demo: { zhCN: "模块演示数据", enUS: "Module demo data" },
};

function localized(text: { "zh-CN": string; "en-US": string } | undefined): Localized | null {
  return text ? { zhCN: text["zh-CN"], enUS: text["en-US"] } : null;
}

/** An item as the user sees it, or null when it points at something they may not open. */
async function resolveItem(item: NavigatorItem, lookup: NavigatorLookup): Promise<NavigatorItemView | null> {
  const label = localized(item.Label);
  const base = { coverUrl: null, url: null, dataKind: null, folder: null, targetId: null };
  switch (item.Kind) {
    case "module": {
      const row = await lookup.module(item.ModuleId);
      // Not visible, removed or disabled: left out, exactly like a module that does not exist.
      if (!row || row.status !== "enabled") return null;
      return {
        ...base,
        kind: "module",
        targetId: row.id,
        title: label ?? { zhCN: row.nameZh || row.name, enUS: row.name },
        summary: { zhCN: row.summaryZh || row.summary, enUS: row.summary },
        coverUrl: moduleCoverUrl(row),
      };
    }
    case "template": {
      const row = await lookup.template(item.TemplateId);
      if (!row || row.ownerId !== null) return null;
      return {
        ...base,
        kind: "template",
        targetId: row.id,
        title: label ?? { zhCN: row.nameZh || row.name, enUS: row.name },
        summary: { zhCN: row.summary, enUS: row.summary },
        coverUrl: row.coverBlobId === null ? null : `/api/workflow_job_template/cover/${row.id}`,
      };
    }
    case "dataset": {
      const kindTitle = dataKindTitles[item.DataKind];
      const folder = item.Folder;
      return {
        ...base,
        kind: "dataset",
        title: label ?? kindTitle,
        summary: folder
          ? { zhCN: `${kindTitle.zhCN} · ${folder}`, enUS: `${kindTitle.enUS} · ${folder}` }
          : kindTitle,
        dataKind: item.DataKind,
        folder,
      };
    }
    case "link": {
      const host = new URL(item.Url).host;
      return {
        ...base,
        kind: "link",
        title: { zhCN: item.Label["zh-CN"], enUS: item.Label["en-US"] },
        summary: { zhCN: host, enUS: host },
        url: item.Url,
      };
    }
  }
}

/** The board resolved for the signed-in user: items they may not see are left out, never leaked. */
export async function userNavigatorBoard(
  ctx: Ctx,
  _actor: UserActor,
  lookup: NavigatorLookup,
): Promise<NavigatorSectionView[]> {
  const { doc } = await currentNavigatorBoard(ctx.db);
  // All items at once: the lookups batch into one query per kind.
  return Promise.all(
    doc.Sections.map(async (section) => ({
      name: { zhCN: section.Name["zh-CN"], enUS: section.Name["en-US"] },
      description:
        section.Description && (section.Description["zh-CN"] || section.Description["en-US"])
          ? localized(section.Description)
          : null,
      items: (await Promise.all(section.Items.map((item) => resolveItem(item, lookup)))).filter(
        (item): item is NavigatorItemView => item !== null,
      ),
    })),
  );
}

export interface NavigatorSummaryView {
  tokenBalance: number;
  storageUsed: number;
  storageQuota: number;
  jobCounts: { state: TaskState; count: number }[];
  totalJobs: number;
  recentJobs: JobRow[];
}

const jobStates: readonly TaskState[] = [
  "prePending",
  "pending",
  "doing",
  "waiting",
  "done",
  "abort",
  "cancel",
];

/** The user's own figures: token balance, storage used and quota, jobs by state, the 5 latest jobs. */
export async function navigatorSummary(ctx: Ctx, actor: UserActor): Promise<NavigatorSummaryView> {
  const [balance, used, quota, counts, recent] = await Promise.all([
    tokenBalance(ctx, userWallet(actor.id)),
    storageUsed(ctx, actor.id),
    storageQuota(ctx, actor.id),
    ctx.db
      .select({ state: jobs.state, n: sql<number>`count(*)::int` })
      .from(jobs)
      .where(and(eq(jobs.ownerId, actor.id), isNull(jobs.deletedAt)))
      .groupBy(jobs.state),
    // The jobs list's own scope and order (the caller's live jobs, newest first).
    jobResource.page(ctx, { Limit: 5, Offset: 0 }),
  ]);
  const byState = new Map(counts.map((r) => [r.state, Number(r.n)]));
  return {
    tokenBalance: balance,
    storageUsed: used,
    storageQuota: quota,
    jobCounts: jobStates.map((state) => ({ state, count: byState.get(state) ?? 0 })),
    totalJobs: recent.total,
    recentJobs: recent.list,
  };
}
