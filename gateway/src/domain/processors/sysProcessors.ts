/**
 * The back office of processors (spec §2 menu "processors", §6 Workflow.Job.Task.Processor.*): every
 * processor (system ones and users', with the owner's account) listed and filtered; system processors
 * (owner_id null, visible to every user while enabled) created, changed, enabled, disabled, removed to
 * the recycle bin and recovered, with the same input checks as a user's; a user's processor is read
 * only, and may be disabled (and enabled again) but not changed or removed.
 */
import { workflowFeature } from "@crucible/schema";
import type { Permission } from "@crucible/schema";
import { desc, eq, sql } from "drizzle-orm";
import { processors, type ProcessorRow } from "../../db/modules.js";
import { users } from "../../db/users.js";
import type { Ctx } from "../context.js";
import { requireWritable, type Granted } from "../access/guards.js";
import { AppError } from "../errors.js";
import type { QueryBody } from "../query.js";
import { defineResource, type Resource } from "../resources/registry.js";
import { presentProcessor, processorValues, writeProcessorExe } from "./processors.js";

export const processorPerm = (verb: "Read" | "Update" | "Delete"): Permission =>
  `Workflow.Job.Task.Processor.${verb}`;

/** The owner's account (empty for system processors), as a filterable and sortable column. */
const ownerAccount = sql<string>`coalesce((select ${users.account} from ${users} where ${users.id} = ${processors.ownerId}), '')`;
const kind = sql<string>`(case when ${processors.ownerId} is null then 'system' else 'user' end)`;

/**
 * Every processor for the back office. Status changes apply to both kinds (an admin may stop a user's
 * processor); removal and recovery only to system processors.
 */
export const sysProcessorResource: Resource<ProcessorRow> = defineResource<ProcessorRow>({
  path: "sys/workflow_job_task_processor",
  feature: workflowFeature,
  table: processors,
  side: "sys",
  area: "Workflow.Job.Task.Processor",
  columns: {
    Id: { column: processors.id, kind: "int" },
    Name: { column: processors.name, kind: "string" },
    Kind: { column: kind, kind: "string" },
    OwnerId: { column: processors.ownerId, kind: "int" },
    OwnerAccount: { column: ownerAccount, kind: "string" },
    ExeName: { column: processors.exeName, kind: "string" },
    Status: { column: processors.status, kind: "string" },
    TimeoutSeconds: { column: processors.timeoutSeconds, kind: "int" },
    CreatedAt: { column: processors.createdAt, kind: "date" },
    UpdatedAt: { column: processors.updatedAt, kind: "date" },
  },
  defaultOrder: () => [desc(processors.id)],
  present: presentProcessor,
  verbs: [
    "count",
    "query",
    "query_page",
    "read",
    "delete_soft",
    "delete_cancel",
    "enabled_status",
    "disabled_status",
  ],
  async beforeChange(_ctx, row, change) {
    if ((change === "remove" || change === "recover" || change === "delete") && row.ownerId !== null) {
      throw new AppError("DBStatusChangeNotAllowed", "a user's processor is removed by its owner");
    }
  },
});

/** The list with its total: Name, OwnerAccount, Kind, Status and the other columns filter and sort. */
export function listSysProcessors(
  ctx: Ctx,
  query: QueryBody,
): Promise<{ list: ProcessorRow[]; total: number }> {
  return sysProcessorResource.page(ctx, query);
}

/** Any live processor, system or a user's. */
export function findSysProcessor(ctx: Ctx, id: number): Promise<ProcessorRow> {
  return sysProcessorResource.find(ctx, id);
}

/** A live system processor the caller may change; a user's processor answers like a missing one. */
export async function systemProcessorForUpdate(ctx: Ctx, id: number): Promise<ProcessorRow> {
  const row = await sysProcessorResource.findWritable(ctx, id);
  if (row.ownerId !== null) throw new AppError("DBDataNotExist", "system processor");
  return row;
}

export async function createSysProcessor(
  ctx: Ctx,
  actor: Granted<"Workflow.Job.Task.Processor.Update">,
  raw: unknown,
): Promise<ProcessorRow> {
  requireWritable(actor);
  const [row] = await ctx.db
    .insert(processors)
    .values({ ...processorValues(raw, "system"), ownerId: null })
    .returning();
  return row!;
}

export async function updateSysProcessor(ctx: Ctx, id: number, raw: unknown): Promise<ProcessorRow> {
  const current = await systemProcessorForUpdate(ctx, id);
  const values = processorValues(raw, "system");
  const [row] = await ctx.db
    .update(processors)
    .set({ ...values, updatedAt: ctx.clock.now() })
    .where(eq(processors.id, current.id))
    .returning();
  return row!;
}

/** Sets the executable of a system processor to a stored blob. */
export async function setSysProcessorExe(
  ctx: Ctx,
  id: number,
  exe: { name: string; blobId: number },
): Promise<ProcessorRow> {
  return writeProcessorExe(ctx, await systemProcessorForUpdate(ctx, id), exe);
}
