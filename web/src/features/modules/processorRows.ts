/** The rows of the processor lists, either side's, and what both sides read of them. */
import type { ListPage } from "../../components/kit/useResourceScreen";
import type { ProcessorItemFieldsFragment, SysProcessorFieldsFragment } from "../../graphql";

export type ProcessorSide = "user" | "system";

/** A row of either list: the user's fields, and those only the back office reads. */
export type ProcessorRow = Omit<ProcessorItemFieldsFragment, "__typename"> &
  Partial<Omit<SysProcessorFieldsFragment, "__typename" | keyof ProcessorItemFieldsFragment>>;

export type ProcessorScreenDialog =
  | { readonly kind: "create" }
  | { readonly kind: "edit"; readonly row: ProcessorRow }
  | { readonly kind: "exe"; readonly row: Pick<ProcessorRow, "id" | "name" | "exeName"> }
  | { readonly kind: "view"; readonly row: ProcessorRow }
  | { readonly kind: "move"; readonly row: ProcessorRow };

/** The back office's page of every processor, or the user's whole list (paged here). */
export type ProcessorListData = ListPage<ProcessorRow> | readonly ProcessorRow[];
/** Whether the user's list has no processor at all (not even a system one), before "mine only". */
export function noneAtAll(data: ProcessorListData | undefined): boolean {
  return data === undefined || ("list" in data ? data.list.length === 0 : data.length === 0);
}

/** The first word of a side's test ids. */
export function prefixOf(side: ProcessorSide): string {
  return side === "system" ? "sys-processor" : "processor";
}

/** The user's test ids name a processor by its name, the back office's by its id. */
export function tagOf(side: ProcessorSide): (row: ProcessorRow) => string {
  return side === "system" ? (row) => row.id : (row) => row.name;
}
/** The user side's kind: a system processor, the caller's own, or another member's in a project. */
export function userKind(row: ProcessorRow) {
  if (row.kind === "system") return "processors.kinds.system";
  return row.mine ? "processors.kinds.user" : "processors.kinds.shared";
}
