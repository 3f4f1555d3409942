/**
 * The back-office list of system templates (Workflow.Job.Template.Read): enable or disable one
 * (.Update), delete one (.Delete), and open one in the builder in system mode to edit it (.Update)
 * or to look at it.
 */
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { Button, Input, Loader, Message, Table } from "semantic-ui-react";
import { useSession } from "../../app/session";
import { ConfirmButton } from "../../components/ConfirmButton";
import { formatDateTime } from "../../components/format";
import { PageHeader } from "../../components/PageHeader";
import { StatusLabel } from "../../components/StatusLabel";
import { toast } from "../../components/toast";
import {
  SysWorkflowTemplatesDocument,
  useDeleteSysWorkflowTemplateMutation,
  useSetSysWorkflowTemplateStatusMutation,
  useSysWorkflowTemplatesQuery,
  type WfTemplateSummaryFieldsFragment,
} from "../../graphql";
import { workflowUrls } from "./urls";
import "./workflow.css";

export function SysTemplates() {
  const { t } = useTranslation();
  const session = useSession();
  const canUpdate = session.can("Workflow.Job.Template.Update");
  const canDelete = session.can("Workflow.Job.Template.Delete");
  const [search, setSearch] = useState("");
  const list = useSysWorkflowTemplatesQuery({ fetchPolicy: "cache-and-network" });
  const [setStatus] = useSetSysWorkflowTemplateStatusMutation();
  const [remove] = useDeleteSysWorkflowTemplateMutation({ refetchQueries: [SysWorkflowTemplatesDocument] });
  const rows = useMemo(() => {
    const needle = search.trim().toLowerCase();
    return (list.data?.sysTemplates ?? []).filter((template) =>
      needle === ""
        ? true
        : [template.name, template.nameZh, template.summary].join("\n").toLowerCase().includes(needle),
    );
  }, [list.data, search]);

  const toggle = async (template: WfTemplateSummaryFieldsFragment) => {
    const status = template.status === "ENABLED" ? "DISABLED" : "ENABLED";
    const result = await setStatus({ variables: { id: template.id, status } });
    if (result.data) {
      toast.success(
        status === "ENABLED"
          ? t("workflow.sys.enabled", { name: template.name })
          : t("workflow.sys.disabled", { name: template.name }),
      );
    }
  };
  const removeTemplate = async (template: WfTemplateSummaryFieldsFragment) => {
    const result = await remove({ variables: { id: template.id } });
    if (result.data?.deleteSysTemplate) toast.success(t("workflow.sys.removed", { name: template.name }));
  };

  return (
    <div data-testid="wf-sys-templates">
      <PageHeader title={t("workflow.sys.title")} intro={t("workflow.sys.intro")}>
        <Input
          icon="search"
          size="small"
          placeholder={t("workflow.templates.search")}
          value={search}
          onChange={(_event, data) => setSearch(String(data.value))}
          input={{ "data-testid": "wf-sys-search" }}
        />
        {canUpdate ? (
          <Button
            as={Link}
            to={workflowUrls.newWorkflow("system")}
            primary
            icon="plus"
            content={t("workflow.sys.create")}
            data-testid="wf-sys-create"
          />
        ) : null}
      </PageHeader>
      {list.loading && !list.data ? <Loader active inline="centered" /> : null}
      {list.data && list.data.sysTemplates.length === 0 ? (
        <Message info content={t("workflow.sys.empty")} />
      ) : null}
      {rows.length > 0 ? (
        <Table compact selectable data-testid="wf-sys-table">
          <Table.Header>
            <Table.Row>
              <Table.HeaderCell>{t("workflow.sys.name")}</Table.HeaderCell>
              <Table.HeaderCell>{t("workflow.sys.summary")}</Table.HeaderCell>
              <Table.HeaderCell collapsing>{t("workflow.sys.tasks")}</Table.HeaderCell>
              <Table.HeaderCell collapsing singleLine>
                {t("workflow.sys.status")}
              </Table.HeaderCell>
              <Table.HeaderCell collapsing>{t("workflow.sys.updatedAt")}</Table.HeaderCell>
              <Table.HeaderCell collapsing>{t("common.actions")}</Table.HeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((template) => (
              <Table.Row
                key={template.id}
                data-testid={`wf-sys-row-${template.id}`}
                data-name={template.name}
              >
                <Table.Cell>
                  <Link to={workflowUrls.builder("system", template.id)}>{template.name}</Link>
                  {template.nameZh ? <div className="muted small">{template.nameZh}</div> : null}
                </Table.Cell>
                <Table.Cell className="small">{template.summary}</Table.Cell>
                <Table.Cell title={template.taskNames.join(", ")}>{template.taskNames.length}</Table.Cell>
                <Table.Cell singleLine>
                  <StatusLabel status={template.status} />
                </Table.Cell>
                <Table.Cell className="small">{formatDateTime(template.updatedAt)}</Table.Cell>
                <Table.Cell singleLine>
                  <Button
                    as={Link}
                    to={workflowUrls.builder("system", template.id)}
                    size="mini"
                    basic
                    icon={canUpdate ? "edit" : "eye"}
                    title={canUpdate ? t("workflow.sys.edit") : t("workflow.sys.view")}
                    aria-label={canUpdate ? t("workflow.sys.edit") : t("workflow.sys.view")}
                    data-testid="wf-sys-edit"
                  />
                  {canUpdate ? (
                    <Button
                      type="button"
                      size="mini"
                      basic
                      icon={template.status === "ENABLED" ? "toggle on" : "toggle off"}
                      color={template.status === "ENABLED" ? "green" : undefined}
                      title={template.status === "ENABLED" ? t("common.disable") : t("common.enable")}
                      aria-label={template.status === "ENABLED" ? t("common.disable") : t("common.enable")}
                      onClick={() => void toggle(template)}
                      data-testid="wf-sys-toggle"
                    />
                  ) : null}
                  {canDelete ? (
                    <ConfirmButton
                      label={t("common.remove")}
                      icon="trash alternate outline"
                      color="red"
                      iconOnly
                      question={t("workflow.sys.confirmRemove", { name: template.name })}
                      detail={t("workflow.sys.confirmRemoveHint")}
                      onConfirm={() => removeTemplate(template)}
                      testId="wf-sys-remove"
                    />
                  ) : null}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table>
      ) : null}
    </div>
  );
}
