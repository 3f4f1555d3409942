/**
 * Values of typed module arguments (spec §3, §5): defaults, the choices of choice arguments, the
 * number rules of the inputs, the client-side checks and the value sent to the server.
 */
import { applyingArgs, type BindableArg, type BindingValue } from "@crucible/schema";
import type { ArgSpecFieldsFragment } from "../../graphql";
import { translateNs } from "../../i18n";
import { modulesNs } from "./i18n";

/** One typed argument, as the GraphQL type ModuleArg presents it (bindings: absent for processors). */
export type ModuleArgView = Omit<ArgSpecFieldsFragment, "__typename" | "bindings"> & {
  readonly bindings?: ArgSpecFieldsFragment["bindings"];
};

/** A file argument: a data set file, or an output of an upstream task of the same job. */
export type FileArgValue =
  { readonly dataFileId: number } | { readonly task: string; readonly output: string };

export type ChoiceValue = string | number | boolean;

export interface ArgChoice {
  readonly value: ChoiceValue;
  readonly label: string;
  readonly labelZh: string | null;
}

export const argFormats = ["string", "int", "float", "bool", "choice", "multiple_choice", "file"] as const;
export type ArgFormat = (typeof argFormats)[number];

export function isArgFormat(value: string): value is ArgFormat {
  return argFormats.some((format) => format === value);
}

function isChoiceValue(value: unknown): value is ChoiceValue {
  return typeof value === "string" || typeof value === "number" || typeof value === "boolean";
}

/** The choices of an argument: `[{value, label, labelZh?}]`, or a plain list of values. */
export function parseChoices(raw: unknown): ArgChoice[] {
  if (!Array.isArray(raw)) return [];
  const result: ArgChoice[] = [];
  for (const item of raw) {
    if (isChoiceValue(item)) {
      result.push({ value: item, label: String(item), labelZh: null });
    } else if (typeof item === "object" && item !== null && "value" in item && isChoiceValue(item.value)) {
      const record = item as { value: ChoiceValue; label?: unknown; labelZh?: unknown };
      result.push({
        value: record.value,
        label: typeof record.label === "string" && record.label !== "" ? record.label : String(record.value),
        labelZh: typeof record.labelZh === "string" && record.labelZh !== "" ? record.labelZh : null,
      });
    }
  }
  return result;
}

export function isFileArgValue(value: unknown): value is FileArgValue {
  if (typeof value !== "object" || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    (typeof record.dataFileId === "number" && Number.isSafeInteger(record.dataFileId)) ||
    (typeof record.task === "string" && typeof record.output === "string")
  );
}

/** The extensions a file argument accepts, lower case without the dot; empty means any file. */
export function acceptedFormats(arg: Pick<ModuleArgView, "fileFormats">): string[] {
  return (arg.fileFormats ?? [])
    .map((format) => format.trim().replace(/^\./, "").toLowerCase())
    .filter((format) => format !== "");
}

/** The server's rule: the last extension of the name, lower case, is one of the formats. */
export function fileMatchesFormats(name: string, formats: readonly string[]): boolean {
  if (formats.length === 0) return true;
  const parts = name.toLowerCase().split(".");
  return parts.length > 1 && formats.includes(parts[parts.length - 1] ?? "");
}

/** Spec §5: integer inputs accept digits and minus; number inputs digits, minus, dot and e. */
export function filterNumberText(format: "int" | "float", text: string): string {
  return format === "int" ? text.replace(/[^0-9-]/g, "") : text.replace(/[^0-9.eE-]/g, "");
}

const intPattern = /^-?\d+$/;
const floatPattern = /^-?(?:\d+\.?\d*|\.\d+)(?:[eE]-?\d+)?$/;

/**
 * The value of a number input: a number when the text is valid, undefined when it is empty, and the
 * text itself otherwise (the checks then name the argument).
 */
export function parseNumberText(format: "int" | "float", text: string): number | string | undefined {
  const trimmed = text.trim();
  if (trimmed === "") return undefined;
  if (format === "int") {
    if (!intPattern.test(trimmed)) return trimmed;
    const value = Number(trimmed);
    return Number.isSafeInteger(value) ? value : trimmed;
  }
  if (!floatPattern.test(trimmed)) return trimmed;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : trimmed;
}

/** An argument as the shared binding rules read it (binding values that are not plain are left out). */
export function bindableOf(
  arg: Pick<ModuleArgView, "name" | "format" | "default" | "choices" | "bindings">,
): BindableArg {
  return {
    name: arg.name,
    format: arg.format,
    default: arg.default,
    choices: arg.choices,
    bindings: (arg.bindings ?? []).map((binding) => ({
      arg: binding.arg,
      values: binding.values.filter((value): value is BindingValue => isChoiceValue(value)),
    })),
  };
}

/** The names of the arguments that apply to these values (schema/src/args.ts, as the server decides). */
export function applyingArgNames(
  args: readonly Pick<ModuleArgView, "name" | "format" | "default" | "choices" | "bindings">[],
  values: Readonly<Record<string, unknown>>,
): Set<string> {
  return applyingArgs(args.map(bindableOf), values);
}

