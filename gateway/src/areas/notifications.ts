/** Notifications (issue 28 item 5): a user's notification centre. */
import { userNotificationResource } from "../domain/notifications/notifications.js";
import { userWebhookDeliveryResource, userWebhookResource } from "../domain/notifications/webhooks.js";
import {
  notificationMutations,
  notificationQueries,
  notificationTypeResolvers,
} from "../graphql/resolvers/notifications.js";
import { notificationCalls } from "../rest/notifications.js";
import { defineArea } from "./area.js";

export const notificationsArea = defineArea({
  name: "notifications",
  resources: [userNotificationResource, userWebhookResource, userWebhookDeliveryResource],
  calls: notificationCalls,
  resolvers: [{ Query: notificationQueries, Mutation: notificationMutations }, notificationTypeResolvers],
});
