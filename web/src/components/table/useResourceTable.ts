import { constants } from "@crucible/schema";
import { useMemo, useState } from "react";
import type { OrderByInput, QueryInput } from "../../graphql";
import { useDebounced } from "../hooks";
import { filtersToWhere, type FilterState } from "./filterState";

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
