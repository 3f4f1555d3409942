/**
 * The chart tool's settings: the chart kind, the column pickers (x and y for a scatter plot, a label
 * column and value columns for the others), the 14 preset colours, and how many rows are not drawn
 * and why.
 */
import { constants } from "@crucible/schema";
import { useEffect, useState } from "react";
import { Button, Form, Message, Segment } from "semantic-ui-react";
import type { DrawnRows, Table } from "./chartData";
import { useNs } from "../i18n";
import { chartNs } from "./chartI18n";

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

/** Rows each kind draws at most (radar and heatmap grow unreadable beyond). */
export const kindLimits: Record<ChartKind, number> = {
  bar: Number.POSITIVE_INFINITY,
  scatter: Number.POSITIVE_INFINITY,
  radar: 60,
  heatmap: 100,
};

export interface ChartChoices {
  readonly kind: ChartKind;
  readonly setKind: (kind: ChartKind) => void;
  readonly labelColumn: number;
  readonly setLabelColumn: (column: number) => void;
  readonly xColumn: number | null;
  readonly setXColumn: (column: number | null) => void;
  readonly yColumn: number | null;
  readonly setYColumn: (column: number | null) => void;
  readonly valueColumns: number[];
  readonly setValueColumns: (columns: number[]) => void;
  readonly color: string;
  readonly setColor: (color: string) => void;
}

/**
 * The kind, columns and colour chosen. A new data set picks sensible columns: the first text column
 * as labels, numeric ones as values.
 */
export function useChartChoices(data: Table | null, numbers: readonly number[]): ChartChoices {
  const [kind, setKind] = useState<ChartKind>("bar");
  const [labelColumn, setLabelColumn] = useState(0);
  const [xColumn, setXColumn] = useState<number | null>(null);
  const [yColumn, setYColumn] = useState<number | null>(null);
  const [valueColumns, setValueColumns] = useState<number[]>([]);
  const [color, setColor] = useState<string>(presetColors[0]);

  useEffect(() => {
    if (!data) return;
    const firstText = data.header.findIndex((_name, index) => !numbers.includes(index));
    setLabelColumn(firstText >= 0 ? firstText : 0);
    setXColumn(numbers[0] ?? null);
    setYColumn(numbers[1] ?? numbers[0] ?? null);
    setValueColumns(numbers.slice(0, 3));
  }, [data, numbers]);

  return {
    kind,
    setKind,
    labelColumn,
    setLabelColumn,
    xColumn,
    setXColumn,
    yColumn,
    setYColumn,
    valueColumns,
    setValueColumns,
    color,
    setColor,
  };
}

/** What was not drawn and why: "4 of 5 rows drawn: 1 row has no number in logP". */
function useUndrawnText(rowsDrawn: DrawnRows | null, header: readonly string[], kind: ChartKind) {
  const { t } = useNs(chartNs);
  return rowsDrawn && rowsDrawn.drawn.length < rowsDrawn.total
    ? t("drawnOf", {
        drawn: rowsDrawn.drawn.length,
        total: rowsDrawn.total,
        reasons: [
          ...rowsDrawn.missing.map((entry) =>
            t("noNumber", {
              count: entry.rows,
              column: header[entry.column] || `#${entry.column + 1}`,
            }),
          ),
          ...(rowsDrawn.beyondLimit > 0
            ? [t("beyondLimit", { count: rowsDrawn.beyondLimit, max: kindLimits[kind] })]
            : []),
        ].join(t("reasonSeparator")),
      })
    : null;
}

/** The column pickers: x and y of a scatter plot, or the label column and the value columns. */
function ColumnPickers({
  data,
  numbers,
  choices,
}: {
  data: Table;
  numbers: readonly number[];
  choices: ChartChoices;
}) {
  const { t } = useNs(chartNs);
  const columnOptions = data.header.map((name, index) => ({
    key: index,
    value: index,
    text: name || `#${index + 1}`,
  }));
  const numberOptions = columnOptions.filter((option) => numbers.includes(option.value));
  return choices.kind === "scatter" ? (
    <Form.Group widths="equal">
      <Form.Dropdown
        label={t("xColumn")}
        selection
        search
        options={numberOptions}
        value={choices.xColumn ?? undefined}
        onChange={(_event, value) => choices.setXColumn(Number(value.value))}
        data-testid="chart-x"
      />
      <Form.Dropdown
        label={t("yColumn")}
        selection
        search
        options={numberOptions}
        value={choices.yColumn ?? undefined}
        onChange={(_event, value) => choices.setYColumn(Number(value.value))}
        data-testid="chart-y"
      />
    </Form.Group>
  ) : (
    <Form.Group widths="equal">
      <Form.Dropdown
        label={t("labelColumn")}
        selection
        search
        options={columnOptions}
        value={choices.labelColumn}
        onChange={(_event, value) => choices.setLabelColumn(Number(value.value))}
        data-testid="chart-label"
      />
      <Form.Dropdown
        label={t("valueColumns")}
        selection
        search
        multiple
        options={numberOptions}
        value={choices.valueColumns}
        onChange={(_event, value) => choices.setValueColumns((value.value as number[]) ?? [])}
        data-testid="chart-values"
      />
    </Form.Group>
  );
}

export function ChartSettings(props: {
  data: Table;
  numbers: readonly number[];
  choices: ChartChoices;
  rowsDrawn: DrawnRows | null;
}) {
  const { t } = useNs(chartNs);
  const { data, choices, rowsDrawn } = props;
  const undrawn = useUndrawnText(rowsDrawn, data.header, choices.kind);
  return (
    <Segment data-testid="chart-settings">
      <div className="chart-settings">
        <Button.Group size="small">
          {chartKinds.map((value) => (
            <Button
              key={value}
              type="button"
              active={choices.kind === value}
              primary={choices.kind === value}
              content={t(`kinds.${value}`)}
              onClick={() => choices.setKind(value)}
              data-testid={`chart-kind-${value}`}
            />
          ))}
        </Button.Group>
        <span className="muted small" data-testid="chart-rows">
          {t("rows", { count: data.rows.length, max: constants.chartRowsMax })}
        </span>
      </div>
      <Form size="small" className="chart-pickers">
        <ColumnPickers data={data} numbers={props.numbers} choices={choices} />
        <Form.Field>
          <label>{t("color")}</label>
          <div className="color-swatches" data-testid="chart-colors">
            {presetColors.map((preset) => (
              <button
                key={preset}
                type="button"
                className={`color-swatch${preset === choices.color ? " active" : ""}`}
                style={{ background: preset }}
                title={preset}
                aria-label={preset}
                onClick={() => choices.setColor(preset)}
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
  );
}
