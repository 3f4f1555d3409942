/**
 * The back office of processors (spec §2 menu processors): every processor, system ones and users',
 * with the owner's account, filtered and paged by the server. System processors are created, edited,
 * given their executable, enabled or disabled, removed to the recycle bin and recovered; a user's
 * processor is read only and may be disabled (or enabled again).
 */
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button, Icon, Label, Message } from "semantic-ui-react";
import { useSession } from "../../app/session";
import { ConfirmButton } from "../../components/ConfirmButton";
import { formatBytes, formatDateTime } from "../../components/format";
import { PageHeader } from "../../components/PageHeader";
import { ResourceTable, useResourceTable, type Column } from "../../components/ResourceTable";
import { RowAction, StatusAction } from "../../components/RowAction";
import { StatusLabel, useStatusOptions } from "../../components/StatusLabel";
import { toast } from "../../components/toast";
import {
  SysProcessorListDocument,
  useSysProcessorCreateMutation,
  useSysProcessorListQuery,
  useSysProcessorRecoverMutation,
  useSysProcessorRemoveMutation,
  useSysProcessorSetStatusMutation,
  useSysProcessorUpdateMutation,
  type SysProcessorFieldsFragment,
} from "../../graphql";
import { ExeUploadDialog } from "./ExeUploadDialog";
import { ProcessorDialog } from "./ProcessorDialog";
import { ProcessorDetails } from "./Processors";
import { draftOf, emptyDraft, inputOf, type ProcessorDraft } from "./processorDraft";
import "./modules.css";

type Row = SysProcessorFieldsFragment;

type Dialog =
  | { readonly kind: "create" }
  | { readonly kind: "edit"; readonly row: Row }
  | { readonly kind: "exe"; readonly row: Pick<Row, "id" | "name" | "exeName"> }
  | { readonly kind: "view"; readonly row: Row };

const refetchList = { refetchQueries: [SysProcessorListDocument] };

