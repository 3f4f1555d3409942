/** System applets and UI packs (spec §2, §6 `Sys.App`, `Dev`; issue 13). */
import { sysAppResource } from "../domain/apps/apps.js";
import { uiPackResource } from "../domain/apps/uiPacks.js";
import { appMutations, appQueries, appTypeResolvers } from "../graphql/resolvers/apps.js";
import { appCalls } from "../rest/apps.js";
import { defineArea } from "./area.js";

export const appsArea = defineArea({
  name: "apps",
  resources: [sysAppResource, uiPackResource],
  calls: appCalls,
  resolvers: [{ Query: appQueries, Mutation: appMutations }, appTypeResolvers],
});
