/** module search|list|get, flow search|list|get, docs search|get. */
import type { Command } from "commander";
import { CliError } from "../api.js";
import {
  findModule,
  findTemplate,
  listModules,
  listTemplates,
  matches,
  methodOf,
  type ModuleInfo,
  type TemplateInfo,
} from "../catalogue.js";
import {
  listLimitMax,
  listOffsetMax,
  parseBounded,
  parseId,
  signedInContext,
  type CommandContext,
} from "../context.js";
import { pageInfo, renderData, type Column, type Row } from "../output.js";
import { importCrate } from "../crates.js";
import { argsJsonSchema, sampleValue, type ArgSpec } from "../params.js";

const zh = (context: CommandContext) => context.config.lang === "zh";

interface PageOptions {
  limit: string;
  offset: string;
}

/** One page of a list the server answers whole (modules, templates), as `job list` pages. */
function printPage(
  context: CommandContext,
  rows: readonly Row[],
  columns: readonly Column[],
  options: PageOptions,
  noun: string,
): void {
  const limit = parseBounded(options.limit, "--limit", 1, listLimitMax);
  const offset = parseBounded(options.offset, "--offset", 0, listOffsetMax);
  const page = rows.slice(offset, offset + limit);
  context.print.page(page, columns, pageInfo(rows.length, offset, limit, page.length, noun));
}

function moduleRow(context: CommandContext, m: ModuleInfo) {
  return {
    Id: Number(m.id),
    Key: m.key,
    Name: zh(context) && m.nameZh ? m.nameZh : m.name,
    Summary: zh(context) && m.summaryZh ? m.summaryZh : m.summary,
    Methods: m.methods.map((x) => x.name),
    Tags: m.tags,
    TokenPrice: m.tokenPrice,
    Status: m.status,
  };
}

const moduleColumns = [
  { key: "Id" },
  { key: "Key" },
  { key: "Name" },
  { key: "Methods" },
  { key: "Tags" },
  { key: "Summary" },
];

function templateRow(context: CommandContext, t: TemplateInfo) {
  return {
    Id: Number(t.id),
    Name: zh(context) && t.nameZh ? t.nameZh : t.name,
    Kind: t.kind,
    Tasks: t.taskNames,
    Summary: t.summary,
    Status: t.status,
  };
}

const templateColumns = [
  { key: "Id" },
  { key: "Name" },
  { key: "Kind" },
  { key: "Tasks" },
  { key: "Summary" },
];

function argRows(args: readonly ArgSpec[]) {
  return args.map((a) => ({
    Name: a.name,
    Format: a.format,
    Required: a.require,
    Default: a.default ?? null,
    Choices: (a.choices ?? []).map((c) => c.value),
    Label: a.label,
  }));
}

/** The arguments a template node's task takes. */
export function nodeArgs(node: TemplateInfo["nodes"][number]): ArgSpec[] {
  if (node.module) return methodOf(node.module, node.method ?? undefined).args;
  return node.processor?.args ?? [];
}

/** A parameter file for a template: per task, its arguments with the template's values or samples. */
export function paramsTemplate(template: TemplateInfo): Record<string, Record<string, unknown>> {
  const out: Record<string, Record<string, unknown>> = {};
  for (const node of template.nodes) {
    const values: Record<string, unknown> = {};
    for (const arg of nodeArgs(node)) {
      values[arg.name] = node.args[arg.name] ?? sampleValue(arg);
    }
    out[node.key] = values;
  }
  return out;
}

export function registerCatalogueCommands(program: Command): void {
  registerModuleCommands(program);
  registerFlowCommands(program);
  registerDocsCommands(program);
}

