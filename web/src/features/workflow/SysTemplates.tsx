/**
 * The back-office list of system templates (Workflow.Job.Template.Read): enable or disable one
 * (.Update), delete one (.Delete), and open one in the builder in system mode to edit it (.Update)
 * or to look at it.
 */
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { Button, Input, Message } from "semantic-ui-react";
import { useSession } from "../../app/session";
import { useColumnKit } from "../../components/kit/columns";
import { CreateButton, ResourceScreen } from "../../components/kit/ResourceScreen";
import { useResourceScreen } from "../../components/kit/useResourceScreen";
import type { Column } from "../../components/ResourceTable";
import type { WfTemplateSummaryFieldsFragment } from "../../graphql";
import {
  useDeleteSysWorkflowTemplateMutation,
  useSetSysWorkflowTemplateStatusMutation,
  useSysWorkflowTemplatesQuery,
} from "../../graphql/__generated__/documents/workflow";
import { workflowUrls } from "./urls";
import "./workflow.css";

type Row = WfTemplateSummaryFieldsFragment;

function matches(template: Row, search: string): boolean {
  const needle = search.trim().toLowerCase();
  return (
    needle === "" ||
    [template.name, template.nameZh, template.summary].join("\n").toLowerCase().includes(needle)
  );
}

export function SysTemplates() {
  const { t } = useTranslation();
  const session = useSession();
  const canUpdate = session.can("Workflow.Job.Template.Update");
  const canDelete = session.can("Workflow.Job.Template.Delete");
  const [search, setSearch] = useState("");
  // The whole list, searched, paged and sorted here.
  const screen = useResourceScreen({
    table: { sort: { name: "Name", isAsc: true } },
    useList: ({ fetchPolicy }) => useSysWorkflowTemplatesQuery({ fetchPolicy }),
    pick: (data) => data.sysTemplates.filter((template) => matches(template, search)),
  });
  const [setStatus] = useSetSysWorkflowTemplateStatusMutation();
  const [remove] = useDeleteSysWorkflowTemplateMutation();
  const kit = useColumnKit();

  const columns = useMemo<Column<Row>[]>(
    () => [
      kit.text("Name", t("workflow.sys.name"), (row) => row.name, {
        render: (row) => (
          <>
            <Link to={workflowUrls.builder("system", row.id)}>{row.name}</Link>
            {row.nameZh ? <div className="muted small">{row.nameZh}</div> : null}
          </>
        ),
      }),
      {
        key: "Summary",
        title: t("workflow.sys.summary"),
        value: (row) => row.summary,
        render: (row) => <span className="small">{row.summary}</span>,
      },
      {
        key: "Tasks",
        title: t("workflow.sys.tasks"),
        value: (row) => row.taskNames.length,
        render: (row) => <span title={row.taskNames.join(", ")}>{row.taskNames.length}</span>,
        sortable: true,
        collapsing: true,
      },
      kit.status({ title: t("workflow.sys.status"), collapsing: true }),
      kit.date("UpdatedAt", t("workflow.sys.updatedAt"), (row) => row.updatedAt, { collapsing: true }),
    ],
    [t, kit],
  );

  return (
    <ResourceScreen
      testId="wf-sys-templates"
      title={t("workflow.sys.title")}
      intro={t("workflow.sys.intro")}
      header={
        <>
          <Input
            icon="search"
            size="small"
            placeholder={t("workflow.templates.search")}
            value={search}
            onChange={(_event, data) => {
              setSearch(String(data.value));
              screen.table.setPage(1);
            }}
            input={{ "data-testid": "wf-sys-search" }}
          />
          {canUpdate ? (
            <CreateButton
              spec={{
                label: t("workflow.sys.create"),
                testId: "wf-sys-create",
                to: workflowUrls.newWorkflow("system"),
              }}
            />
          ) : null}
        </>
      }
      above={
        screen.data && screen.data.sysTemplates.length === 0 ? (
          <Message info content={t("workflow.sys.empty")} />
        ) : null
      }
      {...screen.list(columns)}
      tableTestId="wf-sys-table"
      actions={{
        prefix: "wf-sys",
        name: (row) => row.name,
        lead: (row) => (
          <Button
            as={Link}
            to={workflowUrls.builder("system", row.id)}
            size="mini"
            basic
            icon={canUpdate ? "edit" : "eye"}
            title={canUpdate ? t("workflow.sys.edit") : t("workflow.sys.view")}
            aria-label={canUpdate ? t("workflow.sys.edit") : t("workflow.sys.view")}
            data-testid={`wf-sys-edit-${row.id}`}
          />
        ),
        status: canUpdate
          ? (row, status) =>
              void screen.run(
                setStatus({ variables: { id: row.id, status } }),
                t(status === "ENABLED" ? "workflow.sys.enabled" : "workflow.sys.disabled", {
                  name: row.name,
                }),
              )
          : undefined,
        remove: canDelete
          ? {
              run: (row) =>
                screen.run(
                  remove({ variables: { id: row.id } }),
                  t("workflow.sys.removed", { name: row.name }),
                ),
              question: (row) => t("workflow.sys.confirmRemove", { name: row.name }),
              detail: () => t("workflow.sys.confirmRemoveHint"),
            }
          : undefined,
      }}
    />
  );
}
