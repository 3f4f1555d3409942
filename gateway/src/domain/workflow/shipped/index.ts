/** Every shipped container image with its modules, seeded and built in this order. */
import { dockImage } from "./dock.js";
import { openBabelImage } from "./openbabel.js";
import type { ShippedImage } from "./types.js";

export type { ShippedImage, ShippedModule } from "./types.js";
export { openBabelImageUid, openBabelModuleKey, openBabelMethods } from "./openbabel.js";

export const shippedImages: readonly ShippedImage[] = [openBabelImage, dockImage];
