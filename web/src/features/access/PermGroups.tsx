/** Permission groups: named sets of permissions, picked by area from the catalogue. */
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button, Checkbox, Form, Label, Popup, Table } from "semantic-ui-react";
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
  PermGroupsDocument,
  useCreatePermGroupMutation,
  usePermGroupsQuery,
  usePermissionCatalogueQuery,
  useRemovePermGroupMutation,
  useSetPermGroupStatusMutation,
  useUpdatePermGroupMutation,
  type PermGroupFieldsFragment,
} from "../../graphql";
import { useCatalogue } from "../../i18n";
import { areaLabel, groupByArea, verbLabel, verbOrder } from "./permissionLabels";

const refetchGroups = { refetchQueries: [PermGroupsDocument] };

function PermissionPicker({
  value,
  onChange,
}: {
  value: readonly string[];
  onChange: (perms: string[]) => void;
}) {
  const { t } = useTranslation();
  const catalogue = useCatalogue();
  const query = usePermissionCatalogueQuery();
  const areas = groupByArea(query.data?.permissionCatalogue ?? []);
  const chosen = new Set(value);
  const toggle = (names: readonly string[], on: boolean) => {
    const next = new Set(chosen);
    for (const name of names) {
      if (on) next.add(name);
      else next.delete(name);
    }
    onChange([...next].sort());
  };
  return (
    <Table compact celled definition unstackable className="perm-picker" data-testid="perm-picker">
      <Table.Header>
        <Table.Row>
          <Table.HeaderCell />
          {verbOrder.map((verb) => (
            <Table.HeaderCell key={verb} textAlign="center" collapsing>
              {verbLabel(catalogue, verb)}
            </Table.HeaderCell>
          ))}
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {areas.map(({ area, perms }) => {
          const names = perms.map((perm) => perm.name);
          const all = names.every((name) => chosen.has(name));
          const some = names.some((name) => chosen.has(name));
          return (
            <Table.Row key={area} data-testid={`perm-area-${area}`}>
              <Table.Cell>
                <Checkbox
                  label={areaLabel(catalogue, area)}
                  checked={all}
                  indeterminate={some && !all}
                  title={t("groups.selectArea", { area: areaLabel(catalogue, area) })}
                  onChange={() => toggle(names, !all)}
                />
              </Table.Cell>
              {verbOrder.map((verb) => {
                const perm = perms.find((item) => item.verb === verb);
                return (
                  <Table.Cell key={verb} textAlign="center">
                    {perm ? (
                      <Checkbox
                        checked={chosen.has(perm.name)}
                        onChange={(_event, data) => toggle([perm.name], Boolean(data.checked))}
                        title={perm.name}
                        data-testid={`perm-${perm.name}`}
                      />
                    ) : null}
                  </Table.Cell>
                );
              })}
            </Table.Row>
          );
        })}
      </Table.Body>
    </Table>
  );
}

function GroupDialog({ group, onClose }: { group: PermGroupFieldsFragment | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [name, setName] = useState(group?.name ?? "");
  const [remark, setRemark] = useState(group?.remark ?? "");
  const [perms, setPerms] = useState<string[]>([...(group?.perms ?? [])]);
  const [error, setError] = useState<ValidationKey | null>(null);
  const [create, createState] = useCreatePermGroupMutation(refetchGroups);
  const [update, updateState] = useUpdatePermGroupMutation();

  const submit = async () => {
    const found = checkRequired(name);
    setError(found);
    if (found) return;
    const input = { name: name.trim(), remark: remark.trim(), perms };
    const result = group
      ? await update({ variables: { id: group.id, input } })
      : await create({ variables: { input } });
    if (!result.error) {
      toast.success(t("common.saved"));
      onClose();
    }
  };

  return (
    <FormDialog
      open
      size="large"
      title={group ? t("groups.editTitle", { name: group.name }) : t("groups.createTitle")}
      onClose={onClose}
      onSubmit={() => void submit()}
      submitting={createState.loading || updateState.loading}
    >
      <Form.Group widths="equal">
        <Field
          name="name"
          label={t("common.name")}
          value={name}
          onChange={setName}
          error={error}
          required
          maxLength={64}
        />
        <Form.Input
          label={t("common.remark")}
          value={remark}
          maxLength={500}
          onChange={(_event, data) => setRemark(String(data.value))}
          input={{ "data-testid": "field-remark" }}
        />
      </Form.Group>
      <div className="field">
        <label>
          {t("groups.perms")} <Label size="mini">{t("groups.permCount", { count: perms.length })}</Label>
        </label>
        <PermissionPicker value={perms} onChange={setPerms} />
      </div>
    </FormDialog>
  );
}

export function PermGroups() {
  const { t } = useTranslation();
  const session = useSession();
  const table = useResourceTable({ sort: { name: "SortOrder", isAsc: true } });
  const query = usePermGroupsQuery({ variables: { query: table.query }, fetchPolicy: "cache-and-network" });
  const [editing, setEditing] = useState<PermGroupFieldsFragment | "new" | null>(null);
  const [setStatus] = useSetPermGroupStatusMutation();
  const [remove] = useRemovePermGroupMutation(refetchGroups);
  const statusOptions = useStatusOptions();
  const canUpdate = session.can("Sys.User.Update");
  const canDelete = session.can("Sys.User.Delete");

  const columns = useMemo<Column<PermGroupFieldsFragment>[]>(
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
        key: "Perms",
        title: t("groups.perms"),
        render: (row) => (
          <Popup
            trigger={<Label size="small">{t("groups.permCount", { count: row.perms.length })}</Label>}
            content={<div className="perm-list">{row.perms.join("\n")}</div>}
            disabled={row.perms.length === 0}
            wide
          />
        ),
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
    <div data-testid="perm-groups-page">
      <PageHeader title={t("groups.title")} />
      <ResourceTable
        table={table}
        columns={columns}
        rows={query.data?.permGroups.list ?? []}
        total={query.data?.permGroups.total ?? 0}
        loading={query.loading}
        recycleBin
        onRefresh={() => void query.refetch()}
        toolbar={
          canUpdate ? (
            <Button
              primary
              icon="plus"
              content={t("groups.create")}
              onClick={() => setEditing("new")}
              data-testid="group-create"
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
                    testId={`group-edit-${row.id}`}
                  />
                  <StatusAction
                    status={row.status}
                    onToggle={(status) => void setStatus({ variables: { id: row.id, status } })}
                    testId={`group-status-${row.id}`}
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
                  testId={`group-remove-${row.id}`}
                />
              ) : null}
            </div>
          )
        }
      />
      {editing ? (
        <GroupDialog group={editing === "new" ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
    </div>
  );
}
