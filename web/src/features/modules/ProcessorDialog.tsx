/** Creating or editing a processor: name, summary, docs, timeout, its typed arguments and its outputs. */
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Accordion, Button, Checkbox, Dropdown, Form, Icon, Label } from "semantic-ui-react";
import { FormDialog } from "../../components/FormDialog";
import { toast } from "../../components/toast";
import { useCatalogue } from "../../i18n";
import { ArgsForm } from "./ArgsForm";
import { argFormats, filterNumberText, type ArgFormat, type ChoiceValue } from "./argValues";
import {
  argViewOf,
  checkDraft,
  newArgDraft,
  newOutputDraft,
  parseChoicesText,
  type ArgDraft,
  type OutputDraft,
  type ProcessorDraft,
} from "./processorDraft";

interface ProcessorDialogProps {
  readonly title: string;
  /** A user's processor needs a positive timeout; a system one may have none. */
  readonly side: "user" | "sys";
  readonly initial: ProcessorDraft;
  readonly saving: boolean;
  readonly onClose: () => void;
  readonly onSave: (draft: ProcessorDraft) => void;
}

function fieldError(message: string | undefined) {
  return message ? { content: message, pointing: "above" as const } : undefined;
}

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
  const { t } = useTranslation();
  const label = t("modules.processors.argDefault");
  if (arg.format === "file") return null;
  if (arg.format === "bool" || arg.format === "choice" || arg.format === "multiple_choice") {
    const options =
      arg.format === "bool"
        ? [
            { key: "true", value: true, text: t("modules.args.bool.on") },
            { key: "false", value: false, text: t("modules.args.bool.off") },
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
          placeholder={t("common.none")}
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

export function ProcessorDialog(props: ProcessorDialogProps) {
  const { t } = useTranslation();
  const catalogue = useCatalogue();
  const [draft, setDraft] = useState<ProcessorDraft>(props.initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [previewOpen, setPreviewOpen] = useState(false);
  const [previewValues, setPreviewValues] = useState<Record<string, unknown>>({});

  const formatOptions = argFormats.map((format) => ({
    key: format,
    value: format,
    text: catalogue.modules.formats[format],
  }));

  const patch = (change: Partial<ProcessorDraft>) => setDraft((current) => ({ ...current, ...change }));
  const patchArg = (key: number, change: Partial<ArgDraft>) =>
    setDraft((current) => ({
      ...current,
      args: current.args.map((arg) => (arg.key === key ? { ...arg, ...change } : arg)),
    }));
  const patchOutput = (key: number, change: Partial<OutputDraft>) =>
    setDraft((current) => ({
      ...current,
      outputs: current.outputs.map((output) => (output.key === key ? { ...output, ...change } : output)),
    }));
  const moveArgUp = (index: number) =>
    setDraft((current) => {
      if (index <= 0) return current;
      const args = [...current.args];
      const [moved] = args.splice(index, 1);
      if (moved) args.splice(index - 1, 0, moved);
      return { ...current, args };
    });

  const previewArgs = useMemo(() => draft.args.map(argViewOf), [draft.args]);

  const save = () => {
    const found = checkDraft(draft, props.side);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      toast.error(t("modules.processors.errors.fix"));
      return;
    }
    props.onSave(draft);
  };

  const setFormat = (arg: ArgDraft, format: ArgFormat) =>
    patchArg(arg.key, { format, defaultText: "", defaultChoice: null, defaultMany: [] });

  return (
    <FormDialog
      open
      size="large"
      title={props.title}
      onClose={props.onClose}
      onSubmit={save}
      submitting={props.saving}
      testId="processor-dialog"
    >
      <Form.Group widths="equal">
        <Form.Input
          label={t("modules.processors.name")}
          required
          value={draft.name}
          maxLength={100}
          error={fieldError(errors.name)}
          onChange={(_event, data) => patch({ name: String(data.value) })}
          input={{ "data-testid": "processor-name", autoComplete: "off" }}
        />
        <Form.Input
          label={t("modules.processors.timeout")}
          value={draft.timeout}
          error={fieldError(errors.timeout)}
          onChange={(_event, data) => patch({ timeout: filterNumberText("int", String(data.value)) })}
          input={{ "data-testid": "processor-timeout", autoComplete: "off", inputMode: "numeric" }}
        />
      </Form.Group>
      <p className="muted small" data-testid="processor-timeout-hint">
        {t(props.side === "user" ? "modules.processors.userTimeoutHint" : "modules.processors.timeoutHint")}
      </p>
      <Form.Input
        label={t("modules.processors.summary")}
        value={draft.summary}
        maxLength={500}
        onChange={(_event, data) => patch({ summary: String(data.value) })}
        input={{ "data-testid": "processor-summary", autoComplete: "off" }}
      />
      <Form.TextArea
        label={t("modules.processors.docs")}
        value={draft.docs}
        rows={4}
        onChange={(_event, data) => patch({ docs: String(data.value ?? "") })}
        data-testid="processor-docs"
      />

      <div className="processor-section-title">
        <h4>{t("modules.processors.args")}</h4>
        <Button
          type="button"
          size="small"
          icon="plus"
          content={t("modules.processors.addArg")}
          onClick={() => patch({ args: [...draft.args, newArgDraft()] })}
          data-testid="processor-add-arg"
        />
      </div>
      {draft.args.length === 0 ? <p className="muted">{t("modules.processors.noArgsYet")}</p> : null}
      <div className="processor-rows">
        {draft.args.map((arg, index) => {
          const path = `args.${arg.key}`;
          return (
            <div key={arg.key} className="processor-row" data-testid={`processor-arg-${index}`}>
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
                      title={t("modules.processors.moveUp")}
                      aria-label={t("modules.processors.moveUp")}
                      onClick={() => moveArgUp(index)}
                    />
                  ) : null}
                  <Button
                    type="button"
                    size="mini"
                    basic
                    color="red"
                    icon="trash"
                    title={t("modules.processors.removeRow")}
                    aria-label={t("modules.processors.removeRow")}
                    onClick={() => patch({ args: draft.args.filter((item) => item.key !== arg.key) })}
                    data-testid={`processor-arg-remove-${index}`}
                  />
                </span>
              </div>
              <Form.Group widths="equal">
                <Form.Input
                  label={t("modules.processors.argName")}
                  required
                  value={arg.name}
                  maxLength={64}
                  error={fieldError(errors[`${path}.name`])}
                  onChange={(_event, data) => patchArg(arg.key, { name: String(data.value) })}
                  input={{ "data-testid": `processor-arg-name-${index}`, autoComplete: "off" }}
                />
                <Form.Input
                  label={t("modules.processors.argLabel")}
                  required
                  value={arg.label}
                  maxLength={200}
                  error={fieldError(errors[`${path}.label`])}
                  onChange={(_event, data) => patchArg(arg.key, { label: String(data.value) })}
                  input={{ "data-testid": `processor-arg-label-${index}`, autoComplete: "off" }}
                />
                <Form.Field>
                  <label>{t("modules.processors.argFormat")}</label>
                  <Dropdown
                    selection
                    options={formatOptions}
                    value={arg.format}
                    onChange={(_event, data) => {
                      const value = String(data.value);
                      const format = argFormats.find((item) => item === value);
                      if (format) setFormat(arg, format);
                    }}
                    data-testid={`processor-arg-format-${index}`}
                  />
                </Form.Field>
              </Form.Group>
              <Form.Group widths="equal">
                <Form.Field className="processor-require">
                  <label>&nbsp;</label>
                  <Checkbox
                    label={t("modules.processors.argRequire")}
                    checked={arg.require}
                    onChange={(_event, data) => patchArg(arg.key, { require: Boolean(data.checked) })}
                    data-testid={`processor-arg-require-${index}`}
                  />
                </Form.Field>
                {arg.format === "file" ? (
                  <Form.Input
                    label={t("modules.processors.argFileFormats")}
                    placeholder={t("modules.processors.argFileFormatsHint")}
                    value={arg.fileFormats}
                    error={fieldError(errors[`${path}.fileFormats`])}
                    onChange={(_event, data) => patchArg(arg.key, { fileFormats: String(data.value) })}
                    input={{ "data-testid": `processor-arg-formats-${index}`, autoComplete: "off" }}
                  />
                ) : (
                  <DefaultInput
                    arg={arg}
                    error={errors[`${path}.default`]}
                    testId={`processor-arg-default-${index}`}
                    onChange={(change) => patchArg(arg.key, change)}
                  />
                )}
              </Form.Group>
              {arg.format === "choice" || arg.format === "multiple_choice" ? (
                <Form.TextArea
                  label={t("modules.processors.argChoices")}
                  placeholder={t("modules.processors.argChoicesHint")}
                  value={arg.choices}
                  rows={3}
                  error={fieldError(errors[`${path}.choices`])}
                  onChange={(_event, data) => patchArg(arg.key, { choices: String(data.value ?? "") })}
                  data-testid={`processor-arg-choices-${index}`}
                />
              ) : null}
              <Form.Input
                label={t("modules.processors.argHelp")}
                value={arg.help}
                maxLength={1000}
                onChange={(_event, data) => patchArg(arg.key, { help: String(data.value) })}
                input={{ "data-testid": `processor-arg-help-${index}`, autoComplete: "off" }}
              />
            </div>
          );
        })}
      </div>

      <div className="processor-section-title">
        <h4>{t("modules.processors.outputs")}</h4>
        <Button
          type="button"
          size="small"
          icon="plus"
          content={t("modules.processors.addOutput")}
          onClick={() => patch({ outputs: [...draft.outputs, newOutputDraft()] })}
          data-testid="processor-add-output"
        />
      </div>
      <p className="muted small" data-testid="processor-outputs-hint">
        {t("modules.processors.outputsHint")}
      </p>
      {draft.outputs.length === 0 ? <p className="muted">{t("modules.processors.noOutputsYet")}</p> : null}
      <div className="processor-rows">
        {draft.outputs.map((output, index) => {
          const path = `outputs.${output.key}`;
          return (
            <div key={output.key} className="processor-row" data-testid={`processor-output-${index}`}>
              <Form.Group widths="equal">
                <Form.Input
                  label={t("modules.processors.outputName")}
                  required
                  value={output.name}
                  maxLength={200}
                  placeholder="result.csv"
                  error={fieldError(errors[`${path}.name`])}
                  onChange={(_event, data) => patchOutput(output.key, { name: String(data.value) })}
                  input={{ "data-testid": `processor-output-name-${index}`, autoComplete: "off" }}
                />
                <Form.Input
                  label={t("modules.processors.outputLabel")}
                  required
                  value={output.label}
                  maxLength={200}
                  error={fieldError(errors[`${path}.label`])}
                  onChange={(_event, data) => patchOutput(output.key, { label: String(data.value) })}
                  input={{ "data-testid": `processor-output-label-${index}`, autoComplete: "off" }}
                />
                <Form.Input
                  label={t("modules.processors.outputFormat")}
                  value={output.format}
                  maxLength={32}
                  placeholder="csv"
                  onChange={(_event, data) => patchOutput(output.key, { format: String(data.value) })}
                  input={{ "data-testid": `processor-output-format-${index}`, autoComplete: "off" }}
                />
                <Form.Field width={1}>
                  <label>&nbsp;</label>
                  <Button
                    type="button"
                    basic
                    color="red"
                    icon="trash"
                    title={t("modules.processors.removeRow")}
                    aria-label={t("modules.processors.removeRow")}
                    onClick={() =>
                      patch({ outputs: draft.outputs.filter((item) => item.key !== output.key) })
                    }
                    data-testid={`processor-output-remove-${index}`}
                  />
                </Form.Field>
              </Form.Group>
            </div>
          );
        })}
      </div>

      {draft.args.length > 0 ? (
        <Accordion className="processor-preview">
          <Accordion.Title active={previewOpen} onClick={() => setPreviewOpen(!previewOpen)}>
            <Icon name="dropdown" />
            {t("modules.processors.preview")}
          </Accordion.Title>
          <Accordion.Content active={previewOpen}>
            {previewOpen ? (
              <ArgsForm args={previewArgs} value={previewValues} onChange={setPreviewValues} />
            ) : null}
          </Accordion.Content>
        </Accordion>
      ) : null}
    </FormDialog>
  );
}
