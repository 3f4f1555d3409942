/** The permission catalogue, read-only: every permission by area and verb. */
import { useMemo } from "react";
import { ResourceScreen } from "../../components/kit/ResourceScreen";
import { useResourceScreen } from "../../components/kit/useResourceScreen";
import type { Column } from "../../components/table/column";
import type { PermissionCatalogueQuery } from "../../graphql";
import { usePermissionCatalogueQuery } from "../../graphql/__generated__/documents/access";
import { useNs } from "../../i18n";
import { areaLabel, verbLabel, verbOrder } from "./permissionLabels";
import { accessNs } from "./i18n";

type Row = PermissionCatalogueQuery["permissionCatalogue"][number] & { id: string };

export function Permissions() {
  const { t } = useNs(accessNs);
  const screen = useResourceScreen({
    table: { pageSize: 20 },
    // The catalogue is read whole and paged here.
    useList: () => usePermissionCatalogueQuery(),
    pick: (data): Row[] => data.permissionCatalogue.map((perm) => ({ ...perm, id: perm.name })),
  });
  const rows = screen.rows;
  const areas = useMemo(() => [...new Set(rows.map((row) => row.area))], [rows]);
  const columns = useMemo<Column<Row>[]>(
    () => [
      {
        key: "Area",
        title: t("perms.area"),
        value: (row) => row.area,
        render: (row) => areaLabel(t, row.area),
        sortable: true,
        filter: {
          kind: "string",
          options: areas.map((area) => ({ value: area, text: areaLabel(t, area) })),
        },
      },
      {
        key: "Verb",
        title: t("perms.verb"),
        value: (row) => row.verb,
        render: (row) => verbLabel(t, row.verb),
        sortable: true,
        filter: {
          kind: "string",
          options: verbOrder.map((verb) => ({ value: verb, text: verbLabel(t, verb) })),
        },
      },
      {
        key: "Name",
        title: t("translation:common.name"),
        value: (row) => row.name,
        render: (row) => <code>{row.name}</code>,
        sortable: true,
        filter: { kind: "string" },
      },
    ],
    [t, areas],
  );
  return (
    <ResourceScreen
      testId="permissions-page"
      title={t("perms.title")}
      intro={t("perms.intro")}
      {...screen.list(columns)}
    />
  );
}
