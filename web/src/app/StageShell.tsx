/**
 * The main shell at /{stage}/home: it reads the signed-in account of the stage (login with back=true
 * when there is none), loads the user config on the front end, and lays out the menu and top bar.
 */
import type { FeaturePath, LangChoice, Permission } from "@crucible/schema";
import { useApolloClient } from "@apollo/client/react";
import {
  Suspense,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
  type RefObject,
  type MouseEvent,
} from "react";
import { useTranslation } from "react-i18next";
import { Link, Navigate, Outlet, useLocation, useNavigate } from "react-router-dom";
import { Dropdown, Icon, Image, Loader, Menu } from "semantic-ui-react";
import type { MyConfigQuery } from "../graphql";
import {
  useLogoutMutation,
  useMeQuery,
  useMyConfigQuery,
  usePublicSettingsQuery,
  useSysLogoutMutation,
  useSysMeQuery,
  useUpdateMyConfigMutation,
} from "../graphql/__generated__/documents/app";
import { silentAuth } from "../graphql/client";
import { accountLabels } from "../features/account/screens";
import { applyLangChoice, readLangChoice, useBilingual } from "../i18n";
import { ScreenErrorBoundary } from "../components/ScreenErrorBoundary";
import { LanguageSwitch } from "./LanguageSwitch";
import { firstAllowedRoute } from "./menus";
import { NothingToView } from "./Notices";
import { paths, type Stage } from "./paths";
import { makeSession, SessionContext, useSession } from "./session";
import { SideMenu } from "./SideMenu";
import { ViewerWindowsProvider } from "../viewers/windows/ViewerWindows";
import { NotificationBell } from "../features/notifications/NotificationBell";

const collapseKey = (stage: Stage) => `crucible.menuCollapsed.${stage}`;

function readCollapsed(stage: Stage): boolean {
  try {
    return window.localStorage.getItem(collapseKey(stage)) === "true";
  } catch {
    return false;
  }
}

function storeCollapsed(stage: Stage, collapsed: boolean): void {
  try {
    window.localStorage.setItem(collapseKey(stage), String(collapsed));
  } catch {
    // Storage refused: the choice lasts for this page only.
  }
}

type ShowConfig = MyConfigQuery["myConfig"];

/** Below this width the side menu is a drawer opened from the top bar (docs/mobile-site.md). */
const narrowQuery = "(max-width: 767px)";

function subscribeNarrow(onChange: () => void): () => void {
  const media = window.matchMedia(narrowQuery);
  media.addEventListener("change", onChange);
  return () => media.removeEventListener("change", onChange);
}

function readNarrow(): boolean {
  return window.matchMedia(narrowQuery).matches;
}

/** Whether the window is narrower than 768 px, following resizes and rotations. */
function useNarrowScreen(): boolean {
  return useSyncExternalStore(subscribeNarrow, readNarrow, () => false);
}

/** The front-end user config (ShowConfigWeb), saved whole on each change. */
function useUserConfig(enabled: boolean) {
  const query = useMyConfigQuery({ skip: !enabled, context: silentAuth });
  const [save] = useUpdateMyConfigMutation();
  const config = query.data?.myConfig ?? null;
  const update = (change: Partial<Omit<ShowConfig, "__typename">>) => {
    if (!config) return;
    const input = {
      Lang: change.Lang ?? config.Lang,
      LeftMenuBarCollapse: change.LeftMenuBarCollapse ?? config.LeftMenuBarCollapse,
      InitShow: change.InitShow ?? config.InitShow,
    };
    void save({ variables: { input } });
  };
  return { config, update };
}

/** The top bar's menu button below 768 px: opens and closes the drawer (the mobile site's words too). */
function DrawerButton(props: { open: boolean; onToggle: () => void; buttonRef: RefObject<HTMLSpanElement> }) {
  const { t } = useTranslation();
  const label = props.open ? t("shell.closeMenu") : t("shell.openMenu");
  return (
    <Menu.Item
      as="a"
      role="button"
      href="#side-menu"
      onClick={(event: MouseEvent) => {
        event.preventDefault();
        props.onToggle();
      }}
      title={label}
      aria-label={label}
      aria-expanded={props.open}
      aria-controls="side-menu"
      data-testid="menu-drawer"
    >
      <span ref={props.buttonRef} className="drawer-button-icon">
        <Icon name={props.open ? "close" : "bars"} fitted />
      </span>
    </Menu.Item>
  );
}

