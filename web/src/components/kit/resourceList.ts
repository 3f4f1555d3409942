/**
 * A screen's list as one value: its table state, columns and the page of rows. A hook answering it
 * (`useOrderList`...) lets several screens draw the same list; `listProps` spreads it into a
 * ResourceTable or a ResourceScreen.
 */
import type { Column } from "../table/column";
import type { ResourceTableState } from "../table/useResourceTable";

/** The props of ResourceTable and ResourceScreen that draw a list. */
export interface ListProps<T> {
  readonly table: ResourceTableState;
  readonly columns: readonly Column<T>[];
  readonly rows: readonly T[];
  readonly total: number;
  readonly loading: boolean;
  readonly onRefresh: () => void;
}

export interface ResourceList<T> extends Omit<ListProps<T>, "onRefresh"> {
  readonly refetch: () => void;
}

export function listProps<T>(list: ResourceList<T>): ListProps<T> {
  return {
    table: list.table,
    columns: list.columns,
    rows: list.rows,
    total: list.total,
    loading: list.loading,
    onRefresh: list.refetch,
  };
}
