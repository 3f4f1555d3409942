/** The front end's feedback screen: send feedback and read your own with the administrators' replies. */
import { feedbackContentMax, feedbackInput, feedbackTitleMax } from "@crucible/schema";
import { useState, type ChangeEvent } from "react";
import { Button, Form, Loader, Message, Segment } from "semantic-ui-react";
import { formatDateTime } from "../../components/format";
import { PageHeader } from "../../components/PageHeader";
import { toast } from "../../components/toast";
import type { FeedbackFieldsFragment } from "../../graphql";
import {
  useFeedbackEnabledQuery,
  useMyFeedbackQuery,
  useSendFeedbackMutation,
} from "../../graphql/__generated__/documents/feedback";
import { useNs, type NsT } from "../../i18n";
import { feedbackNs } from "./i18n";
import { FeedbackStateLabel } from "./StateLabel";
import "./feedback.css";

const pageSize = 20;

/** The message of the first problem of a field, in the screen's language. */
function fieldError(text: NsT<"feedback">, value: string, max: number): string | null {
  const trimmed = value.trim();
  if (trimmed.length === 0) return text("required");
  if (trimmed.length > max) return text("tooLong", { max });
  return null;
}

function SendForm({ onSent }: { onSent: () => void }) {
  const { t: text } = useNs(feedbackNs);
  const [title, setTitle] = useState("");
  const [content, setContent] = useState("");
  const [tried, setTried] = useState(false);
  const [send, { loading }] = useSendFeedbackMutation();
  const titleError = tried ? fieldError(text, title, feedbackTitleMax) : null;
  const contentError = tried ? fieldError(text, content, feedbackContentMax) : null;
  const submit = async () => {
    setTried(true);
    // The same rule as the gateway's (schema/src/feedback.ts).
    const parsed = feedbackInput.safeParse({ Title: title, Content: content });
    if (!parsed.success) return;
    const result = await send({
      variables: { input: { title: parsed.data.Title, content: parsed.data.Content } },
    });
    if (result.data) {
      setTitle("");
      setContent("");
      setTried(false);
      toast.success(text("sent"));
      onSent();
    }
  };
  return (
    <Segment>
      <Form onSubmit={() => void submit()} loading={loading} noValidate data-testid="feedback-form">
        <Form.Input
          id="feedback-title"
          label={text("fieldTitle")}
          value={title}
          required
          error={titleError ? { content: titleError, pointing: "above" } : undefined}
          onChange={(event: ChangeEvent<HTMLInputElement>) => setTitle(event.target.value)}
          input={{ "data-testid": "feedback-title", maxLength: feedbackTitleMax }}
        />
        <Form.TextArea
          id="feedback-content"
          label={text("fieldContent")}
          value={content}
          rows={5}
          maxLength={feedbackContentMax}
          required
          error={contentError ? { content: contentError, pointing: "above" } : undefined}
          onChange={(event: ChangeEvent<HTMLTextAreaElement>) => setContent(event.target.value)}
          data-testid="feedback-content"
        />
        <div className="feedback-form-footer">
          <span className="muted">{text("counter", { n: content.length, max: feedbackContentMax })}</span>
          <Button type="submit" primary loading={loading} disabled={loading} data-testid="feedback-send">
            {text("send")}
          </Button>
        </div>
      </Form>
    </Segment>
  );
}

function FeedbackItem({ item, text }: { item: FeedbackFieldsFragment; text: NsT<"feedback"> }) {
  return (
    <Segment data-testid="feedback-item">
      <div className="feedback-item-head">
        <strong>{item.title}</strong>
        <FeedbackStateLabel state={item.state} />
        <span className="muted">{formatDateTime(item.createdAt)}</span>
      </div>
      {/* Plain text: React escapes it; line breaks are kept by CSS. */}
      <p className="feedback-text">{item.content}</p>
      {item.reply !== null ? (
        <Message info size="small" data-testid="feedback-reply">
          <Message.Header>{text("replyFrom", { when: formatDateTime(item.repliedAt) })}</Message.Header>
          <p className="feedback-text">{item.reply}</p>
        </Message>
      ) : null}
    </Segment>
  );
}

export function Feedback() {
  const { t: text } = useNs(feedbackNs);
  const enabled = useFeedbackEnabledQuery({ fetchPolicy: "cache-and-network" });
  const [limit, setLimit] = useState(pageSize);
  const on = enabled.data?.feedbackEnabled === true;
  const list = useMyFeedbackQuery({
    variables: { query: { limit } },
    skip: !on,
    fetchPolicy: "cache-and-network",
  });
  const items = list.data?.myFeedback.list ?? [];
  const total = list.data?.myFeedback.total ?? 0;
  return (
    <div data-testid="feedback-page">
      <PageHeader title={text("title")} intro={text("intro")} />
      {enabled.loading && !enabled.data ? <Loader active inline="centered" /> : null}
      {enabled.data && !on ? (
        <Message warning data-testid="feedback-disabled">
          {text("disabled")}
        </Message>
      ) : null}
      {on ? (
        <>
          <SendForm onSent={() => void list.refetch()} />
          <h3>{text("mine")}</h3>
          {list.loading && !list.data ? <Loader active inline="centered" /> : null}
          {list.data && items.length === 0 ? <p className="muted">{text("none")}</p> : null}
          {items.map((item) => (
            <FeedbackItem key={item.id} item={item} text={text} />
          ))}
          {items.length < total ? (
            <Button
              basic
              fluid
              loading={list.loading}
              onClick={() => setLimit((n) => n + pageSize)}
              data-testid="feedback-more"
            >
              {text("more")}
            </Button>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
