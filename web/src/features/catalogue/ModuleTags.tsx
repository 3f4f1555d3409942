/**
 * Tags (spec §7 /sys/tag_template): the tag templates offered when tagging modules and the tags in use,
 * with counts; add, rename and remove (on every module too), import and export as a JSON list.
 */
import { moduleTagMax, moduleTagRule } from "@crucible/schema";
import { useMemo, useRef, useState } from "react";
import { Button, Checkbox, Form, Icon, Label, Message } from "semantic-ui-react";
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
import { apolloClient } from "../../graphql/client";
import type { AdminTagFieldsFragment, ModuleTagInput } from "../../graphql";
import {
  AdminExportTagsDocument,
  AdminTagsDocument,
  useAdminImportTagsMutation,
  useAdminRemoveTagMutation,
  useAdminRenameTagMutation,
  useAdminTagsQuery,
} from "../../graphql/__generated__/documents/catalogue";
import "./catalogue.css";
import { useNs } from "../../i18n";
import { catalogueNs } from "./i18n";

const refetchTags = { refetchQueries: [AdminTagsDocument] };
const maxTagLength = moduleTagMax;

/** A tag list read from a JSON file: ["a", ...] or [{Name, NameZh}, ...] (the export format). */
export function readTagList(value: unknown): ModuleTagInput[] | null {
  if (!Array.isArray(value) || value.length > 1000) return null;
  const result: ModuleTagInput[] = [];
  for (const item of value) {
    if (typeof item === "string") {
      result.push({ name: item.trim() });
      continue;
    }
    if (typeof item !== "object" || item === null) return null;
    const record = item as Record<string, unknown>;
    const name = record.Name ?? record.name;
    const nameZh = record.NameZh ?? record.nameZh ?? "";
    if (typeof name !== "string" || typeof nameZh !== "string") return null;
    result.push({ name: name.trim(), nameZh: nameZh.trim() });
  }
  if (result.some((tag) => tag.name === "" || tag.name.length > maxTagLength)) return null;
  return result;
}

type Tag = AdminTagFieldsFragment & { readonly id: string };

function TagDialog({ tag, onClose }: { tag: AdminTagFieldsFragment | null; onClose: () => void }) {
  const { t } = useNs(catalogueNs);
  const [add] = useAdminImportTagsMutation(refetchTags);
  const [rename] = useAdminRenameTagMutation(refetchTags);
  const form = useResourceForm({
    initial: { name: tag?.name ?? "", nameZh: tag?.nameZh ?? "" },
    schema: moduleTagRule,
    onSubmit: async ({ name, nameZh }) => {
      const result = tag
        ? await rename({ variables: { name: tag.name, newName: name, nameZh } })
        : await add({ variables: { tags: [{ name, nameZh }] } });
      if (!result.error) {
        toast.success(t("translation:common.saved"));
        onClose();
      }
    },
  });
  return (
    <FormDialog
      open
      size="tiny"
      title={tag ? t("tags.editTitle", { name: tag.name }) : t("tags.createTitle")}
      onClose={onClose}
      onSubmit={() => void form.submit()}
      submitting={form.submitting}
      testId="tag-dialog"
    >
      <Form.Group widths="equal">
        <Field
          {...form.field("name")}
          name="tagName"
          label={t("tags.name")}
          required
          maxLength={maxTagLength}
        />
        <Field {...form.field("nameZh")} name="tagNameZh" label={t("tags.nameZh")} maxLength={maxTagLength} />
      </Form.Group>
      {tag && tag.moduleCount > 0 ? (
        <p className="muted catalogue-note">{t("tags.renameHint", { count: tag.moduleCount })}</p>
      ) : null}
    </FormDialog>
  );
}

function ImportDialog({ onClose }: { onClose: () => void }) {
  const { t } = useNs(catalogueNs);
  const input = useRef<HTMLInputElement>(null);
  const [fileName, setFileName] = useState<string | null>(null);
  const [tags, setTags] = useState<ModuleTagInput[] | null>(null);
  const [invalid, setInvalid] = useState(false);
  const [replace, setReplace] = useState(false);
  const [importTags, importState] = useAdminImportTagsMutation(refetchTags);
  const read = async (file: File) => {
    setFileName(file.name);
    try {
      const parsed = readTagList(JSON.parse(await file.text()) as unknown);
      setTags(parsed);
      setInvalid(parsed === null);
    } catch {
      setTags(null);
      setInvalid(true);
    }
  };
  const submit = async () => {
    if (!tags) return;
    const result = await importTags({ variables: { tags, replace } });
    if (!result.error) {
      toast.success(t("tags.imported", { count: tags.length }));
      onClose();
    }
  };
  return (
    <FormDialog
      open
      size="tiny"
      title={t("tags.importTitle")}
      onClose={onClose}
      onSubmit={() => void submit()}
      submitting={importState.loading}
      submitLabel={t("tags.import")}
      testId="tag-import-dialog"
    >
      <p className="muted">{t("tags.importHint")}</p>
      <input
        ref={input}
        type="file"
        accept="application/json,.json"
        hidden
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) void read(file);
        }}
        data-testid="tag-import-file"
      />
      <Button
        type="button"
        icon="file code outline"
        content={t("tags.chooseFile")}
        onClick={() => input.current?.click()}
      />
      {fileName ? <span className="file-name">{fileName}</span> : null}
      {invalid ? <Message negative size="small" content={t("tags.invalidFile")} /> : null}
      {tags ? (
        <Message info size="small" data-testid="tag-import-summary">
          {t("tags.importSummary", { count: tags.length })}
          <div className="tag-list">
            {tags.slice(0, 30).map((tag) => (
              <Label key={tag.name} size="mini" basic>
                {tag.name}
              </Label>
            ))}
            {tags.length > 30 ? <span className="muted">…</span> : null}
          </div>
        </Message>
      ) : null}
      <Form.Field>
        <Checkbox
          toggle
          label={t("tags.replace")}
          checked={replace}
          onChange={(_event, data) => setReplace(Boolean(data.checked))}
          data-testid="tag-import-replace"
        />
      </Form.Field>
    </FormDialog>
  );
}

