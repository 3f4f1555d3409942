/** The Chinese (zh-CN) strings of the chart namespace (chartI18n.ts), loaded on demand. */
import type { ZhCatalogue } from "../i18n";
import type { ChartCatalogue } from "./chartI18n";

export const chartZh: ZhCatalogue<ChartCatalogue> = {
  title: "图表工具",
  intro: "粘贴表格数据，或在 CSV / TSV 数据集上使用“制作图表”。",
  source: "数据",
  fromFile: "数据集 {{name}}",
  fromPaste: "粘贴的数据",
  pastePlaceholder: "粘贴以逗号或制表符分隔的行；第一行为列名。",
  usePasted: "使用粘贴的数据",
  pasteNote: "最多 {{max}} 行。",
  pastedTooMany: "粘贴的数据不能超过 {{max}} 行",
  rows: "{{count}} 行（最多取前 {{max}} 行）",
  kinds: {
    bar: "柱状图",
    scatter: "散点图",
    radar: "雷达图",
    heatmap: "热力图",
  },
  labelColumn: "标签列",
  valueColumns: "数值列",
  xColumn: "X 列",
  yColumn: "Y 列",
  color: "颜色",
  export: "导出",
  noData: "没有可绘制的数据",
  drawnOf: "已绘制 {{drawn}} / {{total}} 行：{{reasons}}",
  reasonSeparator: "；",
  noNumber_other: "{{count}} 行在 {{column}} 列中没有数字",
  beyondLimit_other: "{{count}} 行超出此类图表最多显示的 {{max}} 行",
};
