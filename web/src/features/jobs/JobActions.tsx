/**
 * The actions on a job, for the list and the detail screen, on both sides (spec §4). Both: cancel
 * (preprocessing or pending jobs) and stop (running jobs: issue 26). The user's own job: reset
 * (terminated or cancelled jobs), restart (finished jobs), "rerun failed tasks" (terminated or
 * cancelled jobs: a new job reusing the completed tasks whose module and inputs are unchanged) and
 * clone (any job, then open the clone). The back office: cancel and stop with Workflow.Job.Update,
 * move to the recycle bin (finished jobs) and recover with Workflow.Job.Delete; a button appears only
 * with its permission. An action the state does not allow shows disabled, with the rule as tooltip.
 */
import { useState } from "react";
import { useNavigate } from "react-router-dom";
import { Button, type SemanticCOLORS, type SemanticICONS } from "semantic-ui-react";
import { useSession } from "../../app/session";
import type { ScreenSide } from "../../app/side";
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
import {
  useSysCancelJobMutation,
  useSysRecoverJobMutation,
  useSysRemoveJobMutation,
  useSysStopJobMutation,
} from "../../graphql/__generated__/documents/sysjobs";
import { canCancel, canReset, canRestart, canStop, isFinished } from "./states";
import { jobRoute } from "./urls";
import { useNs } from "../../i18n";
import { sysJobsNs } from "../sysjobs/i18n";
import { jobsNs } from "./i18n";

type Job = Pick<JobRowFieldsFragment, "id" | "name" | "state">;

/** A job as the back office reads it: whose it is, and whether it is in the recycle bin. */
type SideJob = Job & { readonly ownerAccount: string; readonly deletedAt?: string | null };

