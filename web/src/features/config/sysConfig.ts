import { defaultSysConfig, sizeUnits, sysConfigSchema, type SysConfig } from "@crucible/schema";
import { useMemo } from "react";
import { useSysConfigQuery } from "../../graphql/__generated__/documents/config";

/** The parsed system config, with the defaults where the stored document is incomplete. */
export function useSysConfig(): { config: SysConfig; loading: boolean } {
  const query = useSysConfigQuery();
  const config = useMemo(() => {
    const parsed = sysConfigSchema.safeParse(query.data?.sysConfig);
    return parsed.success ? parsed.data : defaultSysConfig;
  }, [query.data]);
  return { config, loading: query.loading };
}

export type LimitKey = "UserAvatarSize" | "CoverImageSize";

export function limitBytes(config: SysConfig, key: LimitKey): number {
  const limit = config.Upload[key];
  return Math.round(limit.Max * sizeUnits[limit.Unit]);
}
