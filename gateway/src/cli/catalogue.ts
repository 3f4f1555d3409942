/** Modules and templates (flows) as the CLI reads them over GraphQL, and how a reference finds one. */
import { CliError, type CrucibleClient } from "./api.js";
import type { ArgSpec } from "./params.js";

const argFields = "name label format fileFormats require default choices help bindings { arg values }";

export interface ModuleInfo {
  id: string;
  key: string;
  name: string;
  nameZh: string;
  summary: string;
  summaryZh: string;
  docs: string;
  docsZh: string;
  tags: string[];
  tokenPrice: number;
  status: string;
  methods: {
    name: string;
    label: string;
    summary: string | null;
    args: ArgSpec[];
    outputs: { name: string; label: string; format: string }[];
  }[];
}

const moduleFields = `id key name nameZh summary summaryZh docs docsZh tags tokenPrice status
  methods { name label summary args { ${argFields} } outputs { name label format } }`;

export interface TemplateNodeInfo {
  key: string;
  moduleId: string | null;
  processorId: string | null;
  method: string | null;
  args: Record<string, unknown>;
  dependsOn: string[];
  module: ModuleInfo | null;
  processor: { id: string; name: string; args: ArgSpec[] } | null;
}

export interface TemplateInfo {
  id: string;
  kind: string;
  name: string;
  nameZh: string;
  summary: string;
  docs: string;
  taskNames: string[];
  mine: boolean;
  status: string;
  nodes: TemplateNodeInfo[];
}

const templateFields = `id kind name nameZh summary docs taskNames mine status
  nodes { key moduleId processorId method args dependsOn module { ${moduleFields} } processor { id name args { ${argFields} } } }`;

export async function listModules(client: CrucibleClient): Promise<ModuleInfo[]> {
  return (await client.graphql<{ modules: ModuleInfo[] }>(`{ modules { ${moduleFields} } }`)).modules;
}

/** The templates the caller may read; with a project id, only that project's. */
export async function listTemplates(
  client: CrucibleClient,
  projectId: number | null = null,
): Promise<TemplateInfo[]> {
  return (
    await client.graphql<{ templates: TemplateInfo[] }>(
      `query($projectId: ID) { templates(projectId: $projectId) { ${templateFields} } }`,
      { projectId: projectId === null ? null : String(projectId) },
    )
  ).templates;
}

/** A module by id or key (case-insensitive key); CliNotFound names what was asked. */
export async function findModule(client: CrucibleClient, ref: string): Promise<ModuleInfo> {
  const modules = await listModules(client);
  const found =
    modules.find((m) => m.id === ref) ?? modules.find((m) => m.key.toLowerCase() === ref.toLowerCase());
  if (!found) throw new CliError("CliNotFound", `no module ${ref} (see \`crucible module list\`)`);
  return found;
}

/** A template by id or exact name (case-insensitive). */
export async function findTemplate(client: CrucibleClient, ref: string): Promise<TemplateInfo> {
  const templates = await listTemplates(client);
  const found =
    templates.find((t) => t.id === ref) ??
    templates.find((t) => t.name.toLowerCase() === ref.toLowerCase() || t.nameZh === ref);
  if (!found) throw new CliError("CliNotFound", `no flow ${ref} (see \`crucible flow list\`)`);
  return found;
}

/** A module's method by name (absent: the first); CliUsage names the methods there are. */
export function methodOf(module: ModuleInfo, name: string | undefined): ModuleInfo["methods"][number] {
  const method = name ? module.methods.find((m) => m.name === name) : module.methods[0];
  if (!method) {
    throw new CliError(
      "CliUsage",
      `module ${module.key} has no method ${name}; its methods: ${module.methods.map((m) => m.name).join(", ")}`,
    );
  }
  return method;
}

/** Whether a text matches any of the fields (case-insensitive; every word must appear somewhere). */
export function matches(text: string, fields: readonly (string | null | undefined)[]): boolean {
  const haystack = fields.filter(Boolean).join("\n").toLowerCase();
  return text
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}
