/** Strings of the back office's access screens: the login policy (loaded with the feature's chunk). */
import { defineNamespace, type Widen } from "../../i18n";

export const accessEn = {
  policy: {
    title: "Login policy",
    intro: "Rules applied to every sign-in of the normal user and administrator sides.",
    failures: "Failed sign-ins",
    FailMax: "Failures allowed per account (0 = no limit)",
    FailWindowMinutes: "Counting window (minutes)",
    IpFailMax: "Failures allowed per IP address (0 = no limit)",
    addresses: "Addresses",
    IpAllow: "Allowed addresses (one per line; empty allows all)",
    IpDeny: "Denied addresses (one per line)",
    TimeWindows: "Sign-in time windows (server time; none = any time)",
    start: "From",
    end: "To",
    addWindow: "Add a window",
    sessionsTitle: "Sessions and passwords",
    SessionMax: "Concurrent sessions per account (0 = no limit)",
    SessionIdleHours: "Session lifetime without activity (hours)",
    PwdExpireDays: "Password expiry (days, 0 = never)",
  },
} as const;

export type AccessCatalogue = Widen<typeof accessEn>;

declare module "../../i18n/namespaces" {
  interface Namespaces {
    access: AccessCatalogue;
  }
}

export const accessNs = defineNamespace("access", accessEn, () =>
  import("./i18nZh").then((module) => module.accessZh),
);
