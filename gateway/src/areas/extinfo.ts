/** User extended info (spec §1, §2 user-ext-info, §6 User.ExtInfo, switch Sys.User.ExtInfo). */
import { extInfoFeature, sysExtFieldResource } from "../domain/extinfo/extinfo.js";
import { extInfoMutations, extInfoQueries, extInfoTypeResolvers } from "../graphql/resolvers/extinfo.js";
import { extInfoCalls } from "../rest/extinfo.js";
import { defineArea } from "./area.js";

export const extInfoArea = defineArea({
  name: "extinfo",
  resources: [sysExtFieldResource],
  calls: extInfoCalls,
  resolvers: [{ Query: extInfoQueries, Mutation: extInfoMutations }, extInfoTypeResolvers],
  gates: [
    {
      prefixes: ["/api/sys/user_ext_", "/api/user/ext_info/", "/api/index/user_ext_field/"],
      feature: extInfoFeature,
    },
  ],
});
