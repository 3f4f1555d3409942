/** The navigator board of the signed-in user over REST (the back office edits it at /api/sys/key_data). */
import type { FastifyInstance } from "fastify";
import type { Services } from "../domain/context.js";
import { requireUser } from "../domain/access/guards.js";
import { jobResource } from "../domain/workflow/jobs.js";
import {
  navigatorSummary,
  userNavigatorBoard,
  type Localized,
  type NavigatorItemView,
} from "../domain/workflow/navigator.js";
import { createLoaders } from "../graphql/loaders.js";
import { envelope } from "./handler.js";

function presentText(text: Localized): Record<string, string> {
  return { "zh-CN": text.zhCN, "en-US": text.enUS };
}

function presentItem(item: NavigatorItemView): Record<string, unknown> {
  return {
    Kind: item.kind,
    TargetId: item.targetId,
    Title: presentText(item.title),
    Summary: presentText(item.summary),
    CoverUrl: item.coverUrl,
    Url: item.url,
    DataKind: item.dataKind,
    Folder: item.folder,
  };
}

export function registerNavigatorRoutes(app: FastifyInstance, services: Services): void {
  /** The board resolved for the caller (what they may open) and their summary. */
  app.post(
    "/api/user/navigator_board",
    envelope(services, async (ctx) => {
      const actor = requireUser(ctx);
      // The same batching loaders as GraphQL: one query for all modules, one for all templates.
      const loaders = createLoaders(ctx, actor);
      const sections = await userNavigatorBoard(ctx, {
        module: (id) => loaders.userVisibleModule.load(id),
        template: (id) => loaders.userVisibleTemplate.load(id),
      });
      const summary = await navigatorSummary(ctx);
      return {
        Sections: sections.map((section) => ({
          Name: presentText(section.name),
          Description: section.description ? presentText(section.description) : null,
          Items: section.items.map(presentItem),
        })),
        Summary: {
          TokenBalance: summary.tokenBalance,
          StorageUsed: summary.storageUsed,
          StorageQuota: summary.storageQuota,
          JobCounts: Object.fromEntries(summary.jobCounts.map((c) => [c.state, c.count])),
          TotalJobs: summary.totalJobs,
          RecentJobs: summary.recentJobs.map((job) => jobResource.def.present(job)),
        },
      };
    }),
  );
}
