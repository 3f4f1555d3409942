/**
 * Where a container image or a processor is used (spec §7 `workflow_job_task_container_image/use/{id}`
 * and `workflow_job_task_processor_exe/use/{id}`): the modules that run in an image; the templates
 * and the unfinished tasks that run a processor. Read before disabling or deleting one.
 */
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import { jobs, tasks } from "../../db/jobs.js";
import { modules, type ProcessorRow } from "../../db/modules.js";
import { templates } from "../../db/templates.js";
import type { Ctx } from "../context.js";
import { imageResource } from "./catalogue.js";

export interface ImageUsage {
  readonly Modules: { Id: number; Key: string; Name: string; Status: string }[];
}

/** The live modules that run in the image (Workflow.Job.Task.ContainerImage.Read); DBDataNotExist otherwise. */
export async function imageUsage(ctx: Ctx, id: number): Promise<ImageUsage> {
  const image = await imageResource.find(ctx, id);
  const rows = await ctx.db
    .select({ id: modules.id, key: modules.key, name: modules.name, status: modules.status })
    .from(modules)
    .where(and(eq(modules.imageId, image.id), isNull(modules.deletedAt)))
    .orderBy(asc(modules.id))
    .limit(1000);
  return { Modules: rows.map((m) => ({ Id: m.id, Key: m.key, Name: m.name, Status: m.status })) };
}

export interface ProcessorUsage {
  readonly Templates: { Id: number; Name: string; System: boolean }[];
  /** Tasks of unfinished jobs (preprocessing, pending or running) that run the processor. */
  readonly UnfinishedTasks: number;
}

/**
 * The templates and unfinished tasks that use a processor the caller may see. A user sees only their
 * own templates and tasks; the back office sees everyone's.
 */
export async function processorUsage(
  ctx: Ctx,
  processor: ProcessorRow,
  ownerId: number | null,
): Promise<ProcessorUsage> {
  const uses = sql`${templates.nodes} @> ${JSON.stringify([{ processorId: processor.id }])}::jsonb`;
  const templateRows = await ctx.db
    .select({ id: templates.id, name: templates.name, ownerId: templates.ownerId })
    .from(templates)
    .where(
      and(uses, isNull(templates.deletedAt), ownerId === null ? undefined : eq(templates.ownerId, ownerId)),
    )
    .orderBy(asc(templates.id))
    .limit(1000);
  const [unfinished] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(tasks)
    .innerJoin(jobs, eq(jobs.id, tasks.jobId))
    .where(
      and(
        eq(tasks.processorId, processor.id),
        inArray(jobs.state, ["prePending", "pending", "doing", "waiting"]),
        isNull(jobs.deletedAt),
        ownerId === null ? undefined : eq(jobs.ownerId, ownerId),
      ),
    );
  return {
    Templates: templateRows.map((row) => ({ Id: row.id, Name: row.name, System: row.ownerId === null })),
    UnfinishedTasks: unfinished?.n ?? 0,
  };
}
