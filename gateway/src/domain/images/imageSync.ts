/**
 * Container images across machines (issue 9): each worker knows which registered images its own
 * podman holds, claims container tasks only for those, and registers them in its `workers` row so that
 * a submit nobody could run is refused at once. An image the back office built on another machine is
 * saved there as a blob (images.ts, archiveBuiltImage), or, with a registry (CRUCIBLE_REGISTRY), pushed
 * there and recorded by digest (pushBuiltImage); a worker that lacks it, or holds an older build under
 * the same name, pulls it by digest or loads that archive in the background, one at a time.
 */
import { eq, isNull } from "drizzle-orm";
import { containerImages } from "../../db/modules.js";
import { blobs } from "../../db/schema.js";
import { imageRef, loopbackRegistry } from "../../executors/container.js";
import type { ImageStore } from "../../executors/types.js";
import type { Services } from "../context.js";

export interface ImageSync {
  /** The ids of the registered images this machine holds, as the last look found them. */
  present(): readonly number[];
  /** Whether the image is here; looks again (at once) when the last look did not find it. */
  has(imageId: number): Promise<boolean>;
  /**
   * Looks again when the last look is older than the interval (or `force`): lists the engine's
   * images, and starts loading the archive of a registered image that is missing or outdated here.
   */
  refresh(force?: boolean): Promise<void>;
  /** Resolves once no archive is loading (tests, shutdown). */
  settled(): Promise<void>;
}

export interface ImageSyncOptions {
  /** How old a look may be before a tick looks again. */
  readonly intervalMs: number;
  /** After an archive failed to load, it is not tried again for this long. */
  readonly retryMs: number;
}

export const defaultImageSyncOptions: ImageSyncOptions = { intervalMs: 5_000, retryMs: 10 * 60_000 };

/** Builds of this process tell the workers of this process at once (images.ts calls it). */
const builtListeners = new Set<() => void>();

export function imageBuilt(): void {
  for (const listener of builtListeners) listener();
}

export function createImageSync(
  services: Services,
  store: ImageStore,
  log: (message: string) => void,
  options: ImageSyncOptions = defaultImageSyncOptions,
): ImageSync & { dispose(): void } {
  let present: readonly number[] = [];
  let lookedAt = 0;
  let looking: Promise<void> | null = null;
  let loading: Promise<void> | null = null;
  /** Archives (`blob:<id>`) and registry references that failed to load, with when to try again. */
  const failed = new Map<string, number>();
  const sourceOf = (row: { archiveBlobId: number | null; registryRef: string | null }) =>
    row.registryRef ?? `blob:${row.archiveBlobId}`;

  const look = async (): Promise<void> => {
    const rows = await services.db
      .select({
        id: containerImages.id,
        uid: containerImages.uid,
        engineId: containerImages.engineId,
        archiveBlobId: containerImages.archiveBlobId,
        archiveSha256: blobs.sha256,
        registryRef: containerImages.registryRef,
      })
      .from(containerImages)
      .leftJoin(blobs, eq(blobs.id, containerImages.archiveBlobId))
      .where(isNull(containerImages.deletedAt));
    const here = await store.list();
    const found: number[] = [];
    const missing: typeof rows = [];
    for (const row of rows) {
      const engineId = here.get(imageRef(row.uid));
      if (engineId !== undefined && (row.engineId === null || row.engineId === engineId)) found.push(row.id);
      else if (row.registryRef !== null || (row.archiveBlobId !== null && row.archiveSha256 !== null))
        missing.push(row);
    }
    present = found;
    const now = services.clock.ms();
    lookedAt = now;
    const next = missing.find((row) => (failed.get(sourceOf(row)) ?? 0) <= now);
    if (next && !loading) {
      loading = load(next).finally(() => {
        loading = null;
      });
    }
  };

  const load = async (row: {
    id: number;
    uid: string;
    archiveBlobId: number | null;
    archiveSha256: string | null;
    registryRef: string | null;
  }): Promise<void> => {
    const { id, uid, registryRef } = row;
    const source = sourceOf(row);
    try {
      if (registryRef !== null) {
        // By digest: exactly the build the back office recorded, whatever the tag names now.
        log(`pulling the image ${imageRef(uid)} (image ${id}) from ${registryRef}`);
        const host = registryRef.slice(0, registryRef.indexOf("/"));
        const tlsVerify = services.config.registry?.tlsVerify ?? !loopbackRegistry(host);
        await store.pull(registryRef, imageRef(uid), tlsVerify);
      } else {
        log(`loading the image ${imageRef(uid)} (image ${id}) from its archive`);
        const archive = services.blobs.read(row.archiveSha256!);
        const read = new Promise<void>((_resolve, reject) => archive.once("error", reject));
        await Promise.race([store.load(archive), read]);
      }
      failed.delete(source);
      // Claim the image's tasks at once, not at the next look.
      lookedAt = 0;
      await refresh(true);
    } catch (error) {
      failed.set(source, services.clock.ms() + options.retryMs);
      log(
        `could not load the image ${imageRef(uid)} (image ${id}): ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  };

  const refresh = async (force = false): Promise<void> => {
    if (!force && services.clock.ms() - lookedAt < options.intervalMs) return;
    // A forced look sees what changed after it was asked for: not a look already under way.
    if (looking && force) await looking.catch(() => undefined);
    if (!looking) {
      looking = look().finally(() => {
        looking = null;
      });
    }
    await looking;
  };

  const listener = () => {
    lookedAt = 0;
  };
  builtListeners.add(listener);

  return {
    present: () => present,
    async has(imageId) {
      if (present.includes(imageId)) return true;
      await refresh(true);
      return present.includes(imageId);
    },
    refresh,
    async settled() {
      while (loading || looking) await Promise.allSettled([loading, looking]);
    },
    dispose() {
      builtListeners.delete(listener);
    },
  };
}
