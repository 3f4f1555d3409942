/** One job of any user (back office, route `workflow-jobs/:id`): the job view's system side. */
import { JobView } from "../jobs/JobDetail";

export function SysJobDetail() {
  return <JobView side="sys" />;
}
