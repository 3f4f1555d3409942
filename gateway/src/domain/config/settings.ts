/**
 * System config and feature switches. The transports' guards hand each function the actor they let
 * through (the permission in its type); the login policy: auth/policySettings.ts.
 */
import type { CalcMetricConfig, FeatureSwitches, SysConfig } from "@crucible/schema";
import type { Ctx } from "../context.js";
import { requireWritable, type Granted, type SignedIn } from "../access/guards.js";
import { calcMetricDoc, featureSwitchesDoc, readKeyDoc, saveKeyDoc, sysConfigDoc } from "./keyData.js";

export async function readSysConfig(ctx: Ctx, _actor: Granted<"Sys.Config.Read">): Promise<SysConfig> {
  return readKeyDoc(ctx.db, sysConfigDoc);
}

export async function saveSysConfig(
  ctx: Ctx,
  actor: Granted<"Sys.Config.Update">,
  value: unknown,
): Promise<SysConfig> {
  requireWritable(actor);
  return saveKeyDoc(ctx, sysConfigDoc, value);
}

export async function readCalcMetricConfig(
  ctx: Ctx,
  _actor: Granted<"Workflow.Job.Task.Module.Read">,
): Promise<CalcMetricConfig> {
  return readKeyDoc(ctx.db, calcMetricDoc);
}

export async function saveCalcMetricConfig(
  ctx: Ctx,
  actor: Granted<"Workflow.Job.Task.Module.Update">,
  value: unknown,
): Promise<CalcMetricConfig> {
  requireWritable(actor);
  return saveKeyDoc(ctx, calcMetricDoc, value);
}

/** Feature switches are read by every system user (menus) and saved with Sys.Config.Update. */
export async function readFeatureSwitches(ctx: Ctx, _actor: SignedIn<"sys">): Promise<FeatureSwitches> {
  return readKeyDoc(ctx.db, featureSwitchesDoc);
}

export async function saveFeatureSwitches(
  ctx: Ctx,
  actor: Granted<"Sys.Config.Update">,
  value: unknown,
): Promise<FeatureSwitches> {
  requireWritable(actor);
  return saveKeyDoc(ctx, featureSwitchesDoc, value);
}
