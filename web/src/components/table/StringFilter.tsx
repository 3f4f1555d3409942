import { constants } from "@crucible/schema";
import { useTranslation } from "react-i18next";
import { Button, Checkbox, Input } from "semantic-ui-react";
import type { FilterOption } from "./column";
import { matches, type StringFilterState } from "./filterState";

interface StringFilterProps {
  readonly state: StringFilterState | undefined;
  readonly options: readonly FilterOption[];
  readonly closed: boolean;
  readonly onChange: (state: StringFilterState | null) => void;
}

export function StringFilter({ state, options, closed, onChange }: StringFilterProps) {
  const { t } = useTranslation();
  const search = state?.search ?? "";
  const selected = state?.selected ?? null;
  const visible = options.filter((option) => search.trim() === "" || matches(search, option.text));
  const isChecked = (value: string) => selected === null || selected.includes(value);
  const allChecked = visible.every((option) => isChecked(option.value));
  const update = (next: Partial<StringFilterState>) => {
    const merged: StringFilterState = { kind: "string", search, selected, closed, ...next };
    onChange(merged.selected === null && merged.search === "" ? null : merged);
  };
  const toggle = (value: string) => {
    const base = selected ?? visible.map((option) => option.value);
    const next = base.includes(value) ? base.filter((v) => v !== value) : [...base, value];
    update({ selected: next.length === options.length && search === "" ? null : next });
  };
  return (
    <div className="table-filter" data-testid="filter-string">
      <Input
        fluid
        size="small"
        icon="search"
        placeholder={t("table.search")}
        value={search}
        onChange={(_event, data) => {
          const text = String(data.value);
          // A closed set has no LIKE on the server: searching ticks the matching values instead.
          const ticked =
            closed && text.trim() !== ""
              ? options.filter((option) => matches(text, option.text)).map((option) => option.value)
              : null;
          update({ search: text, selected: ticked });
        }}
        input={{ "data-testid": "filter-search" }}
      />
      <div
        className="filter-values"
        style={{ maxHeight: constants.filterListRows * constants.filterRowPx }}
        data-testid="filter-values"
      >
        {visible.length === 0 ? (
          <div className="filter-row muted">{t("table.noValues")}</div>
        ) : (
          <>
            <div className="filter-row" style={{ height: constants.filterRowPx }}>
              <Checkbox
                label={t("table.selectAll")}
                checked={allChecked}
                onChange={() =>
                  update({
                    selected: allChecked ? [] : search === "" ? null : visible.map((option) => option.value),
                  })
                }
                data-testid="filter-select-all"
              />
            </div>
            {visible.map((option) => (
              <div key={option.value} className="filter-row" style={{ height: constants.filterRowPx }}>
                <Checkbox
                  label={option.text === "" ? t("common.none") : option.text}
                  checked={isChecked(option.value)}
                  onChange={() => toggle(option.value)}
                  data-testid={`filter-value-${option.value}`}
                />
              </div>
            ))}
          </>
        )}
      </div>
      {selected !== null && selected.length === 0 ? (
        <div className="filter-hint">{t("table.pickOne")}</div>
      ) : null}
      <Button size="mini" basic type="button" onClick={() => onChange(null)} data-testid="filter-clear">
        {t("table.clear")}
      </Button>
    </div>
  );
}
