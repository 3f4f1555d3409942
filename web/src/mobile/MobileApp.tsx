/**
 * The mobile site (spec §1): hash routes like the desktop site's, the sign-in page (at the desktop's
 * address, so that a lost session lands there too), the public pages and registration (PublicShell, at
 * the desktop's addresses, for visitors and users alike), and the signed-in shell with its menu; a
 * visitor at the root gets the public home. Every screen
 * is its own chunk; this file, the shell and the session check are the initial load.
 */
import { ApolloProvider } from "@apollo/client/react";
import { lazy, Suspense, useCallback, useEffect, useMemo, useState, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { HashRouter, Navigate, Route, Routes, useLocation } from "react-router-dom";
import { useVersionCheck } from "../app/version";
import { ProgressBar } from "../components/ProgressBar";
import { ScreenErrorBoundary } from "../components/ScreenErrorBoundary";
import { currentToasts, dismissToast, subscribeToasts } from "../components/toast";
import type { UserFieldsFragment } from "../graphql";
import { LogoutDocument, MeDocument, usePublicSettingsQuery } from "../graphql/__generated__/documents/app";
import { apolloClient, silentAuth } from "../graphql/client";
import { Loading } from "./bits";
import { MobileShell } from "./MobileShell";
import type { FromState } from "./routes";
import type { TextPage as TextPageName } from "../features/public/i18n";
import { featureReader, MobileSessionContext, type MobileSession } from "./session";

const Login = lazy(() => import("./screens/Login").then((m) => ({ default: m.Login })));
const PublicShell = lazy(() => import("./PublicShell").then((m) => ({ default: m.PublicShell })));
const publicScreens = () => import("./screens/Public");
const PublicHome = lazy(() => publicScreens().then((m) => ({ default: m.PublicHome })));
const Plans = lazy(() => publicScreens().then((m) => ({ default: m.Plans })));
const TextPage = lazy(() => publicScreens().then((m) => ({ default: m.TextPage })));
const Modules = lazy(() => publicScreens().then((m) => ({ default: m.Modules })));
const ModulePage = lazy(() => publicScreens().then((m) => ({ default: m.ModulePage })));
const Register = lazy(() => import("./screens/Register").then((m) => ({ default: m.Register })));

/** The desktop's content pages that the mobile site has too (all but tools). */
const mobileTextPages: readonly TextPageName[] = ["workflow", "tutorial", "course", "about", "contact"];

/** The session probe: the user, or null when nobody is signed in (never an error toast). */
async function readMe(): Promise<UserFieldsFragment | null> {
  try {
    const result = await apolloClient.query({
      query: MeDocument,
      context: silentAuth,
      fetchPolicy: "network-only",
    });
    return result.data?.me ?? null;
  } catch {
    return null;
  }
}

function Toasts() {
  const toasts = useSyncExternalStore(subscribeToasts, currentToasts);
  return (
    <div className="m-toasts" role="status" aria-live="polite">
      {toasts.map((item) => (
        <button
          type="button"
          key={item.id}
          className={`m-toast m-toast-${item.kind}`}
          onClick={() => dismissToast(item.id)}
          data-testid="toast"
          data-kind={item.kind}
        >
          {item.text}
        </button>
      ))}
    </div>
  );
}

/** A new deployment (spec §2): say so and reload, as the desktop's version dialog does. */
function VersionNotice() {
  const { t } = useTranslation();
  const location = useLocation();
  const updated = useVersionCheck(location.pathname);
  if (updated === null) return null;
  return (
    <div className="m-version" role="alertdialog" aria-labelledby="m-version-title" data-testid="m-version">
      <strong id="m-version-title">{t("version.title")}</strong>
      <p>{t("version.body", { version: updated })}</p>
      <button
        type="button"
        className="m-button m-primary m-block"
        onClick={() => window.location.reload()}
        data-testid="m-version-refresh"
      >
        {t("version.refresh")}
      </button>
    </div>
  );
}

/** A visitor: the root is the public home; every other address needs signing in first. */
function SignedOut() {
  const location = useLocation();
  if (location.pathname === "/") return <Navigate to="/page/home" replace />;
  const from = `${location.pathname}${location.search}`;
  return <Navigate to="/frontend/login" state={{ from } satisfies FromState} replace />;
}

function MobileRoutes() {
  const { i18n } = useTranslation();
  const location = useLocation();
  const settings = usePublicSettingsQuery();
  // undefined while the first probe runs.
  const [user, setUser] = useState<UserFieldsFragment | null | undefined>(undefined);
  const recheck = useCallback(async () => {
    const me = await readMe();
    setUser(me);
    return me;
  }, []);
  useEffect(() => {
    void recheck();
  }, [recheck]);
  useEffect(() => {
    document.documentElement.lang = i18n.language;
  }, [i18n.language]);

  const features = settings.data?.publicSettings.features ?? null;
  const session = useMemo<MobileSession | null>(
    () =>
      user
        ? {
            user,
            feature: featureReader(features),
            signOut: async () => {
              await apolloClient.mutate({ mutation: LogoutDocument });
              // Nothing of this user stays in memory for the next one.
              await apolloClient.clearStore();
              setUser(null);
            },
          }
        : null,
    [user, features],
  );

  if (user === undefined || (user && !settings.data)) return <Loading testId="m-starting" />;
  return (
    <ScreenErrorBoundary resetKey={location.pathname} home="/frontend/home" mobile>
      <Suspense fallback={<Loading />}>
        <Routes>
          <Route
            path="/frontend/login/:back?"
            element={<Login signedIn={user !== null} recheck={recheck} onSignedIn={setUser} />}
          />
          <Route element={<PublicShell signedIn={user !== null} />}>
            <Route path="/page/home" element={<PublicHome signedIn={user !== null} />} />
            <Route path="/page/plans/:anchor?" element={<Plans />} />
            {mobileTextPages.map((page) => (
              <Route key={page} path={`/page/${page}`} element={<TextPage page={page} />} />
            ))}
            <Route path="/page/*" element={<Navigate to="/page/home" replace />} />
            <Route path="/modules" element={<Modules />} />
            <Route path="/modules/:id" element={<ModulePage />} />
            <Route path="/register" element={user ? <Navigate to="/" replace /> : <Register />} />
          </Route>
          <Route
            path="*"
            element={
              session ? (
                <MobileSessionContext.Provider value={session}>
                  <MobileShell />
                </MobileSessionContext.Provider>
              ) : (
                <SignedOut />
              )
            }
          />
        </Routes>
      </Suspense>
    </ScreenErrorBoundary>
  );
}

export function MobileApp() {
  return (
    <ApolloProvider client={apolloClient}>
      <HashRouter>
        <ProgressBar />
        <VersionNotice />
        <MobileRoutes />
        <Toasts />
      </HashRouter>
    </ApolloProvider>
  );
}
