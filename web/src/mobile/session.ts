/** The signed-in user of the mobile site and the feature switches, read once by MobileApp. */
import { isFeatureEnabled, type FeaturePath } from "@crucible/schema";
import { createContext, useContext } from "react";
import type { UserFieldsFragment } from "../graphql";

export interface MobileSession {
  readonly user: UserFieldsFragment;
  /** Whether a feature switch (one of the constants of @crucible/schema, e.g. workflowFeature) is on. */
  readonly feature: (path: FeaturePath) => boolean;
  readonly signOut: () => Promise<void>;
}

export const MobileSessionContext = createContext<MobileSession | null>(null);

export function useMobileSession(): MobileSession {
  const session = useContext(MobileSessionContext);
  if (!session) throw new Error("useMobileSession outside the signed-in shell");
  return session;
}

export function featureReader(features: unknown): (path: string) => boolean {
  return (path) => isFeatureEnabled(features, path);
}
