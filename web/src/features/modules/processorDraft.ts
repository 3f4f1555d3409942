/**
 * The editable form of a processor's arguments and outputs: rows with text fields, turned into the
 * GraphQL ProcessorInput after the checks (names, labels, choices, defaults that fit their format).
 */
import type { ModuleArgInput, ModuleOutputInput, ProcessorInput } from "../../graphql";
import { translateNs } from "../../i18n";
import type { ModuleArgView } from "./argValues";
import {
  parseChoices,
  parseNumberText,
  type ArgChoice,
  type ArgFormat,
  type ChoiceValue,
  isArgFormat,
} from "./argValues";
import type { ModuleOutputView } from "./ModuleTables";
import { modulesNs } from "./i18n";

export interface ArgDraft {
  readonly key: number;
  readonly name: string;
  readonly label: string;
  readonly format: ArgFormat;
  readonly require: boolean;
  /** Text of a string, int or float default. */
  readonly defaultText: string;
  /** A bool or choice default (null: none). */
  readonly defaultChoice: ChoiceValue | null;
  /** A multiple-choice default. */
  readonly defaultMany: readonly ChoiceValue[];
  /** Extensions separated by commas. */
  readonly fileFormats: string;
  /** One choice per line: `value` or `value | label`. */
  readonly choices: string;
  readonly help: string;
}

export interface OutputDraft {
  readonly key: number;
  readonly name: string;
  readonly label: string;
  readonly format: string;
}

export interface ProcessorDraft {
  readonly name: string;
  readonly summary: string;
  readonly docs: string;
  readonly timeout: string;
  readonly args: readonly ArgDraft[];
  readonly outputs: readonly OutputDraft[];
}

let nextKey = 1;

export function newArgDraft(): ArgDraft {
  return {
    key: nextKey++,
    name: "",
    label: "",
    format: "string",
    require: false,
    defaultText: "",
    defaultChoice: null,
    defaultMany: [],
    fileFormats: "",
    choices: "",
    help: "",
  };
}

export function newOutputDraft(): OutputDraft {
  return { key: nextKey++, name: "", label: "", format: "" };
}

function choicesText(raw: unknown): string {
  return parseChoices(raw)
    .map((choice) =>
      choice.label !== String(choice.value)
        ? `${String(choice.value)} | ${choice.label}`
        : String(choice.value),
    )
    .join("\n");
}

function isChoiceValue(value: unknown): value is ChoiceValue {
  return typeof value === "string" || typeof value === "number" || typeof value === "boolean";
}

export function argDraftOf(arg: ModuleArgView): ArgDraft {
  const format = isArgFormat(arg.format) ? arg.format : "string";
  const value = arg.default;
  return {
    ...newArgDraft(),
    name: arg.name,
    label: arg.label,
    format,
    require: arg.require,
    defaultText:
      (format === "string" || format === "int" || format === "float") && value !== null && value !== undefined
        ? String(value)
        : "",
    defaultChoice: (format === "bool" || format === "choice") && isChoiceValue(value) ? value : null,
    defaultMany: format === "multiple_choice" && Array.isArray(value) ? value.filter(isChoiceValue) : [],
    fileFormats: (arg.fileFormats ?? []).join(", "),
    choices: choicesText(arg.choices),
    help: arg.help ?? "",
  };
}

export function draftOf(processor: {
  readonly name: string;
  readonly summary: string;
  readonly docs: string;
  readonly timeoutSeconds: number;
  readonly args: readonly ModuleArgView[];
  readonly outputs: readonly ModuleOutputView[];
}): ProcessorDraft {
  return {
    name: processor.name,
    summary: processor.summary,
    docs: processor.docs,
    timeout: String(processor.timeoutSeconds),
    args: processor.args.map(argDraftOf),
    outputs: processor.outputs.map((output) => ({
      key: nextKey++,
      name: output.name,
      label: output.label,
      format: output.format,
    })),
  };
}

export function emptyDraft(): ProcessorDraft {
  return { name: "", summary: "", docs: "", timeout: "600", args: [], outputs: [] };
}

/** The choices typed in the editor: one per line, `value` or `value | label`. */
export function parseChoicesText(text: string): ArgChoice[] {
  const result: ArgChoice[] = [];
  for (const line of text.split("\n")) {
    const trimmed = line.trim();
    if (trimmed === "") continue;
    const bar = trimmed.indexOf("|");
    const value = (bar >= 0 ? trimmed.slice(0, bar) : trimmed).trim();
    const label = (bar >= 0 ? trimmed.slice(bar + 1) : "").trim();
    if (value === "" || result.some((choice) => choice.value === value)) continue;
    result.push({ value, label: label || value, labelZh: null });
  }
  return result;
}

export function parseFormatsText(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[\s,;]+/)
        .map((format) => format.trim().replace(/^\./, "").toLowerCase())
        .filter(Boolean),
    ),
  ];
}

// The server's rules (processor input).
const argNamePattern = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;
const outputNamePattern = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,127}$/;
const fileFormatPattern = /^[a-z0-9]{1,16}$/;
const maxTimeoutSeconds = 7 * 24 * 3600;

function defaultOf(draft: ArgDraft): unknown {
  switch (draft.format) {
    case "string":
      return draft.defaultText === "" ? null : draft.defaultText;
    case "int":
    case "float":
      return parseNumberText(draft.format, draft.defaultText) ?? null;
    case "bool":
    case "choice":
      return draft.defaultChoice;
    case "multiple_choice":
      return draft.defaultMany.length > 0 ? [...draft.defaultMany] : null;
    case "file":
      return null;
  }
}

