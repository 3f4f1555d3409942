/** User extended info (spec §1, §2 user-ext-info, §6 User.ExtInfo, switch Sys.User.ExtInfo). */
import { sysExtFieldResource } from "../domain/extinfo/extinfo.js";
import { extInfoMutations, extInfoQueries, extInfoTypeResolvers } from "../graphql/resolvers/extinfo.js";
import { extInfoCalls } from "../rest/extinfo.js";
import { defineArea } from "./area.js";

export const extInfoArea = defineArea({
  name: "extinfo",
  resources: [sysExtFieldResource],
  calls: extInfoCalls,
  resolvers: [{ Query: extInfoQueries, Mutation: extInfoMutations }, extInfoTypeResolvers],
});
