/**
 * A module's declaration as the back office writes it (Workflow.Job.Task.Module.*): its typed
 * arguments, outputs and methods, checked (moduleSpecIssue) before the module is created or updated.
 */
import { bindingIssues, isValidDiscount, methodNamePattern, visible } from "@crucible/schema";
import { and, eq, isNull } from "drizzle-orm";
import { z } from "zod";
import {
  containerImages,
  moduleGroups,
  type ModuleArg,
  type ModuleMethod,
  type ModuleOutput,
} from "../../db/modules.js";
import { uiPacks } from "../../db/apps.js";
import type { Ctx } from "../context.js";
import { AppError, invalid } from "../errors.js";
import { guardUnique } from "../users/validation.js";
import { checkArgs } from "./args.js";

/** Worker labels an image or a module needs (typed pools: CRUCIBLE_WORKER_LABELS of the workers that run them). */
export const workerLabelsSchema = z
  .array(
    z
      .string()
      .trim()
      .regex(/^[a-z0-9][a-z0-9._-]{0,63}$/i, "not a label"),
  )
  .max(16)
  .optional();

const argName = z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,63}$/, "argument names are letters, digits and _");
const label = z.string().trim().min(1).max(200);
const labelZh = z.string().trim().max(200).optional();

/** A module's typed argument (schema.ts ModuleArg); a default must pass the argument's own check. */
export const moduleArgSchema = z.object({
  name: argName,
  label,
  labelZh,
  format: z.enum(["string", "int", "float", "bool", "choice", "multiple_choice", "file"]),
  fileFormats: z
    .array(z.string().regex(/^[a-z0-9]{1,16}$/, "file formats are extensions such as sdf"))
    .max(20)
    .nullish(),
  require: z.boolean().default(false),
  hideInPrimary: z.boolean().optional(),
  category: z.string().trim().max(100).optional(),
  default: z.unknown().optional(),
  choices: z
    .array(z.object({ value: z.string().min(1).max(200), label, labelZh }))
    .max(100)
    .nullish(),
  help: z.string().max(2000).optional(),
  helpZh: z.string().max(2000).optional(),
  /** Applies only when every named argument has one of the values (checked by bindingIssues). */
  bindings: z
    .array(
      z.object({
        arg: argName,
        values: z
          .array(z.union([z.string().max(200), z.number().finite(), z.boolean()]))
          .min(1, "a binding needs at least one value")
          .max(100),
      }),
    )
    .max(10)
    .optional(),
});

export const moduleOutputSchema = z.object({
  name: z
    .string()
    .regex(/^[A-Za-z0-9][A-Za-z0-9_.-]{0,127}$/, "output names are file names without folders")
    .refine((n) => !n.includes(".."), "output names are file names without folders"),
  label,
  labelZh,
  format: z.string().trim().min(1).max(32),
});

/** A method: its own arguments and outputs (schema.ts ModuleMethod). */
export const moduleMethodSchema = z.object({
  name: z.string().regex(methodNamePattern, "method names are letters, digits and _"),
  label,
  labelZh,
  summary: z.string().max(1000).optional(),
  summaryZh: z.string().max(1000).optional(),
  args: z.array(moduleArgSchema).max(50).default([]),
  outputs: z.array(moduleOutputSchema).max(50).default([]),
});

/** The argv run in a container image; `{args.json}` stands for the task's arguments file. */
const commandSchema = z.array(z.string().min(1).max(1000)).min(1, "the command is required").max(100);

