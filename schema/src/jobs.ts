/**
 * Job tags (issue 14): short labels set when a job is submitted, listed with the job and searchable
 * in its list (REST Where `Tags`, GraphQL `jobs(query)`, the web's jobs list, `crucible job search`).
 */
import { z } from "zod";
import { visible } from "./rules.js";

export const maxJobTags = 20;
export const maxJobTagLength = 40;

/** The tags of a submit: each trimmed, 1 to 40 visible characters, at most 20, repeats dropped. */
export const jobTagsSchema = z
  .array(
    visible(
      z
        .string()
        .trim()
        .min(1, "a tag is empty")
        .max(maxJobTagLength, `a tag is longer than ${maxJobTagLength}`),
    ),
    {
      error: "tags must be a list of strings",
    },
  )
  .max(maxJobTags, `at most ${maxJobTags} tags`)
  .transform((tags) => [...new Set(tags)]);

/**
 * The reason of a task ended by a stop (issue 26): by its owner (the job page, the CLI, GraphQL
 * stopJob/stopTask, REST /api/workflow_job/stop) or by a back-office user with Workflow.Job.Update.
 * The screens show it in the reader's language (web jobs i18n); the API answers these words.
 */
export const taskStopReasons = {
  user: "stopped by the user",
  admin: "stopped by an administrator",
} as const;

export type TaskStopReason = (typeof taskStopReasons)[keyof typeof taskStopReasons];

/**
 * The reason of the tasks the scheduler stops when their owner's tokens run out (the spec's error
 * Type, then the words); the screens show it in the reader's language too.
 */
export const taskTokensSpentReason = "UserResourceWorkflowJobCalcMetricOver: the owner's tokens ran out";

/** The same for the tasks of jobs a project pays for, when the project's own tokens run out. */
export const taskProjectTokensSpentReason =
  "UserResourceWorkflowJobCalcMetricOver: the project's tokens ran out";

/** Whether a task's reason says it was stopped (by its owner or the back office). */
export function isTaskStopReason(reason: string | null | undefined): reason is TaskStopReason {
  return reason === taskStopReasons.user || reason === taskStopReasons.admin;
}
