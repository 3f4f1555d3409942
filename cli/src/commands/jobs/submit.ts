/** job submit: a module run or a flow made into a job input, its dry run (the estimate) and --wait. */
import type { Command } from "commander";
import { CliError } from "../../api.js";
import {
  CliRunTemplateDocument,
  CliSubmitJobDocument,
  type JobInput,
} from "../../__generated__/operations.js";
import { findModule, findTemplate, methodOf, type TemplateInfo } from "../../catalogue.js";
import { parseCount, parseId, signedInContext } from "../../context.js";
import { uploadLocalFiles } from "../../localFiles.js";
import { checkParams, readParams } from "../../params.js";
import { createProgress } from "../../progress.js";
import { nodeArgs } from "../catalogue.js";
import { estimateJob, jobRow, type JobInfo } from "./job.js";
import { waitForJob, waitRetries } from "./wait.js";

function collect(value: string, previous: string[] = []): string[] {
  return [...previous, value];
}

interface SubmitOptions {
  module?: string;
  flow?: string;
  method?: string;
  params?: string;
  paramsFile?: string;
  name?: string;
  tag: string[];
  dryRun?: boolean;
  wait?: boolean;
  timeout?: string;
  retries: string;
  emailNotify?: boolean;
  project?: string;
}

/**
 * A flow's tasks as a job input, each node's arguments overridden by the parameter file's. Every
 * problem of every task (unknown tasks, entries that are not objects, each task's argument problems)
 * is named at once, with the JSON Schema of each task that has one.
 */
function flowTasks(template: TemplateInfo, params: Record<string, unknown>) {
  const keys = new Set(template.nodes.map((n) => n.key));
  const problems = Object.keys(params)
    .filter((k) => !keys.has(k))
    .map((k) => `${k}: unknown task (tasks: ${[...keys].join(", ")})`);
  const schemas: Record<string, unknown> = {};
  const tasks = template.nodes.map((node) => {
    const given = params[node.key];
    if (given !== undefined && (typeof given !== "object" || given === null || Array.isArray(given))) {
      problems.push(`${node.key}: must be an object of argument names to values`);
      return null;
    }
    const merged = { ...node.args, ...((given as Record<string, unknown> | undefined) ?? {}) };
    let args: Record<string, unknown>;
    try {
      args = checkParams(nodeArgs(node), merged, `${template.name}.${node.key}`);
    } catch (error) {
      if (!(error instanceof CliError) || error.type !== "CliParamsInvalid") throw error;
      const found = (error.meta?.Problems as string[] | undefined) ?? [error.value ?? ""];
      problems.push(...found.map((p) => `${node.key}.${p}`));
      schemas[node.key] = error.meta?.Schema;
      return null;
    }
    return {
      key: node.key,
      moduleId: node.moduleId,
      processorId: node.processorId,
      method: node.method,
      args,
      dependsOn: node.dependsOn,
      override: (given as Record<string, unknown> | undefined) ? args : undefined,
    };
  });
  if (problems.length > 0) {
    throw new CliError("CliParamsInvalid", `flow ${template.name}: ${problems.join("; ")}`, {
      meta: { Problems: problems, ...(Object.keys(schemas).length > 0 ? { Schema: schemas } : {}) },
    });
  }
  return tasks.filter((task) => task !== null);
}

