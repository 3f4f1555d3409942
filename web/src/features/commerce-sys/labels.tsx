/** The small pieces the commerce lists share: kinds, amounts, states, the user a row concerns. */
import type { PackageKind } from "@crucible/schema";
import { Link } from "react-router-dom";
import { Icon, Label, type SemanticCOLORS } from "semantic-ui-react";
import type { InvoiceStatus, OrderStatus, PaymentProvider } from "../../graphql";
import { useCommerceSysText, type CommerceSysText } from "./i18n";
import { userOrdersRoute } from "./urls";

/** GB or tokens, as a grant or a pack's amount. */
export function formatGrants(text: CommerceSysText, kind: PackageKind, amount: number): string {
  return `${amount.toLocaleString("en-US")} ${text.unit[kind]}`;
}

export function KindLabel({ kind }: { kind: PackageKind }) {
  const text = useCommerceSysText();
  return (
    <Label size="small" basic color={kind === "storage" ? "blue" : "violet"}>
      <Icon name={kind === "storage" ? "hdd outline" : "bolt"} />
      {text.kinds[kind]}
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
  const text = useCommerceSysText();
  return <StateLabel color={orderColors[status]}>{text.orders.states[status]}</StateLabel>;
}

export function ProviderText({ provider }: { provider: PaymentProvider | null }) {
  const text = useCommerceSysText();
  if (!provider) return <span className="muted">—</span>;
  return (
    <span>
      <Icon
        name={provider === "wechat" ? "wechat" : "yen sign"}
        color={provider === "wechat" ? "green" : "blue"}
      />
      {text.orders.providers[provider]}
    </span>
  );
}

export type CardState = keyof CommerceSysText["cards"]["states"];

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
  const text = useCommerceSysText();
  if (!isCardState(state)) return <StateLabel testId={testId}>{state}</StateLabel>;
  return (
    <StateLabel color={cardColors[state]} testId={testId}>
      {text.cards.states[state]}
    </StateLabel>
  );
}

export function InvoiceStatusLabel({ status }: { status: InvoiceStatus }) {
  const text = useCommerceSysText();
  return (
    <StateLabel color={status === "applied" ? "orange" : "green"}>{text.invoices.states[status]}</StateLabel>
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
