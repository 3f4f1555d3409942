/** The back office's feedback list: unanswered first, filters, reply (User.Feedback.Update), remove (Delete). */
import { feedbackContentMax, feedbackReplyInput } from "@crucible/schema";
import { useMemo, useState, type ChangeEvent } from "react";
import { Form } from "semantic-ui-react";
import { useSession } from "../../app/session";
import { ConfirmButton } from "../../components/ConfirmButton";
import { FormDialog } from "../../components/FormDialog";
import { formatDateTime } from "../../components/format";
import { PageHeader } from "../../components/PageHeader";
import { ResourceTable, useResourceTable, type Column } from "../../components/ResourceTable";
import { RowAction } from "../../components/RowAction";
import { toast } from "../../components/toast";
import {
  useRemoveFeedbackMutation,
  useReplyFeedbackMutation,
  useSysFeedbackQuery,
  type SysFeedbackQuery,
} from "../../graphql";
import { useFeedbackText } from "./i18n";
import { FeedbackStateLabel } from "./StateLabel";
import "./feedback.css";

type Row = SysFeedbackQuery["sysFeedback"]["list"][number];

function ReplyDialog({ row, onClose }: { row: Row; onClose: () => void }) {
  const text = useFeedbackText();
  const [reply, setReply] = useState(row.reply ?? "");
  const [tried, setTried] = useState(false);
  const [save, { loading }] = useReplyFeedbackMutation();
  const parsed = feedbackReplyInput.safeParse({ Reply: reply });
  const error =
    tried && !parsed.success ? (reply.trim() ? text.tooLong(feedbackContentMax) : text.required) : null;
  const submit = async () => {
    setTried(true);
    if (!parsed.success) return;
    const result = await save({ variables: { id: row.id, reply: parsed.data.Reply } });
    if (result.data) {
      toast.success(text.replySaved);
      onClose();
    }
  };
  return (
    <FormDialog
      open
      title={row.reply === null ? text.reply : text.editReply}
      onClose={onClose}
      onSubmit={() => void submit()}
      submitting={loading}
      submitLabel={text.saveReply}
      testId="feedback-reply-dialog"
    >
      <p>
        <strong>{row.title}</strong> <span className="muted">{row.user?.account ?? ""}</span>
      </p>
      <p className="feedback-text">{row.content}</p>
      <Form.TextArea
        id="feedback-reply"
        label={text.reply}
        value={reply}
        rows={6}
        maxLength={feedbackContentMax}
        required
        error={error ? { content: error, pointing: "above" } : undefined}
        onChange={(event: ChangeEvent<HTMLTextAreaElement>) => setReply(event.target.value)}
        data-testid="feedback-reply-text"
      />
    </FormDialog>
  );
}

export function SysFeedback() {
  const text = useFeedbackText();
  const session = useSession();
  const table = useResourceTable();
  const query = useSysFeedbackQuery({ variables: { query: table.query }, fetchPolicy: "cache-and-network" });
  const [remove] = useRemoveFeedbackMutation();
  const [replying, setReplying] = useState<Row | null>(null);
  const canReply = session.can("User.Feedback.Update");
  const canRemove = session.can("User.Feedback.Delete");
  const columns = useMemo<Column<Row>[]>(
    () => [
      {
        key: "CreatedAt",
        title: text.sentAt,
        value: (row) => row.createdAt,
        render: (row) => formatDateTime(row.createdAt),
        sortable: true,
        filter: { kind: "date" },
        collapsing: true,
      },
      {
        key: "State",
        title: text.state,
        value: (row) => row.state,
        render: (row) => <FeedbackStateLabel state={row.state} />,
        sortable: true,
        filter: {
          kind: "string",
          options: [
            { value: "unanswered", text: text.unanswered },
            { value: "replied", text: text.replied },
          ],
        },
        collapsing: true,
      },
      {
        key: "UserId",
        title: text.user,
        value: (row) => Number(row.user?.id ?? 0),
        render: (row) => row.user?.account ?? "",
        filter: { kind: "number" },
        collapsing: true,
      },
      {
        key: "Title",
        title: text.fieldTitle,
        value: (row) => row.title,
        render: (row) => (
          <div>
            <strong>{row.title}</strong>
            <div className="feedback-text feedback-clip">{row.content}</div>
            {row.reply !== null ? (
              <div className="feedback-text feedback-clip muted">↳ {row.reply}</div>
            ) : null}
          </div>
        ),
        sortable: true,
        filter: { kind: "string" },
      },
      {
        key: "RepliedAt",
        title: text.repliedAt,
        value: (row) => row.repliedAt,
        render: (row) => formatDateTime(row.repliedAt),
        sortable: true,
        filter: { kind: "date" },
        collapsing: true,
      },
    ],
    [text],
  );
  return (
    <div data-testid="sys-feedback-page">
      <PageHeader title={text.title} intro={text.sysIntro} />
      <ResourceTable
        table={table}
        columns={columns}
        rows={query.data?.sysFeedback.list ?? []}
        total={query.data?.sysFeedback.total ?? 0}
        loading={query.loading}
        onRefresh={() => void query.refetch()}
        testId="sys-feedback"
        actions={(row) => (
          <>
            {canReply ? (
              <RowAction
                icon="reply"
                label={row.reply === null ? text.reply : text.editReply}
                onClick={() => setReplying(row)}
                testId={`feedback-reply-${row.id}`}
              />
            ) : null}
            {canRemove ? (
              <ConfirmButton
                label={text.remove}
                icon="trash"
                color="red"
                iconOnly
                question={text.removeConfirm(row.title)}
                testId={`feedback-remove-${row.id}`}
                onConfirm={async () => {
                  const result = await remove({ variables: { ids: [row.id] } });
                  if (result.data?.removeFeedback) {
                    toast.success(text.removed);
                    await query.refetch();
                  }
                }}
              />
            ) : null}
          </>
        )}
      />
      {replying ? (
        <ReplyDialog
          row={replying}
          onClose={() => {
            setReplying(null);
            void query.refetch();
          }}
        />
      ) : null}
    </div>
  );
}
