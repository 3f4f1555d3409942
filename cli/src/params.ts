/**
 * Parameter files and argument schemas: a module method's arguments as JSON Schema (`module get
 * --params-json`), a filled-in parameter file for a template (`flow get --params-template`), and the
 * check of a parameter file before it is sent, naming every unknown or mistyped argument with the
 * schema (the server checks again: JobTaskArgsError).
 */
import { readFile } from "node:fs/promises";
import { applyingArgs } from "@crucible/schema/args";
import { CliError } from "./api.js";
import { readStdin } from "./prompt.js";

import type { ArgSpec } from "./answers.js";

export type { ArgSpec };

export type JsonSchema = Record<string, unknown>;

const fileArgSchema: JsonSchema = {
  oneOf: [
    {
      type: "object",
      description: "a data set file (see `crucible data list`)",
      properties: { dataFileId: { type: "integer", minimum: 1 } },
      required: ["dataFileId"],
      additionalProperties: false,
    },
    {
      type: "object",
      description: "an output of an upstream task of the same job",
      properties: { task: { type: "string" }, output: { type: "string" } },
      required: ["task", "output"],
      additionalProperties: false,
    },
    { type: "integer", minimum: 1, description: "shorthand for {dataFileId: N}" },
  ],
};

function argSchema(arg: ArgSpec): JsonSchema {
  const base: JsonSchema = { title: arg.label };
  if (arg.help) base.description = arg.help;
  if (arg.default !== undefined && arg.default !== null) base.default = arg.default;
  const choices = (arg.choices ?? []).map((c) => c.value);
  switch (arg.format) {
    case "string":
      return { ...base, type: "string", maxLength: 10_000 };
    case "int":
      return { ...base, type: "integer" };
    case "float":
      return { ...base, type: "number" };
    case "bool":
      return { ...base, type: "boolean" };
    case "choice":
      return { ...base, enum: choices };
    case "multiple_choice":
      return { ...base, type: "array", items: { enum: choices }, uniqueItems: true };
    case "file":
      return {
        ...base,
        ...fileArgSchema,
        ...(arg.fileFormats?.length ? { "x-file-formats": arg.fileFormats } : {}),
      };
    default:
      return base;
  }
}

/** A method's arguments as a JSON Schema (draft 2020-12) of the parameter object. */
export function argsJsonSchema(args: readonly ArgSpec[], title: string): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  for (const arg of args) {
    const schema = argSchema(arg);
    if (arg.bindings?.length) {
      schema["x-applies-when"] = arg.bindings.map((b) => ({ arg: b.arg, oneOf: b.values }));
    }
    properties[arg.name] = schema;
  }
  return {
    $schema: "https://json-schema.org/draft/2020-12/schema",
    title,
    type: "object",
    properties,
    required: args
      .filter((a) => a.require && !a.bindings?.length && (a.default ?? null) === null)
      .map((a) => a.name),
    additionalProperties: false,
  };
}

/** A sample value for a parameter template: the default, the first choice, or a typed placeholder. */
export function sampleValue(arg: ArgSpec): unknown {
  if (arg.default !== undefined && arg.default !== null && arg.default !== "") return arg.default;
  switch (arg.format) {
    case "int":
      return 0;
    case "float":
      return 0;
    case "bool":
      return false;
    case "choice":
      return arg.choices?.[0]?.value ?? "";
    case "multiple_choice":
      return arg.choices?.[0] ? [arg.choices[0].value] : [];
    case "file":
      return { dataFileId: 0 };
    default:
      return "";
  }
}

/** Parameters from text: JSON, or YAML (a JSON document is also YAML). */
export async function parseParams(text: string, where: string): Promise<Record<string, unknown>> {
  let value: unknown;
  try {
    value = text.trim().startsWith("{") ? JSON.parse(text) : (await import("yaml")).parse(text);
  } catch (error) {
    throw new CliError("CliParamsInvalid", `${where} is neither JSON nor YAML: ${(error as Error).message}`);
  }
  if (value === null || value === undefined) return {};
  if (typeof value !== "object" || Array.isArray(value)) {
    throw new CliError("CliParamsInvalid", `${where} must hold an object of argument names to values`);
  }
  return value as Record<string, unknown>;
}

