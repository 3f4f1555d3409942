/**
 * Stops one waiting or running task of the owner's job (issue 26): its program stops now and keeps
 * the files it wrote so far, the CPU it used is charged, and the tasks that wait for it do not run.
 */
import { useTranslation } from "react-i18next";
import { ConfirmButton } from "../../components/ConfirmButton";
import { toast } from "../../components/toast";
import { useStopTaskMutation } from "../../graphql/__generated__/documents/jobs";

export function TaskStopButton(props: { jobId: string; taskKey: string; onStopped: () => void }) {
  const { t } = useTranslation();
  const [stop] = useStopTaskMutation();
  return (
    <ConfirmButton
      size="small"
      icon="stop"
      color="red"
      label={t("jobs.stop.task")}
      question={t("jobs.stop.taskQuestion", { key: props.taskKey })}
      detail={t("jobs.stop.taskDetail")}
      onConfirm={async () => {
        const result = await stop({ variables: { id: props.jobId, key: props.taskKey } });
        if (result.error) return;
        toast.success(t("jobs.stop.taskDone", { key: props.taskKey }));
        props.onStopped();
      }}
      testId="task-stop"
    />
  );
}
