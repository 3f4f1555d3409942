/** Routes of the jobs screens (front-end stage). */
import { paths } from "../../app/paths";

export function jobsRoute(): string {
  return paths.child("frontend", "jobs");
}

export function jobRoute(id: string): string {
  return paths.child("frontend", `jobs/${encodeURIComponent(id)}`);
}

/** The job detail with one task's panel open. */
export function jobTaskRoute(id: string, taskKey: string): string {
  return `${jobRoute(id)}?task=${encodeURIComponent(taskKey)}`;
}

/** An SDF output of a task in the SDF reader. */
export function taskSdfRoute(jobId: string, taskKey: string, output: string): string {
  return `${jobRoute(jobId)}/sdf?task=${encodeURIComponent(taskKey)}&output=${encodeURIComponent(output)}`;
}
