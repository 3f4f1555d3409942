/** The sessions of the signed-in account: where it is signed in, and ending the others. */
import { useMemo } from "react";
import { Label } from "semantic-ui-react";
import { useSession } from "../../app/session";
import { ConfirmButton } from "../../components/ConfirmButton";
import { describeUserAgent, formatDateTime } from "../../components/format";
import { ResourceScreen } from "../../components/kit/ResourceScreen";
import {
  useResourceScreen,
  type ListHookOptions,
  type ListQuery,
} from "../../components/kit/useResourceScreen";
import type { Column } from "../../components/table/column";
import type { SessionFieldsFragment } from "../../graphql";
import {
  useMySessionsQuery,
  useRevokeMySessionMutation,
  useSysMySessionsQuery,
} from "../../graphql/__generated__/documents/account";
import { useRevokeSessionMutation } from "../../graphql/__generated__/documents/sessions";
import { useNs } from "../../i18n";
import { sessionsNs } from "../sessions/i18n";
import { usersNs } from "../users/i18n";

export function useSessionColumns(): Column<SessionFieldsFragment>[] {
  const { t } = useNs(sessionsNs);
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
                {t("translation:common.current")}
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

/** The signed-in account's sessions, asked of the side it is signed in on (the whole list). */
function useMySessionList({ fetchPolicy }: ListHookOptions): ListQuery<readonly SessionFieldsFragment[]> {
  const system = useSession().stage === "system";
  const user = useMySessionsQuery({ skip: system, fetchPolicy });
  const sys = useSysMySessionsQuery({ skip: !system, fetchPolicy });
  return system
    ? { data: sys.data?.sysMySessions, loading: sys.loading, refetch: sys.refetch }
    : { data: user.data?.mySessions, loading: user.loading, refetch: user.refetch };
}

export function MySessions() {
  const { t } = useNs(sessionsNs);
  const { t: usersT } = useNs(usersNs);
  const session = useSession();
  const system = session.stage === "system";
  const screen = useResourceScreen({
    table: { pageSize: 10, sort: { name: "LastSeenAt", isAsc: false } },
    useList: useMySessionList,
    pick: (sessions) => sessions,
  });
  const [revokeMine] = useRevokeMySessionMutation();
  const [revokeAny] = useRevokeSessionMutation();
  const columns = useSessionColumns();
  // A system user ends other sessions of their own through the back-office kick (Sys.User.Update).
  const canRevoke = !system || session.can("Sys.User.Update");

  const revoke = (row: SessionFieldsFragment) =>
    system
      ? screen.run(revokeAny({ variables: { side: "SYSTEM", id: row.id } }), usersT("users.kicked"))
      : screen.run(revokeMine({ variables: { id: row.id } }), usersT("users.kicked"));

  return (
    <ResourceScreen
      testId="my-sessions-page"
      title={t("sessions.myTitle")}
      intro={t("sessions.myIntro")}
      {...screen.list(columns)}
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
  );
}
