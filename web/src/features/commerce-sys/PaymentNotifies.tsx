/**
 * Payment notifications (User.ResourcePack.Read), newest first: every verified notification and every
 * answer of a provider to our query about a pending order, filtered by provider, outcome, source and
 * order. Money that paid nothing (late, another amount, a second payment) can be refunded
 * (User.ResourcePack.Update) in a dialog that shows the refund as the provider took it.
 */
import { yuan } from "@crucible/schema";
import { useMemo, useState } from "react";
import { Button, Icon, Label, Message, Modal, Table, type SemanticCOLORS } from "semantic-ui-react";
import { useSession } from "../../app/session";
import { formatDateTime } from "../../components/format";
import { useColumnKit } from "../../components/kit/columns";
import { ResourceScreen } from "../../components/kit/ResourceScreen";
import { useResourceScreen } from "../../components/kit/useResourceScreen";
import type { Column } from "../../components/table/column";
import { RowAction } from "../../components/RowAction";
import { toast } from "../../components/toast";
import type { PaymentNotifyFieldsFragment, PaymentOutcome, RefundState } from "../../graphql";
import {
  SysPaymentNotifiesDocument,
  useRefundPaymentMutation,
  useSysPaymentNotifiesQuery,
} from "../../graphql/__generated__/documents/commerce-sys";
import { useNs } from "../../i18n";
import { commerceSysNs } from "./i18n";
import { ProviderText } from "./labels";
import "./commerce-sys.css";

type Row = PaymentNotifyFieldsFragment;

const outcomes: readonly PaymentOutcome[] = [
  "paid",
  "already",
  "duplicate",
  "late",
  "mismatch",
  "unknown",
  "unpaid",
];

const outcomeColors: Record<PaymentOutcome, SemanticCOLORS | undefined> = {
  paid: "green",
  already: undefined,
  duplicate: "red",
  late: "orange",
  mismatch: "red",
  unknown: "grey",
  unpaid: undefined,
};

const refundColors: Record<RefundState, SemanticCOLORS> = {
  processing: "blue",
  success: "green",
  failed: "red",
};

function RefundLabel({ state, testId }: { state: RefundState; testId?: string }) {
  const { t } = useNs(commerceSysNs);
  return (
    <Label size="small" basic color={refundColors[state]} data-testid={testId}>
      {t(`notifies.refundStates.${state}`)}
    </Label>
  );
}

/** The refund of a payment that paid nothing: what will go back, or what went back. */
function RefundDialog({ row, onClose }: { row: Row; onClose: () => void }) {
  const { t } = useNs(commerceSysNs);
  const session = useSession();
  const canRefund = session.can("User.ResourcePack.Update");
  const [refundPayment, { loading }] = useRefundPaymentMutation({
    refetchQueries: [SysPaymentNotifiesDocument],
    awaitRefetchQueries: true,
  });
  const [failure, setFailure] = useState<string | null>(null);
  const refund = row.refund ?? null;
  const provider = t(`orders.providers.${row.provider}`);
  const amount = yuan(row.amount ?? 0);

  const ask = async () => {
    setFailure(null);
    const result = await refundPayment({ variables: { id: row.id } });
    const answered = result.data?.refundPayment;
    if (result.error) setFailure(result.error.message);
    else if (answered?.state === "failed")
      setFailure(t("notifies.refundClosed", { error: answered.error ?? "" }));
    else if (answered?.state === "processing") toast.info(t("notifies.stillProcessing"));
    else {
      toast.success(t("notifies.refunded"));
      onClose();
    }
  };

  // A refund the provider took as processing can be asked about; a failed one asked again.
  const askable =
    canRefund && row.refundable && (!refund || refund.state === "failed" || refund.state === "processing");
  return (
    <Modal open size="small" onClose={onClose} data-testid="refund-dialog">
      <Modal.Header>{t("notifies.refundTitle", { outTradeNo: row.outTradeNo })}</Modal.Header>
      <Modal.Content>
        {row.refundable ? (
          <p data-testid="refund-hint">{t("notifies.refundHint", { amount, provider })}</p>
        ) : (
          <Message info size="small">
            {t("notifies.notRefundable")}
          </Message>
        )}
        <Table definition compact size="small" unstackable>
          <Table.Body>
            <Table.Row>
              <Table.Cell collapsing>{t("notifies.provider")}</Table.Cell>
              <Table.Cell>
                <ProviderText provider={row.provider} />
              </Table.Cell>
            </Table.Row>
            <Table.Row>
              <Table.Cell>{t("notifies.outcome")}</Table.Cell>
              <Table.Cell>{t(`notifies.outcomes.${row.outcome}`)}</Table.Cell>
            </Table.Row>
            <Table.Row>
              <Table.Cell>{t("notifies.providerTradeNo")}</Table.Cell>
              <Table.Cell>
                <code>{row.providerTradeNo ?? "—"}</code>
              </Table.Cell>
            </Table.Row>
            <Table.Row>
              <Table.Cell>{t("notifies.amount")}</Table.Cell>
              <Table.Cell className="commerce-money">{amount}</Table.Cell>
            </Table.Row>
            {refund ? (
              <>
                <Table.Row>
                  <Table.Cell>{t("notifies.refund")}</Table.Cell>
                  <Table.Cell>
                    <RefundLabel state={refund.state} testId="refund-state" />
                  </Table.Cell>
                </Table.Row>
                <Table.Row>
                  <Table.Cell>{t("notifies.refundId")}</Table.Cell>
                  <Table.Cell>
                    <code data-testid="refund-id">{refund.providerRefundId ?? "—"}</code>
                  </Table.Cell>
                </Table.Row>
                <Table.Row>
                  <Table.Cell>{t("notifies.refundNo")}</Table.Cell>
                  <Table.Cell>
                    <code>{refund.outRefundNo}</code>
                  </Table.Cell>
                </Table.Row>
                <Table.Row>
                  <Table.Cell>{t("notifies.refundedBy")}</Table.Cell>
                  <Table.Cell>
                    {refund.refundedBy ?? "—"} · {formatDateTime(refund.updatedAt)}
                  </Table.Cell>
                </Table.Row>
                {refund.error ? (
                  <Table.Row>
                    <Table.Cell>{t("notifies.refundError")}</Table.Cell>
                    <Table.Cell>{refund.error}</Table.Cell>
                  </Table.Row>
                ) : null}
              </>
            ) : null}
          </Table.Body>
        </Table>
        {loading ? (
          <Message info size="small" data-testid="refund-progress">
            <Icon name="circle notched" loading /> {t("notifies.refunding")}
          </Message>
        ) : null}
        {failure ? (
          <Message negative size="small" data-testid="refund-failure">
            {failure}
          </Message>
        ) : null}
      </Modal.Content>
      <Modal.Actions>
        <Button type="button" onClick={onClose} data-testid="refund-close">
          {t("translation:common.close")}
        </Button>
        {askable ? (
          <Button
            type="button"
            color="orange"
            loading={loading}
            disabled={loading}
            onClick={() => void ask()}
            data-testid="refund-confirm"
          >
            <Icon name="undo" />
            {refund?.state === "failed"
              ? t("notifies.retry")
              : refund?.state === "processing"
                ? t("notifies.checkRefund")
                : t("notifies.refundConfirm")}
          </Button>
        ) : null}
      </Modal.Actions>
    </Modal>
  );
}

