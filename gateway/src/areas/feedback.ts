/** Feedback from users to administrators (spec §1, §3, §4, §6, §8). */
import { sysFeedbackResource, userFeedbackResource } from "../domain/feedback/feedback.js";
import { feedbackMutations, feedbackQueries, feedbackTypeResolvers } from "../graphql/resolvers/feedback.js";
import { feedbackCalls } from "../rest/feedback.js";
import { defineArea } from "./area.js";

export const feedbackArea = defineArea({
  name: "feedback",
  resources: [userFeedbackResource, sysFeedbackResource],
  calls: feedbackCalls,
  resolvers: [{ Query: feedbackQueries, Mutation: feedbackMutations }, feedbackTypeResolvers],
});