function TopBar(props: {
  collapsed: boolean;
  onToggle: () => void;
  onLanguage: (choice: LangChoice) => void;
  drawer: {
    open: boolean;
    onToggle: () => void;
    buttonRef: RefObject<HTMLSpanElement>;
  } | null;
}) {
  const { t } = useTranslation();
  const text = useBilingual();
  const session = useSession();
  const client = useApolloClient();
  const navigate = useNavigate();
  const [logout] = useLogoutMutation();
  const [sysLogout] = useSysLogoutMutation();

  const signOut = async () => {
    await (session.stage === "system" ? sysLogout({ context: silentAuth }) : logout({ context: silentAuth }));
    await client.clearStore();
    navigate(paths.login(session.stage));
  };

  const avatar = session.user?.avatarUrl ?? session.sysUser?.avatarUrl;
  return (
    <Menu attached="top" borderless className="top-bar" data-testid="top-bar">
      {props.drawer ? (
        <DrawerButton {...props.drawer} />
      ) : (
        <Menu.Item
          as="a"
          role="button"
          onClick={props.onToggle}
          title={props.collapsed ? t("shell.expand") : t("shell.collapse")}
          aria-label={props.collapsed ? t("shell.expand") : t("shell.collapse")}
          data-testid="menu-collapse"
        >
          <Icon name={props.collapsed ? "indent" : "outdent"} />
        </Menu.Item>
      )}
      <Menu.Item header className="top-bar-title">
        {session.stage === "system" ? t("app.admin") : t("app.name")}
      </Menu.Item>
      <Menu.Menu position="right">
        {session.stage === "frontend" ? <NotificationBell /> : null}
        <LanguageSwitch onChange={props.onLanguage} />
        <Dropdown
          item
          trigger={
            <span className="user-trigger">
              {avatar ? <Image src={avatar} avatar alt="" /> : <Icon name="user circle" />}
              <span className="user-name">{session.displayName}</span>
            </span>
          }
          data-testid="user-menu"
        >
          <Dropdown.Menu>
            <Dropdown.Header content={t("shell.signedInAs", { name: session.account })} />
            <Dropdown.Item
              as={Link}
              to={paths.child(session.stage, "profile")}
              icon="user"
              text={text(accountLabels.profile)}
              data-testid="user-menu-profile"
            />
            <Dropdown.Item
              as={Link}
              to={paths.child(session.stage, "api-tokens")}
              icon="key"
              text={text(accountLabels.apiTokens)}
              data-testid="user-menu-tokens"
            />
            <Dropdown.Item
              as={Link}
              to={paths.child(session.stage, "my-sessions")}
              icon="plug"
              text={text(accountLabels.mySessions)}
              data-testid="user-menu-sessions"
            />
            <Dropdown.Divider />
            <Dropdown.Item
              icon="sign out"
              text={t("shell.logout")}
              onClick={() => void signOut()}
              data-testid="logout"
            />
          </Dropdown.Menu>
        </Dropdown>
      </Menu.Menu>
    </Menu>
  );
}

