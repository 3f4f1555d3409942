/**
 * Package orders, for both sides. The user's own (the orders tab, `myOrders`): number, package,
 * quantity, amount, when ordered, the status (and "confirmed by the administrator" for one paid by
 * hand), with pay (or how to pay offline) and cancel on a pending order. The back office's
 * (User.ResourcePack.Read, `sysOrders`): everyone's, or one user's on the user orders screen, with the
 * buyer, the payment (who marked it paid by hand, and why) and when paid, each filtered and sorted;
 * a pending order is marked paid by hand (User.ResourcePack.Update).
 */
import { yuan } from "@crucible/schema";
import { useMemo, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Button, Icon, Label, Message, type SemanticCOLORS } from "semantic-ui-react";
import type { ScreenSide } from "../../app/side";
import { useColumnKit } from "../../components/kit/columns";
import {
  useResourceScreen,
  type ListHookOptions,
  type ListPage,
} from "../../components/kit/useResourceScreen";
import type { Column } from "../../components/table/column";
import type {
  MyOrdersQuery,
  OrderFieldsFragment,
  OrderStatus,
  SysOrderFieldsFragment,
  SysOrdersQuery,
} from "../../graphql";
import { useCancelOrderMutation, useMyOrdersQuery } from "../../graphql/__generated__/documents/commerce";
import { useSysOrdersQuery } from "../../graphql/__generated__/documents/commerce-sys";
import { CommerceTable, sideColumns, userColumn, type CommerceList } from "../commerce-sys/columns";
import { commerceSysNs } from "../commerce-sys/i18n";
import { ProviderText } from "../commerce-sys/labels";
import { useMarkPaid } from "../commerce-sys/MarkPaid";
import { ofUser, withWhere } from "../commerce-sys/query";
import { ProjectTag } from "./ForProject";
import { commerceNs } from "./i18n";
import { useNs } from "../../i18n";
import { PayDialog } from "./PayDialog";

/** An order of either side: the user's fields, and those only the back office reads. */
export type OrderRow = OrderFieldsFragment &
  Partial<Pick<SysOrderFieldsFragment, "user" | "paidBy" | "paidReason">>;

/** The words of a side's order list (each side keeps its own). */
interface OrderWords {
  readonly number: string;
  readonly package: string;
  readonly quantity: string;
  readonly amount: string;
  readonly status: string;
  readonly created: string;
  readonly states: Readonly<Record<OrderStatus, string>>;
}

function useOrderWords(side: ScreenSide): OrderWords {
  const { t } = useTranslation();
  const { t: user } = useNs(commerceNs);
  const { t: sys } = useNs(commerceSysNs);
  return useMemo(
    () =>
      side === "user"
        ? {
            number: user("orderNo"),
            package: user("package"),
            quantity: user("quantity"),
            amount: user("amount"),
            status: t("common.status"),
            created: user("created"),
            states: {
              pending: user("status.pending"),
              paid: user("status.paid"),
              cancelled: user("status.cancelled"),
            },
          }
        : {
            number: sys("orders.outTradeNo"),
            package: sys("orders.package"),
            quantity: sys("orders.quantity"),
            amount: sys("orders.amount"),
            status: sys("orders.status"),
            created: t("common.createdAt"),
            states: {
              pending: sys("orders.states.pending"),
              paid: sys("orders.states.paid"),
              cancelled: sys("orders.states.cancelled"),
            },
          },
    [side, t, user, sys],
  );
}

const statusColors: Record<OrderStatus, SemanticCOLORS | undefined> = {
  pending: "orange",
  paid: "green",
  cancelled: undefined,
};

/** The list query of a side (the other one is skipped); the back office's narrowed to one user. */
function useSideOrders(
  side: ScreenSide,
  userId: string | undefined,
  { variables, fetchPolicy }: ListHookOptions,
) {
  const user = useMyOrdersQuery({ variables, fetchPolicy, skip: side !== "user" });
  const sys = useSysOrdersQuery({
    variables: { query: withWhere(variables.query, ofUser(userId)) },
    fetchPolicy,
    skip: side !== "sys",
  });
  return side === "user" ? user : sys;
}

function pageOf(data: MyOrdersQuery | SysOrdersQuery): ListPage<OrderRow> {
  return "myOrders" in data ? data.myOrders : data.sysOrders;
}

