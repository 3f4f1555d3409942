/**
 * A project's own tokens (issue 28 item 2): its balance, what its running jobs hold and what is left,
 * the rule of who pays, its ledger (every member reads it), and for owners dialogs that move tokens
 * from their own balance into the project or from its available tokens back (progress while it runs;
 * the gateway's refusal shown in it).
 */
import { projectTokensMoveInput, projectTokensAddMax, projectTokenNoteMax } from "@crucible/schema";
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
  useProjectWithdrawTokensMutation,
} from "../../graphql/__generated__/documents/projects";
import { apiErrorFromExtensions, messageFor } from "../../graphql/errors";
import { jobRoute } from "../jobs/urls";
import { useNs } from "../../i18n";
import { projectsNs } from "./i18n";

const pageSize = 20;

/** Which way a dialog moves tokens: into the project from the owner's balance, or back out of it. */
type Direction = "in" | "out";

function MoveTokensDialog({
  direction,
  projectId,
  projectName,
  projectAvailable,
  onClose,
  onAdded,
}: {
  direction: Direction;
  projectId: string;
  projectName: string;
  projectAvailable: number;
  onClose: () => void;
  onAdded: () => void;
}) {
  const { t: text } = useNs(projectsNs);
  const mine = useProjectOwnerTokenBalanceQuery({ fetchPolicy: "network-only", skip: direction === "out" });
  const [amount, setAmount] = useState("");
  const [note, setNote] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [addTokens, added] = useProjectAddTokensMutation();
  const [withdrawTokens, withdrawn] = useProjectWithdrawTokensMutation();
  const add = direction === "in" ? addTokens : withdrawTokens;
  const loading = added.loading || withdrawn.loading;
  const submit = async () => {
    // The gateway's rule (schema/src/projects.ts): a positive whole number up to the bound.
    const parsed = projectTokensMoveInput.safeParse({ Amount: Number(amount.trim() || "NaN"), Note: note });
    if (!parsed.success) {
      setProblem(text("tokens.amountRule", { max: projectTokensAddMax.toLocaleString() }));
      return;
    }
    setProblem(null);
    const result = await add({
      variables: { projectId, amount: parsed.data.Amount, note: parsed.data.Note },
    });
    if (result.error) {
      const first = CombinedGraphQLErrors.is(result.error) ? result.error.errors[0] : undefined;
      setProblem(
        first ? messageFor(apiErrorFromExtensions(first.extensions, first.message)) : text("tokens.failed"),
      );
      return;
    }
    const amountText = parsed.data.Amount.toLocaleString();
    toast.success(
      direction === "in"
        ? text("tokens.added", { amount: amountText, name: projectName })
        : text("tokens.withdrawn", { amount: amountText, name: projectName }),
    );
    onAdded();
  };
  return (
    <FormDialog
      open
      title={
        direction === "in"
          ? text("tokens.addTitle", { name: projectName })
          : text("tokens.withdrawTitle", { name: projectName })
      }
      onClose={onClose}
      onSubmit={() => void submit()}
      submitting={loading}
      submitLabel={direction === "in" ? text("tokens.addSubmit") : text("tokens.withdrawSubmit")}
      size="tiny"
      testId={direction === "in" ? "project-tokens-dialog" : "project-withdraw-dialog"}
    >
      {direction === "in" ? (
        <p className="muted" data-testid="project-tokens-mine">
          {mine.data
            ? text("tokens.myBalance", { balance: mine.data.tokenBalance.toLocaleString() })
            : text("tokens.loading")}
        </p>
      ) : (
        <p className="muted" data-testid="project-tokens-project-available">
          {text("tokens.projectAvailable", { available: projectAvailable.toLocaleString() })}
        </p>
      )}
      <Form.Input
        label={text("tokens.amount")}
        value={amount}
        required
        onChange={(event: ChangeEvent<HTMLInputElement>) => setAmount(event.target.value)}
        input={{ "data-testid": "project-tokens-amount", inputMode: "numeric", autoComplete: "off" }}
      />
      <Form.Input
        label={text("tokens.note")}
        value={note}
        onChange={(event: ChangeEvent<HTMLInputElement>) => setNote(event.target.value)}
        input={{ "data-testid": "project-tokens-note", maxLength: projectTokenNoteMax }}
      />
      {loading ? (
        <Message info size="small" data-testid="project-tokens-progress">
          {text("tokens.moving")}
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

export function ProjectTokens({
  projectId,
  projectName,
  onMoved,
}: {
  projectId: string;
  projectName: string;
  /** After tokens moved in or out (the projects list shows each balance). */
  onMoved?: () => void;
}) {
  const { t: text } = useNs(projectsNs);
  const [offset, setOffset] = useState(0);
  const [moving, setMoving] = useState<Direction | null>(null);
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
          {projectName} · {text("tokens.title")}
        </h3>
        <div className="page-header-actions">
          {project?.myRole === "owner" ? (
            <>
              <Button
                primary
                size="small"
                icon="plus"
                content={text("tokens.add")}
                onClick={() => setMoving("in")}
                data-testid="project-tokens-add"
              />
              <Button
                size="small"
                icon="reply"
                content={text("tokens.withdraw")}
                disabled={project.tokens.available <= 0}
                onClick={() => setMoving("out")}
                data-testid="project-tokens-withdraw"
              />
            </>
          ) : null}
        </div>
      </div>
      <p className="muted" data-testid="project-tokens-rule">
        {text("tokens.rule")}
      </p>
      {query.loading && !project ? <Loader active inline="centered" /> : null}
      {project ? (
        <Statistic.Group size="mini" widths={3}>
          <Statistic>
            <Statistic.Value data-testid="project-tokens-balance">
              {project.tokens.balance.toLocaleString()}
            </Statistic.Value>
            <Statistic.Label>{text("tokens.balance")}</Statistic.Label>
          </Statistic>
          <Statistic>
            <Statistic.Value data-testid="project-tokens-held">
              {project.tokens.held.toLocaleString()}
            </Statistic.Value>
            <Statistic.Label>{text("tokens.held")}</Statistic.Label>
          </Statistic>
          <Statistic>
            <Statistic.Value data-testid="project-tokens-available">
              {project.tokens.available.toLocaleString()}
            </Statistic.Value>
            <Statistic.Label>{text("tokens.available")}</Statistic.Label>
          </Statistic>
        </Statistic.Group>
      ) : null}
      {ledger && ledger.total === 0 ? (
        <Message info size="small" data-testid="project-ledger-empty">
          {text("tokens.empty")}
        </Message>
      ) : null}
      {ledger && ledger.total > 0 ? (
        <>
          <Table compact unstackable data-testid="project-ledger">
            <Table.Header>
              <Table.Row>
                <Table.HeaderCell>{text("tokens.when")}</Table.HeaderCell>
                <Table.HeaderCell>{text("tokens.kind")}</Table.HeaderCell>
                <Table.HeaderCell textAlign="right">{text("tokens.amount")}</Table.HeaderCell>
                <Table.HeaderCell>{text("tokens.member")}</Table.HeaderCell>
                <Table.HeaderCell>{text("tokens.detail")}</Table.HeaderCell>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {ledger.list.map((entry) => (
                <Table.Row key={entry.id} data-testid="project-ledger-entry">
                  <Table.Cell>{formatDateTime(entry.createdAt)}</Table.Cell>
                  <Table.Cell>
                    <Label size="small">
                      {entry.kind === "transfer" && entry.amount < 0
                        ? text("tokens.transferOut")
                        : text(`tokens.kinds.${entry.kind}`)}
                    </Label>
                  </Table.Cell>
                  <Table.Cell textAlign="right" positive={entry.amount > 0} negative={entry.amount < 0}>
                    {entry.amount > 0 ? "+" : ""}
                    {entry.amount.toLocaleString()}
                  </Table.Cell>
                  <Table.Cell>
                    {entry.memberAccount ??
                      (entry.actorAccount ? text("tokens.byAdmin", { account: entry.actorAccount }) : "—")}
                  </Table.Cell>
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
                {text("tokens.page", {
                  from: offset + 1,
                  to: Math.min(offset + pageSize, ledger.total),
                  total: ledger.total,
                })}
              </span>{" "}
              <Button
                size="mini"
                basic
                icon="angle left"
                disabled={offset === 0}
                onClick={() => setOffset(Math.max(0, offset - pageSize))}
                aria-label={text("tokens.previous")}
                data-testid="project-ledger-previous"
              />
              <Button
                size="mini"
                basic
                icon="angle right"
                disabled={offset + pageSize >= ledger.total}
                onClick={() => setOffset(offset + pageSize)}
                aria-label={text("tokens.next")}
                data-testid="project-ledger-next"
              />
            </div>
          ) : null}
        </>
      ) : null}
      {moving && project ? (
        <MoveTokensDialog
          direction={moving}
          projectId={projectId}
          projectName={projectName}
          projectAvailable={project.tokens.available}
          onClose={() => setMoving(null)}
          onAdded={() => {
            setMoving(null);
            onMoved?.();
            setOffset(0);
            void query.refetch({ id: projectId, limit: pageSize, offset: 0 });
          }}
        />
      ) : null}
    </Segment>
  );
}
