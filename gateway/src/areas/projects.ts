/** Projects shared by a team (issue 28 item 2): members by role, shared data, templates and jobs. */
import { projectMutations, projectQueries, projectTypes } from "../graphql/resolvers/projects.js";
import { projectCalls } from "../rest/projects.js";
import { defineArea } from "./area.js";

export const projectsArea = defineArea({
  name: "projects",
  resources: [],
  calls: projectCalls,
  resolvers: [{ Query: projectQueries, Mutation: projectMutations }, projectTypes],
});