/** Downloads the tag templates as tag_template.json (errors are reported by the Apollo error link). */
async function downloadExport(): Promise<void> {
  let exported: unknown;
  try {
    const result = await apolloClient.query({ query: AdminExportTagsDocument, fetchPolicy: "network-only" });
    if (!result.data) return;
    exported = result.data.exportTagTemplates;
  } catch {
    return;
  }
  const blob = new Blob([JSON.stringify(exported, null, 2)], { type: "application/json" });
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = "tag_template.json";
  link.click();
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function ModuleTags() {
  const { t } = useNs(catalogueNs);
  const session = useSession();
  const canUpdate = session.can("Workflow.Job.Task.Module.Update");
  const canDelete = session.can("Workflow.Job.Task.Module.Delete");
  // The tags are read whole and paged here; a tag's name is its id.
  const screen = useResourceScreen({
    table: { pageSize: 20 },
    useList: () => useAdminTagsQuery({ fetchPolicy: "cache-and-network" }),
    pick: (data): Tag[] => data.moduleTags.map((row) => ({ ...row, id: row.name })),
  });
  const editing = screen.editing;
  const [importing, setImporting] = useState(false);
  const [addToTemplates] = useAdminImportTagsMutation(refetchTags);
  const [remove] = useAdminRemoveTagMutation(refetchTags);
  const kit = useColumnKit();

  const columns = useMemo<Column<Tag>[]>(
    () => [
      kit.text("Name", t("tags.name"), (row) => row.name, {
        render: (row) => (
          <Label color="teal" basic>
            <Icon name="tag" />
            {row.name}
          </Label>
        ),
      }),
      kit.text("NameZh", t("tags.nameZh"), (row) => row.nameZh),
      {
        key: "ModuleCount",
        title: t("tags.modules"),
        value: (row) => row.moduleCount,
        sortable: true,
        filter: { kind: "number" },
        collapsing: true,
      },
      {
        key: "InTemplates",
        title: t("tags.inTemplates"),
        value: (row) => String(row.inTemplates),
        render: (row) =>
          row.inTemplates ? (
            <Icon name="check" color="green" title={t("translation:common.yes")} />
          ) : (
            <span className="muted">{t("tags.onlyInUse")}</span>
          ),
        filter: {
          kind: "string",
          options: [
            { value: "true", text: t("translation:common.yes") },
            { value: "false", text: t("translation:common.no") },
          ],
        },
        collapsing: true,
      },
    ],
    [t, kit],
  );
  return (
    <ResourceScreen
      testId="module-tags-page"
      title={t("tags.title")}
      intro={t("tags.intro")}
      {...screen.list(columns)}
      tableTestId="tags-table"
      create={canUpdate ? { label: t("tags.create"), testId: "tag-create" } : null}
      toolbar={
        <>
          {canUpdate ? (
            <Button
              icon="upload"
              content={t("tags.import")}
              onClick={() => setImporting(true)}
              data-testid="tag-import"
            />
          ) : null}
          <Button
            icon="download"
            content={t("tags.export")}
            onClick={() => void downloadExport()}
            data-testid="tag-export"
          />
        </>
      }
      editing={editing}
      dialog={(tag, close) => <TagDialog tag={tag} onClose={close} />}
      actions={{
        prefix: "tag",
        name: (row) => row.name,
        lead: (row) =>
          canUpdate && !row.inTemplates ? (
            <RowAction
              icon="bookmark outline"
              label={t("tags.addToTemplates")}
              onClick={() => void addToTemplates({ variables: { tags: [{ name: row.name }] } })}
              testId={`tag-keep-${row.name}`}
            />
          ) : null,
        edit: canUpdate ? editing.edit : undefined,
        remove: canDelete
          ? {
              run: (row) => remove({ variables: { name: row.name } }),
              question: (row) => t("confirmDelete", { name: row.name }),
              detail: (row) => t("tags.removeHint", { count: row.moduleCount }),
            }
          : undefined,
      }}
    >
      {importing ? <ImportDialog onClose={() => setImporting(false)} /> : null}
    </ResourceScreen>
  );
}
