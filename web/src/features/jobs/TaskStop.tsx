/**
 * Stops one waiting or running task of the owner's job (issue 26): its program stops now and keeps
 * the files it wrote so far, the CPU it used is charged, and the tasks that wait for it do not run.
 */
import { ConfirmButton } from "../../components/ConfirmButton";
import { toast } from "../../components/toast";
import { useStopTaskMutation } from "../../graphql/__generated__/documents/jobs";
import { useNs } from "../../i18n";
import { jobsNs } from "./i18n";

export function TaskStopButton(props: { jobId: string; taskKey: string; onStopped: () => void }) {
  const { t } = useNs(jobsNs);
  const [stop] = useStopTaskMutation();
  return (
    <ConfirmButton
      size="small"
      icon="stop"
      color="red"
      label={t("stop.task")}
      question={t("stop.taskQuestion", { key: props.taskKey })}
      detail={t("stop.taskDetail")}
      onConfirm={async () => {
        const result = await stop({ variables: { id: props.jobId, key: props.taskKey } });
        if (result.error) return;
        toast.success(t("stop.taskDone", { key: props.taskKey }));
        props.onStopped();
      }}
      testId="task-stop"
    />
  );
}
