/** The hash router of spec §2: public site, sign-in pages, and the shell of each stage. */
import { ApolloProvider } from "@apollo/client/react";
import type { Permission } from "@crucible/schema";
import { lazy, Suspense, useEffect, type ReactNode } from "react";
import { Loader } from "semantic-ui-react";
import { HashRouter, Navigate, Route, Routes, useLocation, useParams } from "react-router-dom";
import { ProgressBar } from "../components/ProgressBar";
import { Toasts } from "../components/Toasts";
import { LazyFeedback, LazySysFeedback } from "../features/feedback/routes";
import { Landing } from "../features/public/Landing";
import { LazyWorkflowBuilder, WorkflowShortcut } from "../features/workflow/routes";
import { usePublicSettingsQuery } from "../graphql";
import { apolloClient } from "../graphql/client";
import { LazyChartTool, LazySdfReader } from "../viewers/lazy";
import { NoPermission, NotFound } from "./Notices";
import { isStage, paths, type Stage } from "./paths";
import { isMobileBrowser, RouteBehaviour } from "./RouteBehaviour";
import { RequireFeature, RequirePerm, StageShell, StageOnly, SystemIndex } from "./StageShell";
import { EmbeddedLink } from "./EmbeddedLink";

// Every screen but the public home is its own chunk, loaded when its route opens (DESIGN.md §7 budget).
const ApiTokens = lazy(() => import("../features/account/ApiTokens").then((m) => ({ default: m.ApiTokens })));
const MySessions = lazy(() =>
  import("../features/account/MySessions").then((m) => ({ default: m.MySessions })),
);
const Profile = lazy(() => import("../features/account/Profile").then((m) => ({ default: m.Profile })));
const LoginPolicy = lazy(() =>
  import("../features/access/LoginPolicy").then((m) => ({ default: m.LoginPolicy })),
);
const PermGroups = lazy(() =>
  import("../features/access/PermGroups").then((m) => ({ default: m.PermGroups })),
);
const Permissions = lazy(() =>
  import("../features/access/Permissions").then((m) => ({ default: m.Permissions })),
);
const Roles = lazy(() => import("../features/access/Roles").then((m) => ({ default: m.Roles })));
const ForgetPassword = lazy(() =>
  import("../features/auth/ForgetPassword").then((m) => ({ default: m.ForgetPassword })),
);
const Login = lazy(() => import("../features/auth/Login").then((m) => ({ default: m.Login })));
const Register = lazy(() => import("../features/auth/Register").then((m) => ({ default: m.Register })));
const Board = lazy(() => import("../features/board/Board").then((m) => ({ default: m.Board })));
const FileLibrary = lazy(() =>
  import("../features/cms/FileLibrary").then((m) => ({ default: m.FileLibrary })),
);
const MapLibrary = lazy(() => import("../features/cms/MapLibrary").then((m) => ({ default: m.MapLibrary })));
const TextLibrary = lazy(() =>
  import("../features/cms/TextLibrary").then((m) => ({ default: m.TextLibrary })),
);
const ContainerImages = lazy(() =>
  import("../features/catalogue/ContainerImages").then((m) => ({ default: m.ContainerImages })),
);
const ModuleGroups = lazy(() =>
  import("../features/catalogue/ModuleGroups").then((m) => ({ default: m.ModuleGroups })),
);
const CatalogueModules = lazy(() =>
  import("../features/catalogue/Modules").then((m) => ({ default: m.Modules })),
);
const ModuleTags = lazy(() =>
  import("../features/catalogue/ModuleTags").then((m) => ({ default: m.ModuleTags })),
);
const Datasets = lazy(() => import("../features/datasets/Datasets").then((m) => ({ default: m.Datasets })));
const SysDatasets = lazy(() =>
  import("../features/datasets/SysDatasets").then((m) => ({ default: m.SysDatasets })),
);
const SystemConfig = lazy(() =>
  import("../features/config/SystemConfig").then((m) => ({ default: m.SystemConfig })),
);
const JobDetail = lazy(() => import("../features/jobs/JobDetail").then((m) => ({ default: m.JobDetail })));
const Jobs = lazy(() => import("../features/jobs/Jobs").then((m) => ({ default: m.Jobs })));
const TaskOutputSdf = lazy(() =>
  import("../features/jobs/TaskOutputSdf").then((m) => ({ default: m.TaskOutputSdf })),
);
const ModuleCatalogue = lazy(() =>
  import("../features/modules/ModuleCatalogue").then((m) => ({ default: m.ModuleCatalogue })),
);
const ModulePage = lazy(() =>
  import("../features/modules/ModulePage").then((m) => ({ default: m.ModulePage })),
);
const ModuleShortcut = lazy(() =>
  import("../features/modules/ModuleShortcut").then((m) => ({ default: m.ModuleShortcut })),
);
const FrontIndex = lazy(() =>
  import("../features/navigator/Navigator").then((m) => ({ default: m.FrontIndex })),
);
const NavigatorRoute = lazy(() =>
  import("../features/navigator/Navigator").then((m) => ({ default: m.NavigatorRoute })),
);
const NavigatorBoardEditor = lazy(() =>
  import("../features/navigator/NavigatorBoardEditor").then((m) => ({ default: m.NavigatorBoardEditor })),
);
const Processors = lazy(() =>
  import("../features/modules/Processors").then((m) => ({ default: m.Processors })),
);
const SysProcessors = lazy(() =>
  import("../features/modules/SysProcessors").then((m) => ({ default: m.SysProcessors })),
);
const LoginLogs = lazy(() =>
  import("../features/sessions/LoginLogs").then((m) => ({ default: m.LoginLogs })),
);
const UserSessions = lazy(() =>
  import("../features/sessions/UserSessions").then((m) => ({ default: m.UserSessions })),
);
const SysJobDetail = lazy(() =>
  import("../features/sysjobs/SysJobDetail").then((m) => ({ default: m.SysJobDetail })),
);
const SysJobs = lazy(() => import("../features/sysjobs/SysJobs").then((m) => ({ default: m.SysJobs })));
const NormalUsers = lazy(() =>
  import("../features/users/NormalUsers").then((m) => ({ default: m.NormalUsers })),
);
const SystemUsers = lazy(() =>
  import("../features/users/SystemUsers").then((m) => ({ default: m.SystemUsers })),
);
const SysTemplates = lazy(() =>
  import("../features/workflow/SysTemplates").then((m) => ({ default: m.SysTemplates })),
);
const Templates = lazy(() =>
  import("../features/workflow/Templates").then((m) => ({ default: m.Templates })),
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

/** Mobile browsers go to the mobile site when one is configured (spec §1). */
function MobileRedirect() {
  const { data } = usePublicSettingsQuery();
  const mobileUrl = data?.publicSettings.mobileUrl ?? "";
  useEffect(() => {
    if (mobileUrl !== "" && isMobileBrowser(navigator.userAgent)) window.location.replace(mobileUrl);
  }, [mobileUrl]);
  return null;
}

const userRead: readonly Permission[] = ["User.Read"];
const sysUserRead: readonly Permission[] = ["Sys.User.Read"];
const eitherUserRead: readonly Permission[] = ["User.Read", "Sys.User.Read"];

function StageSwitch({ frontend, system }: { frontend: ReactNode; system: ReactNode }) {
  const { stage } = useParams();
  return <>{stage === "system" ? system : frontend}</>;
}

function ToNotFound() {
  const { stage } = useParams();
  return <Navigate to={paths.child(isStage(stage) ? stage : "frontend", "not-found")} replace />;
}

function guarded(anyOf: readonly Permission[], screen: ReactNode) {
  return <RequirePerm anyOf={anyOf}>{screen}</RequirePerm>;
}

const dataRead: readonly Permission[] = ["Workflow.Job.Task.DataSourceFile.Read"];

/** A data screen of either stage: the Workflow switch, and on the back office the data set permission. */
function dataScreen(screen: ReactNode) {
  return (
    <RequireFeature path="Workflow">
      {<BothStages systemAnyOf={dataRead}>{screen}</BothStages>}
    </RequireFeature>
  );
}

/** A front-end workflow screen (modules, processors): the Workflow switch; the back office answers not found. */
function frontWorkflowScreen(screen: ReactNode) {
  return (
    <StageOnly stage="frontend">
      <RequireFeature path="Workflow">{screen}</RequireFeature>
    </StageOnly>
  );
}

function BothStages({ systemAnyOf, children }: { systemAnyOf: readonly Permission[]; children: ReactNode }) {
  const { stage } = useParams();
  if (stage === "system") return guarded(systemAnyOf, children);
  return <>{children}</>;
}

const templateRead: readonly Permission[] = ["Workflow.Job.Template.Read"];

/** A workflow template screen of either stage: the Workflow switch; on the back office the template permission. */
function templateScreen(frontend: ReactNode, system: ReactNode) {
  return (
    <RequireFeature path="Workflow">
      <StageSwitch frontend={frontend} system={guarded(templateRead, system)} />
    </RequireFeature>
  );
}

/** A back-office catalogue screen: system stage, the Workflow switch and the screen's Read permission. */
function catalogueScreen(perm: Permission, screen: ReactNode) {
  return (
    <StageOnly stage="system">
      <RequireFeature path="Workflow">{guarded([perm], screen)}</RequireFeature>
    </StageOnly>
  );
}

function cmsScreen(perm: Permission, screen: ReactNode) {
  return (
    <StageOnly stage="system">
      <RequireFeature path="Cms">{guarded([perm], screen)}</RequireFeature>
    </StageOnly>
  );
}

export function App() {
  return (
    <ApolloProvider client={apolloClient}>
      <HashRouter>
        <ProgressBar />
        <RouteBehaviour />
        <MobileRedirect />
        <Suspense fallback={<ScreenLoading />}>
          <Routes>
            <Route path="/" element={<Landing />} />
            <Route path="/page" element={<Navigate to={paths.publicHome} replace />} />
            <Route path="/page/home" element={<Landing />} />
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
              <Route path="board" element={guarded(["ControlPanel.Read"], <Board />)} />
              <Route
                path="feedback"
                element={
                  <StageSwitch
                    frontend={<LazyFeedback />}
                    system={guarded(["User.Feedback.Read"], <LazySysFeedback />)}
                  />
                }
              />
              <Route path="normal-user" element={guarded(userRead, <NormalUsers />)} />
              <Route path="system-user" element={guarded(sysUserRead, <SystemUsers />)} />
              <Route path="user-session" element={guarded(eitherUserRead, <UserSessions />)} />
              <Route path="login-logs" element={guarded(eitherUserRead, <LoginLogs />)} />
              <Route path="login-policy" element={guarded(sysUserRead, <LoginPolicy />)} />
              <Route path="roles" element={guarded(sysUserRead, <Roles />)} />
              <Route path="permission-group" element={guarded(sysUserRead, <PermGroups />)} />
              <Route path="permission" element={guarded(sysUserRead, <Permissions />)} />
              <Route
                path="system-config/:tab?"
                element={guarded(["Sys.Config.Read", "Workflow.Job.Task.Module.Read"], <SystemConfig />)}
              />
              <Route
                path="datasets/:kind?"
                element={
                  <RequireFeature path="Workflow">
                    <StageSwitch frontend={<Datasets />} system={guarded(dataRead, <SysDatasets />)} />
                  </RequireFeature>
                }
              />
              <Route path="sdf-reader/:id" element={dataScreen(<LazySdfReader />)} />
              <Route path="chart-tool" element={dataScreen(<LazyChartTool />)} />
              <Route
                path="jobs"
                element={
                  <StageOnly stage="frontend">
                    <RequireFeature path="Workflow">
                      <Jobs />
                    </RequireFeature>
                  </StageOnly>
                }
              />
              <Route
                path="jobs/:id"
                element={
                  <StageOnly stage="frontend">
                    <RequireFeature path="Workflow">
                      <JobDetail />
                    </RequireFeature>
                  </StageOnly>
                }
              />
              <Route
                path="jobs/:id/sdf"
                element={
                  <StageOnly stage="frontend">
                    <RequireFeature path="Workflow">
                      <TaskOutputSdf />
                    </RequireFeature>
                  </StageOnly>
                }
              />
              <Route
                path="navigator"
                element={
                  <StageOnly stage="frontend">
                    <NavigatorRoute />
                  </StageOnly>
                }
              />
              <Route
                path="navigator-board"
                element={catalogueScreen("Workflow.Job.Task.Module.Read", <NavigatorBoardEditor />)}
              />
              <Route path="modules" element={frontWorkflowScreen(<ModuleCatalogue />)} />
              <Route path="modules/:id" element={frontWorkflowScreen(<ModulePage />)} />
              <Route
                path="processors"
                element={
                  <RequireFeature path="Workflow">
                    <StageSwitch
                      frontend={<Processors />}
                      system={guarded(["Workflow.Job.Task.Processor.Read"], <SysProcessors />)}
                    />
                  </RequireFeature>
                }
              />
              <Route path="templates" element={templateScreen(<Templates />, <SysTemplates />)} />
              <Route
                path="workflow/new"
                element={templateScreen(
                  <LazyWorkflowBuilder mode="user" />,
                  <LazyWorkflowBuilder mode="system" />,
                )}
              />
              <Route
                path="workflow/:templateId"
                element={templateScreen(
                  <LazyWorkflowBuilder mode="user" />,
                  <LazyWorkflowBuilder mode="system" />,
                )}
              />
              <Route path="workflow-jobs" element={catalogueScreen("Workflow.Job.Read", <SysJobs />)} />
              <Route
                path="workflow-jobs/:id"
                element={catalogueScreen("Workflow.Job.Read", <SysJobDetail />)}
              />
              <Route
                path="container-images"
                element={catalogueScreen("Workflow.Job.Task.ContainerImage.Read", <ContainerImages />)}
              />
              <Route
                path="catalogue-modules"
                element={catalogueScreen("Workflow.Job.Task.Module.Read", <CatalogueModules />)}
              />
              <Route
                path="module-groups"
                element={catalogueScreen("Workflow.Job.Task.Module.Read", <ModuleGroups />)}
              />
              <Route
                path="module-tags"
                element={catalogueScreen("Workflow.Job.Task.Module.Read", <ModuleTags />)}
              />
              <Route path="map-library" element={cmsScreen("Cms.MapLibrary.Read", <MapLibrary />)} />
              <Route path="text-library" element={cmsScreen("Cms.TextLibrary.Read", <TextLibrary />)} />
              <Route path="file-library" element={cmsScreen("Cms.FileLibrary.Read", <FileLibrary />)} />
              <Route path="profile" element={<Profile />} />
              <Route path="api-tokens" element={<ApiTokens />} />
              <Route path="my-sessions" element={<MySessions />} />
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
        <Toasts />
      </HashRouter>
    </ApolloProvider>
  );
}
