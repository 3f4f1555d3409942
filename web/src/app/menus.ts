/**
 * The menus of both stages, derived from the screen list (app/screens.ts): only screens that exist
 * are listed (no entry leads nowhere); an entry shows when its screen's feature switch is on and the
 * admin holds one of the screen's permissions.
 */
import type { FeaturePath, Permission } from "@crucible/schema";
import type { ComponentType } from "react";
import type { SemanticICONS } from "semantic-ui-react";
import type { Bilingual } from "../i18n";
import type { Catalogue } from "../i18n/en-US";
import type { Stage } from "./paths";
import type { MenuGroupId, ScreenDef } from "./screen";
import { screens } from "./screens";
import type { Session } from "./session";

export interface MenuLeaf {
  readonly route: string;
  /** Declared by the screen's feature in both languages (MenuSpec). */
  readonly label: Bilingual;
  readonly icon: SemanticICONS;
  /** Shown when the admin holds any of these. */
  readonly anyOf?: readonly Permission[];
  /** Shown only when this feature switch is on. */
  readonly feature?: FeaturePath;
  /** Also marked active on the stage's home (the screen shown there). */
  readonly home?: boolean;
  /** Drawn after the label (a count of things waiting). */
  readonly badge?: ComponentType;
}

/** A key of the shell's `menu` catalogue: the back office's group names (and the stage's home). */
export type ShellMenuKey = keyof Catalogue["menu"];

export interface MenuGroup {
  readonly id: string;
  /** The shell's own string: a group belongs to no feature. */
  readonly label: ShellMenuKey;
  readonly icon: SemanticICONS;
  readonly children: readonly MenuLeaf[];
}

export type MenuEntry = MenuLeaf | MenuGroup;

export function isGroup(entry: MenuEntry): entry is MenuGroup {
  return "children" in entry;
}

/** The back office's menu groups, placed among the top-level entries by rank. */
export const menuGroups: readonly (Omit<MenuGroup, "children"> & {
  readonly id: MenuGroupId;
  readonly rank: number;
})[] = [
  { id: "workflow", label: "workflow", icon: "cubes", rank: 20 },
  { id: "datasets", label: "datasets", icon: "database", rank: 30 },
  { id: "homeContent", label: "homeContent", icon: "newspaper outline", rank: 40 },
  { id: "users", label: "users", icon: "users", rank: 50 },
  { id: "commerce", label: "commerce", icon: "shopping cart", rank: 55 },
  { id: "access", label: "access", icon: "key", rank: 60 },
  { id: "system", label: "system", icon: "settings", rank: 70 },
];

/** A screen route without its parameters: what a menu entry opens by default. */
export function menuRoute(route: string): string {
  return route
    .split("/")
    .filter((part) => !part.startsWith(":"))
    .join("/");
}

/** A stage's whole menu, derived from the screen list (before permissions and switches). */
export function stageMenu(stage: Stage, list: readonly ScreenDef[] = screens): MenuEntry[] {
  const top: { rank: number; entry: MenuEntry }[] = [];
  const grouped = new Map<MenuGroupId, { rank: number; leaf: MenuLeaf }[]>();
  for (const screen of list) {
    const specs = screen.menu === undefined ? [] : "label" in screen.menu ? [screen.menu] : screen.menu;
    for (const spec of specs) {
      const specStage = spec.stage ?? screen.stage;
      if (specStage === "any")
        throw new Error(`menu entry ${spec.label.en}: a screen of any stage names its menu's stage`);
      if (specStage !== stage) continue;
      const leaf: MenuLeaf = {
        route: spec.route ?? menuRoute(screen.route),
        label: spec.label,
        icon: spec.icon,
        ...(screen.anyOf ? { anyOf: screen.anyOf } : {}),
        ...(screen.feature ? { feature: screen.feature } : {}),
        ...(spec.home ? { home: true } : {}),
        ...(spec.badge ? { badge: spec.badge } : {}),
      };
      if (spec.group) {
        const children = grouped.get(spec.group) ?? [];
        children.push({ rank: spec.rank, leaf });
        grouped.set(spec.group, children);
      } else {
        top.push({ rank: spec.rank, entry: leaf });
      }
    }
  }
  for (const group of menuGroups) {
    const children = grouped.get(group.id);
    if (!children) continue;
    top.push({
      rank: group.rank,
      entry: {
        id: group.id,
        label: group.label,
        icon: group.icon,
        children: byRank(children, `${stage} menu group ${group.id}`).map((child) => child.leaf),
      },
    });
  }
  return byRank(top, `${stage} menu`).map((item) => item.entry);
}

/**
 * Entries sorted by rank. Two entries of one menu or group never share a rank: the screen list's
 * order (its files' names) would then decide between them, so that is an error.
 */
function byRank<T extends { rank: number }>(items: readonly T[], where: string): T[] {
  const sorted = [...items].sort((a, b) => a.rank - b.rank);
  const tie = sorted.find((item, index) => index > 0 && sorted[index - 1]!.rank === item.rank);
  if (tie) throw new Error(`${where}: two entries have rank ${tie.rank}; give each its own`);
  return sorted;
}

const systemMenu = stageMenu("system");
const frontendMenu = stageMenu("frontend");

function allowed(leaf: MenuLeaf, session: Session): boolean {
  if (leaf.feature && !session.feature(leaf.feature)) return false;
  return !leaf.anyOf || leaf.anyOf.some((perm) => session.can(perm));
}

/** The menu of the session's stage, reduced to what it may see; empty groups disappear. */
export function menuFor(session: Session): MenuEntry[] {
  const source = session.stage === "system" ? systemMenu : frontendMenu;
  const result: MenuEntry[] = [];
  for (const entry of source) {
    if (isGroup(entry)) {
      const children = entry.children.filter((leaf) => allowed(leaf, session));
      if (children.length > 0) result.push({ ...entry, children });
    } else if (allowed(entry, session)) {
      result.push(entry);
    }
  }
  return result;
}

/** The first screen a back-office user may open, or null when they hold no permission at all. */
export function firstAllowedRoute(session: Session): string | null {
  for (const entry of menuFor(session)) {
    if (isGroup(entry)) return entry.children[0]?.route ?? null;
    return entry.route;
  }
  return null;
}
