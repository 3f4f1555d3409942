/**
 * Container images (spec §3): UID, CPU count, physical and virtual memory, network, executor; status
 * and recycle bin; building or importing the image without a registry (issue 9) with its state and log.
 */
import { restCalls } from "@crucible/schema";
import { useEffect, useMemo, useRef, useState } from "react";
import { Button, Form, Label, Menu, Progress, TextArea, type SemanticCOLORS } from "semantic-ui-react";
import { useSession } from "../../app/session";
import { Field } from "../../components/Field";
import { formatDateTime } from "../../components/format";
import { FormDialog } from "../../components/FormDialog";
import { useColumnKit } from "../../components/kit/columns";
import { ResourceScreen } from "../../components/kit/ResourceScreen";
import { useResourceScreen } from "../../components/kit/useResourceScreen";
import type { Column } from "../../components/table/column";
import { RowAction } from "../../components/RowAction";
import { toast } from "../../components/toast";
import { callUpload } from "../../graphql/rest";
import type { AdminImageFieldsFragment, ContainerImageBuildState, ContainerNetwork } from "../../graphql";
import {
  AdminImagesDocument,
  useAdminBuildDebianImageMutation,
  useAdminBuildImageMutation,
  useAdminImageQuery,
  useAdminCreateImageMutation,
  useAdminDeleteImageMutation,
  useAdminImagesQuery,
  useAdminRecoverImageMutation,
  useAdminRemoveImageMutation,
  useAdminSetImageStatusMutation,
  useAdminUpdateImageMutation,
} from "../../graphql/__generated__/documents/catalogue";
import { duplicateField, integerInput, isValidUid, parseInteger } from "./forms";
import "./catalogue.css";
import { useNs } from "../../i18n";
import { catalogueNs } from "./i18n";

const refetchImages = { refetchQueries: [AdminImagesDocument] };
const networks: readonly ContainerNetwork[] = ["none", "bridge", "host"];
const maxMemoryMb = 16 * 1024 * 1024;
const executors = ["default", "local", "slurm"] as const;
type ExecutorOption = (typeof executors)[number];
const buildColors: Record<ContainerImageBuildState, SemanticCOLORS | undefined> = {
  none: undefined,
  building: "blue",
  ready: "green",
  failed: "red",
};

/** The image's build state, with its source as a tooltip. */
function BuildStateLabel({ image }: { image: AdminImageFieldsFragment }) {
  const { t } = useNs(catalogueNs);
  return (
    <Label
      size="small"
      basic={image.buildState === "none"}
      color={buildColors[image.buildState]}
      title={image.buildSource ? t(`images.buildSources.${image.buildSource}`) : undefined}
      data-testid={`image-build-state-${image.id}`}
    >
      {t(`images.buildStates.${image.buildState}`)}
    </Label>
  );
}

type BuildTab = "containerfile" | "debian" | "import";

