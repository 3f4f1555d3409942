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
