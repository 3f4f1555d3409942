/** Live login sessions of both sides, with kick (revokeSession). */
import { useMemo, useState, type ReactNode } from "react";
import { useSession } from "../../app/session";
import { ConfirmButton } from "../../components/ConfirmButton";
import { useColumnKit } from "../../components/kit/columns";
import { ResourceScreen } from "../../components/kit/ResourceScreen";
import { useResourceScreen } from "../../components/kit/useResourceScreen";
import type { Column } from "../../components/table/column";
import { toast } from "../../components/toast";
import type { SessionFieldsFragment, Side } from "../../graphql";
import { useRevokeSessionMutation, useSessionsQuery } from "../../graphql/__generated__/documents/sessions";
import { useSessionColumns } from "../account/MySessions";
import { SideTabs, useReadableSides } from "./SideTabs";
import { useNs } from "../../i18n";
import { usersNs } from "../users/i18n";
import { sessionsNs } from "./i18n";

function SessionsScreen({ side, tabs }: { side: Side; tabs: ReactNode }) {
  const { t } = useNs(sessionsNs);
  const { t: usersT } = useNs(usersNs);
  const session = useSession();
  const screen = useResourceScreen({
    table: { sort: { name: "LastSeenAt", isAsc: false } },
    useList: ({ variables, fetchPolicy }) =>
      useSessionsQuery({ variables: { side, ...variables }, fetchPolicy }),
    pick: (data) => data.sessions,
  });
  const [revoke] = useRevokeSessionMutation();
  const base = useSessionColumns();
  const kit = useColumnKit();
  const columns = useMemo<Column<SessionFieldsFragment>[]>(
    () => [
      { key: "Account", title: t("translation:common.account"), value: (row) => row.account },
      kit.id({ key: "UserId", title: t("sessions.userId"), value: (row) => Number(row.userId) }),
      ...base,
    ],
    [t, base, kit],
  );
  const canKick = session.can(side === "USER" ? "User.Update" : "Sys.User.Update");
  return (
    <ResourceScreen
      testId="user-sessions-page"
      title={t("sessions.title")}
      above={tabs}
      tableTestId={`sessions-${side.toLowerCase()}`}
      {...screen.list(columns)}
      actions={
        canKick
          ? (row) =>
              row.current ? null : (
                <ConfirmButton
                  label={t("sessions.kick")}
                  icon="ban"
                  question={t("sessions.kickConfirm", { account: row.account, ip: row.ip })}
                  onConfirm={async () => {
                    const result = await revoke({ variables: { side, id: row.id } });
                    if (!result.error) {
                      toast.success(usersT("users.kicked"));
                      screen.refetch();
                    }
                  }}
                  testId={`session-kick-${row.id}`}
                />
              )
          : undefined
      }
    />
  );
}

export function UserSessions() {
  const sides = useReadableSides();
  const [side, setSide] = useState<Side>(sides[0] ?? "USER");
  return (
    <SessionsScreen
      key={side}
      side={side}
      tabs={<SideTabs sides={sides} value={side} onChange={setSide} />}
    />
  );
}
