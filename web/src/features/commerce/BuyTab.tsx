/** Buying: the packages on sale, a quantity each, the amount as the server will compute it, and pay. */
import { maxOrderQuantity, orderAmount, yuan, type PaymentProvider } from "@crucible/schema";
import { useState, type ChangeEvent } from "react";
import { useTranslation } from "react-i18next";
import { Button, Card, Input, Loader, Message } from "semantic-ui-react";
import type { PackageFieldsFragment } from "../../graphql";
import {
  useCreateOrderMutation,
  usePackagesQuery,
  usePayOrderMutation,
  usePaymentProvidersQuery,
} from "../../graphql/__generated__/documents/commerce";
import { ForProjectPicker, useChosenProject } from "./ForProject";
import { commerceNs } from "./i18n";
import { useNs } from "../../i18n";
import { noProvider, OfflinePaymentText } from "./OfflinePayment";
import { PackageCard } from "./PackageCard";
import { PayDialog } from "./PayDialog";

function BuyBox({
  pack,
  providers,
  projectId,
  onOrdered,
}: {
  pack: PackageFieldsFragment;
  providers: Record<PaymentProvider, boolean>;
  /** The project it is bought for (an owner's), or null for the caller. */
  projectId: string | null;
  onOrdered: (orderId: string) => void;
}) {
  const { t: text } = useNs(commerceNs);
  const [quantity, setQuantity] = useState(1);
  const [createOrder, created] = useCreateOrderMutation();
  const [payOrder, paying] = usePayOrderMutation();
  const busy = created.loading || paying.loading;
  const valid = Number.isInteger(quantity) && quantity >= 1 && quantity <= maxOrderQuantity;
  const amount = valid
    ? orderAmount(
        {
          unitPrice: pack.unitPrice,
          discounts: pack.discounts.map((d) => ({ Quantity: d.quantity, Discount: d.discount })),
          // The running time-limited discount (the server checks the time again).
          limitedDiscount: {
            Enabled: pack.discountNow < 1,
            Discount: pack.discountNow,
            Days: 1,
            From: new Date().toISOString(),
          },
        },
        quantity,
        new Date(),
      )
    : null;

  const buy = async (provider: PaymentProvider) => {
    const order = await createOrder({ variables: { packageId: pack.id, quantity, projectId } });
    const id = order.data?.createOrder.id;
    if (!id) return;
    const paid = await payOrder({ variables: { id, provider } });
    if (paid.data) onOrdered(id);
  };

  // No provider to pay through: the order is placed and paid offline (the dialog says how).
  const placeOrder = async () => {
    const order = await createOrder({ variables: { packageId: pack.id, quantity, projectId } });
    const id = order.data?.createOrder.id;
    if (id) onOrdered(id);
  };

  const payButton = (provider: PaymentProvider, label: string, color: "green" | "blue") => (
    <Button
      color={color}
      disabled={!valid || busy || !providers[provider]}
      loading={busy}
      onClick={() => void buy(provider)}
      title={providers[provider] ? undefined : `${label}: ${text("notConfigured")}`}
      data-testid={`buy-${provider}-${pack.id}`}
    >
      {label}
    </Button>
  );

  return (
    <div className="commerce-buy">
      <Input
        type="number"
        label={text("quantity")}
        min={1}
        max={maxOrderQuantity}
        value={Number.isNaN(quantity) ? "" : quantity}
        error={!valid}
        onChange={(event: ChangeEvent<HTMLInputElement>) => setQuantity(Number(event.target.value))}
        data-testid={`quantity-${pack.id}`}
      />
      <div className="commerce-total">
        {text("total")}:{" "}
        <strong data-testid={`total-${pack.id}`}>{amount === null ? "—" : `¥${yuan(amount)}`}</strong>
      </div>
      {noProvider(providers) ? (
        <div className="commerce-pay-buttons">
          <Button
            primary
            disabled={!valid || busy}
            loading={busy}
            onClick={() => void placeOrder()}
            data-testid={`buy-offline-${pack.id}`}
          >
            {text("placeOrder")}
          </Button>
        </div>
      ) : (
        <div className="commerce-pay-buttons">
          {payButton("wechat", text("payWechat"), "green")}
          {payButton("alipay", text("payAlipay"), "blue")}
        </div>
      )}
      {!noProvider(providers) && (!providers.wechat || !providers.alipay) ? (
        <p className="muted small">
          {[!providers.wechat ? text("payWechat") : null, !providers.alipay ? text("payAlipay") : null]
            .filter(Boolean)
            .join(", ")}
          : {text("notConfigured")}
        </p>
      ) : null}
    </div>
  );
}

/** The packages on sale, bought for the caller or (?project=) for a project they own. */
export function BuyTab({ onPaid }: { onPaid: (projectId: string | null) => void }) {
  const { t: text } = useNs(commerceNs);
  const { i18n } = useTranslation();
  const packages = usePackagesQuery();
  const providers = usePaymentProvidersQuery();
  const chosen = useChosenProject();
  const [paying, setPaying] = useState<string | null>(null);
  if (packages.loading || providers.loading || chosen.loading) return <Loader active inline="centered" />;
  const projectId = chosen.project?.id ?? null;
  const list = packages.data?.packages ?? [];
  const configured = providers.data?.paymentProviders ?? { wechat: false, alipay: false };
  return (
    <>
      <ForProjectPicker chosen={chosen} />
      {list.length === 0 ? <Message info>{text("noPackages")}</Message> : null}
      {list.length > 0 && providers.data && noProvider(configured) ? (
        <OfflinePaymentText providers={providers.data.paymentProviders} testId="buy-offline-text" />
      ) : null}
      <Card.Group itemsPerRow={3} stackable>
        {list.map((pack) => (
          <PackageCard key={pack.id} pack={pack} zh={i18n.language === "zh-CN"}>
            <BuyBox pack={pack} providers={configured} projectId={projectId} onOrdered={setPaying} />
          </PackageCard>
        ))}
      </Card.Group>
      {paying ? (
        <PayDialog
          orderId={paying}
          onClose={(paid) => {
            setPaying(null);
            if (paid) onPaid(projectId);
          }}
        />
      ) : null}
    </>
  );
}
