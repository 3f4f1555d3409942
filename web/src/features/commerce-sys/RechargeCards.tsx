/**
 * Recharge cards (User.ResourcePack.Card.*): the list by batch and state (unused, used, expired,
 * deleted), who used a card and when; generate a batch, export a batch as CSV, delete and recover.
 */
import { useCallback, useMemo, useState } from "react";
import { useSession } from "../../app/session";
import { useDebounced } from "../../components/hooks";
import { ResourceScreen } from "../../components/kit/ResourceScreen";
import { useResourceScreen } from "../../components/kit/useResourceScreen";
import type { WhereGroupInput } from "../../graphql";
import {
  RechargeCardsDocument,
  useRechargeCardsQuery,
  useRecoverRechargeCardMutation,
  useRemoveRechargeCardMutation,
} from "../../graphql/__generated__/documents/commerce-sys";
import { CardBatchDialog } from "./CardBatchDialog";
import { useNs } from "../../i18n";
import { commerceSysNs } from "./i18n";
import type { CardState } from "./labels";
import { CardFilters, useCardColumns } from "./RechargeCardParts";
import { withWhere } from "./query";
import "./commerce-sys.css";

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
  const { setPage } = table;
  // Stable, so that the columns' memo (which draws the batch buttons) can name it.
  const filterBatch = useCallback(
    (value: string) => {
      setBatch(value);
      setPage(1);
    },
    [setPage],
  );
  const [remove] = useRemoveRechargeCardMutation(refetchCards);
  const [recover] = useRecoverRechargeCardMutation(refetchCards);

  const columns = useCardColumns(filterBatch);

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
        <CardFilters
          batch={batch}
          batchFilter={batchFilter}
          onBatch={filterBatch}
          state={state}
          onState={(value) => {
            setState(value);
            table.setPage(1);
          }}
        />
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
