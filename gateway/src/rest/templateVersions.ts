/**
 * Versions of workflow templates over REST (issue 28), the GraphQL calls' twins: list a template's
 * versions, read one, restore one, compare two; and the template version a job ran (with the newer
 * one, when there is). User side under /api/workflow_job_template_version, back office under
 * /api/sys/workflow_job_template_version (Workflow.Job.Template.Read / .Update).
 */
import { workflowFeature } from "@crucible/schema";
import { z } from "zod";
import type { TemplateNodeRow, TemplateRow, TemplateVersionRow } from "../db/templates.js";
import type { Ctx } from "../domain/context.js";
import { ownJob } from "../domain/jobs/jobs.js";
import type { NodeUnit } from "../domain/templates/templateDiff.js";
import { jobVersion, type JobVersion } from "../domain/templates/templateVersions.js";
import {
  compareSysTemplateVersions,
  compareTemplateVersions,
  listSysTemplateVersions,
  listTemplateVersions,
  restoreSysTemplateVersion,
  restoreTemplateVersion,
  sysTemplateVersion,
  templateVersion,
  type VersionComparison,
} from "../domain/templates/templates.js";
import { bodyId, defineCall, idParams, type Call } from "./calls.js";

function presentNode(node: TemplateNodeRow): Record<string, unknown> {
  return {
    Key: node.key,
    ModuleId: node.moduleId ?? null,
    ProcessorId: node.processorId ?? null,
    Method: node.method ?? null,
    Args: node.args,
    DependsOn: node.dependsOn,
    X: node.x,
    Y: node.y,
  };
}

/** A version; `withGraph`: its nodes and units too (a list answers without them). */
function presentVersion(row: TemplateVersionRow, side: "user" | "sys", withGraph: boolean) {
  return {
    Id: row.id,
    TemplateId: row.templateId,
    Number: row.number,
    // A system user's account is the back office's: users reading a system template see none.
    AuthorAccount: row.authorSide === "sys" && side === "user" ? null : row.authorAccount || null,
    Note: row.note,
    Name: row.name,
    CreatedAt: row.createdAt,
    ...(withGraph
      ? {
          Nodes: row.nodes.map(presentNode),
          Units: row.units.map((u) => ({
            Kind: u.kind,
            Id: u.id,
            Key: u.key,
            Name: u.name,
            Version: u.version,
          })),
        }
      : {}),
  };
}

const presentTemplate = (row: TemplateRow) => ({ Id: row.id, Name: row.name, UpdatedAt: row.updatedAt });

const unit = (u: NodeUnit) => ({ ModuleId: u.moduleId, ProcessorId: u.processorId });

function presentComparison({ from, to, diff }: VersionComparison, side: "user" | "sys") {
  const node = (n: { key: string; method: string | null } & NodeUnit) => ({
    Key: n.key,
    ...unit(n),
    Method: n.method,
  });
  return {
    From: presentVersion(from, side, false),
    To: presentVersion(to, side, false),
    NodesAdded: diff.nodesAdded.map(node),
    NodesRemoved: diff.nodesRemoved.map(node),
    NodesChanged: diff.nodesChanged.map((c) => ({
      Key: c.key,
      Unit: c.unit ? { Before: unit(c.unit.before), After: unit(c.unit.after) } : null,
      Method: c.method ? { Before: c.method.before, After: c.method.after } : null,
      Args: c.args.map((a) => ({ Name: a.name, Before: a.before ?? null, After: a.after ?? null })),
      Approval: c.approval.map((a) => ({ Name: a.name, Before: a.before ?? null, After: a.after ?? null })),
      Moved: c.moved,
    })),
    EdgesAdded: diff.edgesAdded.map((e) => ({ From: e.from, To: e.to })),
    EdgesRemoved: diff.edgesRemoved.map((e) => ({ From: e.from, To: e.to })),
    Units: diff.units.map((u) => ({
      Kind: u.kind,
      Id: u.id,
      Name: u.name,
      Before: u.before,
      After: u.after,
    })),
  };
}

