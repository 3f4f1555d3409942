/**
 * Feature switches read by dotted path (spec §6), with no validation library: the public home reads
 * them on every page, and this module keeps zod out of its first load (the switches are checked by
 * their zod rule where they are saved: `featureSwitchesSchema` in rules.ts).
 */

/**
 * Whether the switch at a dotted path (for example "Sys.App") is on: `{ Enabled: true }` there. Any
 * other shape, a missing path included, is off.
 */
export function isFeatureEnabled(switches: unknown, path: string): boolean {
  let node: unknown = switches;
  for (const part of path.split(".")) {
    if (typeof node !== "object" || node === null || !(part in node)) return false;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === "object" && node !== null && (node as { Enabled?: unknown }).Enabled === true;
}

/*
 * The feature switches of spec §6, one constant per switch: a REST call, a resource or a GraphQL field
 * of a switched area names its switch with one of these (`feature` of defineCall and defineResource,
 * `@feature(path:)` in the SDL, which the gateway checks against `featurePaths` at start-up).
 */
/** The home page's content libraries (cms_*). */
export const cmsFeature = "Cms" as const;
/** Data sets, modules, images, processors, templates, jobs and tasks (workflow_job*), the navigator. */
export const workflowFeature = "Workflow" as const;
/** Commerce: packages, resource packs, cards, orders, invoices, check-in, projects' packs and tokens. */
export const commerceFeature = "UserResourcePack" as const;
/** System applets and UI packs. */
export const appFeature = "Sys.App" as const;
/** Users' extended info. */
export const extInfoFeature = "Sys.User.ExtInfo" as const;

/** Every feature switch a call or a field may name. */
export const featurePaths = [
  cmsFeature,
  workflowFeature,
  commerceFeature,
  appFeature,
  extInfoFeature,
] as const;
export type FeaturePath = (typeof featurePaths)[number];

/** Whether a string names a feature switch (the SDL's `@feature(path:)` is checked with it). */
export function isFeaturePath(value: string): value is FeaturePath {
  return (featurePaths as readonly string[]).includes(value);
}
