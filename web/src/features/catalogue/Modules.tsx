/**
 * The back-office module list: cover, names, group, tags, visibility, price and discount, status; filters
 * by group and tag; bulk move to a group and bulk discount; the update dialog; recycle bin.
 */
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSession } from "../../app/session";
import { ResourceScreen } from "../../components/kit/ResourceScreen";
import { useResourceTable } from "../../components/ResourceTable";
import { toast } from "../../components/toast";
import type { AdminModuleFieldsFragment } from "../../graphql";
import {
  AdminModulesDocument,
  useAdminModuleChoicesQuery,
  useAdminModuleQuery,
  useAdminModulesQuery,
  useAdminMoveModulesMutation,
  useAdminRecoverModuleMutation,
  useAdminRemoveModuleMutation,
  useAdminSetModuleStatusMutation,
  useAdminSetModulesDiscountMutation,
} from "../../graphql/__generated__/documents/catalogue";
import { BulkDiscountDialog, BulkGroupDialog } from "./ModuleBulkDialogs";
import { useModuleColumns, useModuleLabels } from "./ModuleColumns";
import { ModuleDialog } from "./ModuleDialog";
import { anyValue, ModulesToolbar } from "./ModulesToolbar";
import "./catalogue.css";

const refetchModules = { refetchQueries: [AdminModulesDocument] };

export function Modules() {
  const { t, i18n } = useTranslation();
  const zh = i18n.language.startsWith("zh");
  const session = useSession();
  const canUpdate = session.can("Workflow.Job.Task.Module.Update");
  const canDelete = session.can("Workflow.Job.Task.Module.Delete");
  const canListImages = session.can("Workflow.Job.Task.ContainerImage.Read");
  const table = useResourceTable({ sort: { name: "SortOrder", isAsc: true } });
  const [groupFilter, setGroupFilter] = useState(anyValue);
  const [tagFilter, setTagFilter] = useState(anyValue);
  const query = useAdminModulesQuery({
    variables: {
      query: table.query,
      groupId: groupFilter === anyValue ? null : groupFilter,
      tag: tagFilter === anyValue ? null : tagFilter,
    },
    fetchPolicy: "cache-and-network",
  });
  const choices = useAdminModuleChoicesQuery({
    variables: { withImages: canListImages },
    fetchPolicy: "cache-and-network",
  });
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [editingId, setEditingId] = useState<string | null>(null);
  const [editingSnapshot, setEditingSnapshot] = useState<AdminModuleFieldsFragment | null>(null);
  const [creating, setCreating] = useState(false);
  // The module being edited, read on its own: it may not be on the page shown (a new module).
  const editingQuery = useAdminModuleQuery({
    variables: { id: editingId ?? "" },
    skip: editingId === null,
    fetchPolicy: "cache-and-network",
  });
  const [bulk, setBulk] = useState<"group" | "discount" | null>(null);
  const [setStatus] = useAdminSetModuleStatusMutation();
  const [remove] = useAdminRemoveModuleMutation(refetchModules);
  const [recover] = useAdminRecoverModuleMutation(refetchModules);
  const [move, moveState] = useAdminMoveModulesMutation(refetchModules);
  const [setDiscount, discountState] = useAdminSetModulesDiscountMutation();
  const groups = useMemo(() => choices.data?.moduleGroups ?? [], [choices.data]);
  const tags = useMemo(() => choices.data?.moduleTags ?? [], [choices.data]);
  const rows = query.data?.catalogueModules.list ?? [];
  const editing = editingId
    ? ((editingQuery.data?.catalogueModule.id === editingId ? editingQuery.data.catalogueModule : null) ??
      rows.find((row) => row.id === editingId) ??
      editingSnapshot)
    : null;

  const labels = useModuleLabels(tags, zh);
  const columns = useModuleColumns(labels, zh);

  const selectedIds = [...selected];

  return (
    <ResourceScreen
      testId="modules-admin-page"
      title={t("catalogue.modules.title")}
      intro={t("catalogue.modules.intro")}
      table={table}
      columns={columns}
      rows={rows}
      total={query.data?.catalogueModules.total ?? 0}
      loading={query.loading}
      recycleBin
      onRefresh={() => {
        void query.refetch();
        void choices.refetch();
      }}
      selection={canUpdate && !table.deleted ? { selected, onChange: setSelected } : undefined}
      tableTestId="modules-table"
      toolbar={
        <ModulesToolbar
          groups={groups}
          tags={tags}
          labels={labels}
          groupFilter={groupFilter}
          tagFilter={tagFilter}
          onGroupFilter={(value) => {
            setGroupFilter(value);
            table.setPage(1);
          }}
          onTagFilter={(value) => {
            setTagFilter(value);
            table.setPage(1);
          }}
          canUpdate={canUpdate}
          selectedCount={selected.size}
          onCreate={() => setCreating(true)}
          onClearSelection={() => setSelected(new Set())}
          onBulk={setBulk}
        />
      }
      actions={{
        prefix: "module",
        name: (row) => row.name,
        edit: canUpdate
          ? (row) => {
              setEditingSnapshot(row);
              setEditingId(row.id);
            }
          : undefined,
        status: canUpdate
          ? (row, status) => void setStatus({ variables: { id: row.id, status } })
          : undefined,
        remove: canDelete
          ? {
              run: (row) => remove({ variables: { id: row.id } }),
              detail: () => t("common.confirmRemoveHint"),
            }
          : undefined,
        recover: canDelete ? (row) => recover({ variables: { id: row.id } }) : undefined,
      }}
    >
      {creating ? (
        <ModuleDialog
          module={null}
          groups={groups}
          tags={tags}
          images={canListImages ? (choices.data?.containerImages?.list ?? []) : null}
          canUpdate={canUpdate}
          canDelete={canDelete}
          onClose={() => setCreating(false)}
          onChanged={() => void query.refetch()}
          onCreated={(created) => {
            setCreating(false);
            setEditingSnapshot(created);
            setEditingId(created.id);
            void query.refetch();
            void choices.refetch();
          }}
        />
      ) : null}
      {editing ? (
        <ModuleDialog
          key={editing.id}
          module={editing}
          canUpdate={canUpdate}
          canDelete={canDelete}
          groups={groups}
          tags={tags}
          images={canListImages ? (choices.data?.containerImages?.list ?? []) : null}
          onClose={() => {
            setEditingId(null);
            setEditingSnapshot(null);
            void choices.refetch();
          }}
          onChanged={() => {
            void query.refetch();
            void editingQuery.refetch();
          }}
        />
      ) : null}
      {bulk === "group" ? (
        <BulkGroupDialog
          count={selected.size}
          groups={groups}
          zh={zh}
          saving={moveState.loading}
          onClose={() => setBulk(null)}
          onSave={(groupId) =>
            void move({ variables: { moduleIds: selectedIds, groupId } }).then((result) => {
              if (!result.error) {
                toast.success(t("catalogue.modules.moved", { count: selectedIds.length }));
                setBulk(null);
                setSelected(new Set());
                void choices.refetch();
              }
            })
          }
        />
      ) : null}
      {bulk === "discount" ? (
        <BulkDiscountDialog
          count={selected.size}
          saving={discountState.loading}
          onClose={() => setBulk(null)}
          onSave={(discount) =>
            void setDiscount({ variables: { ids: selectedIds, discount } }).then((result) => {
              if (!result.error) {
                toast.success(t("catalogue.modules.discountSet", { count: selectedIds.length }));
                setBulk(null);
                setSelected(new Set());
              }
            })
          }
        />
      ) : null}
    </ResourceScreen>
  );
}
