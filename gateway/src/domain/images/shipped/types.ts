/**
 * What a shipped container image declares: its recipe folder (gateway/containers/<folder>: a Debian
 * package list and the scripts copied to /usr/local/bin) and the modules that run in it. The seeding
 * and the builds (../images.ts) take every image of ./index.ts.
 */
import type { modules } from "../../../db/modules.js";

/** A module that runs in a shipped image: the catalogue row without its runner and image. */
export type ShippedModule = Omit<typeof modules.$inferInsert, "runner" | "imageId"> & {
  readonly command: readonly string[];
};

export interface ShippedImage {
  /** The image's UID (its podman name is crucible/<uid>, its row container_images.uid). */
  readonly uid: string;
  readonly name: string;
  /** The folder under gateway/containers holding packages.txt and the scripts. */
  readonly folder: string;
  /** Files of the folder copied to /usr/local/bin in the image (executable). */
  readonly scripts: readonly string[];
  readonly cpuCount: number;
  readonly memoryMb: number;
  readonly modules: readonly ShippedModule[];
}
