/**
 * A task's reason as the screens show it: the reasons the platform itself writes (a stop by the user
 * or an administrator, tokens that ran out) in the reader's language; any other reason (an exit code,
 * a program's own words) as it is.
 */
import { taskProjectTokensSpentReason, taskStopReasons, taskTokensSpentReason } from "@crucible/schema";
import type { TFunction } from "i18next";

export function taskReasonText(reason: string, t: TFunction): string {
  if (reason === taskStopReasons.user) return t("jobs.stop.byUser");
  if (reason === taskStopReasons.admin) return t("jobs.stop.byAdmin");
  if (reason === taskTokensSpentReason) return t("jobs.stop.tokensSpent");
  if (reason === taskProjectTokensSpentReason) return t("jobs.stop.projectTokensSpent");
  return reason;
}
