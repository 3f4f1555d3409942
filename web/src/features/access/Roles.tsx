/** Permission roles: a role holds permission groups; system users hold roles. */
import { accessGroupRule, constants } from "@crucible/schema";
import { useMemo } from "react";
import { Form, Label } from "semantic-ui-react";
import { useSession } from "../../app/session";
import { Field } from "../../components/Field";
import { FormDialog } from "../../components/FormDialog";
import { useColumnKit } from "../../components/kit/columns";
import { ResourceScreen } from "../../components/kit/ResourceScreen";
import { useResourceForm } from "../../components/kit/useResourceForm";
import { useResourceScreen } from "../../components/kit/useResourceScreen";
import type { Column } from "../../components/table/column";
import { toast } from "../../components/toast";
import type { RoleFieldsFragment } from "../../graphql";
import {
  RolesDocument,
  useCreateRoleMutation,
  usePermGroupsQuery,
  useRemoveRoleMutation,
  useRolesQuery,
  useSetRoleStatusMutation,
  useUpdateRoleMutation,
} from "../../graphql/__generated__/documents/access";
import { useNs } from "../../i18n";
import { accessNs } from "./i18n";

const refetchRoles = { refetchQueries: [RolesDocument] };

function RoleDialog({ role, onClose }: { role: RoleFieldsFragment | null; onClose: () => void }) {
  const { t } = useNs(accessNs);
  const groups = usePermGroupsQuery({ variables: { query: { limit: constants.permGroupQueryLimit } } });
  const [create] = useCreateRoleMutation(refetchRoles);
  const [update] = useUpdateRoleMutation();
  const form = useResourceForm({
    initial: {
      name: role?.name ?? "",
      remark: role?.remark ?? "",
      groupIds: role?.groups.map((group) => group.id) ?? [],
    },
    schema: accessGroupRule,
    onSubmit: async (data, values) => {
      const input = { ...data, groupIds: values.groupIds };
      const result = role
        ? await update({ variables: { id: role.id, input } })
        : await create({ variables: { input } });
      if (!result.error) {
        toast.success(t("translation:common.saved"));
        onClose();
      }
    },
  });
  const options = (groups.data?.permGroups.list ?? []).map((group) => ({
    key: group.id,
    value: group.id,
    text: group.name,
    description: t("groups.permCount", { count: group.perms.length }),
  }));
  const remarkError = form.error("remark");

  return (
    <FormDialog
      open
      title={role ? t("roles.editTitle", { name: role.name }) : t("roles.createTitle")}
      onClose={onClose}
      onSubmit={() => void form.submit()}
      submitting={form.submitting}
    >
      <Field {...form.field("name")} label={t("translation:common.name")} required maxLength={64} />
      <Form.Dropdown
        label={t("roles.groups")}
        multiple
        search
        selection
        loading={groups.loading}
        options={options}
        value={form.values.groupIds}
        onChange={(_event, data) => form.set("groupIds")((data.value as string[]) ?? [])}
        data-testid="field-groupIds"
      />
      <Form.TextArea
        label={t("translation:common.remark")}
        value={form.values.remark}
        rows={2}
        maxLength={500}
        error={remarkError ? { content: remarkError, pointing: "above" } : undefined}
        onChange={(_event, data) => form.set("remark")(String(data.value))}
        data-testid="field-remark"
      />
    </FormDialog>
  );
}

export function Roles() {
  const { t } = useNs(accessNs);
  const session = useSession();
  const screen = useResourceScreen({
    table: { sort: { name: "SortOrder", isAsc: true } },
    useList: useRolesQuery,
    pick: (data) => data.roles,
  });
  const editing = screen.editing;
  const [setStatus] = useSetRoleStatusMutation();
  const [remove] = useRemoveRoleMutation(refetchRoles);
  const kit = useColumnKit();
  const canUpdate = session.can("Sys.User.Update");
  const canDelete = session.can("Sys.User.Delete");

  const columns = useMemo<Column<RoleFieldsFragment>[]>(
    () => [
      kit.id(),
      kit.text("Name", t("translation:common.name"), (row) => row.name),
      {
        key: "Groups",
        title: t("roles.groups"),
        render: (row) =>
          row.groups.map((group) => (
            <Label key={group.id} size="small">
              {group.name}
            </Label>
          )),
      },
      { key: "Remark", title: t("translation:common.remark"), value: (row) => row.remark },
      kit.status(),
      kit.sortOrder(),
      kit.createdAt(),
    ],
    [t, kit],
  );

  return (
    <ResourceScreen
      testId="roles-page"
      title={t("roles.title")}
      {...screen.list(columns)}
      recycleBin
      create={canUpdate ? { label: t("roles.create"), testId: "role-create" } : null}
      editing={editing}
      dialog={(role, close) => <RoleDialog role={role} onClose={close} />}
      actions={{
        prefix: "role",
        name: (row) => row.name,
        edit: canUpdate ? editing.edit : undefined,
        status: canUpdate
          ? (row, status) => void setStatus({ variables: { id: row.id, status } })
          : undefined,
        remove: canDelete ? { run: (row) => remove({ variables: { id: row.id } }) } : undefined,
      }}
    />
  );
}
