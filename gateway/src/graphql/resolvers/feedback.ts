/** GraphQL of the feedback area over domain/feedback (the same resources and rules as REST). */
import { grantedIn } from "../directives.js";
import { listFields } from "../projection.js";
import {
  feedbackEnabled,
  replyFeedback,
  sysFeedbackResource,
  userFeedbackResource,
} from "../../domain/feedback/feedback.js";
import { fromGraphQuery } from "../../domain/query.js";
import type { MutationResolvers, QueryResolvers, Resolvers } from "../__generated__/resolvers.js";
import { resourceMutations } from "../resourceMutations.js";
import { toId } from "./scalars.js";

export const feedbackQueries: Pick<
  Required<QueryResolvers>,
  "feedbackEnabled" | "myFeedback" | "sysFeedback"
> = {
  feedbackEnabled: (_p, _a, ctx) => feedbackEnabled(ctx),
  myFeedback: (_p, { query }, ctx, info) =>
    userFeedbackResource.page(ctx, fromGraphQuery(query), listFields(info)),
  sysFeedback: (_p, { query }, ctx, info) =>
    sysFeedbackResource.page(ctx, fromGraphQuery(query), listFields(info)),
};

export const feedbackMutations: Pick<
  Required<MutationResolvers>,
  "sendFeedback" | "replyFeedback" | "removeFeedback"
> = {
  sendFeedback: (_p, { input }, ctx) =>
    userFeedbackResource.insert(ctx, { Title: input.title, Content: input.content }),
  replyFeedback: (_p, { id, reply }, ctx, info) =>
    replyFeedback(ctx, grantedIn(info, "User.Feedback.Update"), toId(id), { Reply: reply }),
  ...resourceMutations(sysFeedbackResource, { deleteMany: "removeFeedback" }),
};

export const feedbackTypeResolvers: Pick<Resolvers, "Feedback"> = {
  Feedback: {
    id: (row) => String(row.id),
    // Only the back office sees who sent it.
    user: async (row, _a, ctx) =>
      ctx.sys
        ? { id: String(row.userId), account: await ctx.loaders.accountByUser.user.load(row.userId) }
        : null,
  },
};
