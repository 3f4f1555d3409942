/** Routes of the workflow screens, under the shell of a stage (spec §2). */
import { paths, type Stage } from "../../app/paths";

export const workflowUrls = {
  templates: (stage: Stage) => paths.child(stage, "templates"),
  newWorkflow: (stage: Stage) => paths.child(stage, "workflow/new"),
  builder: (stage: Stage, templateId: string) =>
    paths.child(stage, `workflow/${encodeURIComponent(templateId)}`),
  /** The job detail screen (built with the jobs screens). */
  job: (jobId: string) => paths.child("frontend", `jobs/${encodeURIComponent(jobId)}`),
} as const;

/** A template's name in the UI language. */
export function templateName(
  template: { readonly name: string; readonly nameZh: string },
  zh: boolean,
): string {
  return zh && template.nameZh.trim() !== "" ? template.nameZh : template.name;
}