/** Builds or imports an image: a Containerfile, Debian packages or a root file system tarball; shows the log. */
function BuildDialog({ image, onClose }: { image: AdminImageFieldsFragment; onClose: () => void }) {
  const { t } = useNs(catalogueNs);
  const [tab, setTab] = useState<BuildTab>("containerfile");
  const [containerfile, setContainerfile] = useState("FROM scratch\n");
  const [packages, setPackages] = useState("");
  const [file, setFile] = useState<File | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const input = useRef<HTMLInputElement>(null);
  // While a build runs, its state and log are read again every 2 s.
  const current = useAdminImageQuery({ variables: { id: image.id }, fetchPolicy: "cache-and-network" });
  const shown = current.data?.containerImage ?? image;
  const building = shown.buildState === "building";
  const { startPolling, stopPolling } = current;
  useEffect(() => {
    if (!building) return undefined;
    startPolling(2000);
    return () => stopPolling();
  }, [building, startPolling, stopPolling]);
  const [buildFile, buildFileState] = useAdminBuildImageMutation(refetchImages);
  const [buildDebian, buildDebianState] = useAdminBuildDebianImageMutation(refetchImages);

  const submit = async () => {
    if (tab === "containerfile") {
      const result = await buildFile({ variables: { id: image.id, containerfile } });
      if (!result.error) toast.success(t("images.buildStarted"));
    } else if (tab === "debian") {
      const list = packages.split(/[\s,]+/).filter(Boolean);
      const result = await buildDebian({ variables: { id: image.id, packages: list } });
      if (!result.error) toast.success(t("images.buildStarted"));
    } else if (file) {
      setPercent(0);
      try {
        await callUpload(
          restCalls.containerImageImport(image.id),
          file,
          file.name,
          {},
          { onProgress: setPercent },
        );
        toast.success(t("images.imported"));
      } catch {
        // The REST helper has shown the server's message; the log below says more.
      } finally {
        setPercent(null);
        void current.refetch();
      }
    }
  };

  return (
    <FormDialog
      open
      title={t("images.buildTitle", { name: image.name })}
      onClose={onClose}
      onSubmit={() => void submit()}
      submitting={buildFileState.loading || buildDebianState.loading || percent !== null || building}
      submitLabel={tab === "import" ? t("images.importSubmit") : t("images.buildSubmit")}
      testId="image-build-dialog"
    >
      <p className="muted catalogue-note">{t("images.buildHint")}</p>
      <Menu pointing secondary size="small">
        {(["containerfile", "debian", "import"] as const).map((key) => (
          <Menu.Item
            key={key}
            active={tab === key}
            onClick={() => setTab(key)}
            data-testid={`image-build-tab-${key}`}
          >
            {t(
              key === "containerfile"
                ? "images.buildContainerfile"
                : key === "debian"
                  ? "images.buildDebian"
                  : "images.buildImport",
            )}
          </Menu.Item>
        ))}
      </Menu>
      {tab === "containerfile" ? (
        <Form.Field className="image-build">
          <label htmlFor="image-containerfile">{t("images.containerfileText")}</label>
          <TextArea
            id="image-containerfile"
            rows={8}
            value={containerfile}
            onChange={(_event, data) => setContainerfile(String(data.value ?? ""))}
            data-testid="field-containerfile"
          />
        </Form.Field>
      ) : null}
      {tab === "debian" ? (
        <Field
          name="packages"
          label={t("images.packages")}
          value={packages}
          onChange={setPackages}
          placeholder="openbabel jq"
        />
      ) : null}
      {tab === "import" ? (
        <Form.Field>
          <label>{t("images.tarball")}</label>
          <input
            ref={input}
            type="file"
            hidden
            accept=".tar,.tar.gz,.tgz,.tar.xz"
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            data-testid="image-import-input"
          />
          <Button
            type="button"
            icon="file archive"
            content={file ? file.name : t("images.tarball")}
            onClick={() => input.current?.click()}
          />
          {percent !== null ? <Progress percent={percent} progress indicating size="small" /> : null}
        </Form.Field>
      ) : null}
      <p>
        {t("images.buildState")}: <BuildStateLabel image={shown} />{" "}
        {shown.builtAt ? (
          <span className="muted">{t("images.builtAt", { when: formatDateTime(shown.builtAt) })}</span>
        ) : null}
      </p>
      {shown.buildLog ? (
        <Form.Field>
          <label>{t("images.buildLog")}</label>
          <pre className="build-log" data-testid="image-build-log">
            {shown.buildLog}
          </pre>
        </Form.Field>
      ) : null}
    </FormDialog>
  );
}

type ImageFormKey = "uid" | "name" | "cpuCount" | "memoryMb" | "virtualMemoryMb";

