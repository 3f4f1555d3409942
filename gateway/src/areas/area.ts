/**
 * An area of the platform (accounts, data sets, workflows, feedback...): its resources (the generic
 * verbs), its declared REST calls, its GraphQL resolvers and its start-up seeding. The gateway is
 * assembled from every file of this folder (`areas/index.ts` finds them); the SDL of an area is its
 * own file under `schema/graphql/`, which the schema loader reads whole.
 */
import type { Services } from "../domain/context.js";
import type { ServedResource } from "../domain/resources/registry.js";
import type { SeedLog } from "../domain/seed.js";
import type { Resolvers } from "../graphql/__generated__/resolvers.js";
import type { Call } from "../rest/calls.js";

export interface Area {
  readonly name: string;
  /** Resources served by the generic verbs (spec §7). */
  readonly resources?: readonly ServedResource[];
  /** The area's declared REST calls. */
  readonly calls?: readonly Call[];
  /** Root fields and type fields; merged with every other area's, a field served twice throws. */
  readonly resolvers?: readonly Resolvers[];
  /** Idempotent seeding at start-up, after the seeding of the areas `seedAfter` names. */
  readonly seed?: (services: Services, log: SeedLog) => Promise<void>;
  /** Areas (by name) whose seeding must have run before this one's: what it seeds refers to theirs. */
  readonly seedAfter?: readonly string[];
}

const declaredAreas = new WeakSet<object>();

/** Declares an area: one file of this folder exports it, and `areas/index.ts` finds it there. */
export function defineArea(area: Area): Area {
  declaredAreas.add(area);
  return area;
}

/** Whether a module's export is an area made by defineArea. */
export function isArea(value: unknown): value is Area {
  return typeof value === "object" && value !== null && declaredAreas.has(value);
}

/**
 * The areas in seeding order: each after every area its `seedAfter` names, otherwise in the order
 * given. An unknown name or a cycle throws at start-up.
 */
export function inSeedOrder(areas: readonly Area[]): Area[] {
  const byName = new Map(areas.map((area) => [area.name, area]));
  for (const area of areas) {
    for (const name of area.seedAfter ?? []) {
      if (!byName.has(name)) throw new Error(`area ${area.name} seeds after ${name}, which is no area`);
    }
  }
  const ordered: Area[] = [];
  const placed = new Set<string>();
  const visiting = new Set<string>();
  const place = (area: Area) => {
    if (placed.has(area.name)) return;
    if (visiting.has(area.name))
      throw new Error(`areas seed after each other in a cycle: ${[...visiting].join(", ")}`);
    visiting.add(area.name);
    for (const name of area.seedAfter ?? []) place(byName.get(name)!);
    visiting.delete(area.name);
    placed.add(area.name);
    ordered.push(area);
  };
  for (const area of areas) place(area);
  return ordered;
}

type ResolverMap = Record<string, unknown>;

/**
 * Merges resolver fragments type by type. Scalars (objects that are not plain maps) are taken whole;
 * a field given by two fragments is a mistake and throws at start-up.
 */
export function mergeResolvers(fragments: readonly Resolvers[]): Resolvers {
  const merged: Record<string, unknown> = {};
  for (const fragment of fragments) {
    for (const [typeName, fields] of Object.entries(fragment as Record<string, unknown>)) {
      if (fields === undefined) continue;
      const plain =
        typeof fields === "object" && fields !== null && Object.getPrototypeOf(fields) === Object.prototype;
      if (!plain) {
        if (typeName in merged) throw new Error(`GraphQL type ${typeName} is given twice`);
        merged[typeName] = fields;
        continue;
      }
      const target = (merged[typeName] ??= {}) as ResolverMap;
      for (const [field, resolver] of Object.entries(fields as ResolverMap)) {
        if (field in target) throw new Error(`GraphQL field ${typeName}.${field} is resolved twice`);
        target[field] = resolver;
      }
    }
  }
  return merged as Resolvers;
}