export const moduleUpdate = z.object({
  Name: visible(z.string().trim().min(1).max(100)).optional(),
  NameZh: visible(z.string().max(100)).optional(),
  Summary: z.string().max(1000).optional(),
  SummaryZh: z.string().max(1000).optional(),
  Docs: z
    .string()
    .max(256 * 1024)
    .optional(),
  DocsZh: z
    .string()
    .max(256 * 1024)
    .optional(),
  ImageId: z.number().int().positive().nullable().optional(),
  GroupId: z.number().int().positive().nullable().optional(),
  /** UI packs (docs/apps.md): one with an active version, or null for none. */
  RunFormPackId: z.number().int().positive().nullable().optional(),
  ResultViewPackId: z.number().int().positive().nullable().optional(),
  Tags: z
    .array(visible(z.string().trim().min(1).max(40)))
    .max(20)
    .optional(),
  // At or below 0 means no timeout (spec §5): stored as 0.
  TimeoutSeconds: z
    .number()
    .int()
    .min(-1_000_000_000)
    .max(30 * 86400)
    .transform((value) => Math.max(value, 0))
    .optional(),
  SuccessExitCode: z.number().int().min(0).max(255).optional(),
  TokenPrice: z.number().int().min(0).max(1_000_000).optional(),
  Discount: z.number().refine(isValidDiscount, "must be above 0 and at most 1").optional(),
  Visibility: z.enum(["all", "partly", "none"]).optional(),
  Args: z.array(moduleArgSchema).max(50).optional(),
  Outputs: z.array(moduleOutputSchema).max(50).optional(),
  /** Empty: one implicit method made of Args and Outputs. */
  Methods: z.array(moduleMethodSchema).max(20).optional(),
  Command: commandSchema.optional(),
  /** Where its tasks run: "local" or "slurm"; null follows the image, then CRUCIBLE_EXECUTOR. */
  Executor: z.enum(["local", "slurm"]).nullable().optional(),
  /** Worker labels it needs (typed pools). */
  Labels: workerLabelsSchema,
  /** The Slurm partition of its Slurm tasks (a worker announcing it submits them); null: the worker's default. */
  Partition: z
    .string()
    .trim()
    .regex(/^[a-z0-9][a-z0-9._-]{0,63}$/i, "not a partition name")
    .nullable()
    .optional(),
});

/** createModule: the update's fields plus the key and the runner (spec §3); Name is required. */
export const moduleCreate = moduleUpdate.extend({
  Key: z
    .string()
    .trim()
    .regex(
      /^[a-z][a-z0-9_]{0,63}(\/[a-z][a-z0-9_]{0,63})?$/,
      "a lower-case identifier (letters, digits, _), optionally after a group and /",
    ),
  Name: visible(z.string().trim().min(1).max(100)),
  Runner: z.string().default("container"),
});

type ModuleInput = z.infer<typeof moduleUpdate>;

export function parseModule<T>(schema: z.ZodType<T>, body: unknown): T {
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw invalid(issue ? `${issue.path.join(".")}: ${issue.message}` : "module");
  }
  return parsed.data;
}

/** What is wrong with one argument list: duplicate names, missing choices, bad defaults, bindings. */
function argListIssue(where: string, args: readonly z.infer<typeof moduleArgSchema>[]): string | null {
  const seen = new Set<string>();
  for (const arg of args) {
    if (seen.has(arg.name)) return `${where}: duplicate argument ${arg.name}`;
    seen.add(arg.name);
    if ((arg.format === "choice" || arg.format === "multiple_choice") && !arg.choices?.length)
      return `${where}: ${arg.name}: choices are required`;
    if (arg.default !== undefined && arg.default !== null && arg.default !== "") {
      try {
        checkArgs([{ ...arg, require: false, bindings: [] } as ModuleArg], { [arg.name]: arg.default });
      } catch (error) {
        return `${where}: ${arg.name}: the default ${error instanceof AppError ? error.value : "is invalid"}`;
      }
    }
  }
  const binding = bindingIssues(args)[0];
  return binding ? `${where}: ${binding}` : null;
}

function outputListIssue(where: string, outputs: readonly { name: string }[]): string | null {
  const seen = new Set<string>();
  for (const output of outputs) {
    if (seen.has(output.name)) return `${where}: duplicate output ${output.name}`;
    seen.add(output.name);
  }
  return null;
}

/**
 * The checks the zod schema cannot make on a module's declarations: unique argument, output and
 * method names, choices for choice arguments, defaults that pass their argument's check, and
 * bindings to another argument of the same method with fitting values and no loop.
 */
export function moduleSpecIssue(input: {
  readonly Args?: readonly z.infer<typeof moduleArgSchema>[];
  readonly Outputs?: readonly { name: string }[];
  readonly Methods?: readonly z.infer<typeof moduleMethodSchema>[];
}): string | null {
  const issues = [
    input.Args ? argListIssue("Args", input.Args) : null,
    input.Outputs ? outputListIssue("Outputs", input.Outputs) : null,
  ];
  const names = new Set<string>();
  for (const method of input.Methods ?? []) {
    if (names.has(method.name)) issues.push(`Methods: duplicate method ${method.name}`);
    names.add(method.name);
    issues.push(argListIssue(`Methods.${method.name}.Args`, method.args));
    issues.push(outputListIssue(`Methods.${method.name}.Outputs`, method.outputs));
  }
  return issues.find((issue) => issue !== null) ?? null;
}