/** The starting values of a form: each argument's default, when it has one. */
export function initialArgValues(args: readonly ModuleArgView[]): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const arg of args) {
    if (arg.default !== null && arg.default !== undefined) values[arg.name] = arg.default;
    else if (arg.format === "bool") values[arg.name] = false;
  }
  return values;
}

export function isBlank(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    (typeof value === "string" && value.trim() === "") ||
    (Array.isArray(value) && value.length === 0)
  );
}

/** The label of an argument in the UI language. */
export function argLabel(arg: Pick<ModuleArgView, "label" | "labelZh" | "name">, zh: boolean): string {
  if (zh && arg.labelZh) return arg.labelZh;
  return arg.label || arg.name;
}

export function argHelp(arg: Pick<ModuleArgView, "help" | "helpZh">, zh: boolean): string | null {
  if (zh && arg.helpZh) return arg.helpZh;
  return arg.help ?? null;
}

export function choiceLabel(choice: ArgChoice, zh: boolean): string {
  return zh && choice.labelZh ? choice.labelZh : choice.label;
}

/** The problem with one argument's value, or null (required, integer, number, choice, file). */
export function argIssue(arg: ModuleArgView, value: unknown, zh: boolean): string | null {
  const t = translateNs(modulesNs);
  const field = argLabel(arg, zh);
  if (isBlank(value)) {
    // A blank optional argument takes the module's default on the server.
    return arg.require && (arg.default === null || arg.default === undefined) ? t("args.required") : null;
  }
  switch (arg.format) {
    case "int":
      return typeof value === "number" && Number.isSafeInteger(value) ? null : t("args.integer", { field });
    case "float":
      return typeof value === "number" && Number.isFinite(value) ? null : t("args.number", { field });
    case "choice": {
      const choices = parseChoices(arg.choices);
      return choices.some((choice) => choice.value === value) ? null : t("args.choice");
    }
    case "multiple_choice": {
      const choices = parseChoices(arg.choices);
      return Array.isArray(value) && value.every((item) => choices.some((choice) => choice.value === item))
        ? null
        : t("args.choice");
    }
    case "file":
      return isFileArgValue(value) ? null : t("args.file");
    default:
      return null;
  }
}

/** Every argument's problem, by argument name; empty when the values can be sent. */
export function validateArgs(
  args: readonly ModuleArgView[],
  values: Readonly<Record<string, unknown>>,
  zh: boolean,
): Record<string, string> {
  const errors: Record<string, string> = {};
  const applying = applyingArgNames(args, values);
  for (const arg of args) {
    // An argument whose bindings do not hold is not required and not sent.
    if (!applying.has(arg.name)) continue;
    const issue = argIssue(arg, values[arg.name], zh);
    if (issue) errors[arg.name] = issue;
  }
  return errors;
}

/** The values to send: only declared arguments, blanks left out (the server fills the defaults). */
export function argsForSubmit(
  args: readonly ModuleArgView[],
  values: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  const applying = applyingArgNames(args, values);
  for (const arg of args) {
    const value = values[arg.name];
    if (isBlank(value) || !applying.has(arg.name)) continue;
    result[arg.name] = value;
  }
  return result;
}

/**
 * A server JobTaskArgsError names the argument first ("molecules: required"): the argument it names,
 * when it is one of these, with the reason.
 */
export function argOfServerError(
  args: readonly ModuleArgView[],
  value: string | null,
): { name: string; reason: string } | null {
  if (!value) return null;
  const match = /^([^:]+):\s*(.*)$/.exec(value);
  if (!match) return null;
  const name = (match[1] ?? "").trim();
  return args.some((arg) => arg.name === name) ? { name, reason: match[2] ?? "" } : null;
}

/** When an argument applies, as text ("Convert to = SDF"), or null when it always applies. */
export function bindingText(arg: ModuleArgView, args: readonly ModuleArgView[], zh: boolean): string | null {
  const bindings = arg.bindings ?? [];
  if (bindings.length === 0) return null;
  const parts = bindings.map((binding) => {
    const bound = args.find((a) => a.name === binding.arg);
    const choices = bound ? parseChoices(bound.choices) : [];
    const values = binding.values.map((value) => {
      const choice = choices.find((c) => c.value === value);
      return choice ? choiceLabel(choice, zh) : typeof value === "string" ? value : JSON.stringify(value);
    });
    return `${bound ? argLabel(bound, zh) : binding.arg} = ${values.join(" / ")}`;
  });
  return translateNs(modulesNs)("page.appliesWhen", { conditions: parts.join(zh ? "，且 " : " and ") });
}

/** A default shown as text (the argument table and the hints). */
export function defaultText(arg: ModuleArgView, zh: boolean): string {
  const value = arg.default;
  if (value === null || value === undefined) return "";
  if (arg.format === "choice" || arg.format === "multiple_choice") {
    const choices = parseChoices(arg.choices);
    const items = Array.isArray(value) ? value : [value];
    return items
      .map((item) => {
        const choice = choices.find((c) => c.value === item);
        return choice ? choiceLabel(choice, zh) : String(item);
      })
      .join(", ");
  }
  if (arg.format === "bool") {
    return value === true ? translateNs(modulesNs)("args.bool.on") : translateNs(modulesNs)("args.bool.off");
  }
  return typeof value === "object" ? JSON.stringify(value) : String(value);
}