/** The orders of a side: the user's own, everyone's, or one user's (without the buyer column). */
export function useOrderList(side: ScreenSide, userId?: string): CommerceList<OrderRow> {
  const words = useOrderWords(side);
  const { t: sysWords } = useNs(commerceSysNs);
  const paidByHand = useNs(commerceNs).t("paidByHand");
  const { i18n } = useTranslation();
  const zh = i18n.language === "zh-CN";
  const kit = useColumnKit();
  const screen = useResourceScreen({
    useList: (options: ListHookOptions) => useSideOrders(side, userId, options),
    pick: pageOf,
  });

  const columns = useMemo<Column<OrderRow>[]>(() => {
    const sys = side === "sys";
    const number = kit.text("OutTradeNo", words.number, (row: OrderRow) => row.outTradeNo, {
      render: (row) => <code data-testid={`order-no-${row.id}`}>{row.outTradeNo}</code>,
      collapsing: true,
    });
    const buyer = sys && !userId ? [userColumn<OrderRow>(sysWords("orders.buyer"), "order-buyer")] : [];
    const status: Column<OrderRow> = {
      key: "Status",
      title: words.status,
      value: (row) => row.status,
      render: (row) => (
        <>
          <Label size="small" basic color={statusColors[row.status]} data-testid={`order-status-${row.id}`}>
            {words.states[row.status]}
          </Label>
          {/* The buyer reads that the administrator confirmed the payment; the back office reads who and why. */}
          {!sys && row.status === "paid" && row.paidByHand ? (
            <span className="muted small" data-testid={`order-paid-by-hand-${row.id}`}>
              {" "}
              {paidByHand}
            </span>
          ) : null}
        </>
      ),
      sortable: true,
      filter: {
        kind: "string",
        options: (["pending", "paid", "cancelled"] as const).map((value) => ({
          value,
          text: words.states[value],
        })),
      },
      collapsing: true,
    };
    const payment: Column<OrderRow> = {
      key: "Provider",
      title: sysWords("orders.provider"),
      value: (row) => row.provider ?? "",
      render: (row) =>
        row.paidByHand ? (
          <div className="commerce-paid-by" data-testid={`order-paid-by-${row.id}`}>
            <Icon name="hand paper outline" color="grey" />
            {sysWords("orders.byHand", { account: row.paidBy ?? "—" })}
            <div className="muted small">{row.paidReason ?? ""}</div>
          </div>
        ) : (
          <ProviderText provider={row.provider ?? null} />
        ),
      sortable: true,
      filter: {
        kind: "string",
        options: (["wechat", "alipay"] as const).map((provider) => ({
          value: provider,
          text: sysWords(`orders.providers.${provider}`),
        })),
      },
      collapsing: true,
    };
    const created = kit.date("CreatedAt", words.created, (row: OrderRow) => row.createdAt, {
      collapsing: true,
    });
    return sideColumns(side, [
      number,
      ...buyer,
      {
        key: "Package",
        title: words.package,
        render: (row) => (
          <span>
            <Icon name={row.package.kind === "storage" ? "hdd outline" : "bolt"} color="grey" />
            {zh && row.package.nameZh ? row.package.nameZh : row.package.name}
            {/* Both sides read which project an order is for (the back office by the row's projectName). */}
            {row.projectId ? (
              <>
                {" "}
                <ProjectTag
                  side={side}
                  name={row.projectName ?? null}
                  projectId={row.projectId}
                  testId={`order-project-${row.id}`}
                />
              </>
            ) : null}
          </span>
        ),
      },
      { key: "Quantity", title: words.quantity, value: (row) => row.quantity, collapsing: true },
      {
        key: "Amount",
        title: words.amount,
        value: (row) => row.amount,
        render: (row) => (
          <span className="commerce-money" data-testid={`order-amount-${row.id}`}>
            {sys ? yuan(row.amount) : `¥${yuan(row.amount)}`}
          </span>
        ),
        sortable: true,
        collapsing: true,
      },
      ...(sys
        ? [
            status,
            payment,
            created,
            kit.date("PaidAt", sysWords("orders.paidAt"), (row: OrderRow) => row.paidAt ?? null, {
              collapsing: true,
            }),
          ]
        : [created, status]),
    ]);
  }, [side, kit, words, sysWords, paidByHand, zh, userId]);

  const { rows, total, loading } = screen.list(columns);
  return { table: screen.table, columns, rows, total, loading, refetch: screen.refetch };
}

/** The user's actions on a pending order: pay (or read how to pay offline) and cancel. */
function useUserOrderActions(onChanged: () => void): {
  actions: (row: OrderRow) => ReactNode;
  dialog: ReactNode;
} {
  const { t: text } = useNs(commerceNs);
  const [cancel] = useCancelOrderMutation();
  const [paying, setPaying] = useState<string | null>(null);
  return {
    actions: (row) =>
      row.status === "pending" ? (
        <>
          {/* An order placed with no provider reopens how to pay it offline. */}
          <Button size="mini" primary onClick={() => setPaying(row.id)} data-testid={`order-pay-${row.id}`}>
            {row.provider ? text("payNow") : text("howToPay")}
          </Button>
          <Button
            size="mini"
            basic
            onClick={() => void cancel({ variables: { id: row.id } }).then(onChanged)}
            data-testid={`order-cancel-${row.id}`}
          >
            {text("cancelOrder")}
          </Button>
        </>
      ) : null,
    dialog: paying ? (
      <PayDialog
        orderId={paying}
        onClose={() => {
          setPaying(null);
          onChanged();
        }}
      />
    ) : null,
  };
}

/** The row actions of a side's orders and their dialog: the user's pay and cancel, the back office's mark paid. */
export function useOrderActions(
  side: ScreenSide,
  onChanged: () => void,
): { actions: ((row: OrderRow) => ReactNode) | undefined; dialog: ReactNode } {
  const user = useUserOrderActions(onChanged);
  const sys = useMarkPaid(onChanged);
  return side === "user" ? user : sys;
}

/** The orders of a side as one table: the user's orders tab, the back office's orders screen. */
export function OrderList({ side }: { side: ScreenSide }) {
  const { t: text } = useNs(commerceNs);
  const list = useOrderList(side);
  const { actions, dialog } = useOrderActions(side, list.refetch);
  const empty = side === "user" && !list.loading && list.total === 0 && !list.table.query.where;
  return (
    <>
      {empty ? (
        <Message info>{text("noOrders")}</Message>
      ) : (
        <CommerceTable list={list} testId={side === "user" ? "my-orders" : "sys-orders"} actions={actions} />
      )}
      {dialog}
    </>
  );
}
