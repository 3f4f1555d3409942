/**
 * The back-office module list: cover, names, group, tags, visibility, price and discount, status; filters
 * by group and tag; bulk move to a group and bulk discount; the update dialog; recycle bin.
 */
import { discountPercentOff } from "@crucible/schema";
import { useCallback, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button, Dropdown, Form, Icon, Label, Popup } from "semantic-ui-react";
import { useSession } from "../../app/session";
import { Field } from "../../components/Field";
import { FormDialog } from "../../components/FormDialog";
import { useColumnKit } from "../../components/kit/columns";
import { CreateButton, ResourceScreen } from "../../components/kit/ResourceScreen";
import { useResourceTable, type Column } from "../../components/ResourceTable";
import { toast } from "../../components/toast";
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
  type AdminGroupFieldsFragment,
  type AdminModuleFieldsFragment,
} from "../../graphql";
import { numberInput, parseDiscount } from "./forms";
import { ModuleDialog } from "./ModuleDialog";
import { coverSrc, noneValue, visibilities } from "./moduleDraft";
import "./catalogue.css";

const refetchModules = { refetchQueries: [AdminModulesDocument] };
/** The filter value for "any group" and "any tag" (a dropdown shows no text for an empty value). */
const anyValue = "*";

function BulkGroupDialog(props: {
  count: number;
  groups: readonly AdminGroupFieldsFragment[];
  zh: boolean;
  saving: boolean;
  onClose: () => void;
  onSave: (groupId: string | null) => void;
}) {
  const { t } = useTranslation();
  const [groupId, setGroupId] = useState(noneValue);
  return (
    <FormDialog
      open
      size="tiny"
      title={t("catalogue.modules.moveTitle", { count: props.count })}
      onClose={props.onClose}
      onSubmit={() => props.onSave(groupId === noneValue ? null : groupId)}
      submitting={props.saving}
      submitLabel={t("catalogue.modules.move")}
      testId="bulk-group-dialog"
    >
      <Form.Select
        label={t("catalogue.modules.group")}
        value={groupId}
        options={[
          { key: noneValue, value: noneValue, text: t("catalogue.modules.noGroup") },
          ...props.groups.map((group) => ({
            key: group.id,
            value: group.id,
            text: props.zh && group.nameZh ? group.nameZh : group.name,
          })),
        ]}
        onChange={(_event, data) => setGroupId(String(data.value ?? noneValue))}
        data-testid="field-bulk-group"
      />
    </FormDialog>
  );
}

