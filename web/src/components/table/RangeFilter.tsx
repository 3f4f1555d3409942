import { useTranslation } from "react-i18next";
import { Button, Dropdown, Input } from "semantic-ui-react";
import {
  emptyCondition,
  isActive,
  numberOps,
  type NumberOp,
  type RangeFilterState,
  type RangeKind,
} from "./filterState";

const opKeys: Record<NumberOp, "eq" | "ne" | "gt" | "lt" | "ge" | "le" | "blank" | "notBlank"> = {
  "=": "eq",
  "!=": "ne",
  ">": "gt",
  "<": "lt",
  ">=": "ge",
  "<=": "le",
  BLANK: "blank",
  NOTBLANK: "notBlank",
};

interface RangeFilterProps {
  readonly kind: RangeKind;
  readonly state: RangeFilterState | undefined;
  readonly onChange: (state: RangeFilterState | null) => void;
}

export function RangeFilter({ kind, state, onChange }: RangeFilterProps) {
  const { t } = useTranslation();
  const current: RangeFilterState = state ?? {
    kind,
    first: kind === "date" ? { op: ">=", value: "" } : emptyCondition,
    join: "AND",
    second: kind === "date" ? { op: "<=", value: "" } : emptyCondition,
  };
  const update = (next: Partial<RangeFilterState>) => {
    const merged = { ...current, ...next };
    onChange(isActive(merged) ? merged : null);
  };
  const opOptions = numberOps.map((op) => ({ key: op, value: op, text: t(`table.ops.${opKeys[op]}`) }));
  const row = (which: "first" | "second") => {
    const condition = current[which];
    const needsValue = condition.op !== "BLANK" && condition.op !== "NOTBLANK";
    return (
      <div className="filter-condition">
        <Dropdown
          selection
          compact
          options={opOptions}
          value={condition.op}
          onChange={(_event, data) => update({ [which]: { ...condition, op: data.value as NumberOp } })}
          data-testid={`filter-op-${which}`}
        />
        {needsValue ? (
          <Input
            size="small"
            type={kind === "date" ? "date" : "text"}
            inputMode={kind === "number" ? "numeric" : undefined}
            placeholder={kind === "size" ? t("table.sizeValue") : t("table.value")}
            value={condition.value}
            onChange={(_event, data) => {
              const text = String(data.value);
              if (kind === "number" && !/^[-\d.eE]*$/.test(text)) return;
              if (kind === "size" && !/^[\d.]*\s*[kmgtb]?b?$/i.test(text)) return;
              update({ [which]: { ...condition, value: text } });
            }}
            input={{ "data-testid": `filter-value-${which}` }}
          />
        ) : null}
      </div>
    );
  };
  return (
    <div className="table-filter" data-testid={`filter-${kind}`}>
      {row("first")}
      <Button.Group size="mini" className="filter-join">
        <Button
          type="button"
          active={current.join === "AND"}
          onClick={() => update({ join: "AND" })}
          data-testid="filter-join-and"
        >
          {t("table.and")}
        </Button>
        <Button
          type="button"
          active={current.join === "OR"}
          onClick={() => update({ join: "OR" })}
          data-testid="filter-join-or"
        >
          {t("table.or")}
        </Button>
      </Button.Group>
      {row("second")}
      <Button size="mini" basic type="button" onClick={() => onChange(null)} data-testid="filter-clear">
        {t("table.clear")}
      </Button>
    </div>
  );
}
