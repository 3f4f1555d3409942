/** Every shipped container image with its modules, seeded and built in this order. */
import { dockImage } from "./dock.js";
import { openBabelImage } from "./openbabel.js";
import { rdkitImage } from "./rdkit.js";
import { seqImage } from "./seq.js";
import type { ShippedImage } from "./types.js";

export type { ShippedImage, ShippedModule } from "./types.js";
export { openBabelImageUid, openBabelModuleKey, openBabelMethods } from "./openbabel.js";

export const shippedImages: readonly ShippedImage[] = [openBabelImage, rdkitImage, seqImage, dockImage];
