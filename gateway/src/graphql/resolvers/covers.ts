/** Default covers over GraphQL: thin adapters over domain/modules/defaultCovers.ts. */
import { grantedIn } from "../directives.js";
import { AppError } from "../../domain/errors.js";
import {
  isCoverKind,
  readDefaultCovers,
  setDefaultCover,
  type DefaultCoversView,
} from "../../domain/modules/defaultCovers.js";
import type { MutationResolvers, QueryResolvers } from "../__generated__/resolvers.js";
import { toId } from "./scalars.js";

function present(view: DefaultCoversView) {
  return {
    moduleCoverTemplateId: view.moduleCoverTemplateId === null ? null : String(view.moduleCoverTemplateId),
    moduleCoverUrl: view.moduleCoverUrl,
    templateCoverTemplateId:
      view.templateCoverTemplateId === null ? null : String(view.templateCoverTemplateId),
    templateCoverUrl: view.templateCoverUrl,
  };
}

export const coverQueries: Pick<Required<QueryResolvers>, "workflowDefaultCovers"> = {
  workflowDefaultCovers: async (_p, _a, ctx) => present(await readDefaultCovers(ctx)),
};

export const coverMutations: Pick<Required<MutationResolvers>, "setWorkflowDefaultCover"> = {
  setWorkflowDefaultCover: async (_p, { kind, templateId }, ctx, info) => {
    if (!isCoverKind(kind)) throw new AppError("ServerInvalidParameter", "kind is a cover kind");
    const id = templateId === null || templateId === undefined ? null : toId(templateId, "templateId");
    return present(await setDefaultCover(ctx, grantedIn(info, "Sys.Config.Update"), kind, id));
  },
};
