/**
 * The wiring every back-office list screen repeats, as one hook: the table state (paging, sorting,
 * filters, recycle bin) passed to the screen's generated list hook, the page of rows, the dialog of
 * the row being edited, the mutations run with a busy flag and a success toast, and the refetch after
 * a change. The client already toasts a mutation's error (errorPolicy "all", graphql/errors.ts), so a
 * failed mutation here only leaves the list as it is. Spread `screen.list(columns)` and
 * `editing={screen.editing}` into a ResourceScreen.
 */
import { useState } from "react";
import type { QueryInput } from "../../graphql";
import type { Column } from "../table/column";
import { localPage } from "../table/localPage";
import {
  useResourceTable,
  type ResourceTableOptions,
  type ResourceTableState,
} from "../table/useResourceTable";
import { toast } from "../toast";
import type { ListProps } from "./resourceList";
import type { Outcome } from "./RowActions";
import { useEditing, type Editing } from "./useEditing";

/** What the screen reads of a generated list hook's answer. */
export interface ListQuery<D> {
  readonly data?: D | undefined;
  readonly loading: boolean;
  readonly refetch: () => Promise<unknown>;
}

/** The options the hook passes to the screen's generated list hook (`useSysAppsQuery`...). */
export interface ListHookOptions {
  readonly variables: { readonly query: QueryInput };
  readonly fetchPolicy: "cache-and-network";
}

/** A page of the server's list field. */
export interface ListPage<T> {
  readonly list: readonly T[];
  readonly total: number;
}

/** The list hook's answer in the screen's hands (an Apollo query's: its data, polling...). */
type DataOf<Q extends ListQuery<unknown>> = NonNullable<Q["data"]>;

export interface ResourceScreenOptions<T, Q extends ListQuery<unknown>> {
  /** The table's first page size and sort. */
  readonly table?: ResourceTableOptions;
  /** The generated list hook, called on every render with the table's query. */
  readonly useList: (options: ListHookOptions) => Q;
  /**
   * The page in the answer; a plain array is the whole list, paged, sorted and filtered here (its list
   * hook then leaves out the table's query: `useList: () => usePermissionCatalogueQuery()`).
   */
  readonly pick: (data: DataOf<Q>) => ListPage<T> | readonly T[];
}

export interface ResourceScreenState<T, Q extends ListQuery<unknown> = ListQuery<unknown>> {
  readonly table: ResourceTableState;
  /**
   * What the list hook answered, with its own type (an Apollo query's: polling...). Type the parameter
   * of a `useList` arrow (`(options: ListHookOptions) => ...`) for its answer's type to be kept.
   */
  readonly query: Q;
  /** The list hook's data (undefined until it first answers). */
  readonly data: DataOf<Q> | undefined;
  /** The rows of the answer: the page, or the whole list when `pick` gives an array. */
  readonly rows: readonly T[];
  readonly loading: boolean;
  readonly refetch: () => void;
  /** The props drawing the list, for ResourceScreen or ResourceTable. */
  readonly list: (columns: readonly Column<T>[]) => ListProps<T>;
  /** The dialog's row (`editing.create`, `editing.edit(row)`). */
  readonly editing: Editing<T>;
  /** Closes the dialog; `saved` refetches the list. */
  readonly closeDialog: (saved?: boolean) => void;
  /**
   * Runs a mutation: `busy` while it runs; when it answers without an error, toasts `done` (when
   * given) and refetches the list. Resolves with the answer.
   */
  readonly run: <R extends Outcome>(mutation: Promise<R>, done?: string) => Promise<R>;
  readonly busy: boolean;
}

export function useResourceScreen<T, Q extends ListQuery<unknown>>(
  options: ResourceScreenOptions<T, Q>,
): ResourceScreenState<T, Q> {
  const table = useResourceTable(options.table);
  const query = options.useList({ variables: { query: table.query }, fetchPolicy: "cache-and-network" });
  const editing = useEditing<T>();
  const [running, setRunning] = useState(0);
  const data: DataOf<Q> | undefined =
    query.data === undefined || query.data === null ? undefined : query.data;
  const answer = data === undefined ? undefined : options.pick(data);
  const rows: readonly T[] = answer === undefined ? [] : isWhole(answer) ? answer : answer.list;
  const refetch = () => void query.refetch();

  const run = async <R extends Outcome>(mutation: Promise<R>, done?: string): Promise<R> => {
    setRunning((count) => count + 1);
    try {
      const result = await mutation;
      if (!result.error) {
        if (done !== undefined) toast.success(done);
        refetch();
      }
      return result;
    } finally {
      setRunning((count) => count - 1);
    }
  };

  return {
    table,
    query,
    data,
    rows,
    loading: query.loading,
    refetch,
    list: (columns) => {
      const page =
        answer === undefined
          ? { rows: [], total: 0 }
          : isWhole(answer)
            ? localPage(rows, columns, table)
            : { rows: answer.list, total: answer.total };
      return {
        table,
        columns,
        rows: page.rows,
        total: page.total,
        loading: query.loading,
        onRefresh: refetch,
      };
    },
    editing,
    closeDialog: (saved) => {
      editing.close();
      if (saved) refetch();
    },
    run,
    busy: running > 0,
  };
}

function isWhole<T>(answer: ListPage<T> | readonly T[]): answer is readonly T[] {
  return Array.isArray(answer);
}
