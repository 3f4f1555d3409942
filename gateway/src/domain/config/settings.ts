/** System config and feature switches, behind their permissions (the login policy: auth/policySettings.ts). */
import type { CalcMetricConfig, FeatureSwitches, SysConfig } from "@crucible/schema";
import type { Ctx } from "../context.js";
import { requireActor, requirePerm, requireWritable } from "../access/guards.js";
import { calcMetricDoc, featureSwitchesDoc, readKeyDoc, saveKeyDoc, sysConfigDoc } from "./keyData.js";

export async function readSysConfig(ctx: Ctx): Promise<SysConfig> {
  requirePerm(ctx, "Sys.Config.Read");
  return readKeyDoc(ctx.db, sysConfigDoc);
}

export async function saveSysConfig(ctx: Ctx, value: unknown): Promise<SysConfig> {
  requireWritable(requirePerm(ctx, "Sys.Config.Update"));
  return saveKeyDoc(ctx.db, sysConfigDoc, value);
}

export async function readCalcMetricConfig(ctx: Ctx): Promise<CalcMetricConfig> {
  requirePerm(ctx, "Workflow.Job.Task.Module.Read");
  return readKeyDoc(ctx.db, calcMetricDoc);
}

export async function saveCalcMetricConfig(ctx: Ctx, value: unknown): Promise<CalcMetricConfig> {
  requireWritable(requirePerm(ctx, "Workflow.Job.Task.Module.Update"));
  return saveKeyDoc(ctx.db, calcMetricDoc, value);
}

/** Feature switches are read by every system user (menus) and saved with Sys.Config.Update. */
export async function readFeatureSwitches(ctx: Ctx): Promise<FeatureSwitches> {
  requireActor(ctx, "sys");
  return readKeyDoc(ctx.db, featureSwitchesDoc);
}

export async function saveFeatureSwitches(ctx: Ctx, value: unknown): Promise<FeatureSwitches> {
  requireWritable(requirePerm(ctx, "Sys.Config.Update"));
  return saveKeyDoc(ctx.db, featureSwitchesDoc, value);
}
