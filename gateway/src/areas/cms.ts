/** The content-managed home page: map, text and file libraries (spec §7 cms_*). */
import { mapEntryResource, textResource } from "../domain/cms/cms.js";
import { cmsFileResources } from "../domain/cms/cmsFiles.js";
import { cmsMutations, cmsQueries, cmsTypeResolvers } from "../graphql/resolvers/cms.js";
import { cmsCalls } from "../rest/cms.js";
import { defineArea } from "./area.js";

export const cmsArea = defineArea({
  name: "cms",
  resources: [mapEntryResource, textResource, cmsFileResources.file, cmsFileResources.map],
  calls: cmsCalls,
  resolvers: [{ Query: cmsQueries, Mutation: cmsMutations }, cmsTypeResolvers],
});
