/**
 * The dashboard's charts over time (issue 26): jobs by state, compute used, storage, revenue and
 * sign-ups for each day of the range, each with its own empty state. Loaded lazily by the board, so
 * that nivo is fetched only when the charts show.
 */
import { ResponsiveBar } from "@nivo/bar";
import { Grid, Header, Message, Segment } from "semantic-ui-react";
import type { BoardTrendsQuery } from "../../graphql";
import { useNs } from "../../i18n";
import { boardNs } from "./i18n";

type Day = BoardTrendsQuery["boardTrends"][number];
type Datum = Record<string, string | number>;

const jobStates = [
  { key: "jobsWaiting", state: "waiting", color: "#fbbd08" },
  { key: "jobsRunning", state: "running", color: "#2185d0" },
  { key: "jobsDone", state: "done", color: "#21ba45" },
  { key: "jobsFailed", state: "failed", color: "#db2828" },
  { key: "jobsCancelled", state: "cancelled", color: "#767676" },
] as const;

const units = [
  { name: "GB", bytes: 1024 ** 3 },
  { name: "MB", bytes: 1024 ** 2 },
  { name: "KB", bytes: 1024 },
  { name: "B", bytes: 1 },
] as const;

function storageUnit(max: number): (typeof units)[number] {
  return units.find((unit) => max >= unit.bytes) ?? units[units.length - 1]!;
}

function Chart(props: {
  readonly testId: string;
  readonly title: string;
  readonly empty: string;
  readonly hasData: boolean;
  readonly data: Datum[];
  readonly keys: string[];
  readonly colors: string[];
  readonly legend?: boolean;
  /** Counts: whole-number ticks only. */
  readonly integer?: boolean;
  /** Label every day (a wide chart) or every fifth one. */
  readonly everyDay?: boolean;
}) {
  const max = Math.max(
    0,
    ...props.data.map((datum) => props.keys.reduce((sum, key) => sum + Number(datum[key] ?? 0), 0)),
  );
  const leftTicks =
    props.integer && max <= 5 ? Array.from({ length: Math.max(1, max) + 1 }, (_unused, i) => i) : 5;
  const days = props.data.map((datum) => String(datum.day));
  const bottomTicks = props.everyDay
    ? days
    : days.filter((_day, index) => (days.length - 1 - index) % 5 === 0);
  return (
    <Segment data-testid={props.testId}>
      <Header as="h4">{props.title}</Header>
      {props.hasData ? (
        <div className="board-chart" data-testid={`${props.testId}-chart`}>
          <ResponsiveBar
            data={props.data}
            keys={props.keys}
            indexBy="day"
            groupMode="stacked"
            margin={{ top: 10, right: props.legend ? 100 : 16, bottom: 44, left: 56 }}
            colors={props.colors}
            axisBottom={{ tickRotation: -45, tickValues: bottomTicks }}
            axisLeft={{ tickValues: leftTicks }}
            gridYValues={leftTicks}
            enableLabel={false}
            legends={
              props.legend
                ? [
                    {
                      dataFrom: "keys",
                      anchor: "right",
                      direction: "column",
                      translateX: 96,
                      itemWidth: 86,
                      itemHeight: 18,
                    },
                  ]
                : []
            }
          />
        </div>
      ) : (
        <Message info data-testid={`${props.testId}-empty`}>
          {props.empty}
        </Message>
      )}
    </Segment>
  );
}

export function TrendCharts(props: { readonly days: readonly Day[] }) {
  const { t } = useNs(boardNs);
  const label = (day: Day) => day.day.slice(5);
  const stateName = (state: (typeof jobStates)[number]["state"]) => t(`trends.states.${state}`);
  const jobs = props.days.map((day) => {
    const datum: Datum = { day: label(day) };
    for (const entry of jobStates) datum[stateName(entry.state)] = day[entry.key];
    return datum;
  });
  const anyJobs = props.days.some((day) => jobStates.some((entry) => day[entry.key] > 0));
  const maxStorage = Math.max(0, ...props.days.map((day) => day.storageBytes));
  const unit = storageUnit(maxStorage);
  const single = (key: string, value: (day: Day) => number): Datum[] =>
    props.days.map((day) => ({ day: label(day), [key]: value(day) }));
  const tokens = t("trends.tokens");
  const storage = maxStorage > 0 ? t("trends.storageIn", { unit: unit.name }) : t("trends.storage");
  const revenue = t("trends.revenue");
  const signUps = t("trends.signUps");
  return (
    <Grid stackable columns={2} data-testid="board-trends">
      <Grid.Column width={16}>
        <Chart
          testId="board-trend-jobs"
          title={t("trends.jobs")}
          empty={t("trends.noJobs")}
          hasData={anyJobs}
          data={jobs}
          keys={jobStates.map((entry) => stateName(entry.state))}
          colors={jobStates.map((entry) => entry.color)}
          legend
          integer
          everyDay
        />
      </Grid.Column>
      <Grid.Column>
        <Chart
          testId="board-trend-tokens"
          title={tokens}
          empty={t("trends.noTokens")}
          hasData={props.days.some((day) => day.tokens > 0)}
          data={single(tokens, (day) => day.tokens)}
          keys={[tokens]}
          colors={["#6435c9"]}
          integer
        />
      </Grid.Column>
      <Grid.Column>
        <Chart
          testId="board-trend-storage"
          title={storage}
          empty={t("trends.noStorage")}
          hasData={maxStorage > 0}
          data={single(storage, (day) => Math.round((day.storageBytes / unit.bytes) * 100) / 100)}
          keys={[storage]}
          colors={["#00b5ad"]}
        />
      </Grid.Column>
      <Grid.Column>
        <Chart
          testId="board-trend-revenue"
          title={revenue}
          empty={t("trends.noRevenue")}
          hasData={props.days.some((day) => day.revenueFen > 0)}
          data={single(revenue, (day) => day.revenueFen / 100)}
          keys={[revenue]}
          colors={["#f2711c"]}
        />
      </Grid.Column>
      <Grid.Column>
        <Chart
          testId="board-trend-signups"
          title={signUps}
          empty={t("trends.noSignUps")}
          hasData={props.days.some((day) => day.signUps > 0)}
          data={single(signUps, (day) => day.signUps)}
          keys={[signUps]}
          colors={["#2185d0"]}
          integer
        />
      </Grid.Column>
    </Grid>
  );
}
