/**
 * Which site a browser gets (spec §1: mobile browsers go to the mobile site). The decision is pure so
 * that both sites share it: a mobile browser on the desktop site goes to the configured mobile address
 * (`publicSettings.mobileUrl`) or, when none is configured, to the gateway's own mobile site at `/m/`;
 * a user who chose the desktop site (the mobile site's "desktop site" link) stays, until they choose the
 * mobile site again. The back office and password reset have no mobile twin: they are never redirected.
 */
import { ssoErrorParam } from "@crucible/schema";

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
 * The mobile sign-in for a desktop sign-in address, keeping the refusal an OIDC callback sent there
 * (`?sso_error=`, a catalogue type: docs/sign-in.md), which the mobile page shows as the desktop's does.
 */
function mobileSignIn(desktopHash: string): string {
  const route = desktopHash.replace(/^#/, "");
  const query = route.indexOf("?");
  if (!/^\/(?:frontend\/)?login(?:[/?]|$)/.test(route) || query < 0) return "#/frontend/login";
  const refused = new URLSearchParams(route.slice(query + 1)).get(ssoErrorParam);
  if (!refused || !/^[A-Za-z]{1,64}$/.test(refused)) return "#/frontend/login";
  return `#/frontend/login?${new URLSearchParams({ [ssoErrorParam]: refused }).toString()}`;
}

/** The content pages of the public site that the mobile site has too (docs/public-site.md). */
const mobileTextPages = "workflow|tutorial|course|about|contact";

/**
 * The mobile site's hash route for a desktop hash route, so that a shared link opens the same thing on
 * a phone: the public pages (home, plans, modules, the content pages) and registration at the same
 * addresses; jobs, data sets, check-in, recharge and sign-in at their mobile twins. The public site's
 * other pages (tools, download) open the mobile public home; the desktop's own root (`#/`, "") opens the
 * mobile root (the public home for a visitor, the user's home once signed in); every other address is
 * signed-in only and opens the mobile sign-in, which goes on to the mobile home once signed in (a
 * sign-in address keeps an OIDC refusal, `?sso_error=`, for the mobile page to show).
 */
export function mobileHashOf(desktopHash: string): string {
  const route = desktopHash.replace(/^#/, "").replace(/[?].*$/, "");
  if (route === "" || route === "/") return "";
  const job = /^\/frontend\/home\/jobs\/([^/?]+)/.exec(route);
  if (job) return `#/jobs/${job[1]}`;
  if (/^\/frontend\/home\/jobs\/?$/.test(route)) return "#/jobs";
  const kind = /^\/frontend\/home\/datasets\/(private|temporary|public|module-demo)(?:\/|$)/.exec(route);
  if (kind) return `#/datasets/${kind[1]}`;
  if (/^\/frontend\/home\/datasets\/?$/.test(route)) return "#/datasets";
  if (/^\/frontend\/home\/resources\/redeem\/?$/.test(route)) return "#/recharge";
  if (/^\/frontend\/home\/resources\/checkIn\/?$/.test(route)) return "#/check-in";
  if (/^\/frontend\/home\/?$/.test(route)) return "";
  const plans = /^\/page\/plans(?:\/(token|storage))?\/?$/.exec(route);
  if (plans) return plans[1] ? `#/page/plans/${plans[1]}` : "#/page/plans";
  const text = new RegExp(`^/page/(${mobileTextPages})/?$`).exec(route);
  if (text) return `#/page/${text[1]}`;
  if (/^\/page(?:\/|$)/.test(route)) return "#/page/home";
  const module = /^\/modules\/(\d{1,15})\/?$/.exec(route);
  if (module) return `#/modules/${module[1]}`;
  if (/^\/modules\/?$/.test(route)) return "#/modules";
  if (/^\/register\/?$/.test(route)) return "#/register";
  return mobileSignIn(desktopHash);
}

/** Desktop routes with no mobile twin that a phone may still need: the back office, password reset. */
function staysOnDesktop(hash: string): boolean {
  const route = hash.replace(/^#/, "");
  return /^\/system(?:\/|$)/.test(route) || /^\/[^/]+\/forget-password(?:[/?]|$)/.test(route);
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
  if (staysOnDesktop(input.hash)) return null;
  if (input.mobileUrl !== "") return input.mobileUrl;
  return `${mobileSitePath}${mobileHashOf(input.hash)}`;
}
