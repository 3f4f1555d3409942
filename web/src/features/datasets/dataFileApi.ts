/** The data files of one side (user or system) behind one interface: list, folders, usage and mutations. */
import { useCallback } from "react";
import type { DataFileKind, DataFileUpdateInput, QueryInput } from "../../graphql";
import {
  useDataFilesQuery,
  useDataFoldersQuery,
  usePurgeDataFileMutation,
  useRecoverDataFileMutation,
  useRemoveDataFileMutation,
  useSetDataFileFavoriteMutation,
  useStorageUsageQuery,
  useSysDataFilesQuery,
  useSysDataFoldersQuery,
  useSysPurgeDataFileMutation,
  useSysRecoverDataFileMutation,
  useSysRemoveDataFileMutation,
  useSysSetDataFileStatusMutation,
  useSysStorageUsageQuery,
  useSysUpdateDataFileMutation,
  useUpdateDataFileMutation,
} from "../../graphql/__generated__/documents/datasets";

/** The kinds whose files belong to a user (with a quota); the others are shared. */
export const ownedKinds: readonly DataFileKind[] = ["private", "temporary"];

/** The list, folders, usage and mutations of one side, behind one interface. */
export function useDataFileApi(system: boolean, kind: DataFileKind, query: QueryInput) {
  const listOptions = { variables: { query }, fetchPolicy: "cache-and-network" as const };
  const userList = useDataFilesQuery({ ...listOptions, skip: system });
  const sysList = useSysDataFilesQuery({ ...listOptions, skip: !system });
  const userFolders = useDataFoldersQuery({
    variables: { kind },
    skip: system,
    fetchPolicy: "cache-and-network",
  });
  const sysFolders = useSysDataFoldersQuery({
    variables: { kind },
    skip: !system,
    fetchPolicy: "cache-and-network",
  });
  const userUsage = useStorageUsageQuery({
    variables: {},
    skip: system || !ownedKinds.includes(kind),
    fetchPolicy: "cache-and-network",
  });
  const sysUsage = useSysStorageUsageQuery({
    variables: { kind },
    skip: !system,
    fetchPolicy: "cache-and-network",
  });
  const [update, updateState] = useUpdateDataFileMutation();
  const [sysUpdate, sysUpdateState] = useSysUpdateDataFileMutation();
  const [remove] = useRemoveDataFileMutation();
  const [sysRemove] = useSysRemoveDataFileMutation();
  const [recover] = useRecoverDataFileMutation();
  const [sysRecover] = useSysRecoverDataFileMutation();
  const [purge] = usePurgeDataFileMutation();
  const [sysPurge] = useSysPurgeDataFileMutation();
  const [favorite] = useSetDataFileFavoriteMutation();
  const [setStatus] = useSysSetDataFileStatusMutation();

  const list = system ? sysList.data?.sysDataFiles : userList.data?.dataFiles;
  const usage = system ? sysUsage.data?.sysStorageUsage : userUsage.data?.storageUsage;
  const refetchAll = useCallback(() => {
    if (system) {
      void sysList.refetch();
      void sysFolders.refetch();
      void sysUsage.refetch();
    } else {
      void userList.refetch();
      void userFolders.refetch();
      if (ownedKinds.includes(kind)) void userUsage.refetch();
    }
  }, [system, kind, sysList, sysFolders, sysUsage, userList, userFolders, userUsage]);

  return {
    rows: list?.list ?? [],
    total: list?.total ?? 0,
    loading: system ? sysList.loading : userList.loading,
    folders: (system ? sysFolders.data?.sysDataFolders : userFolders.data?.dataFolders) ?? [],
    usage: usage ?? null,
    refetchAll,
    saving: updateState.loading || sysUpdateState.loading,
    update: async (id: string, input: DataFileUpdateInput) => {
      const result = system
        ? await sysUpdate({ variables: { id, input } })
        : await update({ variables: { id, input } });
      return !result.error;
    },
    remove: async (id: string) => {
      const result = system ? await sysRemove({ variables: { id } }) : await remove({ variables: { id } });
      return !result.error;
    },
    recover: async (id: string) => {
      const result = system ? await sysRecover({ variables: { id } }) : await recover({ variables: { id } });
      return !result.error;
    },
    purge: async (id: string) => {
      const result = system ? await sysPurge({ variables: { id } }) : await purge({ variables: { id } });
      return !result.error;
    },
    favorite: async (id: string, value: boolean) => {
      const result = await favorite({ variables: { id, favorite: value } });
      return !result.error;
    },
    setStatus: async (id: string, status: "ENABLED" | "DISABLED") => {
      const result = await setStatus({ variables: { id, status } });
      return !result.error;
    },
  };
}

export type DataFileApi = ReturnType<typeof useDataFileApi>;
