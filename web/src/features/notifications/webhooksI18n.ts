/** The webhook settings' strings (loaded with the account page). */
import { defineNamespace, type Widen } from "../../i18n";

export const webhooksEn = {
  title: "Webhooks",
  projectTitle: "The project's webhooks",
  projectApproval: "A job of the project waits for approval",
  projectHelp:
    "A project webhook receives the events of every member's jobs in this project (done, failed, waiting for approval) as a JSON POST signed with its secret, like a personal webhook. Only the project's owners see and change them.",
  help: "A webhook receives the events you choose as a JSON POST, signed with its secret: the X-Crucible-Signature header is sha256= and the HMAC-SHA256 of “timestamp.body”, the timestamp being X-Crucible-Timestamp. An answer other than 2xx is tried again later, up to 8 times.",
  none: "No webhooks yet.",
  add: "Add a webhook",
  edit: "Change the webhook",
  name: "Name",
  url: "URL",
  urlHelp: "http:// or https://, without a user name or password.",
  events: "Events",
  enabled: "On",
  noEvents: "none (pings only)",
  created: "The webhook was made.",
  saved: "The webhook was saved.",
  deleted: "The webhook was deleted.",
  remove: "Delete",
  removeConfirm: "Delete the webhook “{{name}}” and its delivery log?",
  secretTitle: "The webhook's secret",
  secretHelp: "Copy it now: it is not shown again. Your endpoint checks each delivery's signature with it.",
  copy: "Copy",
  close: "Close",
  rotate: "New secret",
  rotateConfirm: "Make a new secret for “{{name}}”? The current one stops signing deliveries at once.",
  ping: "Send a test",
  pinged: "A test delivery (event ping) is on its way.",
  pingEvent: "Test (ping)",
  deliveries: "Deliveries",
  deliveriesOf: "Deliveries to “{{name}}”",
  noDeliveries: "Nothing was delivered to this webhook yet.",
  refresh: "Refresh",
  event: "Event",
  state: "State",
  attempts: "Attempts",
  answer: "Answer",
  when: "Made",
  next: "next attempt {{when}}",
  redeliver: "Send again",
  redelivered: "The delivery is sent again with the next round.",
  states: {
    pending: "Pending",
    sent: "Sent",
    failed: "Failed",
  },
  noAnswer: "no answer",
  tooMany: "At most 10 webhooks.",
  required: "Required",
} as const;

export type WebhooksCatalogue = Widen<typeof webhooksEn>;

declare module "../../i18n/namespaces" {
  interface Namespaces {
    webhooks: WebhooksCatalogue;
  }
}

/** The webhooks namespace (its Chinese half is webhooksI18nZh.ts, loaded on demand). */
export const webhooksNs = defineNamespace("webhooks", webhooksEn, () =>
  import("./webhooksI18nZh").then((module) => module.webhooksZh),
);
