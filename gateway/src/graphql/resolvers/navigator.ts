/** The navigator board over GraphQL: thin adapters over domain/navigator/navigator.ts. */
import { signedInTo } from "../directives.js";
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
    choices = navigatorChoices(ctx);
    choicesCache.set(ctx, choices);
  }
  return choices;
}

async function afterChange(ctx: GraphContext, document: NavigatorBoardDoc): Promise<SysNavigatorBoardView> {
  const current = await readSysNavigatorBoard(ctx);
  return { ...current, document };
}

export const navigatorQueries: Pick<Required<QueryResolvers>, "navigatorBoard" | "sysNavigatorBoard"> = {
  navigatorBoard: async (_p, _a, ctx, info) => ({
    sections: await userNavigatorBoard(ctx, signedInTo(info, "user"), lookupOf(ctx)),
  }),
  sysNavigatorBoard: (_p, _a, ctx) => readSysNavigatorBoard(ctx),
};

export const navigatorMutations: Pick<
  Required<MutationResolvers>,
  "saveNavigatorBoard" | "resetNavigatorBoard"
> = {
  saveNavigatorBoard: async (_p, { document }, ctx) =>
    afterChange(ctx, await saveNavigatorBoard(ctx, document)),
  resetNavigatorBoard: async (_p, _a, ctx) => afterChange(ctx, await resetNavigatorBoard(ctx)),
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
