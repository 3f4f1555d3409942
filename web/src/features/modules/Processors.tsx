/**
 * Processors, for both sides. The user's screen lists their own processors and the system ones
 * (create, edit and delete one's own: name, summary, docs, timeout, typed arguments, outputs; upload
 * its executable; read any one's details). The back office (spec §2 menu processors) lists every
 * processor, system ones and users', with the owner's account, filtered and paged by the server:
 * system processors are created, edited, given their executable, enabled or disabled, removed to the
 * recycle bin and recovered; a user's processor is read only and may be disabled (or enabled again).
 */
import { useMemo, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Button, Checkbox, Header, Icon, Label, Message, Modal } from "semantic-ui-react";
import { useSession } from "../../app/session";
import { formatBytes, formatDateTime } from "../../components/format";
import { useColumnKit } from "../../components/kit/columns";
import { ResourceScreen } from "../../components/kit/ResourceScreen";
import type { RowActionSpec } from "../../components/kit/RowActions";
import { Markdown } from "../../components/Markdown";
import { localPage, useResourceTable, type Column } from "../../components/ResourceTable";
import { RowAction } from "../../components/RowAction";
import { toast } from "../../components/toast";
import type {
  EntityStatus,
  ProcessorItemFieldsFragment,
  ProcessorInput,
  SysProcessorFieldsFragment,
} from "../../graphql";
import {
  useProcessorCreateMutation,
  useProcessorDeleteMutation,
  useProcessorListQuery,
  useProcessorUpdateMutation,
} from "../../graphql/__generated__/documents/modules";
import { useProjectsQuery } from "../../graphql/__generated__/documents/projects";
import {
  SysProcessorListDocument,
  useSysProcessorCreateMutation,
  useSysProcessorListQuery,
  useSysProcessorRecoverMutation,
  useSysProcessorRemoveMutation,
  useSysProcessorSetStatusMutation,
  useSysProcessorUpdateMutation,
} from "../../graphql/__generated__/documents/sysprocessors";
import { MoveToProjectDialog } from "../projects/MoveToProject";
import { ProjectPicker } from "../projects/ProjectPicker";
import { ExeUploadDialog } from "./ExeUploadDialog";
import { ArgsTable, OutputsTable } from "./ModuleTables";
import { ProcessorDialog } from "./ProcessorDialog";
import { draftOf, emptyDraft, inputOf, type ProcessorDraft } from "./processorDraft";
import "./modules.css";

export type ProcessorSide = "user" | "system";

/** A row of either list: the user's fields, and those only the back office reads. */
type Row = Omit<ProcessorItemFieldsFragment, "__typename"> &
  Partial<Omit<SysProcessorFieldsFragment, "__typename" | keyof ProcessorItemFieldsFragment>>;

type Dialog =
  | { readonly kind: "create" }
  | { readonly kind: "edit"; readonly row: Row }
  | { readonly kind: "exe"; readonly row: Pick<Row, "id" | "name" | "exeName"> }
  | { readonly kind: "view"; readonly row: Row }
  | { readonly kind: "move"; readonly row: Row };

const refetchSysList = { refetchQueries: [SysProcessorListDocument] };