function ShellLayout({
  onLanguage,
  collapsedConfig,
  onCollapse,
}: {
  onLanguage: (choice: LangChoice) => void;
  collapsedConfig: boolean | null;
  onCollapse: (collapsed: boolean) => void;
}) {
  const { t } = useTranslation();
  const session = useSession();
  const location = useLocation();
  const [collapsed, setCollapsed] = useState(() => readCollapsed(session.stage));
  useEffect(() => {
    if (collapsedConfig !== null) setCollapsed(collapsedConfig);
  }, [collapsedConfig]);
  const toggle = () => {
    const next = !collapsed;
    setCollapsed(next);
    storeCollapsed(session.stage, next);
    onCollapse(next);
  };

  // Below 768 px the menu is a drawer over the content, whole (never collapsed): its button, the
  // backdrop, Escape and choosing an entry (any navigation) close it.
  const narrow = useNarrowScreen();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const drawerButton = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    setDrawerOpen(false);
  }, [location.pathname, location.search, narrow]);
  useEffect(() => {
    if (!drawerOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setDrawerOpen(false);
      drawerButton.current?.closest("a")?.focus();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [drawerOpen]);
  // An entry for the page already shown changes no address: close on the click as well.
  const closeOnEntry = (event: MouseEvent) => {
    if (event.target instanceof Element && event.target.closest("a[href]")) setDrawerOpen(false);
  };
  const menuCollapsed = collapsed && !narrow;
  const shellClass = [
    "shell",
    menuCollapsed ? "collapsed" : "",
    narrow ? "narrow" : "",
    drawerOpen ? "drawer-open" : "",
  ]
    .filter(Boolean)
    .join(" ");
  return (
    <div className={shellClass} data-testid={`shell-${session.stage}`}>
      {narrow ? (
        <div
          className="drawer-backdrop"
          onClick={() => setDrawerOpen(false)}
          aria-hidden="true"
          data-testid="drawer-backdrop"
        />
      ) : null}
      <aside
        className="side-menu"
        id="side-menu"
        onClick={narrow ? closeOnEntry : undefined}
        data-testid="side-drawer"
        data-open={narrow ? drawerOpen : undefined}
      >
        <Link to={paths.home(session.stage)} className="brand" data-testid="brand">
          <Icon name="lab" />
          {menuCollapsed ? null : (
            <span>{session.stage === "system" ? `${t("app.name")} · ${t("app.admin")}` : t("app.name")}</span>
          )}
        </Link>
        <SideMenu collapsed={menuCollapsed} />
      </aside>
      <div className="shell-main">
        <TopBar
          collapsed={collapsed}
          onToggle={toggle}
          onLanguage={onLanguage}
          drawer={
            narrow
              ? { open: drawerOpen, onToggle: () => setDrawerOpen((open) => !open), buttonRef: drawerButton }
              : null
          }
        />
        <main className="shell-content">
          {/* The shell stays while a screen's chunk loads. */}
          <ScreenErrorBoundary resetKey={location.pathname} home={paths.home(session.stage)}>
            <Suspense fallback={<Loader active inline="centered" data-testid="screen-loading" />}>
              <Outlet />
            </Suspense>
          </ScreenErrorBoundary>
        </main>
      </div>
    </div>
  );
}

function FullPageLoader() {
  return <Loader active size="large" data-testid="page-loading" />;
}

/** The shell of one stage; children render in its outlet. */
export function StageShell({ stage }: { stage: Stage }) {
  const frontend = stage === "frontend";
  const me = useMeQuery({ skip: !frontend, context: silentAuth, fetchPolicy: "cache-and-network" });
  const sysMe = useSysMeQuery({ skip: frontend, context: silentAuth, fetchPolicy: "cache-and-network" });
  const user = frontend ? (me.data?.me ?? null) : null;
  const sysUser = frontend ? null : (sysMe.data?.sysMe ?? null);
  const loading = frontend ? me.loading : sysMe.loading;
  const { config, update } = useUserConfig(frontend && user !== null);

  // Entering the front-end home applies the language stored in the user config; "auto" (the
  // default of a config never saved) leaves this browser's own choice in place.
  useEffect(() => {
    if (config && config.Lang !== "auto" && config.Lang !== readLangChoice()) applyLangChoice(config.Lang);
  }, [config]);

  const settings = usePublicSettingsQuery();
  const features = settings.data?.publicSettings.features ?? null;
  const session = useMemo(
    () => makeSession(stage, user, sysUser, features),
    [stage, user, sysUser, features],
  );

  if (!user && !sysUser) {
    if (loading) return <FullPageLoader />;
    return <Navigate to={paths.login(stage, "true")} replace />;
  }
  return (
    <SessionContext.Provider value={session}>
      {/* Plugin windows stay open while the user moves between the stage's screens. */}
      <ViewerWindowsProvider>
        <ShellLayout
          collapsedConfig={config ? config.LeftMenuBarCollapse : null}
          onLanguage={(choice) => frontend && update({ Lang: choice })}
          onCollapse={(collapsed) => frontend && update({ LeftMenuBarCollapse: collapsed })}
        />
      </ViewerWindowsProvider>
    </SessionContext.Provider>
  );
}

/** /system/home: the first screen the admin may open, or the notice that nothing can be viewed. */
export function SystemIndex() {
  const session = useSession();
  const route = firstAllowedRoute(session);
  if (route === null) return <NothingToView />;
  return <Navigate to={paths.child(session.stage, route)} replace />;
}

/** Renders the screen when the admin holds one of the permissions, the no-permission page otherwise. */
export function RequirePerm({ anyOf, children }: { anyOf: readonly Permission[]; children: ReactNode }) {
  const session = useSession();
  if (!anyOf.some((perm) => session.can(perm))) {
    return <Navigate to={paths.child(session.stage, "no-permission")} replace />;
  }
  return <>{children}</>;
}

/** Renders the screen when its feature switch is on; otherwise the stage's not-found page. */
export function RequireFeature({ path, children }: { path: FeaturePath; children: ReactNode }) {
  const session = useSession();
  const settings = usePublicSettingsQuery();
  if (!settings.data) return <FullPageLoader />;
  if (!session.feature(path)) return <Navigate to={paths.child(session.stage, "not-found")} replace />;
  return <>{children}</>;
}
