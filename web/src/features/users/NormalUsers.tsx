/** Normal users: list, create, edit, enable or disable, set password, soft remove and recover, sessions. */
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button, Form, Icon, Modal } from "semantic-ui-react";
import { useSession } from "../../app/session";
import { ConfirmButton } from "../../components/ConfirmButton";
import { Field } from "../../components/Field";
import { formatDateTime } from "../../components/format";
import { FormDialog } from "../../components/FormDialog";
import { PageHeader } from "../../components/PageHeader";
import { RowAction, StatusAction } from "../../components/RowAction";
import { localPage, ResourceTable, useResourceTable, type Column } from "../../components/ResourceTable";
import { StatusLabel, useStatusOptions } from "../../components/StatusLabel";
import { toast } from "../../components/toast";
import {
  checkAccount,
  checkCompanyName,
  checkEmail,
  checkName,
  checkPassword,
  checkPhone,
  collectErrors,
  type ValidationKey,
} from "../../components/validation";
import {
  UsersDocument,
  useCreateUserMutation,
  useRecoverUserMutation,
  useRemoveUserMutation,
  useRevokeSessionMutation,
  useSetUserPasswordMutation,
  useSetUserStatusMutation,
  useUpdateUserMutation,
  useUserSessionsQuery,
  useUsersQuery,
  type UserFieldsFragment,
} from "../../graphql";
import { userTypes } from "../auth/Register";
import { useSessionColumns } from "../account/MySessions";
import { SetPasswordDialog } from "./SetPasswordDialog";

const refetchUsers = { refetchQueries: [UsersDocument] };

type UserFormKey =
  "account" | "password" | "name" | "email" | "phone" | "companyName" | "userType" | "realName";

function UserDialog({ user, onClose }: { user: UserFieldsFragment | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [form, setForm] = useState<Record<UserFormKey, string>>({
    account: user?.account ?? "",
    password: "",
    name: user?.name ?? "",
    email: user?.email ?? "",
    phone: user?.phone ?? "",
    companyName: user?.companyName ?? "",
    userType: user?.userType || "individual",
    realName: user?.realName ?? "",
  });
  const [errors, setErrors] = useState<Partial<Record<UserFormKey, ValidationKey>>>({});
  const [create, createState] = useCreateUserMutation(refetchUsers);
  const [update, updateState] = useUpdateUserMutation();
  const set = (key: UserFormKey) => (value: string) => setForm((current) => ({ ...current, [key]: value }));

  const submit = async () => {
    const found = collectErrors({
      account: user ? null : checkAccount(form.account),
      password: user ? null : checkPassword(form.password),
      name: checkName(form.name),
      email: checkEmail(form.email, false),
      phone: checkPhone(form.phone, false),
      companyName: checkCompanyName(form.companyName),
    });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const common = {
      name: form.name,
      email: form.email.trim() || null,
      phone: form.phone.trim() || null,
      companyName: form.companyName.trim(),
      userType: form.userType,
    };
    const result = user
      ? await update({ variables: { id: user.id, input: { ...common, realName: form.realName.trim() } } })
      : await create({ variables: { input: { ...common, account: form.account, password: form.password } } });
    if (!result.error) {
      toast.success(t("common.saved"));
      onClose();
    }
  };

  return (
    <FormDialog
      open
      title={user ? t("users.editTitle", { account: user.account }) : t("users.createTitle")}
      onClose={onClose}
      onSubmit={() => void submit()}
      submitting={createState.loading || updateState.loading}
    >
      <Form.Group widths="equal">
        <Field
          name="account"
          label={t("common.account")}
          value={form.account}
          onChange={set("account")}
          error={errors.account}
          disabled={user !== null}
          required
        />
        <Field
          name="name"
          label={t("users.name")}
          value={form.name}
          onChange={set("name")}
          error={errors.name}
          required
        />
      </Form.Group>
      {user ? (
        <Field name="realName" label={t("users.realName")} value={form.realName} onChange={set("realName")} />
      ) : (
        <Field
          name="password"
          label={t("auth.password")}
          type="password"
          value={form.password}
          onChange={set("password")}
          error={errors.password}
          required
          autoComplete="new-password"
        />
      )}
      <Form.Group widths="equal">
        <Field
          name="email"
          label={t("common.email")}
          type="email"
          value={form.email}
          onChange={set("email")}
          error={errors.email}
        />
        <Field
          name="phone"
          label={t("common.phone")}
          type="tel"
          value={form.phone}
          onChange={set("phone")}
          error={errors.phone}
        />
      </Form.Group>
      <Form.Group widths="equal">
        <Field
          name="companyName"
          label={t("users.companyName")}
          value={form.companyName}
          onChange={set("companyName")}
          error={errors.companyName}
          required
        />
        <Form.Select
          label={t("users.userType")}
          value={form.userType}
          options={userTypes.map((type) => ({ key: type, value: type, text: t(`auth.userTypes.${type}`) }))}
          onChange={(_event, data) => set("userType")(String(data.value))}
          data-testid="field-userType"
        />
      </Form.Group>
    </FormDialog>
  );
}

function UserSessionsDialog({ user, onClose }: { user: UserFieldsFragment; onClose: () => void }) {
  const { t } = useTranslation();
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
                    question={t("sessions.kickConfirm", { account: row.account, ip: row.ip })}
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
        <Button onClick={onClose}>{t("common.close")}</Button>
      </Modal.Actions>
    </Modal>
  );
}

