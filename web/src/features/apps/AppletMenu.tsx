/**
 * The applets of the side menu (Sys.App switch): the enabled applets the signed-in actor may see, in
 * the back office's order. A bundle opens in a plugin window (which can move to a new browser window),
 * a link in a new window.
 */
import { Icon, Menu, type SemanticICONS } from "semantic-ui-react";
import { appFeature, appIconPattern } from "@crucible/schema";
import { useSession } from "../../app/session";
import type { SysAppFieldsFragment } from "../../graphql";
import { useMenuAppsQuery, useSysMenuAppsQuery } from "../../graphql/__generated__/documents/apps";
import { useViewerWindows } from "../../viewers/windows/ViewerWindows";
import { useAppTitle } from "./i18n";

/** The applets of the session's menu (none while the switch is off). */
export function useMenuApplets(): { apps: readonly SysAppFieldsFragment[]; loading: boolean } {
  const session = useSession();
  const on = session.feature(appFeature);
  const front = useMenuAppsQuery({
    skip: !on || session.stage !== "frontend",
    fetchPolicy: "cache-and-network",
  });
  const back = useSysMenuAppsQuery({
    skip: !on || session.stage !== "system",
    fetchPolicy: "cache-and-network",
  });
  const apps = session.stage === "frontend" ? front.data?.menuApps : back.data?.sysMenuApps;
  return { apps: on ? (apps ?? []) : [], loading: front.loading || back.loading };
}

function AppIcon({ app }: { app: SysAppFieldsFragment }) {
  if (app.svgIcon) {
    // As an image, never inline: an SVG's script does not run in an <img>.
    return (
      <img
        className="applet-svg-icon"
        alt=""
        src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(app.svgIcon)}`}
      />
    );
  }
  const name = appIconPattern.test(app.icon) ? app.icon : "puzzle piece";
  return <Icon name={name as SemanticICONS} />;
}

export function AppletMenuItems({ collapsed }: { collapsed: boolean }) {
  const { apps } = useMenuApplets();
  const windows = useViewerWindows();
  const titleOf = useAppTitle();
  if (apps.length === 0) return null;
  return (
    <>
      {apps.map((app) => {
        const title = titleOf(app);
        const label = collapsed ? null : <span className="menu-label">{title}</span>;
        return app.kind === "link" ? (
          <Menu.Item
            key={app.id}
            as="a"
            href={app.url}
            target="_blank"
            rel="noopener noreferrer"
            title={collapsed ? title : undefined}
            data-testid={`menu-applet-${app.id}`}
          >
            <AppIcon app={app} />
            {label}
            {collapsed ? null : <Icon name="external alternate" className="group-caret" />}
          </Menu.Item>
        ) : (
          <Menu.Item
            key={app.id}
            as="a"
            role="button"
            title={collapsed ? title : undefined}
            onClick={() => windows.open("app", { id: app.id, title, url: app.url })}
            data-testid={`menu-applet-${app.id}`}
          >
            <AppIcon app={app} />
            {label}
          </Menu.Item>
        );
      })}
    </>
  );
}
