import { describe, expect, it } from "vitest";
import { isMobileBrowser, mobileHashOf, mobileRedirectTarget } from "./mobileSite";

const iphone =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) " +
  "Version/17.4 Mobile/15E148 Safari/604.1";
const android =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36";
const desktop =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";

describe("mobile browsers", () => {
  it("tells phones from desktops", () => {
    expect(isMobileBrowser(iphone)).toBe(true);
    expect(isMobileBrowser(android)).toBe(true);
    expect(isMobileBrowser(desktop)).toBe(false);
  });
});

describe("the mobile redirect", () => {
  const base = { userAgent: iphone, mobileUrl: "", choice: null, hash: "#/" } as const;

  it("sends a phone to the gateway's own mobile site when no address is configured", () => {
    expect(mobileRedirectTarget(base)).toBe("/m/");
  });

  it("sends a phone to the configured address when there is one", () => {
    expect(mobileRedirectTarget({ ...base, mobileUrl: "https://m.example.org/" })).toBe(
      "https://m.example.org/",
    );
  });

  it("leaves desktops alone", () => {
    expect(mobileRedirectTarget({ ...base, userAgent: desktop })).toBeNull();
    expect(
      mobileRedirectTarget({ ...base, userAgent: desktop, mobileUrl: "https://m.example.org/" }),
    ).toBeNull();
  });

  it("leaves a phone whose user chose the desktop site, and follows a choice of the mobile site", () => {
    expect(mobileRedirectTarget({ ...base, choice: "desktop" })).toBeNull();
    expect(
      mobileRedirectTarget({ ...base, choice: "desktop", mobileUrl: "https://m.example.org/" }),
    ).toBeNull();
    expect(mobileRedirectTarget({ ...base, choice: "mobile" })).toBe("/m/");
  });

  it("never redirects the back office or password reset, which have no mobile twin", () => {
    expect(mobileRedirectTarget({ ...base, hash: "#/system/home/board" })).toBeNull();
    expect(mobileRedirectTarget({ ...base, hash: "#/system/login" })).toBeNull();
    expect(mobileRedirectTarget({ ...base, hash: "#/frontend/forget-password" })).toBeNull();
  });

  it("keeps a shared link's target on the own mobile site", () => {
    expect(mobileRedirectTarget({ ...base, hash: "#/frontend/home/jobs/42?task=a" })).toBe("/m/#/jobs/42");
    expect(mobileRedirectTarget({ ...base, hash: "#/frontend/home/datasets/public" })).toBe(
      "/m/#/datasets/public",
    );
  });

  it("sends a visitor at a public address to the public page, not to sign-in", () => {
    expect(mobileRedirectTarget({ ...base, hash: "" })).toBe("/m/");
    expect(mobileRedirectTarget({ ...base, hash: "#/page/home" })).toBe("/m/#/page/home");
    expect(mobileRedirectTarget({ ...base, hash: "#/page/plans/token" })).toBe("/m/#/page/plans/token");
    expect(mobileRedirectTarget({ ...base, hash: "#/modules" })).toBe("/m/#/modules");
    expect(mobileRedirectTarget({ ...base, hash: "#/modules/12" })).toBe("/m/#/modules/12");
    expect(mobileRedirectTarget({ ...base, hash: "#/page/about" })).toBe("/m/#/page/about");
    expect(mobileRedirectTarget({ ...base, hash: "#/register" })).toBe("/m/#/register");
  });

  it("sends signed-in-only addresses without a mobile twin to sign-in", () => {
    expect(mobileRedirectTarget({ ...base, hash: "#/frontend/home/workflows" })).toBe("/m/#/frontend/login");
    expect(mobileRedirectTarget({ ...base, hash: "#/module/7" })).toBe("/m/#/frontend/login");
  });
});

describe("desktop routes on the mobile site", () => {
  it("maps jobs, data sets, commerce and sign-in", () => {
    expect(mobileHashOf("#/frontend/home/jobs")).toBe("#/jobs");
    expect(mobileHashOf("#/frontend/home/jobs/7/sdf?task=a&output=b")).toBe("#/jobs/7");
    expect(mobileHashOf("#/frontend/home/datasets")).toBe("#/datasets");
    expect(mobileHashOf("#/frontend/home/datasets/module-demo?folder=a")).toBe("#/datasets/module-demo");
    expect(mobileHashOf("#/frontend/home/resources/redeem")).toBe("#/recharge");
    expect(mobileHashOf("#/frontend/home/resources/checkIn")).toBe("#/check-in");
    expect(mobileHashOf("#/frontend/login/true")).toBe("#/frontend/login");
    expect(mobileHashOf("#/login")).toBe("#/frontend/login");
  });

  it("keeps an OIDC refusal on the sign-in page, and nothing else of its query", () => {
    expect(mobileHashOf("#/frontend/login?sso_error=SsoNotLinked")).toBe(
      "#/frontend/login?sso_error=SsoNotLinked",
    );
    expect(
      mobileRedirectTarget({
        userAgent: iphone,
        mobileUrl: "",
        choice: null,
        hash: "#/frontend/login?sso_error=SsoProviderFailed",
      }),
    ).toBe("/m/#/frontend/login?sso_error=SsoProviderFailed");
    expect(mobileHashOf("#/frontend/login?other=1")).toBe("#/frontend/login");
    expect(mobileHashOf("#/frontend/login?sso_error=%3Cscript%3E")).toBe("#/frontend/login");
    expect(mobileHashOf("#/frontend/home/workflows?sso_error=SsoNotLinked")).toBe("#/frontend/login");
  });

  it("maps the desktop's root and home to the mobile root", () => {
    expect(mobileHashOf("")).toBe("");
    expect(mobileHashOf("#/")).toBe("");
    expect(mobileHashOf("#/frontend/home")).toBe("");
  });

  it("maps the public pages and registration to the same addresses", () => {
    expect(mobileHashOf("#/page/home")).toBe("#/page/home");
    expect(mobileHashOf("#/page/plans")).toBe("#/page/plans");
    expect(mobileHashOf("#/page/plans/storage")).toBe("#/page/plans/storage");
    expect(mobileHashOf("#/page/plans/other")).toBe("#/page/home");
    for (const page of ["workflow", "tutorial", "course", "about", "contact"]) {
      expect(mobileHashOf(`#/page/${page}`)).toBe(`#/page/${page}`);
    }
    expect(mobileHashOf("#/modules")).toBe("#/modules");
    expect(mobileHashOf("#/modules/42")).toBe("#/modules/42");
    expect(mobileHashOf("#/register")).toBe("#/register");
  });

  it("opens the public home for public pages without a mobile twin", () => {
    expect(mobileHashOf("#/page/tools")).toBe("#/page/home");
    expect(mobileHashOf("#/page/tools/3")).toBe("#/page/home");
    expect(mobileHashOf("#/page/download")).toBe("#/page/home");
    expect(mobileHashOf("#/page")).toBe("#/page/home");
  });

  it("opens sign-in for every signed-in-only address without a twin", () => {
    expect(mobileHashOf("#/frontend/home/jobsx")).toBe("#/frontend/login");
    expect(mobileHashOf("#/frontend/home/modules/3")).toBe("#/frontend/login");
    expect(mobileHashOf("#/workflow/5")).toBe("#/frontend/login");
    expect(mobileHashOf("#/modules/abc")).toBe("#/frontend/login");
  });
});
