/**
 * Module methods and argument bindings (spec §3 module: "method ... args (bindings)"), shared by the
 * gateway's checks and the web forms so both decide alike which arguments apply.
 *
 * - A module has one or more methods, each with its own arguments and outputs. A module whose
 *   `methods` list is empty has exactly one implicit method, {@link defaultMethodName}, made of its
 *   flat `args` and `outputs`.
 * - A binding `{arg, values}` on an argument means: this argument applies only when the named argument
 *   of the same method currently has one of `values`. An argument applies when all its bindings hold.
 *   An argument that does not apply is not required, is hidden in forms and is not sent to the program.
 */

/** A value a binding may require: the formats string, int, float, bool, choice and multiple choice. */
export type BindingValue = string | number | boolean;

export interface ArgBinding {
  readonly arg: string;
  readonly values: readonly BindingValue[];
}

/** What the binding logic reads of an argument (a subset of the gateway's ModuleArg). */
export interface BindableArg {
  readonly name: string;
  readonly format: string;
  readonly default?: unknown;
  readonly choices?: unknown;
  readonly bindings?: readonly ArgBinding[] | null;
}

/** The format of a module's or processor's argument. */
export type ArgFormat = "string" | "int" | "float" | "bool" | "choice" | "multiple_choice" | "file";

export interface ModuleArg {
  name: string;
  label: string;
  labelZh?: string;
  format: ArgFormat;
  fileFormats?: string[] | null;
  require: boolean;
  hideInPrimary?: boolean;
  category?: string;
  default?: unknown;
  choices?: { value: string; label: string; labelZh?: string }[] | null;
  help?: string;
  helpZh?: string;
  /** Applies only when every named argument has one of the values (see the bindings above). */
  bindings?: { arg: string; values: (string | number | boolean)[] }[];
}

export interface ModuleOutput {
  name: string;
  label: string;
  labelZh?: string;
  format: string;
}

/** One method of a module: its own typed arguments and outputs (spec §3 module method). */
export interface ModuleMethod {
  /** An identifier; tasks name it, the program receives it ($method in args.json, CRUCIBLE_METHOD). */
  name: string;
  label: string;
  labelZh?: string;
  summary?: string;
  summaryZh?: string;
  args: ModuleArg[];
  outputs: ModuleOutput[];
}

/** A method as stored in `modules.methods` (the arguments and outputs keep their own shapes). */
export interface MethodShape<A, O> {
  readonly name: string;
  readonly label: string;
  readonly labelZh?: string | null;
  readonly summary?: string | null;
  readonly summaryZh?: string | null;
  readonly args: readonly A[];
  readonly outputs: readonly O[];
}

/** The name of the implicit method of a module without methods. */
export const defaultMethodName = "default";

/** Method names: an identifier (letters, digits and _, starting with a letter). */
export const methodNamePattern = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;

/** A module's methods: its own list, or the implicit one made of its flat args and outputs. */
export function moduleMethods<A, O>(module: {
  readonly methods?: readonly MethodShape<A, O>[] | null;
  readonly args: readonly A[];
  readonly outputs: readonly O[];
}): MethodShape<A, O>[] {
  if (module.methods && module.methods.length > 0) return [...module.methods];
  return [{ name: defaultMethodName, label: "Default", args: module.args, outputs: module.outputs }];
}

/** The method a task names (absent: the first one), or null when the module has no such method. */
export function findMethod<M extends { readonly name: string }>(
  methods: readonly M[],
  name: string | null | undefined,
): M | null {
  if (name === null || name === undefined || name === "") return methods[0] ?? null;
  return methods.find((m) => m.name === name) ?? null;
}

function blank(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    (typeof value === "string" && value.trim() === "") ||
    (Array.isArray(value) && value.length === 0)
  );
}

/** Whether a current value meets a binding's values (a list meets it when one of its items does). */
function meets(value: unknown, values: readonly BindingValue[]): boolean {
  if (blank(value)) return false;
  const items = Array.isArray(value) ? (value as unknown[]) : [value];
  return items.some((item) => values.some((v) => v === item));
}

/**
 * The names of the arguments that apply to these values (a blank value takes the argument's
 * default). An argument bound to one that does not apply does not apply either. Bindings to unknown
 * arguments and loops never hold (the module checks refuse them; see {@link bindingIssues}).
 */
