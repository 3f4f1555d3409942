/** Desktop download (spec §1): builds per platform published by the back office, a public page. */
import { sysDesktopBuildResource } from "../domain/desktop/desktop.js";
import { desktopMutations, desktopQueries, desktopTypeResolvers } from "../graphql/resolvers/desktop.js";
import { desktopCalls } from "../rest/desktop.js";
import { defineArea } from "./area.js";

export const desktopArea = defineArea({
  name: "desktop",
  resources: [sysDesktopBuildResource],
  calls: desktopCalls,
  resolvers: [{ Query: desktopQueries, Mutation: desktopMutations }, desktopTypeResolvers],
});
