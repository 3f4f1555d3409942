/**
 * Typed worker pools (back office, route `worker-pools`, Workflow.Job.Read): the live workers grouped
 * by the labels they offer, each pool with its load (tasks running) and queue (pending tasks it could
 * take), and each worker as its last renewal announced it. Refreshed every 5 s.
 */
import { Label, Message, Segment, Table } from "semantic-ui-react";
import { formatDateTime } from "../../components/format";
import { PageHeader } from "../../components/PageHeader";
import { useWorkerPoolsQuery } from "../../graphql/__generated__/documents/sysjobs";
import { useNs } from "../../i18n";
import { workerPoolsNs } from "./workerPoolsI18n";

const columns = [
  "worker",
  "host",
  "routes",
  "cpus",
  "memory",
  "partitions",
  "images",
  "running",
  "seen",
] as const;

export function WorkerPools() {
  const { t } = useNs(workerPoolsNs);
  const { data, error } = useWorkerPoolsQuery({ pollInterval: 5000, fetchPolicy: "cache-and-network" });
  const pools = data?.workerPools ?? [];
  return (
    <div data-testid="worker-pools">
      <PageHeader title={t("title")} intro={t("intro")} />
      {error ? <Message negative content={error.message} /> : null}
      {data && pools.length === 0 ? (
        <Message info content={t("none")} data-testid="worker-pools-none" />
      ) : null}
      {pools.map((pool) => (
        <Segment key={pool.name} data-testid={`worker-pool-${pool.name}`}>
          <Label color={pool.labels.length > 0 ? "blue" : undefined} size="large">
            {pool.name}
          </Label>{" "}
          <span className="muted">
            {t("summary", {
              workers: pool.workers.length,
              cpus: pool.cpus,
              memory: pool.memoryMb,
              running: pool.running,
              queued: pool.queued,
            })}
          </span>
          <Table compact celled size="small">
            <Table.Header>
              <Table.Row>
                {columns.map((column) => (
                  <Table.HeaderCell key={column}>{t(`columns.${column}`)}</Table.HeaderCell>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {pool.workers.map((worker) => (
                <Table.Row key={worker.id}>
                  <Table.Cell>
                    <code>{worker.id}</code>
                  </Table.Cell>
                  <Table.Cell>
                    {worker.host} ({worker.pid})
                  </Table.Cell>
                  <Table.Cell>{worker.routes.join(", ")}</Table.Cell>
                  <Table.Cell>{worker.cpus}</Table.Cell>
                  <Table.Cell>{worker.memoryMb}</Table.Cell>
                  <Table.Cell>{worker.partitions.join(", ")}</Table.Cell>
                  <Table.Cell>{worker.images}</Table.Cell>
                  <Table.Cell>{worker.running}</Table.Cell>
                  <Table.Cell>{formatDateTime(worker.seenAt)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table>
        </Segment>
      ))}
    </div>
  );
}
