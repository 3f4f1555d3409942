/**
 * The module's choices on the basic tab of the module dialog: its group, its tags (new ones may be
 * typed), its visibility, its container image and the executor its tasks run on.
 */
import { useMemo } from "react";
import { Dropdown, Form } from "semantic-ui-react";
import type {
  AdminGroupFieldsFragment,
  AdminModuleFieldsFragment,
  AdminTagFieldsFragment,
} from "../../graphql";
import { noneValue, visibilities, type ImageChoice, type ModuleErrors } from "./moduleDraft";
import type { ModuleDraft } from "./useModuleDraft";
import { useNs } from "../../i18n";
import { catalogueNs } from "./i18n";

export interface ModuleChoiceFieldsProps {
  readonly module: AdminModuleFieldsFragment | null;
  readonly container: boolean;
  readonly groups: readonly AdminGroupFieldsFragment[];
  readonly tags: readonly AdminTagFieldsFragment[];
  readonly images: readonly ImageChoice[] | null;
  readonly draft: ModuleDraft;
  readonly errors: ModuleErrors;
}

/** The known tags and the module's own (a new tag has no Chinese name yet). */
function useTagOptions(tags: readonly AdminTagFieldsFragment[], moduleTags: readonly string[], zh: boolean) {
  return useMemo(() => {
    const names = new Map<string, string>();
    for (const tag of tags) names.set(tag.name, tag.nameZh);
    for (const tag of moduleTags) if (!names.has(tag)) names.set(tag, "");
    return [...names].map(([name, nameZh]) => ({
      key: name,
      value: name,
      text: zh && nameZh ? `${nameZh} (${name})` : name,
    }));
  }, [tags, moduleTags, zh]);
}

/** No image, the listed images, and the module's current one when it is not listed. */
function useImageOptions(images: readonly ImageChoice[] | null, module: AdminModuleFieldsFragment | null) {
  const { t } = useNs(catalogueNs);
  return useMemo(() => {
    const list: ImageChoice[] = images ? [...images] : [];
    const current = module?.image;
    if (current && !list.some((image) => image.id === current.id)) {
      list.push({ ...current, status: "ENABLED" });
    }
    return [
      { key: noneValue, value: noneValue, text: t("modules.noImage") },
      ...list.map((image) => ({
        key: image.id,
        value: image.id,
        text: `${image.name} (${image.uid})${image.status === "DISABLED" ? ` · ${t("translation:common.disabled")}` : ""}`,
      })),
    ];
  }, [images, module, t]);
}

export function ModuleChoiceFields({
  module,
  container,
  groups,
  tags,
  images,
  draft,
  errors,
}: ModuleChoiceFieldsProps) {
  const { t, i18n } = useNs(catalogueNs);
  const zh = i18n.language.startsWith("zh");
  const tagOptions = useTagOptions(tags, draft.moduleTags, zh);
  const imageOptions = useImageOptions(images, module);

  return (
    <>
      <Form.Group widths="equal">
        <Form.Select
          label={t("modules.group")}
          value={draft.groupId}
          options={[
            { key: noneValue, value: noneValue, text: t("modules.noGroup") },
            ...groups.map((group) => ({
              key: group.id,
              value: group.id,
              text: zh && group.nameZh ? group.nameZh : group.name,
            })),
          ]}
          onChange={(_event, data) => draft.setGroupId(String(data.value ?? noneValue))}
          data-testid="field-group"
        />
        <Form.Field error={Boolean(errors.tags)}>
          <label htmlFor="field-tags">{t("modules.tags")}</label>
          <Dropdown
            id="field-tags"
            fluid
            multiple
            search
            selection
            allowAdditions
            additionLabel={`${t("modules.newTag")} `}
            options={tagOptions}
            value={draft.moduleTags}
            placeholder={t("modules.tagsPlaceholder")}
            onChange={(_event, data) =>
              draft.setModuleTags(Array.isArray(data.value) ? data.value.map((v) => String(v)) : [])
            }
            data-testid="field-tags"
          />
          {errors.tags ? <div className="ui pointing above prompt label">{errors.tags}</div> : null}
        </Form.Field>
      </Form.Group>
      <Form.Group widths="equal">
        <Form.Select
          label={t("modules.visibility")}
          value={draft.visibility}
          options={visibilities.map((value) => ({
            key: value,
            value,
            text: t(`modules.visibilities.${value}`),
          }))}
          onChange={(_event, data) =>
            draft.setVisibility(visibilities.find((v) => v === data.value) ?? "all")
          }
          data-testid="field-visibility"
        />
        <Form.Select
          label={t("modules.image")}
          value={draft.imageId}
          search
          required={container}
          error={errors.image ? { content: errors.image, pointing: "above" } : undefined}
          options={imageOptions}
          onChange={(_event, data) => draft.setImageId(String(data.value ?? noneValue))}
          data-testid="field-image"
        />
        <Form.Select
          label={t("modules.executor")}
          value={draft.executor}
          options={(
            [
              [noneValue, "follow"],
              ["local", "local"],
              ["slurm", "slurm"],
            ] as const
          ).map(([value, label]) => ({
            key: value,
            value,
            text: t(`modules.executors.${label}`),
          }))}
          onChange={(_event, data) => draft.setExecutor(String(data.value ?? noneValue))}
          data-testid="field-executor"
        />
      </Form.Group>
    </>
  );
}
