/**
 * Buying with no payment provider configured: the back office's offline-payment text (how to pay,
 * whom to contact) in the reader's language, shown where the pay buttons would be and with the
 * order number to quote. Plain text: React escapes it, its line breaks are kept by CSS.
 */
import { useTranslation } from "react-i18next";
import { Message } from "semantic-ui-react";
import type { PaymentProvidersQuery } from "../../graphql";
import { usePaymentProvidersQuery } from "../../graphql/__generated__/documents/commerce";
import { commerceNs } from "./i18n";
import { useNs } from "../../i18n";

type Providers = PaymentProvidersQuery["paymentProviders"];

/** Whether buyers can pay through no provider here (the offline way then). */
export function noProvider(providers: Pick<Providers, "wechat" | "alipay">): boolean {
  return !providers.wechat && !providers.alipay;
}

/** The administrator's text in the reader's language, else in the other one, else the platform's default. */
export function useOfflineText(providers?: Providers): string {
  const { t: text } = useNs(commerceNs);
  const { i18n } = useTranslation();
  const offline = providers?.offline;
  const [mine, other] = i18n.language === "zh-CN" ? [offline?.zh, offline?.en] : [offline?.en, offline?.zh];
  return mine?.trim() || other?.trim() || text("offlineDefault");
}

/** The administrator's text as a message block. */
export function OfflinePaymentText({ providers, testId }: { providers?: Providers; testId: string }) {
  const { t: text } = useNs(commerceNs);
  const fetched = usePaymentProvidersQuery({ skip: providers !== undefined });
  const body = useOfflineText(providers ?? fetched.data?.paymentProviders);
  return (
    <Message info size="small" className="commerce-offline" data-testid={testId}>
      <Message.Header>{text("offlineTitle")}</Message.Header>
      <p className="commerce-offline-text">{body}</p>
    </Message>
  );
}
