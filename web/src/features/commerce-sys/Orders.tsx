/**
 * Package orders in the back office (User.ResourcePack.Read): everyone's, filtered by status,
 * provider, order number and buyer; the same list narrowed to one user on the user orders screen.
 * A pending order paid offline is marked paid by hand (User.ResourcePack.Update) with a reason,
 * which the list shows with who gave it.
 */
import { markOrderPaidInput, markPaidReasonMaxChars, yuan } from "@crucible/schema";
import { useMemo, useState, type ChangeEvent, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Button, Form, Icon, Message, Modal } from "semantic-ui-react";
import { useSession } from "../../app/session";
import { RowAction } from "../../components/RowAction";
import { toast } from "../../components/toast";
import { useColumnKit } from "../../components/kit/columns";
import { useResourceScreen } from "../../components/kit/useResourceScreen";
import { PageHeader } from "../../components/PageHeader";
import type { Column } from "../../components/ResourceTable";
import type { SysOrderFieldsFragment } from "../../graphql";
import {
  useMarkOrderPaidMutation,
  useSysOrdersQuery,
} from "../../graphql/__generated__/documents/commerce-sys";
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
  const screen = useResourceScreen({
    useList: ({ variables, fetchPolicy }) =>
      useSysOrdersQuery({ variables: { query: withWhere(variables.query, ofUser(userId)) }, fetchPolicy }),
    pick: (data) => data.sysOrders,
  });

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
        // An order paid by hand names who marked it and why instead of a provider.
        render: (row) =>
          row.paidByHand ? (
            <div className="commerce-paid-by" data-testid={`order-paid-by-${row.id}`}>
              <Icon name="hand paper outline" color="grey" />
              {words.byHand(row.paidBy ?? "—")}
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
            text: words.providers[provider],
          })),
        },
        collapsing: true,
      },
      kit.createdAt({ collapsing: true }),
      kit.date("PaidAt", words.paidAt, (row) => row.paidAt ?? null, { collapsing: true }),
    ];
  }, [kit, words, zh, userId]);

  const { rows, total, loading } = screen.list(columns);
  return { table: screen.table, columns, rows, total, loading, refetch: screen.refetch };
}

/** Marking a pending order paid by hand: the reason is required (markOrderPaidInput). */
function MarkPaidDialog({ row, onClose }: { row: Row; onClose: (marked: boolean) => void }) {
  const text = useCommerceSysText();
  const words = text.orders;
  const [reason, setReason] = useState("");
  const [tried, setTried] = useState(false);
  const [markPaid, { loading }] = useMarkOrderPaidMutation();
  const parsed = markOrderPaidInput.safeParse({ Id: Number(row.id), Reason: reason });
  const problem = tried && !parsed.success ? words.reasonRequired : null;
  const submit = async () => {
    setTried(true);
    if (!parsed.success) return;
    const result = await markPaid({ variables: { id: row.id, reason: parsed.data.Reason } });
    if (result.data) {
      toast.success(words.markedPaid(row.outTradeNo));
      onClose(true);
    }
  };
  return (
    <Modal open size="small" onClose={() => onClose(false)} data-testid="mark-paid-dialog">
      <Modal.Header>{words.markPaidTitle(row.outTradeNo)}</Modal.Header>
      <Modal.Content>
        <p data-testid="mark-paid-hint">
          {words.markPaidHint(yuan(row.amount), row.user?.account ?? `#${row.user?.id ?? ""}`)}
        </p>
        <Form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <Form.TextArea
            label={words.reason}
            placeholder={words.reasonHint}
            value={reason}
            maxLength={markPaidReasonMaxChars}
            error={problem ? { content: problem, pointing: "above" } : undefined}
            onChange={(event: ChangeEvent<HTMLTextAreaElement>) => setReason(event.target.value)}
            data-testid="mark-paid-reason"
          />
        </Form>
        <Message info size="small" content={words.markPaidCredit} />
      </Modal.Content>
      <Modal.Actions>
        <Button type="button" onClick={() => onClose(false)} data-testid="mark-paid-cancel">
          {words.cancel}
        </Button>
        <Button
          type="button"
          positive
          loading={loading}
          disabled={loading}
          onClick={() => void submit()}
          data-testid="mark-paid-confirm"
        >
          {words.markPaid}
        </Button>
      </Modal.Actions>
    </Modal>
  );
}

/** The mark-paid row action of a list of orders and its dialog (nothing without User.ResourcePack.Update). */
export function useMarkPaid(onMarked: () => void): {
  actions: ((row: Row) => ReactNode) | undefined;
  dialog: ReactNode;
} {
  const text = useCommerceSysText();
  const session = useSession();
  const [open, setOpen] = useState<Row | null>(null);
  if (!session.can("User.ResourcePack.Update")) return { actions: undefined, dialog: null };
  return {
    actions: (row) =>
      row.status === "pending" ? (
        <RowAction
          icon="check"
          color="green"
          label={text.orders.markPaid}
          onClick={() => setOpen(row)}
          testId={`order-mark-paid-${row.id}`}
        />
      ) : null,
    dialog: open ? (
      <MarkPaidDialog
        row={open}
        onClose={(marked) => {
          setOpen(null);
          if (marked) onMarked();
        }}
      />
    ) : null,
  };
}

// Not the kit's ResourceScreen: an order's status is its payment state, not an enabled switch.
export function SysOrders() {
  const text = useCommerceSysText();
  const list = useOrderList();
  const markPaid = useMarkPaid(list.refetch);
  return (
    <div data-testid="sys-orders-page">
      <PageHeader title={text.orders.title} intro={text.orders.intro} />
      <CommerceTable list={list} testId="sys-orders" actions={markPaid.actions} />
      {markPaid.dialog}
    </div>
  );
}
