/**
 * System config with its tabs: config, feature switches, avatar templates, module and template covers
 * (Sys.Config.*), and the workflow calc-metric prices (Workflow.Job.Task.Module.*).
 */
import {
  calcMetricConfigSchema,
  defaultFeatureSwitches,
  defaultSysConfig,
  featureSwitchesSchema,
  restCalls,
  sizeUnits,
  sysConfigSchema,
  type FeatureSwitches as Switches,
  type Permission,
  type SysConfig,
} from "@crucible/schema";
import { useEffect, useMemo, useState } from "react";
import { Link, useParams } from "react-router-dom";
import { Button, Checkbox, Form, Header, Image, Menu, Message, Modal, Segment } from "semantic-ui-react";
import { paths } from "../../app/paths";
import { useSession } from "../../app/session";
import { Field } from "../../components/Field";
import { formatBytes } from "../../components/format";
import { ImageUploader } from "../../components/ImageUploader";
import { useColumnKit } from "../../components/kit/columns";
import { useResourceScreen } from "../../components/kit/useResourceScreen";
import { PageHeader } from "../../components/PageHeader";
import { ResourceTable } from "../../components/ResourceTable";
import type { Column } from "../../components/table/column";
import { toast } from "../../components/toast";
import type { ImageTemplateFieldsFragment, ImageTemplateKind } from "../../graphql";
import {
  useFeatureSwitchesQuery,
  useImageTemplatesQuery,
  useRemoveImageTemplateMutation,
  useSaveFeatureSwitchesMutation,
  useSaveSysConfigMutation,
  useSetImageTemplateUseMutation,
  useSetWorkflowDefaultCoverMutation,
  useSysConfigQuery,
} from "../../graphql/__generated__/documents/config";
import {
  WorkflowDefaultCoversDocument,
  useWorkflowDefaultCoversQuery,
} from "../../graphql/__generated__/documents/modules";
import {
  useCalcMetricConfigQuery,
  useSaveCalcMetricConfigMutation,
} from "../../graphql/__generated__/documents/sysprocessors";
import { useIssueMessages } from "../access/issues";
import { useNs } from "../../i18n";
import { configNs, type ConfigCatalogue } from "./i18n";

const tabs = ["config", "features", "avatars", "module-covers", "template-covers", "calc-metric"] as const;
type Tab = (typeof tabs)[number];

const tabLabels: Record<Tab, keyof ConfigCatalogue["config"]["tabs"]> = {
  config: "config",
  features: "features",
  avatars: "avatars",
  "module-covers": "moduleCovers",
  "template-covers": "templateCovers",
  "calc-metric": "calcMetric",
};

/** The permission that opens each tab (the calc-metric prices belong to the module catalogue). */
const tabPerms: Record<Tab, Permission> = {
  config: "Sys.Config.Read",
  features: "Sys.Config.Read",
  avatars: "Sys.Config.Read",
  "module-covers": "Sys.Config.Read",
  "template-covers": "Sys.Config.Read",
  "calc-metric": "Workflow.Job.Task.Module.Read",
};

/** The parsed system config, with the defaults where the stored document is incomplete. */
function useSysConfig(): { config: SysConfig; loading: boolean } {
  const query = useSysConfigQuery();
  const config = useMemo(() => {
    const parsed = sysConfigSchema.safeParse(query.data?.sysConfig);
    return parsed.success ? parsed.data : defaultSysConfig;
  }, [query.data]);
  return { config, loading: query.loading };
}

type LimitKey = "UserAvatarSize" | "CoverImageSize";

function limitBytes(config: SysConfig, key: LimitKey): number {
  const limit = config.Upload[key];
  return Math.round(limit.Max * sizeUnits[limit.Unit]);
}

