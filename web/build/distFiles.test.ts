import { mkdir, mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { keepPreviousBuilds, keptBuilds } from "./distFiles";

const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

/** Writes one build's hashed files (and a compressed copy of each) into dist, then keeps the builds. */
async function build(dist: string, id: number): Promise<string[]> {
  const files = [`assets/main-${id}.js`, `assets/Screen-${id}.js`, "assets/shared-same.js"];
  for (const file of files) {
    await writeFile(path.join(dist, file), `build ${id}`);
    await writeFile(path.join(dist, `${file}.br`), `compressed ${id}`);
  }
  await keepPreviousBuilds(dist, files);
  return files;
}

describe("keepPreviousBuilds", () => {
  it("keeps the chunks of the last builds for pages still open, and removes older ones with their copies", async () => {
    const dist = await mkdtemp(path.join(tmpdir(), "crucible-dist-"));
    dirs.push(dist);
    await mkdir(path.join(dist, "assets"));
    for (let id = 1; id <= keptBuilds + 2; id++) await build(dist, id);
    const left = (await readdir(path.join(dist, "assets"))).sort();
    const last = keptBuilds + 2;
    const kept = Array.from({ length: keptBuilds + 1 }, (_, i) => last - i);
    const expected = [
      ...kept.flatMap((id) => [`main-${id}.js`, `Screen-${id}.js`]),
      "shared-same.js",
    ].flatMap((name) => [name, `${name}.br`]);
    expect(left).toEqual(expected.sort());
    // The first builds' files are gone, the same-named file of every build stays once.
    expect(left).not.toContain("main-1.js");
    expect(left).not.toContain("Screen-1.js.br");
  });
});