export function SysProcessors() {
  const { t } = useTranslation();
  const session = useSession();
  const canUpdate = session.can("Workflow.Job.Task.Processor.Update");
  const canDelete = session.can("Workflow.Job.Task.Processor.Delete");
  const table = useResourceTable({ pageSize: 20, sort: { name: "Id", isAsc: false } });
  const list = useSysProcessorListQuery({
    variables: { query: table.query },
    fetchPolicy: "cache-and-network",
  });
  const [create, createState] = useSysProcessorCreateMutation(refetchList);
  const [update, updateState] = useSysProcessorUpdateMutation();
  const [setStatus] = useSysProcessorSetStatusMutation();
  const [remove] = useSysProcessorRemoveMutation(refetchList);
  const [recover] = useSysProcessorRecoverMutation(refetchList);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const statusOptions = useStatusOptions();

  const kindLabel = (row: Row) =>
    row.kind === "system" ? t("modules.sysProcessors.kinds.system") : t("modules.sysProcessors.kinds.user");

  const columns = useMemo<Column<Row>[]>(
    () => [
      {
        key: "Id",
        title: t("common.id"),
        value: (row) => Number(row.id),
        sortable: true,
        filter: { kind: "number" },
        collapsing: true,
      },
      {
        key: "Name",
        title: t("modules.processors.name"),
        value: (row) => row.name,
        sortable: true,
        filter: { kind: "string" },
        render: (row) => (
          <div>
            <a
              role="button"
              tabIndex={0}
              onClick={() => setDialog({ kind: "view", row })}
              data-testid={`sys-processor-open-${row.id}`}
            >
              <strong>{row.name}</strong>
            </a>
            {row.summary ? <div className="muted small">{row.summary}</div> : null}
          </div>
        ),
      },
      {
        key: "Kind",
        title: t("modules.processors.kind"),
        value: (row) => row.kind,
        sortable: true,
        filter: {
          kind: "string",
          options: [
            { value: "system", text: t("modules.sysProcessors.kinds.system") },
            { value: "user", text: t("modules.sysProcessors.kinds.user") },
          ],
        },
        collapsing: true,
        render: (row) =>
          row.kind === "system" ? (
            <Label size="small" basic>
              <Icon name="shield" />
              {t("modules.sysProcessors.kinds.system")}
            </Label>
          ) : (
            <Label size="small" color="blue" basic>
              {t("modules.sysProcessors.kinds.user")}
            </Label>
          ),
      },
      {
        key: "OwnerAccount",
        title: t("modules.sysProcessors.owner"),
        value: (row) => row.ownerAccount ?? "",
        sortable: true,
        filter: { kind: "string" },
        render: (row) =>
          row.ownerAccount ? (
            <span data-testid={`sys-processor-owner-${row.id}`}>
              <Icon name="user" />
              {row.ownerAccount}
            </span>
          ) : (
            <span className="muted">—</span>
          ),
      },
      {
        key: "ExeName",
        title: t("modules.processors.exe"),
        value: (row) => row.exeName ?? "",
        sortable: true,
        filter: { kind: "string" },
        render: (row) =>
          row.exeName ? (
            <span className="exe-cell" data-testid={`sys-processor-exe-${row.id}`}>
              <Icon name="file code outline" />
              <code>{row.exeName}</code>
              {row.exeSize !== null ? <span className="muted">{formatBytes(row.exeSize)}</span> : null}
            </span>
          ) : (
            <Label size="small" color="orange" basic data-testid={`sys-processor-no-exe-${row.id}`}>
              {t("modules.processors.noExe")}
            </Label>
          ),
      },
      {
        key: "TimeoutSeconds",
        title: t("modules.page.timeout"),
        value: (row) => row.timeoutSeconds,
        render: (row) => (row.timeoutSeconds > 0 ? `${row.timeoutSeconds} s` : t("modules.page.noTimeout")),
        sortable: true,
        filter: { kind: "number" },
        collapsing: true,
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
        key: "CreatedAt",
        title: t("common.createdAt"),
        value: (row) => row.createdAt,
        render: (row) => formatDateTime(row.createdAt),
        sortable: true,
        filter: { kind: "date" },
      },
    ],
    [t, statusOptions],
  );

  const save = async (draft: ProcessorDraft) => {
    const input = inputOf(draft);
    if (dialog?.kind === "edit") {
      const result = await update({ variables: { id: dialog.row.id, input } });
      if (result.error || !result.data) return;
      toast.success(t("modules.processors.updated", { name: result.data.updateSysProcessor.name }));
      setDialog(null);
      return;
    }
    const result = await create({ variables: { input } });
    if (result.error || !result.data) return;
    const created = result.data.createSysProcessor;
    toast.success(t("modules.processors.created", { name: created.name }));
    // A new processor has no executable yet: offer the upload at once.
    setDialog({ kind: "exe", row: created });
  };

  const toggleStatus = (row: Row) => {
    const status = row.status === "ENABLED" ? "DISABLED" : "ENABLED";
    void setStatus({ variables: { id: row.id, status } }).then((result) => {
      if (result.error) return;
      toast.success(
        t(status === "ENABLED" ? "modules.sysProcessors.enabled" : "modules.sysProcessors.disabled", {
          name: row.name,
        }),
      );
    });
  };

  const actions = (row: Row) => {
    if (row.deletedAt) {
      return canDelete ? (
        <div className="action-buttons">
          <RowAction
            icon="undo"
            label={t("common.recover")}
            onClick={() =>
              void recover({ variables: { id: row.id } }).then((result) => {
                if (!result.error) toast.success(t("modules.sysProcessors.recovered", { name: row.name }));
              })
            }
            testId={`sys-processor-recover-${row.id}`}
          />
        </div>
      ) : null;
    }
    const system = row.kind === "system";
    return (
      <div className="action-buttons">
        <RowAction
          icon="eye"
          label={t("modules.processors.view")}
          onClick={() => setDialog({ kind: "view", row })}
          testId={`sys-processor-view-${row.id}`}
        />
        {canUpdate && system ? (
          <>
            <RowAction
              icon="upload"
              color={row.exeName ? undefined : "orange"}
              label={row.exeName ? t("modules.processors.replaceExe") : t("modules.processors.uploadExe")}
              onClick={() => setDialog({ kind: "exe", row })}
              testId={`sys-processor-upload-${row.id}`}
            />
            <RowAction
              icon="edit"
              label={t("common.edit")}
              onClick={() => setDialog({ kind: "edit", row })}
              testId={`sys-processor-edit-${row.id}`}
            />
          </>
        ) : null}
        {canUpdate ? (
          <StatusAction
            status={row.status}
            onToggle={() => toggleStatus(row)}
            testId={`sys-processor-status-${row.id}`}
          />
        ) : null}
        {canDelete && system ? (
          <ConfirmButton
            iconOnly
            icon="trash"
            label={t("common.remove")}
            question={t("common.confirmRemove", { name: row.name })}
            detail={t("modules.sysProcessors.removeHint")}
            onConfirm={async () => {
              const result = await remove({ variables: { id: row.id } });
              if (!result.error) toast.success(t("modules.processors.removed", { name: row.name }));
            }}
            testId={`sys-processor-remove-${row.id}`}
          />
        ) : null}
      </div>
    );
  };

  const details = (row: Row) => (
    <Message size="small" info={row.kind === "system"} data-testid="sys-processor-owner-note">
      <Icon name={row.kind === "system" ? "shield" : "user"} />
      {row.kind === "system"
        ? t("modules.sysProcessors.systemNote")
        : t("modules.sysProcessors.userNote", { account: row.ownerAccount ?? "" })}
      <span className="muted">
        {" "}
        · {kindLabel(row)} · {formatDateTime(row.updatedAt)}
      </span>
    </Message>
  );

  return (
    <div data-testid="sys-processors-page">
      <PageHeader title={t("modules.sysProcessors.title")} intro={t("modules.sysProcessors.intro")} />
      <ResourceTable
        table={table}
        columns={columns}
        rows={list.data?.sysProcessors.list ?? []}
        total={list.data?.sysProcessors.total ?? 0}
        loading={list.loading}
        recycleBin
        onRefresh={() => void list.refetch()}
        actions={actions}
        testId="sys-processors-table"
        toolbar={
          canUpdate ? (
            <Button
              primary
              icon="plus"
              content={t("modules.sysProcessors.create")}
              onClick={() => setDialog({ kind: "create" })}
              data-testid="sys-processor-create"
            />
          ) : null
        }
      />
      {dialog?.kind === "create" ? (
        <ProcessorDialog
          side="sys"
          title={t("modules.sysProcessors.createTitle")}
          initial={emptyDraft()}
          saving={createState.loading}
          onClose={() => setDialog(null)}
          onSave={(draft) => void save(draft)}
        />
      ) : null}
      {dialog?.kind === "edit" ? (
        <ProcessorDialog
          side="sys"
          title={t("modules.processors.editTitle", { name: dialog.row.name })}
          initial={draftOf(dialog.row)}
          saving={updateState.loading}
          onClose={() => setDialog(null)}
          onSave={(draft) => void save(draft)}
        />
      ) : null}
      {dialog?.kind === "exe" ? (
        <ExeUploadDialog
          processor={dialog.row}
          side="sys"
          onClose={() => setDialog(null)}
          onUploaded={() => void list.refetch()}
        />
      ) : null}
      {dialog?.kind === "view" ? (
        <ProcessorDetails row={dialog.row} onClose={() => setDialog(null)} extra={details(dialog.row)} />
      ) : null}
    </div>
  );
}
