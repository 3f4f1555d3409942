import { parseSize } from "@crucible/schema";
import { cellText, type CellValue, type Column } from "./column";
import { matches, type Condition, type RangeKind } from "./filterState";
import type { ResourceTableState } from "./useResourceTable";

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
