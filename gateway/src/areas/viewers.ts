/** The viewers' server-side readers: sequences, molecules for NGL, a task's result molecules (issue 12). */
import { viewerQueries } from "../graphql/resolvers/viewers.js";
import { viewerCalls } from "../rest/viewers.js";
import { defineArea } from "./area.js";

export const viewersArea = defineArea({
  name: "viewers",
  calls: viewerCalls,
  resolvers: [{ Query: viewerQueries }],
});