/** module list, search, get. */
function registerModuleCommands(program: Command): void {
  const module = program
    .command("module")
    .description("modules: search, list, get (with the argument schema)");
  module
    .command("list")
    .description("the modules you may run")
    .option("--tag <tag>", "only modules with this tag")
    .option("--limit <n>", "at most this many", String(listLimitMax))
    .option("--offset <n>", "skip this many", "0")
    .action(async (options: { tag?: string } & PageOptions, command: Command) => {
      const context = await signedInContext(command);
      const modules = (await listModules(context.client)).filter(
        (m) => !options.tag || m.tags.some((t) => t.toLowerCase() === options.tag!.toLowerCase()),
      );
      printPage(
        context,
        modules.map((m) => moduleRow(context, m)),
        moduleColumns,
        options,
        "modules",
      );
    });
  module
    .command("search")
    .description("modules whose key, name, summary, tags or documentation hold every word")
    .argument("<words...>", "every word must appear (no quotes needed)")
    .option("--limit <n>", "at most this many", String(listLimitMax))
    .option("--offset <n>", "skip this many", "0")
    .action(async (words: string[], options: PageOptions, command: Command) => {
      const text = words.join(" ");
      const context = await signedInContext(command);
      const modules = (await listModules(context.client)).filter((m) =>
        matches(text, [m.key, m.name, m.nameZh, m.summary, m.summaryZh, m.docs, m.docsZh, ...m.tags]),
      );
      printPage(
        context,
        modules.map((m) => moduleRow(context, m)),
        moduleColumns,
        options,
        "modules",
      );
    });
  module
    .command("get")
    .description("one module (by id or key) with its methods and arguments")
    .argument("<module>", "id or key")
    .option("--method <name>", "the method (default: the first)")
    .option("--params-json", "print the method's arguments as JSON Schema")
    .action(async (ref: string, options: { method?: string; paramsJson?: boolean }, command: Command) => {
      const context = await signedInContext(command);
      const found = await findModule(context.client, ref);
      const method = methodOf(found, options.method);
      if (options.paramsJson) {
        const schema = argsJsonSchema(method.args, `${found.key}.${method.name}`);
        // The schema is JSON whatever --output says (YAML on request).
        process.stdout.write(`${renderData(schema, context.print.format === "yaml" ? "yaml" : "json")}\n`);
        return;
      }
      const record = {
        ...moduleRow(context, found),
        Method: method.name,
        Args: argRows(method.args),
        Outputs: method.outputs.map((o) => ({ Name: o.name, Format: o.format, Label: o.label })),
      };
      if (context.print.format !== "table") {
        context.print.record({ ...record, MethodsDetail: found.methods });
        return;
      }
      const { Args, Outputs, ...head } = record;
      context.print.record(head);
      context.print.note("");
      context.print.list(Args, [
        { key: "Name" },
        { key: "Format" },
        { key: "Required" },
        { key: "Default" },
        { key: "Choices" },
        { key: "Label" },
      ]);
      if (Outputs.length > 0) {
        context.print.note("");
        context.print.list(Outputs, [{ key: "Name" }, { key: "Format" }, { key: "Label" }]);
      }
    });
}

/** flow import-crate, list, search, get. */
function registerFlowCommands(program: Command): void {
  const flow = program
    .command("flow")
    .description("workflow templates (flows): search, list, get, import-crate");
  flow
    .command("import-crate")
    .description("a new template of yours from a Workflow Run RO-Crate exported by Crucible (job crate)")
    .argument("<file>")
    .action(async (file: string, _options: unknown, command: Command) => {
      const context = await signedInContext(command);
      context.print.record({ ...(await importCrate(context.client, file)) });
    });
  flow
    .command("list")
    .description("the system templates, your own and your projects'")
    .option("--project <id>", "only the templates of this project")
    .option("--limit <n>", "at most this many", String(listLimitMax))
    .option("--offset <n>", "skip this many", "0")
    .action(async (options: PageOptions & { project?: string }, command: Command) => {
      const context = await signedInContext(command);
      const projectId = options.project ? parseId(options.project, "--project") : null;
      printPage(
        context,
        (await listTemplates(context.client, projectId)).map((t) => templateRow(context, t)),
        templateColumns,
        options,
        "flows",
      );
    });
  flow
    .command("search")
    .description("templates whose name, summary, documentation or modules hold every word")
    .argument("<words...>", "every word must appear (no quotes needed)")
    .option("--limit <n>", "at most this many", String(listLimitMax))
    .option("--offset <n>", "skip this many", "0")
    .action(async (words: string[], options: PageOptions, command: Command) => {
      const text = words.join(" ");
      const context = await signedInContext(command);
      const found = (await listTemplates(context.client)).filter((t) =>
        matches(text, [
          t.name,
          t.nameZh,
          t.summary,
          t.docs,
          ...t.nodes.map((n) => n.module?.key ?? n.processor?.name),
        ]),
      );
      printPage(
        context,
        found.map((t) => templateRow(context, t)),
        templateColumns,
        options,
        "flows",
      );
    });
  flow
    .command("get")
    .description("one template (by id or name) with its tasks")
    .argument("<flow>", "id or name")
    .option("--params-template", "print a filled-in parameter file to edit and pass to `job submit --flow`")
    .action(async (ref: string, options: { paramsTemplate?: boolean }, command: Command) => {
      const context = await signedInContext(command);
      const template = await findTemplate(context.client, ref);
      if (options.paramsTemplate) {
        const params = paramsTemplate(template);
        process.stdout.write(`${renderData(params, context.print.format === "yaml" ? "yaml" : "json")}\n`);
        return;
      }
      const tasks = template.nodes.map((n) => ({
        Task: n.key,
        Module: n.module?.key ?? null,
        Processor: n.processor?.name ?? null,
        Method: n.method,
        DependsOn: n.dependsOn,
        Args: n.args,
      }));
      const record = { ...templateRow(context, template), Docs: template.docs };
      if (context.print.format !== "table") {
        context.print.record({ ...record, Nodes: tasks });
        return;
      }
      const { Docs, ...head } = record;
      context.print.record(head);
      context.print.note("");
      context.print.list(tasks, [
        { key: "Task" },
        { key: "Module" },
        { key: "Method" },
        { key: "DependsOn" },
        { key: "Args" },
      ]);
      if (Docs) context.print.text(`\n${Docs}`, null);
    });
}

