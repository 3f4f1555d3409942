/** Signing in and out, registration, profiles, passwords, avatars, API tokens of one's own (spec §3, §7 user). */
import { accountMutations, accountQueries } from "../graphql/resolvers/account.js";
import { accountCalls } from "../rest/account.js";
import { defineArea } from "./area.js";

export const accountArea = defineArea({
  name: "account",
  calls: accountCalls,
  resolvers: [{ Query: accountQueries, Mutation: accountMutations }],
});
