/**
 * One map library's entries as a back-office list (the map library screen, the tools form): the
 * screen kit's list of the library (its query, rows, dialog, refetch after a change), moving a row up
 * or down, status and removal, and what the signed-in administrator may do to them.
 */
import { useSession } from "../../app/session";
import { useResourceScreen } from "../../components/kit/useResourceScreen";
import type { EntityStatus, MapEntryFieldsFragment, QueryInput } from "../../graphql";
import {
  useMapEntriesQuery,
  useRemoveMapEntryMutation,
  useReorderMapEntriesMutation,
  useSetMapEntryStatusMutation,
} from "../../graphql/__generated__/documents/cms";

/** The table's query narrowed to one library. */
function inLibrary(query: QueryInput, library: string): QueryInput {
  return {
    ...query,
    where: [
      { logic: "AND", values: [{ name: "MapLibraryName", symbol: "=", value: library }] },
      ...(query.where ?? []),
    ],
  };
}

export function useMapEntryList(library: string, pageSize?: number) {
  const session = useSession();
  const screen = useResourceScreen({
    table: { sort: { name: "SortOrder", isAsc: true }, ...(pageSize === undefined ? {} : { pageSize }) },
    useList: ({ variables, fetchPolicy }) =>
      useMapEntriesQuery({ variables: { query: inLibrary(variables.query, library) }, fetchPolicy }),
    pick: (data) => data.mapEntries,
  });
  const [setStatus] = useSetMapEntryStatusMutation();
  const [remove] = useRemoveMapEntryMutation();
  const [reorder] = useReorderMapEntriesMutation();
  const rows = screen.rows;

  /** Moves a row `delta` places in the library's order (within the page shown). */
  const move = (row: MapEntryFieldsFragment, delta: number) => {
    const ids = rows.map((entry) => entry.id);
    const from = ids.indexOf(row.id);
    const to = from + delta;
    if (from < 0 || to < 0 || to >= ids.length) return;
    ids.splice(from, 1);
    ids.splice(to, 0, row.id);
    void screen.run(reorder({ variables: { ids } }));
  };

  return {
    screen,
    move,
    setStatus: (row: MapEntryFieldsFragment, status: EntityStatus) =>
      void screen.run(setStatus({ variables: { id: row.id, status } })),
    remove: (row: MapEntryFieldsFragment) => screen.run(remove({ variables: { id: row.id } })),
    canUpdate: session.can("Cms.MapLibrary.Update"),
    canDelete: session.can("Cms.MapLibrary.Delete"),
  };
}
