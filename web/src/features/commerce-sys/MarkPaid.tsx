/**
 * Marking a pending order paid by hand in the back office (User.ResourcePack.Update): the row action
 * of a list of orders (OrderList, side "sys") and its dialog; the reason is required and the list
 * shows it with who gave it.
 */
import { markOrderPaidInput, markPaidReasonMaxChars, yuan } from "@crucible/schema";
import { useState, type ChangeEvent, type ReactNode } from "react";
import { Button, Form, Message, Modal } from "semantic-ui-react";
import { useSession } from "../../app/session";
import { RowAction } from "../../components/RowAction";
import { toast } from "../../components/toast";
import type { SysOrderFieldsFragment } from "../../graphql";
import { useMarkOrderPaidMutation } from "../../graphql/__generated__/documents/commerce-sys";
import { useNs } from "../../i18n";
import { commerceSysNs } from "./i18n";

/** What marking an order paid reads of it. */
type MarkableOrder = Pick<SysOrderFieldsFragment, "id" | "outTradeNo" | "amount" | "status"> &
  Partial<Pick<SysOrderFieldsFragment, "user">>;

/** Marking a pending order paid by hand: the reason is required (markOrderPaidInput). */
function MarkPaidDialog({ row, onClose }: { row: MarkableOrder; onClose: (marked: boolean) => void }) {
  const { t } = useNs(commerceSysNs);
  const [reason, setReason] = useState("");
  const [tried, setTried] = useState(false);
  const [markPaid, { loading }] = useMarkOrderPaidMutation();
  const parsed = markOrderPaidInput.safeParse({ Id: Number(row.id), Reason: reason });
  const problem = tried && !parsed.success ? t("orders.reasonRequired") : null;
  const submit = async () => {
    setTried(true);
    if (!parsed.success) return;
    const result = await markPaid({ variables: { id: row.id, reason: parsed.data.Reason } });
    if (result.data) {
      toast.success(t("orders.markedPaid", { no: row.outTradeNo }));
      onClose(true);
    }
  };
  return (
    <Modal open size="small" onClose={() => onClose(false)} data-testid="mark-paid-dialog">
      <Modal.Header>{t("orders.markPaidTitle", { no: row.outTradeNo })}</Modal.Header>
      <Modal.Content>
        <p data-testid="mark-paid-hint">
          {t("orders.markPaidHint", {
            amount: yuan(row.amount),
            buyer: row.user?.account ?? `#${row.user?.id ?? ""}`,
          })}
        </p>
        <Form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <Form.TextArea
            label={t("orders.reason")}
            placeholder={t("orders.reasonHint")}
            value={reason}
            maxLength={markPaidReasonMaxChars}
            error={problem ? { content: problem, pointing: "above" } : undefined}
            onChange={(event: ChangeEvent<HTMLTextAreaElement>) => setReason(event.target.value)}
            data-testid="mark-paid-reason"
          />
        </Form>
        <Message info size="small" content={t("orders.markPaidCredit")} />
      </Modal.Content>
      <Modal.Actions>
        <Button type="button" onClick={() => onClose(false)} data-testid="mark-paid-cancel">
          {t("orders.cancel")}
        </Button>
        <Button
          type="button"
          positive
          loading={loading}
          disabled={loading}
          onClick={() => void submit()}
          data-testid="mark-paid-confirm"
        >
          {t("orders.markPaid")}
        </Button>
      </Modal.Actions>
    </Modal>
  );
}

/** The mark-paid row action of a list of orders and its dialog (nothing without User.ResourcePack.Update). */
export function useMarkPaid(onMarked: () => void): {
  actions: ((row: MarkableOrder) => ReactNode) | undefined;
  dialog: ReactNode;
} {
  const { t } = useNs(commerceSysNs);
  const session = useSession();
  const [open, setOpen] = useState<MarkableOrder | null>(null);
  if (!session.can("User.ResourcePack.Update")) return { actions: undefined, dialog: null };
  return {
    actions: (row) =>
      row.status === "pending" ? (
        <RowAction
          icon="check"
          color="green"
          label={t("orders.markPaid")}
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
