/** The hash router of spec §2: public site, sign-in pages, and the shell of each stage. */
import { ApolloProvider } from "@apollo/client/react";
import { Suspense, useEffect, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Loader } from "semantic-ui-react";
import { HashRouter, Navigate, Route, Routes, useLocation, useParams } from "react-router-dom";
import { ProgressBar } from "../components/ProgressBar";
import { ScreenErrorBoundary } from "../components/ScreenErrorBoundary";
import { Toasts } from "../components/Toasts";
import { Landing } from "../features/public/Landing";
import { WorkflowShortcut } from "../features/workflow/routes";
import { usePublicSettingsQuery } from "../graphql/__generated__/documents/app";
import { apolloClient } from "../graphql/client";
import { NoPermission, NotFound } from "./Notices";
import { isStage, paths, type Stage } from "./paths";
import {
  isMobileBrowser,
  mobileRedirectTarget,
  mobileSitePath,
  readSiteChoice,
  storeSiteChoice,
} from "./mobileSite";
import { RouteBehaviour } from "./RouteBehaviour";
import { lazyScreen, type ScreenDef } from "./screen";
import { screens } from "./screens";
import { useSession } from "./session";
import { RequireFeature, RequirePerm, StageShell, SystemIndex } from "./StageShell";
import { EmbeddedLink } from "./EmbeddedLink";

// Every screen but the public home is its own chunk, loaded when its route opens (DESIGN.md §7 budget);
// the shells' screens are listed in app/screens.ts.
const ForgetPassword = lazyScreen(
  () => import("../features/auth/ForgetPassword"),
  (m) => m.ForgetPassword,
);
const Login = lazyScreen(
  () => import("../features/auth/Login"),
  (m) => m.Login,
);
const Register = lazyScreen(
  () => import("../features/auth/Register"),
  (m) => m.Register,
);
const ModuleShortcut = lazyScreen(
  () => import("../features/modules/ModuleShortcut"),
  (m) => m.ModuleShortcut,
);
const Plans = lazyScreen(
  () => import("../features/commerce/Plans"),
  (m) => m.Plans,
);
// The public site's pages (spec §2): one chunk for the CMS pages, one for the module catalogue.
const publicPage = (
  name:
    "WorkflowPage" | "TutorialPage" | "CoursePage" | "AboutPage" | "ContactPage" | "ToolsPage" | "ToolPage",
) =>
  lazyScreen(
    () => import("../features/public/Pages"),
    (m) => m[name],
  );
const WorkflowPage = publicPage("WorkflowPage");
const TutorialPage = publicPage("TutorialPage");
const CoursePage = publicPage("CoursePage");
const AboutPage = publicPage("AboutPage");
const ContactPage = publicPage("ContactPage");
const ToolsPage = publicPage("ToolsPage");
const ToolPage = publicPage("ToolPage");
const PublicModules = lazyScreen(
  () => import("../features/public/Modules"),
  (m) => m.PublicModules,
);
const PublicModulePage = lazyScreen(
  () => import("../features/public/Modules"),
  (m) => m.PublicModulePage,
);
const DownloadPage = lazyScreen(
  () => import("../features/desktop/DownloadPage"),
  (m) => m.DownloadPage,
);
const FrontIndex = lazyScreen(
  () => import("../features/navigator/Navigator"),
  (m) => m.FrontIndex,
);

/** Shown while a screen's chunk loads (the progress bar runs too). */
function ScreenLoading() {
  return <Loader active inline="centered" data-testid="screen-loading" />;
}

/** Any stage other than frontend or system is redirected to the same route with frontend. */
function WithStage({ render }: { render: (stage: Stage) => ReactNode }) {
  const { stage } = useParams();
  const location = useLocation();
  if (!isStage(stage)) {
    const rest = location.pathname.split("/").slice(2).join("/");
    return <Navigate to={`/frontend/${rest}${location.search}`} replace />;
  }
  return <>{render(stage)}</>;
}

function StageIndex() {
  return <WithStage render={(stage) => (stage === "system" ? <SystemIndex /> : <FrontIndex />)} />;
}

/**
 * Mobile browsers go to the mobile site (spec §1): the configured address, else the gateway's own at
 * /m/ (app/mobileSite.ts decides). One who chose the desktop site stays and gets a link back.
 */
function MobileRedirect() {
  const { t } = useTranslation();
  const { data } = usePublicSettingsQuery();
  const settings = data?.publicSettings ?? null;
  const mobile = isMobileBrowser(navigator.userAgent);
  useEffect(() => {
    if (!settings) return;
    const target = mobileRedirectTarget({
      userAgent: navigator.userAgent,
      mobileUrl: settings.mobileUrl,
      choice: readSiteChoice(),
      hash: window.location.hash,
    });
    if (target !== null) window.location.replace(target);
  }, [settings]);
  if (!settings || !mobile || readSiteChoice() !== "desktop") return null;
  const target = settings.mobileUrl !== "" ? settings.mobileUrl : mobileSitePath;
  return (
    <div className="mobile-site-bar">
      <a href={target} onClick={() => storeSiteChoice("mobile")} data-testid="mobile-site-link">
        {t("shell.mobileSite")}
      </a>
    </div>
  );
}

