/** Permission roles: a role holds permission groups; system users hold roles. */
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
import { checkRequired, type ValidationKey } from "../../components/validation";
import {
  RolesDocument,
  useCreateRoleMutation,
  usePermGroupsQuery,
  useRemoveRoleMutation,
  useRolesQuery,
  useSetRoleStatusMutation,
  useUpdateRoleMutation,
  type RoleFieldsFragment,
} from "../../graphql";

const refetchRoles = { refetchQueries: [RolesDocument] };

function RoleDialog({ role, onClose }: { role: RoleFieldsFragment | null; onClose: () => void }) {
  const { t } = useTranslation();
  const groups = usePermGroupsQuery({ variables: { query: { limit: constants.permGroupQueryLimit } } });
  const [name, setName] = useState(role?.name ?? "");
  const [remark, setRemark] = useState(role?.remark ?? "");
  const [groupIds, setGroupIds] = useState<string[]>(role?.groups.map((group) => group.id) ?? []);
  const [error, setError] = useState<ValidationKey | null>(null);
  const [create, createState] = useCreateRoleMutation(refetchRoles);
  const [update, updateState] = useUpdateRoleMutation();
  const options = (groups.data?.permGroups.list ?? []).map((group) => ({
    key: group.id,
    value: group.id,
    text: group.name,
    description: t("groups.permCount", { count: group.perms.length }),
  }));

  const submit = async () => {
    const found = checkRequired(name);
    setError(found);
    if (found) return;
    const input = { name: name.trim(), remark: remark.trim(), groupIds };
    const result = role
      ? await update({ variables: { id: role.id, input } })
      : await create({ variables: { input } });
    if (!result.error) {
      toast.success(t("common.saved"));
      onClose();
    }
  };

  return (
    <FormDialog
      open
      title={role ? t("roles.editTitle", { name: role.name }) : t("roles.createTitle")}
      onClose={onClose}
      onSubmit={() => void submit()}
      submitting={createState.loading || updateState.loading}
    >
      <Field
        name="name"
        label={t("common.name")}
        value={name}
        onChange={setName}
        error={error}
        required
        maxLength={64}
      />
      <Form.Dropdown
        label={t("roles.groups")}
        multiple
        search
        selection
        loading={groups.loading}
        options={options}
        value={groupIds}
        onChange={(_event, data) => setGroupIds((data.value as string[]) ?? [])}
        data-testid="field-groupIds"
      />
      <Form.TextArea
        label={t("common.remark")}
        value={remark}
        rows={2}
        maxLength={500}
        onChange={(_event, data) => setRemark(String(data.value))}
        data-testid="field-remark"
      />
    </FormDialog>
  );
}

export function Roles() {
  const { t } = useTranslation();
  const session = useSession();
  const table = useResourceTable({ sort: { name: "SortOrder", isAsc: true } });
  const query = useRolesQuery({ variables: { query: table.query }, fetchPolicy: "cache-and-network" });
  const [editing, setEditing] = useState<RoleFieldsFragment | "new" | null>(null);
  const [setStatus] = useSetRoleStatusMutation();
  const [remove] = useRemoveRoleMutation(refetchRoles);
  const statusOptions = useStatusOptions();
  const canUpdate = session.can("Sys.User.Update");
  const canDelete = session.can("Sys.User.Delete");

  const columns = useMemo<Column<RoleFieldsFragment>[]>(
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
        key: "Name",
        title: t("common.name"),
        value: (row) => row.name,
        sortable: true,
        filter: { kind: "string" },
      },
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
      { key: "Remark", title: t("common.remark"), value: (row) => row.remark },
      {
        key: "Status",
        title: t("common.status"),
        value: (row) => row.status,
        render: (row) => <StatusLabel status={row.status} />,
        sortable: true,
        filter: { kind: "string", options: statusOptions },
      },
      {
        key: "SortOrder",
        title: t("common.sortOrder"),
        value: (row) => row.sortOrder,
        sortable: true,
        filter: { kind: "number" },
        collapsing: true,
      },
      {
        key: "CreatedAt",
        title: t("common.createdAt"),
        value: (row) => row.createdAt,
        render: (row) => formatDateTime(row.createdAt),
        sortable: true,
        filter: { kind: "date" },
      },
    ],
    [t, statusOptions],
  );

  return (
    <div data-testid="roles-page">
      <PageHeader title={t("roles.title")} />
      <ResourceTable
        table={table}
        columns={columns}
        rows={query.data?.roles.list ?? []}
        total={query.data?.roles.total ?? 0}
        loading={query.loading}
        recycleBin
        onRefresh={() => void query.refetch()}
        toolbar={
          canUpdate ? (
            <Button
              primary
              icon="plus"
              content={t("roles.create")}
              onClick={() => setEditing("new")}
              data-testid="role-create"
            />
          ) : null
        }
        actions={(row) =>
          row.deletedAt ? null : (
            <div className="action-buttons">
              {canUpdate ? (
                <>
                  <RowAction
                    icon="edit"
                    label={t("common.edit")}
                    onClick={() => setEditing(row)}
                    testId={`role-edit-${row.id}`}
                  />
                  <StatusAction
                    status={row.status}
                    onToggle={(status) => void setStatus({ variables: { id: row.id, status } })}
                    testId={`role-status-${row.id}`}
                  />
                </>
              ) : null}
              {canDelete ? (
                <ConfirmButton
                  iconOnly
                  label={t("common.remove")}
                  icon="trash"
                  question={t("common.confirmRemove", { name: row.name })}
                  onConfirm={() => remove({ variables: { id: row.id } })}
                  testId={`role-remove-${row.id}`}
                />
              ) : null}
            </div>
          )
        }
      />
      {editing ? (
        <RoleDialog role={editing === "new" ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
    </div>
  );
}
