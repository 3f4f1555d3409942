/**
 * The routes under `/:stage/home`: the stage's shell and its screens (app/screens.ts), behind their
 * guards. Its own chunk (App.tsx loads it with lazyScreen): the public home's first load carries
 * neither the shell, its menus nor the screen list (issue 26).
 */
import { Navigate, Route, Routes, useParams } from "react-router-dom";
import { EmbeddedLink } from "./EmbeddedLink";
import { NoPermission, NotFound } from "./Notices";
import { isStage, paths } from "./paths";
import { lazyScreen, type ScreenDef } from "./screen";
import { screens } from "./screens";
import { useSession } from "./session";
import { RequireFeature, RequirePerm, StageShell, SystemIndex } from "./StageShell";
import { WithStage } from "./WithStage";

const FrontIndex = lazyScreen(
  () => import("../features/navigator/Navigator"),
  (m) => m.FrontIndex,
);

function StageIndex() {
  return <WithStage render={(stage) => (stage === "system" ? <SystemIndex /> : <FrontIndex />)} />;
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

/** Mounted by App at `/:stage/home/*`: the paths here are relative to it. */
export function StageRoutes() {
  return (
    <Routes>
      <Route element={<WithStage render={(stage) => <StageShell key={stage} stage={stage} />} />}>
        <Route index element={<StageIndex />} />
        {screenRoutes.map(([route, defs]) => (
          <Route key={route} path={route} element={<ScreenRoute defs={defs} />} />
        ))}
        <Route path="embedded/:id" element={<EmbeddedLink />} />
        <Route path="not-found" element={<NotFound />} />
        <Route path="no-permission" element={<NoPermission />} />
        <Route path="*" element={<ToNotFound />} />
      </Route>
    </Routes>
  );
}
