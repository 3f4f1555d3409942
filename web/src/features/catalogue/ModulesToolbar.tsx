/** The module list's toolbar: group and tag filters, create, and the bulk actions on a selection. */
import { Button, Dropdown, Icon, Label, Popup } from "semantic-ui-react";
import { CreateButton } from "../../components/kit/ResourceScreen";
import type { AdminGroupFieldsFragment } from "../../graphql";
import type { ModuleLabels } from "./ModuleColumns";
import { useNs } from "../../i18n";
import { catalogueNs } from "./i18n";

/** The filter value for "any group" and "any tag" (a dropdown shows no text for an empty value). */
export const anyValue = "*";

export function ModulesToolbar(props: {
  readonly groups: readonly AdminGroupFieldsFragment[];
  readonly tags: readonly { readonly name: string }[];
  readonly labels: ModuleLabels;
  readonly groupFilter: string;
  readonly tagFilter: string;
  readonly onGroupFilter: (value: string) => void;
  readonly onTagFilter: (value: string) => void;
  readonly canUpdate: boolean;
  readonly selectedCount: number;
  readonly onCreate: () => void;
  readonly onClearSelection: () => void;
  readonly onBulk: (kind: "group" | "discount") => void;
}) {
  const { t } = useNs(catalogueNs);
  const { groupName, tagLabel } = props.labels;
  const groupOptions = [
    { key: "all", value: anyValue, text: t("modules.allGroups") },
    { key: "none", value: "0", text: t("modules.noGroup") },
    ...props.groups.map((group) => ({ key: group.id, value: group.id, text: groupName(group) })),
  ];
  const tagFilterOptions = [
    { key: "all", value: anyValue, text: t("modules.allTags") },
    ...props.tags.map((tag) => ({ key: tag.name, value: tag.name, text: tagLabel(tag.name) })),
  ];

  return (
    <div className="catalogue-toolbar">
      <Dropdown
        selection
        compact
        options={groupOptions}
        value={props.groupFilter}
        onChange={(_event, data) => props.onGroupFilter(String(data.value ?? anyValue))}
        data-testid="filter-group"
      />
      <Dropdown
        selection
        compact
        search
        options={tagFilterOptions}
        value={props.tagFilter}
        onChange={(_event, data) => props.onTagFilter(String(data.value ?? anyValue))}
        data-testid="filter-tag"
      />
      {props.canUpdate ? (
        <CreateButton
          spec={{
            label: t("modules.create"),
            testId: "module-create",
            onClick: props.onCreate,
          }}
        />
      ) : null}
      {props.canUpdate && props.selectedCount > 0 ? (
        <>
          <Label basic size="large" data-testid="selected-count">
            {t("modules.selected", { count: props.selectedCount })}
            <Icon name="delete" link onClick={props.onClearSelection} />
          </Label>
          <Popup
            content={t("modules.moveHint")}
            trigger={
              <Button
                icon="folder open"
                content={t("modules.move")}
                onClick={() => props.onBulk("group")}
                data-testid="bulk-group"
              />
            }
          />
          <Button
            icon="percent"
            content={t("modules.setDiscount")}
            onClick={() => props.onBulk("discount")}
            data-testid="bulk-discount"
          />
        </>
      ) : null}
    </div>
  );
}
