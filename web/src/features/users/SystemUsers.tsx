/** System users (administrators): list, create with roles, edit roles, enable or disable, password, remove. */
import { constants, systemUserCreateRule, systemUserEditRule } from "@crucible/schema";
import { useMemo, useState } from "react";
import { Form, Label } from "semantic-ui-react";
import { useSession } from "../../app/session";
import { Field } from "../../components/Field";
import { FormDialog } from "../../components/FormDialog";
import { useColumnKit } from "../../components/kit/columns";
import { ResourceScreen } from "../../components/kit/ResourceScreen";
import { useResourceScreen } from "../../components/kit/useResourceScreen";
import { useResourceForm } from "../../components/kit/useResourceForm";
import type { Column } from "../../components/table/column";
import { RowAction } from "../../components/RowAction";
import { toast } from "../../components/toast";
import type { SystemUserFieldsFragment } from "../../graphql";
import { useRolesQuery } from "../../graphql/__generated__/documents/access";
import {
  SystemUsersDocument,
  useCreateSystemUserMutation,
  useRemoveSystemUserMutation,
  useSetSystemUserPasswordMutation,
  useSetSystemUserStatusMutation,
  useSystemUsersQuery,
  useUpdateSystemUserMutation,
} from "../../graphql/__generated__/documents/users";
import { SetPasswordDialog } from "./SetPasswordDialog";
import { useNs } from "../../i18n";
import { usersNs } from "./i18n";
import { authNs } from "../auth/i18n";

const refetchSystemUsers = { refetchQueries: [SystemUsersDocument] };

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
  const { t } = useNs(usersNs);
  const { t: authT } = useNs(authNs);
  const roleOptions = useRoleOptions();
  const [create] = useCreateSystemUserMutation(refetchSystemUsers);
  const [update] = useUpdateSystemUserMutation();
  const form = useResourceForm({
    initial: {
      account: user?.account ?? "",
      password: "",
      name: user?.name ?? "",
      email: user?.email ?? "",
      phone: user?.phone ?? "",
      roleIds: user?.roles.map((role) => role.id) ?? [],
    },
    schema: user ? systemUserEditRule : systemUserCreateRule,
    onSubmit: async (data, values) => {
      const common = {
        name: data.name,
        email: data.email || null,
        phone: data.phone || null,
        roleIds: values.roleIds,
      };
      const result = user
        ? await update({ variables: { id: user.id, input: common } })
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
      title={user ? t("sysUsers.editTitle", { account: user.account }) : t("sysUsers.createTitle")}
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
        <Field {...form.field("name")} label={t("translation:common.name")} required />
      </Form.Group>
      {user ? null : (
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
      <Form.Dropdown
        label={t("sysUsers.roles")}
        multiple
        search
        selection
        options={roleOptions}
        value={form.values.roleIds}
        onChange={(_event, data) => form.set("roleIds")((data.value as string[]) ?? [])}
        data-testid="field-roleIds"
      />
    </FormDialog>
  );
}

export function SystemUsers() {
  const { t } = useNs(usersNs);
  const session = useSession();
  const screen = useResourceScreen({
    table: { sort: { name: "Id", isAsc: true } },
    useList: useSystemUsersQuery,
    pick: (data) => data.systemUsers,
  });
  const editing = screen.editing;
  const [passwordOf, setPasswordOf] = useState<SystemUserFieldsFragment | null>(null);
  const [setStatus] = useSetSystemUserStatusMutation();
  const [setPassword, passwordState] = useSetSystemUserPasswordMutation();
  const [remove] = useRemoveSystemUserMutation(refetchSystemUsers);
  const kit = useColumnKit();
  const canUpdate = session.can("Sys.User.Update");
  const canDelete = session.can("Sys.User.Delete");

  const columns = useMemo<Column<SystemUserFieldsFragment>[]>(
    () => [
      kit.id(),
      kit.text("Account", t("translation:common.account"), (row) => row.account),
      kit.text("Name", t("translation:common.name"), (row) => row.name),
      kit.text("Email", t("translation:common.email"), (row) => row.email),
      kit.text("Phone", t("translation:common.phone"), (row) => row.phone),
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
      kit.status(),
      kit.createdAt(),
      kit.date("LastLoginAt", t("users.lastLoginAt"), (row) => row.lastLoginAt),
    ],
    [t, kit],
  );

  return (
    <ResourceScreen
      testId="system-users-page"
      title={t("sysUsers.title")}
      {...screen.list(columns)}
      recycleBin
      create={canUpdate ? { label: t("sysUsers.create"), testId: "sysuser-create" } : null}
      editing={editing}
      dialog={(user, close) => <SystemUserDialog user={user} onClose={close} />}
      actions={{
        prefix: "sysuser",
        name: (row) => row.account,
        // One's own account can be neither disabled nor removed.
        allow: (row, action) => action === "edit" || row.id !== session.sysUser?.id,
        edit: canUpdate ? editing.edit : undefined,
        status: canUpdate
          ? (row, status) => void setStatus({ variables: { id: row.id, status } })
          : undefined,
        extra: (row) =>
          canUpdate ? (
            <RowAction
              icon="key"
              label={t("translation:common.setPassword")}
              onClick={() => setPasswordOf(row)}
              testId={`sysuser-password-${row.id}`}
            />
          ) : null,
        remove: canDelete ? { run: (row) => remove({ variables: { id: row.id } }) } : undefined,
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
    </ResourceScreen>
  );
}
