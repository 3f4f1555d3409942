/** Every sign-in attempt of both sides, with filters. */
import { errorTypes } from "@crucible/schema";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Label } from "semantic-ui-react";
import { describeUserAgent, formatDateTime } from "../../components/format";
import { PageHeader } from "../../components/PageHeader";
import { ResourceTable, useResourceTable, type Column } from "../../components/ResourceTable";
import { messageFor } from "../../graphql/errors";
import { useLoginLogsQuery, type LoginLogFieldsFragment, type Side } from "../../graphql";
import { SideTabs, useReadableSides } from "./SideTabs";

const loginErrorTypes = errorTypes.filter(
  (type) => type.startsWith("DBLogin") || type.startsWith("DBUser") || type === "DBSessionExpired",
);

function LogsTable({ side }: { side: Side }) {
  const { t } = useTranslation();
  const table = useResourceTable({ sort: { name: "CreatedAt", isAsc: false } });
  const query = useLoginLogsQuery({
    variables: { side, query: table.query },
    fetchPolicy: "cache-and-network",
  });
  const columns = useMemo<Column<LoginLogFieldsFragment>[]>(
    () => [
      {
        key: "CreatedAt",
        title: t("loginLogs.time"),
        value: (row) => row.createdAt,
        render: (row) => formatDateTime(row.createdAt),
        sortable: true,
        filter: { kind: "date" },
      },
      {
        key: "Account",
        title: t("common.account"),
        value: (row) => row.account,
        sortable: true,
        filter: { kind: "string" },
      },
      {
        key: "UserId",
        title: t("sessions.userId"),
        value: (row) => (row.userId === null ? null : Number(row.userId)),
        sortable: true,
        filter: { kind: "number" },
        collapsing: true,
      },
      {
        key: "Method",
        title: t("loginLogs.method"),
        value: (row) => row.method,
        sortable: true,
        filter: { kind: "string" },
      },
      {
        key: "Ip",
        title: t("sessions.ip"),
        value: (row) => row.ip,
        sortable: true,
        filter: { kind: "string" },
      },
      {
        key: "Success",
        title: t("loginLogs.success"),
        value: (row) => String(row.success),
        render: (row) =>
          row.success ? (
            <Label size="small" color="green" basic>
              {t("loginLogs.succeeded")}
            </Label>
          ) : (
            <Label size="small" color="red" basic>
              {t("loginLogs.failed")}
            </Label>
          ),
        sortable: true,
        filter: {
          kind: "string",
          options: [
            { value: "true", text: t("loginLogs.succeeded") },
            { value: "false", text: t("loginLogs.failed") },
          ],
        },
      },
      {
        key: "ErrorType",
        title: t("loginLogs.errorType"),
        value: (row) => row.errorType,
        render: (row) =>
          row.errorType ? (
            <span title={row.errorType}>{messageFor({ type: row.errorType, value: null, meta: null })}</span>
          ) : null,
        sortable: true,
        filter: { kind: "string", options: loginErrorTypes.map((type) => ({ value: type, text: type })) },
      },
      {
        key: "UserAgent",
        title: t("sessions.userAgent"),
        value: (row) => row.userAgent,
        render: (row) => <span title={row.userAgent}>{describeUserAgent(row.userAgent)}</span>,
      },
    ],
    [t],
  );
  return (
    <ResourceTable
      table={table}
      columns={columns}
      rows={query.data?.loginLogs.list ?? []}
      total={query.data?.loginLogs.total ?? 0}
      loading={query.loading}
      onRefresh={() => void query.refetch()}
      testId={`login-logs-${side.toLowerCase()}`}
    />
  );
}

export function LoginLogs() {
  const { t } = useTranslation();
  const sides = useReadableSides();
  const [side, setSide] = useState<Side>(sides[0] ?? "USER");
  return (
    <div data-testid="login-logs-page">
      <PageHeader title={t("loginLogs.title")} />
      <SideTabs sides={sides} value={side} onChange={setSide} />
      <LogsTable key={side} side={side} />
    </div>
  );
}
