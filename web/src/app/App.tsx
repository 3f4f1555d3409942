/** The hash router of spec §2: public site, sign-in pages, and the shell of each stage. */
import { ApolloProvider } from "@apollo/client/react";
import { Suspense, useEffect, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Loader } from "semantic-ui-react";
import { HashRouter, Navigate, Route, Routes, useLocation } from "react-router-dom";
import { ProgressBar } from "../components/ProgressBar";
import { ScreenErrorBoundary } from "../components/ScreenErrorBoundary";
import { Toasts } from "../components/Toasts";
import { Landing } from "../features/public/Landing";
import { WorkflowShortcut } from "../features/workflow/routes";
import { usePublicSettingsQuery } from "../graphql";
import { apolloClient } from "../graphql/client";
import { paths } from "./paths";
import {
  isMobileBrowser,
  mobileRedirectTarget,
  mobileSitePath,
  readSiteChoice,
  storeSiteChoice,
} from "./mobileSite";
import { RouteBehaviour } from "./RouteBehaviour";
import { lazyScreen } from "./screen";
import { WithStage } from "./WithStage";

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
// The stages' shell and screens (StageRoutes.tsx): one chunk, not on the public home's first load.
const StageRoutes = lazyScreen(
  () => import("./StageRoutes"),
  (m) => m.StageRoutes,
);

/** Shown while a screen's chunk loads (the progress bar runs too). */
function ScreenLoading() {
  return <Loader active inline="centered" data-testid="screen-loading" />;
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
              <Route path="/:stage/home/*" element={<StageRoutes />} />
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
