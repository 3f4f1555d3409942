/** The navigator board over GraphQL: thin adapters over domain/navigator/navigator.ts. */
import { requirePerm } from "../../domain/access/guards.js";
import { grantedIn, signedInTo } from "../directives.js";
import type { NavigatorBoardDoc } from "@crucible/schema";
import {
  navigatorChoices,
  navigatorSummary,
  readSysNavigatorBoard,
  resetNavigatorBoard,
  saveNavigatorBoard,
  userNavigatorBoard,
  type NavigatorLookup,
  type SysNavigatorBoardView,
} from "../../domain/navigator/navigator.js";
import type { MutationResolvers, QueryResolvers, Resolvers } from "../__generated__/resolvers.js";
import type { GraphContext } from "../context.js";

/** Items resolve through the request's DataLoaders: one query for all modules, one for all templates. */
function lookupOf(ctx: GraphContext): NavigatorLookup {
  return {
    module: (id) => ctx.loaders.userVisibleModule.load(id),
    template: (id) => ctx.loaders.userVisibleTemplate.load(id),
  };
}

/** Choices are loaded once per request, whichever of modules and templates is asked for. */
const choicesCache = new WeakMap<GraphContext, ReturnType<typeof navigatorChoices>>();
function choicesOf(ctx: GraphContext): ReturnType<typeof navigatorChoices> {
  let choices = choicesCache.get(ctx);
  if (!choices) {
    // The board's choices are read with Workflow.Job.Task.Module.Read, whichever field (the board, or
    // the board after a change) reached them: this type's fields carry no directive, so it is checked here.
    choices = navigatorChoices(ctx, requirePerm(ctx, "Workflow.Job.Task.Module.Read"));
    choicesCache.set(ctx, choices);
  }
  return choices;
}

/** The board after a change, as its editor reads it (Workflow.Job.Task.Module.Read too, checked here). */
async function afterChange(ctx: GraphContext, document: NavigatorBoardDoc): Promise<SysNavigatorBoardView> {
  const current = await readSysNavigatorBoard(ctx, requirePerm(ctx, "Workflow.Job.Task.Module.Read"));
  return { ...current, document };
}

export const navigatorQueries: Pick<Required<QueryResolvers>, "navigatorBoard" | "sysNavigatorBoard"> = {
  navigatorBoard: async (_p, _a, ctx, info) => ({
    sections: await userNavigatorBoard(ctx, signedInTo(info, "user"), lookupOf(ctx)),
  }),
  sysNavigatorBoard: (_p, _a, ctx, info) =>
    readSysNavigatorBoard(ctx, grantedIn(info, "Workflow.Job.Task.Module.Read")),
};

export const navigatorMutations: Pick<
  Required<MutationResolvers>,
  "saveNavigatorBoard" | "resetNavigatorBoard"
> = {
  saveNavigatorBoard: async (_p, { document }, ctx, info) =>
    afterChange(
      ctx,
      await saveNavigatorBoard(ctx, grantedIn(info, "Workflow.Job.Task.Module.Update"), document),
    ),
  resetNavigatorBoard: async (_p, _a, ctx, info) =>
    afterChange(ctx, await resetNavigatorBoard(ctx, grantedIn(info, "Workflow.Job.Task.Module.Update"))),
};

export const navigatorTypeResolvers: Pick<
  Resolvers,
  | "NavigatorBoard"
  | "NavigatorItem"
  | "SysNavigatorBoard"
  | "NavigatorModuleChoice"
  | "NavigatorTemplateChoice"
> = {
  NavigatorBoard: {
    summary: (_row, _a, ctx, info) => navigatorSummary(ctx, signedInTo(info, "user")),
  },
  NavigatorItem: {
    targetId: (row) => (row.targetId === null ? null : String(row.targetId)),
  },
  SysNavigatorBoard: {
    modules: async (_row, _a, ctx) => (await choicesOf(ctx)).modules,
    templates: async (_row, _a, ctx) => (await choicesOf(ctx)).templates,
  },
  NavigatorModuleChoice: {
    id: (row) => String(row.id),
  },
  NavigatorTemplateChoice: {
    id: (row) => String(row.id),
  },
};