/** The argument as the run form would show it (the editor's preview). */
export function argViewOf(draft: ArgDraft): ModuleArgView {
  const choiceFormat = draft.format === "choice" || draft.format === "multiple_choice";
  const value = defaultOf(draft);
  return {
    name: draft.name || `arg${draft.key}`,
    label: draft.label || draft.name || `arg${draft.key}`,
    labelZh: null,
    format: draft.format,
    fileFormats: draft.format === "file" ? parseFormatsText(draft.fileFormats) : null,
    require: draft.require,
    hideInPrimary: false,
    category: null,
    default: typeof value === "string" && draft.format !== "string" ? null : value,
    choices: choiceFormat ? parseChoicesText(draft.choices) : null,
    bindings: null,
    help: draft.help || null,
    helpZh: null,
  };
}

/** Field messages by path (`name`, `args.<key>.label`, `outputs.<key>.name`...); empty when it can be saved. */
export function checkDraft(draft: ProcessorDraft, side: "user" | "sys" = "user"): Record<string, string> {
  const t = translateNs(modulesNs);
  const errors: Record<string, string> = {};
  if (draft.name.trim() === "") errors.name = t("translation:validation.required");
  const timeout = parseNumberText("int", draft.timeout);
  if (timeout !== undefined && (typeof timeout !== "number" || timeout > maxTimeoutSeconds)) {
    errors.timeout = t("processors.errors.timeout");
  } else if (side === "user" && typeof timeout === "number" && timeout <= 0) {
    // A user's processor always has a time limit (the gateway refuses 0 or less for them).
    errors.timeout = t("processors.errors.userTimeout");
  }
  const argNames = draft.args.map((arg) => arg.name.trim());
  for (const arg of draft.args) {
    const path = `args.${arg.key}`;
    const name = arg.name.trim();
    if (!argNamePattern.test(name)) errors[`${path}.name`] = t("processors.errors.name");
    else if (argNames.filter((other) => other === name).length > 1)
      errors[`${path}.name`] = t("processors.errors.duplicate");
    if (arg.label.trim() === "") errors[`${path}.label`] = t("processors.errors.label");
    if (arg.format === "file" && !parseFormatsText(arg.fileFormats).every((f) => fileFormatPattern.test(f))) {
      errors[`${path}.fileFormats`] = t("processors.errors.fileFormats");
    }
    const choices = parseChoicesText(arg.choices);
    if ((arg.format === "choice" || arg.format === "multiple_choice") && choices.length === 0) {
      errors[`${path}.choices`] = t("processors.errors.choices");
    }
    const value = defaultOf(arg);
    if ((arg.format === "int" || arg.format === "float") && typeof value === "string") {
      errors[`${path}.default`] =
        arg.format === "int" ? t("processors.errors.defaultInt") : t("processors.errors.defaultFloat");
    }
    if (arg.format === "choice" && value !== null && !choices.some((choice) => choice.value === value)) {
      errors[`${path}.default`] = t("processors.errors.defaultChoice");
    }
    if (
      arg.format === "multiple_choice" &&
      !arg.defaultMany.every((item) => choices.some((choice) => choice.value === item))
    ) {
      errors[`${path}.default`] = t("processors.errors.defaultChoice");
    }
  }
  const outputNames = draft.outputs.map((output) => output.name.trim());
  for (const output of draft.outputs) {
    const path = `outputs.${output.key}`;
    const name = output.name.trim();
    if (!outputNamePattern.test(name) || name.includes(".."))
      errors[`${path}.name`] = t("processors.errors.fileName");
    else if (outputNames.filter((other) => other === name).length > 1)
      errors[`${path}.name`] = t("processors.errors.duplicate");
    if (output.label.trim() === "") errors[`${path}.label`] = t("processors.errors.label");
  }
  return errors;
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf(".");
  return dot > 0 && dot < name.length - 1 ? name.slice(dot + 1).toLowerCase() : "file";
}

export function inputOf(draft: ProcessorDraft): ProcessorInput {
  const args: ModuleArgInput[] = draft.args.map((arg) => {
    const choiceFormat = arg.format === "choice" || arg.format === "multiple_choice";
    return {
      name: arg.name.trim(),
      label: arg.label.trim(),
      format: arg.format,
      fileFormats: arg.format === "file" ? parseFormatsText(arg.fileFormats) : null,
      require: arg.require,
      default: defaultOf(arg),
      choices: choiceFormat
        ? parseChoicesText(arg.choices).map(({ value, label }) => ({ value, label }))
        : null,
      help: arg.help.trim() === "" ? null : arg.help.trim(),
    };
  });
  const outputs: ModuleOutputInput[] = draft.outputs.map((output) => ({
    name: output.name.trim(),
    label: output.label.trim(),
    format: output.format.trim() || extensionOf(output.name.trim()),
  }));
  const timeout = parseNumberText("int", draft.timeout);
  return {
    name: draft.name.trim(),
    summary: draft.summary.trim(),
    docs: draft.docs,
    args,
    outputs,
    // At or below 0: no time limit.
    ...(typeof timeout === "number" ? { timeoutSeconds: Math.max(0, timeout) } : {}),
  };
}
