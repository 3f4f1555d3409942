/**
 * The control of one typed argument in ArgsForm: a number input (keeping the typed text while it does
 * not parse), a toggle, a choice or multiple-choice dropdown, a file input, or a text input (with the
 * weDraw button where the argument takes a drawn SMILES).
 */
import { Checkbox, Dropdown, Input } from "semantic-ui-react";
import { useNs } from "../../i18n";
import { DrawArgButton } from "../../viewers/draw/DrawArgButton";
import { takesDrawnSmiles } from "../../viewers/draw/drawArgs";
import {
  choiceLabel,
  filterNumberText,
  parseChoices,
  parseNumberText,
  type ChoiceValue,
  type ModuleArgView,
} from "./argValues";
import { FileArgInput, type ArgLinkOption } from "./FileArgInput";
import { modulesNs } from "./i18n";

function numberText(value: unknown): string {
  if (value === undefined || value === null) return "";
  return typeof value === "number" || typeof value === "string" ? String(value) : "";
}

export interface ArgControlProps {
  readonly arg: ModuleArgView;
  readonly value: unknown;
  /** The number text as typed (kept while it parses to the value). */
  readonly draft: string | undefined;
  readonly onDraft: (text: string) => void;
  /** The argument's next value (undefined: none). */
  readonly onChange: (next: unknown) => void;
  readonly linkOptions: readonly ArgLinkOption[];
  readonly disabled: boolean;
  readonly error: boolean;
  readonly inputId: string;
}

export function ArgControl({
  arg,
  value,
  draft,
  onDraft,
  onChange,
  linkOptions,
  disabled,
  error,
  inputId,
}: ArgControlProps) {
  const { t, i18n } = useNs(modulesNs);
  const zh = i18n.language === "zh-CN";
  switch (arg.format) {
    case "int":
    case "float": {
      const format = arg.format;
      const shown =
        draft !== undefined && parseNumberText(format, draft) === value ? draft : numberText(value);
      return (
        <Input
          id={inputId}
          fluid
          value={shown}
          disabled={disabled}
          error={error}
          inputMode={format === "int" ? "numeric" : "decimal"}
          onChange={(_event, data) => {
            const text = filterNumberText(format, String(data.value));
            onDraft(text);
            onChange(parseNumberText(format, text));
          }}
          input={{ "data-testid": inputId, autoComplete: "off" }}
        />
      );
    }
    case "bool":
      return (
        <Checkbox
          id={inputId}
          toggle
          checked={value === true}
          disabled={disabled}
          label={value === true ? t("args.bool.on") : t("args.bool.off")}
          onChange={(_event, data) => onChange(Boolean(data.checked))}
          data-testid={inputId}
        />
      );
    case "choice":
    case "multiple_choice": {
      const multiple = arg.format === "multiple_choice";
      const choices = parseChoices(arg.choices);
      const options = choices.map((choice) => ({
        key: String(choice.value),
        value: choice.value,
        text: choiceLabel(choice, zh),
      }));
      const current: ChoiceValue | ChoiceValue[] = multiple
        ? Array.isArray(value)
          ? value.filter(
              (item): item is ChoiceValue =>
                typeof item === "string" || typeof item === "number" || typeof item === "boolean",
            )
          : []
        : typeof value === "string" || typeof value === "number" || typeof value === "boolean"
          ? value
          : "";
      return (
        <Dropdown
          id={inputId}
          selection
          fluid
          multiple={multiple}
          search={options.length > 8}
          clearable={!arg.require}
          options={options}
          value={current}
          disabled={disabled}
          error={error}
          placeholder={multiple ? t("args.selectMany") : t("args.select")}
          selectOnBlur={false}
          onChange={(_event, data) => {
            if (multiple) onChange(Array.isArray(data.value) ? data.value : []);
            else onChange(data.value === "" ? undefined : data.value);
          }}
          data-testid={inputId}
        />
      );
    }
    case "file":
      return (
        <FileArgInput
          arg={arg}
          value={value}
          onChange={(next) => onChange(next)}
          linkOptions={linkOptions}
          disabled={disabled}
          error={error}
          inputId={inputId}
          testId={inputId}
        />
      );
    default:
      return (
        <Input
          id={inputId}
          fluid
          value={
            typeof value === "string" ? value : value === undefined || value === null ? "" : String(value)
          }
          disabled={disabled}
          error={error}
          onChange={(_event, data) => onChange(String(data.value))}
          input={{ "data-testid": inputId, autoComplete: "off", maxLength: 10_000 }}
          action={
            takesDrawnSmiles(arg) ? (
              <DrawArgButton
                disabled={disabled}
                onSmiles={(smiles) => onChange(smiles)}
                testId={`${inputId}-draw`}
              />
            ) : undefined
          }
        />
      );
  }
}
