/** The image templates of a kind (avatars, module and template covers), with the default cover. */
import { restCalls } from "@crucible/schema";
import { useMemo, useState } from "react";
import { Checkbox, Image, Modal } from "semantic-ui-react";
import { useSession } from "../../app/session";
import { formatBytes } from "../../components/format";
import { ImageUploader } from "../../components/ImageUploader";
import { useColumnKit } from "../../components/kit/columns";
import { useResourceScreen } from "../../components/kit/useResourceScreen";
import { ResourceTable } from "../../components/ResourceTable";
import type { Column } from "../../components/table/column";
import { toast } from "../../components/toast";
import type { ImageTemplateFieldsFragment, ImageTemplateKind } from "../../graphql";
import {
  useImageTemplatesQuery,
  useRemoveImageTemplateMutation,
  useSetImageTemplateUseMutation,
  useSetWorkflowDefaultCoverMutation,
} from "../../graphql/__generated__/documents/config";
import {
  WorkflowDefaultCoversDocument,
  useWorkflowDefaultCoversQuery,
} from "../../graphql/__generated__/documents/modules";
import { useNs } from "../../i18n";
import { configNs } from "./i18n";
import { limitBytes, useSysConfig, type LimitKey } from "./sysConfig";

export function ImageTemplates({ kind }: { kind: ImageTemplateKind }) {
  const { t } = useNs(configNs);
  const session = useSession();
  const canUpdate = session.can("Sys.Config.Update");
  const canDelete = session.can("Sys.Config.Delete");
  const { config } = useSysConfig();
  // The templates of a kind are read whole and paged here.
  const screen = useResourceScreen({
    table: { pageSize: 10, sort: { name: "SortOrder", isAsc: true } },
    useList: () => useImageTemplatesQuery({ variables: { kind }, fetchPolicy: "cache-and-network" }),
    pick: (data) => data.imageTemplates,
  });
  const kit = useColumnKit();
  const [setUse] = useSetImageTemplateUseMutation();
  // Covers: one template of each kind may be the default for modules or templates without a cover.
  const coverKind = kind !== "user_avatar";
  const defaults = useWorkflowDefaultCoversQuery({ skip: !coverKind, fetchPolicy: "cache-and-network" });
  const [setDefault] = useSetWorkflowDefaultCoverMutation({
    update: (cache, { data }) => {
      if (data)
        cache.writeQuery({
          query: WorkflowDefaultCoversDocument,
          data: { workflowDefaultCovers: data.setWorkflowDefaultCover },
        });
    },
  });
  const defaultId =
    kind === "module_cover"
      ? (defaults.data?.workflowDefaultCovers.moduleCoverTemplateId ?? null)
      : kind === "workflow_template_cover"
        ? (defaults.data?.workflowDefaultCovers.templateCoverTemplateId ?? null)
        : null;
  const [remove] = useRemoveImageTemplateMutation();
  const [preview, setPreview] = useState<ImageTemplateFieldsFragment | null>(null);
  const limitKey: LimitKey = kind === "user_avatar" ? "UserAvatarSize" : "CoverImageSize";

  const columns = useMemo<Column<ImageTemplateFieldsFragment>[]>(
    () => [
      {
        key: "Preview",
        title: t("config.templates.preview"),
        render: (row) => (
          <button
            type="button"
            className="thumb-button"
            onClick={() => setPreview(row)}
            data-testid={`template-preview-${row.id}`}
          >
            <Image src={row.url} size="mini" rounded alt="" />
          </button>
        ),
        collapsing: true,
      },
      kit.id(),
      {
        key: "Use",
        title: t("config.templates.use"),
        value: (row) => String(row.use),
        render: (row) => (
          <Checkbox
            toggle
            checked={row.use}
            disabled={!canUpdate}
            onChange={(_event, data) =>
              void setUse({ variables: { id: row.id, use: Boolean(data.checked) } })
            }
            data-testid={`template-use-${row.id}`}
          />
        ),
        sortable: true,
        filter: {
          kind: "string",
          options: [
            { value: "true", text: t("translation:common.yes") },
            { value: "false", text: t("translation:common.no") },
          ],
        },
      },
      ...(coverKind
        ? [
            {
              key: "Default",
              title: t("config.templates.default"),
              value: (row: ImageTemplateFieldsFragment) => String(row.id === defaultId),
              render: (row: ImageTemplateFieldsFragment) => (
                <Checkbox
                  radio
                  checked={row.id === defaultId}
                  disabled={!canUpdate}
                  title={t("config.templates.defaultHint")}
                  onChange={() =>
                    void setDefault({
                      variables: { kind, templateId: row.id === defaultId ? null : row.id },
                    }).then((result) => {
                      if (!result.error) toast.success(t("translation:common.saved"));
                    })
                  }
                  data-testid={`template-default-${row.id}`}
                />
              ),
              collapsing: true,
            } satisfies Column<ImageTemplateFieldsFragment>,
          ]
        : []),
      {
        key: "BlobSize",
        title: t("config.templates.size"),
        value: (row) => row.blobSize,
        render: (row) => formatBytes(row.blobSize),
        sortable: true,
        filter: { kind: "number" },
      },
      {
        key: "BlobSha256",
        title: t("config.templates.sha256"),
        value: (row) => row.blobSha256,
        render: (row) => <code title={row.blobSha256}>{row.blobSha256.slice(0, 12)}…</code>,
      },
      kit.sortOrder({ filter: undefined }),
      kit.createdAt(),
    ],
    [t, kit, canUpdate, setUse, coverKind, defaultId, setDefault, kind],
  );

  return (
    <div data-testid={`templates-${kind}`}>
      {canUpdate ? (
        <ImageUploader
          call={restCalls.imageTemplateUpload(kind)}
          maxBytes={limitBytes(config, limitKey)}
          quality={config.Upload[limitKey].CompressionQuality}
          label={t("config.templates.upload")}
          onUploaded={screen.refetch}
          testId={`template-upload-${kind}`}
        />
      ) : null}
      <ResourceTable
        {...screen.list(columns)}
        actions={
          canDelete
            ? {
                prefix: "template",
                name: (template) => `#${template.id}`,
                remove: { run: (template) => screen.run(remove({ variables: { id: template.id } })) },
              }
            : undefined
        }
      />
      <Modal
        open={preview !== null}
        onClose={() => setPreview(null)}
        size="small"
        closeIcon
        data-testid="template-preview"
      >
        <Modal.Header>
          {t("config.templates.preview")} #{preview?.id}
        </Modal.Header>
        <Modal.Content image className="preview-content">
          {preview ? <Image src={preview.url} centered alt="" /> : null}
        </Modal.Content>
      </Modal>
    </div>
  );
}
