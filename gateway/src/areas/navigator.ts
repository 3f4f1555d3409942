/** The navigator board of the front end and its back-office editor (spec §7 navigator_board). */
import {
  navigatorMutations,
  navigatorQueries,
  navigatorTypeResolvers,
} from "../graphql/resolvers/navigator.js";
import { navigatorCalls } from "../rest/navigator.js";
import { defineArea } from "./area.js";

export const navigatorArea = defineArea({
  name: "navigator",
  calls: navigatorCalls,
  resolvers: [{ Query: navigatorQueries, Mutation: navigatorMutations }, navigatorTypeResolvers],
});
