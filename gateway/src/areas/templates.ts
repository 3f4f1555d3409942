/** Workflow templates, their nodes, and processors of users and of the system (spec §7). */
import { templateResources } from "../domain/images/imageTemplates.js";
import { seedTemplates } from "../domain/templates/seedTemplates.js";
import {
  sysProcessorFieldResolvers,
  sysProcessorMutations,
  sysProcessorQueries,
} from "../graphql/resolvers/sysProcessors.js";
import { templateMutations, templateQueries, templateTypeResolvers } from "../graphql/resolvers/templates.js";
import { templateVersionCalls } from "../rest/templateVersions.js";
import { defineArea } from "./area.js";

export const templatesArea = defineArea({
  name: "templates",
  resources: Object.values(templateResources),
  calls: templateVersionCalls,
  resolvers: [
    { Query: templateQueries, Mutation: templateMutations },
    templateTypeResolvers,
    { Query: sysProcessorQueries, Mutation: sysProcessorMutations },
    { Processor: sysProcessorFieldResolvers },
  ],
  // What it seeds refers to what catalogue seeds.
  seedAfter: ["catalogue"],
  async seed(services, log) {
    // After the catalogue's seeding: the modules and demo files they name.
    await seedTemplates(services, (message) => log.info(message));
  },
});
