/** Strings of the back office's sessions screens: login logs (loaded with the feature's chunk). */
import { defineNamespace, type Widen } from "../../i18n";

export const sessionsEn = {
  loginLogs: {
    title: "Login logs",
    method: "Method",
    success: "Result",
    succeeded: "Succeeded",
    failed: "Failed",
    errorType: "Error",
    time: "Time",
  },
  sessions: {
    title: "Login sessions",
    userSide: "Normal users",
    systemSide: "System users",
    ip: "IP address",
    userAgent: "Browser",
    createdAt: "Signed in",
    lastSeenAt: "Last seen",
    expiresAt: "Expires",
    userId: "User ID",
    kick: "Kick",
    kickConfirm: "End the session of {{account}} from {{ip}}?",
    myTitle: "My sessions",
    myIntro: "Devices and browsers where your account is signed in. End any session you do not recognise.",
    revoke: "Sign out this session",
  },
} as const;

export type SessionsCatalogue = Widen<typeof sessionsEn>;

declare module "../../i18n/namespaces" {
  interface Namespaces {
    sessions: SessionsCatalogue;
  }
}

export const sessionsNs = defineNamespace("sessions", sessionsEn, () =>
  import("./i18nZh").then((module) => module.sessionsZh),
);
