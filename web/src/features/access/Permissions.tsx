/** The permission catalogue, read-only: every permission by area and verb. */
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { ResourceScreen } from "../../components/kit/ResourceScreen";
import { useResourceScreen } from "../../components/kit/useResourceScreen";
import type { Column } from "../../components/ResourceTable";
import type { PermissionCatalogueQuery } from "../../graphql";
import { usePermissionCatalogueQuery } from "../../graphql/__generated__/documents/access";
import { useCatalogue } from "../../i18n";
import { areaLabel, verbLabel, verbOrder } from "./permissionLabels";

type Row = PermissionCatalogueQuery["permissionCatalogue"][number] & { id: string };

export function Permissions() {
  const { t } = useTranslation();
  const catalogue = useCatalogue();
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
        render: (row) => areaLabel(catalogue, row.area),
        sortable: true,
        filter: {
          kind: "string",
          options: areas.map((area) => ({ value: area, text: areaLabel(catalogue, area) })),
        },
      },
      {
        key: "Verb",
        title: t("perms.verb"),
        value: (row) => row.verb,
        render: (row) => verbLabel(catalogue, row.verb),
        sortable: true,
        filter: {
          kind: "string",
          options: verbOrder.map((verb) => ({ value: verb, text: verbLabel(catalogue, verb) })),
        },
      },
      {
        key: "Name",
        title: t("common.name"),
        value: (row) => row.name,
        render: (row) => <code>{row.name}</code>,
        sortable: true,
        filter: { kind: "string" },
      },
    ],
    [t, catalogue, areas],
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