/**
 * The parameters of `--params` (inline JSON/YAML, or `@file`, or `@-` for standard input) and
 * `--params-file` (a file, or `-`), merged (the file first, --params over it).
 */
export async function readParams(
  inline: string | undefined,
  file: string | undefined,
): Promise<Record<string, unknown>> {
  let merged: Record<string, unknown> = {};
  const fromSource = async (source: string, label: string) => {
    if (source === "-" || source === "@-") return await parseParams(await readStdin(), "standard input");
    const path = source.startsWith("@") ? source.slice(1) : source;
    let text: string;
    try {
      text = await readFile(path, "utf8");
    } catch (error) {
      throw new CliError(
        "CliUsage",
        `${label} ${path}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`,
      );
    }
    return await parseParams(text, path);
  };
  if (file !== undefined) merged = await fromSource(file, "--params-file");
  if (inline !== undefined) {
    const params = inline.startsWith("@")
      ? await fromSource(inline, "--params")
      : await parseParams(inline, "--params");
    merged = { ...merged, ...params };
  }
  return merged;
}

function typeName(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "a list";
  return typeof value === "object" ? "an object" : `${typeof value} ${JSON.stringify(value)}`;
}

/** The problems of one value for its argument, or null. */
function valueProblem(arg: ArgSpec, value: unknown): string | null {
  const choices = (arg.choices ?? []).map((c) => c.value);
  switch (arg.format) {
    case "string":
      return typeof value === "string" ? null : `must be a string, not ${typeName(value)}`;
    case "int":
      return typeof value === "number" && Number.isSafeInteger(value)
        ? null
        : `must be an integer, not ${typeName(value)}`;
    case "float":
      return typeof value === "number" && Number.isFinite(value)
        ? null
        : `must be a number, not ${typeName(value)}`;
    case "bool":
      return typeof value === "boolean" ? null : `must be true or false, not ${typeName(value)}`;
    case "choice":
      return choices.includes(value as string)
        ? null
        : `must be one of ${choices.join(", ")}, not ${typeName(value)}`;
    case "multiple_choice":
      return Array.isArray(value) && value.every((v) => choices.includes(v as string))
        ? null
        : `must be a list of ${choices.join(", ")}`;
    case "file": {
      if (typeof value === "number" && Number.isSafeInteger(value) && value > 0) return null;
      if (value && typeof value === "object" && !Array.isArray(value)) {
        const v = value as Record<string, unknown>;
        if (typeof v.dataFileId === "number" && Number.isSafeInteger(v.dataFileId)) return null;
        if (typeof v.task === "string" && typeof v.output === "string") return null;
      }
      return `must be {dataFileId: N} or {task, output}, not ${typeName(value)}`;
    }
    default:
      return null;
  }
}

/**
 * The parameters checked against the arguments: every unknown argument and every mistyped or missing
 * required one is named at once (CliParamsInvalid, with the schema in Meta). Answers the values to
 * send (file shorthands expanded).
 */
export function checkParams(
  args: readonly ArgSpec[],
  params: Record<string, unknown>,
  title: string,
): Record<string, unknown> {
  const known = new Map(args.map((a) => [a.name, a]));
  const problems: string[] = [];
  for (const name of Object.keys(params)) {
    if (!known.has(name))
      problems.push(`${name}: unknown argument (known: ${[...known.keys()].join(", ") || "none"})`);
  }
  const applying = applyingArgs(args, params);
  const out: Record<string, unknown> = {};
  for (const arg of args) {
    const value = params[arg.name];
    if (value === undefined || value === null || value === "") {
      if (arg.require && applying.has(arg.name) && (arg.default ?? null) === null)
        problems.push(`${arg.name}: required`);
      continue;
    }
    const problem = valueProblem(arg, value);
    if (problem) {
      problems.push(`${arg.name}: ${problem}`);
      continue;
    }
    out[arg.name] = arg.format === "file" && typeof value === "number" ? { dataFileId: value } : value;
  }
  if (problems.length > 0) {
    throw new CliError("CliParamsInvalid", `${title}: ${problems.join("; ")}`, {
      meta: { Problems: problems, Schema: argsJsonSchema(args, title) },
    });
  }
  return out;
}
