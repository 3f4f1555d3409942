/**
 * Where a built image goes for the workers of other machines (imageSync.ts): pushed to the registry
 * (CRUCIBLE_REGISTRY) by digest, or without one saved as an archive blob; and its deletion from the
 * registry.
 */
import { spawn } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { imageRef, loopbackRegistry, podmanCall, podmanEnv } from "../../executors/container.js";
import type { Services } from "../context.js";
import { collectBlob, storeBlob } from "../files/blobs.js";
import type { BuildLog } from "./buildLog.js";

/**
 * Saves the image just built (`podman save`) as a blob for the workers of other machines
 * (imageSync.ts), with the engine's id of it. Null, with the reason in the log, when it cannot.
 */
export async function archiveBuiltImage(
  services: Services,
  podman: string,
  ref: string,
  log: BuildLog,
): Promise<{ engineId: string; archiveBlobId: number } | null> {
  const inspected = await podmanCall(podman, ["image", "inspect", "--format", "{{.Id}}", ref]);
  if (inspected.code !== 0) {
    log.add(`\nthe built image could not be inspected: ${inspected.output.trim().slice(-500)}\n`);
    return null;
  }
  const save = spawn(podman, ["save", "-q", ref], {
    env: podmanEnv(),
    cwd: tmpdir(),
    stdio: ["ignore", "pipe", "pipe"],
  });
  let errors = "";
  save.stderr?.on("data", (chunk: Buffer) => (errors = (errors + chunk.toString("utf8")).slice(-2000)));
  const exited = new Promise<number>((resolve, reject) => {
    save.on("error", reject);
    save.on("close", (code) => resolve(code ?? -1));
  });
  const [blob, code] = await Promise.all([storeBlob(services, save.stdout!, "application/x-tar"), exited]);
  if (code !== 0) {
    await collectBlob(services, blob.id);
    log.add(`\npodman save failed (exit code ${code}): ${errors.trim()}\n`);
    return null;
  }
  log.add(`\nsaved for workers of other machines (${blob.size} bytes)\n`);
  return { engineId: engineImageId(inspected.output), archiveBlobId: blob.id };
}

/** The repository of an image in the registry: `<registry>/crucible/<uid as in imageRef>`. */
export function registryRepository(registry: string, uid: string): string {
  const local = imageRef(uid);
  const name = local.slice("localhost/crucible-".length, local.lastIndexOf(":"));
  return `${registry}/crucible/${name}`;
}

/**
 * Pushes the image just built to the registry (CRUCIBLE_REGISTRY) and answers its reference by digest
 * (`<registry>/crucible/<uid>@sha256:…`) with the engine's id of it. Null, with the reason in the
 * log, when it cannot.
 */
export async function pushBuiltImage(
  services: Services,
  podman: string,
  ref: string,
  uid: string,
  log: BuildLog,
): Promise<{ engineId: string; registryRef: string } | null> {
  const registry = services.config.registry!;
  const inspected = await podmanCall(podman, ["image", "inspect", "--format", "{{.Id}}", ref]);
  if (inspected.code !== 0) {
    log.add(`
the built image could not be inspected: ${inspected.output.trim().slice(-500)}
`);
    return null;
  }
  const repository = registryRepository(registry.address, uid);
  const dir = await mkdtemp(path.join(tmpdir(), "crucible-push-"));
  try {
    const digestFile = path.join(dir, "digest");
    const pushed = await podmanCall(podman, [
      "push",
      "-q",
      `--tls-verify=${registry.tlsVerify}`,
      "--digestfile",
      digestFile,
      ref,
      `docker://${repository}:latest`,
    ]);
    const digest = pushed.code === 0 ? (await readFile(digestFile, "utf8").catch(() => "")).trim() : "";
    if (!/^sha256:[0-9a-f]{64}$/.test(digest)) {
      log.add(`
could not push to the registry ${registry.address}: ${pushed.output.trim().slice(-500)}
`);
      return null;
    }
    log.add(`
pushed to the registry: ${repository}@${digest}
`);
    return { engineId: engineImageId(inspected.output), registryRef: `${repository}@${digest}` };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * Deletes an image's manifest from its registry (the distribution API's DELETE by digest; the
 * registry must allow deletes). Answers whether the registry no longer has it; throws nothing.
 */
export async function deleteFromRegistry(
  services: Services,
  registryRef: string,
  log: (message: string) => void = () => undefined,
): Promise<boolean> {
  const at = registryRef.lastIndexOf("@");
  const slash = registryRef.indexOf("/");
  if (at < 0 || slash < 0) return false;
  const host = registryRef.slice(0, slash);
  const name = registryRef.slice(slash + 1, at);
  const digest = registryRef.slice(at + 1);
  const verify = services.config.registry?.tlsVerify ?? !loopbackRegistry(host);
  const url = `${verify ? "https" : "http"}://${host}/v2/${name}/manifests/${digest}`;
  try {
    const answer = await fetch(url, { method: "DELETE", signal: AbortSignal.timeout(30_000) });
    await answer.body?.cancel();
    if (answer.ok || answer.status === 404) return true;
    log(`the registry answered ${answer.status} to deleting ${registryRef}`);
  } catch (error) {
    log(`could not delete ${registryRef}: ${error instanceof Error ? error.message : String(error)}`);
  }
  return false;
}

/** An engine image id as `podman images --no-trunc` names it (sha256:…). */
export function engineImageId(id: string): string {
  const bare = id.trim();
  return bare.startsWith("sha256:") ? bare : `sha256:${bare}`;
}
