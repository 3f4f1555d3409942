/**
 * Approvals (issue 28 item 6): every approval step waiting for the signed-in user's decision, across
 * jobs. The front end lists the steps of the user's own jobs they may decide; the back office, the
 * steps naming a permission the administrator holds. Each row: the job (a link to it), the step, its
 * instructions, who submitted the job, since when and until when it waits, and Approve and Reject
 * (a dialog with the reason, required to reject, by the shared rule). After a decision the list and
 * the menu's count are read again.
 */
import { approvalDecisionSchema, approvalReasonMaxLength } from "@crucible/schema";
import { useMemo, useState } from "react";
import { Link } from "react-router-dom";
import { Button, Form, Header, Icon, Label, Message, Segment, TextArea } from "semantic-ui-react";
import { useSession } from "../../app/session";
import { FormDialog } from "../../components/FormDialog";
import { ResourceScreen } from "../../components/kit/ResourceScreen";
import { useColumnKit } from "../../components/kit/columns";
import {
  useResourceScreen,
  type ListHookOptions,
  type ListQuery,
} from "../../components/kit/useResourceScreen";
import type { Column } from "../../components/table/column";
import { toast } from "../../components/toast";
import type { WaitingApprovalFieldsFragment } from "../../graphql";
import {
  useApprovalsQuery,
  useSysApprovalsQuery,
  useSysDecideApprovalMutation,
} from "../../graphql/__generated__/documents/approvals";
import { useDecideApprovalMutation } from "../../graphql/__generated__/documents/jobs";
import { jobTaskRoute } from "../jobs/urls";
import { sysJobRoute } from "../sysjobs/urls";
import { useNs, type NsT } from "../../i18n";
import { approvalsNs } from "./i18n";

/** A waiting approval as a table row: its id is the job's and the step's. */
interface Row extends WaitingApprovalFieldsFragment {
  readonly id: string;
  readonly title: string;
  readonly instructions: string;
  readonly deadline: string | null;
}

/**
 * What each stage's list and count are called, to read them again after a decision (only the stage's
 * own: the other side's would answer "not signed in").
 */
const refetchOf = {
  frontend: ["Approvals", "ApprovalCount"],
  system: ["SysApprovals", "SysApprovalCount"],
} as const;

function toRow(item: WaitingApprovalFieldsFragment): Row {
  return {
    ...item,
    id: `${item.jobId}-${item.task.key}`,
    title: item.task.approval?.step.title ?? item.task.key,
    instructions: item.task.approval?.step.instructions ?? "",
    deadline: item.task.approval?.deadline ?? null,
  };
}

/** The decision's dialog: the step, what it asks, the reason (required to reject). */
function DecisionDialog(props: {
  row: Row;
  approve: boolean;
  text: NsT<"approvals">;
  onClose: () => void;
  onDecided: () => void;
}) {
  const { row, approve, text } = props;
  const { stage } = useSession();
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const refetchQueries = [...refetchOf[stage]];
  const [decide, userState] = useDecideApprovalMutation({ refetchQueries });
  const [sysDecide, sysState] = useSysDecideApprovalMutation({ refetchQueries });
  const submitting = userState.loading || sysState.loading;

  const submit = async () => {
    // The gateway's rule (schema/src/approval.ts): a rejection needs a reason, at most 1000 characters.
    const checked = approvalDecisionSchema.safeParse({ approve, reason });
    if (!checked.success) {
      setError(
        reason.trim().length > approvalReasonMaxLength
          ? text("reasonTooLong", { max: approvalReasonMaxLength })
          : text("reasonRequired"),
      );
      return;
    }
    setError(null);
    const variables = { jobId: row.jobId, key: row.task.key, approve, reason: checked.data.reason };
    const result =
      stage === "system"
        ? await sysDecide({ variables, awaitRefetchQueries: true })
        : await decide({ variables, awaitRefetchQueries: true });
    // Errors (decided meanwhile, the job stopped) are toasted by the client; the list is read again.
    if (result.error || !result.data) {
      props.onDecided();
      props.onClose();
      return;
    }
    toast.success(
      approve
        ? text("approved", { step: row.title, job: row.jobName })
        : text("rejected", { step: row.title, job: row.jobName }),
    );
    props.onDecided();
    props.onClose();
  };

  return (
    <FormDialog
      open
      size="small"
      title={approve ? text("approveTitle", { step: row.title }) : text("rejectTitle", { step: row.title })}
      onClose={props.onClose}
      onSubmit={() => void submit()}
      submitting={submitting}
      submitLabel={approve ? text("approve") : text("reject")}
      testId="approval-dialog"
    >
      <p className="muted" data-testid="approval-dialog-job">
        {text("ofJob", { job: row.jobName, owner: row.ownerAccount })}
      </p>
      {row.instructions ? (
        <Message size="small" className="breakable" data-testid="approval-dialog-instructions">
          {row.instructions}
        </Message>
      ) : null}
      <Form.Field error={error !== null} required={!approve}>
        <label htmlFor="approval-reason">{approve ? text("reasonOptional") : text("reason")}</label>
        <TextArea
          id="approval-reason"
          rows={3}
          maxLength={approvalReasonMaxLength}
          value={reason}
          onChange={(_event, data) => {
            setReason(String(data.value ?? ""));
            setError(null);
          }}
          data-testid="approval-reason"
        />
        {error ? (
          <Label pointing prompt basic color="red" data-testid="approval-reason-error">
            {error}
          </Label>
        ) : null}
      </Form.Field>
      <p className="muted small">{text("reasonHint")}</p>
    </FormDialog>
  );
}

