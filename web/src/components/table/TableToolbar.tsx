import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Button, Checkbox } from "semantic-ui-react";
import { isActive } from "./filterState";
import type { ResourceTableState } from "./useResourceTable";

/** Above the table: the screen's own controls left; clear filters, the recycle bin and refresh right. */
export function TableToolbar(props: {
  readonly table: ResourceTableState;
  readonly recycleBin?: boolean;
  readonly onRefresh?: () => void;
  readonly children?: ReactNode;
}) {
  const { t } = useTranslation();
  const { table } = props;
  const anyFilter = Object.values(table.filters).some((filter) => isActive(filter));
  return (
    <div className="table-toolbar">
      <div className="table-toolbar-left">{props.children}</div>
      <div className="table-toolbar-right">
        {anyFilter ? (
          <Button
            size="small"
            basic
            type="button"
            icon="filter"
            content={t("table.clearFilters")}
            onClick={table.clearFilters}
            data-testid="table-clear-filters"
          />
        ) : null}
        {props.recycleBin ? (
          <Checkbox
            toggle
            label={t("table.recycleBin")}
            checked={table.deleted}
            onChange={(_event, data) => table.setDeleted(Boolean(data.checked))}
            data-testid="recycle-bin"
          />
        ) : null}
        {props.onRefresh ? (
          <Button
            size="small"
            basic
            icon="refresh"
            type="button"
            title={t("common.refresh")}
            aria-label={t("common.refresh")}
            onClick={props.onRefresh}
            data-testid="table-refresh"
          />
        ) : null}
      </div>
    </div>
  );
}
