/** The text library (home content): markdown texts with an editor and a sanitised preview. */
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button, Form, Menu, Segment, TextArea } from "semantic-ui-react";
import { useSession } from "../../app/session";
import { ConfirmButton } from "../../components/ConfirmButton";
import { Field } from "../../components/Field";
import { formatDateTime } from "../../components/format";
import { FormDialog } from "../../components/FormDialog";
import { Markdown } from "../../components/Markdown";
import { PageHeader } from "../../components/PageHeader";
import { ResourceTable, useResourceTable, type Column } from "../../components/ResourceTable";
import { RowAction, StatusAction } from "../../components/RowAction";
import { StatusLabel, useStatusOptions } from "../../components/StatusLabel";
import { toast } from "../../components/toast";
import {
  CmsTextsDocument,
  useCmsTextsQuery,
  useCreateCmsTextMutation,
  useRemoveCmsTextMutation,
  useSetCmsTextStatusMutation,
  useUpdateCmsTextMutation,
  type CmsTextFieldsFragment,
} from "../../graphql";

function TextDialog({ text, onClose }: { text: CmsTextFieldsFragment | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [libraryName, setLibraryName] = useState(text?.libraryName ?? "home");
  const [title, setTitle] = useState(text?.title ?? "");
  const [markdown, setMarkdown] = useState(text?.markdown ?? "");
  const [tab, setTab] = useState<"write" | "preview" | "split">("split");
  const [errors, setErrors] = useState<{ libraryName?: boolean; title?: boolean }>({});
  const [create, createState] = useCreateCmsTextMutation({ refetchQueries: [CmsTextsDocument] });
  const [update, updateState] = useUpdateCmsTextMutation();
  const submit = async () => {
    const found = { libraryName: libraryName.trim() === "", title: title.trim() === "" };
    setErrors(found);
    if (found.libraryName || found.title) return;
    const input = { libraryName: libraryName.trim(), title: title.trim(), markdown };
    const result = text
      ? await update({ variables: { id: text.id, input } })
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
      title={text ? t("cms.text.editTitle", { title: text.title }) : t("cms.text.createTitle")}
      onClose={onClose}
      onSubmit={() => void submit()}
      submitting={createState.loading || updateState.loading}
      testId="text-dialog"
    >
      <Form.Group widths="equal">
        <Field
          name="libraryName"
          label={t("cms.text.library")}
          value={libraryName}
          onChange={setLibraryName}
          error={errors.libraryName ? "required" : null}
          required
        />
        <Field
          name="title"
          label={t("cms.text.textTitle")}
          value={title}
          onChange={setTitle}
          error={errors.title ? "required" : null}
          required
        />
      </Form.Group>
      <Menu tabular size="small" className="editor-tabs">
        {(["write", "split", "preview"] as const).map((value) => (
          <Menu.Item
            key={value}
            active={tab === value}
            onClick={() => setTab(value)}
            data-testid={`text-tab-${value}`}
          >
            {t(`cms.text.tabs.${value}`)}
          </Menu.Item>
        ))}
      </Menu>
      <div className={`markdown-editor ${tab}`}>
        {tab !== "preview" ? (
          <TextArea
            rows={18}
            className="mono"
            value={markdown}
            placeholder={t("cms.text.placeholder")}
            onChange={(_event, data) => setMarkdown(String(data.value ?? ""))}
            data-testid="field-markdown"
          />
        ) : null}
        {tab !== "write" ? (
          <Segment className="markdown-preview">
            <Markdown source={markdown} testId="text-preview" />
          </Segment>
        ) : null}
      </div>
    </FormDialog>
  );
}

export function TextLibrary() {
  const { t } = useTranslation();
  const session = useSession();
  const table = useResourceTable({ sort: { name: "SortOrder", isAsc: true } });
  const query = useCmsTextsQuery({ variables: { query: table.query }, fetchPolicy: "cache-and-network" });
  const [editing, setEditing] = useState<CmsTextFieldsFragment | "new" | null>(null);
  const [setStatus] = useSetCmsTextStatusMutation();
  const [remove] = useRemoveCmsTextMutation({ refetchQueries: [CmsTextsDocument] });
  const statusOptions = useStatusOptions();
  const canUpdate = session.can("Cms.TextLibrary.Update");
  const canDelete = session.can("Cms.TextLibrary.Delete");

  const columns = useMemo<Column<CmsTextFieldsFragment>[]>(
    () => [
      { key: "Id", title: t("common.id"), value: (row) => Number(row.id), sortable: true, collapsing: true },
      {
        key: "LibraryName",
        title: t("cms.text.library"),
        value: (row) => row.libraryName,
        sortable: true,
        filter: { kind: "string" },
        collapsing: true,
      },
      {
        key: "Title",
        title: t("cms.text.textTitle"),
        value: (row) => row.title,
        sortable: true,
        filter: { kind: "string" },
      },
      {
        key: "Markdown",
        title: t("cms.text.excerpt"),
        render: (row) => <span className="muted small">{row.markdown.slice(0, 120)}</span>,
      },
      {
        key: "Status",
        title: t("common.status"),
        value: (row) => row.status,
        render: (row) => <StatusLabel status={row.status} />,
        sortable: true,
        filter: { kind: "string", options: statusOptions },
        collapsing: true,
      },
      {
        key: "UpdatedAt",
        title: t("cms.text.updatedAt"),
        value: (row) => row.updatedAt,
        render: (row) => formatDateTime(row.updatedAt),
        sortable: true,
        filter: { kind: "date" },
        collapsing: true,
      },
    ],
    [t, statusOptions],
  );

  const actions = (row: CmsTextFieldsFragment) => (
    <div className="action-buttons">
      {canUpdate ? (
        <>
          <RowAction
            icon="edit"
            label={t("common.edit")}
            onClick={() => setEditing(row)}
            testId={`text-edit-${row.id}`}
          />
          <StatusAction
            status={row.status}
            onToggle={(status) => void setStatus({ variables: { id: row.id, status } })}
            testId={`text-status-${row.id}`}
          />
        </>
      ) : null}
      {canDelete ? (
        <ConfirmButton
          iconOnly
          icon="trash"
          label={t("common.remove")}
          question={t("common.confirmRemove", { name: row.title })}
          onConfirm={() => remove({ variables: { id: row.id } })}
          testId={`text-remove-${row.id}`}
        />
      ) : null}
    </div>
  );

  return (
    <div data-testid="text-library-page">
      <PageHeader title={t("cms.text.title")} intro={t("cms.text.intro")} />
      <ResourceTable
        table={table}
        columns={columns}
        rows={query.data?.cmsTexts.list ?? []}
        total={query.data?.cmsTexts.total ?? 0}
        loading={query.loading}
        onRefresh={() => void query.refetch()}
        actions={actions}
        testId="text-table"
        toolbar={
          canUpdate ? (
            <Button
              primary
              icon="plus"
              content={t("common.create")}
              onClick={() => setEditing("new")}
              data-testid="text-create"
            />
          ) : null
        }
      />
      {editing ? (
        <TextDialog text={editing === "new" ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
    </div>
  );
}
