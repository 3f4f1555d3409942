/**
 * The actions on a job, for the list and the detail screen, following spec §4: cancel (preprocessing
 * or pending jobs), stop (running jobs: issue 26), reset (terminated or cancelled jobs), restart (finished jobs), clone (any job,
 * then open the clone), and "rerun failed tasks" (terminated or cancelled jobs: a new job reusing the
 * completed tasks whose module and inputs are unchanged). An action the state does not allow shows disabled, with the rule as tooltip.
 */
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import { Button, type SemanticICONS } from "semantic-ui-react";
import { ConfirmButton } from "../../components/ConfirmButton";
import { Field } from "../../components/Field";
import { FormDialog } from "../../components/FormDialog";
import { toast } from "../../components/toast";
import type { JobRowFieldsFragment } from "../../graphql";
import {
  useCancelJobMutation,
  useCloneJobMutation,
  useResetJobMutation,
  useRerunFailedTasksMutation,
  useRestartJobMutation,
  useStopJobMutation,
} from "../../graphql/__generated__/documents/jobs";
import { canCancel, canReset, canRestart, canStop } from "./states";
import { jobRoute } from "./urls";

type Job = Pick<JobRowFieldsFragment, "id" | "name" | "state">;

/** An action the spec's rules refuse for this job's state: disabled, with the rule as its tooltip. */
export function Refused(props: {
  icon: SemanticICONS;
  label: string;
  rule: string;
  iconOnly: boolean;
  testId: string;
}) {
  return (
    <span className="job-action-refused" title={props.rule} data-testid={`${props.testId}-refused`}>
      <Button
        type="button"
        size={props.iconOnly ? "mini" : "small"}
        basic
        disabled
        icon={props.icon}
        content={props.iconOnly ? undefined : props.label}
        aria-label={props.label}
        data-testid={props.testId}
      />
    </span>
  );
}

