/** Data sets: public, private, temporary and module demo files, uploads, previews (spec §5, §7). */
import { sysDataFileResource, userDataFileResource } from "../domain/datasets/dataFiles.js";
import { fileMutations, fileQueries, fileTypeResolvers } from "../graphql/resolvers/files.js";
import { datasetCalls } from "../rest/datasets.js";
import { defineArea } from "./area.js";

export const datasetsArea = defineArea({
  name: "datasets",
  resources: [userDataFileResource, sysDataFileResource],
  calls: datasetCalls,
  resolvers: [{ Query: fileQueries, Mutation: fileMutations }, fileTypeResolvers],
});
