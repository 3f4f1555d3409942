import { useTranslation } from "react-i18next";
import { Icon, Popup, Table } from "semantic-ui-react";
import type { Column, FilterOption } from "./column";
import { isActive, type RangeFilterState, type StringFilterState } from "./filterState";
import { RangeFilter } from "./RangeFilter";
import { StringFilter } from "./StringFilter";
import type { ResourceTableState } from "./useResourceTable";

/** A column's header: its title sorts (when sortable), its funnel opens the filter. */
export function HeaderCell<T>(props: {
  readonly column: Column<T>;
  readonly table: ResourceTableState;
  readonly options: readonly FilterOption[];
}) {
  const { t } = useTranslation();
  const { column, table } = props;
  const sortBy = () => {
    if (!column.sortable) return;
    const current = table.sort?.name === column.key ? table.sort : null;
    if (!current) table.setSort({ name: column.key, isAsc: true });
    else if (current.isAsc) table.setSort({ name: column.key, isAsc: false });
    else table.setSort(null);
  };
  const sorted =
    table.sort?.name === column.key
      ? table.sort.isAsc
        ? ("ascending" as const)
        : ("descending" as const)
      : undefined;
  const filter = column.filter;
  return (
    <Table.HeaderCell
      width={column.width}
      collapsing={column.collapsing}
      sorted={column.sortable ? sorted : undefined}
      className={column.sortable ? "sortable-header" : "plain-header"}
      data-testid={`col-${column.key}`}
    >
      <span className="header-title" onClick={sortBy}>
        {column.title}
      </span>
      {filter ? (
        <Popup
          on="click"
          position="bottom left"
          pinned
          trigger={
            <Icon
              name="filter"
              link
              className={isActive(table.filters[column.key]) ? "filter-icon active" : "filter-icon"}
              title={t("table.filter")}
              data-testid={`filter-${column.key}`}
            />
          }
        >
          {filter.kind === "string" ? (
            <StringFilter
              state={table.filters[column.key] as StringFilterState | undefined}
              options={props.options}
              closed={Boolean(filter.options)}
              onChange={(state) => table.setFilter(column.key, state)}
            />
          ) : (
            <RangeFilter
              kind={filter.kind}
              state={table.filters[column.key] as RangeFilterState | undefined}
              onChange={(state) => table.setFilter(column.key, state)}
            />
          )}
        </Popup>
      ) : null}
    </Table.HeaderCell>
  );
}
