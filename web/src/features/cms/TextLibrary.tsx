/** The text library (home content): markdown texts with an editor and a sanitised preview. */
import { cmsTextRule } from "@crucible/schema";
import { useMemo, useState } from "react";
import { Form, Menu, Segment, TextArea } from "semantic-ui-react";
import { useSession } from "../../app/session";
import { Field } from "../../components/Field";
import { FormDialog } from "../../components/FormDialog";
import { useColumnKit } from "../../components/kit/columns";
import { ResourceScreen } from "../../components/kit/ResourceScreen";
import { useResourceScreen } from "../../components/kit/useResourceScreen";
import { useResourceForm } from "../../components/kit/useResourceForm";
import { Markdown } from "../../components/Markdown";
import type { Column } from "../../components/table/column";
import { toast } from "../../components/toast";
import type { CmsTextFieldsFragment } from "../../graphql";
import {
  CmsTextsDocument,
  useCmsTextsQuery,
  useCreateCmsTextMutation,
  useRemoveCmsTextMutation,
  useSetCmsTextStatusMutation,
  useUpdateCmsTextMutation,
} from "../../graphql/__generated__/documents/cms";
import { useNs } from "../../i18n";
import { cmsNs } from "./i18n";

function TextDialog({ text, onClose }: { text: CmsTextFieldsFragment | null; onClose: () => void }) {
  const { t } = useNs(cmsNs);
  const [tab, setTab] = useState<"write" | "preview" | "split">("split");
  const [create] = useCreateCmsTextMutation({ refetchQueries: [CmsTextsDocument] });
  const [update] = useUpdateCmsTextMutation();
  const form = useResourceForm({
    initial: {
      libraryName: text?.libraryName ?? "home",
      title: text?.title ?? "",
      markdown: text?.markdown ?? "",
    },
    schema: cmsTextRule,
    onSubmit: async (data, values) => {
      const input = { ...data, markdown: values.markdown };
      const result = text
        ? await update({ variables: { id: text.id, input } })
        : await create({ variables: { input } });
      if (!result.error) {
        toast.success(t("translation:common.saved"));
        onClose();
      }
    },
  });
  const markdown = form.values.markdown;
  return (
    <FormDialog
      open
      size="large"
      title={text ? t("text.editTitle", { title: text.title }) : t("text.createTitle")}
      onClose={onClose}
      onSubmit={() => void form.submit()}
      submitting={form.submitting}
      testId="text-dialog"
    >
      <Form.Group widths="equal">
        <Field {...form.field("libraryName")} label={t("text.library")} required />
        <Field {...form.field("title")} label={t("text.textTitle")} required />
      </Form.Group>
      <Menu tabular size="small" className="editor-tabs">
        {(["write", "split", "preview"] as const).map((value) => (
          <Menu.Item
            key={value}
            active={tab === value}
            onClick={() => setTab(value)}
            data-testid={`text-tab-${value}`}
          >
            {t(`text.tabs.${value}`)}
          </Menu.Item>
        ))}
      </Menu>
      <div className={`markdown-editor ${tab}`}>
        {tab !== "preview" ? (
          <TextArea
            rows={18}
            className="mono"
            value={markdown}
            placeholder={t("text.placeholder")}
            onChange={(_event, data) => form.set("markdown")(String(data.value ?? ""))}
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
  const { t } = useNs(cmsNs);
  const session = useSession();
  const screen = useResourceScreen({
    table: { sort: { name: "SortOrder", isAsc: true } },
    useList: useCmsTextsQuery,
    pick: (data) => data.cmsTexts,
  });
  const editing = screen.editing;
  const [setStatus] = useSetCmsTextStatusMutation();
  const [remove] = useRemoveCmsTextMutation({ refetchQueries: [CmsTextsDocument] });
  const kit = useColumnKit();
  const canUpdate = session.can("Cms.TextLibrary.Update");
  const canDelete = session.can("Cms.TextLibrary.Delete");

  const columns = useMemo<Column<CmsTextFieldsFragment>[]>(
    () => [
      kit.id({ filter: undefined }),
      kit.text("LibraryName", t("text.library"), (row) => row.libraryName, { collapsing: true }),
      kit.text("Title", t("text.textTitle"), (row) => row.title),
      {
        key: "Markdown",
        title: t("text.excerpt"),
        render: (row) => <span className="muted small">{row.markdown.slice(0, 120)}</span>,
      },
      kit.status({ collapsing: true }),
      kit.date("UpdatedAt", t("text.updatedAt"), (row) => row.updatedAt, { collapsing: true }),
    ],
    [t, kit],
  );

  return (
    <ResourceScreen
      testId="text-library-page"
      title={t("text.title")}
      intro={t("text.intro")}
      {...screen.list(columns)}
      tableTestId="text-table"
      create={canUpdate ? { label: t("translation:common.create"), testId: "text-create" } : null}
      editing={editing}
      dialog={(text, close) => <TextDialog text={text} onClose={close} />}
      actions={{
        prefix: "text",
        name: (row) => row.title,
        edit: canUpdate ? editing.edit : undefined,
        status: canUpdate
          ? (row, status) => void setStatus({ variables: { id: row.id, status } })
          : undefined,
        remove: canDelete ? { run: (row) => remove({ variables: { id: row.id } }) } : undefined,
      }}
    />
  );
}