/** A processor's details, read only (also the back office's view of a user's processor, with `extra`). */
export function ProcessorDetails({
  row,
  onClose,
  extra,
}: {
  row: Omit<ProcessorItemFieldsFragment, "__typename">;
  onClose: () => void;
  extra?: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const zh = i18n.language === "zh-CN";
  return (
    <Modal open size="large" onClose={onClose} data-testid="processor-details">
      <Modal.Header>{t("modules.processors.viewTitle", { name: row.name })}</Modal.Header>
      <Modal.Content scrolling>
        {extra}
        {row.summary ? <p>{row.summary}</p> : null}
        {row.docs.trim() !== "" ? <Markdown source={row.docs} testId="processor-docs-view" /> : null}
        <Header as="h4">{t("modules.processors.args")}</Header>
        <ArgsTable args={row.args} zh={zh} />
        <Header as="h4">{t("modules.processors.outputs")}</Header>
        <OutputsTable outputs={row.outputs} zh={zh} />
      </Modal.Content>
      <Modal.Actions>
        <Button type="button" onClick={onClose} data-testid="processor-details-close">
          {t("common.close")}
        </Button>
      </Modal.Actions>
    </Modal>
  );
}

/** The list and the mutations of a side (the other side's list is skipped). */
function useProcessorApi(side: ProcessorSide, query: Parameters<typeof useSysProcessorListQuery>[0]) {
  const system = side === "system";
  const userList = useProcessorListQuery({ fetchPolicy: "cache-and-network", skip: system });
  const sysList = useSysProcessorListQuery({ ...query, fetchPolicy: "cache-and-network", skip: !system });
  const [create, createState] = useProcessorCreateMutation();
  const [update, updateState] = useProcessorUpdateMutation();
  const [remove] = useProcessorDeleteMutation();
  const [sysCreate, sysCreateState] = useSysProcessorCreateMutation(refetchSysList);
  const [sysUpdate, sysUpdateState] = useSysProcessorUpdateMutation();
  const [sysRemove] = useSysProcessorRemoveMutation(refetchSysList);
  const [setStatus] = useSysProcessorSetStatusMutation();
  const [recover] = useSysProcessorRecoverMutation(refetchSysList);
  const all: readonly Row[] = (system ? sysList.data?.sysProcessors.list : userList.data?.processors) ?? [];
  return {
    all,
    total: sysList.data?.sysProcessors.total ?? 0,
    loading: system ? sysList.loading : userList.loading,
    refetch: () => void (system ? sysList.refetch() : userList.refetch()),
    saving: system
      ? sysCreateState.loading || sysUpdateState.loading
      : createState.loading || updateState.loading,
    /** Creates (id null) or updates; answers the processor, or null when refused. */
    save: async (id: string | null, input: ProcessorInput) => {
      if (id !== null) {
        const result = system
          ? await sysUpdate({ variables: { id, input } })
          : await update({ variables: { id, input } });
        const data = result.data;
        if (result.error || !data) return null;
        return "updateSysProcessor" in data ? data.updateSysProcessor : data.updateProcessor;
      }
      const result = system
        ? await sysCreate({ variables: { input } })
        : await create({ variables: { input } });
      const data = result.data;
      if (result.error || !data) return null;
      return "createSysProcessor" in data ? data.createSysProcessor : data.createProcessor;
    },
    remove: (id: string) => (system ? sysRemove({ variables: { id } }) : remove({ variables: { id } })),
    setStatus: (id: string, status: EntityStatus) => setStatus({ variables: { id, status } }),
    recover: (id: string) => recover({ variables: { id } }),
  };
}

export function ProcessorList({ side }: { side: ProcessorSide }) {
  const { t } = useTranslation();
  const session = useSession();
  const system = side === "system";
  const prefix = system ? "sys-processor" : "processor";
  const canUpdate = !system || session.can("Workflow.Job.Task.Processor.Update");
  const canDelete = !system || session.can("Workflow.Job.Task.Processor.Delete");
  const table = useResourceTable({
    pageSize: 20,
    sort: system ? { name: "Id", isAsc: false } : { name: "Name", isAsc: true },
  });
  const api = useProcessorApi(side, { variables: { query: table.query } });
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [mineOnly, setMineOnly] = useState(false);
  // The user's list narrowed to one project's processors (issue 28 item 2), theirs and other members'.
  const [projectId, setProjectId] = useState<string | null>(null);
  const projects = useProjectsQuery({ fetchPolicy: "cache-and-network", skip: system });
  const projectName = (id: string) => projects.data?.projects.find((p) => p.id === id)?.name ?? `#${id}`;
  const kit = useColumnKit();
  /** The user's test ids name a processor by its name, the back office's by its id. */
  const tag = (row: Row) => (system ? row.id : row.name);
  /** Another user's processor (back office) or a system one (user side) is read only. */
  const editable = (row: Row) => (system ? row.kind === "system" : row.mine);

  const columns = useMemo<Column<Row>[]>(
    () => [
      ...(system ? [kit.id<Row>()] : []),
      kit.text("Name", t("modules.processors.name"), (row: Row) => row.name, {
        render: (row) => (
          <div>
            <a
              role="button"
              tabIndex={0}
              onClick={() => setDialog({ kind: "view", row })}
              data-testid={`${prefix}-open-${tag(row)}`}
            >
              <strong>{row.name}</strong>
            </a>
            {row.summary ? <div className="muted small">{row.summary}</div> : null}
          </div>
        ),
      }),
      system
        ? kit.text("Kind", t("modules.processors.kind"), (row: Row) => row.kind, {
            filter: {
              kind: "string",
              options: [
                { value: "system", text: t("modules.sysProcessors.kinds.system") },
                { value: "user", text: t("modules.sysProcessors.kinds.user") },
              ],
            },
            collapsing: true,
            render: (row) => (
              <KindLabel
                system={row.kind === "system"}
                text={t(`modules.sysProcessors.kinds.${row.kind === "system" ? "system" : "user"}`)}
              />
            ),
          })
        : kit.text("Kind", t("modules.processors.kind"), (row: Row) => t(userKind(row)), {
            collapsing: true,
            render: (row) => <KindLabel system={row.kind === "system"} text={t(userKind(row))} />,
          }),
      ...(system
        ? []
        : [
            kit.text(
              "Project",
              t("modules.processors.project"),
              (row: Row) => (row.projectId === null ? "" : projectName(row.projectId)),
              {
                render: (row) =>
                  row.projectId === null ? (
                    <span className="muted" data-testid={`processor-project-${tag(row)}`}>
                      {row.kind === "system" ? "—" : t("modules.processors.private")}
                    </span>
                  ) : (
                    <span data-testid={`processor-project-${tag(row)}`}>
                      <Icon name="users" />
                      {projectName(row.projectId)}
                    </span>
                  ),
              },
            ),
          ]),
      ...(system
        ? [
            kit.text("OwnerAccount", t("modules.sysProcessors.owner"), (row: Row) => row.ownerAccount ?? "", {
              render: (row) =>
                row.ownerAccount ? (
                  <span data-testid={`sys-processor-owner-${row.id}`}>
                    <Icon name="user" />
                    {row.ownerAccount}
                  </span>
                ) : (
                  <span className="muted">—</span>
                ),
            }),
          ]
        : []),
      {
        key: system ? "ExeName" : "Exe",
        title: t("modules.processors.exe"),
        value: (row) => row.exeName ?? "",
        sortable: system || undefined,
        filter: system ? { kind: "string" } : undefined,
        render: (row) =>
          row.exeName ? (
            <span className="exe-cell" data-testid={`${prefix}-exe-${tag(row)}`}>
              <Icon name="file code outline" />
              <code>{row.exeName}</code>
              {row.exeSize !== null ? <span className="muted">{formatBytes(row.exeSize)}</span> : null}
            </span>
          ) : (
            <Label size="small" color="orange" basic data-testid={`${prefix}-no-exe-${tag(row)}`}>
              {t("modules.processors.noExe")}
            </Label>
          ),
      },
      ...(system
        ? []
        : [
            {
              key: "Args",
              title: t("modules.processors.argsCount"),
              value: (row: Row) => row.args.length,
              sortable: true,
              collapsing: true,
            },
            {
              key: "Outputs",
              title: t("modules.processors.outputsCount"),
              value: (row: Row) => row.outputs.length,
              sortable: true,
              collapsing: true,
            },
          ]),
      {
        key: system ? "TimeoutSeconds" : "Timeout",
        title: t("modules.page.timeout"),
        value: (row) => row.timeoutSeconds,
        render: (row) => (row.timeoutSeconds > 0 ? `${row.timeoutSeconds} s` : t("modules.page.noTimeout")),
        sortable: true,
        filter: system ? { kind: "number" } : undefined,
        collapsing: true,
      },
      system
        ? kit.status<Row>({ collapsing: true })
        : kit.status<Row>({ sortable: undefined, filter: undefined, collapsing: true }),
      system ? kit.createdAt<Row>() : kit.createdAt<Row>({ filter: undefined, collapsing: true }),
    ],
    // `tag` and `prefix` follow `system`; `projectName` follows `projects.data`.
    [t, kit, system, projects.data],
  );

  const shown = useMemo(
    () =>
      api.all.filter((row) => (!mineOnly || row.mine) && (projectId === null || row.projectId === projectId)),
    [api.all, mineOnly, projectId],
  );
  const page = system ? { rows: api.all, total: api.total } : localPage(shown, columns, table);

  const save = async (draft: ProcessorDraft) => {
    const editing = dialog?.kind === "edit" ? dialog.row : null;
    const saved = await api.save(editing?.id ?? null, inputOf(draft));
    if (!saved) return;
    if (editing) {
      toast.success(t("modules.processors.updated", { name: saved.name }));
      setDialog(null);
      if (!system) api.refetch();
      return;
    }
    toast.success(t("modules.processors.created", { name: saved.name }));
    if (!system) api.refetch();
    // A new processor has no executable yet: offer the upload at once.
    setDialog({ kind: "exe", row: saved });
  };

  const actions: RowActionSpec<Row> = {
    prefix,
    name: (row) => row.name,
    allow: (row, action) => action === "status" || editable(row),
    lead: (row) => (
      <>
        <RowAction
          icon="eye"
          label={t("modules.processors.view")}
          onClick={() => setDialog({ kind: "view", row })}
          testId={`${prefix}-view-${row.id}`}
        />
        {!system && row.mine ? (
          <RowAction
            icon="users"
            label={t("modules.processors.moveToProject")}
            onClick={() => setDialog({ kind: "move", row })}
            testId={`processor-move-${tag(row)}`}
          />
        ) : null}
        {canUpdate && editable(row) ? (
          <RowAction
            icon="upload"
            color={row.exeName ? undefined : "orange"}
            label={row.exeName ? t("modules.processors.replaceExe") : t("modules.processors.uploadExe")}
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
            void api.setStatus(row.id, status).then((result) => {
              if (result.error) return;
              toast.success(
                t(status === "ENABLED" ? "modules.sysProcessors.enabled" : "modules.sysProcessors.disabled", {
                  name: row.name,
                }),
              );
            })
        : undefined,
    remove: canDelete
      ? {
          run: async (row) => {
            const result = await api.remove(row.id);
            if (result.error) return;
            toast.success(t("modules.processors.removed", { name: row.name }));
            if (!system) api.refetch();
          },
          question: system ? undefined : (row) => t("modules.processors.confirmDelete", { name: row.name }),
          detail: () => (system ? t("modules.sysProcessors.removeHint") : t("modules.processors.deleteHint")),
          testId: system ? "remove" : "delete",
        }
      : undefined,
    recover: system && canDelete ? (row) => api.recover(row.id) : undefined,
    recovered: (row) => t("modules.sysProcessors.recovered", { name: row.name }),
  };

  const ownerNote = (row: Row) => (
    <Message size="small" info={row.kind === "system"} data-testid="sys-processor-owner-note">
      <Icon name={row.kind === "system" ? "shield" : "user"} />
      {row.kind === "system"
        ? t("modules.sysProcessors.systemNote")
        : t("modules.sysProcessors.userNote", { account: row.ownerAccount ?? "" })}
      <span className="muted">
        {" "}
        · {t(`modules.sysProcessors.kinds.${row.kind === "system" ? "system" : "user"}`)} ·{" "}
        {formatDateTime(row.updatedAt ?? null)}
      </span>
    </Message>
  );

  return (
    <ResourceScreen
      testId={system ? "sys-processors-page" : "processors-page"}
      title={system ? t("modules.sysProcessors.title") : t("modules.processors.title")}
      intro={system ? t("modules.sysProcessors.intro") : t("modules.processors.intro")}
      table={table}
      columns={columns}
      rows={page.rows}
      total={page.total}
      loading={api.loading}
      recycleBin={system}
      onRefresh={api.refetch}
      tableTestId={system ? "sys-processors-table" : "processors-table"}
      create={
        canUpdate
          ? {
              label: system ? t("modules.sysProcessors.create") : t("modules.processors.create"),
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
              label={t("modules.processors.mineOnly")}
              checked={mineOnly}
              onChange={(_event, data) => {
                setMineOnly(Boolean(data.checked));
                table.setPage(1);
              }}
              data-testid="processors-mine-only"
            />
            <ProjectPicker
              value={projectId}
              onChange={(next) => {
                setProjectId(next);
                table.setPage(1);
              }}
              testId="processors-project"
            />
          </span>
        )
      }
      actions={actions}
    >
      {!system && !api.loading && api.all.length === 0 ? (
        <p className="muted" data-testid="processors-empty">
          {t("modules.processors.empty")}
        </p>
      ) : null}
      {dialog?.kind === "create" || dialog?.kind === "edit" ? (
        <ProcessorDialog
          side={system ? "sys" : "user"}
          title={
            dialog.kind === "edit"
              ? t("modules.processors.editTitle", { name: dialog.row.name })
              : system
                ? t("modules.sysProcessors.createTitle")
                : t("modules.processors.createTitle")
          }
          initial={dialog.kind === "edit" ? draftOf(dialog.row) : emptyDraft()}
          saving={api.saving}
          onClose={() => setDialog(null)}
          onSave={(draft) => void save(draft)}
        />
      ) : null}
      {dialog?.kind === "exe" ? (
        <ExeUploadDialog
          processor={dialog.row}
          side={system ? "sys" : "user"}
          onClose={() => setDialog(null)}
          onUploaded={api.refetch}
        />
      ) : null}
      {dialog?.kind === "move" ? (
        <MoveToProjectDialog
          kind="processor"
          id={dialog.row.id}
          name={dialog.row.name}
          projectId={dialog.row.projectId ?? null}
          onClose={() => setDialog(null)}
          onMoved={() => {
            setDialog(null);
            api.refetch();
            void projects.refetch();
          }}
        />
      ) : null}
      {dialog?.kind === "view" ? (
        <ProcessorDetails
          row={dialog.row}
          onClose={() => setDialog(null)}
          extra={system ? ownerNote(dialog.row) : undefined}
        />
      ) : null}
    </ResourceScreen>
  );
}

/** The user side's kind: a system processor, the caller's own, or another member's in a project. */
function userKind(row: Row) {
  if (row.kind === "system") return "modules.processors.kinds.system";
  return row.mine ? "modules.processors.kinds.user" : "modules.processors.kinds.shared";
}

function KindLabel({ system, text }: { system: boolean; text: string }) {
  return system ? (
    <Label size="small" basic>
      <Icon name="shield" />
      {text}
    </Label>
  ) : (
    <Label size="small" color="blue" basic>
      {text}
    </Label>
  );
}

/** The caller's processors and the system ones (front end). */
export function Processors() {
  return <ProcessorList side="user" />;
}
