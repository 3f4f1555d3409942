/**
 * The chart tool's drawing with @nivo: a scatter plot of two numeric columns, or bars, a radar or a
 * heatmap of value columns by a label column, over the rows the chart can draw. The axes fit the drawn
 * values (negative ones included).
 */
import { Bar } from "@nivo/bar";
import { HeatMap } from "@nivo/heatmap";
import { Radar } from "@nivo/radar";
import { ScatterPlot } from "@nivo/scatterplot";
import type { ReactElement } from "react";
import { axisDomain, numeric, type Domain, type DrawnRows, type Table } from "./chartData";
import { presetColors, type ChartChoices } from "./ChartSettings";

export const chartWidth = 960;
export const chartHeight = 520;
const margin = { top: 30, right: 150, bottom: 70, left: 70 };

type ChartRecord = Record<string, string | number>;

/** A drawn value as the tooltips show it (the radar draws values shifted by an offset). */
function formatValue(value: number): string {
  return String(Number(value.toPrecision(6)));
}

function mix(from: string, to: string, share: number): string {
  const parse = (hex: string) => [1, 3, 5].map((offset) => parseInt(hex.slice(offset, offset + 2), 16));
  const a = parse(from);
  const b = parse(to);
  const channel = (index: number) =>
    Math.round((a[index] ?? 0) + ((b[index] ?? 0) - (a[index] ?? 0)) * Math.max(0, Math.min(1, share)))
      .toString(16)
      .padStart(2, "0");
  return `#${channel(0)}${channel(1)}${channel(2)}`;
}

function scatterChart(
  shown: readonly { row: readonly string[] }[],
  header: readonly string[],
  xColumn: number,
  yColumn: number,
  palette: string[],
): ReactElement | null {
  const points = shown.map(({ row }) => ({
    x: numeric(row[xColumn]) ?? 0,
    y: numeric(row[yColumn]) ?? 0,
  }));
  const x = axisDomain(points.map((point) => point.x));
  const y = axisDomain(points.map((point) => point.y));
  if (!x || !y) return null;
  return (
    <ScatterPlot
      width={chartWidth}
      height={chartHeight}
      margin={margin}
      data={[{ id: `${header[yColumn] ?? "y"}`, data: points }]}
      xScale={{ type: "linear", min: x.min, max: x.max, nice: true }}
      yScale={{ type: "linear", min: y.min, max: y.max, nice: true }}
      colors={palette}
      nodeSize={7}
      axisBottom={{ legend: header[xColumn] ?? "x", legendPosition: "middle", legendOffset: 46 }}
      axisLeft={{ legend: header[yColumn] ?? "y", legendPosition: "middle", legendOffset: -56 }}
      animate={false}
    />
  );
}

function barChart(records: ChartRecord[], keys: string[], domain: Domain, palette: string[]) {
  return (
    <Bar
      width={chartWidth}
      height={chartHeight}
      margin={margin}
      data={records}
      keys={keys}
      indexBy="label"
      groupMode="grouped"
      valueScale={{ type: "linear", min: domain.min, max: domain.max, nice: true }}
      colors={palette}
      enableLabel={false}
      axisBottom={{ tickRotation: -45 }}
      animate={false}
      legends={[
        {
          dataFrom: "keys",
          anchor: "right",
          direction: "column",
          translateX: 140,
          itemWidth: 130,
          itemHeight: 20,
        },
      ]}
    />
  );
}

function radarChart(records: ChartRecord[], keys: string[], domain: Domain, palette: string[]) {
  // A radar's radius starts at its centre: negative values are drawn shifted so that the lowest
  // sits at the centre; the tooltips show the values themselves.
  const offset = domain.min < 0 ? -domain.min : 0;
  const shifted = records.map((record) => {
    const copy: ChartRecord = { ...record };
    for (const key of keys) copy[key] = Number(record[key] ?? 0) + offset;
    return copy;
  });
  return (
    <Radar
      width={chartWidth}
      height={chartHeight}
      margin={margin}
      data={shifted}
      keys={keys}
      indexBy="label"
      maxValue={domain.max + offset}
      valueFormat={(value) => formatValue(value - offset)}
      colors={palette}
      animate={false}
      legends={[
        { anchor: "top-right", direction: "column", translateX: 100, itemWidth: 130, itemHeight: 20 },
      ]}
    />
  );
}

function heatmapChart(records: ChartRecord[], keys: string[], color: string) {
  // Each column is scaled on its own range, so that columns of different magnitudes all show.
  const ranges = new Map(
    keys.map((key) => {
      const column = records.map((record) => Number(record[key] ?? 0));
      return [key, { min: Math.min(...column), max: Math.max(...column) }] as const;
    }),
  );
  const series = records.map((record) => ({
    id: String(record.label),
    data: keys.map((key) => ({ x: key, y: Number(record[key] ?? 0) })),
  }));
  return (
    <HeatMap
      width={chartWidth}
      height={Math.max(chartHeight, series.length * 14 + 100)}
      margin={{ top: 90, right: 40, bottom: 30, left: 180 }}
      data={series}
      colors={(cell) => {
        const range = ranges.get(String(cell.data.x));
        const share =
          range && range.max > range.min && cell.value !== null
            ? (cell.value - range.min) / (range.max - range.min)
            : 1;
        return mix("#ffffff", color, share);
      }}
      enableLabels={series.length * keys.length <= 400}
      axisTop={{ tickRotation: -45 }}
      animate={false}
    />
  );
}

/** The chart of the drawn rows with the chosen columns, or null when there is nothing to draw. */
export function chartOf(
  data: Table | null,
  rowsDrawn: DrawnRows | null,
  choices: ChartChoices,
): ReactElement | null {
  if (!data || !rowsDrawn || rowsDrawn.drawn.length === 0) return null;
  const { kind, labelColumn, xColumn, yColumn, valueColumns, color } = choices;
  const palette = [color, ...presetColors.filter((preset) => preset !== color)];
  const header = data.header;
  const shown = rowsDrawn.drawn.map((index) => ({ index, row: data.rows[index] ?? [] }));
  if (kind === "scatter") {
    if (xColumn === null || yColumn === null) return null;
    return scatterChart(shown, header, xColumn, yColumn, palette);
  }
  const label = (row: readonly string[], index: number) => row[labelColumn] || String(index + 1);
  const keys = valueColumns.map((index) => header[index] || `#${index + 1}`);
  const records = shown.map(({ index, row }) => {
    const record: ChartRecord = { label: label(row, index) };
    valueColumns.forEach((column, position) => {
      record[keys[position] ?? String(column)] = numeric(row[column]) ?? 0;
    });
    return record;
  });
  const values = records.flatMap((record) => keys.map((key) => Number(record[key] ?? 0)));
  const domain = axisDomain(values, { includeZero: true });
  if (!domain) return null;
  if (kind === "bar") return barChart(records, keys, domain, palette);
  if (kind === "radar") return radarChart(records, keys, domain, palette);
  return heatmapChart(records, keys, color);
}
