/** The login policy (IP allow and deny rules) as the back office reads and saves it, behind Sys.User.*. */
import type { LoginPolicy } from "@crucible/schema";
import type { Ctx } from "../context.js";
import { requireWritable, type Granted } from "../access/guards.js";
import { loginPolicyDoc, readKeyDoc, saveKeyDoc } from "../config/keyData.js";
import { AppError } from "../errors.js";
import { isValidIpRule } from "./policy.js";

export async function readLoginPolicy(ctx: Ctx, _actor: Granted<"Sys.User.Read">): Promise<LoginPolicy> {
  return readKeyDoc(ctx.db, loginPolicyDoc);
}

export async function saveLoginPolicy(
  ctx: Ctx,
  actor: Granted<"Sys.User.Update">,
  value: unknown,
): Promise<LoginPolicy> {
  requireWritable(actor);
  const candidate = value as Partial<LoginPolicy> | null;
  for (const rule of [...(candidate?.IpAllow ?? []), ...(candidate?.IpDeny ?? [])]) {
    if (rule === null || (typeof rule === "string" && !rule.trim())) throw new AppError("DBIPNull");
    if (typeof rule !== "string" || !isValidIpRule(rule)) throw new AppError("DBIPFormatError", String(rule));
  }
  return saveKeyDoc(ctx, loginPolicyDoc, value);
}
