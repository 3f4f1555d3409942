import { pagerSizeOptions } from "@crucible/schema";
import { useTranslation } from "react-i18next";
import { Dropdown, Pagination } from "semantic-ui-react";
import type { ResourceTableState } from "./useResourceTable";

/** Below the table: the total, the page size, the pages. */
export function TablePager(props: {
  readonly table: ResourceTableState;
  readonly total: number;
  readonly totalLabel?: string;
}) {
  const { t } = useTranslation();
  const { table, total } = props;
  const totalPages = Math.max(1, Math.ceil(total / table.pageSize));
  const sizeOptions = pagerSizeOptions(table.basePageSize).map((size) => ({
    key: size,
    value: size,
    text: t("table.pageSize", { size }),
  }));
  return (
    <div className="table-pager">
      <span className="muted" data-testid="table-total">
        {props.totalLabel ?? t("table.total", { count: total })}
      </span>
      <Dropdown
        selection
        compact
        options={sizeOptions}
        value={table.pageSize}
        onChange={(_event, data) => table.setPageSize(Number(data.value))}
        data-testid="table-page-size"
      />
      <Pagination
        size="mini"
        activePage={table.page}
        totalPages={totalPages}
        onPageChange={(_event, data) => table.setPage(Number(data.activePage))}
        firstItem={null}
        lastItem={null}
        data-testid="table-pager"
      />
    </div>
  );
}
