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
