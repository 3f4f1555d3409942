/** GraphQL of the public site over domain/site (the same functions as REST /api/index/...). */
import {
  listPublicModules,
  publicModuleCoverUrl,
  readPublicModule,
} from "../../domain/site/publicModules.js";
import type { QueryResolvers, Resolvers } from "../__generated__/resolvers.js";
import { toId } from "./scalars.js";

export const siteQueries: Pick<Required<QueryResolvers>, "publicModules" | "publicModule"> = {
  publicModules: async (_p, { search, limit, offset }, ctx) => {
    const page = await listPublicModules(ctx, {
      Search: search ?? undefined,
      Limit: limit ?? undefined,
      Offset: offset ?? undefined,
    });
    return { list: page.rows, total: page.total };
  },
  publicModule: (_p, { id }, ctx) => readPublicModule(ctx, toId(id)),
};

export const siteTypeResolvers: Pick<Resolvers, "PublicModule"> = {
  PublicModule: {
    id: (row) => String(row.id),
    coverUrl: (row) => publicModuleCoverUrl(row),
  },
};
