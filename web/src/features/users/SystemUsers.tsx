/** System users (administrators): list, create with roles, edit roles, enable or disable, password, remove. */
import { constants } from "@crucible/schema";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button, Form, Label } from "semantic-ui-react";
import { useSession } from "../../app/session";
import { ConfirmButton } from "../../components/ConfirmButton";
import { Field } from "../../components/Field";
import { formatDateTime } from "../../components/format";
import { FormDialog } from "../../components/FormDialog";
import { PageHeader } from "../../components/PageHeader";
import { RowAction, StatusAction } from "../../components/RowAction";
import { ResourceTable, useResourceTable, type Column } from "../../components/ResourceTable";
import { StatusLabel, useStatusOptions } from "../../components/StatusLabel";
import { toast } from "../../components/toast";
import {
  checkAccount,
  checkEmail,
  checkName,
  checkPassword,
  checkPhone,
  collectErrors,
  type ValidationKey,
} from "../../components/validation";
import {
  SystemUsersDocument,
  useCreateSystemUserMutation,
  useRemoveSystemUserMutation,
  useRolesQuery,
  useSetSystemUserPasswordMutation,
  useSetSystemUserStatusMutation,
  useSystemUsersQuery,
  useUpdateSystemUserMutation,
  type SystemUserFieldsFragment,
} from "../../graphql";
import { SetPasswordDialog } from "./SetPasswordDialog";

const refetchSystemUsers = { refetchQueries: [SystemUsersDocument] };

type FormKey = "account" | "password" | "name" | "email" | "phone";

/** Every role, for pickers: the list is small (one page of the catalogue limit). */
export function useRoleOptions() {
  const roles = useRolesQuery({ variables: { query: { limit: constants.permGroupQueryLimit } } });
  return (roles.data?.roles.list ?? []).map((role) => ({
    key: role.id,
    value: role.id,
    text: role.name,
    description: role.status === "DISABLED" ? "✕" : undefined,
  }));
}

function SystemUserDialog({ user, onClose }: { user: SystemUserFieldsFragment | null; onClose: () => void }) {
  const { t } = useTranslation();
  const roleOptions = useRoleOptions();
  const [form, setForm] = useState<Record<FormKey, string>>({
    account: user?.account ?? "",
    password: "",
    name: user?.name ?? "",
    email: user?.email ?? "",
    phone: user?.phone ?? "",
  });
  const [roleIds, setRoleIds] = useState<string[]>(user?.roles.map((role) => role.id) ?? []);
  const [errors, setErrors] = useState<Partial<Record<FormKey, ValidationKey>>>({});
  const [create, createState] = useCreateSystemUserMutation(refetchSystemUsers);
  const [update, updateState] = useUpdateSystemUserMutation();
  const set = (key: FormKey) => (value: string) => setForm((current) => ({ ...current, [key]: value }));

  const submit = async () => {
    const found = collectErrors({
      account: user ? null : checkAccount(form.account),
      password: user ? null : checkPassword(form.password),
      name: checkName(form.name),
      email: checkEmail(form.email, false),
      phone: checkPhone(form.phone, false),
    });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const common = {
      name: form.name,
      email: form.email.trim() || null,
      phone: form.phone.trim() || null,
      roleIds,
    };
    const result = user
      ? await update({ variables: { id: user.id, input: common } })
      : await create({ variables: { input: { ...common, account: form.account, password: form.password } } });
    if (!result.error) {
      toast.success(t("common.saved"));
      onClose();
    }
  };

  return (
    <FormDialog
      open
      title={user ? t("sysUsers.editTitle", { account: user.account }) : t("sysUsers.createTitle")}
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
          label={t("common.name")}
          value={form.name}
          onChange={set("name")}
          error={errors.name}
          required
        />
      </Form.Group>
      {user ? null : (
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
      <Form.Dropdown
        label={t("sysUsers.roles")}
        multiple
        search
        selection
        options={roleOptions}
        value={roleIds}
        onChange={(_event, data) => setRoleIds((data.value as string[]) ?? [])}
        data-testid="field-roleIds"
      />
    </FormDialog>
  );
}

export function SystemUsers() {
  const { t } = useTranslation();
  const session = useSession();
  const table = useResourceTable({ sort: { name: "Id", isAsc: true } });
  const query = useSystemUsersQuery({ variables: { query: table.query }, fetchPolicy: "cache-and-network" });
  const [editing, setEditing] = useState<SystemUserFieldsFragment | "new" | null>(null);
  const [passwordOf, setPasswordOf] = useState<SystemUserFieldsFragment | null>(null);
  const [setStatus] = useSetSystemUserStatusMutation();
  const [setPassword, passwordState] = useSetSystemUserPasswordMutation();
  const [remove] = useRemoveSystemUserMutation(refetchSystemUsers);
  const statusOptions = useStatusOptions();
  const canUpdate = session.can("Sys.User.Update");
  const canDelete = session.can("Sys.User.Delete");

  const columns = useMemo<Column<SystemUserFieldsFragment>[]>(
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
        title: t("common.name"),
        value: (row) => row.name,
        sortable: true,
        filter: { kind: "string" },
      },
      {
        key: "Email",
        title: t("common.email"),
        value: (row) => row.email,
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
        key: "Roles",
        title: t("sysUsers.roles"),
        render: (row) =>
          row.roles.map((role) => (
            <Label key={role.id} size="small" basic={role.status === "DISABLED"}>
              {role.name}
            </Label>
          )),
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

  const actions = (row: SystemUserFieldsFragment) => {
    if (row.deletedAt) return null;
    const self = row.id === session.sysUser?.id;
    return (
      <div className="action-buttons">
        {canUpdate ? (
          <>
            <RowAction
              icon="edit"
              label={t("common.edit")}
              onClick={() => setEditing(row)}
              testId={`sysuser-edit-${row.id}`}
            />
            {self ? null : (
              <StatusAction
                status={row.status}
                onToggle={(status) => void setStatus({ variables: { id: row.id, status } })}
                testId={`sysuser-status-${row.id}`}
              />
            )}
            <RowAction
              icon="key"
              label={t("common.setPassword")}
              onClick={() => setPasswordOf(row)}
              testId={`sysuser-password-${row.id}`}
            />
          </>
        ) : null}
        {canDelete && !self ? (
          <ConfirmButton
            iconOnly
            label={t("common.remove")}
            icon="trash"
            question={t("common.confirmRemove", { name: row.account })}
            onConfirm={() => remove({ variables: { id: row.id } })}
            testId={`sysuser-remove-${row.id}`}
          />
        ) : null}
      </div>
    );
  };

  return (
    <div data-testid="system-users-page">
      <PageHeader title={t("sysUsers.title")} />
      <ResourceTable
        table={table}
        columns={columns}
        rows={query.data?.systemUsers.list ?? []}
        total={query.data?.systemUsers.total ?? 0}
        loading={query.loading}
        recycleBin
        onRefresh={() => void query.refetch()}
        toolbar={
          canUpdate ? (
            <Button
              primary
              icon="plus"
              content={t("sysUsers.create")}
              onClick={() => setEditing("new")}
              data-testid="sysuser-create"
            />
          ) : null
        }
        actions={actions}
      />
      {editing ? (
        <SystemUserDialog user={editing === "new" ? null : editing} onClose={() => setEditing(null)} />
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
    </div>
  );
}