function ConfigForm() {
  const { t } = useNs(configNs);
  const session = useSession();
  const canUpdate = session.can("Sys.Config.Update");
  const { config, loading } = useSysConfig();
  const [save, saveState] = useSaveSysConfigMutation();
  const [draft, setDraft] = useState<
    Record<LimitKey, { Max: string; Unit: string; CompressionQuality: string }>
  >({
    UserAvatarSize: { Max: "1", Unit: "MB", CompressionQuality: "0" },
    CoverImageSize: { Max: "1", Unit: "MB", CompressionQuality: "0" },
  });
  const [user, setUser] = useState(config.User);
  const { issues, check } = useIssueMessages<SysConfig>(sysConfigSchema, (key) => {
    const last = key.split(".").pop() ?? key;
    return last === "Max"
      ? t("config.Max")
      : last === "CompressionQuality"
        ? t("config.CompressionQuality")
        : key;
  });

  useEffect(() => {
    const text = (key: LimitKey) => ({
      Max: String(config.Upload[key].Max),
      Unit: config.Upload[key].Unit,
      CompressionQuality: String(config.Upload[key].CompressionQuality),
    });
    setDraft({ UserAvatarSize: text("UserAvatarSize"), CoverImageSize: text("CoverImageSize") });
    setUser(config.User);
  }, [config]);

  const submit = async () => {
    const numberOf = (value: string) =>
      value.trim() === "" || Number.isNaN(Number(value)) ? value : Number(value);
    const limit = (key: LimitKey) => ({
      Max: numberOf(draft[key].Max),
      Unit: draft[key].Unit,
      CompressionQuality: numberOf(draft[key].CompressionQuality),
    });
    const next = check({
      Upload: { UserAvatarSize: limit("UserAvatarSize"), CoverImageSize: limit("CoverImageSize") },
      User: user,
    });
    if (!next) return;
    const result = await save({ variables: { config: next } });
    if (!result.error) toast.success(t("translation:common.saved"));
  };

  const limitFields = (key: LimitKey) => {
    const set = (field: "Max" | "Unit" | "CompressionQuality") => (value: string) =>
      setDraft((current) => ({ ...current, [key]: { ...current[key], [field]: value } }));
    return (
      <Segment data-testid={`limit-${key}`}>
        <Header as="h4">{t(`config.${key}`)}</Header>
        <Form.Group widths="equal">
          <Field
            name={`${key}.Max`}
            label={t("config.Max")}
            value={draft[key].Max}
            onChange={(value) => set("Max")(value.replace(/[^\d.]/g, ""))}
            message={issues[`Upload.${key}.Max`]}
            disabled={!canUpdate}
          />
          <Form.Select
            label={t("config.Unit")}
            value={draft[key].Unit}
            disabled={!canUpdate}
            options={["KB", "MB", "GB"].map((unit) => ({ key: unit, value: unit, text: unit }))}
            onChange={(_event, data) => set("Unit")(String(data.value))}
            data-testid={`field-${key}.Unit`}
          />
          <Field
            name={`${key}.CompressionQuality`}
            label={t("config.CompressionQuality")}
            value={draft[key].CompressionQuality}
            onChange={(value) => set("CompressionQuality")(value.replace(/[^\d.]/g, ""))}
            message={issues[`Upload.${key}.CompressionQuality`]}
            disabled={!canUpdate}
          />
        </Form.Group>
      </Segment>
    );
  };

  return (
    <Form
      onSubmit={() => void submit()}
      loading={loading || saveState.loading}
      noValidate
      data-testid="sys-config-form"
    >
      <Header as="h3">{t("config.upload")}</Header>
      {limitFields("UserAvatarSize")}
      {limitFields("CoverImageSize")}
      <Header as="h3">{t("config.user")}</Header>
      <Segment>
        <Form.Field>
          <Checkbox
            toggle
            label={t("config.Register")}
            checked={user.Register}
            disabled={!canUpdate}
            onChange={(_event, data) =>
              setUser((current) => ({ ...current, Register: Boolean(data.checked) }))
            }
            data-testid="field-User.Register"
          />
        </Form.Field>
        <Form.Field>
          <Checkbox
            toggle
            label={t("config.Feedback")}
            checked={user.Feedback}
            disabled={!canUpdate}
            onChange={(_event, data) =>
              setUser((current) => ({ ...current, Feedback: Boolean(data.checked) }))
            }
            data-testid="field-User.Feedback"
          />
        </Form.Field>
      </Segment>
      {canUpdate ? (
        <Button type="submit" primary data-testid="config-save">
          {t("translation:common.save")}
        </Button>
      ) : null}
    </Form>
  );
}

