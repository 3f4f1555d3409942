/**
 * The count of approvals waiting for the signed-in user's decision, beside the Approvals entry of the
 * menu (both stages): polled, and read again after each decision (the decision refetches it by name).
 */
import { Label } from "semantic-ui-react";
import { useSession } from "../../app/session";
import {
  useApprovalCountQuery,
  useSysApprovalCountQuery,
} from "../../graphql/__generated__/documents/approvals";
import { useNs } from "../../i18n";
import { approvalsNs } from "./i18n";
import "./approvals.css";

/** How often the count is read while the page is open. */
const pollMs = 30_000;

export function ApprovalCount() {
  const { t: text } = useNs(approvalsNs);
  const { stage } = useSession();
  const system = stage === "system";
  const options = { pollInterval: pollMs, fetchPolicy: "cache-and-network" } as const;
  const user = useApprovalCountQuery({ ...options, skip: system });
  const sys = useSysApprovalCountQuery({ ...options, skip: !system });
  const count = (system ? sys.data?.sysApprovalCount : user.data?.approvalCount) ?? 0;
  if (count === 0) return null;
  return (
    <Label
      color="orange"
      size="mini"
      circular
      className="menu-count"
      title={text("count", { count })}
      aria-label={text("count", { count })}
      data-testid="approval-count"
    >
      {count > 99 ? "99+" : count}
    </Label>
  );
}
