/**
 * The recharge card list's (RechargeCards) columns and its filters: batch (with the batch's CSV) and
 * state.
 */
import { useMemo } from "react";
import { Button, Dropdown, Icon, Input } from "semantic-ui-react";
import { formatDateTime } from "../../components/format";
import { useColumnKit } from "../../components/kit/columns";
import type { Column } from "../../components/table/column";
import type { RechargeCardFieldsFragment } from "../../graphql";
import { useNs } from "../../i18n";
import { kindColumn } from "./columns";
import { commerceSysNs } from "./i18n";
import { CardStateLabel, UserLink, cardStates, formatGrants, isCardState, type CardState } from "./labels";
import { cardBatchCsvUrl } from "./urls";

type Row = RechargeCardFieldsFragment;

/** The columns; a card's batch filters the list by it (`onBatch`). */
export function useCardColumns(onBatch: (batch: string) => void): Column<Row>[] {
  const { t } = useNs(commerceSysNs);
  const kit = useColumnKit();
  return useMemo<Column<Row>[]>(
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
              onClick={() => onBatch(row.batch)}
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
    [kit, t, onBatch],
  );
}

export function CardFilters({
  batch,
  batchFilter,
  onBatch,
  state,
  onState,
}: {
  /** The batch as typed. */
  batch: string;
  /** The batch the list is filtered by (debounced). */
  batchFilter: string;
  onBatch: (batch: string) => void;
  state: CardState | null;
  onState: (state: CardState | null) => void;
}) {
  const { t } = useNs(commerceSysNs);
  const stateOptions = [
    { key: "all", value: "all", text: t("cards.anyState") },
    ...cardStates.map((value) => ({ key: value, value, text: t(`cards.states.${value}`) })),
  ];
  return (
    <span className="commerce-toolbar">
      <Input
        size="small"
        icon="filter"
        iconPosition="left"
        placeholder={t("cards.batchPlaceholder")}
        value={batch}
        onChange={(_event, data) => onBatch(String(data.value))}
        action={
          batch ? (
            <Button
              type="button"
              icon="close"
              basic
              onClick={() => onBatch("")}
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
          onState(isCardState(value) ? value : null);
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
  );
}
