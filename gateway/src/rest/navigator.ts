/** The navigator board of the signed-in user over REST (the back office edits it at /api/sys/key_data). */
import { workflowFeature } from "@crucible/schema";
import { jobResource } from "../domain/jobs/jobs.js";
import {
  navigatorSummary,
  userNavigatorBoard,
  type Localized,
  type NavigatorItemView,
} from "../domain/navigator/navigator.js";
import { createLoaders } from "../graphql/loaders.js";
import { defineCall } from "./calls.js";

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

export const navigatorCalls = [
  /** The board resolved for the caller (what they may open) and their summary. */
  defineCall({
    path: "/api/user/navigator_board",
    feature: workflowFeature,
    guard: { side: "user" },
    reads: true,
    run: async ({ ctx, actor }) => {
      // The same batching loaders as GraphQL: one query for all modules, one for all templates.
      const loaders = createLoaders(ctx, actor);
      const sections = await userNavigatorBoard(ctx, actor, {
        module: (id) => loaders.userVisibleModule.load(id),
        template: (id) => loaders.userVisibleTemplate.load(id),
      });
      return { sections, summary: await navigatorSummary(ctx, actor) };
    },
    present: ({ sections, summary }) => ({
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
    }),
  }),
];
