/** Commerce (spec §1, §3, §4, §6, §8, §9): packages, resource packs, recharge cards, daily check-in. */
import { sysCardResource } from "../domain/commerce/cards.js";
import { sysPackageResource } from "../domain/commerce/packages.js";
import { sysPackResource, userPackResource } from "../domain/commerce/packs.js";
import { sysOrderResource, userOrderResource } from "../domain/commerce/orders.js";
import { sysInvoiceResource, userInvoiceResource } from "../domain/commerce/invoices.js";
import { sysPaymentNotifyResource } from "../domain/commerce/refunds.js";
import { commerceMutations, commerceQueries, commerceTypeResolvers } from "../graphql/resolvers/commerce.js";
import { commerceCalls } from "../rest/commerce.js";
import { defineArea } from "./area.js";

export const commerceArea = defineArea({
  name: "commerce",
  resources: [
    sysPackageResource,
    userPackResource,
    sysPackResource,
    sysCardResource,
    userOrderResource,
    sysOrderResource,
    userInvoiceResource,
    sysInvoiceResource,
    sysPaymentNotifyResource,
  ],
  calls: commerceCalls,
  resolvers: [{ Query: commerceQueries, Mutation: commerceMutations }, commerceTypeResolvers],
});
