/**
 * The SDF reader's filters: up to 10 rows of field, operator and value (the title is the field
 * "name"), and the filters the gateway applies from them.
 */
import { Button, Dropdown, Icon, Input } from "semantic-ui-react";
import type { SdfFilterInput, SdfFilterOp } from "../graphql";
import { useNs } from "../i18n";
import { sdfNs } from "./sdfI18n";

/** The record's title line, as the gateway names it in sort and filters. */
export const nameField = "name";
const filterOps: readonly SdfFilterOp[] = [
  "contains",
  "eq",
  "ne",
  "gt",
  "ge",
  "lt",
  "le",
  "blank",
  "notBlank",
];
const valueless: ReadonlySet<SdfFilterOp> = new Set<SdfFilterOp>(["blank", "notBlank"]);

export interface FilterRow {
  readonly key: number;
  readonly field: string;
  readonly op: SdfFilterOp;
  readonly value: string;
}

/** The filter rows the gateway can apply: a value where the op needs one. */
export function filtersOf(rows: readonly FilterRow[]): SdfFilterInput[] {
  return rows
    .filter((row) => valueless.has(row.op) || row.value.trim() !== "")
    .map((row) =>
      valueless.has(row.op)
        ? { field: row.field, op: row.op }
        : { field: row.field, op: row.op, value: row.value },
    );
}

type SetRows = (update: (current: FilterRow[]) => FilterRow[]) => void;

function FilterRowFields(props: {
  row: FilterRow;
  position: number;
  count: number;
  fieldOptions: { key: string; value: string; text: string }[];
  setRows: SetRows;
}) {
  const { t } = useNs(sdfNs);
  const { row, position, count, setRows } = props;
  const opOptions = filterOps.map((op) => ({ key: op, value: op, text: t(`sdf.ops.${op}`) }));
  const updateRow = (key: number, change: Partial<Omit<FilterRow, "key">>) =>
    setRows((current) => current.map((item) => (item.key === key ? { ...item, ...change } : item)));
  return (
    <div className="sdf-filter" data-testid={`sdf-filter-${position}`}>
      <Icon name="filter" />
      <Dropdown
        selection
        compact
        search
        options={props.fieldOptions}
        value={row.field}
        onChange={(_event, value) => updateRow(row.key, { field: String(value.value) })}
        data-testid={position === 0 ? "sdf-filter-field" : `sdf-filter-field-${position}`}
      />
      <Dropdown
        selection
        compact
        options={opOptions}
        value={row.op}
        onChange={(_event, value) => updateRow(row.key, { op: value.value as SdfFilterOp })}
        data-testid={position === 0 ? "sdf-filter-op" : `sdf-filter-op-${position}`}
      />
      {valueless.has(row.op) ? null : (
        <Input
          size="small"
          placeholder={t("translation:table.value")}
          value={row.value}
          onChange={(_event, value) => updateRow(row.key, { value: String(value.value) })}
          input={{
            "data-testid": position === 0 ? "sdf-filter-value" : `sdf-filter-value-${position}`,
          }}
        />
      )}
      {count > 1 ? (
        <Button
          type="button"
          basic
          compact
          size="small"
          icon="minus"
          title={t("sdf.removeFilter")}
          aria-label={t("sdf.removeFilter")}
          onClick={() => setRows((current) => current.filter((item) => item.key !== row.key))}
          data-testid={`sdf-filter-remove-${position}`}
        />
      ) : null}
      {position === count - 1 && count < 10 ? (
        <Button
          type="button"
          basic
          compact
          size="small"
          icon="plus"
          title={t("sdf.addFilter")}
          aria-label={t("sdf.addFilter")}
          onClick={() =>
            setRows((current) => [
              ...current,
              {
                key: Math.max(...current.map((item) => item.key)) + 1,
                field: nameField,
                op: "contains",
                value: "",
              },
            ])
          }
          data-testid="sdf-filter-add"
        />
      ) : null}
    </div>
  );
}

/** The filter rows; `fields` are the record fields seen so far ("name" is the title, not a field). */
export function SdfFilters(props: {
  rows: readonly FilterRow[];
  setRows: SetRows;
  fields: readonly string[];
}) {
  const { t } = useNs(sdfNs);
  const fieldOptions = [
    { key: nameField, value: nameField, text: t("translation:common.name") },
    ...props.fields
      .filter((field) => field !== nameField)
      .map((field) => ({ key: field, value: field, text: field })),
  ];
  return (
    <div className="sdf-filters" data-testid="sdf-filters">
      {props.rows.map((row, position) => (
        <FilterRowFields
          key={row.key}
          row={row}
          position={position}
          count={props.rows.length}
          fieldOptions={fieldOptions}
          setRows={props.setRows}
        />
      ))}
      <span className="muted small">{t("sdf.filterNote")}</span>
    </div>
  );
}
