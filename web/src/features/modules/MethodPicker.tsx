/**
 * The method of a module with more than one (spec §3 module method): a dropdown of the methods with
 * the chosen one's summary. Used by the module page's run form and the workflow builder's node panel.
 */
import { Dropdown, Form } from "semantic-ui-react";
import { useNs } from "../../i18n";
import { modulesNs } from "./i18n";

export interface MethodChoice {
  readonly name: string;
  readonly label: string;
  readonly labelZh?: string | null;
  readonly summary?: string | null;
  readonly summaryZh?: string | null;
}

export function methodLabel(method: MethodChoice, zh: boolean): string {
  return (zh && method.labelZh ? method.labelZh : method.label) || method.name;
}

export function methodSummary(method: MethodChoice, zh: boolean): string {
  return (zh && method.summaryZh ? method.summaryZh : method.summary) ?? "";
}

interface MethodPickerProps {
  readonly methods: readonly MethodChoice[];
  readonly value: string;
  readonly onChange: (name: string) => void;
  readonly disabled?: boolean;
  /** The id of the dropdown (the label points to it). */
  readonly inputId?: string;
}

/** Nothing for a module with one method. */
export function MethodPicker(props: MethodPickerProps) {
  const { t, i18n } = useNs(modulesNs);
  const zh = i18n.language === "zh-CN";
  if (props.methods.length < 2) return null;
  const chosen = props.methods.find((m) => m.name === props.value) ?? props.methods[0];
  const inputId = props.inputId ?? "module-method";
  const summary = chosen ? methodSummary(chosen, zh) : "";
  return (
    <Form.Field className="method-picker" data-testid="method-picker">
      <label htmlFor={inputId}>{t("method.label")}</label>
      <Dropdown
        id={inputId}
        selection
        fluid
        disabled={props.disabled ?? false}
        value={chosen?.name ?? ""}
        options={props.methods.map((method) => ({
          key: method.name,
          value: method.name,
          text: methodLabel(method, zh),
          description: method.name,
          "data-testid": `method-option-${method.name}`,
        }))}
        onChange={(_event, data) => {
          if (typeof data.value === "string" && data.value !== props.value) props.onChange(data.value);
        }}
        data-testid="method-select"
      />
      {summary ? (
        <div className="muted small method-summary" data-testid="method-summary">
          {summary}
        </div>
      ) : null}
    </Form.Field>
  );
}
