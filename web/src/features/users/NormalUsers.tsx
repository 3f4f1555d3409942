/** Normal users: list, create, edit, enable or disable, set password, soft remove and recover, sessions. */
import { userCreateRule, userEditRule } from "@crucible/schema";
import { useMemo, useState } from "react";
import { Button, Form, Icon, Modal } from "semantic-ui-react";
import { useSession } from "../../app/session";
import { ConfirmButton } from "../../components/ConfirmButton";
import { Field } from "../../components/Field";
import { FormDialog } from "../../components/FormDialog";
import { useColumnKit } from "../../components/kit/columns";
import { ResourceScreen } from "../../components/kit/ResourceScreen";
import { useResourceScreen } from "../../components/kit/useResourceScreen";
import { useResourceForm } from "../../components/kit/useResourceForm";
import { ResourceTable } from "../../components/ResourceTable";
import type { Column } from "../../components/table/column";
import { localPage } from "../../components/table/localPage";
import { useResourceTable } from "../../components/table/useResourceTable";
import { RowAction } from "../../components/RowAction";
import { toast } from "../../components/toast";
import type { UserFieldsFragment } from "../../graphql";
import { useRevokeSessionMutation } from "../../graphql/__generated__/documents/sessions";
import {
  UsersDocument,
  useCreateUserMutation,
  useRecoverUserMutation,
  useRemoveUserMutation,
  useSetUserPasswordMutation,
  useSetUserStatusMutation,
  useUpdateUserMutation,
  useUserSessionsQuery,
  useUsersQuery,
} from "../../graphql/__generated__/documents/users";
import { userTypes } from "../auth/Register";
import { useSessionColumns } from "../account/MySessions";
import { SetPasswordDialog } from "./SetPasswordDialog";
import { useNs } from "../../i18n";
import { sessionsNs } from "../sessions/i18n";
import { usersNs } from "./i18n";
import { authNs } from "../auth/i18n";

const refetchUsers = { refetchQueries: [UsersDocument] };

function UserDialog({ user, onClose }: { user: UserFieldsFragment | null; onClose: () => void }) {
  const { t } = useNs(usersNs);
  const { t: authT } = useNs(authNs);
  const [create] = useCreateUserMutation(refetchUsers);
  const [update] = useUpdateUserMutation();
  const form = useResourceForm({
    initial: {
      account: user?.account ?? "",
      password: "",
      name: user?.name ?? "",
      email: user?.email ?? "",
      phone: user?.phone ?? "",
      companyName: user?.companyName ?? "",
      userType: user?.userType || "individual",
      realName: user?.realName ?? "",
    },
    schema: user ? userEditRule : userCreateRule,
    onSubmit: async (data, values) => {
      const common = {
        name: data.name,
        email: data.email || null,
        phone: data.phone || null,
        companyName: data.companyName,
        userType: values.userType,
      };
      const result = user
        ? await update({ variables: { id: user.id, input: { ...common, realName: data.realName } } })
        : await create({
            variables: { input: { ...common, account: values.account.trim(), password: values.password } },
          });
      if (!result.error) {
        toast.success(t("translation:common.saved"));
        onClose();
      }
    },
  });

  return (
    <FormDialog
      open
      title={user ? t("users.editTitle", { account: user.account }) : t("users.createTitle")}
      onClose={onClose}
      onSubmit={() => void form.submit()}
      submitting={form.submitting}
    >
      <Form.Group widths="equal">
        <Field
          {...form.field("account")}
          label={t("translation:common.account")}
          disabled={user !== null}
          required
        />
        <Field {...form.field("name")} label={t("users.name")} required />
      </Form.Group>
      {user ? (
        <Field {...form.field("realName")} label={t("users.realName")} />
      ) : (
        <Field
          {...form.field("password")}
          label={authT("auth.password")}
          type="password"
          required
          autoComplete="new-password"
        />
      )}
      <Form.Group widths="equal">
        <Field {...form.field("email")} label={t("translation:common.email")} type="email" />
        <Field {...form.field("phone")} label={t("translation:common.phone")} type="tel" />
      </Form.Group>
      <Form.Group widths="equal">
        <Field {...form.field("companyName")} label={t("users.companyName")} required />
        <Form.Select
          label={t("users.userType")}
          value={form.values.userType}
          options={userTypes.map((type) => ({
            key: type,
            value: type,
            text: authT(`auth.userTypes.${type}`),
          }))}
          onChange={(_event, data) => form.set("userType")(String(data.value))}
          data-testid="field-userType"
        />
      </Form.Group>
    </FormDialog>
  );
}

