/**
 * Recharge cards (User.ResourcePack.Card.*): the list by batch and state (unused, used, expired,
 * deleted), who used a card and when; generate a batch, export a batch as CSV, delete and recover.
 */
import { useMemo, useState } from "react";
import { Button, Dropdown, Icon, Input } from "semantic-ui-react";
import { useSession } from "../../app/session";
import { useDebounced } from "../../components/hooks";
import { formatDateTime } from "../../components/format";
import { useColumnKit } from "../../components/kit/columns";
import { ResourceScreen } from "../../components/kit/ResourceScreen";
import { useResourceScreen } from "../../components/kit/useResourceScreen";
import type { Column } from "../../components/ResourceTable";
import type { RechargeCardFieldsFragment, WhereGroupInput } from "../../graphql";
import {
  RechargeCardsDocument,
  useRechargeCardsQuery,
  useRecoverRechargeCardMutation,
  useRemoveRechargeCardMutation,
} from "../../graphql/__generated__/documents/commerce-sys";
import { CardBatchDialog } from "./CardBatchDialog";
import { kindColumn } from "./columns";
import { useNs } from "../../i18n";
import { commerceSysNs } from "./i18n";
import { CardStateLabel, UserLink, cardStates, formatGrants, isCardState, type CardState } from "./labels";
import { withWhere } from "./query";
import { cardBatchCsvUrl } from "./urls";
import "./commerce-sys.css";

type Row = RechargeCardFieldsFragment;

const refetchCards = { refetchQueries: [RechargeCardsDocument] };

/** The conditions of a state: used cards have a user; unused and expired ones differ by `now`. */
function stateWhere(state: CardState | null, now: string): WhereGroupInput[] {
  const group = (name: string, symbol: string, value?: string): WhereGroupInput => ({
    logic: "AND",
    values: [{ name, symbol, ...(value === undefined ? {} : { value }) }],
  });
  switch (state) {
    case "unused":
      return [group("UsedBy", "BLANK"), group("ExpiresAt", ">", now)];
    case "expired":
      return [group("UsedBy", "BLANK"), group("ExpiresAt", "<=", now)];
    case "used":
      return [group("UsedBy", "NOTBLANK")];
    default:
      return [];
  }
}

