/** The MCP tools search_modules, search_templates and get_parameter_schema: what there is to run. */
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { listModules, listTemplates, matches, type ModuleInfo } from "../catalogue.js";
import { argsJsonSchema } from "../params.js";
import { findModule, methodOf } from "./operations.js";
import { answer, clip, limits, ref, type ToolKit } from "./toolKit.js";

function moduleSummary(m: ModuleInfo) {
  return {
    id: Number(m.id),
    key: m.key,
    name: m.name,
    summary: m.summary,
    tags: m.tags,
    tokenPrice: m.tokenPrice,
    methods: m.methods.map((x) => x.name),
  };
}

/** What both searches take. */
const searchInput = {
  query: z.string().max(200).optional().describe("words that must all appear (case-insensitive)"),
  limit: z
    .number()
    .int()
    .min(1)
    .max(limits.searchResults)
    .optional()
    .describe("at most this many (default 20)"),
};

/** Search_modules, search_templates, get_parameter_schema: what there is to run. */
export function registerCatalogueTools(server: McpServer, kit: ToolKit): void {
  const { run, readOnly } = kit;
  server.registerTool(
    "search_modules",
    {
      title: "Search modules",
      description:
        "Modules this user may run (programs with typed arguments), matched by words in their key, name, summary, tags and documentation. Empty query: all. Answers id, key, name, summary, methods and token price; then call get_parameter_schema.",
      inputSchema: searchInput,
      annotations: readOnly,
    },
    run({ tool: "search_modules" }, async (args, c) => {
      const modules = (await listModules(c)).filter((m) =>
        matches(args.query ?? "", [
          m.key,
          m.name,
          m.nameZh,
          m.summary,
          m.summaryZh,
          m.docs,
          m.tags.join(" "),
        ]),
      );
      const shown = modules.slice(0, args.limit ?? 20).map(moduleSummary);
      return answer(
        modules.length === 0
          ? `No module matches "${args.query ?? ""}"; try fewer or other words, or an empty query for all.`
          : `${modules.length} module(s) match${modules.length > shown.length ? `, showing ${shown.length}` : ""}. Next: get_parameter_schema with a module's id or key.`,
        { total: modules.length, modules: shown },
      );
    }),
  );

  server.registerTool(
    "search_templates",
    {
      title: "Search workflow templates",
      description:
        "Workflow templates (ready-made jobs of several tasks, published by the platform or the user's own), matched by words in their name, summary and documentation. Answers each template's tasks (key, module id, method, preset args, dependencies); run one with submit_job {template, overrides}.",
      inputSchema: searchInput,
      annotations: readOnly,
    },
    run({ tool: "search_templates" }, async (args, c) => {
      const templates = (await listTemplates(c)).filter((t) =>
        matches(args.query ?? "", [t.name, t.nameZh, t.summary, t.docs, t.taskNames.join(" ")]),
      );
      const shown = templates.slice(0, args.limit ?? 20).map((t) => ({
        id: Number(t.id),
        name: t.name,
        kind: t.kind,
        mine: t.mine,
        summary: t.summary,
        tasks: t.nodes.map((n) => ({
          key: n.key,
          moduleId: n.moduleId === null ? null : Number(n.moduleId),
          method: n.method,
          args: n.args,
          dependsOn: n.dependsOn,
        })),
      }));
      return answer(
        templates.length === 0
          ? `No template matches "${args.query ?? ""}"; try an empty query for all.`
          : `${templates.length} template(s) match${templates.length > shown.length ? `, showing ${shown.length}` : ""}. Run one with submit_job {template: <id>, overrides: [{key, args}]}; get_parameter_schema of a task's module shows what its args may be.`,
        { total: templates.length, templates: shown },
      );
    }),
  );

  server.registerTool(
    "get_parameter_schema",
    {
      title: "Read a module's parameter schema",
      description:
        'A module method\'s arguments as JSON Schema (draft 2020-12) of a task\'s `args` object, with the method\'s outputs and the module\'s documentation (Markdown, bounded). A file argument takes {"dataFileId": N} (from list_data or upload_data) or {"task": "<key>", "output": "<name>"}.',
      inputSchema: {
        module: ref.describe("module id or key (from search_modules)"),
        method: z.string().optional().describe("the method (absent: the module's first)"),
      },
      annotations: readOnly,
    },
    run(
      (args) => ({
        tool: "get_parameter_schema",
        missing: `no module ${args.module} that this user can see`,
        find: "call search_modules first for the ids and keys there are",
      }),
      async (args, c) => {
        const module = await findModule(c, String(args.module));
        const method = methodOf(module, args.method);
        const schema = argsJsonSchema(method.args, `${module.key} ${method.name}`);
        return answer(
          `Arguments of ${module.key} (method ${method.name}${module.methods.length > 1 ? `; methods: ${module.methods.map((m) => m.name).join(", ")}` : ""}). Pass them as submit_job {module: "${module.key}", args: {...}}.`,
          {
            module: {
              id: Number(module.id),
              key: module.key,
              name: module.name,
              tokenPrice: module.tokenPrice,
            },
            method: method.name,
            methods: module.methods.map((m) => ({ name: m.name, label: m.label, summary: m.summary })),
            schema,
            outputs: method.outputs,
            docs: clip(module.docs, limits.docsChars),
          },
        );
      },
    ),
  );
}
