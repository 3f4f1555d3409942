/** Routes of the back-office job screens (system stage). */
import { paths } from "../../app/paths";

export function sysJobsRoute(): string {
  return paths.child("system", "workflow-jobs");
}

export function sysJobRoute(id: string): string {
  return paths.child("system", `workflow-jobs/${encodeURIComponent(id)}`);
}
