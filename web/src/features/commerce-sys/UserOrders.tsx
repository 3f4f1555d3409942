/**
 * One user's commerce (route user-orders/:userId): pick the user by account (or ID), then read their
 * orders and resource packs, and credit them. Reached from the menu or from an account in the lists.
 */
import { useState, type ReactNode } from "react";
import { useNavigate, useParams } from "react-router-dom";
import { Button, Header, Message, Segment } from "semantic-ui-react";
import { useSession } from "../../app/session";
import { PageHeader } from "../../components/PageHeader";
import { CommerceTable, type CommerceList } from "./columns";
import { useNs } from "../../i18n";
import { commerceSysNs } from "./i18n";
import { useOrderActions, useOrderList } from "../commerce/OrderList";
import { usePackList } from "../commerce/PackList";
import { CreditDialog } from "./ResourcePacks";
import { userOrdersRoute } from "./urls";
import { UserPicker, type PickedUser } from "./UserPicker";
import "./commerce-sys.css";

function ListSegment<T extends { readonly id: string }>(props: {
  title: string;
  list: CommerceList<T>;
  testId: string;
  actions?: (row: T) => ReactNode;
}) {
  return (
    <Segment>
      <Header as="h4">{props.title}</Header>
      <CommerceTable list={props.list} testId={props.testId} actions={props.actions} />
    </Segment>
  );
}

function UserCommerce({ user }: { user: PickedUser }) {
  const { t } = useNs(commerceSysNs);
  const session = useSession();
  const orders = useOrderList("sys", user.id);
  const packs = usePackList("sys", user.id);
  const markPaid = useOrderActions("sys", () => {
    orders.refetch();
    packs.refetch();
  });
  const [crediting, setCrediting] = useState(false);
  const account =
    user.account ?? orders.rows[0]?.user?.account ?? packs.rows[0]?.user?.account ?? `#${user.id}`;
  return (
    <>
      <Header as="h3" data-testid="user-orders-account">
        {t("userOrders.of", { account })}
        {session.can("User.ResourcePack.Update") ? (
          <Button
            floated="right"
            size="small"
            icon="plus"
            content={t("userOrders.credit")}
            onClick={() => setCrediting(true)}
            data-testid="user-orders-credit"
          />
        ) : null}
      </Header>
      <ListSegment
        title={t("userOrders.orders")}
        list={orders}
        testId="user-orders"
        actions={markPaid.actions}
      />
      {markPaid.dialog}
      <ListSegment title={t("userOrders.packs")} list={packs} testId="user-packs" />
      {crediting ? (
        <CreditDialog
          user={{ id: user.id, account }}
          onClose={() => {
            setCrediting(false);
            packs.refetch();
          }}
        />
      ) : null}
    </>
  );
}

export function UserOrders() {
  const { t } = useNs(commerceSysNs);
  const navigate = useNavigate();
  const { userId } = useParams();
  // The account picked here; a user reached by address shows the account of their rows.
  const [picked, setPicked] = useState<PickedUser | null>(null);
  const current: PickedUser | null =
    userId && /^\d+$/.test(userId)
      ? { id: userId, account: picked?.id === userId ? picked.account : null }
      : null;
  return (
    <div data-testid="user-orders-page">
      <PageHeader title={t("userOrders.title")} intro={t("userOrders.intro")}>
        <UserPicker
          value={current}
          onChange={(user) => {
            setPicked(user);
            navigate(userOrdersRoute(user?.id), { replace: current !== null });
          }}
          testId="user-orders-picker"
        />
      </PageHeader>
      {current ? (
        <UserCommerce key={current.id} user={current} />
      ) : (
        <Message info data-testid="user-orders-pick">
          {t("userOrders.pick")}
        </Message>
      )}
    </div>
  );
}