function ToNotFound() {
  const { stage } = useParams();
  return <Navigate to={paths.child(isStage(stage) ? stage : "frontend", "not-found")} replace />;
}

/**
 * The screen of a route for the session's stage, behind its guards: the feature switch (not found
 * when off), then the permissions (the no-permission page). A route with no screen for this stage
 * answers not found.
 */
function ScreenRoute({ defs }: { defs: readonly ScreenDef[] }) {
  const session = useSession();
  const screen = defs.find((def) => def.stage === session.stage) ?? defs.find((def) => def.stage === "any");
  if (!screen) return <Navigate to={paths.child(session.stage, "not-found")} replace />;
  const { Component } = screen;
  const guarded = screen.anyOf ? (
    <RequirePerm anyOf={screen.anyOf}>
      <Component />
    </RequirePerm>
  ) : (
    <Component />
  );
  return screen.feature ? <RequireFeature path={screen.feature}>{guarded}</RequireFeature> : guarded;
}

/** The screen list grouped by route, in list order. */
const screenRoutes: readonly (readonly [string, readonly ScreenDef[]])[] = [
  ...screens
    .reduce(
      (routes, def) => routes.set(def.route, [...(routes.get(def.route) ?? []), def]),
      new Map<string, ScreenDef[]>(),
    )
    .entries(),
];

/** Public pages and sign-in draw inside this boundary; a failed screen is retried on the next route. */
function TopLevelErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <ScreenErrorBoundary resetKey={pathname} home={paths.landing}>
      {children}
    </ScreenErrorBoundary>
  );
}

export function App() {
  return (
    <ApolloProvider client={apolloClient}>
      <HashRouter>
        <ProgressBar />
        <RouteBehaviour />
        <MobileRedirect />
        <TopLevelErrorBoundary>
          <Suspense fallback={<ScreenLoading />}>
            <Routes>
              <Route path="/" element={<Landing />} />
              <Route path="/page" element={<Navigate to={paths.publicHome} replace />} />
              <Route path="/page/home" element={<Landing />} />
              <Route path="/page/workflow" element={<WorkflowPage />} />
              <Route path="/page/plans/:anchor?" element={<Plans />} />
              <Route path="/page/tools" element={<ToolsPage />} />
              <Route path="/page/tools/:id" element={<ToolPage />} />
              <Route path="/page/tutorial" element={<TutorialPage />} />
              <Route path="/page/course" element={<CoursePage />} />
              <Route path="/page/about" element={<AboutPage />} />
              <Route path="/page/contact" element={<ContactPage />} />
              <Route path="/modules" element={<PublicModules />} />
              <Route path="/modules/:id" element={<PublicModulePage />} />
              <Route path={paths.download} element={<DownloadPage />} />
              <Route path="/page/*" element={<Navigate to={paths.publicHome} replace />} />
              <Route path="/register" element={<Register />} />
              <Route path="/workflow/:templateId" element={<WorkflowShortcut />} />
              <Route path="/module/:id" element={<ModuleShortcut />} />
              <Route path="/login/:back?" element={<Login />} />
              <Route
                path="/:stage/login/:back?"
                element={<WithStage render={(stage) => <Login stage={stage} />} />}
              />
              <Route
                path="/:stage/forget-password"
                element={<WithStage render={(stage) => <ForgetPassword stage={stage} />} />}
              />
              <Route
                path="/:stage/home"
                element={<WithStage render={(stage) => <StageShell key={stage} stage={stage} />} />}
              >
                <Route index element={<StageIndex />} />
                {screenRoutes.map(([route, defs]) => (
                  <Route key={route} path={route} element={<ScreenRoute defs={defs} />} />
                ))}
                <Route path="embedded/:id" element={<EmbeddedLink />} />
                <Route path="not-found" element={<NotFound />} />
                <Route path="no-permission" element={<NoPermission />} />
                <Route path="*" element={<ToNotFound />} />
              </Route>
              <Route
                path="/:stage/*"
                element={<WithStage render={(stage) => <Navigate to={paths.home(stage)} replace />} />}
              />
              <Route path="*" element={<Navigate to={paths.landing} replace />} />
            </Routes>
          </Suspense>
        </TopLevelErrorBoundary>
        <Toasts />
      </HashRouter>
    </ApolloProvider>
  );
}
