/** The extended info screens' strings in both languages (loaded with the feature's chunks). */
import type { ExtFieldKind } from "@crucible/schema";
import { useTranslation } from "react-i18next";

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
  removeConfirm: (name: string) => `Delete the field “${name}” and every user's value of it?`,
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
  } satisfies Record<ExtFieldKind, string>,
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
  exportHint: (max: number) => `At most ${max} users, with the filters shown.`,
  errors: {
    required: "Required",
    number: "A number is needed",
    date: "A date is needed",
    choice: "Choose from the list",
    invalid: "Invalid value",
  },
};

export type ExtInfoText = typeof extInfoEn;

export const extInfoZh: ExtInfoText = {
  title: "用户扩展信息",
  sysIntro:
    "用户在注册和个人资料中填写的额外字段。停用字段会隐藏它并保留已填的值；删除字段会一并删除这些值。",
  fieldsTab: "字段",
  usersTab: "用户与取值",
  profileTitle: "补充信息",
  profileIntro: "管理员要求填写的信息。",
  registerTitle: "补充信息",
  save: "保存",
  saved: "补充信息已保存。",
  add: "添加字段",
  edit: "编辑字段",
  name: "名称（中文）",
  englishName: "名称（英文）",
  kind: "类型",
  required: "必填",
  optional: "选填",
  choices: "选项",
  choicesHint: "每行一个选项。",
  status: "状态",
  enabled: "启用",
  disabled: "停用",
  order: "顺序",
  up: "上移",
  down: "下移",
  remove: "删除",
  removeConfirm: (name) => `删除字段“${name}”以及所有用户填写的值？`,
  removed: "字段已删除。",
  created: "字段已添加。",
  updated: "字段已保存。",
  kindFixed: "字段创建后类型不能修改。",
  kinds: {
    text: "文本",
    number: "数字",
    date: "日期",
    single: "单选",
    multiple: "多选",
    boolean: "是/否",
  },
  yes: "是",
  no: "否",
  none: "还没有定义字段。",
  account: "账号",
  userName: "姓名",
  email: "邮箱",
  registered: "注册时间",
  filterField: "字段",
  filterValue: "值",
  addFilter: "添加条件",
  clearFilters: "清除",
  accountFilter: "账号包含",
  export: "导出 CSV",
  exportHint: (max) => `最多 ${max} 个用户，按当前条件导出。`,
  errors: {
    required: "必填",
    number: "请输入数字",
    date: "请输入日期",
    choice: "请从列表中选择",
    invalid: "值无效",
  },
};

/** The strings of the current language (re-renders when the language changes). */
export function useExtInfoText(): ExtInfoText {
  const { i18n } = useTranslation();
  return i18n.language === "zh-CN" ? extInfoZh : extInfoEn;
}

/** A field's label in the current language. */
export function useFieldLabel(): (field: { name: string; englishName: string }) => string {
  const { i18n } = useTranslation();
  return (field) => (i18n.language === "zh-CN" ? field.name : field.englishName);
}