function ImageDialog({ image, onClose }: { image: AdminImageFieldsFragment | null; onClose: () => void }) {
  const { t } = useNs(catalogueNs);
  const [form, setForm] = useState<Record<ImageFormKey, string>>({
    uid: image?.uid ?? "",
    name: image?.name ?? "",
    cpuCount: String(image?.cpuCount ?? 0),
    memoryMb: image?.memoryMb === null || image?.memoryMb === undefined ? "" : String(image.memoryMb),
    virtualMemoryMb:
      image?.virtualMemoryMb === null || image?.virtualMemoryMb === undefined
        ? ""
        : String(image.virtualMemoryMb),
  });
  const [network, setNetwork] = useState<ContainerNetwork>(image?.network ?? "none");
  const [executor, setExecutor] = useState<ExecutorOption>(
    image?.executor === "local" || image?.executor === "slurm" ? image.executor : "default",
  );
  const [errors, setErrors] = useState<Partial<Record<ImageFormKey, string>>>({});
  const [create, createState] = useAdminCreateImageMutation(refetchImages);
  const [update, updateState] = useAdminUpdateImageMutation();
  const set =
    (key: ImageFormKey, integer = false) =>
    (value: string) => {
      if (integer && !integerInput(value, false)) return;
      setForm((current) => ({ ...current, [key]: value }));
    };

  const submit = async () => {
    const found: Partial<Record<ImageFormKey, string>> = {};
    if (form.uid.trim() === "") found.uid = t("translation:validation.required");
    else if (!isValidUid(form.uid)) found.uid = t("images.uidRule");
    if (form.name.trim() === "") found.name = t("translation:validation.required");
    const cpu = parseInteger(form.cpuCount || "0", 0, 1024, "error");
    const memory = parseInteger(form.memoryMb, 1, maxMemoryMb, "null");
    const virtual = parseInteger(form.virtualMemoryMb, 1, maxMemoryMb, "null");
    const range = (field: string, min: number, max: number) =>
      t("translation:validation.range", { field, min, max });
    if (!cpu.ok) found.cpuCount = range(t("images.cpuCount"), 0, 1024);
    if (!memory.ok) found.memoryMb = range(t("images.memoryMb"), 1, maxMemoryMb);
    if (!virtual.ok) found.virtualMemoryMb = range(t("images.virtualMemoryMb"), 1, maxMemoryMb);
    setErrors(found);
    if (Object.keys(found).length > 0 || !cpu.ok || !memory.ok || !virtual.ok) return;
    const input = {
      uid: form.uid.trim(),
      name: form.name.trim(),
      cpuCount: cpu.value ?? 0,
      memoryMb: memory.value,
      virtualMemoryMb: virtual.value,
      network,
      executor: executor === "default" ? null : executor,
    };
    const result = image
      ? await update({ variables: { id: image.id, input } })
      : await create({ variables: { input } });
    if (!result.error) {
      toast.success(t("translation:common.saved"));
      onClose();
      return;
    }
    const taken = duplicateField(result.error);
    if (taken === "UID") setErrors({ uid: t("taken") });
    if (taken === "Name") setErrors({ name: t("taken") });
  };

  return (
    <FormDialog
      open
      title={image ? t("images.editTitle", { name: image.name }) : t("images.createTitle")}
      onClose={onClose}
      onSubmit={() => void submit()}
      submitting={createState.loading || updateState.loading}
      testId="image-dialog"
    >
      <Field
        name="uid"
        label={t("images.uid")}
        value={form.uid}
        onChange={set("uid")}
        message={errors.uid}
        placeholder="registry.example.org/rdkit:2024.09"
        required
        maxLength={200}
      />
      <Field
        name="name"
        label={t("translation:common.name")}
        value={form.name}
        onChange={set("name")}
        message={errors.name}
        required
        maxLength={100}
      />
      <Form.Group widths="equal">
        <Field
          name="cpuCount"
          label={t("images.cpuCount")}
          value={form.cpuCount}
          onChange={set("cpuCount", true)}
          message={errors.cpuCount}
          placeholder="0"
        />
        <Form.Select
          label={t("images.network")}
          value={network}
          options={networks.map((value) => ({
            key: value,
            value,
            text: t(`images.networks.${value}`),
          }))}
          onChange={(_event, data) => setNetwork(networks.find((value) => value === data.value) ?? "none")}
          data-testid="field-network"
        />
        <Form.Select
          label={t("images.executor")}
          value={executor}
          options={executors.map((value) => ({
            key: value,
            value,
            text: t(`images.executors.${value}`),
          }))}
          onChange={(_event, data) =>
            setExecutor(executors.find((value) => value === data.value) ?? "default")
          }
          data-testid="field-image-executor"
        />
      </Form.Group>
      <p className="muted catalogue-note">{t("images.unlimitedHint")}</p>
      <Form.Group widths="equal">
        <Field
          name="memoryMb"
          label={t("images.memoryMb")}
          value={form.memoryMb}
          onChange={set("memoryMb", true)}
          message={errors.memoryMb}
          placeholder={t("unlimited")}
        />
        <Field
          name="virtualMemoryMb"
          label={t("images.virtualMemoryMb")}
          value={form.virtualMemoryMb}
          onChange={set("virtualMemoryMb", true)}
          message={errors.virtualMemoryMb}
          placeholder={t("unlimited")}
        />
      </Form.Group>
    </FormDialog>
  );
}

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
