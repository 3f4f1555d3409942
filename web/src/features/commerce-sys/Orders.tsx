/**
 * Package orders in the back office (User.ResourcePack.Read): everyone's, filtered by status,
 * provider, order number and buyer; the same list narrowed to one user on the user orders screen.
 */
import { yuan } from "@crucible/schema";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Icon } from "semantic-ui-react";
import { useColumnKit } from "../../components/kit/columns";
import { PageHeader } from "../../components/PageHeader";
import { useResourceTable, type Column } from "../../components/ResourceTable";
import { useSysOrdersQuery, type SysOrderFieldsFragment } from "../../graphql";
import { useCommerceSysText } from "./i18n";
import { CommerceTable, userColumn, type CommerceList } from "./columns";
import { OrderStatusLabel, ProviderText } from "./labels";
import { ofUser, withWhere } from "./query";
import "./commerce-sys.css";

type Row = SysOrderFieldsFragment;

/** The orders list: everyone's, or one user's (without the buyer column). */
export function useOrderList(userId?: string): CommerceList<Row> {
  const text = useCommerceSysText();
  const words = text.orders;
  const { i18n } = useTranslation();
  const zh = i18n.language === "zh-CN";
  const kit = useColumnKit();
  const table = useResourceTable();
  const query = useMemo(() => withWhere(table.query, ofUser(userId)), [table.query, userId]);
  const result = useSysOrdersQuery({ variables: { query }, fetchPolicy: "cache-and-network" });

  const columns = useMemo<Column<Row>[]>(() => {
    const buyer = userColumn<Row>(words.buyer, "order-buyer");
    return [
      kit.text("OutTradeNo", words.outTradeNo, (row) => row.outTradeNo, {
        render: (row) => <code data-testid={`order-no-${row.id}`}>{row.outTradeNo}</code>,
        collapsing: true,
      }),
      ...(userId ? [] : [buyer]),
      {
        key: "Package",
        title: words.package,
        render: (row) => (
          <span>
            <Icon name={row.package.kind === "storage" ? "hdd outline" : "bolt"} color="grey" />
            {zh && row.package.nameZh ? row.package.nameZh : row.package.name}
          </span>
        ),
      },
      {
        key: "Quantity",
        title: words.quantity,
        value: (row) => row.quantity,
        collapsing: true,
      },
      {
        key: "Amount",
        title: words.amount,
        value: (row) => row.amount,
        render: (row) => (
          <span className="commerce-money" data-testid={`order-amount-${row.id}`}>
            {yuan(row.amount)}
          </span>
        ),
        sortable: true,
        collapsing: true,
      },
      {
        key: "Status",
        title: words.status,
        value: (row) => row.status,
        render: (row) => <OrderStatusLabel status={row.status} />,
        sortable: true,
        filter: {
          kind: "string",
          options: (["pending", "paid", "cancelled"] as const).map((status) => ({
            value: status,
            text: words.states[status],
          })),
        },
        collapsing: true,
      },
      {
        key: "Provider",
        title: words.provider,
        value: (row) => row.provider ?? "",
        render: (row) => <ProviderText provider={row.provider ?? null} />,
        sortable: true,
        filter: {
          kind: "string",
          options: (["wechat", "alipay"] as const).map((provider) => ({
            value: provider,
            text: words.providers[provider],
          })),
        },
        collapsing: true,
      },
      kit.createdAt({ collapsing: true }),
      kit.date("PaidAt", words.paidAt, (row) => row.paidAt ?? null, { collapsing: true }),
    ];
  }, [kit, words, zh, userId]);

  return {
    table,
    columns,
    rows: result.data?.sysOrders.list ?? [],
    total: result.data?.sysOrders.total ?? 0,
    loading: result.loading,
    refetch: () => void result.refetch(),
  };
}

// Not the kit's ResourceScreen: an order's status is its payment state, not an enabled switch.
export function SysOrders() {
  const text = useCommerceSysText();
  const list = useOrderList();
  return (
    <div data-testid="sys-orders-page">
      <PageHeader title={text.orders.title} intro={text.orders.intro} />
      <CommerceTable list={list} testId="sys-orders" />
    </div>
  );
}
