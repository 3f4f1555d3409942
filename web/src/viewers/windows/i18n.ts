/** Strings of the plugin windows. */

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
};

export const windowsZh: typeof windowsEn = {
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
