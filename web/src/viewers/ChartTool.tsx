/**
 * The chart tool (spec §9): data from a CSV or TSV data file (the first 1000 rows) or pasted data (at
 * most 2000 rows); bar, scatter, radar and heatmap with @nivo; column pickers; the 14 preset colours;
 * export as PNG and SVG. Empty data shows the no-data error. The axes fit the drawn values (negative
 * ones included), and the rows left out (a cell with no number, beyond a kind's limit) are counted on
 * screen: a chart never hides data silently.
 */
import { constants } from "@crucible/schema";
import { Bar } from "@nivo/bar";
import { HeatMap } from "@nivo/heatmap";
import { Radar } from "@nivo/radar";
import { ScatterPlot } from "@nivo/scatterplot";
import Papa from "papaparse";
import { useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router-dom";
import { Button, Dropdown, Form, Loader, Message, Segment, TextArea } from "semantic-ui-react";
import { useSession } from "../app/session";
import { downloadBlob } from "../components/download";
import { PageHeader } from "../components/PageHeader";
import { toast } from "../components/toast";
import { restReadRange } from "../graphql/rest";
import { axisDomain, drawnRows, numeric, numericColumns, type DrawnRows } from "./chartData";
import { dataFileBase } from "./dataFileUrls";
import { decodeUtf8, extensionOf } from "./fileTypes";

export const chartKinds = ["bar", "scatter", "radar", "heatmap"] as const;
export type ChartKind = (typeof chartKinds)[number];

/** The colour picker's 14 preset colours. */
export const presetColors = [
  "#2185d0",
  "#db2828",
  "#21ba45",
  "#f2711c",
  "#a333c8",
  "#00b5ad",
  "#fbbd08",
  "#e03997",
  "#6435c9",
  "#b5cc18",
  "#a5673f",
  "#1b1c1d",
  "#767676",
  "#ff4500",
] as const;

interface Dataset {
  readonly header: readonly string[];
  readonly rows: readonly (readonly string[])[];
}

const chartWidth = 960;
const chartHeight = 520;
const margin = { top: 30, right: 150, bottom: 70, left: 70 };

/** Parses delimited text: the first row is the header; at most `maxRows` data rows. */
export function parseTable(
  text: string,
  delimiter: string,
  maxRows: number,
): Dataset & { readonly count: number } {
  const parsed = Papa.parse<string[]>(text.trim(), { delimiter, skipEmptyLines: true });
  const [header = [], ...rows] = parsed.data;
  return { header: header.map((cell) => cell.trim()), rows: rows.slice(0, maxRows), count: rows.length };
}

/** Rows each kind draws at most (radar and heatmap grow unreadable beyond). */
const kindLimits: Record<ChartKind, number> = {
  bar: Number.POSITIVE_INFINITY,
  scatter: Number.POSITIVE_INFINITY,
  radar: 60,
  heatmap: 100,
};

/** A drawn value as the tooltips show it (the radar draws values shifted by an offset). */
function formatValue(value: number): string {
  return String(Number(value.toPrecision(6)));
}

function exportName(base: string, ext: string): string {
  return `${base.replace(/\.[^.]+$/, "") || "chart"}.${ext}`;
}

function svgText(container: HTMLElement | null): string | null {
  const svg = container?.querySelector("svg");
  if (!svg) return null;
  const copy = svg.cloneNode(true) as SVGSVGElement;
  copy.setAttribute("xmlns", "http://www.w3.org/2000/svg");
  copy.setAttribute("width", String(svg.getAttribute("width") ?? chartWidth));
  copy.setAttribute("height", String(svg.getAttribute("height") ?? chartHeight));
  const background = document.createElementNS("http://www.w3.org/2000/svg", "rect");
  background.setAttribute("width", "100%");
  background.setAttribute("height", "100%");
  background.setAttribute("fill", "#ffffff");
  copy.insertBefore(background, copy.firstChild);
  return new XMLSerializer().serializeToString(copy);
}

function exportPng(svg: string, name: string): void {
  const image = new Image();
  image.onload = () => {
    const canvas = document.createElement("canvas");
    canvas.width = image.width * 2;
    canvas.height = image.height * 2;
    const context = canvas.getContext("2d");
    if (!context) return;
    context.scale(2, 2);
    context.drawImage(image, 0, 0);
    canvas.toBlob((blob) => {
      if (blob) downloadBlob(blob, name);
    }, "image/png");
  };
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

function useFileData(
  fileId: string | null,
  name: string,
): { data: Dataset | null; loading: boolean; failed: string | null } {
  const { t } = useTranslation();
  const session = useSession();
  const [state, setState] = useState<{ data: Dataset | null; loading: boolean; failed: string | null }>({
    data: null,
    loading: false,
    failed: null,
  });
  useEffect(() => {
    if (!fileId) return;
    const controller = new AbortController();
    setState({ data: null, loading: true, failed: null });
    const url = `${dataFileBase(session.stage)}/read_file/${fileId}`;
    restReadRange(url, `bytes=0-${constants.previewFetchBytes - 1}`, controller.signal)
      .then((read) => {
        const decoded = decodeUtf8(read.bytes, read.start, read.total);
        if (!decoded) {
          setState({ data: null, loading: false, failed: t("preview.notUtf8") });
          return;
        }
        const delimiter = extensionOf(name) === "tsv" ? "\t" : "";
        setState({
          data: parseTable(decoded.text, delimiter, constants.chartRowsMax),
          loading: false,
          failed: null,
        });
      })
      .catch((error: unknown) => {
        if (error instanceof Error && error.name === "AbortError") return;
        setState({ data: null, loading: false, failed: t("preview.readFailed") });
      });
    return () => controller.abort();
  }, [fileId, name, session.stage, t]);
  return state;
}

export function ChartTool() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const fileId = search.get("file");
  const fileName = search.get("name") ?? "";
  const file = useFileData(fileId, fileName);
  const [pasted, setPasted] = useState("");
  const [pastedData, setPastedData] = useState<Dataset | null>(null);
  const [source, setSource] = useState<"file" | "paste">(fileId ? "file" : "paste");
  const [kind, setKind] = useState<ChartKind>("bar");
  const [labelColumn, setLabelColumn] = useState(0);
  const [xColumn, setXColumn] = useState<number | null>(null);
  const [yColumn, setYColumn] = useState<number | null>(null);
  const [valueColumns, setValueColumns] = useState<number[]>([]);
  const [color, setColor] = useState<string>(presetColors[0]);
  const chartRef = useRef<HTMLDivElement>(null);
  useEffect(() => setSource(fileId ? "file" : "paste"), [fileId]);

  const data = source === "file" ? file.data : pastedData;
  const numbers = useMemo(() => (data ? numericColumns(data) : []), [data]);

  // A new data set picks sensible columns: the first text column as labels, numeric ones as values.
  useEffect(() => {
    if (!data) return;
    const firstText = data.header.findIndex((_name, index) => !numbers.includes(index));
    setLabelColumn(firstText >= 0 ? firstText : 0);
    setXColumn(numbers[0] ?? null);
    setYColumn(numbers[1] ?? numbers[0] ?? null);
    setValueColumns(numbers.slice(0, 3));
  }, [data, numbers]);

  const usePasted = () => {
    const text = pasted.trim();
    if (text === "") {
      setPastedData({ header: [], rows: [] });
      return;
    }
    const delimiter = text.split("\n", 1)[0]?.includes("\t") ? "\t" : "";
    const table = parseTable(text, delimiter, constants.pastedRowsMax + 1);
    if (table.count > constants.pastedRowsMax) {
      toast.error(t("chart.pastedTooMany", { max: constants.pastedRowsMax }));
      return;
    }
    setPastedData({ header: table.header, rows: table.rows.slice(0, constants.chartRowsMax) });
  };

  const palette = [color, ...presetColors.filter((preset) => preset !== color)];
  const columnOptions = (data?.header ?? []).map((name, index) => ({
    key: index,
    value: index,
    text: name || `#${index + 1}`,
  }));
  const numberOptions = columnOptions.filter((option) => numbers.includes(option.value));
  const label = (row: readonly string[], index: number) => row[labelColumn] || String(index + 1);
  const header = data?.header ?? [];
  const keys = valueColumns.map((index) => header[index] || `#${index + 1}`);

  const chosen: readonly (number | null)[] = kind === "scatter" ? [xColumn, yColumn] : valueColumns;
  const chosenColumns = chosen.filter((column): column is number => column !== null);
  const rowsDrawn: DrawnRows | null =
    data && chosenColumns.length > 0 && chosenColumns.length === chosen.length
      ? drawnRows(data.rows, chosenColumns, kindLimits[kind])
      : null;

  const chart = (() => {
    if (!data || !rowsDrawn || rowsDrawn.drawn.length === 0) return null;
    const shown = rowsDrawn.drawn.map((index) => ({ index, row: data.rows[index] ?? [] }));
    if (kind === "scatter") {
      if (xColumn === null || yColumn === null) return null;
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
    const records = shown.map(({ index, row }) => {
      const record: Record<string, string | number> = { label: label(row, index) };
      valueColumns.forEach((column, position) => {
        record[keys[position] ?? String(column)] = numeric(row[column]) ?? 0;
      });
      return record;
    });
    const values = records.flatMap((record) => keys.map((key) => Number(record[key] ?? 0)));
    const domain = axisDomain(values, { includeZero: true });
    if (!domain) return null;
    if (kind === "bar") {
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
    if (kind === "radar") {
      // A radar's radius starts at its centre: negative values are drawn shifted so that the lowest
      // sits at the centre; the tooltips show the values themselves.
      const offset = domain.min < 0 ? -domain.min : 0;
      const shifted = records.map((record) => {
        const copy: Record<string, string | number> = { ...record };
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
  })();

  /** What was not drawn and why: "4 of 5 rows drawn: 1 row has no number in logP". */
  const undrawn =
    rowsDrawn && rowsDrawn.drawn.length < rowsDrawn.total
      ? t("chart.drawnOf", {
          drawn: rowsDrawn.drawn.length,
          total: rowsDrawn.total,
          reasons: [
            ...rowsDrawn.missing.map((entry) =>
              t("chart.noNumber", {
                count: entry.rows,
                column: header[entry.column] || `#${entry.column + 1}`,
              }),
            ),
            ...(rowsDrawn.beyondLimit > 0
              ? [t("chart.beyondLimit", { count: rowsDrawn.beyondLimit, max: kindLimits[kind] })]
              : []),
          ].join(t("chart.reasonSeparator")),
        })
      : null;

  const exportSvg = () => {
    const svg = svgText(chartRef.current);
    if (svg) downloadBlob(new Blob([svg], { type: "image/svg+xml" }), exportName(fileName || "chart", "svg"));
  };
  const exportImage = () => {
    const svg = svgText(chartRef.current);
    if (svg) exportPng(svg, exportName(fileName || "chart", "png"));
  };

  return (
    <div data-testid="chart-tool">
      <PageHeader
        title={t("chart.title")}
        intro={source === "file" && fileName ? fileName : t("chart.intro")}
      >
        {fileId ? (
          <Button basic icon="arrow left" content={t("common.back")} onClick={() => navigate(-1)} />
        ) : null}
      </PageHeader>
      <Segment>
        <Form>
          <Form.Group inline>
            <label>{t("chart.source")}</label>
            {fileId ? (
              <Form.Radio
                label={t("chart.fromFile", { name: fileName })}
                checked={source === "file"}
                onChange={() => setSource("file")}
                data-testid="chart-source-file"
              />
            ) : null}
            <Form.Radio
              label={t("chart.fromPaste")}
              checked={source === "paste"}
              onChange={() => setSource("paste")}
              data-testid="chart-source-paste"
            />
          </Form.Group>
          {source === "paste" ? (
            <>
              <Form.Field>
                <TextArea
                  rows={6}
                  value={pasted}
                  placeholder={t("chart.pastePlaceholder")}
                  onChange={(_event, value) => setPasted(String(value.value ?? ""))}
                  data-testid="chart-paste"
                />
              </Form.Field>
              <Button
                type="button"
                content={t("chart.usePasted")}
                onClick={usePasted}
                data-testid="chart-use-paste"
              />
              <span className="muted small"> {t("chart.pasteNote", { max: constants.pastedRowsMax })}</span>
            </>
          ) : null}
        </Form>
      </Segment>
      {source === "file" && file.loading ? <Loader active inline="centered" /> : null}
      {source === "file" && file.failed ? <Message error content={file.failed} /> : null}
      {data ? (
        <Segment data-testid="chart-settings">
          <div className="chart-settings">
            <Button.Group size="small">
              {chartKinds.map((value) => (
                <Button
                  key={value}
                  type="button"
                  active={kind === value}
                  primary={kind === value}
                  content={t(`chart.kinds.${value}`)}
                  onClick={() => setKind(value)}
                  data-testid={`chart-kind-${value}`}
                />
              ))}
            </Button.Group>
            <span className="muted small" data-testid="chart-rows">
              {t("chart.rows", { count: data.rows.length, max: constants.chartRowsMax })}
            </span>
          </div>
          <Form size="small" className="chart-pickers">
            {kind === "scatter" ? (
              <Form.Group widths="equal">
                <Form.Dropdown
                  label={t("chart.xColumn")}
                  selection
                  search
                  options={numberOptions}
                  value={xColumn ?? undefined}
                  onChange={(_event, value) => setXColumn(Number(value.value))}
                  data-testid="chart-x"
                />
                <Form.Dropdown
                  label={t("chart.yColumn")}
                  selection
                  search
                  options={numberOptions}
                  value={yColumn ?? undefined}
                  onChange={(_event, value) => setYColumn(Number(value.value))}
                  data-testid="chart-y"
                />
              </Form.Group>
            ) : (
              <Form.Group widths="equal">
                <Form.Dropdown
                  label={t("chart.labelColumn")}
                  selection
                  search
                  options={columnOptions}
                  value={labelColumn}
                  onChange={(_event, value) => setLabelColumn(Number(value.value))}
                  data-testid="chart-label"
                />
                <Form.Dropdown
                  label={t("chart.valueColumns")}
                  selection
                  search
                  multiple
                  options={numberOptions}
                  value={valueColumns}
                  onChange={(_event, value) => setValueColumns((value.value as number[]) ?? [])}
                  data-testid="chart-values"
                />
              </Form.Group>
            )}
            <Form.Field>
              <label>{t("chart.color")}</label>
              <div className="color-swatches" data-testid="chart-colors">
                {presetColors.map((preset) => (
                  <button
                    key={preset}
                    type="button"
                    className={`color-swatch${preset === color ? " active" : ""}`}
                    style={{ background: preset }}
                    title={preset}
                    aria-label={preset}
                    onClick={() => setColor(preset)}
                    data-testid={`chart-color-${preset.slice(1)}`}
                  />
                ))}
              </div>
            </Form.Field>
          </Form>
          {undrawn ? (
            <Message
              warning
              size="small"
              icon="warning sign"
              content={undrawn}
              data-testid="chart-undrawn"
              data-drawn={rowsDrawn?.drawn.length}
              data-total={rowsDrawn?.total}
            />
          ) : null}
        </Segment>
      ) : null}
      {data ? (
        chart ? (
          <Segment>
            <div className="chart-actions">
              <Dropdown
                button
                className="basic small"
                icon="download"
                text={t("chart.export")}
                data-testid="chart-export"
              >
                <Dropdown.Menu>
                  <Dropdown.Item text="PNG" onClick={exportImage} data-testid="chart-export-png" />
                  <Dropdown.Item text="SVG" onClick={exportSvg} data-testid="chart-export-svg" />
                </Dropdown.Menu>
              </Dropdown>
            </div>
            <div className="chart-canvas" ref={chartRef} data-testid={`chart-${kind}`}>
              {chart}
            </div>
          </Segment>
        ) : (
          <Message error content={t("chart.noData")} data-testid="chart-no-data" />
        )
      ) : null}
    </div>
  );
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
