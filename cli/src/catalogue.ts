/** Modules and templates (flows) as the CLI reads them over GraphQL, and how a reference finds one. */
import { CliError, type CrucibleClient } from "./api.js";
import { CliModulesDocument, CliTemplatesDocument } from "./__generated__/operations.js";
import {
  moduleOf,
  templateOf,
  type ModuleInfo,
  type TemplateInfo,
  type TemplateNodeInfo,
} from "./answers.js";

export type { ModuleInfo, TemplateInfo, TemplateNodeInfo };

export async function listModules(client: CrucibleClient): Promise<ModuleInfo[]> {
  return (await client.graphql(CliModulesDocument)).modules.map(moduleOf);
}

/** The templates the caller may read; with a project id, only that project's. */
export async function listTemplates(
  client: CrucibleClient,
  projectId: number | null = null,
): Promise<TemplateInfo[]> {
  return (
    await client.graphql(CliTemplatesDocument, {
      projectId: projectId === null ? null : String(projectId),
    })
  ).templates.map(templateOf);
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
