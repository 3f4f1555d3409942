/** Strings of one's own account screens: API tokens (loaded with the feature's chunk). */
import { defineNamespace, type Widen } from "../../i18n";

export const accountEn = {
  tokens: {
    title: "API tokens",
    intro:
      "Scripted clients (command line, notebooks, pipelines) authenticate with an API token sent as Authorization: Bearer <token>.",
    create: "New API token",
    createTitle: "New API token",
    name: "Name",
    readOnly: "Read-only",
    expiresInDays: "Expires after (days, empty = never)",
    prefix: "Prefix",
    expiresAt: "Expires",
    lastUsedAt: "Last used",
    secretTitle: "Your new API token",
    secretHint: "Copy the API token now: it is shown only once and cannot be read again.",
    revoke: "Revoke",
    revokeConfirm: "Revoke the API token {{name}}? Clients using it will stop working.",
    revoked: "The API token has been revoked",
    readWrite: "Read and write",
  },
} as const;

export type AccountCatalogue = Widen<typeof accountEn>;

declare module "../../i18n/namespaces" {
  interface Namespaces {
    account: AccountCatalogue;
  }
}

export const accountNs = defineNamespace("account", accountEn, () =>
  import("./i18nZh").then((module) => module.accountZh),
);
