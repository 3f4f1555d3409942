/**
 * The files a file argument (FileArgInput) offers: the caller's data set files (in the back office only
 * the shared ones), searched on the server and narrowed to the argument's formats, and the chosen file
 * looked up when the list does not hold it.
 */
import { useMemo } from "react";
import type { ArgsFormFileFieldsFragment, DataFileKind, QueryInput, WhereGroupInput } from "../../graphql";
import {
  useArgsFormDataFilesQuery,
  useArgsFormSysDataFilesQuery,
} from "../../graphql/__generated__/documents/modules";
import { fileMatchesFormats } from "./argValues";

const sharedKinds: readonly DataFileKind[] = ["public", "module_demo"];

export interface FileArgFilesRequest {
  /** The back office (system templates): only the shared files can be chosen. */
  readonly system: boolean;
  readonly formats: readonly string[];
  /** Narrow the list to `formats`. */
  readonly filtering: boolean;
  /** The (debounced, trimmed) name searched. */
  readonly search: string;
  /** The chosen data set file, if any. */
  readonly selectedId: number | null;
}

export function useFileArgFiles({ system, formats, filtering, search, selectedId }: FileArgFilesRequest) {
  const scope = useMemo<WhereGroupInput[]>(
    () =>
      system
        ? [
            {
              logic: "AND",
              values: sharedKinds.map((kind, index) => ({
                name: "Kind",
                symbol: "=",
                value: kind,
                logic: index === 0 ? ("AND" as const) : ("OR" as const),
              })),
            },
            { logic: "AND", values: [{ name: "Status", symbol: "=", value: "enabled" }] },
          ]
        : [],
    [system],
  );

  const query = useMemo<QueryInput>(() => {
    const where: WhereGroupInput[] = [...scope];
    if (filtering) {
      where.push({
        logic: "AND",
        values: formats.map((format, index) => ({
          name: "Name",
          symbol: "LIKE",
          value: `.${format}`,
          logic: index === 0 ? ("AND" as const) : ("OR" as const),
        })),
      });
    }
    if (search !== "")
      where.push({ logic: "AND", values: [{ name: "Name", symbol: "LIKE", value: search }] });
    return { where, orderBy: [{ name: "Name", isAsc: true }], limit: 100 };
  }, [scope, filtering, formats, search]);

  const userList = useArgsFormDataFilesQuery({
    variables: { query },
    skip: system,
    fetchPolicy: "cache-and-network",
  });
  const sysList = useArgsFormSysDataFilesQuery({
    variables: { query },
    skip: !system,
    fetchPolicy: "cache-and-network",
  });
  const listData = system
    ? (sysList.data ?? sysList.previousData)?.sysDataFiles
    : (userList.data ?? userList.previousData)?.dataFiles;
  const files = useMemo(() => {
    const all = listData?.list ?? [];
    return filtering ? all.filter((file) => fileMatchesFormats(file.name, formats)) : all;
  }, [listData, filtering, formats]);

  // The chosen file may lie outside the list (another search, a template's saved choice): look it up.
  const selectedInList = selectedId !== null && files.some((file) => Number(file.id) === selectedId);
  const lookupQuery = useMemo<QueryInput>(
    () => ({
      where: [
        ...scope,
        { logic: "AND", values: [{ name: "Id", symbol: "=", value: String(selectedId ?? 0) }] },
      ],
      limit: 1,
    }),
    [scope, selectedId],
  );
  const userLookup = useArgsFormDataFilesQuery({
    variables: { query: lookupQuery },
    skip: system || selectedId === null || selectedInList,
  });
  const sysLookup = useArgsFormSysDataFilesQuery({
    variables: { query: lookupQuery },
    skip: !system || selectedId === null || selectedInList,
  });
  const lookedUp: ArgsFormFileFieldsFragment | null =
    (system ? sysLookup.data?.sysDataFiles.list[0] : userLookup.data?.dataFiles.list[0]) ?? null;

  const refetch = system ? sysList.refetch : userList.refetch;
  const loading = system ? sysList.loading : userList.loading;
  return { files, lookedUp, refetch, loading };
}
