import { isFeatureEnabled } from "@crucible/schema";
import type { Services } from "../context.js";
import { featureSwitchesDoc, readKeyDocShared } from "./keyData.js";
import { AppError } from "../errors.js";

/** FeatureNotEnabled unless the feature switch at the dotted path is on (spec §6). */
export async function requireFeature(services: Services, path: string): Promise<void> {
  const switches = await readKeyDocShared(services.db, featureSwitchesDoc);
  if (!isFeatureEnabled(switches, path)) throw new AppError("FeatureNotEnabled", path);
}