/** moduleSpecIssue, then an image and group that exist. */
export async function checkModuleInput(ctx: Ctx, input: ModuleInput): Promise<void> {
  const issue = moduleSpecIssue(input);
  if (issue) throw invalid(issue);
  if (input.ImageId !== undefined && input.ImageId !== null) {
    const found = await ctx.db
      .select({ id: containerImages.id })
      .from(containerImages)
      .where(and(eq(containerImages.id, input.ImageId), isNull(containerImages.deletedAt)));
    if (!found[0]) throw new AppError("DBDataNotExist", "ImageId");
  }
  if (input.GroupId !== undefined && input.GroupId !== null) {
    const found = await ctx.db
      .select({ id: moduleGroups.id })
      .from(moduleGroups)
      .where(eq(moduleGroups.id, input.GroupId));
    if (!found[0]) throw new AppError("DBDataNotExist", "GroupId");
  }
  for (const field of ["RunFormPackId", "ResultViewPackId"] as const) {
    const packId = input[field];
    if (packId === undefined || packId === null) continue;
    const [pack] = await ctx.db
      .select({ activeVersionId: uiPacks.activeVersionId })
      .from(uiPacks)
      .where(eq(uiPacks.id, packId));
    if (!pack) throw new AppError("DBDataNotExist", field);
    // Users would see nothing: a pack is named once one of its versions is active (rollback keeps one).
    if (pack.activeVersionId === null) throw invalid(`${field}: the pack has no active version yet`);
  }
}

/** The columns an update or a create sets, from the fields given. */
export function moduleValues(input: ModuleInput) {
  return {
    ...(input.Name !== undefined ? { name: input.Name } : {}),
    ...(input.NameZh !== undefined ? { nameZh: input.NameZh } : {}),
    ...(input.Summary !== undefined ? { summary: input.Summary } : {}),
    ...(input.SummaryZh !== undefined ? { summaryZh: input.SummaryZh } : {}),
    ...(input.Docs !== undefined ? { docs: input.Docs } : {}),
    ...(input.DocsZh !== undefined ? { docsZh: input.DocsZh } : {}),
    ...(input.ImageId !== undefined ? { imageId: input.ImageId } : {}),
    ...(input.TimeoutSeconds !== undefined ? { timeoutSeconds: input.TimeoutSeconds } : {}),
    ...(input.SuccessExitCode !== undefined ? { successExitCode: input.SuccessExitCode } : {}),
    ...(input.TokenPrice !== undefined ? { tokenPrice: input.TokenPrice } : {}),
    ...(input.Discount !== undefined ? { discount: input.Discount } : {}),
    ...(input.Visibility !== undefined ? { visibility: input.Visibility } : {}),
    ...(input.GroupId !== undefined ? { groupId: input.GroupId } : {}),
    ...(input.RunFormPackId !== undefined ? { runFormPackId: input.RunFormPackId } : {}),
    ...(input.ResultViewPackId !== undefined ? { resultViewPackId: input.ResultViewPackId } : {}),
    ...(input.Tags !== undefined ? { tags: uniqueTags(input.Tags) } : {}),
    ...(input.Args !== undefined ? { args: input.Args as ModuleArg[] } : {}),
    ...(input.Outputs !== undefined ? { outputs: input.Outputs as ModuleOutput[] } : {}),
    ...(input.Methods !== undefined ? { methods: input.Methods as ModuleMethod[] } : {}),
    ...(input.Command !== undefined ? { command: input.Command } : {}),
    ...(input.Executor !== undefined ? { executor: input.Executor } : {}),
    ...(input.Labels !== undefined ? { labels: [...new Set(input.Labels)].sort() } : {}),
    ...(input.Partition !== undefined ? { partition: input.Partition } : {}),
  };
}

/** DBDuplicate naming Key when a module's key is taken. */
export async function guardModuleKey<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await guardUnique(work);
  } catch (error) {
    if (error instanceof AppError && error.type === "DBDuplicate") throw new AppError("DBDuplicate", "Key");
    throw error;
  }
}

/** Tags trimmed, in their first order, without repeats. */
export function uniqueTags(tags: readonly string[]): string[] {
  return [...new Set(tags.map((tag) => tag.trim()).filter((tag) => tag !== ""))];
}
