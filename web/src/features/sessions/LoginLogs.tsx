/** Every sign-in attempt of both sides, with filters. */
import { errorTypes } from "@crucible/schema";
import { useMemo, useState, type ReactNode } from "react";
import { Label } from "semantic-ui-react";
import { describeUserAgent } from "../../components/format";
import { useColumnKit } from "../../components/kit/columns";
import { ResourceScreen } from "../../components/kit/ResourceScreen";
import { useResourceScreen } from "../../components/kit/useResourceScreen";
import type { Column } from "../../components/table/column";
import { messageFor } from "../../graphql/errors";
import type { LoginLogFieldsFragment, Side } from "../../graphql";
import { useLoginLogsQuery } from "../../graphql/__generated__/documents/sessions";
import { SideTabs, useReadableSides } from "./SideTabs";
import { useNs } from "../../i18n";
import { sessionsNs } from "./i18n";

const loginErrorTypes = errorTypes.filter(
  (type) => type.startsWith("DBLogin") || type.startsWith("DBUser") || type === "DBSessionExpired",
);

function LogsScreen({ side, tabs }: { side: Side; tabs: ReactNode }) {
  const { t } = useNs(sessionsNs);
  const kit = useColumnKit();
  const screen = useResourceScreen({
    table: { sort: { name: "CreatedAt", isAsc: false } },
    useList: ({ variables, fetchPolicy }) =>
      useLoginLogsQuery({ variables: { side, ...variables }, fetchPolicy }),
    pick: (data) => data.loginLogs,
  });
  const columns = useMemo<Column<LoginLogFieldsFragment>[]>(
    () => [
      kit.date("CreatedAt", t("loginLogs.time"), (row) => row.createdAt),
      kit.text("Account", t("translation:common.account"), (row) => row.account),
      {
        key: "UserId",
        title: t("sessions.userId"),
        value: (row) => (row.userId === null ? null : Number(row.userId)),
        sortable: true,
        filter: { kind: "number" },
        collapsing: true,
      },
      kit.text("Method", t("loginLogs.method"), (row) => row.method),
      kit.text("Ip", t("sessions.ip"), (row) => row.ip),
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
    [t, kit],
  );
  return (
    <ResourceScreen
      testId="login-logs-page"
      title={t("loginLogs.title")}
      above={tabs}
      tableTestId={`login-logs-${side.toLowerCase()}`}
      {...screen.list(columns)}
    />
  );
}

export function LoginLogs() {
  const sides = useReadableSides();
  const [side, setSide] = useState<Side>(sides[0] ?? "USER");
  return (
    <LogsScreen key={side} side={side} tabs={<SideTabs sides={sides} value={side} onChange={setSide} />} />
  );
}
