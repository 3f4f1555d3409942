/**
 * The public site's tools by form (issue 26): the entries of the map library `tools` listed in their
 * order, each edited with typed fields checked by the shared rule `publicToolRule` (names and summaries
 * in both languages, picture, link), a preview of its card in both languages, and its detail page's
 * sections (the text libraries `tool.{id}.en` and `.zh`). The entry's Value keeps the same keys the
 * public site reads (docs/public-site.md); keys the form does not know are kept as they were.
 */
import { publicToolRule, toolMessageCodes, toolsLibrary, type ToolMessageCode } from "@crucible/schema";
import { useMemo, useState } from "react";
import { Card, Form, Grid, Header, Image, Label, Modal, Button, TextArea } from "semantic-ui-react";
import { useSession } from "../../app/session";
import { Field } from "../../components/Field";
import { FormDialog } from "../../components/FormDialog";
import { useColumnKit } from "../../components/kit/columns";
import { ResourceScreen } from "../../components/kit/ResourceScreen";
import { useResourceForm, type FormIssue } from "../../components/kit/useResourceForm";
import type { Column } from "../../components/table/column";
import { RowAction } from "../../components/RowAction";
import { toast } from "../../components/toast";
import { Uploader } from "../../components/Uploader";
import type { MapEntryFieldsFragment } from "../../graphql";
import {
  useCreateMapEntryMutation,
  useUpdateMapEntryMutation,
} from "../../graphql/__generated__/documents/cms";
import { mapFileEndpoint } from "./mapFiles";
import { MoveRowActions } from "./MoveRowActions";
import { useMapEntryList } from "./useMapEntryList";
import { PageTextsEditor } from "./PageTextsEditor";
import { useNs } from "../../i18n";
import { cmsNs } from "./i18n";

type Value = Record<string, unknown>;

interface ToolValues {
  Name: string;
  EnglishName: string;
  Summary: string;
  EnglishSummary: string;
  File: string;
  Link: string;
  citation: string;
}

const messageKeys: Record<ToolMessageCode, "needName" | "badLink" | "badPicture"> = {
  toolName: "needName",
  toolLink: "badLink",
  toolPicture: "badPicture",
};

function isToolMessage(message: string): message is ToolMessageCode {
  return toolMessageCodes.some((code) => code === message);
}

function valueOf(entry: MapEntryFieldsFragment | null): Value {
  const value: unknown = entry?.value;
  return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Value) : {};
}

function str(value: unknown): string {
  return typeof value === "string" ? value : "";
}

function ToolCard(props: { readonly name: string; readonly summary: string; readonly picture: string }) {
  const { t } = useNs(cmsNs);
  return (
    <Card fluid>
      {props.picture ? (
        <Image src={props.picture} alt="" wrapped ui={false} className="tool-picture" />
      ) : null}
      <Card.Content>
        <Card.Header>{props.name || "—"}</Card.Header>
        {props.summary ? <Card.Description>{props.summary}</Card.Description> : null}
      </Card.Content>
      {!props.picture ? (
        <Card.Content extra className="muted small">
          {t("tools.noPicture")}
        </Card.Content>
      ) : null}
    </Card>
  );
}

function ToolDialog(props: {
  readonly entry: MapEntryFieldsFragment | null;
  readonly onClose: (saved: boolean) => void;
}) {
  const { t } = useNs(cmsNs);
  const { entry } = props;
  const [create] = useCreateMapEntryMutation();
  const [update] = useUpdateMapEntryMutation();
  const form = useResourceForm<ToolValues, ReturnType<typeof publicToolRule.parse>>({
    initial: () => {
      const value = valueOf(entry);
      return {
        Name: str(value.Name),
        EnglishName: str(value.EnglishName),
        Summary: str(value.Summary),
        EnglishSummary: str(value.EnglishSummary),
        File: str(value.File),
        Link: str(value.Link),
        citation: entry?.citation ?? "",
      };
    },
    schema: publicToolRule,
    word: (issue: FormIssue) =>
      isToolMessage(issue.message) ? t(`tools.${messageKeys[issue.message]}`) : null,
    onSubmit: async (data, values) => {
      // The keys the site reads, over whatever else the entry held.
      const input = {
        mapLibraryName: toolsLibrary,
        value: { ...valueOf(entry), ...data },
        citation: values.citation,
      };
      const result = entry
        ? await update({ variables: { id: entry.id, input } })
        : await create({ variables: { input } });
      if (!result.error) {
        toast.success(t("translation:common.saved"));
        props.onClose(true);
      }
    },
  });
  const v = form.values;
  const picture = v.File.trim();
  return (
    <FormDialog
      open
      size="large"
      title={entry ? t("tools.editTitle", { name: v.EnglishName || v.Name }) : t("tools.createTitle")}
      onClose={() => props.onClose(false)}
      onSubmit={() => void form.submit()}
      submitting={form.submitting}
      testId="tool-dialog"
    >
      <Grid stackable columns={2}>
        <Grid.Column>
          <Header as="h4">{t("pages.english")}</Header>
          <Field {...form.field("EnglishName")} label={t("tools.englishName")} />
          <Form.Field error={Boolean(form.error("EnglishSummary"))}>
            <label>{t("tools.englishSummary")}</label>
            <TextArea
              rows={3}
              value={v.EnglishSummary}
              onChange={(_event, data) => form.set("EnglishSummary")(String(data.value ?? ""))}
              data-testid="field-EnglishSummary"
            />
            {form.error("EnglishSummary") ? (
              <Label pointing prompt>
                {form.error("EnglishSummary")}
              </Label>
            ) : null}
          </Form.Field>
        </Grid.Column>
        <Grid.Column lang="zh-CN">
          <Header as="h4">{t("pages.chinese")}</Header>
          <Field {...form.field("Name")} label={t("tools.name")} />
          <Form.Field error={Boolean(form.error("Summary"))}>
            <label>{t("tools.summary")}</label>
            <TextArea
              rows={3}
              value={v.Summary}
              onChange={(_event, data) => form.set("Summary")(String(data.value ?? ""))}
              data-testid="field-Summary"
            />
            {form.error("Summary") ? (
              <Label pointing prompt>
                {form.error("Summary")}
              </Label>
            ) : null}
          </Form.Field>
        </Grid.Column>
      </Grid>
      <Form.Group widths="equal">
        <Field {...form.field("Link")} label={t("tools.link")} type="url" placeholder="https://" />
        <Field {...form.field("File")} label={t("tools.picture")} />
      </Form.Group>
      <Form.Field>
        <label>{t("tools.uploadPicture")}</label>
        <Uploader
          endpoint={mapFileEndpoint}
          dirNames={[]}
          folders={false}
          onUploaded={(file) => form.set("File")(file.ReadUrl)}
          testId="tool-picture-uploader"
        />
      </Form.Field>
      <Field {...form.field("citation")} label={t("tools.citation")} />
      <Header as="h4">{t("tools.preview")}</Header>
      <Grid stackable columns={2} data-testid="tool-preview">
        <Grid.Column data-testid="tool-preview-en">
          <ToolCard
            name={v.EnglishName.trim() || v.Name.trim()}
            summary={v.EnglishSummary.trim() || v.Summary.trim()}
            picture={picture}
          />
        </Grid.Column>
        <Grid.Column data-testid="tool-preview-zh" lang="zh-CN">
          <ToolCard
            name={v.Name.trim() || v.EnglishName.trim()}
            summary={v.Summary.trim() || v.EnglishSummary.trim()}
            picture={picture}
          />
        </Grid.Column>
      </Grid>
    </FormDialog>
  );
}

