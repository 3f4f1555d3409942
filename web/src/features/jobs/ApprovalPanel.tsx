/**
 * An approval step in the task panel (issue 28 item 6): what it asks, who may decide and until when;
 * while it waits and the caller may decide (the gateway says so: canDecide), a reason and the Approve and Reject buttons (a rejection
 * needs a reason); once decided, who decided, when and why.
 */
import { approvalDecisionSchema, approvalReasonMaxLength } from "@crucible/schema";
import { useState } from "react";
import { Button, Form, Header, Icon, Label, Message, Segment, TextArea } from "semantic-ui-react";
import { formatDateTime } from "../../components/format";
import { toast } from "../../components/toast";
import { useDecideApprovalMutation } from "../../graphql/__generated__/documents/jobs";
import type { JobTask } from "./taskArgs";
import { useNs } from "../../i18n";
import { jobsNs } from "./i18n";

export function ApprovalPanel(props: {
  jobId: string;
  task: JobTask;
  /** The back office shows the step without the owner's buttons. */
  readOnly: boolean;
  onDecided: () => void;
}) {
  const { t } = useNs(jobsNs);
  const { task } = props;
  const approval = task.approval;
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [decide, { loading }] = useDecideApprovalMutation();
  if (!approval) return null;
  const { step, decision } = approval;
  const canDecide = task.state === "waiting" && approval.canDecide && !props.readOnly;

  const send = async (approve: boolean) => {
    const checked = approvalDecisionSchema.safeParse({ approve, reason });
    if (!checked.success) {
      setError(t(approve ? "approval.reasonTooLong" : "approval.reasonRequired"));
      return;
    }
    setError(null);
    const result = await decide({
      variables: { jobId: props.jobId, key: task.key, approve, reason: checked.data.reason },
    });
    if (result.error || !result.data) return;
    toast.success(t(approve ? "approval.approved" : "approval.rejected", { key: task.key }));
    setReason("");
    props.onDecided();
  };

  const deciders = [
    ...(step.owner ? [t("approval.byOwner")] : []),
    ...(step.projectRole === "editor" ? [t("approval.byProjectEditors")] : []),
    ...(step.projectRole === "owner" ? [t("approval.byProjectOwners")] : []),
    ...(step.permission ? [t("approval.byPermission", { permission: step.permission })] : []),
  ];

  return (
    <Segment
      color={task.state === "waiting" ? "orange" : decision?.approved ? "green" : "red"}
      className="task-approval"
      data-testid="task-approval"
    >
      <Header as="h4">
        <Icon name="hand paper outline" />
        <Header.Content>
          {step.title}
          <Header.Subheader>
            {t("approval.deciders", { who: deciders.join(t("approval.or")) })}
          </Header.Subheader>
        </Header.Content>
      </Header>
      {step.instructions ? (
        <p className="breakable" data-testid="task-approval-instructions">
          {step.instructions}
        </p>
      ) : null}
      {task.state === "waiting" && approval.deadline ? (
        <p className="muted small" data-testid="task-approval-deadline">
          {t("approval.deadline", { at: formatDateTime(approval.deadline) })}
        </p>
      ) : null}
      {decision ? (
        <Message
          size="small"
          positive={decision.approved}
          negative={!decision.approved}
          data-testid="task-approval-decision"
          header={
            decision.byAccount
              ? t(decision.approved ? "approval.approvedBy" : "approval.rejectedBy", {
                  who: decision.byAccount,
                  at: formatDateTime(decision.at),
                })
              : t("approval.timedOut", { at: formatDateTime(decision.at) })
          }
          content={decision.reason ? t("approval.reasonShown", { reason: decision.reason }) : undefined}
        />
      ) : task.state !== "waiting" && task.state !== "prePending" ? (
        <p className="muted">{t("approval.notDecided")}</p>
      ) : null}
      {task.state === "prePending" ? <Label basic>{t("approval.notYet")}</Label> : null}
      {canDecide ? (
        <Form as="div" className="task-approval-form">
          <Form.Field error={error !== null}>
            <label htmlFor="task-approval-reason">{t("approval.reason")}</label>
            <TextArea
              id="task-approval-reason"
              rows={2}
              maxLength={approvalReasonMaxLength}
              value={reason}
              placeholder={t("approval.reasonPlaceholder")}
              onChange={(_event, data) => setReason(String(data.value ?? ""))}
              data-testid="task-approval-reason"
            />
            {error ? (
              <Label pointing prompt basic color="red" data-testid="task-approval-error">
                {error}
              </Label>
            ) : null}
          </Form.Field>
          <Button
            positive
            size="small"
            icon="check"
            content={t("approval.approve")}
            loading={loading}
            disabled={loading}
            onClick={() => void send(true)}
            data-testid="task-approve"
          />
          <Button
            negative
            size="small"
            icon="close"
            content={t("approval.reject")}
            loading={loading}
            disabled={loading}
            onClick={() => void send(false)}
            data-testid="task-reject"
          />
        </Form>
      ) : null}
    </Segment>
  );
}
