/**
 * Beside a task's panel in the back office (the job view's system side): the tokens its current run
 * was charged and refunded, and "refund tokens" (Workflow.Job.Update) behind a confirm dialog when
 * that run was charged. The job's actions are JobActions (jobs/JobActions.tsx), for both sides.
 */
import { Button } from "semantic-ui-react";
import { useSession } from "../../app/session";
import { ConfirmButton } from "../../components/ConfirmButton";
import { toast } from "../../components/toast";
import type { SysJobTaskFieldsFragment } from "../../graphql";
import { useSysRefundTaskMutation } from "../../graphql/__generated__/documents/sysjobs";
import { useNs } from "../../i18n";
import { sysJobsNs } from "./i18n";

type LedgerTask = Pick<SysJobTaskFieldsFragment, "id" | "key" | "charged" | "refunded" | "refundable">;

function RefundButton(props: { owner: string; task: LedgerTask; onChanged: () => void }) {
  const { t: sysT } = useNs(sysJobsNs);
  const [refund] = useSysRefundTaskMutation();
  const { task, owner } = props;
  const label = sysT("actions.refund");
  if (!task.refundable) {
    return (
      <span className="job-action-refused" title={sysT("rules.refund")} data-testid="task-refund-refused">
        <Button
          type="button"
          size="small"
          basic
          disabled
          icon="undo"
          content={label}
          data-testid="task-refund"
        />
      </span>
    );
  }
  const vars = { tokens: task.charged.toLocaleString(), key: task.key, owner };
  return (
    <ConfirmButton
      label={label}
      icon="undo"
      color="orange"
      size="small"
      question={sysT("confirm.refund", vars)}
      detail={sysT("confirm.refundHint")}
      onConfirm={async () => {
        const result = await refund({ variables: { taskId: task.id } });
        const refunded = result.data?.sysRefundTask.refunded;
        if (result.error || refunded === undefined) return;
        if (refunded > 0) {
          toast.success(sysT("done.refunded", { tokens: refunded.toLocaleString(), owner }));
        } else toast.info(sysT("done.nothingRefunded"));
        props.onChanged();
      }}
      testId="task-refund"
    />
  );
}

/** What the back office sees beside a task's panel: charged and refunded tokens, and the refund. */
export function TaskLedger(props: { owner: string; task: LedgerTask; onChanged: () => void }) {
  const { t: sysT } = useNs(sysJobsNs);
  const session = useSession();
  const { task } = props;
  return (
    <>
      <span className="muted small" data-testid="task-ledger">
        {sysT("detail.charged")} {task.charged.toLocaleString()} · {sysT("detail.refunded")}{" "}
        {task.refunded.toLocaleString()}
      </span>
      {session.can("Workflow.Job.Update") ? <RefundButton {...props} /> : null}
    </>
  );
}
