/**
 * The Files tab of the module dialog (spec §7 workflow_job_task_module_file): the module's files with
 * their sizes, delete, the shared chunk Uploader, and the total bytes of all module files.
 */
import { restCalls, type StorageUsage } from "@crucible/schema";
import { useCallback, useEffect, useMemo, useState } from "react";
import { Table } from "semantic-ui-react";
import { ConfirmButton } from "../../components/ConfirmButton";
import { formatBytes, formatDateTime } from "../../components/format";
import { toast } from "../../components/toast";
import { Uploader } from "../../components/Uploader";
import { callRest } from "../../graphql/rest";
import type { AdminModuleFieldsFragment } from "../../graphql";
import { useAdminDeleteModuleFileMutation } from "../../graphql/__generated__/documents/catalogue";
import { useNs } from "../../i18n";
import { catalogueNs } from "./i18n";

const moduleFileBase = "/api/sys/workflow_job_task_module_file";

interface ModuleFilesTabProps {
  readonly module: AdminModuleFieldsFragment;
  readonly canUpdate: boolean;
  readonly canDelete: boolean;
  /** A file was uploaded or deleted: the module (and its file list) is read again. */
  readonly onChanged: () => void;
}

export function ModuleFilesTab({ module, canUpdate, canDelete, onChanged }: ModuleFilesTabProps) {
  const { t } = useNs(catalogueNs);
  const [usage, setUsage] = useState<StorageUsage | null>(null);
  const [remove] = useAdminDeleteModuleFileMutation();

  const refreshUsage = useCallback(() => {
    callRest(restCalls.usage(moduleFileBase), {})
      .then(setUsage)
      .catch(() => setUsage(null));
  }, []);
  useEffect(refreshUsage, [refreshUsage, module.moduleFiles.length]);

  const endpoint = useMemo(
    () => ({ calls: restCalls.moduleFileUpload, extra: { ModuleId: Number(module.id) } }),
    [module.id],
  );

  const ownBytes = module.moduleFiles.reduce((total, file) => total + file.size, 0);

  return (
    <div data-testid="module-files-tab">
      <p className="muted">{t("modules.files.intro")}</p>
      {module.moduleFiles.length === 0 ? (
        <p className="muted" data-testid="module-files-empty">
          {t("modules.files.none")}
        </p>
      ) : (
        <Table compact unstackable className="module-files" data-testid="module-files">
          <Table.Header>
            <Table.Row>
              <Table.HeaderCell>{t("modules.files.name")}</Table.HeaderCell>
              <Table.HeaderCell textAlign="right">{t("modules.files.size")}</Table.HeaderCell>
              <Table.HeaderCell>{t("modules.files.uploaded")}</Table.HeaderCell>
              <Table.HeaderCell collapsing />
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {module.moduleFiles.map((file) => (
              <Table.Row key={file.id} data-testid={`module-file-${file.name}`}>
                <Table.Cell>
                  <code>module/{file.name}</code>
                </Table.Cell>
                <Table.Cell textAlign="right">{formatBytes(file.size)}</Table.Cell>
                <Table.Cell>{formatDateTime(file.createdAt)}</Table.Cell>
                <Table.Cell collapsing>
                  {canDelete ? (
                    <ConfirmButton
                      label={t("translation:common.remove")}
                      icon="trash"
                      color="red"
                      size="mini"
                      iconOnly
                      question={t("modules.files.deleteQuestion", { name: file.name })}
                      detail={t("modules.files.deleteDetail")}
                      onConfirm={async () => {
                        const result = await remove({ variables: { id: file.id } });
                        if (!result.error) {
                          toast.success(t("modules.files.deleted", { name: file.name }));
                          onChanged();
                        }
                      }}
                      testId={`module-file-delete-${file.name}`}
                    />
                  ) : null}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table>
      )}
      <p className="muted catalogue-note" data-testid="module-files-usage">
        {t("modules.files.thisModule", {
          size: formatBytes(ownBytes),
          count: module.moduleFiles.length,
        })}
        {usage
          ? ` · ${t("modules.files.usage", { size: formatBytes(usage.Used), count: usage.Count ?? 0 })}`
          : ""}
      </p>
      {canUpdate ? (
        <Uploader
          endpoint={endpoint}
          dirNames={[]}
          folders={false}
          onUploaded={onChanged}
          onIdle={() => {
            onChanged();
            refreshUsage();
          }}
          testId="module-files-uploader"
        />
      ) : null}
    </div>
  );
}
