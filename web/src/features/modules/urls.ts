/** Routes of the module screens (front-end stage) and the texts of a module in the UI language. */
import { paths } from "../../app/paths";

export const moduleUrls = {
  catalogue: () => paths.child("frontend", "modules"),
  module: (id: string) => paths.child("frontend", `modules/${encodeURIComponent(id)}`),
  /** The job detail screen (built with the jobs screens). */
  job: (id: string) => paths.child("frontend", `jobs/${encodeURIComponent(id)}`),
  processors: () => paths.child("frontend", "processors"),
} as const;

interface NamedModule {
  readonly key: string;
  readonly name: string;
  readonly nameZh: string;
  readonly summary: string;
  readonly summaryZh: string;
}

export function moduleName(module: NamedModule, zh: boolean): string {
  return (zh && module.nameZh.trim() !== "" ? module.nameZh : module.name) || module.key;
}

export function moduleSummary(module: NamedModule, zh: boolean): string {
  return zh && module.summaryZh.trim() !== "" ? module.summaryZh : module.summary;
}

/** The task name of a one-module job: the module key, made a valid task name (letters, digits, _ and -). */
export function taskKeyOf(moduleKey: string): string {
  const cleaned = moduleKey.replace(/[^A-Za-z0-9_-]/g, "_");
  return (/^[A-Za-z]/.test(cleaned) ? cleaned : `m${cleaned}`).slice(0, 64);
}

/** Whether a module's text matches every word of a search (name, summary, key and tags, both languages). */
export function moduleMatches(
  module: NamedModule & { readonly tags: readonly string[] },
  search: string,
): boolean {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = [module.key, module.name, module.nameZh, module.summary, module.summaryZh, ...module.tags]
    .join("\n")
    .toLowerCase();
  return words.every((word) => haystack.includes(word));
}

/** A module key as a test id part (`rdkit/descriptors` gives `rdkit-descriptors`). */
export function testKeyOf(moduleKey: string): string {
  return moduleKey.replace(/[^A-Za-z0-9_-]+/g, "-");
}
