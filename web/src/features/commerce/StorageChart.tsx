/**
 * Storage over time (nivo): the user's usage page (BillingTabs, UsageTab) and a project's page
 * (projects/ProjectUsage) draw their daily storage samples with it.
 */
import { Bar, type BarCustomLayerProps } from "@nivo/bar";
import type { StorageDay as StorageDayFields } from "../../graphql";
import { useNs } from "../../i18n";
import { commerceNs } from "./i18n";

/** One day of storage, as both the user's usage statistics and a project's usage answer it. */
type StorageDay = Pick<
  StorageDayFields,
  "day" | "storageUsed" | "storageQuota" | "workflowStorageUsed" | "workflowStorageQuota"
>;
type StorageDatum = Record<string, string | number>;

/** The units the chart's values are drawn in: the largest one its highest value reaches. */
const units = [
  ["B", 1],
  ["KB", 1024],
  ["MB", 1024 ** 2],
  ["GB", 1024 ** 3],
  ["TB", 1024 ** 4],
] as const;

/** The unit for bytes up to `highest`: a project of a few kilobytes is drawn in KB, not as 0 GB. */
export function chartUnit(highest: number): { name: string; bytes: number } {
  const [name, bytes] = units.reduce((pick, unit) => (highest >= unit[1] ? unit : pick), units[0]);
  return { name, bytes };
}

/**
 * Used storage (data and workflow) as grouped bars per day, each day's quotas as a short line across
 * its group: days before the first sample have neither.
 */
export function StorageChart({ days }: { days: readonly StorageDay[] }) {
  const { t: text } = useNs(commerceNs);
  const keys = [text("dataUsed"), text("workflowUsed")];
  const unit = chartUnit(
    Math.max(
      0,
      ...days.flatMap((d) => [
        d.storageUsed ?? 0,
        d.workflowStorageUsed ?? 0,
        d.storageQuota ?? 0,
        d.workflowStorageQuota ?? 0,
      ]),
    ),
  );
  const scaled = (bytes: number) => Math.round((bytes / unit.bytes) * 1000) / 1000;
  const quotaOf = new Map<string, [number, number]>();
  const data: StorageDatum[] = days.map((d) => {
    const day = d.day.slice(5);
    if (d.storageUsed === null || d.workflowStorageUsed === null) return { day };
    quotaOf.set(day, [scaled(d.storageQuota ?? 0), scaled(d.workflowStorageQuota ?? 0)]);
    return {
      day,
      [text("dataUsed")]: scaled(d.storageUsed),
      [text("workflowUsed")]: scaled(d.workflowStorageUsed),
    };
  });
  const highest = Math.max(
    0.001,
    ...[...quotaOf.values()].flat(),
    ...data.flatMap((d) => keys.map((k) => Number(d[k] ?? 0))),
  );
  // A round top (1, 2 or 5 x 10^n) the quota lines are drawn against, as the axis is.
  const step = 10 ** Math.floor(Math.log10(highest * 1.1));
  const max = [1, 2, 5, 10].map((m) => m * step).find((top) => top >= highest * 1.1) ?? 10 * step;
  const colors = ["#2185d0", "#a333c8"];
  const QuotaLines = ({ bars, innerHeight }: BarCustomLayerProps<StorageDatum>) => {
    const groups = new Map<string, { from: number; to: number }>();
    for (const bar of bars) {
      const key = String(bar.data.indexValue);
      const group = groups.get(key);
      groups.set(key, {
        from: Math.min(group?.from ?? bar.x, bar.x),
        to: Math.max(group?.to ?? bar.x + bar.width, bar.x + bar.width),
      });
    }
    const y = (value: number) => innerHeight * (1 - value / max);
    return (
      <g data-testid="storage-quota-lines">
        {[...groups.entries()].flatMap(([day, { from, to }]) =>
          (quotaOf.get(day) ?? []).map((quota, index) => (
            <line
              key={`${day}-${index}`}
              x1={from - 2}
              x2={to + 2}
              y1={y(quota)}
              y2={y(quota)}
              stroke={colors[index]}
              strokeWidth={2}
              strokeDasharray={index === 0 ? undefined : "4 2"}
            />
          )),
        )}
      </g>
    );
  };
  return (
    <div className="commerce-chart" data-testid="storage-chart">
      <Bar<StorageDatum>
        width={900}
        height={260}
        data={data}
        keys={keys}
        indexBy="day"
        groupMode="grouped"
        valueScale={{ type: "linear", min: 0, max, nice: false }}
        margin={{ top: 10, right: 130, bottom: 50, left: 60 }}
        colors={colors}
        axisBottom={{ tickRotation: -45 }}
        axisLeft={{ legend: unit.name, legendPosition: "middle", legendOffset: -50 }}
        enableLabel={false}
        layers={["grid", "axes", "bars", QuotaLines, "markers", "legends"]}
        legends={[
          {
            dataFrom: "keys",
            anchor: "right",
            direction: "column",
            translateX: 120,
            itemWidth: 110,
            itemHeight: 20,
          },
        ]}
      />
      <div className="muted small commerce-chart-key">
        <span style={{ color: colors[0] }}>━</span> {text("dataQuota")}{" "}
        <span style={{ color: colors[1] }}>╌</span> {text("workflowQuota")}
      </div>
    </div>
  );
}
