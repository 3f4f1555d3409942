/**
 * The payment window of an order: the provider's QR code, the amount and the time left; it follows
 * the order every two seconds and closes by itself a few seconds after the order is paid (spec §4).
 * In case the provider's notification is lost, it asks the gateway to check with the provider every
 * ten seconds (the gateway asks at most every orderCheckSeconds), and at once on "I have paid".
 * An order with no payment started (no provider configured) shows the order number to quote and the
 * back office's offline-payment text instead, and waits for the back office to mark it paid.
 */
import { yuan } from "@crucible/schema";
import { useEffect, useRef } from "react";
import { Button, Icon, Image, Loader, Message, Modal } from "semantic-ui-react";
import { formatDateTime } from "../../components/format";
import {
  useCancelOrderMutation,
  useCheckOrderPaymentMutation,
  useMyOrderQuery,
} from "../../graphql/__generated__/documents/commerce";
import { commerceNs } from "./i18n";
import { useNs } from "../../i18n";
import { OfflinePaymentText } from "./OfflinePayment";

/** How long the window stays open once the order is paid. */
const closeAfterPaidMs = 3000;
/** How often the window asks for a check with the provider while the order waits. */
const checkEveryMs = 10_000;

export function PayDialog({ orderId, onClose }: { orderId: string; onClose: (paid: boolean) => void }) {
  const { t: text } = useNs(commerceNs);
  const { data, stopPolling } = useMyOrderQuery({
    variables: { id: orderId },
    pollInterval: 2000,
    fetchPolicy: "network-only",
  });
  const [cancel, { loading: cancelling }] = useCancelOrderMutation();
  const [check, { loading: checking }] = useCheckOrderPaymentMutation();
  const order = data?.myOrder;
  const status = order?.status;
  // Only a payment started with a provider can be checked with it.
  const online = Boolean(order?.provider);

  // The automatic checks stop after a failed one (its error was shown once); the button still asks.
  const checkFailed = useRef(false);
  useEffect(() => {
    if (status !== "pending" || !online) return undefined;
    const timer = window.setInterval(() => {
      if (checkFailed.current) return;
      void check({ variables: { id: orderId } }).then((result) => {
        if (result.error) checkFailed.current = true;
      });
    }, checkEveryMs);
    return () => window.clearInterval(timer);
  }, [status, online, check, orderId]);

  useEffect(() => {
    if (status !== "paid" && status !== "cancelled") return undefined;
    stopPolling();
    if (status === "cancelled") return undefined;
    const timer = window.setTimeout(() => onClose(true), closeAfterPaidMs);
    return () => window.clearTimeout(timer);
  }, [status, stopPolling, onClose]);

  const provider = order?.provider === "alipay" ? text("alipay") : text("wechat");
  return (
    <Modal open size="tiny" onClose={() => onClose(status === "paid")} data-testid="pay-dialog">
      <Modal.Header>{order && !online ? text("offlineOrderTitle") : text("payTitle")}</Modal.Header>
      <Modal.Content>
        {!order ? (
          <Loader active inline="centered" />
        ) : (
          <div className="commerce-pay">
            <div className="commerce-pay-amount" data-testid="pay-amount">
              ¥{yuan(order.amount)}
            </div>
            {status === "pending" && order.qrImage ? (
              <>
                <Image
                  src={order.qrImage}
                  alt={text("payTitle")}
                  size="medium"
                  centered
                  data-testid="pay-qr"
                />
                <p>{text("payHint", { provider })}</p>
                <p className="muted">{text("payExpires", { when: formatDateTime(order.expiresAt) })}</p>
                <Message info size="small">
                  <Icon name="circle notched" loading /> {text("waiting")}
                </Message>
              </>
            ) : null}
            {status === "pending" && !online ? (
              <>
                <p>{text("offlineQuote")}</p>
                <div className="commerce-order-no" data-testid="pay-order-no">
                  {order.outTradeNo}
                </div>
                <OfflinePaymentText testId="pay-offline-text" />
                <p className="muted">{text("offlineWaits", { when: formatDateTime(order.expiresAt) })}</p>
                <Message info size="small">
                  <Icon name="circle notched" loading /> {text("offlineWaiting")}
                </Message>
              </>
            ) : null}
            {status === "paid" ? (
              <Message positive data-testid="pay-paid">
                <Icon name="check circle" /> {text("paid")}
              </Message>
            ) : null}
            {status === "cancelled" ? <Message warning>{text("cancelled")}</Message> : null}
          </div>
        )}
      </Modal.Content>
      <Modal.Actions>
        {status === "pending" && online ? (
          <Button
            basic
            color="green"
            loading={checking}
            disabled={checking}
            title={checking ? text("checking") : undefined}
            onClick={() => void check({ variables: { id: orderId } })}
            data-testid="pay-check"
          >
            {text("checkPayment")}
          </Button>
        ) : null}
        {status === "pending" ? (
          <Button
            basic
            loading={cancelling}
            disabled={cancelling}
            onClick={() => void cancel({ variables: { id: orderId } })}
            data-testid="pay-cancel"
          >
            {text("cancelOrder")}
          </Button>
        ) : null}
        <Button onClick={() => onClose(status === "paid")} data-testid="pay-close">
          {text("close")}
        </Button>
      </Modal.Actions>
    </Modal>
  );
}
