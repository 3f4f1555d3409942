/** Strings of the chart tool (ChartTool, ChartSettings; loaded with the tool's chunk). */
import { defineNamespace, type Widen } from "../i18n";

export const chartEn = {
  title: "Chart tool",
  intro: "Paste tabular data, or open a CSV or TSV data set with its Make a chart action.",
  source: "Data",
  fromFile: "Data set {{name}}",
  fromPaste: "Pasted data",
  pastePlaceholder: "Paste rows separated by commas or tabs; the first row names the columns.",
  usePasted: "Use the pasted data",
  pasteNote: "At most {{max}} rows.",
  pastedTooMany: "Pasted data cannot exceed {{max}} rows",
  rows: "{{count}} rows (the first {{max}} at most)",
  kinds: {
    bar: "Bar",
    scatter: "Scatter",
    radar: "Radar",
    heatmap: "Heatmap",
  },
  labelColumn: "Label column",
  valueColumns: "Value columns",
  xColumn: "X column",
  yColumn: "Y column",
  color: "Colour",
  export: "Export",
  noData: "There is no data to chart",
  drawnOf: "{{drawn}} of {{total}} rows drawn: {{reasons}}",
  reasonSeparator: "; ",
  noNumber_one: "{{count}} row has no number in {{column}}",
  noNumber_other: "{{count}} rows have no number in {{column}}",
  beyondLimit_one: "{{count}} row past the {{max}} a chart of this kind shows",
  beyondLimit_other: "{{count}} rows past the {{max}} a chart of this kind shows",
} as const;

export type ChartCatalogue = Widen<typeof chartEn>;

declare module "../i18n/namespaces" {
  interface Namespaces {
    chart: ChartCatalogue;
  }
}

export const chartNs = defineNamespace("chart", chartEn, () =>
  import("./chartI18nZh").then((module) => module.chartZh),
);
