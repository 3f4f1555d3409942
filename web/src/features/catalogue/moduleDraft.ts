/** The module dialog's draft: its tabs, text fields and errors, with the helpers that fill and check them. */
import type { AdminModuleFieldsFragment, ModuleVisibility } from "../../graphql";

export const visibilities: readonly ModuleVisibility[] = ["all", "partly", "none"];

/** The dropdown value for "no group" and "no image" (a dropdown shows no text for an empty value). */
export const noneValue = "-";

export type ModuleTab = "basic" | "docs" | "views" | "cover" | "users" | "files";
export type TextKey =
  | "key"
  | "command"
  | "args"
  | "outputs"
  | "methods"
  | "name"
  | "nameZh"
  | "summary"
  | "summaryZh"
  | "docs"
  | "docsZh"
  | "timeoutSeconds"
  | "successExitCode"
  | "tokenPrice"
  | "discount";

/** The dialog's text fields, as typed. */
export type ModuleForm = Record<TextKey, string>;
/** The messages beside the fields that were refused. */
export type ModuleErrors = Partial<Record<TextKey | "tags" | "image", string>>;
/** A setter for one text field; the optional rule refuses a keystroke that does not fit. */
export type SetField = (key: TextKey, rule?: (text: string) => boolean) => (value: string) => void;

export interface ImageChoice {
  readonly id: string;
  readonly uid: string;
  readonly name: string;
  readonly status: string;
}

/** A module key: a lower-case identifier, optionally after one group and / (as the server checks). */
export const moduleKeyPattern = /^[a-z][a-z0-9_]{0,63}(\/[a-z][a-z0-9_]{0,63})?$/;

/** Query results as JSON for editing: without Apollo's __typename and without empty fields. */
function editableJson(list: readonly object[]): string {
  if (list.length === 0) return "[]";
  return JSON.stringify(
    list,
    (key, value: unknown) => (key === "__typename" || value === null ? undefined : value),
    2,
  );
}

/** The methods the module declares itself: none when it has only the implicit one (named default). */
function ownMethods(module: AdminModuleFieldsFragment | null): readonly object[] {
  const methods = module?.methods ?? [];
  return methods.length === 1 && methods[0]?.name === "default" ? [] : methods;
}

/** The text fields of a module (null: a new one) as the dialog opens. */
export function initialForm(module: AdminModuleFieldsFragment | null): ModuleForm {
  return {
    key: module?.key ?? "",
    command: (module?.command ?? []).join("\n"),
    args: editableJson(module?.args ?? []),
    outputs: editableJson(module?.outputs ?? []),
    methods: editableJson(ownMethods(module)),
    name: module?.name ?? "",
    nameZh: module?.nameZh ?? "",
    summary: module?.summary ?? "",
    summaryZh: module?.summaryZh ?? "",
    docs: module?.docs ?? "",
    docsZh: module?.docsZh ?? "",
    timeoutSeconds: String(module?.timeoutSeconds ?? 600),
    successExitCode: String(module?.successExitCode ?? 0),
    tokenPrice: String(module?.tokenPrice ?? 1),
    discount: String(module?.discount ?? 1),
  };
}

/** Whether each item looks like a method: a name, a label, and lists of args and outputs when given. */
export function methodsShapeOk(list: readonly unknown[]): boolean {
  return list.every((item) => {
    if (typeof item !== "object" || item === null || Array.isArray(item)) return false;
    const method = item as Record<string, unknown>;
    return (
      typeof method.name === "string" &&
      typeof method.label === "string" &&
      (method.args === undefined || Array.isArray(method.args)) &&
      (method.outputs === undefined || Array.isArray(method.outputs))
    );
  });
}

/** A JSON list, or null when the text is not one. */
export function parseJsonList(text: string): unknown[] | null {
  try {
    const value: unknown = JSON.parse(text.trim() === "" ? "[]" : text);
    return Array.isArray(value) ? value : null;
  } catch {
    return null;
  }
}

/** A cover URL that changes when the module does, so that a new cover shows at once. */
export function coverSrc(module: Pick<AdminModuleFieldsFragment, "coverUrl" | "updatedAt">): string | null {
  return module.coverUrl ? `${module.coverUrl}?v=${encodeURIComponent(module.updatedAt)}` : null;
}
