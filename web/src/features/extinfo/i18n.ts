/** The extended info screens' strings (loaded with the feature's chunks). */
import { useTranslation } from "react-i18next";
import { defineNamespace, type Widen } from "../../i18n";

export const extInfoEn = {
  title: "User extended info",
  sysIntro:
    "Extra profile fields users fill at registration and in their profile. Disabling a field hides it and keeps the values; deleting it deletes them.",
  fieldsTab: "Fields",
  usersTab: "Users and values",
  profileTitle: "More about you",
  profileIntro: "Fields your administrators ask for.",
  registerTitle: "More about you",
  save: "Save",
  saved: "Your extended info was saved.",
  add: "Add a field",
  edit: "Edit field",
  name: "Name (Chinese)",
  englishName: "Name (English)",
  kind: "Type",
  required: "Required",
  optional: "Optional",
  choices: "Choices",
  choicesHint: "One choice per line.",
  status: "Status",
  enabled: "Enabled",
  disabled: "Disabled",
  order: "Order",
  up: "Move up",
  down: "Move down",
  remove: "Delete",
  removeConfirm: "Delete the field “{{name}}” and every user's value of it?",
  removed: "The field was deleted.",
  created: "The field was added.",
  updated: "The field was saved.",
  kindFixed: "The type cannot change once the field exists.",
  kinds: {
    text: "Text",
    number: "Number",
    date: "Date",
    single: "Single choice",
    multiple: "Multiple choice",
    boolean: "Yes or no",
  },
  yes: "Yes",
  no: "No",
  none: "No fields are defined yet.",
  account: "Account",
  userName: "Name",
  email: "Email",
  registered: "Registered",
  filterField: "Field",
  filterValue: "Value",
  addFilter: "Add condition",
  clearFilters: "Clear",
  accountFilter: "Account contains",
  export: "Export CSV",
  exportHint: "At most {{max}} users, with the filters shown.",
  errors: {
    required: "Required",
    number: "A number is needed",
    date: "A date is needed",
    choice: "Choose from the list",
    invalid: "Invalid value",
  },
} as const;

/** A field's label in the current language. */
export function useFieldLabel(): (field: { name: string; englishName: string }) => string {
  const { i18n } = useTranslation();
  return (field) => (i18n.language === "zh-CN" ? field.name : field.englishName);
}

export type ExtInfoCatalogue = Widen<typeof extInfoEn>;

declare module "../../i18n/namespaces" {
  interface Namespaces {
    extInfo: ExtInfoCatalogue;
  }
}

/** The extInfo namespace (its Chinese half is i18nZh.ts, loaded on demand). */
export const extInfoNs = defineNamespace("extInfo", extInfoEn, () =>
  import("./i18nZh").then((module) => module.extInfoZh),
);
