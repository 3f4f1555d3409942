/** The signed-in account of the current stage, read once by the shell and shared with its screens. */
import { isFeatureEnabled, type FeaturePath, type Permission } from "@crucible/schema";
import { createContext, useContext } from "react";
import type { SystemUserFieldsFragment, UserFieldsFragment } from "../graphql";
import type { Stage } from "./paths";

export interface Session {
  readonly stage: Stage;
  readonly user: UserFieldsFragment | null;
  readonly sysUser: SystemUserFieldsFragment | null;
  readonly account: string;
  readonly displayName: string;
  /** Back-office permission check (always false on the front end). */
  readonly can: (perm: Permission) => boolean;
  /** Whether a feature switch (one of the constants of @crucible/schema, e.g. workflowFeature) is on. */
  readonly feature: (path: FeaturePath) => boolean;
}

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error("useSession outside the stage shell");
  return session;
}

export function makeSession(
  stage: Stage,
  user: UserFieldsFragment | null,
  sysUser: SystemUserFieldsFragment | null,
  features: unknown = null,
): Session {
  const perms = new Set(sysUser?.permissions ?? []);
  const account = user?.account ?? sysUser?.account ?? "";
  const name = user?.name ?? sysUser?.name ?? "";
  return {
    stage,
    user,
    sysUser,
    account,
    displayName: name || account,
    can: (perm) => stage === "system" && perms.has(perm),
    // The server answers well-formed switches; a shape it never sends reads as off, path by path.
    feature: (path) => isFeatureEnabled(features, path),
  };
}
