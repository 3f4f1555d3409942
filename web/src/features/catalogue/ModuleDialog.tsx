/**
 * The module dialog, in create mode (module null: a new container module with its key, image, command,
 * typed arguments and outputs) or update mode: metadata (names, summary, group, tags, visibility,
 * image, timeout, exit code, price, discount), markdown docs with a preview, the cover (upload,
 * template, reset), the users a module with visibility "partly" is enabled for, and its files.
 */
import { constants, discountPercentOff, sizeUnits, sysConfigSchema } from "@crucible/schema";
import { useMemo, useState, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import {
  Button,
  Dropdown,
  Form,
  Icon,
  Label,
  List,
  Menu,
  Message,
  Segment,
  TextArea,
} from "semantic-ui-react";
import { useSession } from "../../app/session";
import { Field } from "../../components/Field";
import { FormDialog } from "../../components/FormDialog";
import { ImageUploader } from "../../components/ImageUploader";
import { Markdown } from "../../components/Markdown";
import { toast } from "../../components/toast";
import {
  useAdminAddModuleUsersMutation,
  useAdminCoverChoicesQuery,
  useAdminCreateModuleMutation,
  useAdminRemoveModuleUsersMutation,
  useAdminSetModuleCoverMutation,
  useAdminUpdateModuleMutation,
  useSysConfigQuery,
  type AdminGroupFieldsFragment,
  type AdminModuleFieldsFragment,
  type AdminTagFieldsFragment,
  type ModuleArgSpecInput,
  type ModuleMethodInput,
  type ModuleOutputSpecInput,
  type ModuleVisibility,
} from "../../graphql";
import {
  cleanTags,
  duplicateField,
  integerInput,
  invalidValue,
  missingValue,
  numberInput,
  parseDiscount,
  parseInteger,
} from "./forms";
import { ModuleFilesTab } from "./ModuleFilesTab";

export const visibilities: readonly ModuleVisibility[] = ["all", "partly", "none"];

/** The dropdown value for "no group" and "no image" (a dropdown shows no text for an empty value). */
export const noneValue = "-";

type Tab = "basic" | "docs" | "cover" | "users" | "files";
type TextKey =
  | "key"
  | "command"
  | "args"
  | "outputs"
  | "methods"
  | "name"
  | "nameZh"
  | "summary"
  | "summaryZh"
  | "docs"
  | "docsZh"
  | "timeoutSeconds"
  | "successExitCode"
  | "tokenPrice"
  | "discount";

export interface ImageChoice {
  readonly id: string;
  readonly uid: string;
  readonly name: string;
  readonly status: string;
}

/** A module key: a lower-case identifier, optionally after one group and / (as the server checks). */
export const moduleKeyPattern = /^[a-z][a-z0-9_]{0,63}(\/[a-z][a-z0-9_]{0,63})?$/;

/** Query results as JSON for editing: without Apollo's __typename and without empty fields. */
function editableJson(list: readonly object[]): string {
  if (list.length === 0) return "[]";
  return JSON.stringify(
    list,
    (key, value: unknown) => (key === "__typename" || value === null ? undefined : value),
    2,
  );
}

/** The methods the module declares itself: none when it has only the implicit one (named default). */
function ownMethods(module: AdminModuleFieldsFragment | null): readonly object[] {
  const methods = module?.methods ?? [];
  return methods.length === 1 && methods[0]?.name === "default" ? [] : methods;
}

/** Whether each item looks like a method: a name, a label, and lists of args and outputs when given. */
function methodsShapeOk(list: readonly unknown[]): boolean {
  return list.every((item) => {
    if (typeof item !== "object" || item === null || Array.isArray(item)) return false;
    const method = item as Record<string, unknown>;
    return (
      typeof method.name === "string" &&
      typeof method.label === "string" &&
      (method.args === undefined || Array.isArray(method.args)) &&
      (method.outputs === undefined || Array.isArray(method.outputs))
    );
  });
}

/** A JSON list, or null when the text is not one. */
function parseJsonList(text: string): unknown[] | null {
  try {
    const value: unknown = JSON.parse(text.trim() === "" ? "[]" : text);
    return Array.isArray(value) ? value : null;
  } catch {
    return null;
  }
}

interface ModuleDialogProps {
  /** Null: create a new container module. */
  readonly module: AdminModuleFieldsFragment | null;
  readonly groups: readonly AdminGroupFieldsFragment[];
  readonly tags: readonly AdminTagFieldsFragment[];
  /** Null when the admin may not list images: only the current one is offered. */
  readonly images: readonly ImageChoice[] | null;
  readonly onClose: () => void;
  /** The cover, the users or the files changed outside GraphQL (REST upload): the list refreshes. */
  readonly onChanged: () => void;
  /** Create mode: the new module (the dialog goes on in update mode for it, to attach files). */
  readonly onCreated?: (module: AdminModuleFieldsFragment) => void;
  readonly canUpdate?: boolean;
  readonly canDelete?: boolean;
}

/** A cover URL that changes when the module does, so that a new cover shows at once. */
export function coverSrc(module: Pick<AdminModuleFieldsFragment, "coverUrl" | "updatedAt">): string | null {
  return module.coverUrl ? `${module.coverUrl}?v=${encodeURIComponent(module.updatedAt)}` : null;
}

function useCoverLimit(): { maxBytes: number; quality: number } {
  const session = useSession();
  const query = useSysConfigQuery({ skip: !session.can("Sys.Config.Read") });
  return useMemo(() => {
    const parsed = sysConfigSchema.safeParse(query.data?.sysConfig);
    if (!parsed.success) return { maxBytes: constants.defaultImageMaxBytes, quality: 0 };
    const limit = parsed.data.Upload.CoverImageSize;
    return { maxBytes: Math.round(limit.Max * sizeUnits[limit.Unit]), quality: limit.CompressionQuality };
  }, [query.data]);
}

function CoverTab({ module, onChanged }: { module: AdminModuleFieldsFragment; onChanged: () => void }) {
  const { t } = useTranslation();
  const choices = useAdminCoverChoicesQuery({ fetchPolicy: "cache-and-network" });
  const [setCover, setState] = useAdminSetModuleCoverMutation();
  const limit = useCoverLimit();
  const src = coverSrc(module);
  const choose = async (templateId: string | null) => {
    const result = await setCover({ variables: { id: module.id, templateId } });
    if (!result.error)
      toast.success(templateId ? t("catalogue.modules.coverSet") : t("catalogue.modules.coverReset"));
  };
  return (
    <div className="cover-tab" data-testid="module-cover-tab">
      <div className="cover-current">
        <div className="cover-frame">
          {src ? (
            <img src={src} alt="" data-testid="module-cover-image" />
          ) : (
            <div className="cover-placeholder" data-testid="module-cover-default">
              <Icon name="cubes" size="huge" />
              <div className="muted">{t("catalogue.modules.defaultCover")}</div>
            </div>
          )}
        </div>
        <Button
          type="button"
          basic
          icon="undo"
          content={t("catalogue.modules.resetCover")}
          disabled={!module.coverUrl || setState.loading}
          onClick={() => void choose(null)}
          data-testid="module-cover-reset"
        />
      </div>
      <ImageUploader
        endpoint={`/api/sys/workflow_job_task_module/upload_cover?ModuleId=${encodeURIComponent(module.id)}`}
        field="File"
        maxBytes={limit.maxBytes}
        quality={limit.quality}
        label={t("catalogue.modules.uploadCover")}
        onUploaded={() => {
          toast.success(t("catalogue.modules.coverSet"));
          onChanged();
        }}
        testId="module-cover-upload"
      />
      <h4 className="cover-templates-title">{t("catalogue.modules.coverTemplates")}</h4>
      {(choices.data?.moduleCoverChoices ?? []).length === 0 ? (
        <p className="muted">{t("catalogue.modules.noCoverTemplates")}</p>
      ) : (
        <div className="cover-templates">
          {(choices.data?.moduleCoverChoices ?? []).map((choice) => (
            <button
              key={choice.id}
              type="button"
              className="thumb-button cover-choice"
              title={t("catalogue.modules.useTemplate")}
              onClick={() => void choose(choice.id)}
              data-testid={`cover-choice-${choice.id}`}
            >
              <img src={choice.url} alt="" />
            </button>
          ))}
        </div>
      )}
    </div>
  );
}

function UsersTab({
  module,
  visibility,
}: {
  module: AdminModuleFieldsFragment;
  visibility: ModuleVisibility;
}) {
  const { t } = useTranslation();
  const [accounts, setAccounts] = useState("");
  const [unknown, setUnknown] = useState<string | null>(null);
  const [add, addState] = useAdminAddModuleUsersMutation();
  const [remove] = useAdminRemoveModuleUsersMutation();
  const submit = async () => {
    const list = [
      ...new Set(
        accounts
          .split(/[\s,;，；]+/)
          .map((a) => a.trim())
          .filter(Boolean),
      ),
    ];
    if (list.length === 0) return;
    const result = await add({ variables: { id: module.id, accounts: list } });
    setUnknown(missingValue(result.error));
    if (!result.error) {
      setAccounts("");
      toast.success(t("catalogue.modules.usersAdded", { count: list.length }));
    }
  };
  return (
    <div data-testid="module-users-tab">
      {visibility !== "partly" ? (
        <Message info size="small" content={t("catalogue.modules.usersOnlyPartly")} />
      ) : null}
      <Form.Group>
        <Form.Input
          width={12}
          label={t("catalogue.modules.addUsers")}
          placeholder={t("catalogue.modules.accountsPlaceholder")}
          value={accounts}
          onChange={(_event, data) => setAccounts(String(data.value))}
          onKeyDown={(event: KeyboardEvent) => {
            if (event.key === "Enter") {
              event.preventDefault();
              void submit();
            }
          }}
          input={{ "data-testid": "field-accounts" }}
        />
        <Form.Button
          width={4}
          label="&nbsp;"
          type="button"
          primary
          icon="user plus"
          content={t("common.add")}
          loading={addState.loading}
          disabled={accounts.trim() === "" || addState.loading}
          onClick={() => void submit()}
          data-testid="module-users-add"
        />
      </Form.Group>
      {unknown ? (
        <Message
          negative
          size="small"
          content={t("catalogue.modules.unknownAccounts", { accounts: unknown })}
          data-testid="module-users-unknown"
        />
      ) : null}
      {module.enabledUsers.length === 0 ? (
        <p className="muted" data-testid="module-users-empty">
          {t("catalogue.modules.noUsers")}
        </p>
      ) : (
        <List divided relaxed className="enabled-users" data-testid="module-users">
          {module.enabledUsers.map((user) => (
            <List.Item key={user.id}>
              <List.Content floated="right">
                <Button
                  type="button"
                  size="mini"
                  basic
                  icon="remove user"
                  title={t("common.remove")}
                  aria-label={t("common.remove")}
                  onClick={() => void remove({ variables: { id: module.id, userIds: [user.id] } })}
                  data-testid={`module-user-remove-${user.id}`}
                />
              </List.Content>
              <List.Icon name="user" />
              <List.Content>
                <strong>{user.account}</strong> <span className="muted">{user.name}</span>
              </List.Content>
            </List.Item>
          ))}
        </List>
      )}
    </div>
  );
}

export function ModuleDialog({
  module,
  groups,
  tags,
  images,
  onClose,
  onChanged,
  onCreated,
  canUpdate = true,
  canDelete = false,
}: ModuleDialogProps) {
  const { t, i18n } = useTranslation();
  const zh = i18n.language.startsWith("zh");
  const creating = module === null;
  const container = creating || module.runner === "container";
  const [tab, setTab] = useState<Tab>("basic");
  const [docsLang, setDocsLang] = useState<"docs" | "docsZh">("docs");
  const [docsView, setDocsView] = useState<"write" | "split" | "preview">("split");
  const [form, setForm] = useState<Record<TextKey, string>>({
    key: module?.key ?? "",
    command: (module?.command ?? []).join("\n"),
    args: editableJson(module?.args ?? []),
    outputs: editableJson(module?.outputs ?? []),
    methods: editableJson(ownMethods(module)),
    name: module?.name ?? "",
    nameZh: module?.nameZh ?? "",
    summary: module?.summary ?? "",
    summaryZh: module?.summaryZh ?? "",
    docs: module?.docs ?? "",
    docsZh: module?.docsZh ?? "",
    timeoutSeconds: String(module?.timeoutSeconds ?? 600),
    successExitCode: String(module?.successExitCode ?? 0),
    tokenPrice: String(module?.tokenPrice ?? 1),
    discount: String(module?.discount ?? 1),
  });
  const [moduleTags, setModuleTags] = useState<string[]>(module?.tags ?? []);
  const [groupId, setGroupId] = useState<string>(module?.group?.id ?? noneValue);
  const [imageId, setImageId] = useState<string>(module?.image?.id ?? noneValue);
  // Where its tasks run; noneValue follows the image's choice, then the platform's.
  const [executor, setExecutor] = useState<string>(module?.executor ?? noneValue);
  const [visibility, setVisibility] = useState<ModuleVisibility>(
    visibilities.find((v) => v === module?.visibility) ?? (creating ? "none" : "all"),
  );
  const [errors, setErrors] = useState<Partial<Record<TextKey | "tags" | "image", string>>>({});
  const [update, updateState] = useAdminUpdateModuleMutation();
  const [create, createState] = useAdminCreateModuleMutation();

  const set = (key: TextKey, rule?: (text: string) => boolean) => (value: string) => {
    if (rule && !rule(value)) return;
    setForm((current) => ({ ...current, [key]: value }));
  };

  const tagOptions = useMemo(() => {
    const names = new Map<string, string>();
    for (const tag of tags) names.set(tag.name, tag.nameZh);
    for (const tag of moduleTags) if (!names.has(tag)) names.set(tag, "");
    return [...names].map(([name, nameZh]) => ({
      key: name,
      value: name,
      text: zh && nameZh ? `${nameZh} (${name})` : name,
    }));
  }, [tags, moduleTags, zh]);

  const imageOptions = useMemo(() => {
    const list: ImageChoice[] = images ? [...images] : [];
    const current = module?.image;
    if (current && !list.some((image) => image.id === current.id)) {
      list.push({ ...current, status: "ENABLED" });
    }
    return [
      { key: noneValue, value: noneValue, text: t("catalogue.modules.noImage") },
      ...list.map((image) => ({
        key: image.id,
        value: image.id,
        text: `${image.name} (${image.uid})${image.status === "DISABLED" ? ` · ${t("common.disabled")}` : ""}`,
      })),
    ];
  }, [images, module, t]);

  /** The server's refusal of an argument, output or method declaration, next to its text area. */
  const placeSpecError = (error: unknown) => {
    const value = invalidValue(error);
    const field = value?.startsWith("Methods")
      ? "methods"
      : value?.startsWith("Args")
        ? "args"
        : value?.startsWith("Outputs")
          ? "outputs"
          : null;
    if (field && value) setErrors((current) => ({ ...current, [field]: value }));
  };
  const submit = async () => {
    const found: Partial<Record<TextKey | "tags" | "image", string>> = {};
    if (form.name.trim() === "") found.name = t("validation.required");
    if (creating && !moduleKeyPattern.test(form.key.trim())) found.key = t("catalogue.modules.keyRule");
    if (container && imageId === noneValue) found.image = t("catalogue.modules.imageRequired");
    const command = form.command
      .split("\n")
      .map((part) => part.trim())
      .filter((part) => part !== "");
    if (container && command.length === 0) found.command = t("catalogue.modules.commandRequired");
    const args = parseJsonList(form.args);
    const outputs = parseJsonList(form.outputs);
    if (container && args === null) found.args = t("catalogue.modules.jsonRule");
    if (container && outputs === null) found.outputs = t("catalogue.modules.jsonRule");
    const methods = parseJsonList(form.methods);
    if (container && methods === null) found.methods = t("catalogue.modules.jsonRule");
    else if (container && methods && !methodsShapeOk(methods))
      found.methods = t("catalogue.modules.methodItemRule");
    const timeout = parseInteger(form.timeoutSeconds, -1_000_000_000, 30 * 86400, "error");
    const exitCode = parseInteger(form.successExitCode, 0, 255, "error");
    const price = parseInteger(form.tokenPrice, 0, 1_000_000, "error");
    const discount = parseDiscount(form.discount);
    const integerMessage = (
      field: string,
      check: { ok: false; error: "integer" | "range" },
      min: number,
      max: number,
    ) =>
      check.error === "integer"
        ? t("validation.integer", { field })
        : t("validation.range", { field, min, max });
    if (!timeout.ok)
      found.timeoutSeconds = integerMessage(t("catalogue.modules.timeout"), timeout, 0, 30 * 86400);
    if (!exitCode.ok)
      found.successExitCode = integerMessage(t("catalogue.modules.exitCode"), exitCode, 0, 255);
    if (!price.ok) found.tokenPrice = integerMessage(t("catalogue.modules.tokenPrice"), price, 0, 1_000_000);
    if (discount === null) found.discount = t("catalogue.discountRule");
    const cleaned = cleanTags(moduleTags);
    if (cleaned.some((tag) => tag.length > 40) || cleaned.length > 20)
      found.tags = t("catalogue.modules.tagsRule");
    setErrors(found);
    if (Object.keys(found).length > 0 || !timeout.ok || !exitCode.ok || !price.ok || discount === null) {
      if (found.docs === undefined && found.docsZh === undefined) setTab("basic");
      return;
    }
    const fields = {
      name: form.name.trim(),
      nameZh: form.nameZh.trim(),
      summary: form.summary,
      summaryZh: form.summaryZh,
      docs: form.docs,
      docsZh: form.docsZh,
      tags: cleaned,
      groupId: groupId === noneValue ? null : groupId,
      imageId: imageId === noneValue ? null : imageId,
      executor: executor === noneValue ? null : executor,
      visibility,
      timeoutSeconds: timeout.value ?? 0,
      successExitCode: exitCode.value ?? 0,
      tokenPrice: price.value ?? 0,
      discount,
    };
    // The server checks every argument and output; the JSON only has to be a list here.
    const program = container
      ? {
          command,
          args: (args ?? []) as ModuleArgSpecInput[],
          outputs: (outputs ?? []) as ModuleOutputSpecInput[],
          methods: (methods ?? []) as ModuleMethodInput[],
        }
      : {};
    if (module === null) {
      const key = form.key.trim();
      const result = await create({ variables: { input: { ...fields, ...program, key, command } } });
      if (duplicateField(result.error) === "Key") setErrors({ key: t("catalogue.taken") });
      placeSpecError(result.error);
      if (result.data?.createModule) {
        toast.success(t("catalogue.modules.created", { key }));
        onCreated?.(result.data.createModule);
      }
      return;
    }
    const result = await update({ variables: { id: module.id, input: { ...fields, ...program } } });
    placeSpecError(result.error);
    if (!result.error) {
      toast.success(t("common.saved"));
      onClose();
    }
  };

  const discountValue = parseDiscount(form.discount);
  const timeoutValue = parseInteger(form.timeoutSeconds, -1_000_000_000, 30 * 86400, "error");
  const tabs: Tab[] = creating ? ["basic", "docs"] : ["basic", "docs", "cover", "users", "files"];

  return (
    <FormDialog
      open
      size="large"
      title={
        module === null
          ? t("catalogue.modules.createTitle")
          : t("catalogue.modules.editTitle", { name: zh && module.nameZh ? module.nameZh : module.name })
      }
      onClose={onClose}
      onSubmit={() => void submit()}
      submitting={updateState.loading || createState.loading}
      submitLabel={creating ? t("common.create") : undefined}
      testId={creating ? "module-create-dialog" : "module-dialog"}
    >
      <Menu pointing secondary className="module-dialog-tabs">
        {tabs.map((value) => (
          <Menu.Item
            key={value}
            active={tab === value}
            onClick={() => setTab(value)}
            data-testid={`module-tab-${value}`}
          >
            {t(`catalogue.modules.tabs.${value}`)}
            {value === "users" && module && module.enabledUsers.length > 0 ? (
              <Label size="mini" circular>
                {module.enabledUsers.length}
              </Label>
            ) : null}
            {value === "files" && module && module.moduleFiles.length > 0 ? (
              <Label size="mini" circular>
                {module.moduleFiles.length}
              </Label>
            ) : null}
          </Menu.Item>
        ))}
      </Menu>
      {tab === "basic" ? (
        <div data-testid="module-basic-tab">
          {module === null ? (
            <>
              <Message
                info
                size="small"
                content={t("catalogue.modules.localNote")}
                data-testid="module-local-note"
              />
              <Field
                name="key"
                label={t("catalogue.modules.key")}
                value={form.key}
                onChange={set("key")}
                message={errors.key}
                hint={t("catalogue.modules.keyHint")}
                required
                maxLength={129}
              />
            </>
          ) : (
            <div className="muted module-key">
              <code>{module.key}</code> ·{" "}
              {t(`catalogue.modules.runners.${module.runner === "container" ? "container" : "local"}`)}
            </div>
          )}
          <Form.Group widths="equal">
            <Field
              name="name"
              label={t("catalogue.modules.name")}
              value={form.name}
              onChange={set("name")}
              message={errors.name}
              required
              maxLength={100}
            />
            <Field
              name="nameZh"
              label={t("catalogue.modules.nameZh")}
              value={form.nameZh}
              onChange={set("nameZh")}
              maxLength={100}
            />
          </Form.Group>
          <Form.Group widths="equal">
            <Form.TextArea
              label={t("catalogue.modules.summary")}
              rows={3}
              value={form.summary}
              onChange={(_event, data) => set("summary")(String(data.value ?? ""))}
              data-testid="field-summary"
            />
            <Form.TextArea
              label={t("catalogue.modules.summaryZh")}
              rows={3}
              value={form.summaryZh}
              onChange={(_event, data) => set("summaryZh")(String(data.value ?? ""))}
              data-testid="field-summaryZh"
            />
          </Form.Group>
          <Form.Group widths="equal">
            <Form.Select
              label={t("catalogue.modules.group")}
              value={groupId}
              options={[
                { key: noneValue, value: noneValue, text: t("catalogue.modules.noGroup") },
                ...groups.map((group) => ({
                  key: group.id,
                  value: group.id,
                  text: zh && group.nameZh ? group.nameZh : group.name,
                })),
              ]}
              onChange={(_event, data) => setGroupId(String(data.value ?? noneValue))}
              data-testid="field-group"
            />
            <Form.Field error={Boolean(errors.tags)}>
              <label htmlFor="field-tags">{t("catalogue.modules.tags")}</label>
              <Dropdown
                id="field-tags"
                fluid
                multiple
                search
                selection
                allowAdditions
                additionLabel={`${t("catalogue.modules.newTag")} `}
                options={tagOptions}
                value={moduleTags}
                placeholder={t("catalogue.modules.tagsPlaceholder")}
                onChange={(_event, data) =>
                  setModuleTags(Array.isArray(data.value) ? data.value.map((v) => String(v)) : [])
                }
                data-testid="field-tags"
              />
              {errors.tags ? <div className="ui pointing above prompt label">{errors.tags}</div> : null}
            </Form.Field>
          </Form.Group>
          <Form.Group widths="equal">
            <Form.Select
              label={t("catalogue.modules.visibility")}
              value={visibility}
              options={visibilities.map((value) => ({
                key: value,
                value,
                text: t(`catalogue.modules.visibilities.${value}`),
              }))}
              onChange={(_event, data) => setVisibility(visibilities.find((v) => v === data.value) ?? "all")}
              data-testid="field-visibility"
            />
            <Form.Select
              label={t("catalogue.modules.image")}
              value={imageId}
              search
              required={container}
              error={errors.image ? { content: errors.image, pointing: "above" } : undefined}
              options={imageOptions}
              onChange={(_event, data) => setImageId(String(data.value ?? noneValue))}
              data-testid="field-image"
            />
            <Form.Select
              label={t("catalogue.modules.executor")}
              value={executor}
              options={(
                [
                  [noneValue, "follow"],
                  ["local", "local"],
                  ["slurm", "slurm"],
                ] as const
              ).map(([value, label]) => ({
                key: value,
                value,
                text: t(`catalogue.modules.executors.${label}`),
              }))}
              onChange={(_event, data) => setExecutor(String(data.value ?? noneValue))}
              data-testid="field-executor"
            />
          </Form.Group>
          {container ? (
            <div className="module-program" data-testid="module-program">
              <Form.TextArea
                label={t("catalogue.modules.command")}
                required
                rows={3}
                value={form.command}
                placeholder={"python\n/opt/run.py\n{args.json}"}
                error={errors.command ? { content: errors.command, pointing: "above" } : undefined}
                onChange={(_event, data) => set("command")(String(data.value ?? ""))}
                data-testid="field-command"
              />
              <p className="muted catalogue-note">{t("catalogue.modules.commandHint")}</p>
              <Form.Group widths="equal">
                <Form.TextArea
                  label={t("catalogue.modules.argsJson")}
                  rows={6}
                  value={form.args}
                  error={errors.args ? { content: errors.args, pointing: "above" } : undefined}
                  onChange={(_event, data) => set("args")(String(data.value ?? ""))}
                  data-testid="field-args"
                />
                <Form.TextArea
                  label={t("catalogue.modules.outputsJson")}
                  rows={6}
                  value={form.outputs}
                  error={errors.outputs ? { content: errors.outputs, pointing: "above" } : undefined}
                  onChange={(_event, data) => set("outputs")(String(data.value ?? ""))}
                  data-testid="field-outputs"
                />
              </Form.Group>
              <p className="muted catalogue-note">{t("catalogue.modules.argsHint")}</p>
              <Form.TextArea
                label={t("catalogue.modules.methodsJson")}
                rows={6}
                value={form.methods}
                error={errors.methods ? { content: errors.methods, pointing: "above" } : undefined}
                onChange={(_event, data) => set("methods")(String(data.value ?? ""))}
                data-testid="field-methods"
              />
              <p className="muted catalogue-note">{t("catalogue.modules.methodsHint")}</p>
            </div>
          ) : (
            <p className="muted catalogue-note" data-testid="module-manifest-note">
              {t("catalogue.modules.fromManifest")}
            </p>
          )}
          <Form.Group widths="equal">
            <Field
              name="timeoutSeconds"
              label={t("catalogue.modules.timeout")}
              value={form.timeoutSeconds}
              onChange={set("timeoutSeconds", (v) => integerInput(v))}
              message={errors.timeoutSeconds}
            />
            <Field
              name="successExitCode"
              label={t("catalogue.modules.exitCode")}
              value={form.successExitCode}
              onChange={set("successExitCode", (v) => integerInput(v))}
              message={errors.successExitCode}
            />
            <Field
              name="tokenPrice"
              label={t("catalogue.modules.tokenPrice")}
              value={form.tokenPrice}
              onChange={set("tokenPrice", (v) => integerInput(v, false))}
              message={errors.tokenPrice}
            />
            <Field
              name="discount"
              label={t("catalogue.modules.discount")}
              value={form.discount}
              onChange={set("discount", numberInput)}
              message={errors.discount}
            />
          </Form.Group>
          <p className="muted catalogue-note" data-testid="module-rules-note">
            {timeoutValue.ok && (timeoutValue.value ?? 0) <= 0
              ? t("catalogue.modules.noTimeout")
              : t("catalogue.modules.timeoutHint")}{" "}
            ·{" "}
            {discountValue === null
              ? t("catalogue.discountRule")
              : discountValue === 1
                ? t("catalogue.noDiscount")
                : t("catalogue.percentOff", { percent: discountPercentOff(discountValue) })}
          </p>
        </div>
      ) : null}
      {tab === "docs" ? (
        <div data-testid="module-docs-tab">
          <div className="docs-toolbar">
            <Button.Group size="small">
              <Button
                type="button"
                active={docsLang === "docs"}
                onClick={() => setDocsLang("docs")}
                data-testid="docs-lang-en"
              >
                English
              </Button>
              <Button
                type="button"
                active={docsLang === "docsZh"}
                onClick={() => setDocsLang("docsZh")}
                data-testid="docs-lang-zh"
              >
                中文
              </Button>
            </Button.Group>
            <Menu tabular size="small" className="editor-tabs">
              {(["write", "split", "preview"] as const).map((value) => (
                <Menu.Item
                  key={value}
                  active={docsView === value}
                  onClick={() => setDocsView(value)}
                  data-testid={`docs-view-${value}`}
                >
                  {t(`catalogue.modules.docsViews.${value}`)}
                </Menu.Item>
              ))}
            </Menu>
          </div>
          <div className={`markdown-editor ${docsView}`}>
            {docsView !== "preview" ? (
              <TextArea
                rows={18}
                className="mono"
                value={form[docsLang]}
                placeholder={t("catalogue.modules.docsPlaceholder")}
                onChange={(_event, data) => set(docsLang)(String(data.value ?? ""))}
                data-testid="field-docs"
              />
            ) : null}
            {docsView !== "write" ? (
              <Segment className="markdown-preview">
                {form[docsLang].trim() === "" ? (
                  <p className="muted">{t("catalogue.modules.noDocs")}</p>
                ) : (
                  <Markdown source={form[docsLang]} testId="docs-preview" />
                )}
              </Segment>
            ) : null}
          </div>
        </div>
      ) : null}
      {tab === "cover" && module ? <CoverTab module={module} onChanged={onChanged} /> : null}
      {tab === "users" && module ? <UsersTab module={module} visibility={visibility} /> : null}
      {tab === "files" && module ? (
        <ModuleFilesTab module={module} canUpdate={canUpdate} canDelete={canDelete} onChanged={onChanged} />
      ) : null}
      {tab === "cover" || tab === "users" || tab === "files" ? (
        <p className="muted catalogue-note">{t("catalogue.modules.appliesAtOnce")}</p>
      ) : null}
    </FormDialog>
  );
}
