/** The back office's commerce screens (spec §2, issue 11), behind the UserResourcePack switch. */
import type { Permission } from "@crucible/schema";
import { defineScreens, lazyScreen } from "../../app/screen";

const packRead: readonly Permission[] = ["User.ResourcePack.Read"];
const feature = "UserResourcePack";

export const commerceSysScreens = defineScreens([
  {
    route: "orders",
    stage: "system",
    feature,
    anyOf: packRead,
    Component: lazyScreen(
      () => import("./Orders"),
      (m) => m.SysOrders,
    ),
    menu: { label: "orders", icon: "shopping cart", group: "commerce", rank: 10 },
  },
  {
    route: "user-orders/:userId?",
    stage: "system",
    feature,
    anyOf: packRead,
    Component: lazyScreen(
      () => import("./UserOrders"),
      (m) => m.UserOrders,
    ),
    menu: { label: "userOrders", icon: "address card outline", group: "commerce", rank: 20 },
  },
  {
    route: "resource-packs",
    stage: "system",
    feature,
    anyOf: packRead,
    Component: lazyScreen(
      () => import("./ResourcePacks"),
      (m) => m.SysResourcePacks,
    ),
    menu: { label: "resourcePacks", icon: "cubes", group: "commerce", rank: 30 },
  },
  {
    route: "recharge-cards",
    stage: "system",
    feature,
    anyOf: ["User.ResourcePack.Card.Read"],
    Component: lazyScreen(
      () => import("./RechargeCards"),
      (m) => m.RechargeCards,
    ),
    menu: { label: "rechargeCards", icon: "credit card outline", group: "commerce", rank: 40 },
  },
  {
    route: "packages",
    stage: "system",
    feature,
    anyOf: packRead,
    Component: lazyScreen(
      () => import("./Packages"),
      (m) => m.Packages,
    ),
    menu: { label: "packages", icon: "boxes", group: "commerce", rank: 50 },
  },
  {
    route: "invoices",
    stage: "system",
    feature,
    anyOf: packRead,
    Component: lazyScreen(
      () => import("./Invoices"),
      (m) => m.Invoices,
    ),
    menu: { label: "invoices", icon: "file alternate outline", group: "commerce", rank: 60 },
  },
  {
    route: "payment-notifies",
    stage: "system",
    feature,
    anyOf: packRead,
    Component: lazyScreen(
      () => import("./PaymentNotifies"),
      (m) => m.PaymentNotifies,
    ),
    menu: { label: "paymentNotifies", icon: "exchange", group: "commerce", rank: 65 },
  },
  {
    route: "commerce-settings",
    stage: "system",
    feature,
    anyOf: packRead,
    Component: lazyScreen(
      () => import("./CommerceSettings"),
      (m) => m.CommerceSettings,
    ),
    menu: { label: "commerceSettings", icon: "calendar check outline", group: "commerce", rank: 70 },
  },
]);
