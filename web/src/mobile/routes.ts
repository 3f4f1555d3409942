/** Pure helpers of the mobile site's routes: data set folders in addresses, and where sign-in continues. */
import type { DataFileKind } from "../graphql";
import { routeOfKind } from "../features/datasets/kinds";

/** Where a signed-out visitor was going (router state), so that sign-in continues there. */
export interface FromState {
  readonly from?: string;
}

/** Only in-app routes are followed after sign-in. */
export function safeFrom(state: unknown): string {
  const from = (state as FromState | null)?.from;
  if (typeof from !== "string" || !from.startsWith("/") || from.startsWith("//")) return "/";
  return from.startsWith("/frontend/login") ? "/" : from;
}

/** The folder of a data set address (`?folder=a/b`), as its parts. */
export function folderOf(search: URLSearchParams): string[] {
  return (search.get("folder") ?? "").split("/").filter(Boolean);
}

/** The address of a data set kind's folder. */
export function folderPath(kind: DataFileKind, parts: readonly string[]): string {
  const base = `/datasets/${routeOfKind(kind)}`;
  return parts.length === 0 ? base : `${base}?folder=${encodeURIComponent(parts.join("/"))}`;
}

/** The folders directly inside `parts`, from every folder path of the kind. */
export function childFolders(all: readonly string[], parts: readonly string[]): string[] {
  const names = new Set<string>();
  for (const path of all) {
    const segments = path.split("/").filter(Boolean);
    if (segments.length <= parts.length) continue;
    if (parts.every((part, index) => segments[index] === part)) names.add(segments[parts.length] ?? "");
  }
  names.delete("");
  return [...names].sort((a, b) => a.localeCompare(b));
}
