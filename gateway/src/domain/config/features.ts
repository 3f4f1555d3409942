/**
 * Feature switches (spec §6). A switched call is gated by its transport, before anything else: the
 * `feature` of a declared REST call or resource (rest/calls.ts, rest/resources.ts) and `@feature(path:)`
 * on a GraphQL field (graphql/directives.ts). Only those checkers import `requireFeature` (eslint.config.js);
 * the domain reads a switch as a value with `featureEnabled` where it changes what a call does.
 */
import { isFeatureEnabled, type FeaturePath } from "@crucible/schema";
import type { Services } from "../context.js";
import { featureSwitchesDoc, readKeyDocShared } from "./keyData.js";
import { AppError } from "../errors.js";

/** Whether the feature switch at the dotted path is on. */
export async function featureEnabled(services: Pick<Services, "db">, path: FeaturePath): Promise<boolean> {
  return isFeatureEnabled(await readKeyDocShared(services.db, featureSwitchesDoc), path);
}

/** FeatureNotEnabled unless the feature switch at the dotted path is on (spec §6). */
export async function requireFeature(services: Pick<Services, "db">, path: FeaturePath): Promise<void> {
  if (!(await featureEnabled(services, path))) throw new AppError("FeatureNotEnabled", path);
}
