/** Modules, container images, module groups, covers and tags (spec §7 workflow_job_task_*). */
import { moduleGroupResource } from "../domain/modules/admin.js";
import { imageResource, moduleResource } from "../domain/modules/catalogue.js";
import { seedDemoData, seedModules } from "../domain/modules/seedModules.js";
import { seedContainerModules } from "../domain/images/seedShipped.js";
import {
  catalogueModuleResolvers,
  catalogueMutations,
  catalogueQueries,
  catalogueTypeResolvers,
} from "../graphql/resolvers/catalogue.js";
import { coverMutations, coverQueries } from "../graphql/resolvers/covers.js";
import { catalogueCalls } from "../rest/catalogue.js";
import { imageCalls } from "../rest/images.js";
import { usageCalls } from "../rest/usage.js";
import { defineArea } from "./area.js";

export const catalogueArea = defineArea({
  name: "catalogue",
  resources: [imageResource, moduleResource, moduleGroupResource],
  calls: [...catalogueCalls, ...usageCalls, ...imageCalls],
  resolvers: [
    { Query: catalogueQueries, Mutation: catalogueMutations },
    catalogueTypeResolvers,
    { Module: catalogueModuleResolvers },
    { Query: coverQueries, Mutation: coverMutations },
  ],
  // What it seeds refers to what access seeds.
  seedAfter: ["access"],
  async seed(services, log) {
    await seedModules(services);
    // The shipped container module, when this machine has podman; its image builds in the background.
    await seedContainerModules(services, (message) => log.info(message));
    await seedDemoData(services);
  },
});
