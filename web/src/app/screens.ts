/**
 * Every screen of both stages' shells: each feature's (and viewer's) `screens.tsx` exports `screens`,
 * found here by a folder glob, so a new feature adds no line outside its folder. The routes under
 * `/:stage/home`, the side menus (ordered by each entry's rank) and the route guards are derived
 * from this list (App.tsx, menus.ts).
 */
import type { ScreenDef } from "./screen";

const declared = import.meta.glob<readonly ScreenDef[] | undefined>(
  ["../features/*/screens.tsx", "../viewers/*/screens.tsx"],
  { eager: true, import: "screens" },
);

/** The declared screens, feature by feature in file order. */
export const screens: readonly ScreenDef[] = Object.keys(declared)
  .sort()
  .flatMap((file) => {
    const list = declared[file];
    if (!Array.isArray(list)) throw new Error(`${file} must export its screens as \`screens\``);
    return list;
  });
