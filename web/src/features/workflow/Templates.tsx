/**
 * The front-end template list: the enabled system templates and the user's own, as cards with
 * their cover, name, summary and kind. Use opens a template in the builder; a copy becomes the
 * user's own; own templates can be edited and deleted. A template's docs open in a dialog.
 */
import { ProjectPicker } from "../projects/ProjectPicker";
import { useProjectsQuery } from "../../graphql/__generated__/documents/projects";
import { useMemo, useState } from "react";
import { Link, useNavigate } from "react-router-dom";
import { Button, Card, Icon, Input, Label, Loader, Menu, Message, Modal } from "semantic-ui-react";
import { ConfirmButton } from "../../components/ConfirmButton";
import { formatDate } from "../../components/format";
import { Markdown } from "../../components/Markdown";
import { PageHeader } from "../../components/PageHeader";
import { toast } from "../../components/toast";
import type { WfTemplateSummaryFieldsFragment } from "../../graphql";
import {
  WorkflowTemplatesDocument,
  useCloneWorkflowTemplateMutation,
  useDeleteWorkflowTemplateMutation,
  useWorkflowTemplatesQuery,
} from "../../graphql/__generated__/documents/workflow";
import { useDefaultCoverUrl } from "../modules/ModuleCover";
import { useNs } from "../../i18n";
import { projectsNs } from "../projects/i18n";
import { useMoveToProject } from "../projects/MoveToProject";
import { CrateImportDialog } from "./CrateImport";
import { templateName, workflowUrls } from "./urls";
import "./workflow.css";
import { workflowNs } from "./i18n";

type Tab = "all" | "system" | "mine";
const tabs: readonly Tab[] = ["all", "system", "mine"];

function matches(template: WfTemplateSummaryFieldsFragment, search: string): boolean {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  const haystack = [template.name, template.nameZh, template.summary, ...template.taskNames]
    .join("\n")
    .toLowerCase();
  return words.every((word) => haystack.includes(word));
}

function Cover({ template }: { template: WfTemplateSummaryFieldsFragment }) {
  const fallbackUrl = useDefaultCoverUrl("template");
  const url = template.coverUrl ?? fallbackUrl;
  return (
    <div className="wf-cover">
      {url ? (
        <img src={url} alt="" loading="lazy" />
      ) : (
        <Icon name="sitemap" size="huge" color="blue" className="wf-cover-icon" />
      )}
    </div>
  );
}

function DocsDialog({
  template,
  onClose,
}: {
  template: WfTemplateSummaryFieldsFragment;
  onClose: () => void;
}) {
  const { t, i18n } = useNs(workflowNs);
  return (
    <Modal open onClose={onClose} size="large" data-testid="wf-template-docs">
      <Modal.Header>{templateName(template, i18n.language === "zh-CN")}</Modal.Header>
      <Modal.Content scrolling>
        {template.docs.trim() ? (
          <Markdown source={template.docs} testId="wf-template-docs-body" />
        ) : (
          <p className="muted">{t("templates.noDocs")}</p>
        )}
      </Modal.Content>
      <Modal.Actions>
        <Button type="button" onClick={onClose} data-testid="wf-template-docs-close">
          {t("translation:common.close")}
        </Button>
      </Modal.Actions>
    </Modal>
  );
}

function TemplateCard(props: {
  template: WfTemplateSummaryFieldsFragment;
  onDocs: () => void;
  onClone: () => void;
  /** Move the caller's own template into a project or back out (issue 28 item 2). */
  onMove: () => void;
  onRemove: () => Promise<unknown>;
  /** The name of the project the template is in (null: not in one). */
  projectName: string | null;
}) {
  const { t, i18n } = useNs(workflowNs);
  const { t: projectsText } = useNs(projectsNs);
  const { template } = props;
  const name = templateName(template, i18n.language === "zh-CN");
  const system = template.kind === "system";
  const open = workflowUrls.builder("frontend", template.id);
  return (
    <Card className="wf-template-card" data-testid={`wf-template-${template.id}`} data-name={template.name}>
      <Link to={open} tabIndex={-1} aria-hidden>
        <Cover template={template} />
      </Link>
      <Card.Content>
        <Card.Header as={Link} to={open} data-testid="wf-template-name">
          {name}
        </Card.Header>
        <Card.Meta>
          <Label size="mini" basic color={system ? "blue" : "green"} data-testid="wf-template-kind">
            {system ? t("templates.kindSystem") : t("templates.kindUser")}
          </Label>{" "}
          {props.projectName !== null ? (
            <>
              <Label
                size="mini"
                basic
                color="teal"
                title={projectsText("title")}
                data-testid="wf-template-project"
              >
                <Icon name="users" />
                {props.projectName}
              </Label>{" "}
            </>
          ) : null}
          <span className="small">{t("templates.tasks", { count: template.taskNames.length })}</span>
        </Card.Meta>
        <Card.Description title={template.summary}>{template.summary}</Card.Description>
      </Card.Content>
      <Card.Content extra>
        <div className="muted small">{t("templates.updated", { date: formatDate(template.updatedAt) })}</div>
      </Card.Content>
      <Card.Content extra className="wf-template-actions">
        <Button
          as={Link}
          to={open}
          size="mini"
          primary
          icon={template.mine ? "edit" : "play"}
          content={template.mine ? t("templates.edit") : t("templates.use")}
          data-testid="wf-template-use"
        />
        <Button
          type="button"
          size="mini"
          basic
          icon="book"
          content={t("templates.docs")}
          onClick={props.onDocs}
          data-testid="wf-template-docs-open"
        />
        <Button
          type="button"
          size="mini"
          basic
          icon="copy outline"
          content={t("templates.clone")}
          onClick={props.onClone}
          data-testid="wf-template-clone"
        />
        {template.mine ? (
          <Button
            type="button"
            size="mini"
            basic
            icon="users"
            title={projectsText("move.action")}
            aria-label={projectsText("move.action")}
            onClick={props.onMove}
            data-testid="wf-template-move"
          />
        ) : null}
        {template.mine ? (
          <ConfirmButton
            label={t("templates.remove")}
            icon="trash alternate outline"
            color="red"
            question={t("templates.confirmRemove", { name })}
            detail={t("templates.confirmRemoveHint")}
            onConfirm={props.onRemove}
            testId="wf-template-remove"
          />
        ) : null}
      </Card.Content>
    </Card>
  );
}