export function RechargeCards() {
  const { t } = useNs(commerceSysNs);
  const session = useSession();
  const canGenerate = session.can("User.ResourcePack.Card.Update");
  const canDelete = session.can("User.ResourcePack.Card.Delete");
  const kit = useColumnKit();
  const [batch, setBatch] = useState("");
  const [state, setState] = useState<CardState | null>(null);
  const [generating, setGenerating] = useState(false);
  const batchFilter = useDebounced(batch.trim(), 300);
  // "Now" of the unused/expired split, taken when the state is chosen.
  const now = useMemo(() => (state ? new Date().toISOString() : ""), [state]);
  const screen = useResourceScreen({
    useList: ({ variables, fetchPolicy }) => {
      const groups = stateWhere(state, now);
      if (batchFilter)
        groups.push({ logic: "AND", values: [{ name: "Batch", symbol: "=", value: batchFilter }] });
      const query = { ...withWhere(variables.query, groups), deleted: state === "deleted" || undefined };
      return useRechargeCardsQuery({ variables: { query }, fetchPolicy });
    },
    pick: (data) => data.rechargeCards,
  });
  const table = screen.table;
  const filterBatch = (value: string) => {
    setBatch(value);
    table.setPage(1);
  };
  const [remove] = useRemoveRechargeCardMutation(refetchCards);
  const [recover] = useRecoverRechargeCardMutation(refetchCards);

  const columns = useMemo<Column<Row>[]>(
    () => [
      {
        key: "CardNo",
        title: t("cards.cardNo"),
        value: (row) => row.cardNo,
        render: (row) => <code className="commerce-card-no">{row.cardNo}</code>,
        sortable: true,
        collapsing: true,
      },
      {
        key: "Batch",
        title: t("cards.batch"),
        value: (row) => row.batch,
        render: (row) => (
          <span className="commerce-batch">
            <button
              type="button"
              className="commerce-link"
              title={t("cards.showBatch")}
              onClick={() => filterBatch(row.batch)}
              data-testid={`card-batch-${row.id}`}
            >
              {row.batch}
            </button>
            <a
              href={cardBatchCsvUrl(row.batch)}
              download
              title={t("cards.exportBatch", { batch: row.batch })}
              aria-label={t("cards.exportBatch", { batch: row.batch })}
              data-testid={`card-export-${row.id}`}
            >
              <Icon name="download" />
            </a>
          </span>
        ),
        sortable: true,
        collapsing: true,
      },
      kindColumn<Row>(t),
      {
        key: "Grants",
        title: t("cards.grants"),
        value: (row) => row.grants,
        render: (row) => (
          <div>
            {formatGrants(t, row.kind, row.grants)}
            <div className="muted small">{t("cards.lasting", { count: row.expiryMonths })}</div>
          </div>
        ),
        collapsing: true,
      },
      kit.date("ExpiresAt", t("cards.expiresAt"), (row) => row.expiresAt, { collapsing: true }),
      {
        key: "State",
        title: t("cards.state"),
        render: (row) => <CardStateLabel state={row.state} testId={`card-state-${row.id}`} />,
        collapsing: true,
      },
      {
        key: "UsedBy",
        title: t("cards.usedBy"),
        value: (row) => Number(row.usedBy?.id ?? 0),
        render: (row) =>
          row.usedBy ? (
            <div>
              <UserLink user={row.usedBy} testId={`card-user-${row.id}`} />
              <div className="muted small">{formatDateTime(row.usedAt ?? null)}</div>
            </div>
          ) : null,
        filter: { kind: "number" },
        collapsing: true,
      },
      {
        key: "Note",
        title: t("note"),
        render: (row) => <span className="commerce-clip">{row.note}</span>,
      },
    ],
    [kit, t],
  );

  const stateOptions = [
    { key: "all", value: "all", text: t("cards.anyState") },
    ...cardStates.map((value) => ({ key: value, value, text: t(`cards.states.${value}`) })),
  ];

  return (
    <ResourceScreen
      testId="recharge-cards-page"
      title={t("cards.title")}
      intro={t("cards.intro")}
      {...screen.list(columns)}
      tableTestId="recharge-cards"
      create={
        canGenerate
          ? { label: t("cards.generate"), testId: "card-generate", onClick: () => setGenerating(true) }
          : null
      }
      toolbar={
        <span className="commerce-toolbar">
          <Input
            size="small"
            icon="filter"
            iconPosition="left"
            placeholder={t("cards.batchPlaceholder")}
            value={batch}
            onChange={(_event, data) => filterBatch(String(data.value))}
            action={
              batch ? (
                <Button
                  type="button"
                  icon="close"
                  basic
                  onClick={() => filterBatch("")}
                  aria-label={t("cards.batchFilter")}
                />
              ) : undefined
            }
            input={{ "data-testid": "card-batch-filter", "aria-label": t("cards.batchFilter") }}
          />
          <Dropdown
            selection
            compact
            options={stateOptions}
            value={state ?? "all"}
            onChange={(_event, data) => {
              const value = String(data.value);
              setState(isCardState(value) ? value : null);
              table.setPage(1);
            }}
            data-testid="card-state-filter"
          />
          {batchFilter ? (
            <Button
              as="a"
              size="small"
              basic
              icon="download"
              content={t("cards.exportFiltered")}
              href={cardBatchCsvUrl(batchFilter)}
              download
              data-testid="card-export-batch"
            />
          ) : null}
        </span>
      }
      actions={{
        prefix: "card",
        name: (row) => row.cardNo,
        remove: canDelete
          ? {
              run: (row) => remove({ variables: { id: row.id } }),
              label: t("cards.remove"),
              question: (row) => t("cards.removeConfirm", { cardNo: row.cardNo }),
            }
          : undefined,
        recover: canDelete ? (row) => recover({ variables: { id: row.id } }) : undefined,
        recovered: (row) => t("cards.recovered", { cardNo: row.cardNo }),
      }}
    >
      {generating ? (
        <CardBatchDialog
          onClose={() => {
            setGenerating(false);
            screen.refetch();
          }}
          onGenerated={(made) => {
            filterBatch(made);
            setState(null);
          }}
        />
      ) : null}
    </ResourceScreen>
  );
}
