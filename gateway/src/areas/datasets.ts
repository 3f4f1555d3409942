/** Data sets: public, private, temporary and module demo files, uploads, previews (spec §5, §7). */
import { sysDataFileResource, userDataFileResource } from "../domain/datasets/dataFiles.js";
import type { Resource } from "../domain/resources/registry.js";
import { fileMutations, fileQueries, fileTypeResolvers } from "../graphql/resolvers/files.js";
import { datasetCalls } from "../rest/datasets.js";
import { defineArea } from "./area.js";

export const datasetsArea = defineArea({
  name: "datasets",
  resources: [userDataFileResource, sysDataFileResource] as unknown as readonly Resource[],
  calls: datasetCalls,
  resolvers: [{ Query: fileQueries, Mutation: fileMutations }, fileTypeResolvers],
});
