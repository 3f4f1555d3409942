/** Jobs and tasks of users and of the back office, estimates, results and live updates (spec §7). */
import { jobResource } from "../domain/jobs/jobs.js";
import { sysJobResource } from "../domain/jobs/sysJobs.js";
import {
  estimateJobFields,
  estimateMutations,
  estimateQueries,
  estimateTaskFields,
} from "../graphql/resolvers/estimates.js";
import { approvalMutations, approvalQueries, approvalTypeResolvers } from "../graphql/resolvers/approvals.js";
import { sysJobMutations, sysJobQueries, sysJobTypeResolvers } from "../graphql/resolvers/sysJobs.js";
import { workflowMutations, workflowQueries, workflowTypeResolvers } from "../graphql/resolvers/workflow.js";
import { subscriptionResolvers } from "../graphql/subscriptions.js";
import { approvalCalls } from "../rest/approvals.js";
import { crateJobFields, crateMutations, crateSysJobFields } from "../graphql/resolvers/rocrate.js";
import { estimateCalls } from "../rest/estimates.js";
import { crateCalls } from "../rest/rocrate.js";
import { sysJobCalls } from "../rest/sysJobs.js";
import { taskRelationCalls } from "../rest/taskRelations.js";
import { taskResultCalls } from "../rest/taskResults.js";
import { workflowCalls } from "../rest/workflow.js";
import { defineArea } from "./area.js";

export const workflowArea = defineArea({
  name: "workflow",
  resources: [jobResource, sysJobResource],
  calls: [
    ...workflowCalls,
    ...approvalCalls,
    ...estimateCalls,
    ...sysJobCalls,
    ...taskRelationCalls,
    ...taskResultCalls,
    ...crateCalls,
  ],
  resolvers: [
    { Query: workflowQueries, Mutation: workflowMutations },
    workflowTypeResolvers,
    { Query: sysJobQueries, Mutation: sysJobMutations },
    sysJobTypeResolvers,
    { Query: estimateQueries, Mutation: estimateMutations },
    { Job: estimateJobFields, Task: estimateTaskFields },
    { Subscription: subscriptionResolvers },
    { Query: approvalQueries, Mutation: approvalMutations },
    approvalTypeResolvers,
    { Mutation: crateMutations, Job: crateJobFields, SysJob: crateSysJobFields },
  ],
});
