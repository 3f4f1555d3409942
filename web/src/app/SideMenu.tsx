import { appFeature, constants } from "@crucible/schema";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router-dom";
import { Icon, Menu, type SemanticICONS } from "semantic-ui-react";
import { useBilingual } from "../i18n";
import { useLinkEntries } from "./links";
import { isGroup, menuFor, type MenuGroup, type MenuLeaf } from "./menus";
import { paths } from "./paths";
import { useSession } from "./session";

/** The applets of the menu: their own chunk, loaded only while the Sys.App switch is on. */
const AppletMenuItems = lazy(() =>
  import("../features/apps/AppletMenu").then((module) => ({ default: module.AppletMenuItems })),
);

function useIsActive() {
  const { pathname } = useLocation();
  const { stage } = useSession();
  const at = (route: string) => {
    const target = paths.child(stage, route);
    if (route === "") return pathname === target || pathname === `${target}/`;
    return pathname === target || pathname.startsWith(`${target}/`);
  };
  return (route: string, home = false) => at(route) || (home && at(""));
}

function Leaf({ leaf, collapsed, nested }: { leaf: MenuLeaf; collapsed: boolean; nested?: boolean }) {
  const text = useBilingual();
  const { stage } = useSession();
  const isActive = useIsActive();
  const label = text(leaf.label);
  return (
    <Menu.Item
      as={Link}
      to={paths.child(stage, leaf.route)}
      active={isActive(leaf.route, leaf.home)}
      className={nested ? "nested-item" : undefined}
      title={collapsed ? label : undefined}
      data-testid={`menu-${leaf.route === "" ? "home" : leaf.route}`}
    >
      <Icon name={leaf.icon} />
      {collapsed && !nested ? null : <span className="menu-label">{label}</span>}
      {leaf.badge ? <leaf.badge /> : null}
    </Menu.Item>
  );
}

/** A submenu: opens on click; when the menu is collapsed it also opens on hover after 300 ms. */
function Group({ group, collapsed }: { group: MenuGroup; collapsed: boolean }) {
  const { t } = useTranslation();
  const isActive = useIsActive();
  const containsActive = group.children.some((leaf) => isActive(leaf.route));
  const [open, setOpen] = useState(containsActive);
  const hoverTimer = useRef<number | null>(null);

  useEffect(() => {
    if (containsActive && !collapsed) setOpen(true);
  }, [containsActive, collapsed]);
  useEffect(() => {
    if (collapsed) setOpen(false);
  }, [collapsed]);

  const cancelHover = () => {
    if (hoverTimer.current !== null) window.clearTimeout(hoverTimer.current);
    hoverTimer.current = null;
  };
  const onEnter = () => {
    if (!collapsed) return;
    cancelHover();
    hoverTimer.current = window.setTimeout(() => setOpen(true), constants.menuHoverOpenMs);
  };
  const onLeave = () => {
    cancelHover();
    if (collapsed) setOpen(false);
  };

  return (
    <div
      className={`menu-group${open ? " open" : ""}${collapsed ? " flyout" : ""}`}
      onMouseEnter={onEnter}
      onMouseLeave={onLeave}
    >
      <Menu.Item
        as="a"
        role="button"
        active={collapsed && containsActive}
        className="group-header"
        title={collapsed ? t(`menu.${group.label}`) : undefined}
        onClick={() => setOpen((value) => !value)}
        data-testid={`menu-group-${group.id}`}
        aria-expanded={open}
      >
        <Icon name={group.icon} />
        {collapsed ? null : (
          <>
            <span className="menu-label">{t(`menu.${group.label}`)}</span>
            <Icon name={open ? "angle down" : "angle right"} className="group-caret" />
          </>
        )}
      </Menu.Item>
      {open ? (
        <div className="group-children">
          {collapsed ? <div className="flyout-title">{t(`menu.${group.label}`)}</div> : null}
          {group.children.map((leaf) => (
            <Leaf key={leaf.route} leaf={leaf} collapsed={collapsed} nested />
          ))}
        </div>
      ) : null}
    </div>
  );
}

/** Front-end menu entries from the map library "links": embedded ones open in the shell. */
function LinkItems({ collapsed }: { collapsed: boolean }) {
  const { stage } = useSession();
  const isActive = useIsActive();
  const { entries } = useLinkEntries();
  if (stage !== "frontend" || entries.length === 0) return null;
  return (
    <>
      {entries.map((entry) => {
        const icon = (
          <Icon name={(/^[a-z][a-z ]{0,40}$/.test(entry.icon) ? entry.icon : "linkify") as SemanticICONS} />
        );
        const label = collapsed ? null : <span className="menu-label">{entry.title}</span>;
        return entry.embedded ? (
          <Menu.Item
            key={entry.id}
            as={Link}
            to={paths.child(stage, `embedded/${entry.id}`)}
            active={isActive(`embedded/${entry.id}`)}
            title={collapsed ? entry.title : undefined}
            data-testid={`menu-link-${entry.id}`}
          >
            {icon}
            {label}
          </Menu.Item>
        ) : (
          <Menu.Item
            key={entry.id}
            as="a"
            href={entry.href}
            target="_blank"
            rel="noopener noreferrer"
            title={collapsed ? entry.title : undefined}
            data-testid={`menu-link-${entry.id}`}
          >
            {icon}
            {label}
            {collapsed ? null : <Icon name="external alternate" className="group-caret" />}
          </Menu.Item>
        );
      })}
    </>
  );
}

export function SideMenu({ collapsed }: { collapsed: boolean }) {
  const session = useSession();
  const entries = menuFor(session);
  return (
    <Menu vertical inverted fluid className="side-menu-items" data-testid="side-menu">
      {entries.map((entry) =>
        isGroup(entry) ? (
          <Group key={entry.id} group={entry} collapsed={collapsed} />
        ) : (
          <Leaf key={entry.route} leaf={entry} collapsed={collapsed} />
        ),
      )}
      <LinkItems collapsed={collapsed} />
      {session.feature(appFeature) ? (
        <Suspense fallback={null}>
          <AppletMenuItems collapsed={collapsed} />
        </Suspense>
      ) : null}
    </Menu>
  );
}