const switchRows: { path: string; label: keyof ConfigCatalogue["config"]["features"] }[] = [
  { path: "Cms", label: "Cms" },
  { path: "Workflow", label: "Workflow" },
  { path: "UserResourcePack", label: "UserResourcePack" },
  { path: "Sys.App", label: "SysApp" },
  { path: "Sys.User.ExtInfo", label: "SysUserExtInfo" },
];

function readSwitch(switches: Switches, path: string): boolean {
  switch (path) {
    case "Cms":
      return switches.Cms.Enabled;
    case "Workflow":
      return switches.Workflow.Enabled;
    case "UserResourcePack":
      return switches.UserResourcePack.Enabled;
    case "Sys.App":
      return switches.Sys.App.Enabled;
    default:
      return switches.Sys.User.ExtInfo.Enabled;
  }
}

function writeSwitch(switches: Switches, path: string, on: boolean): Switches {
  const Enabled = on;
  switch (path) {
    case "Cms":
      return { ...switches, Cms: { Enabled } };
    case "Workflow":
      return { ...switches, Workflow: { Enabled } };
    case "UserResourcePack":
      return { ...switches, UserResourcePack: { Enabled } };
    case "Sys.App":
      return { ...switches, Sys: { ...switches.Sys, App: { Enabled } } };
    default:
      return { ...switches, Sys: { ...switches.Sys, User: { ExtInfo: { Enabled } } } };
  }
}

function FeatureSwitches() {
  const { t } = useNs(configNs);
  const session = useSession();
  const canUpdate = session.can("Sys.Config.Update");
  const query = useFeatureSwitchesQuery({ fetchPolicy: "network-only" });
  const [save, saveState] = useSaveFeatureSwitchesMutation();
  const [switches, setSwitches] = useState<Switches>(defaultFeatureSwitches);

  useEffect(() => {
    const parsed = featureSwitchesSchema.safeParse(query.data?.featureSwitches);
    if (parsed.success) setSwitches(parsed.data);
  }, [query.data]);

  const submit = async () => {
    const result = await save({ variables: { switches } });
    if (!result.error) toast.success(t("translation:common.saved"));
  };

  return (
    <Form
      onSubmit={() => void submit()}
      loading={query.loading || saveState.loading}
      data-testid="feature-switches-form"
    >
      <p className="muted">{t("config.features.intro")}</p>
      <Segment>
        {switchRows.map((row) => (
          <Form.Field key={row.path}>
            <Checkbox
              toggle
              label={t(`config.features.${row.label}`)}
              checked={readSwitch(switches, row.path)}
              disabled={!canUpdate}
              onChange={(_event, data) =>
                setSwitches((current) => writeSwitch(current, row.path, Boolean(data.checked)))
              }
              data-testid={`switch-${row.path}`}
            />
          </Form.Field>
        ))}
      </Segment>
      {canUpdate ? (
        <Button type="submit" primary data-testid="switches-save">
          {t("translation:common.save")}
        </Button>
      ) : null}
    </Form>
  );
}