function DetailDialog(props: { readonly entry: MapEntryFieldsFragment; readonly onClose: () => void }) {
  const { t } = useNs(cmsNs);
  const value = valueOf(props.entry);
  return (
    <Modal open size="large" onClose={props.onClose} data-testid="tool-detail-dialog">
      <Modal.Header>
        {t("pages.toolDetail")}: {str(value.EnglishName) || str(value.Name)}
      </Modal.Header>
      <Modal.Content scrolling>
        <PageTextsEditor library={`tool.${props.entry.id}`} />
      </Modal.Content>
      <Modal.Actions>
        <Button
          content={t("translation:common.close")}
          onClick={props.onClose}
          data-testid="tool-detail-close"
        />
      </Modal.Actions>
    </Modal>
  );
}

export function SiteTools() {
  const { t } = useNs(cmsNs);
  const session = useSession();
  const { screen, move, setStatus, remove, canUpdate, canDelete } = useMapEntryList(toolsLibrary);
  const [detail, setDetail] = useState<MapEntryFieldsFragment | null>(null);
  const kit = useColumnKit();

  const columns = useMemo<Column<MapEntryFieldsFragment>[]>(
    () => [
      kit.id({ filter: undefined }),
      {
        key: "Picture",
        title: t("tools.picture"),
        collapsing: true,
        render: (row) => {
          const picture = str(valueOf(row).File);
          return picture ? <Image src={picture} alt="" size="mini" /> : null;
        },
      },
      {
        key: "EnglishName",
        title: t("tools.englishName"),
        render: (row) => <strong>{str(valueOf(row).EnglishName)}</strong>,
      },
      { key: "Name", title: t("tools.name"), render: (row) => str(valueOf(row).Name) },
      {
        key: "Link",
        title: t("tools.link"),
        render: (row) => <span className="muted small breakable">{str(valueOf(row).Link)}</span>,
      },
      kit.status({ collapsing: true }),
      kit.sortOrder({ filter: undefined }),
    ],
    [t, kit],
  );

  return (
    <ResourceScreen
      testId="site-tools-page"
      title={t("tools.title")}
      intro={t("tools.intro")}
      {...screen.list(columns)}
      tableTestId="tools-table"
      create={canUpdate ? { label: t("tools.create"), testId: "tool-create" } : null}
      editing={screen.editing}
      dialog={(entry) => <ToolDialog entry={entry} onClose={screen.closeDialog} />}
      actions={{
        prefix: "tool",
        name: (row) => str(valueOf(row).EnglishName) || str(valueOf(row).Name) || `#${row.id}`,
        lead: (row) => (
          <>
            {canUpdate ? (
              <MoveRowActions onMove={(delta) => move(row, delta)} prefix="tool" id={row.id} />
            ) : null}
            {session.can("Cms.TextLibrary.Read") ? (
              <RowAction
                icon="file alternate outline"
                label={t("pages.toolDetail")}
                onClick={() => setDetail(row)}
                testId={`tool-detail-${row.id}`}
              />
            ) : null}
          </>
        ),
        edit: canUpdate ? screen.editing.edit : undefined,
        status: canUpdate ? setStatus : undefined,
        remove: canDelete ? { run: remove } : undefined,
      }}
    >
      {detail ? <DetailDialog entry={detail} onClose={() => setDetail(null)} /> : null}
    </ResourceScreen>
  );
}
