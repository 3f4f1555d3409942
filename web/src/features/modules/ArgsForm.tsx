/**
 * The form generated from a module's (or processor's) typed arguments (spec §3): string, int, float,
 * bool, choice, multiple choice and file, grouped by category, with the arguments hidden in the
 * primary view in a collapsed "advanced" section. Used by the module page and the workflow builder.
 *
 * Values: numbers for int and float (the typed text while it is not a valid number, so that the
 * checks can name it), booleans, choice values, arrays for multiple choice, and `{dataFileId}` or
 * `{task, output}` for files. Checks and the value to send live in ./argValues.ts.
 */
import { useState } from "react";
import { Accordion, Form, Icon, Label } from "semantic-ui-react";
import { useNs } from "../../i18n";
import { ArgControl } from "./ArgControl";
import { applyingArgNames, argHelp, argLabel, type ModuleArgView } from "./argValues";
import type { ArgLinkOption } from "./FileArgInput";
import "./modules.css";
import { modulesEn, modulesNs } from "./i18n";

interface ArgsFormProps {
  readonly args: readonly ModuleArgView[];
  readonly value: Record<string, unknown>;
  readonly onChange: (next: Record<string, unknown>) => void;
  /** Outputs of upstream tasks that a file argument may link to. */
  readonly linkOptions?: readonly ArgLinkOption[];
  readonly disabled?: boolean;
  /** Messages by argument name (checks on submit, the server's JobTaskArgsError). */
  readonly errors?: Record<string, string>;
}

interface ArgGroup {
  readonly category: string | null;
  readonly args: readonly ModuleArgView[];
}

function groupByCategory(args: readonly ModuleArgView[]): ArgGroup[] {
  const groups: { category: string | null; args: ModuleArgView[] }[] = [];
  for (const arg of args) {
    const category = arg.category?.trim() ? arg.category.trim() : null;
    const group = groups.find((item) => item.category === category);
    if (group) group.args.push(arg);
    else groups.push({ category, args: [arg] });
  }
  return groups;
}

const noLinks: readonly ArgLinkOption[] = [];

export function ArgsForm(props: ArgsFormProps) {
  const { t, i18n } = useNs(modulesNs);
  const zh = i18n.language === "zh-CN";
  const [drafts, setDrafts] = useState<Record<string, string>>({});
  const [advancedOpen, setAdvancedOpen] = useState(false);
  const disabled = props.disabled ?? false;
  const linkOptions = props.linkOptions ?? noLinks;

  const set = (name: string, next: unknown) => {
    const values = { ...props.value };
    if (next === undefined) delete values[name];
    else values[name] = next;
    props.onChange(values);
  };

  // A number that does not parse is shown as soon as it is typed; the caller's messages come first.
  const liveErrors: Record<string, string> = {};
  for (const arg of props.args) {
    const value = props.value[arg.name];
    if ((arg.format === "int" || arg.format === "float") && typeof value === "string" && value !== "") {
      liveErrors[arg.name] =
        arg.format === "int"
          ? t("args.integer", { field: argLabel(arg, zh) })
          : t("args.number", { field: argLabel(arg, zh) });
    }
  }
  const errors: Record<string, string> = { ...liveErrors, ...props.errors };

  // Arguments whose bindings do not hold for the current values are hidden (and not sent).
  const applying = applyingArgNames(props.args, props.value);
  const shownArgs = props.args.filter((arg) => applying.has(arg.name));
  const primary = shownArgs.filter((arg) => !arg.hideInPrimary);
  const advanced = shownArgs.filter((arg) => arg.hideInPrimary);
  const advancedHasError = advanced.some((arg) => errors[arg.name]);
  const showAdvanced = advancedOpen || advancedHasError;

  const categoryTitle = (category: string): string => {
    const key = category.toLowerCase();
    return key in modulesEn.args.categories
      ? t(`args.categories.${key as keyof typeof modulesEn.args.categories}`)
      : category;
  };

  const renderField = (arg: ModuleArgView) => {
    const value = props.value[arg.name];
    const error = errors[arg.name];
    const inputId = `arg-input-${arg.name}`;
    const label = argLabel(arg, zh);
    const help = argHelp(arg, zh);
    const control = (
      <ArgControl
        arg={arg}
        value={value}
        draft={drafts[arg.name]}
        onDraft={(text) => setDrafts((current) => ({ ...current, [arg.name]: text }))}
        onChange={(next) => set(arg.name, next)}
        linkOptions={linkOptions}
        disabled={disabled}
        error={Boolean(error)}
        inputId={inputId}
      />
    );
    return (
      <Form.Field
        key={arg.name}
        required={arg.require}
        error={Boolean(error)}
        className="arg-field"
        data-testid={`arg-${arg.name}`}
        data-format={arg.format}
      >
        <label htmlFor={inputId}>
          {label}
          {label !== arg.name ? <code className="arg-name">{arg.name}</code> : null}
        </label>
        {control}
        {error ? (
          <Label pointing prompt basic color="red" data-testid={`arg-error-${arg.name}`}>
            {error}
          </Label>
        ) : null}
        {help ? <div className="arg-help muted small">{help}</div> : null}
      </Form.Field>
    );
  };

  const renderGroups = (args: readonly ModuleArgView[], inAdvanced: boolean) => {
    const groups = groupByCategory(args);
    const titled = groups.length > 1 || (groups[0]?.category ?? null) !== null;
    return groups.map((group) => (
      <fieldset
        key={group.category ?? ""}
        className="arg-group"
        data-testid={`arg-group-${group.category ?? ""}`}
      >
        {titled && !(inAdvanced && groups.length === 1 && group.category?.toLowerCase() === "advanced") ? (
          <legend className="arg-category">{group.category ? categoryTitle(group.category) : ""}</legend>
        ) : null}
        {group.args.map(renderField)}
      </fieldset>
    ));
  };

  return (
    <div className={`ui form args-form${disabled ? " disabled-form" : ""}`} data-testid="args-form">
      {renderGroups(primary, false)}
      {advanced.length > 0 ? (
        <Accordion className="args-advanced" data-testid="args-advanced">
          <Accordion.Title
            active={showAdvanced}
            onClick={() => setAdvancedOpen(!showAdvanced)}
            data-testid="args-advanced-toggle"
          >
            <Icon name="dropdown" />
            {t("args.advanced", { count: advanced.length })}
          </Accordion.Title>
          <Accordion.Content active={showAdvanced}>{renderGroups(advanced, true)}</Accordion.Content>
        </Accordion>
      ) : null}
    </div>
  );
}
