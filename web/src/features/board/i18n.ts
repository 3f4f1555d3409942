/** Strings of the back office's dashboard and its trend charts (loaded with the feature's chunk). */
import { defineNamespace, type Widen } from "../../i18n";

export const boardEn = {
  title: "Dashboard",
  users: "Normal users",
  usersActiveToday: "Users active today",
  systemUsers: "System users",
  liveSessions: "Live sessions",
  loginsToday: "Sign-ins today",
  failedLoginsToday: "Failed sign-ins today",
  roles: "Permission roles",
  permGroups: "Permission groups",
  updatedAt: "Updated {{time}}, refreshes every {{seconds}} seconds",
  payments: "Payment providers",
  paymentsNone:
    "None configured: buyers place orders and pay offline as the commerce settings' offline-payment text says; mark their orders paid in Orders.",
  configured: "configured",
  notConfigured: "not configured",
  wechat: "WeChat Pay",
  alipay: "Alipay",
  trends: {
    title: "The last {{days}} days",
    loading: "Loading the charts…",
    jobs: "Jobs by state (by the day created)",
    tokens: "Compute used (tokens metered)",
    storage: "Storage",
    storageIn: "Storage ({{unit}})",
    revenue: "Revenue (paid orders, yuan)",
    signUps: "Sign-ups",
    noJobs: "No jobs yet in these days.",
    noTokens: "No compute metered yet in these days.",
    noStorage: "No storage sampled yet in these days.",
    noRevenue: "No paid orders yet in these days.",
    noSignUps: "No sign-ups yet in these days.",
    states: {
      waiting: "Waiting",
      running: "Running",
      done: "Done",
      failed: "Failed",
      cancelled: "Cancelled",
    },
  },
} as const;

export type BoardCatalogue = Widen<typeof boardEn>;

declare module "../../i18n/namespaces" {
  interface Namespaces {
    board: BoardCatalogue;
  }
}

export const boardNs = defineNamespace("board", boardEn, () =>
  import("./i18nZh").then((module) => module.boardZh),
);
