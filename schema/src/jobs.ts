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
