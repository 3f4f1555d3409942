/** Permission groups: named sets of permissions, picked by area from the catalogue. */
import { accessGroupRule } from "@crucible/schema";
import { useMemo } from "react";
import { Checkbox, Form, Label, Popup, Table } from "semantic-ui-react";
import { useSession } from "../../app/session";
import { Field } from "../../components/Field";
import { FormDialog } from "../../components/FormDialog";
import { useColumnKit } from "../../components/kit/columns";
import { ResourceScreen } from "../../components/kit/ResourceScreen";
import { useResourceScreen } from "../../components/kit/useResourceScreen";
import { useResourceForm } from "../../components/kit/useResourceForm";
import type { Column } from "../../components/table/column";
import { toast } from "../../components/toast";
import type { PermGroupFieldsFragment } from "../../graphql";
import {
  PermGroupsDocument,
  useCreatePermGroupMutation,
  usePermGroupsQuery,
  usePermissionCatalogueQuery,
  useRemovePermGroupMutation,
  useSetPermGroupStatusMutation,
  useUpdatePermGroupMutation,
} from "../../graphql/__generated__/documents/access";
import { useNs } from "../../i18n";
import { areaLabel, groupByArea, verbLabel, verbOrder } from "./permissionLabels";
import { accessNs } from "./i18n";

const refetchGroups = { refetchQueries: [PermGroupsDocument] };

function PermissionPicker({
  value,
  onChange,
}: {
  value: readonly string[];
  onChange: (perms: string[]) => void;
}) {
  const { t } = useNs(accessNs);
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
              {verbLabel(t, verb)}
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
                  label={areaLabel(t, area)}
                  checked={all}
                  indeterminate={some && !all}
                  title={t("groups.selectArea", { area: areaLabel(t, area) })}
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
  const { t } = useNs(accessNs);
  const [create] = useCreatePermGroupMutation(refetchGroups);
  const [update] = useUpdatePermGroupMutation();
  const form = useResourceForm({
    initial: { name: group?.name ?? "", remark: group?.remark ?? "", perms: [...(group?.perms ?? [])] },
    schema: accessGroupRule,
    onSubmit: async (data, values) => {
      const input = { ...data, perms: values.perms };
      const result = group
        ? await update({ variables: { id: group.id, input } })
        : await create({ variables: { input } });
      if (!result.error) {
        toast.success(t("translation:common.saved"));
        onClose();
      }
    },
  });
  const remarkError = form.error("remark");

  return (
    <FormDialog
      open
      size="large"
      title={group ? t("groups.editTitle", { name: group.name }) : t("groups.createTitle")}
      onClose={onClose}
      onSubmit={() => void form.submit()}
      submitting={form.submitting}
    >
      <Form.Group widths="equal">
        <Field {...form.field("name")} label={t("translation:common.name")} required maxLength={64} />
        <Form.Input
          label={t("translation:common.remark")}
          value={form.values.remark}
          maxLength={500}
          error={remarkError ? { content: remarkError, pointing: "above" } : undefined}
          onChange={(_event, data) => form.set("remark")(String(data.value))}
          input={{ "data-testid": "field-remark" }}
        />
      </Form.Group>
      <div className="field">
        <label>
          {t("groups.perms")}{" "}
          <Label size="mini">{t("groups.permCount", { count: form.values.perms.length })}</Label>
        </label>
        <PermissionPicker value={form.values.perms} onChange={form.set("perms")} />
      </div>
    </FormDialog>
  );
}

export function PermGroups() {
  const { t } = useNs(accessNs);
  const session = useSession();
  const screen = useResourceScreen({
    table: { sort: { name: "SortOrder", isAsc: true } },
    useList: usePermGroupsQuery,
    pick: (data) => data.permGroups,
  });
  const editing = screen.editing;
  const [setStatus] = useSetPermGroupStatusMutation();
  const [remove] = useRemovePermGroupMutation(refetchGroups);
  const kit = useColumnKit();
  const canUpdate = session.can("Sys.User.Update");
  const canDelete = session.can("Sys.User.Delete");

  const columns = useMemo<Column<PermGroupFieldsFragment>[]>(
    () => [
      kit.id(),
      kit.text("Name", t("translation:common.name"), (row) => row.name),
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
      { key: "Remark", title: t("translation:common.remark"), value: (row) => row.remark },
      kit.status(),
      kit.sortOrder(),
      kit.createdAt(),
    ],
    [t, kit],
  );

  return (
    <ResourceScreen
      testId="perm-groups-page"
      title={t("groups.title")}
      {...screen.list(columns)}
      recycleBin
      create={canUpdate ? { label: t("groups.create"), testId: "group-create" } : null}
      editing={editing}
      dialog={(group, close) => <GroupDialog group={group} onClose={close} />}
      actions={{
        prefix: "group",
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
