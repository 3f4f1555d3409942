/**
 * The data set screen's (DataFilesScreen) list scope and upload target: which files the table asks for
 * (kind, folder or all folders, one project, favourites) and where an upload goes (the kind, and the
 * picked project).
 */
import { restCalls } from "@crucible/schema";
import { useMemo } from "react";
import type { Stage } from "../../app/paths";
import { useProjectsQuery } from "../../graphql/__generated__/documents/projects";
import type { DataFileKind, QueryInput, WhereGroupInput } from "../../graphql";

export interface DataFilesScope {
  readonly kind: DataFileKind;
  readonly folder: readonly string[];
  readonly allFolders: boolean;
  readonly favoritesOnly: boolean;
  readonly system: boolean;
  /** One project's files, in every folder (only where `shared`). */
  readonly projectId: string | null;
  /** The kind's files may be shared in projects (owned kinds on the front end). */
  readonly shared: boolean;
}

/** The table's query with the scope's conditions in front. */
export function useDataFilesQuery(tableQuery: QueryInput, scope: DataFilesScope): QueryInput {
  const { kind, folder, allFolders, favoritesOnly, system, projectId, shared } = scope;
  return useMemo<QueryInput>(() => {
    const where: WhereGroupInput[] = [{ logic: "AND", values: [{ name: "Kind", symbol: "=", value: kind }] }];
    if (projectId !== null && shared) {
      where.push({ logic: "AND", values: [{ name: "ProjectId", symbol: "=", value: projectId }] });
    } else if (!allFolders) {
      where.push({
        logic: "AND",
        values:
          folder.length === 0
            ? [{ name: "Folder", symbol: "BLANK" }]
            : [{ name: "Folder", symbol: "=", value: folder.join("/") }],
      });
    }
    // Favourites are filtered on the server (the Favorite field is the caller's own flag).
    if (favoritesOnly && !system) {
      where.push({ logic: "AND", values: [{ name: "Favorite", symbol: "=", value: "true" }] });
    }
    return { ...tableQuery, where: [...where, ...(tableQuery.where ?? [])] };
  }, [tableQuery, kind, folder, allFolders, favoritesOnly, system, projectId, shared]);
}

/**
 * Where an upload goes: with one project picked, into it (the gateway refuses a viewer before any byte
 * is sent); temporary files never join a project, so temporary uploads stay the caller's own.
 */
export function useUploadTarget(stage: Stage, kind: DataFileKind, projectId: string | null, shared: boolean) {
  const uploadProject = projectId !== null && shared && kind !== "temporary" ? projectId : null;
  const projects = useProjectsQuery({ fetchPolicy: "cache-first", skip: uploadProject === null });
  const projectName = projects.data?.projects.find((p) => p.id === uploadProject)?.name ?? null;
  const endpoint = useMemo(
    () => ({
      calls: restCalls.dataFileUpload(stage === "system" ? "sys" : "user"),
      extra: uploadProject === null ? { Kind: kind } : { Kind: kind, ProjectId: Number(uploadProject) },
    }),
    [stage, kind, uploadProject],
  );
  return { endpoint, projectName };
}