export function applyingArgs(
  args: readonly BindableArg[],
  values: Readonly<Record<string, unknown>>,
): Set<string> {
  const byName = new Map(args.map((a) => [a.name, a]));
  const state = new Map<string, boolean | "visiting">();
  const applies = (name: string): boolean => {
    const known = state.get(name);
    if (known === "visiting") return false;
    if (known !== undefined) return known;
    const arg = byName.get(name);
    if (!arg) return false;
    state.set(name, "visiting");
    let result = true;
    for (const binding of arg.bindings ?? []) {
      const bound = byName.get(binding.arg);
      if (!bound || bound.name === name || !applies(bound.name)) {
        result = false;
        break;
      }
      const raw = values[bound.name];
      const current = blank(raw) ? bound.default : raw;
      if (!meets(current, binding.values)) {
        result = false;
        break;
      }
    }
    state.set(name, result);
    return result;
  };
  return new Set(args.filter((a) => applies(a.name)).map((a) => a.name));
}

/** Only the values of arguments that apply (values of other or unknown names are dropped). */
export function applyingValues(
  args: readonly BindableArg[],
  values: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const applying = applyingArgs(args, values);
  return Object.fromEntries(Object.entries(values).filter(([name]) => applying.has(name)));
}

function choiceValues(choices: unknown): BindingValue[] | null {
  if (!Array.isArray(choices)) return null;
  const result: BindingValue[] = [];
  for (const item of choices as unknown[]) {
    if (typeof item === "string" || typeof item === "number" || typeof item === "boolean") result.push(item);
    else if (typeof item === "object" && item !== null && "value" in item) {
      const value = (item as { value: unknown }).value;
      if (typeof value === "string" || typeof value === "number" || typeof value === "boolean")
        result.push(value);
    }
  }
  return result;
}

function valueFits(format: string, choices: unknown, value: BindingValue): boolean {
  switch (format) {
    case "string":
      return typeof value === "string";
    case "int":
      return typeof value === "number" && Number.isSafeInteger(value);
    case "float":
      return typeof value === "number" && Number.isFinite(value);
    case "bool":
      return typeof value === "boolean";
    case "choice":
    case "multiple_choice":
      return (choiceValues(choices) ?? []).some((c) => c === value);
    default:
      return false;
  }
}

/**
 * What is wrong with the bindings of one method's arguments, as "<arg>: <why>" messages (empty when
 * they are fine): the bound argument exists in the method and is not the argument itself, a file
 * argument cannot be bound to, the values fit the bound argument's format and choices, and no loop.
 */
export function bindingIssues(args: readonly BindableArg[]): string[] {
  const issues: string[] = [];
  const byName = new Map(args.map((a) => [a.name, a]));
  for (const arg of args) {
    const seen = new Set<string>();
    for (const binding of arg.bindings ?? []) {
      const bound = byName.get(binding.arg);
      if (binding.arg === arg.name) issues.push(`${arg.name}: a binding cannot name the argument itself`);
      else if (!bound) issues.push(`${arg.name}: bound to ${binding.arg}, which is not an argument`);
      else if (seen.has(binding.arg)) issues.push(`${arg.name}: bound to ${binding.arg} twice`);
      else if (bound.format === "file") issues.push(`${arg.name}: cannot be bound to the file ${bound.name}`);
      else if (binding.values.length === 0)
        issues.push(`${arg.name}: the binding to ${bound.name} has no values`);
      else {
        const bad = binding.values.find((v) => !valueFits(bound.format, bound.choices, v));
        if (bad !== undefined) {
          issues.push(
            bound.format === "choice" || bound.format === "multiple_choice"
              ? `${arg.name}: ${JSON.stringify(bad)} is not a choice of ${bound.name}`
              : `${arg.name}: ${JSON.stringify(bad)} does not fit ${bound.name} (${bound.format})`,
          );
        }
      }
      seen.add(binding.arg);
    }
  }
  // Loops: a depth-first walk over the bindings that name real arguments.
  const state = new Map<string, "visiting" | "done">();
  const reported = new Set<string>();
  const visit = (name: string, path: string[]): void => {
    if (state.get(name) === "done") return;
    if (state.get(name) === "visiting") {
      const loop = [...path.slice(path.indexOf(name)), name];
      const key = [...loop].sort().join(",");
      if (!reported.has(key)) {
        reported.add(key);
        issues.push(`${name}: the bindings form a loop (${loop.join(" -> ")})`);
      }
      return;
    }
    state.set(name, "visiting");
    for (const binding of byName.get(name)?.bindings ?? []) {
      if (binding.arg !== name && byName.has(binding.arg)) visit(binding.arg, [...path, name]);
    }
    state.set(name, "done");
  };
  for (const arg of args) visit(arg.name, []);
  return issues;
}