export function PaymentNotifies() {
  const { t } = useNs(commerceSysNs);
  const kit = useColumnKit();
  const screen = useResourceScreen({
    useList: useSysPaymentNotifiesQuery,
    pick: (data) => data.sysPaymentNotifies,
  });
  // The row as the list answers it now (a refund changes it while the dialog is open).
  const open = screen.editing.row?.id;
  const opened = screen.rows.find((row) => row.id === open) ?? null;

  const columns = useMemo<Column<Row>[]>(
    () => [
      kit.createdAt({ title: t("notifies.receivedAt"), collapsing: true }),
      {
        key: "Provider",
        title: t("notifies.provider"),
        value: (row) => row.provider,
        render: (row) => <ProviderText provider={row.provider} />,
        sortable: true,
        filter: {
          kind: "string",
          options: (["wechat", "alipay"] as const).map((provider) => ({
            value: provider,
            text: t(`orders.providers.${provider}`),
          })),
        },
        collapsing: true,
      },
      {
        key: "Source",
        title: t("notifies.source"),
        value: (row) => row.source,
        render: (row) => (
          <span className="muted">
            <Icon name={row.source === "query" ? "search" : "bell outline"} />
            {t(`notifies.sources.${row.source}`)}
          </span>
        ),
        filter: {
          kind: "string",
          options: (["notify", "query"] as const).map((source) => ({
            value: source,
            text: t(`notifies.sources.${source}`),
          })),
        },
        collapsing: true,
      },
      kit.text("OutTradeNo", t("notifies.outTradeNo"), (row) => row.outTradeNo, {
        render: (row) => <code data-testid={`notify-order-${row.id}`}>{row.outTradeNo}</code>,
        collapsing: true,
      }),
      {
        key: "Outcome",
        title: t("notifies.outcome"),
        value: (row) => row.outcome,
        render: (row) => (
          <Label
            size="small"
            basic
            color={outcomeColors[row.outcome]}
            data-testid={`notify-outcome-${row.id}`}
          >
            {t(`notifies.outcomes.${row.outcome}`)}
          </Label>
        ),
        sortable: true,
        filter: {
          kind: "string",
          options: outcomes.map((outcome) => ({ value: outcome, text: t(`notifies.outcomes.${outcome}`) })),
        },
        collapsing: true,
      },
      {
        key: "Amount",
        title: t("notifies.amount"),
        value: (row) => row.amount ?? 0,
        render: (row) =>
          row.amount === null || row.amount === undefined ? (
            <span className="muted">—</span>
          ) : (
            <span className="commerce-money">{yuan(row.amount)}</span>
          ),
        sortable: true,
        collapsing: true,
      },
      {
        key: "ProviderTradeNo",
        title: t("notifies.providerTradeNo"),
        render: (row) =>
          row.providerTradeNo ? <code className="small">{row.providerTradeNo}</code> : <span>—</span>,
      },
      {
        key: "Refund",
        title: t("notifies.refund"),
        render: (row) =>
          row.refund ? (
            <RefundLabel state={row.refund.state} testId={`notify-refund-${row.id}`} />
          ) : (
            <span className="muted">—</span>
          ),
        collapsing: true,
      },
    ],
    [kit, t],
  );

  return (
    <ResourceScreen
      testId="sys-payment-notifies-page"
      title={t("notifies.title")}
      intro={t("notifies.intro")}
      {...screen.list(columns)}
      tableTestId="sys-payment-notifies"
      actions={(row) =>
        row.refundable || row.refund ? (
          <RowAction
            icon="undo"
            color={row.refund?.state === "success" ? undefined : "orange"}
            label={t("notifies.refundAction")}
            onClick={() => screen.editing.edit(row)}
            testId={`notify-refund-open-${row.id}`}
          />
        ) : null
      }
    >
      {opened ? <RefundDialog row={opened} onClose={screen.editing.close} /> : null}
    </ResourceScreen>
  );
}