function presentJobVersion(version: JobVersion | null) {
  if (!version) return null;
  return {
    TemplateId: version.templateId,
    VersionId: version.versionId,
    Number: version.number,
    NewerVersion: version.newer
      ? { TemplateId: version.templateId, VersionId: version.newer.versionId, Number: version.newer.number }
      : null,
  };
}

const compareBody = z.object({ A: bodyId, B: bodyId });

async function jobVersionOf(ctx: Ctx, id: number): Promise<JobVersion | null> {
  return jobVersion(ctx, await ownJob(ctx, id));
}

export const templateVersionCalls: Call[] = [
  defineCall({
    path: "/api/workflow_job_template_version/list/:id",
    feature: workflowFeature,
    guard: { side: "user" },
    reads: true,
    params: idParams,
    owned: { kind: "template" },
    run: ({ ctx, actor, params }) => listTemplateVersions(ctx, actor, params.id),
    present: (rows) => rows.map((row) => presentVersion(row, "user", false)),
  }),
  defineCall({
    path: "/api/workflow_job_template_version/read/:id",
    feature: workflowFeature,
    guard: { side: "user" },
    reads: true,
    params: idParams,
    owned: { kind: "templateVersion" },
    run: ({ ctx, actor, params }) => templateVersion(ctx, actor, params.id),
    present: (row) => presentVersion(row, "user", true),
  }),
  defineCall({
    path: "/api/workflow_job_template_version/restore/:id",
    feature: workflowFeature,
    guard: { side: "user" },
    params: idParams,
    owned: { kind: "templateVersion" },
    run: ({ ctx, actor, params }) => restoreTemplateVersion(ctx, actor, params.id),
    present: presentTemplate,
  }),
  defineCall({
    path: "/api/workflow_job_template_version/compare",
    feature: workflowFeature,
    guard: { side: "user" },
    reads: true,
    body: compareBody,
    owned: { kind: "templateVersion", example: (id) => ({ body: { A: id, B: id } }) },
    run: ({ ctx, actor, body }) => compareTemplateVersions(ctx, actor, body.A, body.B),
    present: (comparison) => presentComparison(comparison, "user"),
  }),
  // The version a job ran, with NewerVersion when the template has a newer one (null: not from a template).
  defineCall({
    path: "/api/workflow_job/template_version/:id",
    feature: workflowFeature,
    guard: { side: "user" },
    reads: true,
    params: idParams,
    owned: { kind: "job" },
    run: ({ ctx, params }) => jobVersionOf(ctx, params.id),
    present: presentJobVersion,
  }),
  defineCall({
    path: "/api/sys/workflow_job_template_version/list/:id",
    feature: workflowFeature,
    guard: { perm: "Workflow.Job.Template.Read" },
    reads: true,
    params: idParams,
    run: ({ ctx, actor, params }) => listSysTemplateVersions(ctx, actor, params.id),
    present: (rows) => rows.map((row) => presentVersion(row, "sys", false)),
  }),
  defineCall({
    path: "/api/sys/workflow_job_template_version/read/:id",
    feature: workflowFeature,
    guard: { perm: "Workflow.Job.Template.Read" },
    reads: true,
    params: idParams,
    run: ({ ctx, actor, params }) => sysTemplateVersion(ctx, actor, params.id),
    present: (row) => presentVersion(row, "sys", true),
  }),
  defineCall({
    path: "/api/sys/workflow_job_template_version/restore/:id",
    feature: workflowFeature,
    guard: { perm: "Workflow.Job.Template.Update" },
    params: idParams,
    run: ({ ctx, actor, params }) => restoreSysTemplateVersion(ctx, actor, params.id),
    present: presentTemplate,
  }),
  defineCall({
    path: "/api/sys/workflow_job_template_version/compare",
    feature: workflowFeature,
    guard: { perm: "Workflow.Job.Template.Read" },
    reads: true,
    body: compareBody,
    run: ({ ctx, actor, body }) => compareSysTemplateVersions(ctx, actor, body.A, body.B),
    present: (comparison) => presentComparison(comparison, "sys"),
  }),
];
