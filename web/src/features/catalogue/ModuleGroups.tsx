/** Module groups of the catalogue: create, rename, reorder, delete (the modules stay, without a group). */
import { moduleGroupRule } from "@crucible/schema";
import { useMemo } from "react";
import { Button, Form } from "semantic-ui-react";
import { useSession } from "../../app/session";
import { Field } from "../../components/Field";
import { FormDialog } from "../../components/FormDialog";
import { useColumnKit } from "../../components/kit/columns";
import { ResourceScreen } from "../../components/kit/ResourceScreen";
import { useResourceScreen } from "../../components/kit/useResourceScreen";
import { useResourceForm } from "../../components/kit/useResourceForm";
import type { Column } from "../../components/table/column";
import { toast } from "../../components/toast";
import type { AdminGroupFieldsFragment } from "../../graphql";
import {
  AdminGroupsDocument,
  useAdminCreateGroupMutation,
  useAdminDeleteGroupMutation,
  useAdminGroupsQuery,
  useAdminReorderGroupsMutation,
  useAdminUpdateGroupMutation,
} from "../../graphql/__generated__/documents/catalogue";
import { duplicateField } from "./forms";
import "./catalogue.css";
import { useNs } from "../../i18n";
import { catalogueNs } from "./i18n";

const refetchGroups = { refetchQueries: [AdminGroupsDocument] };

function GroupDialog({ group, onClose }: { group: AdminGroupFieldsFragment | null; onClose: () => void }) {
  const { t } = useNs(catalogueNs);
  const [create] = useAdminCreateGroupMutation(refetchGroups);
  const [update] = useAdminUpdateGroupMutation();
  const form = useResourceForm({
    initial: { name: group?.name ?? "", nameZh: group?.nameZh ?? "" },
    schema: moduleGroupRule,
    onSubmit: async (input) => {
      const result = group
        ? await update({ variables: { id: group.id, input } })
        : await create({ variables: { input } });
      if (!result.error) {
        toast.success(t("translation:common.saved"));
        onClose();
      } else if (duplicateField(result.error) === "Name") {
        form.fail("name", (say) => say("taken", { ns: "catalogue" }));
      }
    },
  });
  return (
    <FormDialog
      open
      size="tiny"
      title={group ? t("groups.editTitle", { name: group.name }) : t("groups.createTitle")}
      onClose={onClose}
      onSubmit={() => void form.submit()}
      submitting={form.submitting}
      testId="group-dialog"
    >
      <Form.Group widths="equal">
        <Field {...form.field("name")} name="groupName" label={t("groups.name")} required maxLength={100} />
        <Field {...form.field("nameZh")} name="groupNameZh" label={t("groups.nameZh")} maxLength={100} />
      </Form.Group>
    </FormDialog>
  );
}

export function ModuleGroups() {
  const { t } = useNs(catalogueNs);
  const session = useSession();
  const canUpdate = session.can("Workflow.Job.Task.Module.Update");
  const canDelete = session.can("Workflow.Job.Task.Module.Delete");
  // The groups are read whole (moves reorder them all) and paged here.
  const screen = useResourceScreen({
    table: { pageSize: 20, sort: { name: "SortOrder", isAsc: true } },
    useList: () => useAdminGroupsQuery({ fetchPolicy: "cache-and-network" }),
    pick: (data) => data.moduleGroups,
  });
  const editing = screen.editing;
  const [reorder, reorderState] = useAdminReorderGroupsMutation(refetchGroups);
  const [remove] = useAdminDeleteGroupMutation(refetchGroups);
  const groups = screen.rows;
  const kit = useColumnKit();

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
      kit.sortOrder({ filter: undefined }),
      kit.text("Name", t("groups.name"), (row) => row.name),
      kit.text("NameZh", t("groups.nameZh"), (row) => row.nameZh),
      {
        key: "ModuleCount",
        title: t("groups.modules"),
        value: (row) => row.moduleCount,
        sortable: true,
        filter: { kind: "number" },
        collapsing: true,
      },
      kit.createdAt({ filter: undefined }),
    ],
    [t, kit],
  );
  const ordered = screen.table.sort?.name === "SortOrder" && screen.table.sort.isAsc !== false;

  const arrow = (row: AdminGroupFieldsFragment, step: -1 | 1, disabled: boolean) => {
    const label = step < 0 ? t("groups.up") : t("groups.down");
    return (
      <Button
        type="button"
        size="mini"
        basic
        icon={step < 0 ? "arrow up" : "arrow down"}
        title={label}
        aria-label={label}
        disabled={disabled || reorderState.loading}
        onClick={() => move(row, step)}
        data-testid={`group-${step < 0 ? "up" : "down"}-${row.id}`}
      />
    );
  };

  return (
    <ResourceScreen
      testId="module-groups-page"
      title={t("groups.title")}
      intro={t("groups.intro")}
      {...screen.list(columns)}
      tableTestId="groups-table"
      create={canUpdate ? { label: t("groups.create"), testId: "group-create" } : null}
      editing={editing}
      dialog={(group, close) => <GroupDialog group={group} onClose={close} />}
      actions={{
        prefix: "group",
        name: (row) => row.name,
        lead: (row) => {
          if (!canUpdate || !ordered) return null;
          const index = groups.findIndex((g) => g.id === row.id);
          return (
            <>
              {arrow(row, -1, index <= 0)}
              {arrow(row, 1, index >= groups.length - 1)}
            </>
          );
        },
        edit: canUpdate ? editing.edit : undefined,
        remove: canDelete
          ? {
              run: (row) => remove({ variables: { id: row.id } }),
              question: (row) => t("confirmDelete", { name: row.name }),
              detail: (row) => t("groups.deleteHint", { count: row.moduleCount }),
              testId: "delete",
            }
          : undefined,
      }}
    />
  );
}
