/**
 * The columns most back-office tables share, worded in the active language: Id, a text column, Status,
 * a date column (CreatedAt...) and SortOrder, each sortable and filtered as the server allows. Pass
 * `more` to change one (a render, no filter: `{ filter: undefined }`). The row actions' column, last in
 * every table, is `actionsColumn`.
 */
import type { TFunction } from "i18next";
import { useMemo, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { EntityStatus } from "../../graphql";
import { formatDateTime } from "../format";
import type { Column } from "../table/column";
import { StatusLabel, useStatusOptions } from "../StatusLabel";
import { RowActions, type KitRow, type RowActionSpec } from "./RowActions";

type More<T> = Partial<Column<T>>;

export interface ColumnKit {
  /** Id: a number filter, sorted, narrow. */
  id<T extends { readonly id: string }>(more?: More<T>): Column<T>;
  /** A text column: sorted, with a search-and-tick filter. */
  text<T>(key: string, title: string, value: (row: T) => string | null, more?: More<T>): Column<T>;
  /** Status: the coloured label, filtered by enabled and disabled. */
  status<T extends { readonly status: EntityStatus }>(more?: More<T>): Column<T>;
  /** A date and time: sorted, filtered between two dates. */
  date<T>(key: string, title: string, value: (row: T) => string | null, more?: More<T>): Column<T>;
  /** CreatedAt, the most common date. */
  createdAt<T extends { readonly createdAt: string }>(more?: More<T>): Column<T>;
  /** SortOrder: a number, sorted, narrow. */
  sortOrder<T extends { readonly sortOrder: number }>(more?: More<T>): Column<T>;
}

/** The shared column builders; put the result in the deps of the screen's columns `useMemo`. */
export function useColumnKit(): ColumnKit {
  const { t } = useTranslation();
  const statusOptions = useStatusOptions();
  return useMemo<ColumnKit>(() => {
    const date = <T,>(
      key: string,
      title: string,
      value: (row: T) => string | null,
      more?: More<T>,
    ): Column<T> => ({
      key,
      title,
      value,
      render: (row) => formatDateTime(value(row)),
      sortable: true,
      filter: { kind: "date" },
      ...more,
    });
    return {
      id: (more) => ({
        key: "Id",
        title: t("common.id"),
        value: (row) => Number(row.id),
        sortable: true,
        filter: { kind: "number" },
        collapsing: true,
        ...more,
      }),
      text: (key, title, value, more) => ({
        key,
        title,
        value,
        sortable: true,
        filter: { kind: "string" },
        ...more,
      }),
      status: (more) => ({
        key: "Status",
        title: t("common.status"),
        value: (row) => row.status,
        render: (row) => <StatusLabel status={row.status} />,
        sortable: true,
        filter: { kind: "string", options: statusOptions },
        ...more,
      }),
      date,
      createdAt: (more) => date("CreatedAt", t("common.createdAt"), (row) => row.createdAt, more),
      sortOrder: (more) => ({
        key: "SortOrder",
        title: t("common.sortOrder"),
        value: (row) => row.sortOrder,
        sortable: true,
        filter: { kind: "number" },
        collapsing: true,
        ...more,
      }),
    };
  }, [t, statusOptions]);
}

/** A table's row actions: the standard buttons' spec (RowActions), or a function drawing a row's own. */
export type RowActionsInput<T extends KitRow> = RowActionSpec<T> | ((row: T) => ReactNode);

/**
 * The row actions' column, the last of a table: headed "Actions" in the active language, as narrow as
 * its buttons, which stay on one line. ResourceTable draws its `actions` with it.
 */
export function actionsColumn<T extends KitRow>(t: TFunction, actions: RowActionsInput<T>): Column<T> {
  return {
    key: "Actions",
    title: t("common.actions"),
    render: typeof actions === "function" ? actions : (row) => <RowActions spec={actions} row={row} />,
    collapsing: true,
    className: "row-actions",
  };
}
