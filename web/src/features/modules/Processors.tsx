/**
 * Processors, for both sides. The user's screen lists their own processors and the system ones
 * (create, edit and delete one's own: name, summary, docs, timeout, typed arguments, outputs; upload
 * its executable; read any one's details). The back office (spec §2 menu processors) lists every
 * processor, system ones and users', with the owner's account, filtered and paged by the server:
 * system processors are created, edited, given their executable, enabled or disabled, removed to the
 * recycle bin and recovered; a user's processor is read only and may be disabled (or enabled again).
 */
import { useCallback, useMemo, useState, type ReactNode } from "react";
import { Button, Checkbox, Header, Icon, Label, Message, Modal } from "semantic-ui-react";
import { useSession } from "../../app/session";
import { formatBytes, formatDateTime } from "../../components/format";
import { useColumnKit } from "../../components/kit/columns";
import { ResourceScreen } from "../../components/kit/ResourceScreen";
import type { Outcome, RowActionSpec } from "../../components/kit/RowActions";
import {
  useResourceScreen,
  type ListHookOptions,
  type ListPage,
  type ListQuery,
} from "../../components/kit/useResourceScreen";
import { Markdown } from "../../components/Markdown";
import type { Column } from "../../components/table/column";
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
import { useNs } from "../../i18n";
import { modulesNs } from "./i18n";

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

/** The back office's page of every processor, or the user's whole list (paged here). */
type ListData = ListPage<Row> | readonly Row[];

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
  const { t, i18n } = useNs(modulesNs);
  const zh = i18n.language === "zh-CN";
  return (
    <Modal open size="large" onClose={onClose} data-testid="processor-details">
      <Modal.Header>{t("processors.viewTitle", { name: row.name })}</Modal.Header>
      <Modal.Content scrolling>
        {extra}
        {row.summary ? <p>{row.summary}</p> : null}
        {row.docs.trim() !== "" ? <Markdown source={row.docs} testId="processor-docs-view" /> : null}
        <Header as="h4">{t("processors.args")}</Header>
        <ArgsTable args={row.args} zh={zh} />
        <Header as="h4">{t("processors.outputs")}</Header>
        <OutputsTable outputs={row.outputs} zh={zh} />
      </Modal.Content>
      <Modal.Actions>
        <Button type="button" onClick={onClose} data-testid="processor-details-close">
          {t("translation:common.close")}
        </Button>
      </Modal.Actions>
    </Modal>
  );
}

/** The list of a side (the other side's query is skipped). */
function useSideList(side: ProcessorSide, { variables, fetchPolicy }: ListHookOptions): ListQuery<ListData> {
  const system = side === "system";
  const user = useProcessorListQuery({ fetchPolicy, skip: system });
  const sys = useSysProcessorListQuery({ variables, fetchPolicy, skip: !system });
  return system
    ? { data: sys.data?.sysProcessors, loading: sys.loading, refetch: sys.refetch }
    : { data: user.data?.processors, loading: user.loading, refetch: user.refetch };
}

/** The mutations of a side. */
function useProcessorMutations(side: ProcessorSide) {
  const system = side === "system";
  const [create, createState] = useProcessorCreateMutation();
  const [update, updateState] = useProcessorUpdateMutation();
  const [remove] = useProcessorDeleteMutation();
  const [sysCreate, sysCreateState] = useSysProcessorCreateMutation();
  const [sysUpdate, sysUpdateState] = useSysProcessorUpdateMutation();
  const [sysRemove] = useSysProcessorRemoveMutation();
  const [setStatus] = useSysProcessorSetStatusMutation();
  const [recover] = useSysProcessorRecoverMutation();
  return {
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
    remove: (id: string): Promise<Outcome> =>
      system ? sysRemove({ variables: { id } }) : remove({ variables: { id } }),
    setStatus: (id: string, status: EntityStatus) => setStatus({ variables: { id, status } }),
    recover: (id: string) => recover({ variables: { id } }),
  };
}

