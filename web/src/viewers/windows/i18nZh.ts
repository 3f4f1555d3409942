/** The Chinese (zh-CN) strings of i18n.ts, apart so that the English catalogue's chunk holds no Chinese (issue 26). */
import type { ZhCatalogue } from "../../i18n";
import type { WindowsCatalogue } from "./i18n";

export const windowsZh: ZhCatalogue<WindowsCatalogue> = {
  viewers: {
    view: "weView · 三维",
    draw: "weDraw · 结构绘制",
    seq: "weSeq · 序列",
    vec: "weVec · 质粒图谱",
    bsab: "bsab · 抗体链",
    app: "小程序",
  },
  newWindow: "在新浏览器窗口中打开",
  minimize: "最小化",
  maximize: "最大化",
  restore: "还原",
  close: "关闭窗口",
  resize: "拖动以调整大小",
  moveHint: "拖动以移动。键盘：方向键移动窗口，Shift+方向键调整大小，Esc 关闭。",
  dock: "已最小化的窗口",
  restoreWindow: "还原 {{title}}",
};
