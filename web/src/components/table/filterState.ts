/** The state of a column's filter, and the where groups of the GraphQL query it makes (spec §4, §7). */
import type { WhereGroupInput, WhereValueInput } from "../../graphql";

export const numberOps = ["=", "!=", ">", "<", ">=", "<=", "BLANK", "NOTBLANK"] as const;
export type NumberOp = (typeof numberOps)[number];

export interface Condition {
  readonly op: NumberOp;
  readonly value: string;
}

export interface StringFilterState {
  readonly kind: "string";
  readonly search: string;
  /** null: every value (no filter). */
  readonly selected: readonly string[] | null;
  /** The column's values are a closed set: search only narrows the ticked values. */
  readonly closed: boolean;
}

export type RangeKind = "number" | "size" | "date";

export interface RangeFilterState {
  readonly kind: RangeKind;
  readonly first: Condition;
  readonly join: "AND" | "OR";
  readonly second: Condition;
}

export type FilterState = StringFilterState | RangeFilterState;

export const emptyCondition: Condition = { op: "=", value: "" };

export function conditionValue(
  name: string,
  condition: Condition,
  logic: "AND" | "OR",
): WhereValueInput | null {
  if (condition.op === "BLANK" || condition.op === "NOTBLANK") return { name, symbol: condition.op, logic };
  if (condition.value.trim() === "") return null;
  return { name, symbol: condition.op, value: condition.value.trim(), logic };
}

export function matches(search: string, text: string): boolean {
  return text.toLowerCase().includes(search.trim().toLowerCase());
}

/** The where groups of the filters: one group per column, groups joined by AND. */
export function filtersToWhere(filters: Readonly<Record<string, FilterState>>): WhereGroupInput[] {
  const groups: WhereGroupInput[] = [];
  for (const [name, filter] of Object.entries(filters)) {
    const values: WhereValueInput[] = [];
    if (filter.kind === "string") {
      const selected = filter.selected;
      // An open set searched with everything ticked: the search reaches rows not on screen (LIKE).
      if (selected === null && filter.search.trim() !== "") {
        values.push({ name, symbol: "LIKE", value: filter.search.trim() });
      }
      if (selected !== null && selected.length > 0) {
        selected.forEach((value, index) =>
          values.push({ name, symbol: "=", value, logic: index === 0 ? "AND" : "OR" }),
        );
      }
    } else {
      const first = conditionValue(name, filter.first, "AND");
      const second = conditionValue(name, filter.second, filter.join);
      if (first) values.push(first);
      if (second) values.push(first ? second : { ...second, logic: "AND" });
    }
    if (values.length > 0) groups.push({ logic: "AND", values });
  }
  return groups;
}

export function isActive(filter: FilterState | undefined): boolean {
  if (!filter) return false;
  if (filter.kind === "string") return filter.selected !== null || filter.search.trim() !== "";
  return (
    filter.first.op === "BLANK" ||
    filter.first.op === "NOTBLANK" ||
    filter.first.value.trim() !== "" ||
    filter.second.op === "BLANK" ||
    filter.second.op === "NOTBLANK" ||
    filter.second.value.trim() !== ""
  );
}
