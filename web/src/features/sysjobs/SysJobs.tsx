/** Every user's jobs (back office, route `workflow-jobs`, Workflow.Job.Read): the job list's system side. */
import { JobList } from "../jobs/Jobs";

export function SysJobs() {
  return <JobList side="sys" />;
}
