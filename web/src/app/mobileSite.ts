/**
 * Which site a browser gets (spec §1: mobile browsers go to the mobile site). The decision is pure so
 * that both sites share it: a mobile browser on the desktop site goes to the configured mobile address
 * (`publicSettings.mobileUrl`) or, when none is configured, to the gateway's own mobile site at `/m/`;
 * a user who chose the desktop site (the mobile site's "desktop site" link) stays, until they choose the
 * mobile site again. The back office has no mobile twin: its routes are never redirected.
 */

/** The gateway's own mobile site (web/mobile.html, served by the gateway under this path). */
export const mobileSitePath = "/m/";

/** localStorage key of the user's explicit choice. */
export const siteChoiceKey = "crucible.site";

export type SiteChoice = "desktop" | "mobile";

const mobileAgent = /Android|webOS|iPhone|iPad|iPod|BlackBerry|IEMobile|Opera Mini|Mobile/i;

export function isMobileBrowser(userAgent: string): boolean {
  return mobileAgent.test(userAgent);
}

export function readSiteChoice(): SiteChoice | null {
  try {
    const stored = window.localStorage.getItem(siteChoiceKey);
    return stored === "desktop" || stored === "mobile" ? stored : null;
  } catch {
    return null;
  }
}

export function storeSiteChoice(choice: SiteChoice): void {
  try {
    window.localStorage.setItem(siteChoiceKey, choice);
  } catch {
    // Private browsing may refuse storage: the choice then lasts for this page only.
  }
}

/**
 * The mobile site's hash route for a desktop hash route, so that a shared link to a job or to the
 * data sets opens the same thing on a phone; anything else opens the mobile home.
 */
export function mobileHashOf(desktopHash: string): string {
  const route = desktopHash.replace(/^#/, "");
  const job = /^\/frontend\/home\/jobs\/([^/?]+)/.exec(route);
  if (job) return `#/jobs/${job[1]}`;
  if (/^\/frontend\/home\/jobs(?:[/?]|$)/.test(route)) return "#/jobs";
  const kind = /^\/frontend\/home\/datasets\/(private|temporary|public|module-demo)(?:[/?]|$)/.exec(route);
  if (kind) return `#/datasets/${kind[1]}`;
  if (/^\/frontend\/home\/resources\/redeem(?:[/?]|$)/.test(route)) return "#/recharge";
  if (/^\/frontend\/home\/resources\/checkIn(?:[/?]|$)/.test(route)) return "#/check-in";
  if (/^\/(?:frontend\/)?login(?:[/?]|$)/.test(route)) return "#/frontend/login";
  return "";
}

export interface RedirectInput {
  readonly userAgent: string;
  /** publicSettings.mobileUrl: an outside address, or empty for the gateway's own mobile site. */
  readonly mobileUrl: string;
  readonly choice: SiteChoice | null;
  /** The desktop site's current hash route. */
  readonly hash: string;
}

/** Where the desktop site sends this browser, or null to stay. */
export function mobileRedirectTarget(input: RedirectInput): string | null {
  if (!isMobileBrowser(input.userAgent) || input.choice === "desktop") return null;
  if (/^#?\/system(?:\/|$)/.test(input.hash)) return null;
  if (input.mobileUrl !== "") return input.mobileUrl;
  return `${mobileSitePath}${mobileHashOf(input.hash)}`;
}
