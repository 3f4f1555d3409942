/**
 * Container images (spec §3): UID, CPU count, physical and virtual memory, network, executor; status
 * and recycle bin; building or importing the image without a registry (issue 9) with its state and log.
 */
import { useMemo, useState } from "react";
import { Label } from "semantic-ui-react";
import { useSession } from "../../app/session";
import { useColumnKit } from "../../components/kit/columns";
import { ResourceScreen } from "../../components/kit/ResourceScreen";
import { useResourceScreen } from "../../components/kit/useResourceScreen";
import type { Column } from "../../components/table/column";
import { RowAction } from "../../components/RowAction";
import type { AdminImageFieldsFragment } from "../../graphql";
import {
  useAdminDeleteImageMutation,
  useAdminImagesQuery,
  useAdminRecoverImageMutation,
  useAdminRemoveImageMutation,
  useAdminSetImageStatusMutation,
} from "../../graphql/__generated__/documents/catalogue";
import { BuildDialog } from "./BuildDialog";
import { BuildStateLabel } from "./BuildStateLabel";
import { networks, refetchImages } from "./containerImageOptions";
import { ImageDialog } from "./ImageDialog";
import "./catalogue.css";
import { useNs } from "../../i18n";
import { catalogueNs } from "./i18n";

export function ContainerImages() {
  const { t } = useNs(catalogueNs);
  const session = useSession();
  const screen = useResourceScreen({
    table: { sort: { name: "Name", isAsc: true } },
    useList: useAdminImagesQuery,
    pick: (data) => data.containerImages,
  });
  const editing = screen.editing;
  const [building, setBuilding] = useState<AdminImageFieldsFragment | null>(null);
  const [setStatus] = useAdminSetImageStatusMutation();
  const [remove] = useAdminRemoveImageMutation(refetchImages);
  const [recover] = useAdminRecoverImageMutation(refetchImages);
  const [destroy] = useAdminDeleteImageMutation(refetchImages);
  const kit = useColumnKit();
  const canUpdate = session.can("Workflow.Job.Task.ContainerImage.Update");
  const canDelete = session.can("Workflow.Job.Task.ContainerImage.Delete");
  const unlimited = t("unlimited");

  const columns = useMemo<Column<AdminImageFieldsFragment>[]>(
    () => [
      kit.id(),
      kit.text("Name", t("translation:common.name"), (row) => row.name),
      kit.text("UID", t("images.uid"), (row) => row.uid, {
        render: (row) => <code className="image-uid">{row.uid}</code>,
      }),
      {
        key: "CpuCount",
        title: t("images.cpu"),
        value: (row) => row.cpuCount,
        render: (row) => (row.cpuCount === 0 ? <span className="muted">{unlimited}</span> : row.cpuCount),
        sortable: true,
        filter: { kind: "number" },
        collapsing: true,
      },
      {
        key: "MemoryMb",
        title: t("images.memory"),
        value: (row) => row.memoryMb,
        render: (row) =>
          row.memoryMb === null ? <span className="muted">{unlimited}</span> : `${row.memoryMb} MB`,
        collapsing: true,
      },
      {
        key: "VirtualMemoryMb",
        title: t("images.virtualMemory"),
        value: (row) => row.virtualMemoryMb,
        render: (row) =>
          row.virtualMemoryMb === null ? (
            <span className="muted">{unlimited}</span>
          ) : (
            `${row.virtualMemoryMb} MB`
          ),
        collapsing: true,
      },
      {
        key: "Network",
        title: t("images.network"),
        value: (row) => row.network,
        render: (row) => (
          <Label size="small" basic color={row.network === "host" ? "orange" : undefined}>
            {t(`images.networks.${row.network}`)}
          </Label>
        ),
        sortable: true,
        filter: {
          kind: "string",
          options: networks.map((value) => ({ value, text: t(`images.networks.${value}`) })),
        },
        collapsing: true,
      },
      {
        key: "BuildState",
        title: t("images.buildState"),
        value: (row) => row.buildState,
        render: (row) => (
          <>
            <BuildStateLabel image={row} />
            <div
              className="muted"
              data-testid={`image-workers-${row.id}`}
              title={t(row.archived ? "images.archivedHint" : "images.notArchivedHint")}
            >
              {t("images.workers", { count: row.workersHolding })}
              {row.archived ? ` · ${t("images.archived")}` : ""}
            </div>
          </>
        ),
        sortable: true,
        filter: {
          kind: "string",
          options: (["none", "building", "ready", "failed"] as const).map((value) => ({
            value,
            text: t(`images.buildStates.${value}`),
          })),
        },
        collapsing: true,
      },
      {
        key: "Modules",
        title: t("images.modules"),
        value: (row) => row.moduleCount,
        collapsing: true,
      },
      kit.status({ collapsing: true }),
      kit.createdAt(),
    ],
    [t, kit, unlimited],
  );

  return (
    <ResourceScreen
      testId="container-images-page"
      title={t("images.title")}
      intro={t("images.intro")}
      {...screen.list(columns)}
      recycleBin
      tableTestId="images-table"
      create={canUpdate ? { label: t("images.create"), testId: "image-create" } : null}
      editing={editing}
      dialog={(image, close) => <ImageDialog image={image} onClose={close} />}
      actions={{
        prefix: "image",
        name: (row) => row.name,
        edit: canUpdate ? editing.edit : undefined,
        afterEdit: (row) =>
          canUpdate ? (
            <RowAction
              icon="cogs"
              label={t("images.build")}
              onClick={() => setBuilding(row)}
              testId={`image-build-${row.id}`}
            />
          ) : null,
        status: canUpdate
          ? (row, status) => void setStatus({ variables: { id: row.id, status } })
          : undefined,
        remove: canDelete
          ? {
              run: (row) => remove({ variables: { id: row.id } }),
              detail: (row) =>
                row.moduleCount > 0
                  ? t("images.inUse", { count: row.moduleCount })
                  : t("translation:common.confirmRemoveHint"),
            }
          : undefined,
        recover: canDelete ? (row) => recover({ variables: { id: row.id } }) : undefined,
        destroy: canDelete
          ? {
              run: (row) => destroy({ variables: { id: row.id } }),
              label: t("deleteForGood"),
              icon: "trash alternate",
              question: (row) => t("confirmDelete", { name: row.name }),
              detail: () => t("images.deleteHint"),
            }
          : undefined,
      }}
    >
      {building ? <BuildDialog image={building} onClose={() => setBuilding(null)} /> : null}
    </ResourceScreen>
  );
}
