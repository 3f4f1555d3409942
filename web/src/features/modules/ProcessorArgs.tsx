/**
 * The arguments panel of the processor dialog: one row per argument (name, label, format, required,
 * file formats or a default that fits the format, choices, help), moved up or removed.
 */
import { Button, Checkbox, Dropdown, Form, Label, type DropdownItemProps } from "semantic-ui-react";
import { useNs } from "../../i18n";
import { argFormats, filterNumberText, type ChoiceValue } from "./argValues";
import { parseChoicesText, type ArgDraft } from "./processorDraft";
import { fieldError, type ProcessorEditor } from "./useProcessorDraft";
import { modulesNs } from "./i18n";

function DefaultInput({
  arg,
  onChange,
  error,
  testId,
}: {
  arg: ArgDraft;
  onChange: (change: Partial<ArgDraft>) => void;
  error: string | undefined;
  testId: string;
}) {
  const { t } = useNs(modulesNs);
  const label = t("processors.argDefault");
  if (arg.format === "file") return null;
  if (arg.format === "bool" || arg.format === "choice" || arg.format === "multiple_choice") {
    const options =
      arg.format === "bool"
        ? [
            { key: "true", value: true, text: t("args.bool.on") },
            { key: "false", value: false, text: t("args.bool.off") },
          ]
        : parseChoicesText(arg.choices).map((choice) => ({
            key: String(choice.value),
            value: choice.value,
            text: choice.label,
          }));
    const multiple = arg.format === "multiple_choice";
    return (
      <Form.Field error={Boolean(error)}>
        <label>{label}</label>
        <Dropdown
          selection
          clearable
          multiple={multiple}
          options={options}
          value={multiple ? [...arg.defaultMany] : (arg.defaultChoice ?? "")}
          placeholder={t("translation:common.none")}
          onChange={(_event, data) => {
            if (multiple) {
              const values = Array.isArray(data.value) ? data.value : [];
              onChange({ defaultMany: values.filter((item): item is ChoiceValue => item !== undefined) });
            } else {
              const value = data.value;
              onChange({
                defaultChoice:
                  value === "" || value === undefined || Array.isArray(value) ? null : (value as ChoiceValue),
              });
            }
          }}
          data-testid={testId}
        />
        {error ? (
          <Label pointing prompt>
            {error}
          </Label>
        ) : null}
      </Form.Field>
    );
  }
  const format = arg.format;
  return (
    <Form.Input
      label={label}
      value={arg.defaultText}
      error={fieldError(error)}
      onChange={(_event, data) =>
        onChange({
          defaultText:
            format === "string" ? String(data.value) : filterNumberText(format, String(data.value)),
        })
      }
      input={{ "data-testid": testId, autoComplete: "off" }}
    />
  );
}

/** The row's number and name, with its move-up and remove buttons. */
function ArgRowHead({ arg, index, editor }: { arg: ArgDraft; index: number; editor: ProcessorEditor }) {
  const { t } = useNs(modulesNs);
  return (
    <div className="processor-row-head">
      <span>
        #{index + 1} {arg.name}
      </span>
      <span>
        {index > 0 ? (
          <Button
            type="button"
            size="mini"
            basic
            icon="arrow up"
            title={t("processors.moveUp")}
            aria-label={t("processors.moveUp")}
            onClick={() => editor.moveArgUp(index)}
          />
        ) : null}
        <Button
          type="button"
          size="mini"
          basic
          color="red"
          icon="trash"
          title={t("processors.removeRow")}
          aria-label={t("processors.removeRow")}
          onClick={() => editor.removeArg(arg.key)}
          data-testid={`processor-arg-remove-${index}`}
        />
      </span>
    </div>
  );
}

