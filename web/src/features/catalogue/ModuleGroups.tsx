/** Module groups of the catalogue: create, rename, reorder, delete (the modules stay, without a group). */
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button, Form } from "semantic-ui-react";
import { useSession } from "../../app/session";
import { ConfirmButton } from "../../components/ConfirmButton";
import { Field } from "../../components/Field";
import { formatDateTime } from "../../components/format";
import { FormDialog } from "../../components/FormDialog";
import { PageHeader } from "../../components/PageHeader";
import { localPage, ResourceTable, useResourceTable, type Column } from "../../components/ResourceTable";
import { RowAction } from "../../components/RowAction";
import { toast } from "../../components/toast";
import {
  AdminGroupsDocument,
  useAdminCreateGroupMutation,
  useAdminDeleteGroupMutation,
  useAdminGroupsQuery,
  useAdminReorderGroupsMutation,
  useAdminUpdateGroupMutation,
  type AdminGroupFieldsFragment,
} from "../../graphql";
import { duplicateField } from "./forms";
import "./catalogue.css";

const refetchGroups = { refetchQueries: [AdminGroupsDocument] };

function GroupDialog({ group, onClose }: { group: AdminGroupFieldsFragment | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [name, setName] = useState(group?.name ?? "");
  const [nameZh, setNameZh] = useState(group?.nameZh ?? "");
  const [error, setError] = useState<string | null>(null);
  const [create, createState] = useAdminCreateGroupMutation(refetchGroups);
  const [update, updateState] = useAdminUpdateGroupMutation();
  const submit = async () => {
    if (name.trim() === "") {
      setError(t("validation.required"));
      return;
    }
    setError(null);
    const input = { name: name.trim(), nameZh: nameZh.trim() };
    const result = group
      ? await update({ variables: { id: group.id, input } })
      : await create({ variables: { input } });
    if (!result.error) {
      toast.success(t("common.saved"));
      onClose();
    } else if (duplicateField(result.error) === "Name") {
      setError(t("catalogue.taken"));
    }
  };
  return (
    <FormDialog
      open
      size="tiny"
      title={
        group ? t("catalogue.groups.editTitle", { name: group.name }) : t("catalogue.groups.createTitle")
      }
      onClose={onClose}
      onSubmit={() => void submit()}
      submitting={createState.loading || updateState.loading}
      testId="group-dialog"
    >
      <Form.Group widths="equal">
        <Field
          name="groupName"
          label={t("catalogue.groups.name")}
          value={name}
          onChange={setName}
          message={error}
          required
          maxLength={100}
        />
        <Field
          name="groupNameZh"
          label={t("catalogue.groups.nameZh")}
          value={nameZh}
          onChange={setNameZh}
          maxLength={100}
        />
      </Form.Group>
    </FormDialog>
  );
}

export function ModuleGroups() {
  const { t } = useTranslation();
  const session = useSession();
  const canUpdate = session.can("Workflow.Job.Task.Module.Update");
  const canDelete = session.can("Workflow.Job.Task.Module.Delete");
  const query = useAdminGroupsQuery({ fetchPolicy: "cache-and-network" });
  const [editing, setEditing] = useState<AdminGroupFieldsFragment | "new" | null>(null);
  const [reorder, reorderState] = useAdminReorderGroupsMutation(refetchGroups);
  const [remove] = useAdminDeleteGroupMutation(refetchGroups);
  const table = useResourceTable({ pageSize: 20, sort: { name: "SortOrder", isAsc: true } });
  const groups = useMemo(() => query.data?.moduleGroups ?? [], [query.data]);

  const move = (group: AdminGroupFieldsFragment, step: -1 | 1) => {
    const ids = groups.map((g) => g.id);
    const from = ids.indexOf(group.id);
    const to = from + step;
    if (from < 0 || to < 0 || to >= ids.length) return;
    [ids[from], ids[to]] = [ids[to]!, ids[from]!];
    void reorder({ variables: { ids } });
  };

  const columns = useMemo<Column<AdminGroupFieldsFragment>[]>(
    () => [
      {
        key: "SortOrder",
        title: t("common.sortOrder"),
        value: (row) => row.sortOrder,
        sortable: true,
        collapsing: true,
      },
      {
        key: "Name",
        title: t("catalogue.groups.name"),
        value: (row) => row.name,
        sortable: true,
        filter: { kind: "string" },
      },
      {
        key: "NameZh",
        title: t("catalogue.groups.nameZh"),
        value: (row) => row.nameZh,
        sortable: true,
        filter: { kind: "string" },
      },
      {
        key: "ModuleCount",
        title: t("catalogue.groups.modules"),
        value: (row) => row.moduleCount,
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
      },
    ],
    [t],
  );
  const page = localPage(groups, columns, table);
  const ordered = table.sort?.name === "SortOrder" && table.sort.isAsc !== false;

  return (
    <div data-testid="module-groups-page">
      <PageHeader title={t("catalogue.groups.title")} intro={t("catalogue.groups.intro")} />
      <ResourceTable
        table={table}
        columns={columns}
        rows={page.rows}
        total={page.total}
        loading={query.loading}
        onRefresh={() => void query.refetch()}
        toolbar={
          canUpdate ? (
            <Button
              primary
              icon="plus"
              content={t("catalogue.groups.create")}
              onClick={() => setEditing("new")}
              data-testid="group-create"
            />
          ) : null
        }
        actions={(row) => {
          const index = groups.findIndex((g) => g.id === row.id);
          return (
            <div className="action-buttons">
              {canUpdate ? (
                <>
                  {ordered ? (
                    <>
                      <Button
                        type="button"
                        size="mini"
                        basic
                        icon="arrow up"
                        title={t("catalogue.groups.up")}
                        aria-label={t("catalogue.groups.up")}
                        disabled={index <= 0 || reorderState.loading}
                        onClick={() => move(row, -1)}
                        data-testid={`group-up-${row.id}`}
                      />
                      <Button
                        type="button"
                        size="mini"
                        basic
                        icon="arrow down"
                        title={t("catalogue.groups.down")}
                        aria-label={t("catalogue.groups.down")}
                        disabled={index >= groups.length - 1 || reorderState.loading}
                        onClick={() => move(row, 1)}
                        data-testid={`group-down-${row.id}`}
                      />
                    </>
                  ) : null}
                  <RowAction
                    icon="edit"
                    label={t("common.edit")}
                    onClick={() => setEditing(row)}
                    testId={`group-edit-${row.id}`}
                  />
                </>
              ) : null}
              {canDelete ? (
                <ConfirmButton
                  iconOnly
                  label={t("common.remove")}
                  icon="trash"
                  question={t("catalogue.confirmDelete", { name: row.name })}
                  detail={t("catalogue.groups.deleteHint", { count: row.moduleCount })}
                  onConfirm={() => remove({ variables: { id: row.id } })}
                  testId={`group-delete-${row.id}`}
                />
              ) : null}
            </div>
          );
        }}
        testId="groups-table"
      />
      {editing ? (
        <GroupDialog group={editing === "new" ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
    </div>
  );
}
