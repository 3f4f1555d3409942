/**
 * The signed-in mobile shell: the frame (Frame.tsx: top bar, menu drawer) with the signed-in entries,
 * and the screens. Entries follow the feature switches: jobs
 * and data sets need "Workflow", check-in and recharge cards "UserResourcePack".
 */
import { commerceFeature, workflowFeature } from "@crucible/schema";
import { lazy, Suspense, useState } from "react";
import { NavLink, Navigate, Route, Routes } from "react-router-dom";
import { storeSiteChoice } from "../app/mobileSite";
import { Loading } from "./bits";
import { Frame } from "./Frame";
import { LanguageButtons } from "./LanguageButtons";
import { useMobileSession } from "./session";
import { datasetsLabel } from "../features/datasets/labels";
import { jobsLabel } from "../features/jobs/labels";
import { useBilingual, useNs } from "../i18n";
import { mobileNs } from "./i18n";

const Home = lazy(() => import("./screens/Home").then((m) => ({ default: m.Home })));
const Jobs = lazy(() => import("./screens/Jobs").then((m) => ({ default: m.Jobs })));
const jobScreens = () => import("./screens/Job");
const Job = lazy(() => jobScreens().then((m) => ({ default: m.Job })));
const Task = lazy(() => jobScreens().then((m) => ({ default: m.Task })));
const TaskOutput = lazy(() => jobScreens().then((m) => ({ default: m.TaskOutput })));
const datasetScreens = () => import("./screens/Datasets");
const Datasets = lazy(() => datasetScreens().then((m) => ({ default: m.Datasets })));
const DataFile = lazy(() => datasetScreens().then((m) => ({ default: m.DataFile })));
const commerceScreens = () => import("./screens/Commerce");
const CheckIn = lazy(() => commerceScreens().then((m) => ({ default: m.CheckIn })));
const Recharge = lazy(() => commerceScreens().then((m) => ({ default: m.Recharge })));

interface Entry {
  readonly to: string;
  readonly label: string;
  readonly testId: string;
  readonly end?: boolean;
}

function MenuEntries({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useNs(mobileNs);
  const bilingual = useBilingual();
  const session = useMobileSession();
  const [leaving, setLeaving] = useState(false);
  const workflow = session.feature(workflowFeature);
  const commerce = session.feature(commerceFeature);
  const entries: Entry[] = [
    { to: "/", label: t("menu.home"), testId: "m-nav-home", end: true },
    ...(workflow
      ? [
          { to: "/jobs", label: bilingual(jobsLabel), testId: "m-nav-jobs" },
          { to: "/datasets", label: bilingual(datasetsLabel), testId: "m-nav-datasets" },
        ]
      : []),
    ...(commerce
      ? [
          { to: "/check-in", label: t("menu.checkIn"), testId: "m-nav-check-in" },
          { to: "/recharge", label: t("menu.recharge"), testId: "m-nav-recharge" },
        ]
      : []),
  ];
  const signOut = async () => {
    setLeaving(true);
    try {
      await session.signOut();
    } finally {
      setLeaving(false);
    }
  };
  return (
    <>
      <div className="m-menu-account" data-testid="m-menu-account">
        <strong>{session.user.name || session.user.account}</strong>
        <span className="m-muted m-small">{session.user.account}</span>
      </div>
      <ul className="m-menu-list">
        {entries.map((entry) => (
          <li key={entry.to}>
            <NavLink
              to={entry.to}
              end={entry.end}
              onClick={onClose}
              tabIndex={open ? 0 : -1}
              data-testid={entry.testId}
            >
              {entry.label}
            </NavLink>
          </li>
        ))}
      </ul>
      <div className="m-menu-section">
        <span className="m-muted m-small">{t("menu.language")}</span>
        <LanguageButtons />
      </div>
      <div className="m-menu-section m-menu-foot">
        <a
          href="/#/frontend/home"
          onClick={() => storeSiteChoice("desktop")}
          tabIndex={open ? 0 : -1}
          data-testid="m-desktop-site"
        >
          {t("menu.desktop")}
        </a>
        <button
          type="button"
          className="m-button"
          disabled={leaving}
          tabIndex={open ? 0 : -1}
          onClick={() => void signOut()}
          data-testid="m-sign-out"
        >
          {t("menu.signOut")}
        </button>
      </div>
    </>
  );
}

export function MobileShell() {
  const session = useMobileSession();
  const workflow = session.feature(workflowFeature);
  const commerce = session.feature(commerceFeature);
  return (
    <Frame home="/" menu={(open, close) => <MenuEntries open={open} onClose={close} />} testId="m-shell">
      <Suspense fallback={<Loading />}>
        <Routes>
          <Route index element={<Home />} />
          {workflow ? (
            <>
              <Route path="jobs" element={<Jobs />} />
              <Route path="jobs/:id" element={<Job />} />
              <Route path="jobs/:id/tasks/:key" element={<Task />} />
              <Route path="jobs/:id/tasks/:key/outputs/:output" element={<TaskOutput />} />
              <Route path="datasets/:kind?" element={<Datasets />} />
              <Route path="files/:id" element={<DataFile />} />
            </>
          ) : null}
          {commerce ? (
            <>
              <Route path="check-in" element={<CheckIn />} />
              <Route path="recharge" element={<Recharge />} />
            </>
          ) : null}
          <Route path="*" element={<Navigate to="/" replace />} />
        </Routes>
      </Suspense>
    </Frame>
  );
}