function ArgRow(props: {
  arg: ArgDraft;
  index: number;
  editor: ProcessorEditor;
  errors: Record<string, string>;
  formatOptions: DropdownItemProps[];
}) {
  const { t } = useNs(modulesNs);
  const { arg, index, editor, errors, formatOptions } = props;
  const path = `args.${arg.key}`;
  return (
    <div className="processor-row" data-testid={`processor-arg-${index}`}>
      <ArgRowHead arg={arg} index={index} editor={editor} />
      <Form.Group widths="equal">
        <Form.Input
          label={t("processors.argName")}
          required
          value={arg.name}
          maxLength={64}
          error={fieldError(errors[`${path}.name`])}
          onChange={(_event, data) => editor.patchArg(arg.key, { name: String(data.value) })}
          input={{ "data-testid": `processor-arg-name-${index}`, autoComplete: "off" }}
        />
        <Form.Input
          label={t("processors.argLabel")}
          required
          value={arg.label}
          maxLength={200}
          error={fieldError(errors[`${path}.label`])}
          onChange={(_event, data) => editor.patchArg(arg.key, { label: String(data.value) })}
          input={{ "data-testid": `processor-arg-label-${index}`, autoComplete: "off" }}
        />
        <Form.Field>
          <label>{t("processors.argFormat")}</label>
          <Dropdown
            selection
            options={formatOptions}
            value={arg.format}
            onChange={(_event, data) => {
              const value = String(data.value);
              const format = argFormats.find((item) => item === value);
              if (format) editor.setFormat(arg, format);
            }}
            data-testid={`processor-arg-format-${index}`}
          />
        </Form.Field>
      </Form.Group>
      <Form.Group widths="equal">
        <Form.Field className="processor-require">
          <label>&nbsp;</label>
          <Checkbox
            label={t("processors.argRequire")}
            checked={arg.require}
            onChange={(_event, data) => editor.patchArg(arg.key, { require: Boolean(data.checked) })}
            data-testid={`processor-arg-require-${index}`}
          />
        </Form.Field>
        {arg.format === "file" ? (
          <Form.Input
            label={t("processors.argFileFormats")}
            placeholder={t("processors.argFileFormatsHint")}
            value={arg.fileFormats}
            error={fieldError(errors[`${path}.fileFormats`])}
            onChange={(_event, data) => editor.patchArg(arg.key, { fileFormats: String(data.value) })}
            input={{ "data-testid": `processor-arg-formats-${index}`, autoComplete: "off" }}
          />
        ) : (
          <DefaultInput
            arg={arg}
            error={errors[`${path}.default`]}
            testId={`processor-arg-default-${index}`}
            onChange={(change) => editor.patchArg(arg.key, change)}
          />
        )}
      </Form.Group>
      {arg.format === "choice" || arg.format === "multiple_choice" ? (
        <Form.TextArea
          label={t("processors.argChoices")}
          placeholder={t("processors.argChoicesHint")}
          value={arg.choices}
          rows={3}
          error={fieldError(errors[`${path}.choices`])}
          onChange={(_event, data) => editor.patchArg(arg.key, { choices: String(data.value ?? "") })}
          data-testid={`processor-arg-choices-${index}`}
        />
      ) : null}
      <Form.Input
        label={t("processors.argHelp")}
        value={arg.help}
        maxLength={1000}
        onChange={(_event, data) => editor.patchArg(arg.key, { help: String(data.value) })}
        input={{ "data-testid": `processor-arg-help-${index}`, autoComplete: "off" }}
      />
    </div>
  );
}

export function ProcessorArgs({
  editor,
  errors,
}: {
  editor: ProcessorEditor;
  errors: Record<string, string>;
}) {
  const { t } = useNs(modulesNs);
  const { draft } = editor;
  const formatOptions = argFormats.map((format) => ({
    key: format,
    value: format,
    text: t(`formats.${format}`),
  }));
  return (
    <>
      <div className="processor-section-title">
        <h4>{t("processors.args")}</h4>
        <Button
          type="button"
          size="small"
          icon="plus"
          content={t("processors.addArg")}
          onClick={editor.addArg}
          data-testid="processor-add-arg"
        />
      </div>
      {draft.args.length === 0 ? <p className="muted">{t("processors.noArgsYet")}</p> : null}
      <div className="processor-rows">
        {draft.args.map((arg, index) => (
          <ArgRow
            key={arg.key}
            arg={arg}
            index={index}
            editor={editor}
            errors={errors}
            formatOptions={formatOptions}
          />
        ))}
      </div>
    </>
  );
}
