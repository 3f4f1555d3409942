/**
 * One map library's entries as a back-office list (the map library screen, the tools form): the
 * table's query, its rows in sort order, moving a row up or down, status and removal, and what the
 * signed-in administrator may do to them.
 */
import { useMemo } from "react";
import { useSession } from "../../app/session";
import { useResourceTable } from "../../components/ResourceTable";
import type { MapEntryFieldsFragment } from "../../graphql";
import {
  MapEntriesDocument,
  useMapEntriesQuery,
  useRemoveMapEntryMutation,
  useReorderMapEntriesMutation,
  useSetMapEntryStatusMutation,
} from "../../graphql/__generated__/documents/cms";

export function useMapEntryList(library: string, pageSize?: number) {
  const session = useSession();
  const table = useResourceTable({
    sort: { name: "SortOrder", isAsc: true },
    ...(pageSize === undefined ? {} : { pageSize }),
  });
  const query = useMapEntriesQuery({
    variables: {
      query: {
        ...table.query,
        where: [
          { logic: "AND", values: [{ name: "MapLibraryName", symbol: "=", value: library }] },
          ...(table.query.where ?? []),
        ],
      },
    },
    fetchPolicy: "cache-and-network",
  });
  const [setStatus] = useSetMapEntryStatusMutation();
  const [remove] = useRemoveMapEntryMutation({ refetchQueries: [MapEntriesDocument] });
  const [reorder] = useReorderMapEntriesMutation({ refetchQueries: [MapEntriesDocument] });
  const rows = useMemo(() => query.data?.mapEntries.list ?? [], [query.data]);

  /** Moves a row `delta` places in the library's order (within the page shown). */
  const move = (row: MapEntryFieldsFragment, delta: number) => {
    const ids = rows.map((entry) => entry.id);
    const from = ids.indexOf(row.id);
    const to = from + delta;
    if (from < 0 || to < 0 || to >= ids.length) return;
    ids.splice(from, 1);
    ids.splice(to, 0, row.id);
    void reorder({ variables: { ids } });
  };

  return {
    table,
    query,
    rows,
    move,
    setStatus,
    remove,
    canUpdate: session.can("Cms.MapLibrary.Update"),
    canDelete: session.can("Cms.MapLibrary.Delete"),
  };
}
