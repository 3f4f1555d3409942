/** GraphQL of the desktop download over domain/desktop (the same resource and rules as REST). */
import { listFields } from "../projection.js";
import {
  desktopDownloadPath,
  publicDesktopBuilds,
  sysDesktopBuildResource,
} from "../../domain/desktop/desktop.js";
import { fromGraphQuery } from "../../domain/query.js";
import type { MutationResolvers, QueryResolvers, Resolvers } from "../__generated__/resolvers.js";
import { resourceMutations } from "../resourceMutations.js";
import { toId } from "./scalars.js";

export const desktopQueries: Pick<Required<QueryResolvers>, "desktopBuilds" | "sysDesktopBuilds"> = {
  desktopBuilds: (_p, _a, ctx) => publicDesktopBuilds(ctx),
  sysDesktopBuilds: (_p, { query }, ctx, info) =>
    sysDesktopBuildResource.page(ctx, fromGraphQuery(query), listFields(info)),
};

export const desktopMutations: Pick<
  Required<MutationResolvers>,
  | "updateDesktopBuild"
  | "setDesktopBuildStatus"
  | "removeDesktopBuild"
  | "recoverDesktopBuild"
  | "purgeDesktopBuild"
> = {
  updateDesktopBuild: (_p, { id, input }, ctx) =>
    sysDesktopBuildResource.update(ctx, toId(id), {
      ...(input.version == null ? {} : { Version: input.version }),
      ...(input.notes == null ? {} : { Notes: input.notes }),
      ...(input.englishNotes == null ? {} : { EnglishNotes: input.englishNotes }),
    }),
  ...resourceMutations(sysDesktopBuildResource, {
    status: "setDesktopBuildStatus",
    remove: "removeDesktopBuild",
    recover: "recoverDesktopBuild",
    purge: "purgeDesktopBuild",
  }),
};

export const desktopTypeResolvers: Pick<Resolvers, "DesktopBuild"> = {
  DesktopBuild: {
    id: (row) => String(row.id),
    downloadUrl: (row) => desktopDownloadPath(row.id),
  },
};
