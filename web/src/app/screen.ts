/**
 * A screen of a stage's shell, as the router, the menus and the guards see it. Each feature folder
 * lists its screens (`features/<area>/screens.tsx`); `app/screens.ts` gathers them in one list, from
 * which the routes under `/:stage/home`, both side menus and the route guards are derived. Screens
 * load as their own chunks (`lazyScreen`).
 */
import type { FeaturePath, Permission } from "@crucible/schema";
import { lazy, type ComponentType, type LazyExoticComponent } from "react";
import type { SemanticICONS } from "semantic-ui-react";
import type { Bilingual } from "../i18n";
import type { Stage } from "./paths";

/** The back office's menu groups, in menu order (see `menuGroups` in menus.ts). */
export type MenuGroupId =
  "workflow" | "datasets" | "homeContent" | "users" | "commerce" | "access" | "system";

export interface MenuSpec {
  /**
   * The entry's label in both languages, given here by the feature (`{ en: "Feedback", zh: "意见反馈" }`):
   * the shell's catalogues hold only its own strings (the back office's group names).
   */
  readonly label: Bilingual;
  readonly icon: SemanticICONS;
  /** The stage whose menu shows the entry (default: the screen's stage). */
  readonly stage?: Stage;
  /** The back-office group the entry sits in (none: a top-level entry). */
  readonly group?: MenuGroupId;
  /** Position in its menu or group: entries are sorted by rank. */
  readonly rank: number;
  /** The route the entry opens, when not the screen's own (a data set kind, for example). */
  readonly route?: string;
  /** Also marked active on the stage's home (the screen shown there). */
  readonly home?: boolean;
  /** Drawn after the label (a count of things waiting); mounted only while the entry shows. */
  readonly badge?: ComponentType;
}

export interface ScreenDef {
  /** The route under `/:stage/home`, with react-router parameters (`datasets/:kind?`). */
  readonly route: string;
  /**
   * The stage the screen belongs to; the other stage answers not found. `any`: both stages route to
   * it, and `anyOf` decides (a normal user meets the no-permission page).
   */
  readonly stage: Stage | "any";
  readonly Component: ComponentType;
  /** Shown when the signed-in system user holds any of these (otherwise: the no-permission page). */
  readonly anyOf?: readonly Permission[];
  /** The feature switch that must be on (otherwise: not found, and no menu entry). */
  readonly feature?: FeaturePath;
  readonly menu?: MenuSpec | readonly MenuSpec[];
}

/** The whole stylesheet (fullStyles.ts): the first load of the public home has only a part of it. */
const loadFullStyles = () => import("./fullStyles").then((module) => module.fullStyles);

/**
 * A screen component loaded as its own chunk when its route first opens, with the whole stylesheet
 * (loaded once, beside the first screen's chunk).
 */
export function lazyScreen<M, P extends object = object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(() => Promise.all([load(), loadFullStyles()]).then(([module]) => ({ default: pick(module) })));
}

/** Declares a feature's screens (typed, in the order given). */
export function defineScreens(screens: readonly ScreenDef[]): readonly ScreenDef[] {
  return screens;
}

/** What the screens of a group share: their stage, feature switch and permissions. */
export interface ScreenGroup {
  readonly stage: ScreenDef["stage"];
  readonly feature?: FeaturePath;
  readonly anyOf?: readonly Permission[];
}

/** A screen of a group: what it leaves out is the group's, what it gives its own. */
export type GroupScreen = Omit<ScreenDef, keyof ScreenGroup> & Partial<ScreenGroup>;

/** Declares screens sharing a stage, a feature switch and permissions (in the order given). */
export function defineScreenGroup(group: ScreenGroup, screens: readonly GroupScreen[]): readonly ScreenDef[] {
  return screens.map((screen) => ({ ...group, ...screen }));
}
