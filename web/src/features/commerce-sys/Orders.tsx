/** Every user's package orders in the back office (route `orders`): the order list's system side (commerce/OrderList.tsx). */
import { PageHeader } from "../../components/PageHeader";
import { OrderList } from "../commerce/OrderList";
import { useNs } from "../../i18n";
import { commerceSysNs } from "./i18n";
import "./commerce-sys.css";

// Not the kit's ResourceScreen: an order's status is its payment state, not an enabled switch.
export function SysOrders() {
  const { t } = useNs(commerceSysNs);
  return (
    <div data-testid="sys-orders-page">
      <PageHeader title={t("orders.title")} intro={t("orders.intro")} />
      <OrderList side="sys" />
    </div>
  );
}
