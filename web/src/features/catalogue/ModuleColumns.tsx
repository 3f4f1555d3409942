/** The module list's columns, and group and tag names in the reader's language. */
import { discountPercentOff } from "@crucible/schema";
import { useCallback, useMemo } from "react";
import { Icon, Label } from "semantic-ui-react";
import { useColumnKit } from "../../components/kit/columns";
import type { Column } from "../../components/table/column";
import type { AdminModuleFieldsFragment } from "../../graphql";
import { coverSrc, visibilities } from "./moduleDraft";
import { useNs } from "../../i18n";
import { catalogueNs } from "./i18n";

type Named = { readonly name: string; readonly nameZh: string };

/** A group's and a tag's name in the reader's language. */
export interface ModuleLabels {
  readonly groupName: (group: Named | null) => string;
  readonly tagLabel: (name: string) => string;
}

export function useModuleLabels(tags: readonly Named[], zh: boolean): ModuleLabels {
  const groupName = useCallback(
    (group: Named | null) => (group ? (zh && group.nameZh ? group.nameZh : group.name) : ""),
    [zh],
  );
  const tagLabel = useMemo(() => {
    const labels = new Map(tags.map((tag) => [tag.name, tag.nameZh]));
    return (name: string) => (zh && labels.get(name) ? labels.get(name)! : name);
  }, [tags, zh]);
  return useMemo(() => ({ groupName, tagLabel }), [groupName, tagLabel]);
}

/** Cover, names, group, tags, visibility, price with discount, timeout and status. */
export function useModuleColumns({ groupName, tagLabel }: ModuleLabels, zh: boolean) {
  const { t } = useNs(catalogueNs);
  const kit = useColumnKit();
  return useMemo<Column<AdminModuleFieldsFragment>[]>(
    () => [
      {
        key: "Cover",
        title: t("modules.cover"),
        render: (row) => {
          const src = coverSrc(row);
          return src ? (
            <img className="module-thumb" src={src} alt="" loading="lazy" />
          ) : (
            <span className="module-thumb default" aria-hidden>
              <Icon name="cubes" />
            </span>
          );
        },
        collapsing: true,
      },
      kit.id(),
      kit.text("Name", t("translation:common.name"), (row) => row.name, {
        render: (row) => (
          <div className="module-name-cell">
            <strong>{zh && row.nameZh ? row.nameZh : row.name}</strong>
            <div className="muted">
              <code>{row.key}</code>
              {row.summary ? ` · ${zh && row.summaryZh ? row.summaryZh : row.summary}` : ""}
            </div>
          </div>
        ),
      }),
      {
        key: "GroupId",
        title: t("modules.group"),
        value: (row) => groupName(row.group),
        render: (row) =>
          row.group ? (
            <Label size="small" basic>
              <Icon name="folder outline" />
              {groupName(row.group)}
            </Label>
          ) : (
            <span className="muted">{t("modules.noGroup")}</span>
          ),
        sortable: true,
      },
      {
        key: "Tags",
        title: t("modules.tags"),
        value: (row) => row.tags.join(", "),
        render: (row) => (
          <div className="tag-list">
            {row.tags.map((tag) => (
              <Label key={tag} size="mini" color="teal" basic>
                {tagLabel(tag)}
              </Label>
            ))}
          </div>
        ),
      },
      {
        key: "Visibility",
        title: t("modules.visibility"),
        value: (row) => row.visibility,
        render: (row) => (
          <Label
            size="small"
            basic
            color={row.visibility === "all" ? "green" : row.visibility === "none" ? "grey" : "blue"}
          >
            {visibilities.some((v) => v === row.visibility)
              ? t(`modules.visibilities.${row.visibility as (typeof visibilities)[number]}`)
              : row.visibility}
            {row.visibility === "partly" ? <Label.Detail>{row.enabledUsers.length}</Label.Detail> : null}
          </Label>
        ),
        sortable: true,
        filter: {
          kind: "string",
          options: visibilities.map((value) => ({
            value,
            text: t(`modules.visibilities.${value}`),
          })),
        },
        collapsing: true,
      },
      {
        key: "TokenPrice",
        title: t("modules.price"),
        value: (row) => row.tokenPrice,
        render: (row) => (
          <span className="price-cell">
            {row.tokenPrice}
            {row.discount < 1 ? (
              <Label size="mini" color="orange">
                {t("percentOff", { percent: discountPercentOff(row.discount) })}
              </Label>
            ) : null}
          </span>
        ),
        sortable: true,
        filter: { kind: "number" },
        collapsing: true,
      },
      {
        key: "TimeoutSeconds",
        title: t("modules.timeoutShort"),
        value: (row) => row.timeoutSeconds,
        render: (row) =>
          row.timeoutSeconds <= 0 ? <span className="muted">{t("none")}</span> : `${row.timeoutSeconds} s`,
        sortable: true,
        filter: { kind: "number" },
        collapsing: true,
      },
      kit.status({ collapsing: true }),
    ],
    [t, kit, zh, tagLabel, groupName],
  );
}
