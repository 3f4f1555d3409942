/**
 * Every area of the gateway, once: each file of this folder (but area.ts and this one) exports one
 * area made by `defineArea`, found here by a folder scan, in file name order. `createApp` seeds (in
 * `inSeedOrder`), registers resources and REST calls, and builds the GraphQL resolvers from this
 * list: a new area is its own folders and its file here, with no line to add anywhere else.
 */
import { readdirSync } from "node:fs";
import { isArea, type Area } from "./area.js";

const folder = new URL(".", import.meta.url);

/** The folder's area files: modules (.ts under tsx, .js when compiled), not tests or declarations. */
const areaFiles = readdirSync(folder)
  .filter((name) => /^[a-zA-Z]+\.(ts|js)$/.test(name) && !/^(area|index)\./.test(name))
  .sort();

async function loadAreas(): Promise<Area[]> {
  const found: Area[] = [];
  for (const file of areaFiles) {
    const exported = Object.values((await import(new URL(file, folder).href)) as Record<string, unknown>);
    const declared = exported.filter(isArea);
    if (declared.length !== 1)
      throw new Error(
        `areas/${file} must export one area made by defineArea (it exports ${declared.length})`,
      );
    found.push(declared[0]!);
  }
  const names = new Set<string>();
  for (const { name } of found) {
    if (names.has(name)) throw new Error(`two areas are named ${name}`);
    names.add(name);
  }
  return found;
}

export const areas: readonly Area[] = await loadAreas();
