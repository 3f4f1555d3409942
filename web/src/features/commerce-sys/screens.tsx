/** The back office's commerce screens (spec §2, issue 11), behind the UserResourcePack switch. */
import { commerceFeature } from "@crucible/schema";
import { defineScreenGroup, lazyScreen, type ScreenGroup } from "../../app/screen";

const group: ScreenGroup = {
  stage: "system",
  feature: commerceFeature,
  anyOf: ["User.ResourcePack.Read"],
};

export const screens = defineScreenGroup(group, [
  {
    route: "orders",
    Component: lazyScreen(
      () => import("./Orders"),
      (m) => m.SysOrders,
    ),
    menu: { label: { en: "Orders", zh: "订单" }, icon: "shopping cart", group: "commerce", rank: 10 },
  },
  {
    route: "user-orders/:userId?",
    Component: lazyScreen(
      () => import("./UserOrders"),
      (m) => m.UserOrders,
    ),
    menu: {
      label: { en: "User orders", zh: "用户订单" },
      icon: "address card outline",
      group: "commerce",
      rank: 20,
    },
  },
  {
    route: "resource-packs",
    Component: lazyScreen(
      () => import("./ResourcePacks"),
      (m) => m.SysResourcePacks,
    ),
    menu: {
      label: { en: "User resource packs", zh: "用户资源包" },
      icon: "cubes",
      group: "commerce",
      rank: 30,
    },
  },
  {
    route: "recharge-cards",
    anyOf: ["User.ResourcePack.Card.Read"],
    Component: lazyScreen(
      () => import("./RechargeCards"),
      (m) => m.RechargeCards,
    ),
    menu: {
      label: { en: "Recharge cards", zh: "充值卡" },
      icon: "credit card outline",
      group: "commerce",
      rank: 40,
    },
  },
  {
    route: "packages",
    Component: lazyScreen(
      () => import("./Packages"),
      (m) => m.Packages,
    ),
    menu: { label: { en: "Packages", zh: "套餐" }, icon: "boxes", group: "commerce", rank: 50 },
  },
  {
    route: "invoices",
    Component: lazyScreen(
      () => import("./Invoices"),
      (m) => m.Invoices,
    ),
    menu: {
      label: { en: "Invoices", zh: "发票" },
      icon: "file alternate outline",
      group: "commerce",
      rank: 60,
    },
  },
  {
    route: "payment-notifies",
    Component: lazyScreen(
      () => import("./PaymentNotifies"),
      (m) => m.PaymentNotifies,
    ),
    menu: {
      label: { en: "Payment notifications", zh: "支付通知" },
      icon: "exchange",
      group: "commerce",
      rank: 65,
    },
  },
  {
    route: "commerce-settings",
    Component: lazyScreen(
      () => import("./CommerceSettings"),
      (m) => m.CommerceSettings,
    ),
    menu: {
      label: { en: "Check-in settings", zh: "签到设置" },
      icon: "calendar check outline",
      group: "commerce",
      rank: 70,
    },
  },
]);