function UserSessionsDialog({ user, onClose }: { user: UserFieldsFragment; onClose: () => void }) {
  const { t } = useNs(usersNs);
  const { t: sessionsT } = useNs(sessionsNs);
  const session = useSession();
  const query = useUserSessionsQuery({ variables: { id: user.id }, fetchPolicy: "network-only" });
  const [revoke] = useRevokeSessionMutation();
  const table = useResourceTable({ pageSize: 10, sort: { name: "LastSeenAt", isAsc: false } });
  const columns = useSessionColumns();
  const page = localPage(query.data?.user?.sessions ?? [], columns, table);
  return (
    <Modal open onClose={onClose} size="large" data-testid="user-sessions-dialog">
      <Modal.Header>{t("users.sessionsTitle", { account: user.account })}</Modal.Header>
      <Modal.Content scrolling>
        <ResourceTable
          table={table}
          columns={columns}
          rows={page.rows}
          total={page.total}
          loading={query.loading}
          onRefresh={() => void query.refetch()}
          actions={
            session.can("User.Update")
              ? (row) => (
                  <ConfirmButton
                    iconOnly
                    label={t("users.kick")}
                    icon="ban"
                    question={sessionsT("sessions.kickConfirm", { account: row.account, ip: row.ip })}
                    onConfirm={async () => {
                      const result = await revoke({ variables: { side: "USER", id: row.id } });
                      if (!result.error) {
                        toast.success(t("users.kicked"));
                        await query.refetch();
                      }
                    }}
                    testId={`session-kick-${row.id}`}
                  />
                )
              : undefined
          }
        />
      </Modal.Content>
      <Modal.Actions>
        <Button onClick={onClose}>{t("translation:common.close")}</Button>
      </Modal.Actions>
    </Modal>
  );
}

export function NormalUsers() {
  const { t } = useNs(usersNs);
  const { t: authT } = useNs(authNs);
  const session = useSession();
  const screen = useResourceScreen({
    table: { sort: { name: "CreatedAt", isAsc: false } },
    useList: useUsersQuery,
    pick: (data) => data.users,
  });
  const editing = screen.editing;
  const [passwordOf, setPasswordOf] = useState<UserFieldsFragment | null>(null);
  const [sessionsOf, setSessionsOf] = useState<UserFieldsFragment | null>(null);
  const [setStatus] = useSetUserStatusMutation();
  const [setPassword, passwordState] = useSetUserPasswordMutation();
  const [remove] = useRemoveUserMutation(refetchUsers);
  const [recover] = useRecoverUserMutation(refetchUsers);
  const kit = useColumnKit();
  const canUpdate = session.can("User.Update");
  const canDelete = session.can("User.Delete");

  const columns = useMemo<Column<UserFieldsFragment>[]>(
    () => [
      kit.id(),
      kit.text("Account", t("translation:common.account"), (row) => row.account),
      kit.text("Name", t("users.name"), (row) => row.name),
      kit.text("Email", t("translation:common.email"), (row) => row.email, {
        render: (row) =>
          row.email ? (
            <span>
              {row.email}{" "}
              {row.emailStatus ? (
                <Icon name="check circle" color="green" title={t("users.emailStatus")} />
              ) : null}
            </span>
          ) : null,
      }),
      kit.text("Phone", t("translation:common.phone"), (row) => row.phone),
      kit.text("CompanyName", t("users.companyName"), (row) => row.companyName),
      {
        key: "UserType",
        title: t("users.userType"),
        value: (row) => row.userType,
        render: (row) =>
          userTypes.some((type) => type === row.userType)
            ? authT(`auth.userTypes.${row.userType as (typeof userTypes)[number]}`)
            : row.userType,
        filter: {
          kind: "string",
          options: userTypes.map((type) => ({ value: type, text: authT(`auth.userTypes.${type}`) })),
        },
      },
      kit.status(),
      kit.createdAt(),
      kit.date("LastLoginAt", t("users.lastLoginAt"), (row) => row.lastLoginAt),
    ],
    [t, authT, kit],
  );

  return (
    <ResourceScreen
      testId="normal-users-page"
      title={t("users.title")}
      {...screen.list(columns)}
      recycleBin
      create={canUpdate ? { label: t("users.create"), testId: "user-create" } : null}
      editing={editing}
      dialog={(user, close) => <UserDialog user={user} onClose={close} />}
      actions={{
        prefix: "user",
        name: (row) => row.account,
        edit: canUpdate ? editing.edit : undefined,
        status: canUpdate
          ? (row, status) => void setStatus({ variables: { id: row.id, status } })
          : undefined,
        extra: (row) => (
          <>
            {canUpdate ? (
              <RowAction
                icon="key"
                label={t("translation:common.setPassword")}
                onClick={() => setPasswordOf(row)}
                testId={`user-password-${row.id}`}
              />
            ) : null}
            <RowAction
              icon="plug"
              label={t("translation:common.sessions")}
              onClick={() => setSessionsOf(row)}
              testId={`user-sessions-${row.id}`}
            />
          </>
        ),
        remove: canDelete
          ? {
              run: (row) => remove({ variables: { id: row.id } }),
              detail: () => t("translation:common.confirmRemoveHint"),
            }
          : undefined,
        recover: canDelete ? (row) => recover({ variables: { id: row.id } }) : undefined,
      }}
    >
      {passwordOf ? (
        <SetPasswordDialog
          account={passwordOf.account}
          saving={passwordState.loading}
          onClose={() => setPasswordOf(null)}
          onSave={async (password) => {
            const result = await setPassword({ variables: { id: passwordOf.id, password } });
            if (!result.error) toast.success(t("users.passwordSet"));
            return !result.error;
          }}
        />
      ) : null}
      {sessionsOf ? <UserSessionsDialog user={sessionsOf} onClose={() => setSessionsOf(null)} /> : null}
    </ResourceScreen>
  );
}
