/** Strings of one's own account screens: API tokens, the profile, the password form and the front home (loaded with the feature's chunk). */
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
  profile: {
    title: "My profile",
    avatar: "Avatar",
    uploadAvatar: "Upload a picture",
    chooseTemplate: "Or choose one of these avatars",
    avatarUpdated: "Your avatar has been updated",
    info: "Personal information",
    name: "Name",
    realName: "Real name",
    gender: "Gender",
    companyName: "Company or institution",
    address: "Address",
    site: "Website",
    email: "E-mail",
    phone: "Phone",
    activated: "Activated",
    notActivated: "Not activated",
    activate: "Activate",
    activateTitle: "Activate your {{kind}}",
    activateIntro: "We sent a 6-digit code to {{target}}. Enter it below.",
    activatedDone: "Activation complete",
    sendCode: "Send the code",
    saveInfo: "Save profile",
    passwordTitle: "Change password",
    oldPassword: "Current password",
    newPassword: "New password",
    repeatPassword: "Repeat the new password",
    passwordChanged: "Your password has been changed",
    welcome: "Welcome, {{name}}",
    welcomeBody:
      "This is your workspace. Manage your profile, API tokens for scripted clients, and your sessions.",
    systemFields: "A back-office account keeps a name, an e-mail and a phone.",
    accountSummary: "Account",
    memberSince: "Member since {{date}}",
    lastLogin: "Last sign-in {{date}}",
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
