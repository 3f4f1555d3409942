/**
 * A project's own tokens (issue 28 item 2): its balance, what its running jobs hold and what is left,
 * the rule of who pays, its ledger (every member reads it), and for owners a dialog that moves tokens
 * from their own balance into the project (progress while it runs; the gateway's refusal shown in it).
 */
import { projectTokensAddInput, projectTokensAddMax, projectTokenNoteMax } from "@crucible/schema";
import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { useState, type ChangeEvent } from "react";
import { Link } from "react-router-dom";
import { Button, Form, Label, Loader, Message, Segment, Statistic, Table } from "semantic-ui-react";
import { FormDialog } from "../../components/FormDialog";
import { formatDateTime } from "../../components/format";
import { toast } from "../../components/toast";
import {
  useProjectAddTokensMutation,
  useProjectOwnerTokenBalanceQuery,
  useProjectTokensQuery,
} from "../../graphql";
import { apiErrorFromExtensions, messageFor } from "../../graphql/errors";
import { jobRoute } from "../jobs/urls";
import { useProjectsText } from "./i18n";

const pageSize = 20;

function AddTokensDialog({
  projectId,
  projectName,
  onClose,
  onAdded,
}: {
  projectId: string;
  projectName: string;
  onClose: () => void;
  onAdded: () => void;
}) {
  const text = useProjectsText();
  const mine = useProjectOwnerTokenBalanceQuery({ fetchPolicy: "network-only" });
  const [amount, setAmount] = useState("");
  const [note, setNote] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [add, { loading }] = useProjectAddTokensMutation();
  const submit = async () => {
    // The gateway's rule (schema/src/projects.ts): a positive whole number up to the bound.
    const parsed = projectTokensAddInput.safeParse({ Amount: Number(amount.trim() || "NaN"), Note: note });
    if (!parsed.success) {
      setProblem(text.tokens.amountRule(projectTokensAddMax.toLocaleString()));
      return;
    }
    setProblem(null);
    const result = await add({
      variables: { projectId, amount: parsed.data.Amount, note: parsed.data.Note },
    });
    if (result.error) {
      const first = CombinedGraphQLErrors.is(result.error) ? result.error.errors[0] : undefined;
      setProblem(
        first ? messageFor(apiErrorFromExtensions(first.extensions, first.message)) : text.tokens.failed,
      );
      return;
    }
    toast.success(text.tokens.added(parsed.data.Amount.toLocaleString(), projectName));
    onAdded();
  };
  return (
    <FormDialog
      open
      title={text.tokens.addTitle(projectName)}
      onClose={onClose}
      onSubmit={() => void submit()}
      submitting={loading}
      submitLabel={text.tokens.addSubmit}
      size="tiny"
      testId="project-tokens-dialog"
    >
      <p className="muted" data-testid="project-tokens-mine">
        {mine.data ? text.tokens.myBalance(mine.data.tokenBalance.toLocaleString()) : text.tokens.loading}
      </p>
      <Form.Input
        label={text.tokens.amount}
        value={amount}
        required
        onChange={(event: ChangeEvent<HTMLInputElement>) => setAmount(event.target.value)}
        input={{ "data-testid": "project-tokens-amount", inputMode: "numeric", autoComplete: "off" }}
      />
      <Form.Input
        label={text.tokens.note}
        value={note}
        onChange={(event: ChangeEvent<HTMLInputElement>) => setNote(event.target.value)}
        input={{ "data-testid": "project-tokens-note", maxLength: projectTokenNoteMax }}
      />
      {loading ? (
        <Message info size="small" data-testid="project-tokens-progress">
          {text.tokens.moving}
        </Message>
      ) : null}
      {problem ? (
        <Message negative size="small" data-testid="project-tokens-error">
          {problem}
        </Message>
      ) : null}
    </FormDialog>
  );
}