function ImageTemplates({ kind }: { kind: ImageTemplateKind }) {
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

type CalcKey = "TaskProcessorMethod" | "TaskModule";
const calcKeys: readonly CalcKey[] = ["TaskProcessorMethod", "TaskModule"];
const calcMax = 1_000_000;

/** The workflow calc-metric config: the processor price and the module price factor. */
function CalcMetricForm() {
  const { t } = useNs(configNs);
  const session = useSession();
  const canUpdate = session.can("Workflow.Job.Task.Module.Update");
  const query = useCalcMetricConfigQuery({ fetchPolicy: "network-only" });
  const [save, saveState] = useSaveCalcMetricConfigMutation();
  const [draft, setDraft] = useState<Record<CalcKey, string>>({ TaskProcessorMethod: "", TaskModule: "" });
  const [issues, setIssues] = useState<Partial<Record<CalcKey, string>>>({});

  useEffect(() => {
    const config = query.data?.calcMetricConfig;
    if (config) {
      setDraft({
        TaskProcessorMethod: String(config.taskProcessorMethod),
        TaskModule: String(config.taskModule),
      });
    }
  }, [query.data]);

  const numberOf = (text: string): number | null => {
    const trimmed = text.trim();
    if (trimmed === "" || !/^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(trimmed)) return null;
    return Number(trimmed);
  };

  const submit = async () => {
    const found: Partial<Record<CalcKey, string>> = {};
    const values: Partial<Record<CalcKey, number>> = {};
    for (const key of calcKeys) {
      const value = numberOf(draft[key]);
      if (draft[key].trim() === "") found[key] = t("translation:validation.required");
      else if (value === null || !calcMetricConfigSchema.shape[key].safeParse(value).success)
        found[key] = t("translation:validation.range", {
          field: t(`config.calcMetric.${key}`),
          min: 0,
          max: calcMax,
        });
      else values[key] = value;
    }
    setIssues(found);
    if (values.TaskProcessorMethod === undefined || values.TaskModule === undefined) return;
    const result = await save({
      variables: {
        input: { taskProcessorMethod: values.TaskProcessorMethod, taskModule: values.TaskModule },
      },
    });
    if (!result.error) toast.success(t("translation:common.saved"));
  };

  const processor = numberOf(draft.TaskProcessorMethod) ?? 0;
  const moduleFactor = numberOf(draft.TaskModule) ?? 0;
  const cost = (price: number) => (price <= 0 ? 0 : Math.max(1, Math.ceil(10 * price)));

  return (
    <Form
      onSubmit={() => void submit()}
      loading={query.loading || saveState.loading}
      noValidate
      data-testid="calc-metric-form"
    >
      <p className="muted">{t("config.calcMetric.intro")}</p>
      <Segment>
        {calcKeys.map((key) => (
          <div key={key} className="calc-metric-field">
            <Field
              name={key}
              label={t(`config.calcMetric.${key}`)}
              value={draft[key]}
              onChange={(value) => {
                setDraft((current) => ({ ...current, [key]: value.replace(/[^\d.eE+-]/g, "") }));
                setIssues((current) => ({ ...current, [key]: undefined }));
              }}
              message={issues[key]}
              disabled={!canUpdate}
              width={6}
            />
            <p className="muted small">{t(`config.calcMetric.${key}Hint`)}</p>
          </div>
        ))}
        <p className="muted small" data-testid="calc-metric-example">
          {t("config.calcMetric.example", { processor: cost(processor), module: cost(moduleFactor) })}
        </p>
      </Segment>
      {canUpdate ? (
        <Button type="submit" primary data-testid="calc-metric-save">
          {t("translation:common.save")}
        </Button>
      ) : (
        <Message size="small" info content={t("config.calcMetric.readOnly")} />
      )}
    </Form>
  );
}

export function SystemConfig() {
  const { t } = useNs(configNs);
  const { tab } = useParams();
  const session = useSession();
  const visibleTabs = tabs.filter((value) => session.can(tabPerms[value]));
  const current: Tab = visibleTabs.find((value) => value === tab) ?? visibleTabs[0] ?? "config";
  return (
    <div data-testid="system-config-page">
      <PageHeader title={t("config.title")} />
      <Menu pointing secondary className="config-tabs">
        {visibleTabs.map((value) => (
          <Menu.Item
            key={value}
            as={Link}
            to={paths.child(session.stage, `system-config/${value}`)}
            active={current === value}
            data-testid={`config-tab-${value}`}
          >
            {t(`config.tabs.${tabLabels[value]}`)}
          </Menu.Item>
        ))}
      </Menu>
      {current === "config" ? <ConfigForm /> : null}
      {current === "features" ? <FeatureSwitches /> : null}
      {current === "avatars" ? <ImageTemplates key="user_avatar" kind="user_avatar" /> : null}
      {current === "module-covers" ? <ImageTemplates key="module_cover" kind="module_cover" /> : null}
      {current === "template-covers" ? (
        <ImageTemplates key="workflow_template_cover" kind="workflow_template_cover" />
      ) : null}
      {current === "calc-metric" ? <CalcMetricForm /> : null}
    </div>
  );
}
