/**
 * Processors, for both sides. The user's screen lists their own processors and the system ones
 * (create, edit and delete one's own: name, summary, docs, timeout, typed arguments, outputs; upload
 * its executable; read any one's details). The back office (spec §2 menu processors) lists every
 * processor, system ones and users', with the owner's account, filtered and paged by the server:
 * system processors are created, edited, given their executable, enabled or disabled, removed to the
 * recycle bin and recovered; a user's processor is read only and may be disabled (or enabled again).
 */
import { useCallback, useState } from "react";
import { Checkbox } from "semantic-ui-react";
import { useSession } from "../../app/session";
import { ResourceScreen } from "../../components/kit/ResourceScreen";
import type { RowActionSpec } from "../../components/kit/RowActions";
import { useResourceScreen } from "../../components/kit/useResourceScreen";
import { RowAction } from "../../components/RowAction";
import { useProjectsQuery } from "../../graphql/__generated__/documents/projects";
import { ProjectPicker } from "../projects/ProjectPicker";
import { ProcessorDialogs } from "./ProcessorDialogs";
import {
  noneAtAll,
  prefixOf,
  tagOf,
  type ProcessorRow,
  type ProcessorScreenDialog,
  type ProcessorSide,
} from "./processorRows";
import { useProcessorColumns } from "./useProcessorColumns";
import { useProcessorMutations, useSideList } from "./useProcessorList";
import "./modules.css";
import { useNs } from "../../i18n";
import { modulesNs } from "./i18n";

export function ProcessorList({ side }: { side: ProcessorSide }) {
  const { t } = useNs(modulesNs);
  const session = useSession();
  const system = side === "system";
  const prefix = prefixOf(side);
  const canUpdate = !system || session.can("Workflow.Job.Task.Processor.Update");
  const canDelete = !system || session.can("Workflow.Job.Task.Processor.Delete");
  const [mineOnly, setMineOnly] = useState(false);
  // The user's list narrowed to one project's processors (issue 28 item 2), theirs and other members'.
  const [projectId, setProjectId] = useState<string | null>(null);
  const projects = useProjectsQuery({ fetchPolicy: "cache-and-network", skip: system });
  const projectData = projects.data;
  const projectName = useCallback(
    (id: string) => projectData?.projects.find((p) => p.id === id)?.name ?? `#${id}`,
    [projectData],
  );
  const screen = useResourceScreen({
    table: { pageSize: 20, sort: system ? { name: "Id", isAsc: false } : { name: "Name", isAsc: true } },
    useList: (options) => useSideList(side, options),
    pick: (data) =>
      "list" in data
        ? data
        : data.filter(
            (row) => (!mineOnly || row.mine) && (projectId === null || row.projectId === projectId),
          ),
  });
  const mutations = useProcessorMutations(side);
  const [dialog, setDialog] = useState<ProcessorScreenDialog | null>(null);
  const view = useCallback((row: ProcessorRow) => setDialog({ kind: "view", row }), []);
  const columns = useProcessorColumns(side, view, projectName);
  /** Another user's processor (back office) or a system one (user side) is read only. */
  const editable = (row: ProcessorRow) => (system ? row.kind === "system" : row.mine);

  const actions: RowActionSpec<ProcessorRow> = {
    prefix,
    name: (row) => row.name,
    allow: (row, action) => action === "status" || editable(row),
    lead: (row) => (
      <>
        <RowAction
          icon="eye"
          label={t("processors.view")}
          onClick={() => view(row)}
          testId={`${prefix}-view-${row.id}`}
        />
        {!system && row.mine ? (
          <RowAction
            icon="users"
            label={t("processors.moveToProject")}
            onClick={() => setDialog({ kind: "move", row })}
            testId={`processor-move-${tagOf(side)(row)}`}
          />
        ) : null}
        {canUpdate && editable(row) ? (
          <RowAction
            icon="upload"
            color={row.exeName ? undefined : "orange"}
            label={row.exeName ? t("processors.replaceExe") : t("processors.uploadExe")}
            onClick={() => setDialog({ kind: "exe", row })}
            testId={`${prefix}-upload-${row.id}`}
          />
        ) : null}
      </>
    ),
    edit: canUpdate ? (row) => setDialog({ kind: "edit", row }) : undefined,
    status:
      system && canUpdate
        ? (row, status) =>
            void screen.run(
              mutations.setStatus(row.id, status),
              t(status === "ENABLED" ? "sysProcessors.enabled" : "sysProcessors.disabled", {
                name: row.name,
              }),
            )
        : undefined,
    remove: canDelete
      ? {
          run: (row) => screen.run(mutations.remove(row.id), t("processors.removed", { name: row.name })),
          question: system ? undefined : (row) => t("processors.confirmDelete", { name: row.name }),
          detail: () => (system ? t("sysProcessors.removeHint") : t("processors.deleteHint")),
          testId: system ? "remove" : "delete",
        }
      : undefined,
    recover: system && canDelete ? (row) => screen.run(mutations.recover(row.id)) : undefined,
    recovered: (row) => t("sysProcessors.recovered", { name: row.name }),
  };

  return (
    <ResourceScreen
      testId={system ? "sys-processors-page" : "processors-page"}
      title={system ? t("sysProcessors.title") : t("processors.title")}
      intro={system ? t("sysProcessors.intro") : t("processors.intro")}
      {...screen.list(columns)}
      recycleBin={system}
      tableTestId={system ? "sys-processors-table" : "processors-table"}
      create={
        canUpdate
          ? {
              label: system ? t("sysProcessors.create") : t("processors.create"),
              testId: `${prefix}-create`,
              onClick: () => setDialog({ kind: "create" }),
            }
          : null
      }
      toolbar={
        system ? null : (
          <span className="processors-filters">
            <Checkbox
              toggle
              label={t("processors.mineOnly")}
              checked={mineOnly}
              onChange={(_event, data) => {
                setMineOnly(Boolean(data.checked));
                screen.table.setPage(1);
              }}
              data-testid="processors-mine-only"
            />
            <ProjectPicker
              value={projectId}
              onChange={(next) => {
                setProjectId(next);
                screen.table.setPage(1);
              }}
              testId="processors-project"
            />
          </span>
        )
      }
      actions={actions}
    >
      {!system && !screen.loading && noneAtAll(screen.data) ? (
        <p className="muted" data-testid="processors-empty">
          {t("processors.empty")}
        </p>
      ) : null}
      <ProcessorDialogs
        side={side}
        dialog={dialog}
        onDialog={setDialog}
        mutations={mutations}
        onChanged={() => {
          screen.refetch();
          // A skipped query's refetch still asks: the back office has no projects to ask for.
          if (!system) void projects.refetch();
        }}
      />
    </ResourceScreen>
  );
}
/** The caller's processors and the system ones (front end). */
export function Processors() {
  return <ProcessorList side="user" />;
}
