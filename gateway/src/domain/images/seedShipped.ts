/**
 * The shipped modules and their images (./shipped): seeded when podman is here, each image built in
 * the background from its recipe (gateway/containers/<folder>) when missing or changed, once per machine.
 */
import { createHash } from "node:crypto";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { hostname, tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { ImagePackage } from "@crucible/schema";
import { containerImages, modules } from "../../db/modules.js";
import { imageRef, podmanCall, sweepContainerCgroups } from "../../executors/container.js";
import type { Services } from "../context.js";
import { AppError } from "../errors.js";
import { tailLog, type BuildLog } from "./buildLog.js";
import { debianBuild, type DebianRecipe } from "./debianBuild.js";
import { claimBuild, inBackground, resetInterruptedBuilds } from "./imageBuilds.js";
import { containersDir, shippedImages, type ShippedImage } from "./shipped/index.js";

/** The packages of a recipe's list (`name` or `name=version`, as apt takes them), name and version apart. */
export function pinnedPackages(packages: readonly string[]): ImagePackage[] {
  return packages.map((entry) => {
    const at = entry.indexOf("=");
    return at < 0
      ? { name: entry, version: null }
      : { name: entry.slice(0, at), version: entry.slice(at + 1) };
  });
}

/** A shipped image's recipe: its package list and scripts (gateway/containers/<folder>), stamped. */
async function shippedRecipe(image: ShippedImage): Promise<DebianRecipe & { stamp: string }> {
  const folder = path.join(containersDir, image.folder);
  const listed = await readFile(path.join(folder, "packages.txt"), "utf8");
  const packages = listed
    .split("\n")
    .map((line) => line.replace(/#.*/, "").trim())
    .filter(Boolean);
  const hash = createHash("sha256").update(packages.join(","));
  const copyIn: (readonly [string, string])[] = [];
  for (const script of image.scripts) {
    const file = path.join(folder, script);
    hash.update(script).update(await readFile(file));
    copyIn.push([file, "/usr/local/bin"]);
  }
  const stamp = hash.digest("hex").slice(0, 16);
  return { packages, copyIn, labels: { "crucible.recipe": stamp }, stamp };
}

/**
 * Seeds the shipped container modules and their image rows when this machine has podman; builds each
 * image in the background when it is missing or its recipe changed (build_state shows it). Answers
 * whether it seeded.
 */
export async function seedContainerModules(
  services: Services,
  log: (message: string) => void = () => undefined,
  options: { readonly build?: boolean } = {},
): Promise<boolean> {
  await resetInterruptedBuilds(services);
  const podman = services.config.podman;
  if (!podman) return false;
  // What a build of a gateway killed on this machine left running (its RUN step) is killed.
  await sweepContainerCgroups();
  const offered = services.config.shippedImages;
  for (const shipped of shippedImages)
    if (offered === null || offered.includes(shipped.uid))
      await seedShippedImage(services, podman, shipped, log, options);
  return true;
}

async function seedShippedImage(
  services: Services,
  podman: string,
  shipped: ShippedImage,
  log: (message: string) => void,
  options: { readonly build?: boolean },
): Promise<void> {
  const recipe = await shippedRecipe(shipped);
  const ref = imageRef(shipped.uid);
  // The module page shows them (issue 25): what the image is made of, at which versions.
  const packages = pinnedPackages(recipe.packages);
  const [image] = await services.db
    .insert(containerImages)
    .values({
      uid: shipped.uid,
      name: shipped.name,
      cpuCount: shipped.cpuCount,
      memoryMb: shipped.memoryMb,
      network: "none",
      packages,
    })
    .onConflictDoUpdate({
      target: containerImages.uid,
      set: { name: shipped.name, packages, updatedAt: services.clock.now() },
    })
    .returning();
  for (const module of shipped.modules) {
    const values = { ...module, runner: "container" as const, imageId: image!.id };
    await services.db
      .insert(modules)
      .values(values)
      .onConflictDoUpdate({
        target: modules.key,
        set: {
          name: values.name,
          nameZh: values.nameZh,
          summary: values.summary,
          summaryZh: values.summaryZh,
          docs: values.docs,
          docsZh: values.docsZh,
          runner: values.runner,
          imageId: values.imageId,
          command: values.command,
          // A module declared with args (no methods) gets its new arguments too, as methods do.
          args: values.args ?? [],
          outputs: values.outputs ?? [],
          methods: values.methods,
        },
      });
  }
  const registry = services.config.registry;
  // With a registry, the build of this recipe recorded there serves every machine: their workers pull
  // it by digest (imageSync.ts).
  const inRegistry = registry !== null && image!.registryRef !== null && image!.recipe === recipe.stamp;
  if (inRegistry && image!.buildState === "ready") return;
  const builtHere = await recipeBuilt(podman, ref, recipe.stamp);
  if (builtHere && registry === null) {
    if (image!.buildState !== "ready" || image!.recipe !== recipe.stamp)
      await services.db
        .update(containerImages)
        .set({
          buildState: "ready",
          buildSource: "debian",
          builtAt: image!.builtAt ?? services.clock.now(),
          recipe: recipe.stamp,
        })
        .where(eq(containerImages.id, image!.id));
    return;
  }
  // CRUCIBLE_BUILD_SHIPPED_IMAGES=false: this gateway neither builds nor pushes them (its workers' tasks
  // go to machines that have them).
  if (options.build === false || !services.config.buildShippedImages) return;
  log(
    builtHere
      ? `pushing the ${ref} image to the registry in the background`
      : `building the ${ref} image in the background (mmdebstrap ${recipe.packages.join(" ")}) on ${hostname()}`,
  );
  try {
    await claimBuild(services, image!.id, "debian");
  } catch (error) {
    // Another gateway builds it right now.
    if (error instanceof AppError && error.type === "DBStatusChangeNotAllowed") return;
    throw error;
  }
  inBackground(
    services,
    image!.id,
    (buildLog, signal) =>
      // Several gateways of one machine (or test files) seeding at once build the image once.
      onePerMachine(
        ref,
        buildLog,
        async () =>
          (await recipeBuilt(podman, ref, recipe.stamp))
            ? true
            : debianBuild(podman, ref, recipe)(buildLog, signal),
        signal,
      ),
    // With a registry it is pushed there for every machine; without one, every machine with podman
    // builds it from its recipe (not archived).
    registry === null ? null : { podman, ref, uid: shipped.uid },
    recipe.stamp,
  );
}

/**
 * Builds the shipped images now, two at a time (mmdebstrap spends much of a build unpacking on one
 * core), unless this machine has them from the same recipe (CI set-up and `npm run images [uid...]`,
 * scripts/ci/build-images.ts, so the first seeding of a test finds them ready). True when all are built.
 */
export async function buildShippedImages(
  podman: string,
  log: (text: string) => void,
  only?: readonly string[],
): Promise<boolean> {
  const queue = shippedImages.filter((shipped) => !only || only.length === 0 || only.includes(shipped.uid));
  let ok = true;
  const builder = async (): Promise<void> => {
    for (let shipped = queue.shift(); shipped; shipped = queue.shift()) {
      const recipe = await shippedRecipe(shipped);
      const ref = imageRef(shipped.uid);
      const buildLog = tailLog();
      const started = performance.now();
      const built = await onePerMachine(ref, buildLog, async () =>
        (await recipeBuilt(podman, ref, recipe.stamp)) ? true : debianBuild(podman, ref, recipe)(buildLog),
      );
      const seconds = Math.round((performance.now() - started) / 1000);
      log(`${shipped.uid}: ${built ? "ready" : "FAILED"} in ${seconds} s\n${buildLog.text()}`);
      ok &&= built;
    }
  };
  await Promise.all([builder(), builder()]);
  return ok;
}

/** Whether the image is here, made from this recipe (its crucible.recipe label). */
async function recipeBuilt(podman: string, ref: string, stamp: string): Promise<boolean> {
  const label = await podmanCall(podman, [
    "image",
    "inspect",
    "--format",
    '{{index .Labels "crucible.recipe"}}',
    ref,
  ]);
  return label.code === 0 && label.output.trim() === stamp;
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Runs `work` while holding this machine's lock for the image (a folder in the temporary directory
 * naming its holder's pid): a second builder waits for the first, then finds the image built. A lock
 * whose holder died is taken over.
 */
async function onePerMachine<T>(
  ref: string,
  log: BuildLog,
  work: () => Promise<T>,
  signal?: AbortSignal,
): Promise<T> {
  const lock = path.join(
    tmpdir(),
    `crucible-image-${createHash("sha256").update(ref).digest("hex").slice(0, 16)}.lock`,
  );
  let told = false;
  for (;;) {
    try {
      await mkdir(lock);
      await writeFile(path.join(lock, "pid"), String(process.pid));
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = Number(await readFile(path.join(lock, "pid"), "utf8").catch(() => "0"));
      if (holder > 0 && !processAlive(holder)) {
        await rm(lock, { recursive: true, force: true });
        continue;
      }
      if (!told)
        log.add(`waiting for another build of ${ref} on this machine (pid ${holder || "starting"})\n`);
      told = true;
      signal?.throwIfAborted();
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
  try {
    return await work();
  } finally {
    await rm(lock, { recursive: true, force: true });
  }
}
