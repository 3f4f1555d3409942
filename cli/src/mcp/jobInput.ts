/** What submit_job and estimate_job take (their input schema) and the job input made from it. */
import { z } from "zod";
import { CliError, type CrucibleClient } from "../api.js";
import { listModules, type ModuleInfo } from "../catalogue.js";
import { checkParams } from "../params.js";
import type { FailureContext } from "./errors.js";
import {
  findTemplate,
  methodOf,
  templateTasks,
  type JobInput,
  type TaskInput,
  type TemplateOverride,
} from "./operations.js";
import { argsObject, ref } from "./toolKit.js";

const taskShape = z.object({
  key: z
    .string()
    .min(1)
    .max(64)
    .describe(
      "the task's name in the job; other tasks refer to it in dependsOn and {task, output} file links",
    ),
  module: ref.describe("module id or key"),
  method: z.string().optional().describe("the module's method (absent: its first)"),
  args: argsObject.describe("argument values by name (see get_parameter_schema)"),
  dependsOn: z.array(z.string()).optional().describe("keys of tasks that must finish first"),
});
export const jobShape = {
  name: z
    .string()
    .min(1)
    .max(200)
    .optional()
    .describe("the job's name (default: the module's or template's)"),
  tags: z
    .array(z.string().max(40))
    .max(20)
    .optional()
    .describe("labels to find the job by later (at most 20, each 1 to 40 characters)"),
  module: ref.optional().describe("one-task job: the module's id or key"),
  method: z.string().optional().describe("one-task job: the module's method (absent: its first)"),
  args: argsObject.optional().describe("one-task job: argument values by name (see get_parameter_schema)"),
  tasks: z.array(taskShape).min(1).max(50).optional().describe("a job of several tasks (instead of module)"),
  template: ref.optional().describe("run a template (id or name from search_templates) instead"),
  overrides: z
    .array(z.object({ key: z.string(), method: z.string().optional(), args: argsObject }))
    .optional()
    .describe("template runs: argument values to set on the template's tasks, by task key"),
};

export type JobArgs = z.infer<z.ZodObject<typeof jobShape>>;

/**
 * A task's arguments checked against its module's method before they are sent (the CLI's checkParams:
 * every unknown, mistyped or missing argument at once, CliParamsInvalid with the schema); the server
 * checks again (JobTaskArgsError), e.g. that a file is the user's.
 */
function checkedArgs(
  module: ModuleInfo,
  method: string | undefined,
  args: Record<string, unknown>,
  prefix = "",
): Record<string, unknown> {
  const declared = methodOf(module, method);
  return checkParams(declared.args, args, `${prefix}${module.key} ${declared.name}`.trim());
}

/** The tasks of a submit_job/estimate_job call; exactly one of module, tasks and template. */
export async function jobInput(
  client: CrucibleClient,
  args: JobArgs,
): Promise<{ input: JobInput; template: { id: string; overrides: TemplateOverride[] } | null }> {
  const given = [args.module !== undefined, args.tasks !== undefined, args.template !== undefined].filter(
    Boolean,
  );
  if (given.length !== 1) {
    throw new CliError(
      "ServerInvalidParameter",
      "give exactly one of module (with args), tasks, or template",
    );
  }
  if (args.template !== undefined) {
    const template = await findTemplate(client, String(args.template));
    const tasks = templateTasks(template, args.overrides ?? []);
    // The overridden tasks' checked arguments (file shorthands expanded), which runTemplate merges again.
    const overrides = (args.overrides ?? []).map((o) => ({
      key: o.key,
      method: o.method,
      args: tasks.find((t) => t.key === o.key)?.args ?? o.args,
    }));
    return {
      input: { name: args.name ?? template.name, tags: args.tags, tasks },
      template: { id: template.id, overrides },
    };
  }
  const modules = await listModules(client);
  const resolve = (r: string | number): ModuleInfo => {
    const text = String(r);
    const found =
      modules.find((m) => m.id === text) ?? modules.find((m) => m.key.toLowerCase() === text.toLowerCase());
    if (!found) throw new CliError("DBDataNotExist", `module ${text}`);
    return found;
  };
  if (args.module !== undefined) {
    const module = resolve(args.module);
    const key = (module.key.split("/").pop() ?? "task").replace(/[^A-Za-z0-9_-]/g, "_") || "task";
    const task: TaskInput = {
      key,
      moduleId: module.id,
      method: args.method,
      args: checkedArgs(module, args.method, args.args ?? {}),
    };
    return { input: { name: args.name ?? module.name, tags: args.tags, tasks: [task] }, template: null };
  }
  const tasks = (args.tasks ?? []).map((t) => {
    const module = resolve(t.module);
    return {
      key: t.key,
      moduleId: module.id,
      method: t.method,
      args: checkedArgs(module, t.method, t.args, `task ${t.key} `),
      dependsOn: t.dependsOn ?? [],
    };
  });
  return {
    input: { name: args.name ?? tasks.map((t) => t.key).join(" + "), tags: args.tags, tasks },
    template: null,
  };
}

/** What a failure's "missing" says when the module or template is not found. */
export const missingModule = (args: JobArgs): FailureContext["missing"] => {
  const which = args.template !== undefined ? `template ${args.template}` : "module";
  return `no ${which} with that id or key that this user can see (${args.template !== undefined ? "templates" : "modules"} hidden from the user, and other users' own, look the same as missing ones)`;
};