function CloneDialog(props: { job: Job; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [name, setName] = useState(t("jobs.clone.defaultName", { name: props.job.name }));
  const [message, setMessage] = useState<string | null>(null);
  const [clone, state] = useCloneJobMutation();
  const submit = async () => {
    const trimmed = name.trim();
    if (trimmed === "") {
      setMessage(t("validation.required"));
      return;
    }
    const result = await clone({ variables: { id: props.job.id, name: trimmed } });
    const created = result.data?.cloneJob;
    if (result.error || !created) return;
    toast.success(t("jobs.done.cloned", { name: created.name }));
    props.onClose();
    navigate(jobRoute(created.id));
  };
  return (
    <FormDialog
      open
      size="tiny"
      title={t("jobs.clone.title", { name: props.job.name })}
      onClose={props.onClose}
      onSubmit={() => void submit()}
      submitting={state.loading}
      submitLabel={t("jobs.clone.submit")}
      testId="clone-dialog"
    >
      <Field
        name="clone-name"
        label={t("jobs.clone.name")}
        value={name}
        onChange={(value) => {
          setName(value);
          setMessage(null);
        }}
        message={message}
        required
        maxLength={200}
      />
      <p className="muted small">{t("jobs.clone.hint")}</p>
    </FormDialog>
  );
}

export interface JobActionsProps {
  readonly job: Job;
  /** Icon buttons (the list) or labelled buttons (the detail header). */
  readonly iconOnly?: boolean;
  /** After cancel, reset or restart succeeded: refresh what is shown. */
  readonly onChanged: () => void;
  /** Keys of the job's completed tasks, named in the rerun confirm (the detail screen knows them). */
  readonly doneTasks?: readonly string[];
}

export function JobActions({ job, iconOnly = false, onChanged, doneTasks }: JobActionsProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [rerunFailed] = useRerunFailedTasksMutation();
  const [cloning, setCloning] = useState(false);
  const [cancel] = useCancelJobMutation();
  const [stop] = useStopJobMutation();
  const [reset] = useResetJobMutation();
  const [restart] = useRestartJobMutation();
  const size = iconOnly ? ("mini" as const) : ("small" as const);

  const run = async (
    mutate: () => Promise<{ error?: unknown; data?: unknown }>,
    done: string,
  ): Promise<void> => {
    const result = await mutate();
    if (result.error) return;
    toast.success(done);
    onChanged();
  };

  return (
    <div className="action-buttons job-actions" data-testid={`job-actions-${job.id}`}>
      {canCancel(job.state) ? (
        <ConfirmButton
          iconOnly={iconOnly}
          size={size}
          icon="ban"
          color="orange"
          label={t("jobs.actions.cancel")}
          question={t("jobs.confirm.cancel", { name: job.name })}
          detail={t("jobs.confirm.cancelHint")}
          onConfirm={() =>
            run(() => cancel({ variables: { id: job.id } }), t("jobs.done.cancelled", { name: job.name }))
          }
          testId={`job-cancel-${job.id}`}
        />
      ) : (
        <Refused
          icon="ban"
          label={t("jobs.actions.cancel")}
          rule={t("jobs.rules.cancel")}
          iconOnly={iconOnly}
          testId={`job-cancel-${job.id}`}
        />
      )}
      {canStop(job.state) ? (
        <ConfirmButton
          iconOnly={iconOnly}
          size={size}
          icon="stop"
          color="red"
          label={t("jobs.stop.action")}
          question={t("jobs.stop.question", { name: job.name })}
          detail={t("jobs.stop.detail")}
          onConfirm={() =>
            run(() => stop({ variables: { id: job.id } }), t("jobs.stop.done", { name: job.name }))
          }
          testId={`job-stop-${job.id}`}
        />
      ) : (
        <Refused
          icon="stop"
          label={t("jobs.stop.action")}
          rule={t("jobs.stop.rule")}
          iconOnly={iconOnly}
          testId={`job-stop-${job.id}`}
        />
      )}
      {canReset(job.state) ? (
        <ConfirmButton
          iconOnly={iconOnly}
          size={size}
          icon="undo"
          color="blue"
          label={t("jobs.actions.reset")}
          question={t("jobs.confirm.reset", { name: job.name })}
          detail={t("jobs.confirm.resetHint")}
          onConfirm={() =>
            run(() => reset({ variables: { id: job.id } }), t("jobs.done.reset", { name: job.name }))
          }
          testId={`job-reset-${job.id}`}
        />
      ) : (
        <Refused
          icon="undo"
          label={t("jobs.actions.reset")}
          rule={t("jobs.rules.reset")}
          iconOnly={iconOnly}
          testId={`job-reset-${job.id}`}
        />
      )}
      {canRestart(job.state) ? (
        <ConfirmButton
          iconOnly={iconOnly}
          size={size}
          icon="redo"
          color="teal"
          label={t("jobs.actions.restart")}
          question={t("jobs.confirm.restart", { name: job.name })}
          detail={t("jobs.confirm.restartHint")}
          onConfirm={() =>
            run(() => restart({ variables: { id: job.id } }), t("jobs.done.restarted", { name: job.name }))
          }
          testId={`job-restart-${job.id}`}
        />
      ) : (
        <Refused
          icon="redo"
          label={t("jobs.actions.restart")}
          rule={t("jobs.rules.restart")}
          iconOnly={iconOnly}
          testId={`job-restart-${job.id}`}
        />
      )}
      {canReset(job.state) ? (
        <ConfirmButton
          iconOnly={iconOnly}
          size={size}
          icon="recycle"
          color="violet"
          label={t("jobs.rerun.action")}
          question={t("jobs.rerun.question", { name: job.name })}
          detail={
            doneTasks === undefined || doneTasks.length > 0
              ? t("jobs.rerun.detailSome", { tasks: doneTasks?.join(", ") ?? "…" })
              : t("jobs.rerun.detailNone")
          }
          onConfirm={async () => {
            const result = await rerunFailed({ variables: { id: job.id } });
            const answer = result.data?.rerunFailedTasks;
            if (result.error || !answer) return;
            const keys = answer.reused.map((r) => r.key);
            toast.success(
              keys.length > 0
                ? t("jobs.rerun.done", { name: answer.job.name, count: keys.length, tasks: keys.join(", ") })
                : t("jobs.rerun.doneNone", { name: answer.job.name }),
            );
            navigate(jobRoute(answer.job.id));
          }}
          testId={`job-rerun-${job.id}`}
        />
      ) : (
        <Refused
          icon="recycle"
          label={t("jobs.rerun.action")}
          rule={t("jobs.rerun.rule")}
          iconOnly={iconOnly}
          testId={`job-rerun-${job.id}`}
        />
      )}
      <Button
        type="button"
        size={size}
        basic
        icon="clone outline"
        content={iconOnly ? undefined : t("jobs.actions.clone")}
        title={iconOnly ? t("jobs.actions.clone") : undefined}
        aria-label={t("jobs.actions.clone")}
        onClick={() => setCloning(true)}
        data-testid={`job-clone-${job.id}`}
      />
      {cloning ? <CloneDialog job={job} onClose={() => setCloning(false)} /> : null}
    </div>
  );
}
