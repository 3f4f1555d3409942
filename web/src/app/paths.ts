/** Typed route builders (hash routes, spec §2). */
import { stages, type Stage } from "@crucible/schema";

export type { Stage };

export function isStage(value: string | undefined): value is Stage {
  return stages.some((stage) => stage === value);
}

export const paths = {
  landing: "/",
  publicHome: "/page/home",
  download: "/page/download",
  register: "/register",
  login: (stage: Stage, back?: string) => (back ? `/${stage}/login/${back}` : `/${stage}/login`),
  forgetPassword: (stage: Stage) => `/${stage}/forget-password`,
  home: (stage: Stage) => `/${stage}/home`,
  child: (stage: Stage, route: string) => (route === "" ? `/${stage}/home` : `/${stage}/home/${route}`),
} as const;

/** The stage of a router pathname (/system/... is the back office). */
export function stageOfPath(pathname: string): Stage | "public" {
  if (pathname.startsWith("/system/") || pathname === "/system") return "system";
  if (pathname.startsWith("/frontend/") || pathname === "/frontend") return "frontend";
  return "public";
}

/**
 * A `back` value other than "true" is an address to go to after login. Only in-app routes are
 * followed, so that a crafted link cannot send a user to another site.
 */
export function backAddress(back: string | undefined): string | null {
  if (!back || back === "true") return null;
  const decoded = decodeURIComponent(back);
  return decoded.startsWith("/") && !decoded.startsWith("//") ? decoded : null;
}
