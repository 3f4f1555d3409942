/**
 * The caller's processors and the system ones: create, edit and delete one's own (name, summary,
 * docs, timeout, typed arguments, outputs), upload its executable, and read any one's details.
 */
import { useMemo, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Button, Checkbox, Header, Icon, Label, Modal } from "semantic-ui-react";
import { ConfirmButton } from "../../components/ConfirmButton";
import { formatBytes, formatDateTime } from "../../components/format";
import { Markdown } from "../../components/Markdown";
import { PageHeader } from "../../components/PageHeader";
import { localPage, ResourceTable, useResourceTable, type Column } from "../../components/ResourceTable";
import { RowAction } from "../../components/RowAction";
import { StatusLabel } from "../../components/StatusLabel";
import { toast } from "../../components/toast";
import {
  useProcessorCreateMutation,
  useProcessorDeleteMutation,
  useProcessorListQuery,
  useProcessorUpdateMutation,
  type ProcessorItemFieldsFragment,
} from "../../graphql";
import { ExeUploadDialog } from "./ExeUploadDialog";
import { ArgsTable, OutputsTable } from "./ModuleTables";
import { ProcessorDialog } from "./ProcessorDialog";
import { draftOf, emptyDraft, inputOf, type ProcessorDraft } from "./processorDraft";
import "./modules.css";

type Row = ProcessorItemFieldsFragment;

type Dialog =
  | { readonly kind: "create" }
  | { readonly kind: "edit"; readonly row: Row }
  | { readonly kind: "exe"; readonly row: Pick<Row, "id" | "name" | "exeName"> }
  | { readonly kind: "view"; readonly row: Row };

