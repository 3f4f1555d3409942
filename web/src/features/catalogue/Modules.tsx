/**
 * The back-office module list: cover, names, group, tags, visibility, price and discount, status; filters
 * by group and tag; bulk move to a group and bulk discount; the update dialog; recycle bin.
 */
import { useMemo, useState } from "react";
import { useSession } from "../../app/session";
import { ResourceScreen } from "../../components/kit/ResourceScreen";
import { useResourceScreen } from "../../components/kit/useResourceScreen";
import type { AdminModuleFieldsFragment } from "../../graphql";
import {
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
import { useNs } from "../../i18n";
import { catalogueNs } from "./i18n";

export function Modules() {
  const { t, i18n } = useNs(catalogueNs);
  const zh = i18n.language.startsWith("zh");
  const session = useSession();
  const canUpdate = session.can("Workflow.Job.Task.Module.Update");
  const canDelete = session.can("Workflow.Job.Task.Module.Delete");
  const canListImages = session.can("Workflow.Job.Task.ContainerImage.Read");
  const [groupFilter, setGroupFilter] = useState(anyValue);
  const [tagFilter, setTagFilter] = useState(anyValue);
  const screen = useResourceScreen({
    table: { sort: { name: "SortOrder", isAsc: true } },
    useList: ({ variables, fetchPolicy }) =>
      useAdminModulesQuery({
        variables: {
          ...variables,
          groupId: groupFilter === anyValue ? null : groupFilter,
          tag: tagFilter === anyValue ? null : tagFilter,
        },
        fetchPolicy,
      }),
    pick: (data) => data.catalogueModules,
  });
  const table = screen.table;
  const choices = useAdminModuleChoicesQuery({
    variables: { withImages: canListImages },
    fetchPolicy: "cache-and-network",
  });
  const [selected, setSelected] = useState<Set<string>>(new Set());
  // The dialog's module (null: a new one), read on its own: it may not be on the page shown.
  const editingId = screen.editing.row?.id ?? null;
  const editingQuery = useAdminModuleQuery({
    variables: { id: editingId ?? "" },
    skip: editingId === null,
    fetchPolicy: "cache-and-network",
  });
  const [bulk, setBulk] = useState<"group" | "discount" | null>(null);
  const [setStatus] = useAdminSetModuleStatusMutation();
  const [remove] = useAdminRemoveModuleMutation();
  const [recover] = useAdminRecoverModuleMutation();
  const [move] = useAdminMoveModulesMutation();
  const [setDiscount] = useAdminSetModulesDiscountMutation();
  const groups = useMemo(() => choices.data?.moduleGroups ?? [], [choices.data]);
  const tags = useMemo(() => choices.data?.moduleTags ?? [], [choices.data]);
  /** The freshest copy of the module in the dialog: its own read, the page's row, the row opened. */
  const current = (row: AdminModuleFieldsFragment): AdminModuleFieldsFragment =>
    (editingQuery.data?.catalogueModule.id === row.id ? editingQuery.data.catalogueModule : null) ??
    screen.rows.find((entry) => entry.id === row.id) ??
    row;
  const images = canListImages ? (choices.data?.containerImages?.list ?? []) : null;

  const labels = useModuleLabels(tags, zh);
  const columns = useModuleColumns(labels, zh);

  const selectedIds = [...selected];

  return (
    <ResourceScreen
      testId="modules-admin-page"
      title={t("modules.title")}
      intro={t("modules.intro")}
      {...screen.list(columns)}
      recycleBin
      onRefresh={() => {
        screen.refetch();
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
          onCreate={screen.editing.create}
          onClearSelection={() => setSelected(new Set())}
          onBulk={setBulk}
        />
      }
      actions={{
        prefix: "module",
        name: (row) => row.name,
        edit: canUpdate ? screen.editing.edit : undefined,
        status: canUpdate
          ? (row, status) => void screen.run(setStatus({ variables: { id: row.id, status } }))
          : undefined,
        remove: canDelete
          ? {
              run: (row) => screen.run(remove({ variables: { id: row.id } })),
              detail: () => t("translation:common.confirmRemoveHint"),
            }
          : undefined,
        recover: canDelete ? (row) => screen.run(recover({ variables: { id: row.id } })) : undefined,
      }}
      editing={screen.editing}
      dialog={(row, close) =>
        row === null ? (
          <ModuleDialog
            module={null}
            groups={groups}
            tags={tags}
            images={images}
            canUpdate={canUpdate}
            canDelete={canDelete}
            onClose={close}
            onChanged={screen.refetch}
            onCreated={(created) => {
              // The new module's own dialog (its cover, its image) opens at once.
              screen.editing.edit(created);
              screen.refetch();
              void choices.refetch();
            }}
          />
        ) : (
          <ModuleDialog
            key={row.id}
            module={current(row)}
            canUpdate={canUpdate}
            canDelete={canDelete}
            groups={groups}
            tags={tags}
            images={images}
            onClose={() => {
              close();
              void choices.refetch();
            }}
            onChanged={() => {
              screen.refetch();
              void editingQuery.refetch();
            }}
          />
        )
      }
    >
      {bulk === "group" ? (
        <BulkGroupDialog
          count={selected.size}
          groups={groups}
          zh={zh}
          saving={screen.busy}
          onClose={() => setBulk(null)}
          onSave={(groupId) =>
            void screen
              .run(
                move({ variables: { moduleIds: selectedIds, groupId } }),
                t("modules.moved", { count: selectedIds.length }),
              )
              .then((result) => {
                if (result.error) return;
                setBulk(null);
                setSelected(new Set());
                void choices.refetch();
              })
          }
        />
      ) : null}
      {bulk === "discount" ? (
        <BulkDiscountDialog
          count={selected.size}
          saving={screen.busy}
          onClose={() => setBulk(null)}
          onSave={(discount) =>
            void screen
              .run(
                setDiscount({ variables: { ids: selectedIds, discount } }),
                t("modules.discountSet", { count: selectedIds.length }),
              )
              .then((result) => {
                if (result.error) return;
                setBulk(null);
                setSelected(new Set());
              })
          }
        />
      ) : null}
    </ResourceScreen>
  );
}