/** job submit: a module run or a flow, with --wait and --dry-run. */
export function registerSubmitCommand(job: Command): void {
  job
    .command("submit")
    .description("submit a module run (--module) or a flow (--flow) with parameters")
    .option("--module <module>", "a module id or key")
    .option("--flow <flow>", "a flow (template) id or name")
    .option("--method <name>", "the module's method (default: its first)")
    .option("--params <json|@file|@->", "parameters: inline JSON/YAML, @file, or @- for standard input")
    .option("--params-file <file>", "a JSON or YAML parameter file (- for standard input)")
    .option("--name <name>", "the job's name")
    .option("--tag <tag>", "a tag for the job (repeat for more)", collect, [])
    .option("--email-notify", "e-mail when the job finishes")
    .option("--project <id>", "make the job in this project (you must edit it); it is charged to you")
    .option("--dry-run", "validate on the server and print the cost estimate; submit nothing")
    .option("--wait", "wait until the job finishes (exit 5 when it fails or is cancelled)")
    .option("--timeout <seconds>", "with --wait: give up after this many seconds")
    .option(
      "--retries <n>",
      "with --wait: retries in a row when the server cannot be reached (backoff 0.5 s to 8 s)",
      String(waitRetries),
    )
    .action(async (options: SubmitOptions, command: Command) => {
      const context = await signedInContext(command);
      const { client, print } = context;
      if (!options.module === !options.flow)
        throw new CliError("CliUsage", "give exactly one of --module and --flow");
      const progress = await createProgress(context.progress);
      const { params } = await uploadLocalFiles(
        client,
        await readParams(options.params, options.paramsFile),
        { retries: 5, signal: context.signal, progress },
      ).finally(() => progress.stop());
      const projectId = options.project ? String(parseId(options.project, "--project")) : null;
      let input: JobInput;
      let run: () => Promise<JobInfo>;
      if (options.module) {
        const module = await findModule(client, options.module);
        const method = methodOf(module, options.method);
        const args = checkParams(method.args, params, `${module.key}.${method.name}`);
        const last = module.key.split("/").pop() ?? "";
        const key = /^[A-Za-z][A-Za-z0-9_-]{0,63}$/.test(last) ? last : "task";
        input = {
          name: options.name ?? `${module.key} ${new Date().toISOString().slice(0, 19).replace("T", " ")}`,
          emailNotify: options.emailNotify === true,
          tags: options.tag,
          tasks: [{ key, moduleId: module.id, method: options.method ?? null, args }],
        };
        const submitted = input;
        run = async () =>
          (await client.graphql(CliSubmitJobDocument, { input: { ...submitted, projectId } })).submitJob;
      } else {
        if (options.method)
          throw new CliError(
            "CliUsage",
            "--method applies to --module; a flow's parameter file names each task's arguments",
          );
        const template = await findTemplate(client, options.flow!);
        const tasks = flowTasks(template, params);
        input = {
          name: options.name ?? `${template.name} ${new Date().toISOString().slice(0, 19).replace("T", " ")}`,
          emailNotify: options.emailNotify === true,
          tags: options.tag,
          tasks: tasks.map(({ override: _override, ...task }) => task),
        };
        const submitted = input;
        run = async () =>
          (
            await client.graphql(CliRunTemplateDocument, {
              id: template.id,
              name: submitted.name,
              emailNotify: submitted.emailNotify,
              tags: submitted.tags,
              args: tasks.filter((t) => t.override).map((t) => ({ key: t.key, args: t.override })),
              projectId,
            })
          ).runTemplate;
      }
      if (options.dryRun) {
        const { tags: _tags, ...estimateInput } = input;
        const jobEstimate = await estimateJob(client, estimateInput);
        const record = {
          Valid: true,
          Name: input.name,
          Tags: input.tags,
          Tokens: jobEstimate.tokens,
          TokensLow: jobEstimate.tokensLow,
          TokensHigh: jobEstimate.tokensHigh,
          Complete: jobEstimate.complete,
          Balance: jobEstimate.balance,
          BalanceAfter: jobEstimate.balanceAfter,
          Tasks: jobEstimate.tasks.map((t) => ({
            Task: t.key,
            Basis: t.basis,
            Runs: t.runs,
            Tokens: t.tokens,
            TokensLow: t.tokensLow,
            TokensHigh: t.tokensHigh,
            MedianCpuMs: t.medianCpuMs,
          })),
        };
        if (print.format !== "table") {
          print.record(record);
          return;
        }
        const { Tasks, ...head } = record;
        print.note("Dry run: the server accepted the parameters; nothing was submitted.");
        print.record(head);
        print.note("");
        print.list(Tasks, [
          { key: "Task" },
          { key: "Basis" },
          { key: "Runs" },
          { key: "Tokens" },
          { key: "TokensLow" },
          { key: "TokensHigh" },
        ]);
        return;
      }
      if (!options.wait) {
        print.record(jobRow(await run()));
        return;
      }
      const timeoutSeconds = options.timeout ? parseCount(options.timeout, "--timeout") : undefined;
      const retries = parseCount(options.retries, "--retries");
      const submitted = await run();
      // The job's id reaches a script before the wait: json and yaml print the job as submitted first
      // (a JSON line, a YAML document), then the job as it ended.
      if (print.format === "table") print.note(`Submitted job ${submitted.id}; waiting for it to finish...`);
      else print.line(jobRow(submitted));
      const ended = await waitForJob(context, Number(submitted.id), {
        retries,
        ...(timeoutSeconds !== undefined ? { timeoutSeconds } : {}),
      });
      if (print.format === "table") print.record(jobRow(ended));
      else print.line(jobRow(ended));
    });
}
