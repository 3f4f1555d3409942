/** Provenance crates over GraphQL (docs/provenance.md): the download addresses and the import. */
import { signedInTo } from "../directives.js";
import { templateForReader } from "../../domain/files/links.js";
import { importTemplateFromDataFile } from "../../domain/crates/rocrate.js";
import type { JobResolvers, MutationResolvers, SysJobResolvers } from "../__generated__/resolvers.js";
import { toId } from "./scalars.js";

export const crateJobFields: Pick<Required<JobResolvers>, "crateUrl"> = {
  crateUrl: (row) => `/api/workflow_job/ro_crate/${row.id}`,
};

export const crateSysJobFields: Pick<Required<SysJobResolvers>, "crateUrl"> = {
  crateUrl: (row) => `/api/sys/workflow_job/ro_crate/${row.id}`,
};

export const crateMutations: Pick<Required<MutationResolvers>, "importTemplateCrate"> = {
  importTemplateCrate: async (_p, { dataFileId }, ctx, info) =>
    templateForReader(await importTemplateFromDataFile(ctx, signedInTo(info, "user"), toId(dataFileId))),
};
