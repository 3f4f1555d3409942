/** The sessions of the signed-in account: where it is signed in, and ending the others. */
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Label } from "semantic-ui-react";
import { useSession } from "../../app/session";
import { ConfirmButton } from "../../components/ConfirmButton";
import { describeUserAgent, formatDateTime } from "../../components/format";
import { PageHeader } from "../../components/PageHeader";
import { localPage, ResourceTable, useResourceTable, type Column } from "../../components/ResourceTable";
import { toast } from "../../components/toast";
import type { SessionFieldsFragment } from "../../graphql";
import {
  useMySessionsQuery,
  useRevokeMySessionMutation,
  useSysMySessionsQuery,
} from "../../graphql/__generated__/documents/account";
import { useRevokeSessionMutation } from "../../graphql/__generated__/documents/sessions";

export function useSessionColumns(): Column<SessionFieldsFragment>[] {
  const { t } = useTranslation();
  return useMemo<Column<SessionFieldsFragment>[]>(
    () => [
      {
        key: "Ip",
        title: t("sessions.ip"),
        value: (row) => row.ip,
        render: (row) => (
          <>
            {row.ip}{" "}
            {row.current ? (
              <Label size="mini" color="green">
                {t("common.current")}
              </Label>
            ) : null}
          </>
        ),
        sortable: true,
        filter: { kind: "string" },
      },
      {
        key: "UserAgent",
        title: t("sessions.userAgent"),
        value: (row) => row.userAgent,
        render: (row) => <span title={row.userAgent}>{describeUserAgent(row.userAgent)}</span>,
        filter: { kind: "string" },
      },
      {
        key: "CreatedAt",
        title: t("sessions.createdAt"),
        value: (row) => row.createdAt,
        render: (row) => formatDateTime(row.createdAt),
        sortable: true,
        filter: { kind: "date" },
      },
      {
        key: "LastSeenAt",
        title: t("sessions.lastSeenAt"),
        value: (row) => row.lastSeenAt,
        render: (row) => formatDateTime(row.lastSeenAt),
        sortable: true,
        filter: { kind: "date" },
      },
      {
        key: "ExpiresAt",
        title: t("sessions.expiresAt"),
        value: (row) => row.expiresAt,
        render: (row) => formatDateTime(row.expiresAt),
        sortable: true,
      },
    ],
    [t],
  );
}

export function MySessions() {
  const { t } = useTranslation();
  const session = useSession();
  const system = session.stage === "system";
  const userSessions = useMySessionsQuery({ skip: system, fetchPolicy: "cache-and-network" });
  const sysSessions = useSysMySessionsQuery({ skip: !system, fetchPolicy: "cache-and-network" });
  const [revokeMine] = useRevokeMySessionMutation();
  const [revokeAny] = useRevokeSessionMutation();
  const table = useResourceTable({ pageSize: 10, sort: { name: "LastSeenAt", isAsc: false } });
  const columns = useSessionColumns();
  const rows = (system ? sysSessions.data?.sysMySessions : userSessions.data?.mySessions) ?? [];
  const page = localPage(rows, columns, table);
  const refetch = () => void (system ? sysSessions.refetch() : userSessions.refetch());
  // A system user ends other sessions of their own through the back-office kick (Sys.User.Update).
  const canRevoke = !system || session.can("Sys.User.Update");

  const revoke = async (row: SessionFieldsFragment) => {
    const result = system
      ? await revokeAny({ variables: { side: "SYSTEM", id: row.id } })
      : await revokeMine({ variables: { id: row.id } });
    if (!result.error) {
      toast.success(t("users.kicked"));
      refetch();
    }
  };

  return (
    <div data-testid="my-sessions-page">
      <PageHeader title={t("sessions.myTitle")} intro={t("sessions.myIntro")} />
      <ResourceTable
        table={table}
        columns={columns}
        rows={page.rows}
        total={page.total}
        loading={userSessions.loading || sysSessions.loading}
        onRefresh={refetch}
        actions={
          canRevoke
            ? (row) =>
                row.current ? null : (
                  <ConfirmButton
                    label={t("sessions.revoke")}
                    icon="sign out"
                    question={t("sessions.kickConfirm", { account: row.account, ip: row.ip })}
                    onConfirm={() => revoke(row)}
                    testId={`session-revoke-${row.id}`}
                  />
                )
            : undefined
        }
      />
    </div>
  );
}