/** docs search, get. */
function registerDocsCommands(program: Command): void {
  const docs = program.command("docs").description("module and template documentation: search, get");
  docs
    .command("search")
    .description("documentation of modules and templates holding every word")
    .argument("<words...>", "every word must appear (no quotes needed)")
    .action(async (words: string[], _options: unknown, command: Command) => {
      const text = words.join(" ");
      const context = await signedInContext(command);
      const [modules, templates] = await Promise.all([
        listModules(context.client),
        listTemplates(context.client),
      ]);
      const snippet = (docsText: string) => {
        const lower = docsText.toLowerCase();
        const word =
          text
            .toLowerCase()
            .split(/\s+/)
            .find((w) => lower.includes(w)) ?? "";
        const at = Math.max(0, lower.indexOf(word) - 40);
        return docsText
          .slice(at, at + 120)
          .replace(/\s+/g, " ")
          .trim();
      };
      const rows = [
        ...modules
          .filter((m) => matches(text, [m.key, m.name, m.nameZh, m.summary, m.docs, m.docsZh]))
          .map((m) => ({
            Ref: `module:${m.key}`,
            Title: zh(context) && m.nameZh ? m.nameZh : m.name,
            Excerpt: snippet(zh(context) && m.docsZh ? m.docsZh : m.docs || m.summary),
          })),
        ...templates
          .filter((t) => matches(text, [t.name, t.nameZh, t.summary, t.docs]))
          .map((t) => ({ Ref: `flow:${t.id}`, Title: t.name, Excerpt: snippet(t.docs || t.summary) })),
      ];
      context.print.list(rows, [{ key: "Ref" }, { key: "Title" }, { key: "Excerpt" }]);
    });
  docs
    .command("get")
    .description("the documentation of a module or template: module:<id|key>, flow:<id|name>, or a module")
    .argument("<ref>")
    .action(async (ref: string, _options: unknown, command: Command) => {
      const context = await signedInContext(command);
      const [kind, rest] = ref.includes(":")
        ? [ref.slice(0, ref.indexOf(":")), ref.slice(ref.indexOf(":") + 1)]
        : ["module", ref];
      if (kind === "module") {
        const m = await findModule(context.client, rest);
        const text = zh(context) && m.docsZh ? m.docsZh : m.docs;
        context.print.text(text || m.summary, {
          Ref: `module:${m.key}`,
          Title: m.name,
          Docs: m.docs,
          DocsZh: m.docsZh,
        });
        return;
      }
      if (kind === "flow") {
        const t = await findTemplate(context.client, rest);
        context.print.text(t.docs || t.summary, { Ref: `flow:${t.id}`, Title: t.name, Docs: t.docs });
        return;
      }
      throw new CliError("CliUsage", `unknown kind ${kind}: use module:<ref> or flow:<ref>`);
    });
}
