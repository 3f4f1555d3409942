/**
 * The chart tool (spec §9): data from a CSV or TSV data file (the first 1000 rows) or pasted data (at
 * most 2000 rows); bar, scatter, radar and heatmap with @nivo; column pickers; the 14 preset colours;
 * export as PNG and SVG. Empty data shows the no-data error. The axes fit the drawn values (negative
 * ones included), and the rows left out (a cell with no number, beyond a kind's limit) are counted on
 * screen: a chart never hides data silently.
 */
import { constants } from "@crucible/schema";
import Papa from "papaparse";
import { useEffect, useMemo, useRef, useState, type ReactElement } from "react";
import { useNavigate, useSearchParams } from "react-router-dom";
import { Button, Dropdown, Form, Loader, Message, Segment, TextArea } from "semantic-ui-react";
import { useSession } from "../app/session";
import { downloadBlob } from "../components/download";
import { PageHeader } from "../components/PageHeader";
import { toast } from "../components/toast";
import { restReadRange } from "../graphql/rest";
import { drawnRows, numericColumns, type DrawnRows } from "./chartData";
import { chartOf } from "./ChartDrawing";
import { exportName, exportPng, svgText } from "./chartExport";
import { ChartSettings, kindLimits, useChartChoices, type ChartKind } from "./ChartSettings";
import { dataFileBase } from "./dataFileUrls";
import { decodeUtf8, extensionOf } from "./fileTypes";
import { useNs } from "../i18n";
import { chartNs } from "./chartI18n";
import { previewNs } from "./previewI18n";

interface Dataset {
  readonly header: readonly string[];
  readonly rows: readonly (readonly string[])[];
}

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

function useFileData(
  fileId: string | null,
  name: string,
): { data: Dataset | null; loading: boolean; failed: string | null } {
  const { t } = useNs(previewNs);
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

type ChartSource = "file" | "paste";

/** Where the data comes from: the data file of the route, or data pasted (and taken on a button). */
function SourcePanel(props: {
  fileId: string | null;
  fileName: string;
  source: ChartSource;
  onSource: (source: ChartSource) => void;
  onPasted: (data: Dataset) => void;
}) {
  const { t } = useNs(chartNs);
  const { fileId, fileName, source } = props;
  const [pasted, setPasted] = useState("");

  const usePasted = () => {
    const text = pasted.trim();
    if (text === "") {
      props.onPasted({ header: [], rows: [] });
      return;
    }
    const delimiter = text.split("\n", 1)[0]?.includes("\t") ? "\t" : "";
    const table = parseTable(text, delimiter, constants.pastedRowsMax + 1);
    if (table.count > constants.pastedRowsMax) {
      toast.error(t("pastedTooMany", { max: constants.pastedRowsMax }));
      return;
    }
    props.onPasted({ header: table.header, rows: table.rows.slice(0, constants.chartRowsMax) });
  };

  return (
    <Segment>
      <Form>
        <Form.Group inline>
          <label>{t("source")}</label>
          {fileId ? (
            <Form.Radio
              label={t("fromFile", { name: fileName })}
              checked={source === "file"}
              onChange={() => props.onSource("file")}
              data-testid="chart-source-file"
            />
          ) : null}
          <Form.Radio
            label={t("fromPaste")}
            checked={source === "paste"}
            onChange={() => props.onSource("paste")}
            data-testid="chart-source-paste"
          />
        </Form.Group>
        {source === "paste" ? (
          <>
            <Form.Field>
              <TextArea
                rows={6}
                value={pasted}
                placeholder={t("pastePlaceholder")}
                onChange={(_event, value) => setPasted(String(value.value ?? ""))}
                data-testid="chart-paste"
              />
            </Form.Field>
            <Button
              type="button"
              content={t("usePasted")}
              onClick={usePasted}
              data-testid="chart-use-paste"
            />
            <span className="muted small"> {t("pasteNote", { max: constants.pastedRowsMax })}</span>
          </>
        ) : null}
      </Form>
    </Segment>
  );
}

/** The drawn chart with its export menu (PNG, SVG). */
function ChartCanvas({ chart, kind, fileName }: { chart: ReactElement; kind: ChartKind; fileName: string }) {
  const { t } = useNs(chartNs);
  const chartRef = useRef<HTMLDivElement>(null);
  const exportSvg = () => {
    const svg = svgText(chartRef.current);
    if (svg) downloadBlob(new Blob([svg], { type: "image/svg+xml" }), exportName(fileName || "chart", "svg"));
  };
  const exportImage = () => {
    const svg = svgText(chartRef.current);
    if (svg) exportPng(svg, exportName(fileName || "chart", "png"));
  };
  return (
    <Segment>
      <div className="chart-actions">
        <Dropdown
          button
          className="basic small"
          icon="download"
          text={t("export")}
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
  );
}

export function ChartTool() {
  const { t } = useNs(chartNs);
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const fileId = search.get("file");
  const fileName = search.get("name") ?? "";
  const file = useFileData(fileId, fileName);
  const [pastedData, setPastedData] = useState<Dataset | null>(null);
  const [source, setSource] = useState<ChartSource>(fileId ? "file" : "paste");
  useEffect(() => setSource(fileId ? "file" : "paste"), [fileId]);

  const data = source === "file" ? file.data : pastedData;
  const numbers = useMemo(() => (data ? numericColumns(data) : []), [data]);
  const choices = useChartChoices(data, numbers);
  const { kind, xColumn, yColumn, valueColumns } = choices;

  const chosen: readonly (number | null)[] = kind === "scatter" ? [xColumn, yColumn] : valueColumns;
  const chosenColumns = chosen.filter((column): column is number => column !== null);
  const rowsDrawn: DrawnRows | null =
    data && chosenColumns.length > 0 && chosenColumns.length === chosen.length
      ? drawnRows(data.rows, chosenColumns, kindLimits[kind])
      : null;
  const chart = chartOf(data, rowsDrawn, choices);

  return (
    <div data-testid="chart-tool">
      <PageHeader title={t("title")} intro={source === "file" && fileName ? fileName : t("intro")}>
        {fileId ? (
          <Button
            basic
            icon="arrow left"
            content={t("translation:common.back")}
            onClick={() => navigate(-1)}
          />
        ) : null}
      </PageHeader>
      <SourcePanel
        fileId={fileId}
        fileName={fileName}
        source={source}
        onSource={setSource}
        onPasted={setPastedData}
      />
      {source === "file" && file.loading ? <Loader active inline="centered" /> : null}
      {source === "file" && file.failed ? <Message error content={file.failed} /> : null}
      {data ? <ChartSettings data={data} numbers={numbers} choices={choices} rowsDrawn={rowsDrawn} /> : null}
      {data ? (
        chart ? (
          <ChartCanvas chart={chart} kind={kind} fileName={fileName} />
        ) : (
          <Message error content={t("noData")} data-testid="chart-no-data" />
        )
      ) : null}
    </div>
  );
}
