/** Normal and system users, roles, permission groups, sessions, login logs and API tokens (back office). */
import { groupResource, roleResource, systemUserResource } from "../domain/users/sysAccess.js";
import {
  apiTokenResource,
  systemLoginLogResource,
  systemSessionResource,
  userLoginLogResource,
  userSessionResource,
} from "../domain/users/sessions.js";
import { normalUserResource } from "../domain/users/normalUsers.js";
import { seedAdministrator, syncAdministratorsGroup } from "../domain/seed.js";
import { adminMutations, adminQueries } from "../graphql/resolvers/admin.js";
import { typeResolvers } from "../graphql/resolvers/types.js";
import { defineArea } from "./area.js";

export const accessArea = defineArea({
  name: "access",
  resources: [
    normalUserResource,
    systemUserResource,
    roleResource,
    groupResource,
    userSessionResource,
    systemSessionResource,
    userLoginLogResource,
    systemLoginLogResource,
    apiTokenResource,
  ],
  resolvers: [{ Query: adminQueries, Mutation: adminMutations }, typeResolvers],
  async seed(services, log) {
    await seedAdministrator(
      services,
      { account: services.config.adminAccount, password: services.config.adminPassword },
      log,
    );
    await syncAdministratorsGroup(services, log);
  },
});
