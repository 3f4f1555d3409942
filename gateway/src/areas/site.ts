/** The public site (spec §2): the public module catalogue at /modules; the CMS pages read areas/cms.ts. */
import { siteQueries, siteTypeResolvers } from "../graphql/resolvers/site.js";
import { siteCalls } from "../rest/site.js";
import { defineArea } from "./area.js";

export const siteArea = defineArea({
  name: "site",
  calls: siteCalls,
  resolvers: [{ Query: siteQueries }, siteTypeResolvers],
});
