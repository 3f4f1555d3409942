/** Strings of the plugin windows. */
import { defineNamespace, type Widen } from "../../i18n";

export const windowsEn = {
  viewers: {
    view: "weView · 3-D",
    draw: "weDraw · structures",
    seq: "weSeq · sequences",
    vec: "weVec · plasmid maps",
    bsab: "bsab · antibody chains",
    app: "Applet",
  },
  newWindow: "Open in a new browser window",
  minimize: "Minimise",
  maximize: "Maximise",
  restore: "Restore",
  close: "Close the window",
  resize: "Drag to resize",
  moveHint: "Drag to move. Keyboard: arrow keys move the window, Shift+arrows resize it, Escape closes it.",
  dock: "Minimised windows",
  restoreWindow: "Restore {{title}}",
} as const;

export type WindowsCatalogue = Widen<typeof windowsEn>;

declare module "../../i18n/namespaces" {
  interface Namespaces {
    windows: WindowsCatalogue;
  }
}

/** The windows namespace (its Chinese half is i18nZh.ts, loaded on demand). */
export const windowsNs = defineNamespace("windows", windowsEn, () =>
  import("./i18nZh").then((module) => module.windowsZh),
);