function BulkDiscountDialog(props: {
  count: number;
  saving: boolean;
  onClose: () => void;
  onSave: (discount: number) => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState("0.9");
  const [error, setError] = useState<string | null>(null);
  const value = parseDiscount(text);
  return (
    <FormDialog
      open
      size="tiny"
      title={t("catalogue.modules.discountTitle", { count: props.count })}
      onClose={props.onClose}
      onSubmit={() => {
        if (value === null) setError(t("catalogue.discountRule"));
        else props.onSave(value);
      }}
      submitting={props.saving}
      testId="bulk-discount-dialog"
    >
      <Field
        name="bulkDiscount"
        label={t("catalogue.modules.discount")}
        value={text}
        onChange={(next) => {
          if (numberInput(next)) setText(next);
        }}
        message={error}
      />
      <p className="muted catalogue-note">
        {value === null
          ? t("catalogue.discountRule")
          : value === 1
            ? t("catalogue.noDiscount")
            : t("catalogue.percentOff", { percent: discountPercentOff(value) })}
      </p>
    </FormDialog>
  );
}

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
  const kit = useColumnKit();
  const groups = useMemo(() => choices.data?.moduleGroups ?? [], [choices.data]);
  const tags = useMemo(() => choices.data?.moduleTags ?? [], [choices.data]);
  const rows = query.data?.catalogueModules.list ?? [];
  const editing = editingId
    ? ((editingQuery.data?.catalogueModule.id === editingId ? editingQuery.data.catalogueModule : null) ??
      rows.find((row) => row.id === editingId) ??
      editingSnapshot)
    : null;

  const groupName = useCallback(
    (group: { name: string; nameZh: string } | null) =>
      group ? (zh && group.nameZh ? group.nameZh : group.name) : "",
    [zh],
  );
  const tagLabel = useMemo(() => {
    const labels = new Map(tags.map((tag) => [tag.name, tag.nameZh]));
    return (name: string) => (zh && labels.get(name) ? labels.get(name)! : name);
  }, [tags, zh]);

  const columns = useMemo<Column<AdminModuleFieldsFragment>[]>(
    () => [
      {
        key: "Cover",
        title: t("catalogue.modules.cover"),
        render: (row) => {
          const src = coverSrc(row);
          return src ? (
            <img className="module-thumb" src={src} alt="" loading="lazy" />
          ) : (
            <span className="module-thumb default" aria-hidden>
              <Icon name="cubes" />
            </span>
          );
        },
        collapsing: true,
      },
      kit.id(),
      kit.text("Name", t("common.name"), (row) => row.name, {
        render: (row) => (
          <div className="module-name-cell">
            <strong>{zh && row.nameZh ? row.nameZh : row.name}</strong>
            <div className="muted">
              <code>{row.key}</code>
              {row.summary ? ` · ${zh && row.summaryZh ? row.summaryZh : row.summary}` : ""}
            </div>
          </div>
        ),
      }),
      {
        key: "GroupId",
        title: t("catalogue.modules.group"),
        value: (row) => groupName(row.group),
        render: (row) =>
          row.group ? (
            <Label size="small" basic>
              <Icon name="folder outline" />
              {groupName(row.group)}
            </Label>
          ) : (
            <span className="muted">{t("catalogue.modules.noGroup")}</span>
          ),
        sortable: true,
      },
      {
        key: "Tags",
        title: t("catalogue.modules.tags"),
        value: (row) => row.tags.join(", "),
        render: (row) => (
          <div className="tag-list">
            {row.tags.map((tag) => (
              <Label key={tag} size="mini" color="teal" basic>
                {tagLabel(tag)}
              </Label>
            ))}
          </div>
        ),
      },
      {
        key: "Visibility",
        title: t("catalogue.modules.visibility"),
        value: (row) => row.visibility,
        render: (row) => (
          <Label
            size="small"
            basic
            color={row.visibility === "all" ? "green" : row.visibility === "none" ? "grey" : "blue"}
          >
            {visibilities.some((v) => v === row.visibility)
              ? t(`catalogue.modules.visibilities.${row.visibility as (typeof visibilities)[number]}`)
              : row.visibility}
            {row.visibility === "partly" ? <Label.Detail>{row.enabledUsers.length}</Label.Detail> : null}
          </Label>
        ),
        sortable: true,
        filter: {
          kind: "string",
          options: visibilities.map((value) => ({
            value,
            text: t(`catalogue.modules.visibilities.${value}`),
          })),
        },
        collapsing: true,
      },
      {
        key: "TokenPrice",
        title: t("catalogue.modules.price"),
        value: (row) => row.tokenPrice,
        render: (row) => (
          <span className="price-cell">
            {row.tokenPrice}
            {row.discount < 1 ? (
              <Label size="mini" color="orange">
                {t("catalogue.percentOff", { percent: discountPercentOff(row.discount) })}
              </Label>
            ) : null}
          </span>
        ),
        sortable: true,
        filter: { kind: "number" },
        collapsing: true,
      },
      {
        key: "TimeoutSeconds",
        title: t("catalogue.modules.timeoutShort"),
        value: (row) => row.timeoutSeconds,
        render: (row) =>
          row.timeoutSeconds <= 0 ? (
            <span className="muted">{t("catalogue.none")}</span>
          ) : (
            `${row.timeoutSeconds} s`
          ),
        sortable: true,
        filter: { kind: "number" },
        collapsing: true,
      },
      kit.status({ collapsing: true }),
    ],
    [t, kit, zh, tagLabel, groupName],
  );

  const selectedIds = [...selected];
  const groupOptions = [
    { key: "all", value: anyValue, text: t("catalogue.modules.allGroups") },
    { key: "none", value: "0", text: t("catalogue.modules.noGroup") },
    ...groups.map((group) => ({ key: group.id, value: group.id, text: groupName(group) })),
  ];
  const tagFilterOptions = [
    { key: "all", value: anyValue, text: t("catalogue.modules.allTags") },
    ...tags.map((tag) => ({ key: tag.name, value: tag.name, text: tagLabel(tag.name) })),
  ];

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
        <div className="catalogue-toolbar">
          <Dropdown
            selection
            compact
            options={groupOptions}
            value={groupFilter}
            onChange={(_event, data) => {
              setGroupFilter(String(data.value ?? anyValue));
              table.setPage(1);
            }}
            data-testid="filter-group"
          />
          <Dropdown
            selection
            compact
            search
            options={tagFilterOptions}
            value={tagFilter}
            onChange={(_event, data) => {
              setTagFilter(String(data.value ?? anyValue));
              table.setPage(1);
            }}
            data-testid="filter-tag"
          />
          {canUpdate ? (
            <CreateButton
              spec={{
                label: t("catalogue.modules.create"),
                testId: "module-create",
                onClick: () => setCreating(true),
              }}
            />
          ) : null}
          {canUpdate && selected.size > 0 ? (
            <>
              <Label basic size="large" data-testid="selected-count">
                {t("catalogue.modules.selected", { count: selected.size })}
                <Icon name="delete" link onClick={() => setSelected(new Set())} />
              </Label>
              <Popup
                content={t("catalogue.modules.moveHint")}
                trigger={
                  <Button
                    icon="folder open"
                    content={t("catalogue.modules.move")}
                    onClick={() => setBulk("group")}
                    data-testid="bulk-group"
                  />
                }
              />
              <Button
                icon="percent"
                content={t("catalogue.modules.setDiscount")}
                onClick={() => setBulk("discount")}
                data-testid="bulk-discount"
              />
            </>
          ) : null}
        </div>
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
