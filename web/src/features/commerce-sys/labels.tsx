/** The small pieces the commerce lists share: kinds, amounts, states, the user a row concerns. */
import type { PackageKind } from "@crucible/schema";
import { Link } from "react-router-dom";
import { Icon, Label, type SemanticCOLORS } from "semantic-ui-react";
import type { InvoiceStatus, OrderStatus, PaymentProvider } from "../../graphql";
import { useNs, type NsT } from "../../i18n";
import { commerceSysNs, type CommerceSysCatalogue } from "./i18n";
import { userOrdersRoute } from "./urls";

/** GB or tokens, as a grant or a pack's amount. */
export function formatGrants(t: NsT<"commerceSys">, kind: PackageKind, amount: number): string {
  return `${amount.toLocaleString("en-US")} ${t(`unit.${kind}`)}`;
}

export function KindLabel({ kind }: { kind: PackageKind }) {
  const { t } = useNs(commerceSysNs);
  return (
    <Label size="small" basic color={kind === "storage" ? "blue" : "violet"}>
      <Icon name={kind === "storage" ? "hdd outline" : "bolt"} />
      {t(`kinds.${kind}`)}
    </Label>
  );
}

function StateLabel({
  color,
  children,
  testId,
}: {
  color?: SemanticCOLORS;
  children: string;
  testId?: string;
}) {
  return (
    <Label size="small" basic color={color} data-testid={testId}>
      {children}
    </Label>
  );
}

const orderColors: Record<OrderStatus, SemanticCOLORS | undefined> = {
  pending: "orange",
  paid: "green",
  cancelled: undefined,
};

export function OrderStatusLabel({ status }: { status: OrderStatus }) {
  const { t } = useNs(commerceSysNs);
  return <StateLabel color={orderColors[status]}>{t(`orders.states.${status}`)}</StateLabel>;
}

export function ProviderText({ provider }: { provider: PaymentProvider | null }) {
  const { t } = useNs(commerceSysNs);
  if (!provider) return <span className="muted">—</span>;
  return (
    <span>
      <Icon
        name={provider === "wechat" ? "wechat" : "yen sign"}
        color={provider === "wechat" ? "green" : "blue"}
      />
      {t(`orders.providers.${provider}`)}
    </span>
  );
}

export type CardState = keyof CommerceSysCatalogue["cards"]["states"];

export const cardStates: readonly CardState[] = ["unused", "used", "expired", "deleted"];

export function isCardState(value: string): value is CardState {
  return cardStates.some((state) => state === value);
}

const cardColors: Record<CardState, SemanticCOLORS | undefined> = {
  unused: "green",
  used: "blue",
  expired: "grey",
  deleted: "red",
};

export function CardStateLabel({ state, testId }: { state: string; testId?: string }) {
  const { t } = useNs(commerceSysNs);
  if (!isCardState(state)) return <StateLabel testId={testId}>{state}</StateLabel>;
  return (
    <StateLabel color={cardColors[state]} testId={testId}>
      {t(`cards.states.${state}`)}
    </StateLabel>
  );
}

export function InvoiceStatusLabel({ status }: { status: InvoiceStatus }) {
  const { t } = useNs(commerceSysNs);
  return (
    <StateLabel color={status === "applied" ? "orange" : "green"}>
      {t(`invoices.states.${status}`)}
    </StateLabel>
  );
}

/** The account a row concerns, opening that user's orders and packs. */
export function UserLink({
  user,
  testId,
}: {
  user: { id: string; account: string } | null;
  testId?: string;
}) {
  if (!user) return <span className="muted">—</span>;
  return (
    <Link to={userOrdersRoute(user.id)} data-testid={testId}>
      <Icon name="user outline" color="grey" />
      {user.account}
    </Link>
  );
}
