/** The back office's feedback list: unanswered first, filters, reply (User.Feedback.Update), remove (Delete). */
import { feedbackContentMax, feedbackReplyInput } from "@crucible/schema";
import { useMemo, useState, type ChangeEvent } from "react";
import { Form } from "semantic-ui-react";
import { useSession } from "../../app/session";
import { FormDialog } from "../../components/FormDialog";
import { useColumnKit } from "../../components/kit/columns";
import { ResourceScreen } from "../../components/kit/ResourceScreen";
import { useResourceScreen } from "../../components/kit/useResourceScreen";
import type { Column } from "../../components/table/column";
import { RowAction } from "../../components/RowAction";
import { toast } from "../../components/toast";
import type { SysFeedbackQuery } from "../../graphql";
import {
  useRemoveFeedbackMutation,
  useReplyFeedbackMutation,
  useSysFeedbackQuery,
} from "../../graphql/__generated__/documents/feedback";
import { useNs } from "../../i18n";
import { feedbackNs } from "./i18n";
import { FeedbackStateLabel } from "./StateLabel";
import "./feedback.css";

type Row = SysFeedbackQuery["sysFeedback"]["list"][number];

function ReplyDialog({ row, onClose }: { row: Row; onClose: (saved: boolean) => void }) {
  const { t: text } = useNs(feedbackNs);
  const [reply, setReply] = useState(row.reply ?? "");
  const [tried, setTried] = useState(false);
  const [save, { loading }] = useReplyFeedbackMutation();
  const parsed = feedbackReplyInput.safeParse({ Reply: reply });
  const error =
    tried && !parsed.success
      ? reply.trim()
        ? text("tooLong", { max: feedbackContentMax })
        : text("required")
      : null;
  const submit = async () => {
    setTried(true);
    if (!parsed.success) return;
    const result = await save({ variables: { id: row.id, reply: parsed.data.Reply } });
    if (result.data) {
      toast.success(text("replySaved"));
      onClose(true);
    }
  };
  return (
    <FormDialog
      open
      title={row.reply === null ? text("reply") : text("editReply")}
      onClose={() => onClose(false)}
      onSubmit={() => void submit()}
      submitting={loading}
      submitLabel={text("saveReply")}
      testId="feedback-reply-dialog"
    >
      <p>
        <strong>{row.title}</strong> <span className="muted">{row.user?.account ?? ""}</span>
      </p>
      <p className="feedback-text">{row.content}</p>
      <Form.TextArea
        id="feedback-reply"
        label={text("reply")}
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
  const { t: text } = useNs(feedbackNs);
  const session = useSession();
  const screen = useResourceScreen({ useList: useSysFeedbackQuery, pick: (data) => data.sysFeedback });
  const [remove] = useRemoveFeedbackMutation();
  const canReply = session.can("User.Feedback.Update");
  const canRemove = session.can("User.Feedback.Delete");
  const kit = useColumnKit();
  const columns = useMemo<Column<Row>[]>(
    () => [
      kit.date("CreatedAt", text("sentAt"), (row) => row.createdAt, { collapsing: true }),
      {
        key: "State",
        title: text("state"),
        value: (row) => row.state,
        render: (row) => <FeedbackStateLabel state={row.state} />,
        sortable: true,
        filter: {
          kind: "string",
          options: [
            { value: "unanswered", text: text("unanswered") },
            { value: "replied", text: text("replied") },
          ],
        },
        collapsing: true,
      },
      {
        key: "UserId",
        title: text("user"),
        value: (row) => Number(row.user?.id ?? 0),
        render: (row) => row.user?.account ?? "",
        filter: { kind: "number" },
        collapsing: true,
      },
      kit.text("Title", text("fieldTitle"), (row) => row.title, {
        render: (row) => (
          <div>
            <strong>{row.title}</strong>
            <div className="feedback-text feedback-clip">{row.content}</div>
            {row.reply !== null ? (
              <div className="feedback-text feedback-clip muted">↳ {row.reply}</div>
            ) : null}
          </div>
        ),
      }),
      kit.date("RepliedAt", text("repliedAt"), (row) => row.repliedAt, { collapsing: true }),
    ],
    [text, kit],
  );
  return (
    <ResourceScreen
      testId="sys-feedback-page"
      title={text("title")}
      intro={text("sysIntro")}
      {...screen.list(columns)}
      tableTestId="sys-feedback"
      editing={screen.editing}
      dialog={(row) => (row ? <ReplyDialog row={row} onClose={screen.closeDialog} /> : null)}
      actions={{
        prefix: "feedback",
        name: (row) => row.title,
        lead: (row) =>
          canReply ? (
            <RowAction
              icon="reply"
              label={row.reply === null ? text("reply") : text("editReply")}
              onClick={() => screen.editing.edit(row)}
              testId={`feedback-reply-${row.id}`}
            />
          ) : null,
        remove: canRemove
          ? {
              run: (row) => screen.run(remove({ variables: { ids: [row.id] } }), text("removed")),
              question: (row) => text("removeConfirm", { title: row.title }),
              label: text("remove"),
            }
          : undefined,
      }}
    />
  );
}
