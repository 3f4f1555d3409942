/**
 * The one table of the web client: server-side paging, sorting and filters over the GraphQL list
 * fields' `query: QueryInput` (spec §4, §7, §9). `useResourceTable` owns the query state; the screen
 * passes the query to its generated list hook and hands rows, total and loading back to the table.
 */
import { constants, pagerSizeOptions, parseSize } from "@crucible/schema";
import { useEffect, useMemo, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import {
  Button,
  Checkbox,
  Dropdown,
  Icon,
  Input,
  Loader,
  Pagination,
  Popup,
  Segment,
  Table,
  type SemanticWIDTHS,
} from "semantic-ui-react";
import type { OrderByInput, QueryInput, WhereGroupInput, WhereValueInput } from "../graphql";
import { useDebounced, useDelayedFlag } from "./hooks";
import { actionsColumn, type RowActionsInput } from "./kit/columns";
import type { KitRow } from "./kit/RowActions";

export type CellValue = string | number | boolean | null | undefined;

export interface FilterOption {
  readonly value: string;
  readonly text: string;
}

/**
 * string: select-all and search over the column's values; number, size (with KB, MB, GB, TB) and date:
 * two joined conditions.
 */
export type FilterSpec =
  | { readonly kind: "string"; readonly options?: readonly FilterOption[] }
  | { readonly kind: "number" }
  | { readonly kind: "size" }
  | { readonly kind: "date" };

export interface Column<T> {
  /** The server's PascalCase field name, used for sorting and filtering. */
  readonly key: string;
  readonly title: string;
  readonly value?: (row: T) => CellValue;
  readonly render?: (row: T) => ReactNode;
  readonly sortable?: boolean;
  readonly filter?: FilterSpec;
  readonly width?: SemanticWIDTHS;
  readonly collapsing?: boolean;
  /** The class of the column's cells. */
  readonly className?: string;
}

export const numberOps = ["=", "!=", ">", "<", ">=", "<=", "BLANK", "NOTBLANK"] as const;
export type NumberOp = (typeof numberOps)[number];

interface Condition {
  readonly op: NumberOp;
  readonly value: string;
}

interface StringFilterState {
  readonly kind: "string";
  readonly search: string;
  /** null: every value (no filter). */
  readonly selected: readonly string[] | null;
  /** The column's values are a closed set: search only narrows the ticked values. */
  readonly closed: boolean;
}

type RangeKind = "number" | "size" | "date";

interface RangeFilterState {
  readonly kind: RangeKind;
  readonly first: Condition;
  readonly join: "AND" | "OR";
  readonly second: Condition;
}

type FilterState = StringFilterState | RangeFilterState;

const emptyCondition: Condition = { op: "=", value: "" };

function conditionValue(name: string, condition: Condition, logic: "AND" | "OR"): WhereValueInput | null {
  if (condition.op === "BLANK" || condition.op === "NOTBLANK") return { name, symbol: condition.op, logic };
  if (condition.value.trim() === "") return null;
  return { name, symbol: condition.op, value: condition.value.trim(), logic };
}

function matches(search: string, text: string): boolean {
  return text.toLowerCase().includes(search.trim().toLowerCase());
}

/** The where groups of the filters: one group per column, groups joined by AND. */
export function filtersToWhere(filters: Readonly<Record<string, FilterState>>): WhereGroupInput[] {
  const groups: WhereGroupInput[] = [];
  for (const [name, filter] of Object.entries(filters)) {
    const values: WhereValueInput[] = [];
    if (filter.kind === "string") {
      const selected = filter.selected;
      // An open set searched with everything ticked: the search reaches rows not on screen (LIKE).
      if (selected === null && filter.search.trim() !== "") {
        values.push({ name, symbol: "LIKE", value: filter.search.trim() });
      }
      if (selected !== null && selected.length > 0) {
        selected.forEach((value, index) =>
          values.push({ name, symbol: "=", value, logic: index === 0 ? "AND" : "OR" }),
        );
      }
    } else {
      const first = conditionValue(name, filter.first, "AND");
      const second = conditionValue(name, filter.second, filter.join);
      if (first) values.push(first);
      if (second) values.push(first ? second : { ...second, logic: "AND" });
    }
    if (values.length > 0) groups.push({ logic: "AND", values });
  }
  return groups;
}

function isActive(filter: FilterState | undefined): boolean {
  if (!filter) return false;
  if (filter.kind === "string") return filter.selected !== null || filter.search.trim() !== "";
  return (
    filter.first.op === "BLANK" ||
    filter.first.op === "NOTBLANK" ||
    filter.first.value.trim() !== "" ||
    filter.second.op === "BLANK" ||
    filter.second.op === "NOTBLANK" ||
    filter.second.value.trim() !== ""
  );
}

export interface ResourceTableOptions {
  readonly pageSize?: number;
  readonly sort?: OrderByInput;
}

export interface ResourceTableState {
  readonly query: QueryInput;
  readonly page: number;
  readonly pageSize: number;
  readonly basePageSize: number;
  readonly sort: OrderByInput | null;
  readonly filters: Readonly<Record<string, FilterState>>;
  readonly deleted: boolean;
  readonly setPage: (page: number) => void;
  readonly setPageSize: (size: number) => void;
  readonly setSort: (sort: OrderByInput | null) => void;
  readonly setFilter: (key: string, filter: FilterState | null) => void;
  readonly clearFilters: () => void;
  readonly setDeleted: (deleted: boolean) => void;
}

/** The query state of one table; pass `state.query` to the screen's generated list hook. */
export function useResourceTable(options: ResourceTableOptions = {}): ResourceTableState {
  const basePageSize = options.pageSize ?? constants.queryLimitDefault;
  const [page, setPage] = useState(1);
  const [pageSize, setPageSizeState] = useState(basePageSize);
  const [sort, setSortState] = useState<OrderByInput | null>(options.sort ?? null);
  const [filters, setFilters] = useState<Readonly<Record<string, FilterState>>>({});
  const [deleted, setDeletedState] = useState(false);
  const debounced = useDebounced(filters, constants.filterDebounceMs);

  const query = useMemo<QueryInput>(() => {
    const where = filtersToWhere(debounced);
    return {
      where: where.length > 0 ? where : undefined,
      orderBy: sort ? [sort] : undefined,
      limit: pageSize,
      offset: (page - 1) * pageSize,
      deleted: deleted || undefined,
    };
  }, [debounced, sort, pageSize, page, deleted]);

  return {
    query,
    page,
    pageSize,
    basePageSize,
    sort,
    filters,
    deleted,
    setPage,
    setPageSize: (size) => {
      setPageSizeState(size);
      setPage(1);
    },
    setSort: (next) => {
      setSortState(next);
      setPage(1);
    },
    setFilter: (key, filter) => {
      setFilters((current) => {
        const next = { ...current };
        if (filter) next[key] = filter;
        else delete next[key];
        return next;
      });
      setPage(1);
    },
    clearFilters: () => {
      setFilters({});
      setPage(1);
    },
    setDeleted: (value) => {
      setDeletedState(value);
      setPage(1);
    },
  };
}

function cellText(value: CellValue): string {
  if (value === null || value === undefined) return "";
  return String(value);
}

interface StringFilterProps {
  readonly state: StringFilterState | undefined;
  readonly options: readonly FilterOption[];
  readonly closed: boolean;
  readonly onChange: (state: StringFilterState | null) => void;
}

function StringFilter({ state, options, closed, onChange }: StringFilterProps) {
  const { t } = useTranslation();
  const search = state?.search ?? "";
  const selected = state?.selected ?? null;
  const visible = options.filter((option) => search.trim() === "" || matches(search, option.text));
  const isChecked = (value: string) => selected === null || selected.includes(value);
  const allChecked = visible.every((option) => isChecked(option.value));
  const update = (next: Partial<StringFilterState>) => {
    const merged: StringFilterState = { kind: "string", search, selected, closed, ...next };
    onChange(merged.selected === null && merged.search === "" ? null : merged);
  };
  const toggle = (value: string) => {
    const base = selected ?? visible.map((option) => option.value);
    const next = base.includes(value) ? base.filter((v) => v !== value) : [...base, value];
    update({ selected: next.length === options.length && search === "" ? null : next });
  };
  return (
    <div className="table-filter" data-testid="filter-string">
      <Input
        fluid
        size="small"
        icon="search"
        placeholder={t("table.search")}
        value={search}
        onChange={(_event, data) => {
          const text = String(data.value);
          // A closed set has no LIKE on the server: searching ticks the matching values instead.
          const ticked =
            closed && text.trim() !== ""
              ? options.filter((option) => matches(text, option.text)).map((option) => option.value)
              : null;
          update({ search: text, selected: ticked });
        }}
        input={{ "data-testid": "filter-search" }}
      />
      <div
        className="filter-values"
        style={{ maxHeight: constants.filterListRows * constants.filterRowPx }}
        data-testid="filter-values"
      >
        {visible.length === 0 ? (
          <div className="filter-row muted">{t("table.noValues")}</div>
        ) : (
          <>
            <div className="filter-row" style={{ height: constants.filterRowPx }}>
              <Checkbox
                label={t("table.selectAll")}
                checked={allChecked}
                onChange={() =>
                  update({
                    selected: allChecked ? [] : search === "" ? null : visible.map((option) => option.value),
                  })
                }
                data-testid="filter-select-all"
              />
            </div>
            {visible.map((option) => (
              <div key={option.value} className="filter-row" style={{ height: constants.filterRowPx }}>
                <Checkbox
                  label={option.text === "" ? t("common.none") : option.text}
                  checked={isChecked(option.value)}
                  onChange={() => toggle(option.value)}
                  data-testid={`filter-value-${option.value}`}
                />
              </div>
            ))}
          </>
        )}
      </div>
      {selected !== null && selected.length === 0 ? (
        <div className="filter-hint">{t("table.pickOne")}</div>
      ) : null}
      <Button size="mini" basic type="button" onClick={() => onChange(null)} data-testid="filter-clear">
        {t("table.clear")}
      </Button>
    </div>
  );
}

const opKeys: Record<NumberOp, "eq" | "ne" | "gt" | "lt" | "ge" | "le" | "blank" | "notBlank"> = {
  "=": "eq",
  "!=": "ne",
  ">": "gt",
  "<": "lt",
  ">=": "ge",
  "<=": "le",
  BLANK: "blank",
  NOTBLANK: "notBlank",
};

interface RangeFilterProps {
  readonly kind: RangeKind;
  readonly state: RangeFilterState | undefined;
  readonly onChange: (state: RangeFilterState | null) => void;
}

function RangeFilter({ kind, state, onChange }: RangeFilterProps) {
  const { t } = useTranslation();
  const current: RangeFilterState = state ?? {
    kind,
    first: kind === "date" ? { op: ">=", value: "" } : emptyCondition,
    join: "AND",
    second: kind === "date" ? { op: "<=", value: "" } : emptyCondition,
  };
  const update = (next: Partial<RangeFilterState>) => {
    const merged = { ...current, ...next };
    onChange(isActive(merged) ? merged : null);
  };
  const opOptions = numberOps.map((op) => ({ key: op, value: op, text: t(`table.ops.${opKeys[op]}`) }));
  const row = (which: "first" | "second") => {
    const condition = current[which];
    const needsValue = condition.op !== "BLANK" && condition.op !== "NOTBLANK";
    return (
      <div className="filter-condition">
        <Dropdown
          selection
          compact
          options={opOptions}
          value={condition.op}
          onChange={(_event, data) => update({ [which]: { ...condition, op: data.value as NumberOp } })}
          data-testid={`filter-op-${which}`}
        />
        {needsValue ? (
          <Input
            size="small"
            type={kind === "date" ? "date" : "text"}
            inputMode={kind === "number" ? "numeric" : undefined}
            placeholder={kind === "size" ? t("table.sizeValue") : t("table.value")}
            value={condition.value}
            onChange={(_event, data) => {
              const text = String(data.value);
              if (kind === "number" && !/^[-\d.eE]*$/.test(text)) return;
              if (kind === "size" && !/^[\d.]*\s*[kmgtb]?b?$/i.test(text)) return;
              update({ [which]: { ...condition, value: text } });
            }}
            input={{ "data-testid": `filter-value-${which}` }}
          />
        ) : null}
      </div>
    );
  };
  return (
    <div className="table-filter" data-testid={`filter-${kind}`}>
      {row("first")}
      <Button.Group size="mini" className="filter-join">
        <Button
          type="button"
          active={current.join === "AND"}
          onClick={() => update({ join: "AND" })}
          data-testid="filter-join-and"
        >
          {t("table.and")}
        </Button>
        <Button
          type="button"
          active={current.join === "OR"}
          onClick={() => update({ join: "OR" })}
          data-testid="filter-join-or"
        >
          {t("table.or")}
        </Button>
      </Button.Group>
      {row("second")}
      <Button size="mini" basic type="button" onClick={() => onChange(null)} data-testid="filter-clear">
        {t("table.clear")}
      </Button>
    </div>
  );
}

interface ResourceTableProps<T extends KitRow> {
  readonly table: ResourceTableState;
  readonly columns: readonly Column<T>[];
  readonly rows: readonly T[];
  readonly total: number;
  readonly loading: boolean;
  /** Row actions, shown in a last column (`actionsColumn`): the standard ones' spec, or the row's own. */
  readonly actions?: RowActionsInput<T>;
  /** Buttons above the table (create, import...). */
  readonly toolbar?: ReactNode;
  /** Offers the recycle-bin toggle (`deleted: true`). */
  readonly recycleBin?: boolean;
  readonly onRefresh?: () => void;
  readonly testId?: string;
  /** A row's test id; default `row-<id>`. */
  readonly rowTestId?: (row: T) => string;
  /** Row checkboxes: the ids ticked (kept across pages by the screen). */
  readonly selection?: {
    readonly selected: ReadonlySet<string>;
    readonly onChange: (selected: Set<string>) => void;
  };
  /** Rows drawn above the list, across its columns (the folders of a data set's current folder). */
  readonly leadingRows?: readonly LeadingRow[];
  /** What the pager says of the list's size, when the leading rows count too (default: the total). */
  readonly totalLabel?: string;
}

/** A row above the list that is not one of its items: one cell across the columns. */
export interface LeadingRow {
  readonly key: string;
  readonly content: ReactNode;
  readonly testId?: string;
}

export function ResourceTable<T extends KitRow>(props: ResourceTableProps<T>) {
  const { t } = useTranslation();
  const { table, rows, total } = props;
  const columns = props.actions ? [...props.columns, actionsColumn(t, props.actions)] : props.columns;
  const showSpinner = useDelayedFlag(props.loading, constants.spinnerDelayMs);
  const totalPages = Math.max(1, Math.ceil(total / table.pageSize));

  // The values offered by a string filter: the column's own options, or the values on screen.
  const optionsByKey = useMemo(() => {
    const result: Record<string, readonly FilterOption[]> = {};
    for (const column of props.columns) {
      if (column.filter?.kind !== "string") continue;
      if (column.filter.options) {
        result[column.key] = column.filter.options;
        continue;
      }
      const seen = new Set<string>();
      const active = table.filters[column.key];
      if (active?.kind === "string" && active.selected) active.selected.forEach((value) => seen.add(value));
      for (const row of rows) seen.add(cellText(column.value?.(row)));
      result[column.key] = [...seen].sort().map((value) => ({ value, text: value }));
    }
    return result;
  }, [props.columns, rows, table.filters]);

  useEffect(() => {
    if (table.page > totalPages && total > 0) table.setPage(totalPages);
  }, [table, totalPages, total]);

  return (
    <div className="resource-table" data-testid={props.testId ?? "resource-table"}>
      <TableToolbar table={table} recycleBin={props.recycleBin} onRefresh={props.onRefresh}>
        {props.toolbar}
      </TableToolbar>
      <Segment basic className="table-body">
        {showSpinner ? <Loader active data-testid="table-loading" /> : null}
        <Table celled compact striped sortable unstackable>
          <Table.Header>
            <Table.Row>
              {props.selection ? (
                <Table.HeaderCell collapsing className="plain-header">
                  <Checkbox
                    checked={rows.length > 0 && rows.every((row) => props.selection?.selected.has(row.id))}
                    onChange={(_event, data) => {
                      const next = new Set(props.selection?.selected);
                      for (const row of rows) {
                        if (data.checked) next.add(row.id);
                        else next.delete(row.id);
                      }
                      props.selection?.onChange(next);
                    }}
                    aria-label={t("table.selectPage")}
                    data-testid="select-page"
                  />
                </Table.HeaderCell>
              ) : null}
              {columns.map((column) => (
                <HeaderCell
                  key={column.key}
                  column={column}
                  table={table}
                  options={optionsByKey[column.key] ?? []}
                />
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {(props.leadingRows ?? []).map((row) => (
              <Table.Row key={`leading-${row.key}`} data-testid={row.testId} className="leading-row">
                {props.selection ? <Table.Cell collapsing /> : null}
                <Table.Cell colSpan={columns.length}>{row.content}</Table.Cell>
              </Table.Row>
            ))}
            {rows.length === 0 && (props.leadingRows?.length ?? 0) > 0 ? null : rows.length === 0 ? (
              <Table.Row>
                <Table.Cell
                  colSpan={columns.length + (props.selection ? 1 : 0)}
                  textAlign="center"
                  className="muted"
                  data-testid="table-empty"
                >
                  {props.loading ? t("common.loading") : t("table.empty")}
                </Table.Cell>
              </Table.Row>
            ) : (
              rows.map((row) => (
                <Table.Row key={row.id} data-testid={props.rowTestId?.(row) ?? `row-${row.id}`}>
                  {props.selection ? (
                    <Table.Cell collapsing>
                      <Checkbox
                        checked={props.selection.selected.has(row.id)}
                        onChange={(_event, data) => {
                          const next = new Set(props.selection?.selected);
                          if (data.checked) next.add(row.id);
                          else next.delete(row.id);
                          props.selection?.onChange(next);
                        }}
                        data-testid={`select-${row.id}`}
                      />
                    </Table.Cell>
                  ) : null}
                  {columns.map((column) => (
                    <Table.Cell key={column.key} collapsing={column.collapsing} className={column.className}>
                      {column.render ? column.render(row) : cellText(column.value?.(row))}
                    </Table.Cell>
                  ))}
                </Table.Row>
              ))
            )}
          </Table.Body>
        </Table>
      </Segment>
      <TablePager table={table} total={total} totalLabel={props.totalLabel} />
    </div>
  );
}

/** Above the table: the screen's own controls left; clear filters, the recycle bin and refresh right. */
function TableToolbar(props: {
  readonly table: ResourceTableState;
  readonly recycleBin?: boolean;
  readonly onRefresh?: () => void;
  readonly children?: ReactNode;
}) {
  const { t } = useTranslation();
  const { table } = props;
  const anyFilter = Object.values(table.filters).some((filter) => isActive(filter));
  return (
    <div className="table-toolbar">
      <div className="table-toolbar-left">{props.children}</div>
      <div className="table-toolbar-right">
        {anyFilter ? (
          <Button
            size="small"
            basic
            type="button"
            icon="filter"
            content={t("table.clearFilters")}
            onClick={table.clearFilters}
            data-testid="table-clear-filters"
          />
        ) : null}
        {props.recycleBin ? (
          <Checkbox
            toggle
            label={t("table.recycleBin")}
            checked={table.deleted}
            onChange={(_event, data) => table.setDeleted(Boolean(data.checked))}
            data-testid="recycle-bin"
          />
        ) : null}
        {props.onRefresh ? (
          <Button
            size="small"
            basic
            icon="refresh"
            type="button"
            title={t("common.refresh")}
            aria-label={t("common.refresh")}
            onClick={props.onRefresh}
            data-testid="table-refresh"
          />
        ) : null}
      </div>
    </div>
  );
}

/** A column's header: its title sorts (when sortable), its funnel opens the filter. */
function HeaderCell<T>(props: {
  readonly column: Column<T>;
  readonly table: ResourceTableState;
  readonly options: readonly FilterOption[];
}) {
  const { t } = useTranslation();
  const { column, table } = props;
  const sortBy = () => {
    if (!column.sortable) return;
    const current = table.sort?.name === column.key ? table.sort : null;
    if (!current) table.setSort({ name: column.key, isAsc: true });
    else if (current.isAsc) table.setSort({ name: column.key, isAsc: false });
    else table.setSort(null);
  };
  const sorted =
    table.sort?.name === column.key
      ? table.sort.isAsc
        ? ("ascending" as const)
        : ("descending" as const)
      : undefined;
  const filter = column.filter;
  return (
    <Table.HeaderCell
      width={column.width}
      collapsing={column.collapsing}
      sorted={column.sortable ? sorted : undefined}
      className={column.sortable ? "sortable-header" : "plain-header"}
      data-testid={`col-${column.key}`}
    >
      <span className="header-title" onClick={sortBy}>
        {column.title}
      </span>
      {filter ? (
        <Popup
          on="click"
          position="bottom left"
          pinned
          trigger={
            <Icon
              name="filter"
              link
              className={isActive(table.filters[column.key]) ? "filter-icon active" : "filter-icon"}
              title={t("table.filter")}
              data-testid={`filter-${column.key}`}
            />
          }
        >
          {filter.kind === "string" ? (
            <StringFilter
              state={table.filters[column.key] as StringFilterState | undefined}
              options={props.options}
              closed={Boolean(filter.options)}
              onChange={(state) => table.setFilter(column.key, state)}
            />
          ) : (
            <RangeFilter
              kind={filter.kind}
              state={table.filters[column.key] as RangeFilterState | undefined}
              onChange={(state) => table.setFilter(column.key, state)}
            />
          )}
        </Popup>
      ) : null}
    </Table.HeaderCell>
  );
}

/** Below the table: the total, the page size, the pages. */
function TablePager(props: {
  readonly table: ResourceTableState;
  readonly total: number;
  readonly totalLabel?: string;
}) {
  const { t } = useTranslation();
  const { table, total } = props;
  const totalPages = Math.max(1, Math.ceil(total / table.pageSize));
  const sizeOptions = pagerSizeOptions(table.basePageSize).map((size) => ({
    key: size,
    value: size,
    text: t("table.pageSize", { size }),
  }));
  return (
    <div className="table-pager">
      <span className="muted" data-testid="table-total">
        {props.totalLabel ?? t("table.total", { count: total })}
      </span>
      <Dropdown
        selection
        compact
        options={sizeOptions}
        value={table.pageSize}
        onChange={(_event, data) => table.setPageSize(Number(data.value))}
        data-testid="table-page-size"
      />
      <Pagination
        size="mini"
        activePage={table.page}
        totalPages={totalPages}
        onPageChange={(_event, data) => table.setPage(Number(data.activePage))}
        firstItem={null}
        lastItem={null}
        data-testid="table-pager"
      />
    </div>
  );
}

function compareCells(a: CellValue, b: CellValue): number {
  if (a === b) return 0;
  if (a === null || a === undefined || a === "") return -1;
  if (b === null || b === undefined || b === "") return 1;
  if (typeof a === "number" && typeof b === "number") return a - b;
  return String(a).localeCompare(String(b), undefined, { numeric: true });
}

function rangeValue(kind: RangeKind, value: CellValue): number | null {
  if (value === null || value === undefined || value === "") return null;
  if (kind === "number") return Number(value);
  if (kind === "size") return typeof value === "number" ? value : parseSize(String(value));
  const time = new Date(String(value)).getTime();
  return Number.isNaN(time) ? null : time;
}

function testCondition(kind: RangeKind, cell: CellValue, condition: Condition): boolean | null {
  const actual = rangeValue(kind, cell);
  if (condition.op === "BLANK") return actual === null;
  if (condition.op === "NOTBLANK") return actual !== null;
  if (condition.value.trim() === "") return null;
  const wanted = rangeValue(kind, condition.value.trim());
  if (actual === null || wanted === null) return false;
  switch (condition.op) {
    case "=":
      return actual === wanted;
    case "!=":
      return actual !== wanted;
    case ">":
      return actual > wanted;
    case "<":
      return actual < wanted;
    case ">=":
      return actual >= wanted;
    case "<=":
      return actual <= wanted;
  }
}

/**
 * The same sorting, filtering and paging, applied in the browser to a list the API returns whole
 * (a user's own tokens and sessions, image templates, the permission catalogue).
 */
export function localPage<T>(
  rows: readonly T[],
  columns: readonly Column<T>[],
  table: ResourceTableState,
): { rows: T[]; total: number } {
  const byKey = new Map(columns.map((column) => [column.key, column]));
  let result = rows.filter((row) =>
    Object.entries(table.filters).every(([key, filter]) => {
      const column = byKey.get(key);
      if (!column?.value) return true;
      const cell = column.value(row);
      if (filter.kind === "string") {
        const text = cellText(cell);
        if (filter.selected !== null) return filter.selected.length === 0 || filter.selected.includes(text);
        return filter.search.trim() === "" || matches(filter.search, text);
      }
      const first = testCondition(filter.kind, cell, filter.first);
      const second = testCondition(filter.kind, cell, filter.second);
      if (first === null) return second ?? true;
      if (second === null) return first;
      return filter.join === "AND" ? first && second : first || second;
    }),
  );
  const sort = table.sort;
  const sortColumn = sort ? byKey.get(sort.name) : undefined;
  if (sort && sortColumn?.value) {
    const read = sortColumn.value;
    result = [...result].sort((a, b) => compareCells(read(a), read(b)) * (sort.isAsc === false ? -1 : 1));
  }
  const start = (table.page - 1) * table.pageSize;
  return { rows: result.slice(start, start + table.pageSize), total: result.length };
}
