/** The basic tab of the module dialog: key, names, summaries, group, tags, visibility, image, executor, rules. */
import { discountPercentOff } from "@crucible/schema";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Dropdown, Form, Message } from "semantic-ui-react";
import { Field } from "../../components/Field";
import type {
  AdminGroupFieldsFragment,
  AdminModuleFieldsFragment,
  AdminTagFieldsFragment,
  ModuleVisibility,
} from "../../graphql";
import { integerInput, numberInput, parseDiscount, parseInteger } from "./forms";
import {
  noneValue,
  visibilities,
  type ImageChoice,
  type ModuleErrors,
  type ModuleForm,
  type SetField,
} from "./moduleDraft";
import { ModuleProgramFields } from "./ModuleProgramFields";

export interface ModuleBasicTabProps {
  /** Null: a new container module. */
  readonly module: AdminModuleFieldsFragment | null;
  /** The module runs in a container: its program is edited here. */
  readonly container: boolean;
  readonly groups: readonly AdminGroupFieldsFragment[];
  readonly tags: readonly AdminTagFieldsFragment[];
  /** Null when the admin may not list images: only the current one is offered. */
  readonly images: readonly ImageChoice[] | null;
  readonly form: ModuleForm;
  readonly errors: ModuleErrors;
  readonly set: SetField;
  readonly groupId: string;
  readonly onGroupId: (value: string) => void;
  readonly moduleTags: string[];
  readonly onModuleTags: (value: string[]) => void;
  readonly visibility: ModuleVisibility;
  readonly onVisibility: (value: ModuleVisibility) => void;
  readonly imageId: string;
  readonly onImageId: (value: string) => void;
  readonly executor: string;
  readonly onExecutor: (value: string) => void;
}

export function ModuleBasicTab({
  module,
  container,
  groups,
  tags,
  images,
  form,
  errors,
  set,
  groupId,
  onGroupId: setGroupId,
  moduleTags,
  onModuleTags: setModuleTags,
  visibility,
  onVisibility: setVisibility,
  imageId,
  onImageId: setImageId,
  executor,
  onExecutor: setExecutor,
}: ModuleBasicTabProps) {
  const { t, i18n } = useTranslation();
  const zh = i18n.language.startsWith("zh");

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

  const discountValue = parseDiscount(form.discount);
  const timeoutValue = parseInteger(form.timeoutSeconds, -1_000_000_000, 30 * 86400, "error");

  return (
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
        <ModuleProgramFields form={form} errors={errors} set={set} />
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
  );
}
