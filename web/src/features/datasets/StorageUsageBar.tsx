/** The storage usage of the data files screen: used bytes against the quota, with a progress bar. */
import { Icon, Progress } from "semantic-ui-react";
import { formatBytes } from "../../components/format";
import { useNs } from "../../i18n";
import { datasetsNs } from "./i18n";

export interface StorageUsage {
  readonly used: number;
  readonly quota: number | null;
}

export function StorageUsageBar({ usage }: { usage: StorageUsage }) {
  const { t } = useNs(datasetsNs);
  return (
    <div className="usage-bar" data-testid="storage-usage">
      <Icon name="disk" />
      {usage.quota !== null ? (
        <>
          <span>{t("files.usage", { used: formatBytes(usage.used), quota: formatBytes(usage.quota) })}</span>
          <Progress
            percent={usage.quota > 0 ? Math.min(100, Math.round((usage.used / usage.quota) * 100)) : 0}
            size="tiny"
            color={usage.quota > 0 && usage.used / usage.quota > 0.9 ? "red" : "blue"}
            className="usage-progress"
          />
        </>
      ) : (
        <span>{t("files.usageNoQuota", { used: formatBytes(usage.used) })}</span>
      )}
    </div>
  );
}
