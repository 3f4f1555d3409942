/**
 * The frame of the mobile site's public pages, open without signing in at the desktop's addresses
 * (docs/public-site.md): the home, plans, the content pages, the module catalogue, and registration
 * (their routes are in MobileApp.tsx, the screens in screens/Public.tsx and screens/Register.tsx). The drawer lists the
 * pages (the desktop's tools page has no mobile twin), then sign-in and registration (or the user's own
 * home once signed in), the language and the same page on the desktop site.
 */
import { Suspense } from "react";
import { Link, NavLink, Outlet, useLocation } from "react-router-dom";
import { storeSiteChoice } from "../app/mobileSite";
import { useNs } from "../i18n";
import { publicNs, publicPages, publicPath, type PublicPage } from "../features/public/i18n";
import { usePublicSettingsQuery } from "../graphql/__generated__/documents/app";
import { Loading } from "./bits";
import { Frame } from "./Frame";
import { LanguageButtons } from "./LanguageButtons";
import { mobileNs } from "./i18n";

/** The public pages the mobile site has, in the desktop's order. */
export const mobilePublicPages: readonly Exclude<PublicPage, "tools">[] = publicPages.filter(
  (page): page is Exclude<PublicPage, "tools"> => page !== "tools",
);

function Entries({ open, onClose, signedIn }: { open: boolean; onClose: () => void; signedIn: boolean }) {
  const { t } = useNs(mobileNs);
  const { t: text } = useNs(publicNs);
  const location = useLocation();
  const settings = usePublicSettingsQuery();
  const registerEnabled = settings.data?.publicSettings.registerEnabled ?? false;
  const tab = open ? 0 : -1;
  return (
    <>
      <ul className="m-menu-list" aria-label={t("site.menu")}>
        {mobilePublicPages.map((page) => (
          <li key={page}>
            <NavLink
              to={publicPath(page)}
              tabIndex={tab}
              onClick={onClose}
              data-testid={`m-public-nav-${page}`}
            >
              {text(`nav.${page}`)}
            </NavLink>
          </li>
        ))}
      </ul>
      <div className="m-menu-section m-menu-actions">
        {signedIn ? (
          <Link to="/" className="m-button m-primary m-block" tabIndex={tab} data-testid="m-public-my-home">
            {t("site.myHome")}
          </Link>
        ) : (
          <>
            <Link
              to="/frontend/login"
              className="m-button m-primary m-block"
              tabIndex={tab}
              data-testid="m-public-sign-in"
            >
              {t("site.signIn")}
            </Link>
            {registerEnabled ? (
              <Link
                to="/register"
                className="m-button m-block"
                tabIndex={tab}
                data-testid="m-public-register"
              >
                {t("site.register")}
              </Link>
            ) : null}
          </>
        )}
      </div>
      <div className="m-menu-section">
        <span className="m-muted m-small">{t("menu.language")}</span>
        <LanguageButtons />
      </div>
      <div className="m-menu-section m-menu-foot">
        <a
          href={`/#${location.pathname}`}
          onClick={() => storeSiteChoice("desktop")}
          tabIndex={tab}
          data-testid="m-desktop-site"
        >
          {t("menu.desktop")}
        </a>
      </div>
    </>
  );
}

export function PublicShell({ signedIn }: { signedIn: boolean }) {
  const { t } = useNs(mobileNs);
  const bar = signedIn ? null : (
    <Link to="/frontend/login" className="m-button m-small" data-testid="m-bar-sign-in">
      {t("site.signIn")}
    </Link>
  );
  return (
    <Frame
      home="/page/home"
      menu={(open, close) => <Entries open={open} onClose={close} signedIn={signedIn} />}
      barEnd={bar}
      testId="m-public"
    >
      <Suspense fallback={<Loading />}>
        <Outlet />
      </Suspense>
    </Frame>
  );
}