export function ProjectTokens({ projectId, projectName }: { projectId: string; projectName: string }) {
  const text = useProjectsText();
  const [offset, setOffset] = useState(0);
  const [adding, setAdding] = useState(false);
  const query = useProjectTokensQuery({
    variables: { id: projectId, limit: pageSize, offset },
    fetchPolicy: "cache-and-network",
  });
  const project = query.data?.project ?? null;
  const ledger = project?.ledger ?? null;
  return (
    <Segment data-testid="project-tokens">
      <div className="page-header">
        <h3>
          {projectName} · {text.tokens.title}
        </h3>
        <div className="page-header-actions">
          {project?.myRole === "owner" ? (
            <Button
              primary
              size="small"
              icon="plus"
              content={text.tokens.add}
              onClick={() => setAdding(true)}
              data-testid="project-tokens-add"
            />
          ) : null}
        </div>
      </div>
      <p className="muted" data-testid="project-tokens-rule">
        {text.tokens.rule}
      </p>
      {query.loading && !project ? <Loader active inline="centered" /> : null}
      {project ? (
        <Statistic.Group size="mini" widths={3}>
          <Statistic>
            <Statistic.Value data-testid="project-tokens-balance">
              {project.tokens.balance.toLocaleString()}
            </Statistic.Value>
            <Statistic.Label>{text.tokens.balance}</Statistic.Label>
          </Statistic>
          <Statistic>
            <Statistic.Value data-testid="project-tokens-held">
              {project.tokens.held.toLocaleString()}
            </Statistic.Value>
            <Statistic.Label>{text.tokens.held}</Statistic.Label>
          </Statistic>
          <Statistic>
            <Statistic.Value data-testid="project-tokens-available">
              {project.tokens.available.toLocaleString()}
            </Statistic.Value>
            <Statistic.Label>{text.tokens.available}</Statistic.Label>
          </Statistic>
        </Statistic.Group>
      ) : null}
      {ledger && ledger.total === 0 ? (
        <Message info size="small" data-testid="project-ledger-empty">
          {text.tokens.empty}
        </Message>
      ) : null}
      {ledger && ledger.total > 0 ? (
        <>
          <Table compact unstackable data-testid="project-ledger">
            <Table.Header>
              <Table.Row>
                <Table.HeaderCell>{text.tokens.when}</Table.HeaderCell>
                <Table.HeaderCell>{text.tokens.kind}</Table.HeaderCell>
                <Table.HeaderCell textAlign="right">{text.tokens.amount}</Table.HeaderCell>
                <Table.HeaderCell>{text.tokens.member}</Table.HeaderCell>
                <Table.HeaderCell>{text.tokens.detail}</Table.HeaderCell>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {ledger.list.map((entry) => (
                <Table.Row key={entry.id} data-testid="project-ledger-entry">
                  <Table.Cell>{formatDateTime(entry.createdAt)}</Table.Cell>
                  <Table.Cell>
                    <Label size="small">{text.tokens.kinds[entry.kind]}</Label>
                  </Table.Cell>
                  <Table.Cell textAlign="right" positive={entry.amount > 0} negative={entry.amount < 0}>
                    {entry.amount > 0 ? "+" : ""}
                    {entry.amount.toLocaleString()}
                  </Table.Cell>
                  <Table.Cell>{entry.memberAccount ?? "—"}</Table.Cell>
                  <Table.Cell>
                    {entry.jobId ? (
                      <Link to={jobRoute(entry.jobId)}>{entry.jobName ?? `#${entry.jobId}`}</Link>
                    ) : null}
                    {entry.note ? <span className="muted"> {entry.note}</span> : null}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table>
          {ledger.total > pageSize ? (
            <div className="page-header-actions">
              <span className="muted">
                {text.tokens.page(offset + 1, Math.min(offset + pageSize, ledger.total), ledger.total)}
              </span>{" "}
              <Button
                size="mini"
                basic
                icon="angle left"
                disabled={offset === 0}
                onClick={() => setOffset(Math.max(0, offset - pageSize))}
                aria-label={text.tokens.previous}
                data-testid="project-ledger-previous"
              />
              <Button
                size="mini"
                basic
                icon="angle right"
                disabled={offset + pageSize >= ledger.total}
                onClick={() => setOffset(offset + pageSize)}
                aria-label={text.tokens.next}
                data-testid="project-ledger-next"
              />
            </div>
          ) : null}
        </>
      ) : null}
      {adding ? (
        <AddTokensDialog
          projectId={projectId}
          projectName={projectName}
          onClose={() => setAdding(false)}
          onAdded={() => {
            setAdding(false);
            setOffset(0);
            void query.refetch({ id: projectId, limit: pageSize, offset: 0 });
          }}
        />
      ) : null}
    </Segment>
  );
}