export function NormalUsers() {
  const { t } = useTranslation();
  const session = useSession();
  const table = useResourceTable({ sort: { name: "CreatedAt", isAsc: false } });
  const query = useUsersQuery({ variables: { query: table.query }, fetchPolicy: "cache-and-network" });
  const [editing, setEditing] = useState<UserFieldsFragment | "new" | null>(null);
  const [passwordOf, setPasswordOf] = useState<UserFieldsFragment | null>(null);
  const [sessionsOf, setSessionsOf] = useState<UserFieldsFragment | null>(null);
  const [setStatus] = useSetUserStatusMutation();
  const [setPassword, passwordState] = useSetUserPasswordMutation();
  const [remove] = useRemoveUserMutation(refetchUsers);
  const [recover] = useRecoverUserMutation(refetchUsers);
  const statusOptions = useStatusOptions();
  const canUpdate = session.can("User.Update");
  const canDelete = session.can("User.Delete");

  const columns = useMemo<Column<UserFieldsFragment>[]>(
    () => [
      {
        key: "Id",
        title: t("common.id"),
        value: (row) => Number(row.id),
        sortable: true,
        filter: { kind: "number" },
        collapsing: true,
      },
      {
        key: "Account",
        title: t("common.account"),
        value: (row) => row.account,
        sortable: true,
        filter: { kind: "string" },
      },
      {
        key: "Name",
        title: t("users.name"),
        value: (row) => row.name,
        sortable: true,
        filter: { kind: "string" },
      },
      {
        key: "Email",
        title: t("common.email"),
        value: (row) => row.email,
        render: (row) =>
          row.email ? (
            <span>
              {row.email}{" "}
              {row.emailStatus ? (
                <Icon name="check circle" color="green" title={t("users.emailStatus")} />
              ) : null}
            </span>
          ) : null,
        sortable: true,
        filter: { kind: "string" },
      },
      {
        key: "Phone",
        title: t("common.phone"),
        value: (row) => row.phone,
        sortable: true,
        filter: { kind: "string" },
      },
      {
        key: "CompanyName",
        title: t("users.companyName"),
        value: (row) => row.companyName,
        sortable: true,
        filter: { kind: "string" },
      },
      {
        key: "UserType",
        title: t("users.userType"),
        value: (row) => row.userType,
        render: (row) =>
          userTypes.some((type) => type === row.userType)
            ? t(`auth.userTypes.${row.userType as (typeof userTypes)[number]}`)
            : row.userType,
        filter: {
          kind: "string",
          options: userTypes.map((type) => ({ value: type, text: t(`auth.userTypes.${type}`) })),
        },
      },
      {
        key: "Status",
        title: t("common.status"),
        value: (row) => row.status,
        render: (row) => <StatusLabel status={row.status} />,
        sortable: true,
        filter: { kind: "string", options: statusOptions },
      },
      {
        key: "CreatedAt",
        title: t("common.createdAt"),
        value: (row) => row.createdAt,
        render: (row) => formatDateTime(row.createdAt),
        sortable: true,
        filter: { kind: "date" },
      },
      {
        key: "LastLoginAt",
        title: t("users.lastLoginAt"),
        value: (row) => row.lastLoginAt,
        render: (row) => formatDateTime(row.lastLoginAt),
        sortable: true,
        filter: { kind: "date" },
      },
    ],
    [t, statusOptions],
  );

  const actions = (row: UserFieldsFragment) => {
    if (row.deletedAt) {
      return canDelete ? (
        <RowAction
          icon="undo"
          label={t("common.recover")}
          onClick={() =>
            void recover({ variables: { id: row.id } }).then((result) => {
              if (!result.error) toast.success(t("common.done"));
            })
          }
          testId={`user-recover-${row.id}`}
        />
      ) : null;
    }
    return (
      <div className="action-buttons">
        {canUpdate ? (
          <>
            <RowAction
              icon="edit"
              label={t("common.edit")}
              onClick={() => setEditing(row)}
              testId={`user-edit-${row.id}`}
            />
            <StatusAction
              status={row.status}
              onToggle={(status) => void setStatus({ variables: { id: row.id, status } })}
              testId={`user-status-${row.id}`}
            />
            <RowAction
              icon="key"
              label={t("common.setPassword")}
              onClick={() => setPasswordOf(row)}
              testId={`user-password-${row.id}`}
            />
          </>
        ) : null}
        <RowAction
          icon="plug"
          label={t("common.sessions")}
          onClick={() => setSessionsOf(row)}
          testId={`user-sessions-${row.id}`}
        />
        {canDelete ? (
          <ConfirmButton
            iconOnly
            label={t("common.remove")}
            icon="trash"
            question={t("common.confirmRemove", { name: row.account })}
            detail={t("common.confirmRemoveHint")}
            onConfirm={() => remove({ variables: { id: row.id } })}
            testId={`user-remove-${row.id}`}
          />
        ) : null}
      </div>
    );
  };

  return (
    <div data-testid="normal-users-page">
      <PageHeader title={t("users.title")} />
      <ResourceTable
        table={table}
        columns={columns}
        rows={query.data?.users.list ?? []}
        total={query.data?.users.total ?? 0}
        loading={query.loading}
        recycleBin
        onRefresh={() => void query.refetch()}
        toolbar={
          canUpdate ? (
            <Button
              primary
              icon="plus"
              content={t("users.create")}
              onClick={() => setEditing("new")}
              data-testid="user-create"
            />
          ) : null
        }
        actions={actions}
      />
      {editing ? (
        <UserDialog user={editing === "new" ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
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
    </div>
  );
}