/** A processor's details, read only (also the back office's view of a user's processor, with `extra`). */
export function ProcessorDetails({
  row,
  onClose,
  extra,
}: {
  row: Row;
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

export function Processors() {
  const { t } = useTranslation();
  const list = useProcessorListQuery({ fetchPolicy: "cache-and-network" });
  const [create, createState] = useProcessorCreateMutation();
  const [update, updateState] = useProcessorUpdateMutation();
  const [remove] = useProcessorDeleteMutation();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [mineOnly, setMineOnly] = useState(false);
  const table = useResourceTable({ pageSize: 20, sort: { name: "Name", isAsc: true } });

  const all = useMemo(() => list.data?.processors ?? [], [list.data]);
  const rows = useMemo(() => (mineOnly ? all.filter((row) => row.mine) : all), [all, mineOnly]);

  const columns = useMemo<Column<Row>[]>(
    () => [
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
              data-testid={`processor-open-${row.name}`}
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
        value: (row) =>
          row.mine ? t("modules.processors.kinds.user") : t("modules.processors.kinds.system"),
        sortable: true,
        filter: { kind: "string" },
        collapsing: true,
        render: (row) =>
          row.mine ? (
            <Label size="small" color="blue" basic>
              {t("modules.processors.kinds.user")}
            </Label>
          ) : (
            <Label size="small" basic>
              <Icon name="shield" />
              {t("modules.processors.kinds.system")}
            </Label>
          ),
      },
      {
        key: "Exe",
        title: t("modules.processors.exe"),
        value: (row) => row.exeName ?? "",
        render: (row) =>
          row.exeName ? (
            <span className="exe-cell" data-testid={`processor-exe-${row.name}`}>
              <Icon name="file code outline" />
              <code>{row.exeName}</code>
              {row.exeSize !== null ? <span className="muted">{formatBytes(row.exeSize)}</span> : null}
            </span>
          ) : (
            <Label size="small" color="orange" basic data-testid={`processor-no-exe-${row.name}`}>
              {t("modules.processors.noExe")}
            </Label>
          ),
      },
      {
        key: "Args",
        title: t("modules.processors.argsCount"),
        value: (row) => row.args.length,
        sortable: true,
        collapsing: true,
      },
      {
        key: "Outputs",
        title: t("modules.processors.outputsCount"),
        value: (row) => row.outputs.length,
        sortable: true,
        collapsing: true,
      },
      {
        key: "Timeout",
        title: t("modules.page.timeout"),
        value: (row) => row.timeoutSeconds,
        render: (row) => (row.timeoutSeconds > 0 ? `${row.timeoutSeconds} s` : t("modules.page.noTimeout")),
        sortable: true,
        collapsing: true,
      },
      {
        key: "Status",
        title: t("common.status"),
        value: (row) => row.status,
        render: (row) => <StatusLabel status={row.status} />,
        collapsing: true,
      },
      {
        key: "CreatedAt",
        title: t("common.createdAt"),
        value: (row) => row.createdAt,
        render: (row) => formatDateTime(row.createdAt),
        sortable: true,
        collapsing: true,
      },
    ],
    [t],
  );

  const page = localPage(rows, columns, table);

  const refetch = () => void list.refetch();

  const save = async (draft: ProcessorDraft) => {
    const input = inputOf(draft);
    if (dialog?.kind === "edit") {
      const result = await update({ variables: { id: dialog.row.id, input } });
      if (result.error || !result.data) return;
      toast.success(t("modules.processors.updated", { name: result.data.updateProcessor.name }));
      setDialog(null);
      refetch();
      return;
    }
    const result = await create({ variables: { input } });
    if (result.error || !result.data) return;
    const created = result.data.createProcessor;
    toast.success(t("modules.processors.created", { name: created.name }));
    refetch();
    // A new processor has no executable yet: offer the upload at once.
    setDialog({ kind: "exe", row: created });
  };

  const actions = (row: Row) => (
    <div className="action-buttons">
      <RowAction
        icon="eye"
        label={t("modules.processors.view")}
        onClick={() => setDialog({ kind: "view", row })}
        testId={`processor-view-${row.id}`}
      />
      {row.mine ? (
        <>
          <RowAction
            icon="upload"
            color={row.exeName ? undefined : "orange"}
            label={row.exeName ? t("modules.processors.replaceExe") : t("modules.processors.uploadExe")}
            onClick={() => setDialog({ kind: "exe", row })}
            testId={`processor-upload-${row.id}`}
          />
          <RowAction
            icon="edit"
            label={t("common.edit")}
            onClick={() => setDialog({ kind: "edit", row })}
            testId={`processor-edit-${row.id}`}
          />
          <ConfirmButton
            iconOnly
            icon="trash"
            label={t("common.remove")}
            question={t("modules.processors.confirmDelete", { name: row.name })}
            detail={t("modules.processors.deleteHint")}
            onConfirm={async () => {
              const result = await remove({ variables: { id: row.id } });
              if (result.error) return;
              toast.success(t("modules.processors.removed", { name: row.name }));
              refetch();
            }}
            testId={`processor-delete-${row.id}`}
          />
        </>
      ) : null}
    </div>
  );

  return (
    <div data-testid="processors-page">
      <PageHeader title={t("modules.processors.title")} intro={t("modules.processors.intro")} />
      <ResourceTable
        table={table}
        columns={columns}
        rows={page.rows}
        total={page.total}
        loading={list.loading}
        onRefresh={refetch}
        actions={actions}
        testId="processors-table"
        toolbar={
          <>
            <Button
              primary
              icon="plus"
              content={t("modules.processors.create")}
              onClick={() => setDialog({ kind: "create" })}
              data-testid="processor-create"
            />
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
          </>
        }
      />
      {!list.loading && all.length === 0 ? (
        <p className="muted" data-testid="processors-empty">
          {t("modules.processors.empty")}
        </p>
      ) : null}
      {dialog?.kind === "create" ? (
        <ProcessorDialog
          side="user"
          title={t("modules.processors.createTitle")}
          initial={emptyDraft()}
          saving={createState.loading}
          onClose={() => setDialog(null)}
          onSave={(draft) => void save(draft)}
        />
      ) : null}
      {dialog?.kind === "edit" ? (
        <ProcessorDialog
          side="user"
          title={t("modules.processors.editTitle", { name: dialog.row.name })}
          initial={draftOf(dialog.row)}
          saving={updateState.loading}
          onClose={() => setDialog(null)}
          onSave={(draft) => void save(draft)}
        />
      ) : null}
      {dialog?.kind === "exe" ? (
        <ExeUploadDialog processor={dialog.row} onClose={() => setDialog(null)} onUploaded={refetch} />
      ) : null}
      {dialog?.kind === "view" ? <ProcessorDetails row={dialog.row} onClose={() => setDialog(null)} /> : null}
    </div>
  );
}
