/** The back office's commerce screens (spec §2, issue 11), behind the UserResourcePack switch. */
import { defineScreenGroup, lazyScreen, type ScreenGroup } from "../../app/screen";

const group: ScreenGroup = {
  stage: "system",
  feature: "UserResourcePack",
  anyOf: ["User.ResourcePack.Read"],
};

export const screens = defineScreenGroup(group, [
  {
    route: "orders",
    Component: lazyScreen(
      () => import("./Orders"),
      (m) => m.SysOrders,
    ),
    menu: { label: "orders", icon: "shopping cart", group: "commerce", rank: 10 },
  },
  {
    route: "user-orders/:userId?",
    Component: lazyScreen(
      () => import("./UserOrders"),
      (m) => m.UserOrders,
    ),
    menu: { label: "userOrders", icon: "address card outline", group: "commerce", rank: 20 },
  },
  {
    route: "resource-packs",
    Component: lazyScreen(
      () => import("./ResourcePacks"),
      (m) => m.SysResourcePacks,
    ),
    menu: { label: "resourcePacks", icon: "cubes", group: "commerce", rank: 30 },
  },
  {
    route: "recharge-cards",
    anyOf: ["User.ResourcePack.Card.Read"],
    Component: lazyScreen(
      () => import("./RechargeCards"),
      (m) => m.RechargeCards,
    ),
    menu: { label: "rechargeCards", icon: "credit card outline", group: "commerce", rank: 40 },
  },
  {
    route: "packages",
    Component: lazyScreen(
      () => import("./Packages"),
      (m) => m.Packages,
    ),
    menu: { label: "packages", icon: "boxes", group: "commerce", rank: 50 },
  },
  {
    route: "invoices",
    Component: lazyScreen(
      () => import("./Invoices"),
      (m) => m.Invoices,
    ),
    menu: { label: "invoices", icon: "file alternate outline", group: "commerce", rank: 60 },
  },
  {
    route: "payment-notifies",
    Component: lazyScreen(
      () => import("./PaymentNotifies"),
      (m) => m.PaymentNotifies,
    ),
    menu: { label: "paymentNotifies", icon: "exchange", group: "commerce", rank: 65 },
  },
  {
    route: "commerce-settings",
    Component: lazyScreen(
      () => import("./CommerceSettings"),
      (m) => m.CommerceSettings,
    ),
    menu: { label: "commerceSettings", icon: "calendar check outline", group: "commerce", rank: 70 },
  },
]);