/** The columns of a side; `onView` opens a processor's details. */
function useProcessorColumns(
  side: ProcessorSide,
  onView: (row: Row) => void,
  projectName: (id: string) => string,
): Column<Row>[] {
  const { t } = useNs(modulesNs);
  const kit = useColumnKit();
  const system = side === "system";
  return useMemo<Column<Row>[]>(() => {
    const prefix = prefixOf(side);
    const tag = tagOf(side);
    return [
      ...(system ? [kit.id<Row>()] : []),
      kit.text("Name", t("processors.name"), (row: Row) => row.name, {
        render: (row) => (
          <div>
            <a
              role="button"
              tabIndex={0}
              onClick={() => onView(row)}
              data-testid={`${prefix}-open-${tag(row)}`}
            >
              <strong>{row.name}</strong>
            </a>
            {row.summary ? <div className="muted small">{row.summary}</div> : null}
          </div>
        ),
      }),
      system
        ? kit.text("Kind", t("processors.kind"), (row: Row) => row.kind, {
            filter: {
              kind: "string",
              options: [
                { value: "system", text: t("sysProcessors.kinds.system") },
                { value: "user", text: t("sysProcessors.kinds.user") },
              ],
            },
            collapsing: true,
            render: (row) => (
              <KindLabel
                system={row.kind === "system"}
                text={t(`sysProcessors.kinds.${row.kind === "system" ? "system" : "user"}`)}
              />
            ),
          })
        : kit.text("Kind", t("processors.kind"), (row: Row) => t(userKind(row)), {
            collapsing: true,
            render: (row) => <KindLabel system={row.kind === "system"} text={t(userKind(row))} />,
          }),
      ...(system
        ? []
        : [
            kit.text(
              "Project",
              t("processors.project"),
              (row: Row) => (row.projectId === null ? "" : projectName(row.projectId)),
              {
                render: (row) =>
                  row.projectId === null ? (
                    <span className="muted" data-testid={`processor-project-${tag(row)}`}>
                      {row.kind === "system" ? "—" : t("processors.private")}
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
            kit.text("OwnerAccount", t("sysProcessors.owner"), (row: Row) => row.ownerAccount ?? "", {
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
        title: t("processors.exe"),
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
              {t("processors.noExe")}
            </Label>
          ),
      },
      ...(system
        ? []
        : [
            {
              key: "Args",
              title: t("processors.argsCount"),
              value: (row: Row) => row.args.length,
              sortable: true,
              collapsing: true,
            },
            {
              key: "Outputs",
              title: t("processors.outputsCount"),
              value: (row: Row) => row.outputs.length,
              sortable: true,
              collapsing: true,
            },
          ]),
      {
        key: system ? "TimeoutSeconds" : "Timeout",
        title: t("page.timeout"),
        value: (row) => row.timeoutSeconds,
        render: (row) => (row.timeoutSeconds > 0 ? `${row.timeoutSeconds} s` : t("page.noTimeout")),
        sortable: true,
        filter: system ? { kind: "number" } : undefined,
        collapsing: true,
      },
      system
        ? kit.status<Row>({ collapsing: true })
        : kit.status<Row>({ sortable: undefined, filter: undefined, collapsing: true }),
      system ? kit.createdAt<Row>() : kit.createdAt<Row>({ filter: undefined, collapsing: true }),
    ];
  }, [t, kit, side, system, onView, projectName]);
}

/** Whether the user's list has no processor at all (not even a system one), before "mine only". */
function noneAtAll(data: ListData | undefined): boolean {
  return data === undefined || ("list" in data ? data.list.length === 0 : data.length === 0);
}

/** The first word of a side's test ids. */
function prefixOf(side: ProcessorSide): string {
  return side === "system" ? "sys-processor" : "processor";
}

/** The user's test ids name a processor by its name, the back office's by its id. */
function tagOf(side: ProcessorSide): (row: Row) => string {
  return side === "system" ? (row) => row.id : (row) => row.name;
}

/** The back office's note on whose processor it is, above its details. */
function OwnerNote({ row }: { row: Row }) {
  const { t } = useNs(modulesNs);
  return (
    <Message size="small" info={row.kind === "system"} data-testid="sys-processor-owner-note">
      <Icon name={row.kind === "system" ? "shield" : "user"} />
      {row.kind === "system"
        ? t("sysProcessors.systemNote")
        : t("sysProcessors.userNote", { account: row.ownerAccount ?? "" })}
      <span className="muted">
        {" "}
        · {t(`sysProcessors.kinds.${row.kind === "system" ? "system" : "user"}`)} ·{" "}
        {formatDateTime(row.updatedAt ?? null)}
      </span>
    </Message>
  );
}

/** The screen's dialogs: create or edit, the executable's upload (offered at once after a create), details. */
function ProcessorDialogs(props: {
  side: ProcessorSide;
  dialog: Dialog | null;
  onDialog: (dialog: Dialog | null) => void;
  mutations: ReturnType<typeof useProcessorMutations>;
  onChanged: () => void;
}) {
  const { t } = useNs(modulesNs);
  const { dialog, onDialog, mutations } = props;
  const system = props.side === "system";
  const close = () => onDialog(null);

  const save = async (draft: ProcessorDraft) => {
    const editing = dialog?.kind === "edit" ? dialog.row : null;
    const saved = await mutations.save(editing?.id ?? null, inputOf(draft));
    if (!saved) return;
    props.onChanged();
    if (editing) {
      toast.success(t("processors.updated", { name: saved.name }));
      close();
      return;
    }
    toast.success(t("processors.created", { name: saved.name }));
    // A new processor has no executable yet: offer the upload at once.
    onDialog({ kind: "exe", row: saved });
  };

  if (dialog?.kind === "create" || dialog?.kind === "edit") {
    return (
      <ProcessorDialog
        side={system ? "sys" : "user"}
        title={
          dialog.kind === "edit"
            ? t("processors.editTitle", { name: dialog.row.name })
            : system
              ? t("sysProcessors.createTitle")
              : t("processors.createTitle")
        }
        initial={dialog.kind === "edit" ? draftOf(dialog.row) : emptyDraft()}
        saving={mutations.saving}
        onClose={close}
        onSave={(draft) => void save(draft)}
      />
    );
  }
  if (dialog?.kind === "exe") {
    return (
      <ExeUploadDialog
        processor={dialog.row}
        side={system ? "sys" : "user"}
        onClose={close}
        onUploaded={props.onChanged}
      />
    );
  }
  if (dialog?.kind === "move") {
    return (
      <MoveToProjectDialog
        kind="processor"
        id={dialog.row.id}
        name={dialog.row.name}
        projectId={dialog.row.projectId ?? null}
        onClose={close}
        onMoved={() => {
          close();
          props.onChanged();
        }}
      />
    );
  }
  if (dialog?.kind === "view") {
    return (
      <ProcessorDetails
        row={dialog.row}
        onClose={close}
        extra={system ? <OwnerNote row={dialog.row} /> : undefined}
      />
    );
  }
  return null;
}

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
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const view = useCallback((row: Row) => setDialog({ kind: "view", row }), []);
  const columns = useProcessorColumns(side, view, projectName);
  /** Another user's processor (back office) or a system one (user side) is read only. */
  const editable = (row: Row) => (system ? row.kind === "system" : row.mine);

  const actions: RowActionSpec<Row> = {
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

/** The user side's kind: a system processor, the caller's own, or another member's in a project. */
function userKind(row: Row) {
  if (row.kind === "system") return "processors.kinds.system";
  return row.mine ? "processors.kinds.user" : "processors.kinds.shared";
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
