/** A column of the resource table, and the values and filters its cells offer. */
import type { ReactNode } from "react";
import type { SemanticWIDTHS } from "semantic-ui-react";

export type CellValue = string | number | boolean | null | undefined;

export interface FilterOption {
  readonly value: string;
  readonly text: string;
}

/**
 * string: select-all and search over the column's values; number, size (with KB, MB, GB, TB) and date:
 * two joined conditions.
 */
export type FilterSpec =
  | { readonly kind: "string"; readonly options?: readonly FilterOption[] }
  | { readonly kind: "number" }
  | { readonly kind: "size" }
  | { readonly kind: "date" };

export interface Column<T> {
  /** The server's PascalCase field name, used for sorting and filtering. */
  readonly key: string;
  readonly title: string;
  readonly value?: (row: T) => CellValue;
  readonly render?: (row: T) => ReactNode;
  readonly sortable?: boolean;
  readonly filter?: FilterSpec;
  readonly width?: SemanticWIDTHS;
  readonly collapsing?: boolean;
  /** The class of the column's cells. */
  readonly className?: string;
}

export function cellText(value: CellValue): string {
  if (value === null || value === undefined) return "";
  return String(value);
}
