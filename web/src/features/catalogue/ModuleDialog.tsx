/**
 * The module dialog, in create mode (module null: a new container module with its key, image, command,
 * typed arguments and outputs) or update mode: metadata (names, summary, group, tags, visibility,
 * image, timeout, exit code, price, discount), markdown docs with a preview, the cover (upload,
 * template, reset), the users a module with visibility "partly" is enabled for, and its files.
 * This shell holds the draft and saves it; each tab is drawn by its own component.
 */
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Label, Menu } from "semantic-ui-react";
import { FormDialog } from "../../components/FormDialog";
import { toast } from "../../components/toast";
import type {
  AdminGroupFieldsFragment,
  AdminModuleFieldsFragment,
  AdminTagFieldsFragment,
  ModuleArgSpecInput,
  ModuleMethodInput,
  ModuleOutputSpecInput,
} from "../../graphql";
import {
  useAdminCreateModuleMutation,
  useAdminUpdateModuleMutation,
} from "../../graphql/__generated__/documents/catalogue";
import { cleanTags, duplicateField, invalidValue, parseDiscount, parseInteger } from "./forms";
import { ModuleBasicTab } from "./ModuleBasicTab";
import { ModuleCoverTab } from "./ModuleCoverTab";
import { ModuleDocsTab, type DocsLang, type DocsView } from "./ModuleDocsTab";
import {
  methodsShapeOk,
  moduleKeyPattern,
  noneValue,
  parseJsonList,
  type ImageChoice,
  type ModuleErrors,
  type ModuleTab,
} from "./moduleDraft";
import { ModuleFilesTab } from "./ModuleFilesTab";
import { ModuleUsersTab } from "./ModuleUsersTab";
import { ModuleViewsTab } from "./ModuleViewsTab";
import { useModuleDraft } from "./useModuleDraft";

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
  const [tab, setTab] = useState<ModuleTab>("basic");
  const [docsLang, setDocsLang] = useState<DocsLang>("docs");
  const [docsView, setDocsView] = useState<DocsView>("split");
  const draft = useModuleDraft(module);
  const { form, moduleTags, groupId, imageId, executor, runFormPackId, resultViewPackId, visibility } = draft;
  const [errors, setErrors] = useState<ModuleErrors>({});
  const [update, updateState] = useAdminUpdateModuleMutation();
  const [create, createState] = useAdminCreateModuleMutation();

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
    const found: ModuleErrors = {};
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
    const packs = {
      runFormPackId: runFormPackId === noneValue ? null : runFormPackId,
      resultViewPackId: resultViewPackId === noneValue ? null : resultViewPackId,
    };
    const result = await update({
      variables: { id: module.id, input: { ...fields, ...program, ...packs } },
    });
    placeSpecError(result.error);
    if (!result.error) {
      toast.success(t("common.saved"));
      onClose();
    }
  };

  const tabs: ModuleTab[] = creating
    ? ["basic", "docs"]
    : ["basic", "docs", "views", "cover", "users", "files"];

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
        <ModuleBasicTab
          module={module}
          container={container}
          groups={groups}
          tags={tags}
          images={images}
          draft={draft}
          errors={errors}
        />
      ) : null}
      {tab === "docs" ? (
        <ModuleDocsTab
          form={form}
          set={draft.set}
          docsLang={docsLang}
          onDocsLang={setDocsLang}
          docsView={docsView}
          onDocsView={setDocsView}
        />
      ) : null}
      {tab === "views" && module ? (
        <ModuleViewsTab
          runFormPackId={runFormPackId}
          onRunFormPackId={draft.setRunFormPackId}
          resultViewPackId={resultViewPackId}
          onResultViewPackId={draft.setResultViewPackId}
        />
      ) : null}
      {tab === "cover" && module ? <ModuleCoverTab module={module} onChanged={onChanged} /> : null}
      {tab === "users" && module ? <ModuleUsersTab module={module} visibility={visibility} /> : null}
      {tab === "files" && module ? (
        <ModuleFilesTab module={module} canUpdate={canUpdate} canDelete={canDelete} onChanged={onChanged} />
      ) : null}
      {tab === "cover" || tab === "users" || tab === "files" ? (
        <p className="muted catalogue-note">{t("catalogue.modules.appliesAtOnce")}</p>
      ) : null}
    </FormDialog>
  );
}
