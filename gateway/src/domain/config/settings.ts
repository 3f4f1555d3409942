/** System config, login policy and feature switches, behind their permissions. */
import type { CalcMetricConfig, FeatureSwitches, LoginPolicy, SysConfig } from "@crucible/schema";
import type { Ctx } from "../context.js";
import { requireActor, requirePerm, requireWritable } from "../access/guards.js";
import { AppError } from "../errors.js";
import { isValidIpRule } from "../auth/policy.js";
import {
  calcMetricDoc,
  featureSwitchesDoc,
  loginPolicyDoc,
  readKeyDoc,
  saveKeyDoc,
  sysConfigDoc,
} from "./keyData.js";

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

export async function readLoginPolicy(ctx: Ctx): Promise<LoginPolicy> {
  requirePerm(ctx, "Sys.User.Read");
  return readKeyDoc(ctx.db, loginPolicyDoc);
}

export async function saveLoginPolicy(ctx: Ctx, value: unknown): Promise<LoginPolicy> {
  requireWritable(requirePerm(ctx, "Sys.User.Update"));
  const candidate = value as Partial<LoginPolicy> | null;
  for (const rule of [...(candidate?.IpAllow ?? []), ...(candidate?.IpDeny ?? [])]) {
    if (rule === null || (typeof rule === "string" && !rule.trim())) throw new AppError("DBIPNull");
    if (typeof rule !== "string" || !isValidIpRule(rule)) throw new AppError("DBIPFormatError", String(rule));
  }
  return saveKeyDoc(ctx.db, loginPolicyDoc, value);
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
