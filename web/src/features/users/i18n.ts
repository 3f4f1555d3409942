/** Strings of the back office's user screens: normal users and system users (loaded with the feature's chunk). */
import { defineNamespace, type Widen } from "../../i18n";

export const usersEn = {
  users: {
    title: "Normal users",
    create: "New user",
    editTitle: "Edit {{account}}",
    createTitle: "New user",
    name: "Name",
    companyName: "Company",
    userType: "Type",
    emailStatus: "E-mail activated",
    lastLoginAt: "Last sign-in",
    realName: "Real name",
    address: "Address",
    site: "Website",
    gender: "Gender",
    genders: {
      male: "Male",
      female: "Female",
      other: "Other",
    },
    sessionsTitle: "Sessions of {{account}}",
    passwordTitle: "Set the password of {{account}}",
    passwordSet: "The password has been set",
    kick: "Kick",
    kicked: "The session has been ended",
  },
  sysUsers: {
    title: "System users",
    create: "New system user",
    createTitle: "New system user",
    editTitle: "Edit {{account}}",
    roles: "Roles",
  },
} as const;

export type UsersCatalogue = Widen<typeof usersEn>;

declare module "../../i18n/namespaces" {
  interface Namespaces {
    users: UsersCatalogue;
  }
}

export const usersNs = defineNamespace("users", usersEn, () =>
  import("./i18nZh").then((module) => module.usersZh),
);
