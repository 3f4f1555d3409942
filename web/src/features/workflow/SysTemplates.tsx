/**
 * The back-office list of system templates (Workflow.Job.Template.Read): enable or disable one
 * (.Update), delete one (.Delete), and open one in the builder in system mode to edit it (.Update)
 * or to look at it.
 */
import { useMemo, useState } from "react";
import { Link } from "react-router-dom";
import { Button, Input, Message } from "semantic-ui-react";
import { useSession } from "../../app/session";
import { useColumnKit } from "../../components/kit/columns";
import { CreateButton, ResourceScreen } from "../../components/kit/ResourceScreen";
import { useResourceScreen } from "../../components/kit/useResourceScreen";
import type { Column } from "../../components/table/column";
import type { WfTemplateSummaryFieldsFragment } from "../../graphql";
import {
  useDeleteSysWorkflowTemplateMutation,
  useSetSysWorkflowTemplateStatusMutation,
  useSysWorkflowTemplatesQuery,
} from "../../graphql/__generated__/documents/workflow";
import { workflowUrls } from "./urls";
import "./workflow.css";
import { useNs } from "../../i18n";
import { workflowNs } from "./i18n";

type Row = WfTemplateSummaryFieldsFragment;

function matches(template: Row, search: string): boolean {
  const needle = search.trim().toLowerCase();
  return (
    needle === "" ||
    [template.name, template.nameZh, template.summary].join("\n").toLowerCase().includes(needle)
  );
}

export function SysTemplates() {
  const { t } = useNs(workflowNs);
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
      kit.text("Name", t("sys.name"), (row) => row.name, {
        render: (row) => (
          <>
            <Link to={workflowUrls.builder("system", row.id)}>{row.name}</Link>
            {row.nameZh ? <div className="muted small">{row.nameZh}</div> : null}
          </>
        ),
      }),
      {
        key: "Summary",
        title: t("sys.summary"),
        value: (row) => row.summary,
        render: (row) => <span className="small">{row.summary}</span>,
      },
      {
        key: "Tasks",
        title: t("sys.tasks"),
        value: (row) => row.taskNames.length,
        render: (row) => <span title={row.taskNames.join(", ")}>{row.taskNames.length}</span>,
        sortable: true,
        collapsing: true,
      },
      kit.status({ title: t("sys.status"), collapsing: true }),
      kit.date("UpdatedAt", t("sys.updatedAt"), (row) => row.updatedAt, { collapsing: true }),
    ],
    [t, kit],
  );

  return (
    <ResourceScreen
      testId="wf-sys-templates"
      title={t("sys.title")}
      intro={t("sys.intro")}
      header={
        <>
          <Input
            icon="search"
            size="small"
            placeholder={t("templates.search")}
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
                label: t("sys.create"),
                testId: "wf-sys-create",
                to: workflowUrls.newWorkflow("system"),
              }}
            />
          ) : null}
        </>
      }
      above={
        screen.data && screen.data.sysTemplates.length === 0 ? (
          <Message info content={t("sys.empty")} />
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
            title={canUpdate ? t("sys.edit") : t("sys.view")}
            aria-label={canUpdate ? t("sys.edit") : t("sys.view")}
            data-testid={`wf-sys-edit-${row.id}`}
          />
        ),
        status: canUpdate
          ? (row, status) =>
              void screen.run(
                setStatus({ variables: { id: row.id, status } }),
                t(status === "ENABLED" ? "sys.enabled" : "sys.disabled", {
                  name: row.name,
                }),
              )
          : undefined,
        remove: canDelete
          ? {
              run: (row) =>
                screen.run(remove({ variables: { id: row.id } }), t("sys.removed", { name: row.name })),
              question: (row) => t("sys.confirmRemove", { name: row.name }),
              detail: () => t("sys.confirmRemoveHint"),
            }
          : undefined,
      }}
    />
  );
}