/** What the screen says when nothing waits: what approvals are and when they show here. */
function EmptyState({ text, system }: { text: NsT<"approvals">; system: boolean }) {
  return (
    <Segment placeholder textAlign="center" data-testid="approvals-empty">
      <Header icon>
        <Icon name="hand paper outline" />
        {text("emptyTitle")}
      </Header>
      <p className="muted">{system ? text("emptyTextSys") : text("emptyText")}</p>
    </Segment>
  );
}

/** The approvals waiting for the signed-in user, asked of the stage's side (the whole list). */
function useWaiting({ fetchPolicy }: ListHookOptions): ListQuery<readonly WaitingApprovalFieldsFragment[]> {
  const system = useSession().stage === "system";
  const user = useApprovalsQuery({ skip: system, fetchPolicy });
  const sys = useSysApprovalsQuery({ skip: !system, fetchPolicy });
  return system
    ? { data: sys.data?.sysApprovals, loading: sys.loading, refetch: sys.refetch }
    : { data: user.data?.approvals, loading: user.loading, refetch: user.refetch };
}

export function Approvals() {
  const { t: text } = useNs(approvalsNs);
  const kit = useColumnKit();
  const system = useSession().stage === "system";
  const screen = useResourceScreen({
    table: { pageSize: 20, sort: { name: "WaitingSince", isAsc: true } },
    useList: useWaiting,
    pick: (items) => items.map(toRow),
  });
  const [deciding, setDeciding] = useState<{ row: Row; approve: boolean } | null>(null);

  const columns = useMemo<Column<Row>[]>(
    () => [
      kit.text("JobName", text("job"), (row) => row.jobName, {
        render: (row) => (
          <Link
            to={system ? sysJobRoute(row.jobId) : jobTaskRoute(row.jobId, row.task.key)}
            data-testid={`approval-job-${row.id}`}
          >
            {row.jobName}
          </Link>
        ),
      }),
      kit.text("Title", text("step"), (row) => row.title, {
        render: (row) => (
          <>
            <strong>{row.title}</strong>
            <div className="muted small mono">{row.task.key}</div>
          </>
        ),
      }),
      {
        key: "Instructions",
        title: text("asks"),
        value: (row) => row.instructions,
        render: (row) => <span className="approval-instructions">{row.instructions}</span>,
      },
      kit.text("OwnerAccount", text("submittedBy"), (row) => row.ownerAccount),
      kit.date("WaitingSince", text("waitingSince"), (row) => row.waitingSince),
      kit.date("Deadline", text("deadline"), (row) => row.deadline),
    ],
    [kit, text, system],
  );
  const busy = deciding !== null;

  return (
    <ResourceScreen
      testId="approvals-page"
      title={text("title")}
      intro={system ? text("introSys") : text("intro")}
      {...screen.list(columns)}
      tableTestId="approvals-table"
      frame={(tableNode) =>
        screen.data !== undefined && screen.rows.length === 0 ? (
          <EmptyState text={text} system={system} />
        ) : (
          tableNode
        )
      }
      actions={(row) => (
        <div className="approval-actions">
          <Button
            type="button"
            size="mini"
            positive
            icon="check"
            content={text("approve")}
            disabled={busy}
            onClick={() => setDeciding({ row, approve: true })}
            data-testid={`approval-approve-${row.id}`}
          />
          <Button
            type="button"
            size="mini"
            negative
            icon="close"
            content={text("reject")}
            disabled={busy}
            onClick={() => setDeciding({ row, approve: false })}
            data-testid={`approval-reject-${row.id}`}
          />
        </div>
      )}
    >
      {deciding ? (
        <DecisionDialog
          key={`${deciding.row.id}-${String(deciding.approve)}`}
          row={deciding.row}
          approve={deciding.approve}
          text={text}
          onClose={() => setDeciding(null)}
          onDecided={screen.refetch}
        />
      ) : null}
    </ResourceScreen>
  );
}
