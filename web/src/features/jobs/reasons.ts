/**
 * A task's reason as the screens show it: the reasons the platform itself writes (a stop by the user
 * or an administrator, tokens that ran out) in the reader's language; any other reason (an exit code,
 * a program's own words) as it is.
 */
import { taskProjectTokensSpentReason, taskStopReasons, taskTokensSpentReason } from "@crucible/schema";
import type { NsT } from "../../i18n";

export function taskReasonText(reason: string, t: NsT<"jobs">): string {
  if (reason === taskStopReasons.user) return t("stop.byUser");
  if (reason === taskStopReasons.admin) return t("stop.byAdmin");
  if (reason === taskTokensSpentReason) return t("stop.tokensSpent");
  if (reason === taskProjectTokensSpentReason) return t("stop.projectTokensSpent");
  return reason;
}
