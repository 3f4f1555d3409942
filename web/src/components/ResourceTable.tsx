/**
 * The one table of the web client: server-side paging, sorting and filters over the GraphQL list
 * fields' `query: QueryInput` (spec §4, §7, §9). `useResourceTable` (table/useResourceTable.ts) owns
 * the query state; the screen passes the query to its generated list hook and hands rows, total and
 * loading back to the table. The columns are table/column.ts, the filters' state and where groups
 * table/filterState.ts, the same in the browser table/localPage.ts.
 */
import { constants } from "@crucible/schema";
import { useEffect, useMemo, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Checkbox, Loader, Segment, Table } from "semantic-ui-react";
import { useDelayedFlag } from "./hooks";
import { actionsColumn, type RowActionsInput } from "./kit/columns";
import type { KitRow } from "./kit/RowActions";
import { cellText, type Column, type FilterOption } from "./table/column";
import { HeaderCell } from "./table/HeaderCell";
import { TablePager } from "./table/TablePager";
import { TableToolbar } from "./table/TableToolbar";
import type { ResourceTableState } from "./table/useResourceTable";

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
