/**
 * Back-office actions on a job: cancel (Workflow.Job.Update; only preprocessing or pending jobs, the
 * same rule the gateway enforces), stop (Workflow.Job.Update; running jobs), move to the recycle bin (Workflow.Job.Delete; finished jobs) and
 * recover. A button appears only with its permission; one the state does not allow shows disabled
 * with the rule as tooltip. On a task: its ledger, and "refund tokens" (Workflow.Job.Update) behind a
 * confirm dialog when its current run was charged.
 */
import { useTranslation } from "react-i18next";
import { Button } from "semantic-ui-react";
import { useSession } from "../../app/session";
import { ConfirmButton } from "../../components/ConfirmButton";
import { toast } from "../../components/toast";
import type { SysJobRowFieldsFragment, SysJobTaskFieldsFragment } from "../../graphql";
import {
  useSysCancelJobMutation,
  useSysRecoverJobMutation,
  useSysRefundTaskMutation,
  useSysRemoveJobMutation,
  useSysStopJobMutation,
} from "../../graphql/__generated__/documents/sysjobs";
import { Refused } from "../jobs/JobActions";
import { canCancel, canStop, isFinished } from "../jobs/states";

type Job = Pick<SysJobRowFieldsFragment, "id" | "name" | "state" | "ownerAccount" | "deletedAt">;

export function SysJobActions(props: { job: Job; iconOnly?: boolean; onChanged: () => void }) {
  const { t } = useTranslation();
  const session = useSession();
  const { job, onChanged } = props;
  const iconOnly = props.iconOnly ?? false;
  const size = iconOnly ? ("mini" as const) : ("small" as const);
  const [cancel] = useSysCancelJobMutation();
  const [stop] = useSysStopJobMutation();
  const [remove] = useSysRemoveJobMutation();
  const [recover] = useSysRecoverJobMutation();
  const canUpdate = session.can("Workflow.Job.Update");
  const canDelete = session.can("Workflow.Job.Delete");
  const vars = { name: job.name, owner: job.ownerAccount };

  const run = async (mutate: () => Promise<{ error?: unknown }>, done: string) => {
    const result = await mutate();
    if (result.error) return;
    toast.success(done);
    onChanged();
  };

  return (
    <>
      {canUpdate && !job.deletedAt ? (
        canCancel(job.state) ? (
          <ConfirmButton
            label={t("sysJobs.actions.cancel")}
            icon="stop circle outline"
            color="orange"
            size={size}
            iconOnly={iconOnly}
            question={t("sysJobs.confirm.cancel", vars)}
            detail={t("sysJobs.confirm.cancelHint")}
            onConfirm={() =>
              run(() => cancel({ variables: { id: job.id } }), t("sysJobs.done.cancelled", vars))
            }
            testId={`sys-job-cancel-${job.id}`}
          />
        ) : (
          <Refused
            icon="stop circle outline"
            label={t("sysJobs.actions.cancel")}
            rule={t("sysJobs.rules.cancel")}
            iconOnly={iconOnly}
            testId={`sys-job-cancel-${job.id}`}
          />
        )
      ) : null}
      {canUpdate && !job.deletedAt ? (
        canStop(job.state) ? (
          <ConfirmButton
            label={t("sysJobs.stop.action")}
            icon="stop"
            color="red"
            size={size}
            iconOnly={iconOnly}
            question={t("sysJobs.stop.question", vars)}
            detail={t("sysJobs.stop.detail")}
            onConfirm={() => run(() => stop({ variables: { id: job.id } }), t("sysJobs.stop.done", vars))}
            testId={`sys-job-stop-${job.id}`}
          />
        ) : (
          <Refused
            icon="stop"
            label={t("sysJobs.stop.action")}
            rule={t("sysJobs.stop.rule")}
            iconOnly={iconOnly}
            testId={`sys-job-stop-${job.id}`}
          />
        )
      ) : null}
      {canDelete && !job.deletedAt ? (
        isFinished(job.state) ? (
          <ConfirmButton
            label={t("sysJobs.actions.remove")}
            icon="trash alternate outline"
            size={size}
            iconOnly={iconOnly}
            question={t("sysJobs.confirm.remove", vars)}
            detail={t("sysJobs.confirm.removeHint")}
            onConfirm={() =>
              run(() => remove({ variables: { id: job.id } }), t("sysJobs.done.removed", vars))
            }
            testId={`sys-job-remove-${job.id}`}
          />
        ) : (
          <Refused
            icon="trash alternate outline"
            label={t("sysJobs.actions.remove")}
            rule={t("sysJobs.rules.remove")}
            iconOnly={iconOnly}
            testId={`sys-job-remove-${job.id}`}
          />
        )
      ) : null}
      {canDelete && job.deletedAt ? (
        <Button
          type="button"
          size={size}
          basic
          color="green"
          icon="undo"
          content={iconOnly ? undefined : t("sysJobs.actions.recover")}
          title={iconOnly ? t("sysJobs.actions.recover") : undefined}
          aria-label={t("sysJobs.actions.recover")}
          onClick={() =>
            void run(() => recover({ variables: { id: job.id } }), t("sysJobs.done.recovered", vars))
          }
          data-testid={`sys-job-recover-${job.id}`}
        />
      ) : null}
    </>
  );
}

type LedgerTask = Pick<SysJobTaskFieldsFragment, "id" | "key" | "charged" | "refunded" | "refundable">;

function RefundButton(props: { owner: string; task: LedgerTask; onChanged: () => void }) {
  const { t } = useTranslation();
  const [refund] = useSysRefundTaskMutation();
  const { task, owner } = props;
  const label = t("sysJobs.actions.refund");
  if (!task.refundable) {
    return (
      <span
        className="job-action-refused"
        title={t("sysJobs.rules.refund")}
        data-testid="task-refund-refused"
      >
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
      question={t("sysJobs.confirm.refund", vars)}
      detail={t("sysJobs.confirm.refundHint")}
      onConfirm={async () => {
        const result = await refund({ variables: { taskId: task.id } });
        const refunded = result.data?.sysRefundTask.refunded;
        if (result.error || refunded === undefined) return;
        if (refunded > 0) {
          toast.success(t("sysJobs.done.refunded", { tokens: refunded.toLocaleString(), owner }));
        } else toast.info(t("sysJobs.done.nothingRefunded"));
        props.onChanged();
      }}
      testId="task-refund"
    />
  );
}

/** What the back office sees beside a task's panel: charged and refunded tokens, and the refund. */
export function TaskLedger(props: { owner: string; task: LedgerTask; onChanged: () => void }) {
  const { t } = useTranslation();
  const session = useSession();
  const { task } = props;
  return (
    <>
      <span className="muted small" data-testid="task-ledger">
        {t("sysJobs.detail.charged")} {task.charged.toLocaleString()} · {t("sysJobs.detail.refunded")}{" "}
        {task.refunded.toLocaleString()}
      </span>
      {session.can("Workflow.Job.Update") ? <RefundButton {...props} /> : null}
    </>
  );
}