export function Templates() {
  const { t } = useNs(workflowNs);
  const navigate = useNavigate();
  const [tab, setTab] = useState<Tab>("all");
  const [search, setSearch] = useState("");
  const [docs, setDocs] = useState<WfTemplateSummaryFieldsFragment | null>(null);
  // Narrowed to one project's templates (issue 28 item 2), or all the caller may read.
  const [projectId, setProjectId] = useState<string | null>(null);
  const list = useWorkflowTemplatesQuery({ variables: { projectId }, fetchPolicy: "cache-and-network" });
  // The project tag of each card: the caller's projects' names (a template is shown only to members).
  const projects = useProjectsQuery({ fetchPolicy: "cache-and-network" });
  const projectName = (id: string | null | undefined): string | null =>
    id ? (projects.data?.projects.find((p) => p.id === id)?.name ?? `#${id}`) : null;
  const mover = useMoveToProject("template", () => void list.refetch());
  const [importing, setImporting] = useState(false);
  const [clone] = useCloneWorkflowTemplateMutation({ refetchQueries: [WorkflowTemplatesDocument] });
  const [remove] = useDeleteWorkflowTemplateMutation({ refetchQueries: [WorkflowTemplatesDocument] });
  const all = useMemo(() => list.data?.templates ?? [], [list.data]);
  const shown = useMemo(
    () =>
      all
        .filter((template) =>
          tab === "all" ? true : tab === "system" ? template.kind === "system" : template.mine,
        )
        .filter((template) => matches(template, search)),
    [all, tab, search],
  );

  const cloneTemplate = async (template: WfTemplateSummaryFieldsFragment) => {
    const result = await clone({ variables: { id: template.id } });
    const copy = result.data?.cloneTemplate;
    if (copy) toast.success(t("templates.cloned", { name: copy.name }));
  };
  const removeTemplate = async (template: WfTemplateSummaryFieldsFragment) => {
    const result = await remove({ variables: { id: template.id } });
    if (result.data?.deleteTemplate) toast.success(t("templates.removed", { name: template.name }));
  };

  return (
    <div data-testid="wf-templates-page">
      <PageHeader title={t("templates.title")} intro={t("templates.intro")}>
        <Button
          type="button"
          primary
          icon="plus"
          content={t("templates.newWorkflow")}
          onClick={() => navigate(workflowUrls.newWorkflow("frontend"))}
          data-testid="wf-new"
        />
        <Button
          type="button"
          basic
          icon="file archive outline"
          content={t("crate.action")}
          onClick={() => setImporting(true)}
          data-testid="wf-crate-import"
        />
      </PageHeader>
      {importing ? (
        <CrateImportDialog onClose={() => setImporting(false)} onImported={() => void list.refetch()} />
      ) : null}
      <div className="wf-template-toolbar">
        <Menu secondary pointing>
          {tabs.map((value) => (
            <Menu.Item
              key={value}
              active={tab === value}
              onClick={() => setTab(value)}
              data-testid={`wf-tab-${value}`}
            >
              {t(`templates.tabs.${value}`)}
            </Menu.Item>
          ))}
        </Menu>
        <Input
          icon="search"
          placeholder={t("templates.search")}
          value={search}
          onChange={(_event, data) => setSearch(String(data.value))}
          input={{ "data-testid": "wf-templates-search" }}
        />
        <ProjectPicker value={projectId} onChange={setProjectId} testId="wf-templates-project" />
      </div>
      {list.loading && !list.data ? <Loader active inline="centered" /> : null}
      {list.data && all.length === 0 ? <Message info content={t("templates.empty")} /> : null}
      {all.length > 0 && shown.length === 0 ? <Message content={t("templates.noMatch")} /> : null}
      {shown.length > 0 ? (
        <>
          <p className="muted small" data-testid="wf-templates-count">
            {t("templates.count", { shown: shown.length, total: all.length })}
          </p>
          <Card.Group itemsPerRow={4} doubling stackable data-testid="wf-templates">
            {shown.map((template) => (
              <TemplateCard
                key={template.id}
                template={template}
                onDocs={() => setDocs(template)}
                onClone={() => void cloneTemplate(template)}
                onMove={() => mover.open(template)}
                onRemove={() => removeTemplate(template)}
                projectName={projectName(template.projectId)}
              />
            ))}
          </Card.Group>
        </>
      ) : null}
      {docs ? <DocsDialog template={docs} onClose={() => setDocs(null)} /> : null}
      {mover.dialog}
    </div>
  );
}
