/** GraphQL of user extended info over domain/extinfo (the same resource and rules as REST). */
import { grantedIn, signedInTo } from "../directives.js";
import { listFields } from "../projection.js";
import {
  extFieldFilters,
  extFieldsForRegistration,
  myExtInfo,
  sysExtFieldResource,
  sysUserExtInfoPage,
  updateMyExtInfo,
} from "../../domain/extinfo/extinfo.js";
import { fromGraphQuery } from "../../domain/query.js";
import { parseInput } from "../../domain/errors.js";
import type { MutationResolvers, QueryResolvers, Resolvers } from "../__generated__/resolvers.js";
import { resourceMutations } from "../resourceMutations.js";
import { toId } from "./scalars.js";

export const extInfoQueries: Pick<
  Required<QueryResolvers>,
  "userExtFields" | "myExtInfo" | "sysUserExtFields" | "sysUserExtInfo"
> = {
  userExtFields: (_p, _a, ctx) => extFieldsForRegistration(ctx),
  myExtInfo: (_p, _a, ctx, info) => myExtInfo(ctx, signedInTo(info, "user")),
  sysUserExtFields: (_p, { query }, ctx, info) =>
    sysExtFieldResource.page(ctx, fromGraphQuery(query), listFields(info)),
  sysUserExtInfo: (_p, { query, fields }, ctx, info) =>
    sysUserExtInfoPage(
      ctx,
      grantedIn(info, "User.ExtInfo.Read"),
      fromGraphQuery(query),
      parseInput(
        extFieldFilters,
        (fields ?? []).map((f) => ({ FieldId: f.fieldId, Value: f.value })),
        "fields",
      ),
    ),
};

export const extInfoMutations: Pick<
  Required<MutationResolvers>,
  | "updateMyExtInfo"
  | "createUserExtField"
  | "updateUserExtField"
  | "setUserExtFieldStatus"
  | "reorderUserExtFields"
  | "deleteUserExtFields"
> = {
  updateMyExtInfo: (_p, { values }, ctx, info) => updateMyExtInfo(ctx, signedInTo(info, "user"), values),
  createUserExtField: (_p, { input }, ctx) =>
    sysExtFieldResource.insert(ctx, {
      Name: input.name,
      EnglishName: input.englishName,
      Kind: input.kind,
      Required: input.required ?? false,
      Choices: input.choices ?? [],
    }),
  updateUserExtField: (_p, { id, input }, ctx) =>
    sysExtFieldResource.update(ctx, toId(id), {
      ...(input.name == null ? {} : { Name: input.name }),
      ...(input.englishName == null ? {} : { EnglishName: input.englishName }),
      ...(input.required == null ? {} : { Required: input.required }),
      ...(input.choices == null ? {} : { Choices: input.choices }),
    }),
  ...resourceMutations(sysExtFieldResource, {
    status: "setUserExtFieldStatus",
    reorder: "reorderUserExtFields",
    deleteMany: "deleteUserExtFields",
  }),
};

export const extInfoTypeResolvers: Pick<Resolvers, "UserExtField" | "UserExtInfo"> = {
  UserExtField: {
    id: (row) => String(row.id),
  },
  UserExtInfo: {
    userId: (row) => String(row.user.id),
    account: (row) => row.user.account,
    name: (row) => row.user.name,
    email: (row) => row.user.email,
    createdAt: (row) => row.user.createdAt,
  },
};