/** An action the spec's rules refuse for this job's state: disabled, with the rule as its tooltip. */
function Refused(props: {
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
  const { t } = useNs(jobsNs);
  const navigate = useNavigate();
  const [name, setName] = useState(t("clone.defaultName", { name: props.job.name }));
  const [message, setMessage] = useState<string | null>(null);
  const [clone, state] = useCloneJobMutation();
  const submit = async () => {
    const trimmed = name.trim();
    if (trimmed === "") {
      setMessage(t("translation:validation.required"));
      return;
    }
    const result = await clone({ variables: { id: props.job.id, name: trimmed } });
    const created = result.data?.cloneJob;
    if (result.error || !created) return;
    toast.success(t("done.cloned", { name: created.name }));
    props.onClose();
    navigate(jobRoute(created.id));
  };
  return (
    <FormDialog
      open
      size="tiny"
      title={t("clone.title", { name: props.job.name })}
      onClose={props.onClose}
      onSubmit={() => void submit()}
      submitting={state.loading}
      submitLabel={t("clone.submit")}
      testId="clone-dialog"
    >
      <Field
        name="clone-name"
        label={t("clone.name")}
        value={name}
        onChange={(value) => {
          setName(value);
          setMessage(null);
        }}
        message={message}
        required
        maxLength={200}
      />
      <p className="muted small">{t("clone.hint")}</p>
    </FormDialog>
  );
}

export interface JobActionsProps {
  readonly side: ScreenSide;
  readonly job: SideJob;
  /** Icon buttons (the list) or labelled buttons (the detail header). */
  readonly iconOnly?: boolean;
  /** After an action succeeded: refresh what is shown. */
  readonly onChanged: () => void;
  /** Keys of the job's completed tasks, named in the rerun confirm (the user's detail screen knows them). */
  readonly doneTasks?: readonly string[];
}

/** An action the job's state allows or refuses: a confirm button, or disabled with its rule. */
interface StateAction {
  /** The test id's part (`job-cancel-<id>`, `sys-job-cancel-<id>`). */
  readonly name: string;
  readonly icon: SemanticICONS;
  readonly color?: SemanticCOLORS;
  readonly allowed: boolean;
  readonly label: string;
  readonly rule: string;
  readonly question: string;
  readonly detail: string;
  readonly onConfirm: () => Promise<void>;
}

type Mutate = () => Promise<{ error?: unknown }>;

/** Runs a mutation; on success says `done` and refreshes. */
type Run = (mutate: Mutate, done: string) => Promise<void>;

/** What both sides share: the texts' variables, the run of an action, and cancel and stop. */
function useSharedActions(side: ScreenSide, job: SideJob, onChanged: () => void) {
  const { t } = useNs(jobsNs);
  const { t: sysT } = useNs(sysJobsNs);
  const [cancel] = useCancelJobMutation();
  const [stop] = useStopJobMutation();
  const [sysCancel] = useSysCancelJobMutation();
  const [sysStop] = useSysStopJobMutation();
  const sys = side === "sys";
  // The back office's texts name the job's owner too.
  const vars = sys ? { name: job.name, owner: job.ownerAccount } : { name: job.name };
  const variables = { variables: { id: job.id } };

  const run: Run = async (mutate, done) => {
    const result = await mutate();
    if (result.error) return;
    toast.success(done);
    onChanged();
  };

  const cancelAction: StateAction = {
    name: "cancel",
    icon: sys ? "stop circle outline" : "ban",
    color: "orange",
    allowed: canCancel(job.state),
    label: sys ? sysT("actions.cancel") : t("actions.cancel"),
    rule: sys ? sysT("rules.cancel") : t("rules.cancel"),
    question: sys ? sysT("confirm.cancel", vars) : t("confirm.cancel", vars),
    detail: sys ? sysT("confirm.cancelHint") : t("confirm.cancelHint"),
    onConfirm: () =>
      run(
        () => (sys ? sysCancel(variables) : cancel(variables)),
        sys ? sysT("done.cancelled", vars) : t("done.cancelled", vars),
      ),
  };
  const stopAction: StateAction = {
    name: "stop",
    icon: "stop",
    color: "red",
    allowed: canStop(job.state),
    label: sys ? sysT("stop.action") : t("stop.action"),
    rule: sys ? sysT("stop.rule") : t("stop.rule"),
    question: sys ? sysT("stop.question", vars) : t("stop.question", vars),
    detail: sys ? sysT("stop.detail") : t("stop.detail"),
    onConfirm: () =>
      run(
        () => (sys ? sysStop(variables) : stop(variables)),
        sys ? sysT("stop.done", vars) : t("stop.done", vars),
      ),
  };
  return { vars, variables, run, cancelAction, stopAction };
}

/** Each action as a confirm button when the state allows it, else disabled with its rule. */
function StateActionButtons({
  actions,
  prefix,
  jobId,
  iconOnly,
}: {
  actions: readonly StateAction[];
  prefix: string;
  jobId: string;
  iconOnly: boolean;
}) {
  const size = iconOnly ? ("mini" as const) : ("small" as const);
  return actions.map((action) => {
    const testId = `${prefix}-${action.name}-${jobId}`;
    return action.allowed ? (
      <ConfirmButton
        key={action.name}
        iconOnly={iconOnly}
        size={size}
        icon={action.icon}
        color={action.color}
        label={action.label}
        question={action.question}
        detail={action.detail}
        onConfirm={action.onConfirm}
        testId={testId}
      />
    ) : (
      <Refused
        key={action.name}
        icon={action.icon}
        label={action.label}
        rule={action.rule}
        iconOnly={iconOnly}
        testId={testId}
      />
    );
  });
}

/** The user's own job: cancel, stop, reset, restart, rerun failed tasks and clone. */
function UserJobActions({ job, iconOnly = false, onChanged, doneTasks }: Omit<JobActionsProps, "side">) {
  const { t } = useNs(jobsNs);
  const navigate = useNavigate();
  const [cloning, setCloning] = useState(false);
  const [reset] = useResetJobMutation();
  const [restart] = useRestartJobMutation();
  const [rerunFailed] = useRerunFailedTasksMutation();
  const { vars, variables, run, cancelAction, stopAction } = useSharedActions("user", job, onChanged);
  const size = iconOnly ? ("mini" as const) : ("small" as const);

  const userActions: StateAction[] = [
    cancelAction,
    stopAction,
    {
      name: "reset",
      icon: "undo",
      color: "blue",
      allowed: canReset(job.state),
      label: t("actions.reset"),
      rule: t("rules.reset"),
      question: t("confirm.reset", vars),
      detail: t("confirm.resetHint"),
      onConfirm: () => run(() => reset(variables), t("done.reset", vars)),
    },
    {
      name: "restart",
      icon: "redo",
      color: "teal",
      allowed: canRestart(job.state),
      label: t("actions.restart"),
      rule: t("rules.restart"),
      question: t("confirm.restart", vars),
      detail: t("confirm.restartHint"),
      onConfirm: () => run(() => restart(variables), t("done.restarted", vars)),
    },
    {
      name: "rerun",
      icon: "recycle",
      color: "violet",
      allowed: canReset(job.state),
      label: t("rerun.action"),
      rule: t("rerun.rule"),
      question: t("rerun.question", vars),
      detail:
        doneTasks === undefined || doneTasks.length > 0
          ? t("rerun.detailSome", { tasks: doneTasks?.join(", ") ?? "…" })
          : t("rerun.detailNone"),
      onConfirm: async () => {
        const result = await rerunFailed(variables);
        const answer = result.data?.rerunFailedTasks;
        if (result.error || !answer) return;
        const keys = answer.reused.map((r) => r.key);
        toast.success(
          keys.length > 0
            ? t("rerun.done", { name: answer.job.name, count: keys.length, tasks: keys.join(", ") })
            : t("rerun.doneNone", { name: answer.job.name }),
        );
        navigate(jobRoute(answer.job.id));
      },
    },
  ];

  return (
    <div className="action-buttons job-actions" data-testid={`job-actions-${job.id}`}>
      <StateActionButtons actions={userActions} prefix="job" jobId={job.id} iconOnly={iconOnly} />
      <Button
        type="button"
        size={size}
        basic
        icon="clone outline"
        content={iconOnly ? undefined : t("actions.clone")}
        title={iconOnly ? t("actions.clone") : undefined}
        aria-label={t("actions.clone")}
        onClick={() => setCloning(true)}
        data-testid={`job-clone-${job.id}`}
      />
      {cloning ? <CloneDialog job={job} onClose={() => setCloning(false)} /> : null}
    </div>
  );
}

/** The back office: cancel and stop (Workflow.Job.Update), remove and recover (Workflow.Job.Delete). */
function SysJobActions({ job, iconOnly = false, onChanged }: Omit<JobActionsProps, "side" | "doneTasks">) {
  const { t: sysT } = useNs(sysJobsNs);
  const session = useSession();
  const [sysRemove] = useSysRemoveJobMutation();
  const [sysRecover] = useSysRecoverJobMutation();
  const { vars, variables, run, cancelAction, stopAction } = useSharedActions("sys", job, onChanged);
  const size = iconOnly ? ("mini" as const) : ("small" as const);

  // The back office: what its permissions allow, on a job outside the recycle bin.
  const canUpdate = session.can("Workflow.Job.Update");
  const canDelete = session.can("Workflow.Job.Delete");
  const removed = Boolean(job.deletedAt);
  const sysActions: StateAction[] = removed
    ? []
    : [
        ...(canUpdate ? [cancelAction, stopAction] : []),
        ...(canDelete
          ? [
              {
                name: "remove",
                icon: "trash alternate outline" as const,
                allowed: isFinished(job.state),
                label: sysT("actions.remove"),
                rule: sysT("rules.remove"),
                question: sysT("confirm.remove", vars),
                detail: sysT("confirm.removeHint"),
                onConfirm: () => run(() => sysRemove(variables), sysT("done.removed", vars)),
              },
            ]
          : []),
      ];

  return (
    <>
      <StateActionButtons actions={sysActions} prefix="sys-job" jobId={job.id} iconOnly={iconOnly} />
      {canDelete && removed ? (
        <Button
          type="button"
          size={size}
          basic
          color="green"
          icon="undo"
          content={iconOnly ? undefined : sysT("actions.recover")}
          title={iconOnly ? sysT("actions.recover") : undefined}
          aria-label={sysT("actions.recover")}
          onClick={() => void run(() => sysRecover(variables), sysT("done.recovered", vars))}
          data-testid={`sys-job-recover-${job.id}`}
        />
      ) : null}
    </>
  );
}

export function JobActions({ side, ...props }: JobActionsProps) {
  return side === "sys" ? <SysJobActions {...props} /> : <UserJobActions {...props} />;
}
