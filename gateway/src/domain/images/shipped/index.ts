/** Every shipped container image with its modules, seeded and built in this order. */
import { fileURLToPath } from "node:url";
import { dockImage } from "./dock.js";
import { openBabelImage } from "./openbabel.js";
import { rdkitImage } from "./rdkit.js";
import { seqImage } from "./seq.js";
import type { ShippedImage } from "./types.js";

export type { ShippedImage, ShippedModule } from "./types.js";
export { openBabelImageUid, openBabelModuleKey, openBabelMethods } from "./openbabel.js";

export const shippedImages: readonly ShippedImage[] = [openBabelImage, rdkitImage, seqImage, dockImage];

/**
 * gateway/containers: each shipped image's recipe folder (packages.txt, its scripts) and, beside them,
 * the templates.json of the system templates made of its modules (seeded by ../templates.ts).
 */
export const containersDir = fileURLToPath(new URL("../../../../containers", import.meta.url));

/** The shipped image a module key belongs to, if any. */
export function shippedImageOfModule(key: string): ShippedImage | undefined {
  return shippedImages.find((image) => image.modules.some((module) => module.key === key));
}
