import type { NsT } from "../../i18n";
import { accessEn } from "./i18n";

type AreaKey = keyof typeof accessEn.perms.areas;
type VerbKey = keyof typeof accessEn.perms.verbs;

/** The readable name of a permission area, or the area itself when the catalogue grows first. */
export function areaLabel(t: NsT<"access">, area: string): string {
  return area in accessEn.perms.areas ? t(`perms.areas.${area as AreaKey}`) : area;
}

export function verbLabel(t: NsT<"access">, verb: string): string {
  return verb in accessEn.perms.verbs ? t(`perms.verbs.${verb as VerbKey}`) : verb;
}

export const verbOrder = ["Read", "Update", "Delete"] as const;

export interface AreaPermissions {
  readonly area: string;
  readonly perms: readonly { readonly name: string; readonly verb: string }[];
}

/** The catalogue grouped by area, areas in catalogue order, verbs as Read, Update, Delete. */
export function groupByArea(
  catalogue: readonly { name: string; area: string; verb: string }[],
): AreaPermissions[] {
  const areas = new Map<string, { name: string; verb: string }[]>();
  for (const perm of catalogue) {
    const list = areas.get(perm.area) ?? [];
    list.push({ name: perm.name, verb: perm.verb });
    areas.set(perm.area, list);
  }
  const rank = (verb: string) => {
    const index = verbOrder.findIndex((v) => v === verb);
    return index < 0 ? verbOrder.length : index;
  };
  return [...areas.entries()].map(([area, perms]) => ({
    area,
    perms: [...perms].sort((a, b) => rank(a.verb) - rank(b.verb)),
  }));
}
