/** The outputs panel of the processor dialog: one row per output file (name, label, format), removed. */
import { Button, Form } from "semantic-ui-react";
import type { OutputDraft } from "./processorDraft";
import { fieldError, type ProcessorEditor } from "./useProcessorDraft";
import { useNs } from "../../i18n";
import { modulesNs } from "./i18n";

function OutputRow(props: {
  output: OutputDraft;
  index: number;
  editor: ProcessorEditor;
  errors: Record<string, string>;
}) {
  const { t } = useNs(modulesNs);
  const { output, index, editor, errors } = props;
  const path = `outputs.${output.key}`;
  return (
    <div className="processor-row" data-testid={`processor-output-${index}`}>
      <Form.Group widths="equal">
        <Form.Input
          label={t("processors.outputName")}
          required
          value={output.name}
          maxLength={200}
          placeholder="result.csv"
          error={fieldError(errors[`${path}.name`])}
          onChange={(_event, data) => editor.patchOutput(output.key, { name: String(data.value) })}
          input={{ "data-testid": `processor-output-name-${index}`, autoComplete: "off" }}
        />
        <Form.Input
          label={t("processors.outputLabel")}
          required
          value={output.label}
          maxLength={200}
          error={fieldError(errors[`${path}.label`])}
          onChange={(_event, data) => editor.patchOutput(output.key, { label: String(data.value) })}
          input={{ "data-testid": `processor-output-label-${index}`, autoComplete: "off" }}
        />
        <Form.Input
          label={t("processors.outputFormat")}
          value={output.format}
          maxLength={32}
          placeholder="csv"
          onChange={(_event, data) => editor.patchOutput(output.key, { format: String(data.value) })}
          input={{ "data-testid": `processor-output-format-${index}`, autoComplete: "off" }}
        />
        <Form.Field width={1}>
          <label>&nbsp;</label>
          <Button
            type="button"
            basic
            color="red"
            icon="trash"
            title={t("processors.removeRow")}
            aria-label={t("processors.removeRow")}
            onClick={() => editor.removeOutput(output.key)}
            data-testid={`processor-output-remove-${index}`}
          />
        </Form.Field>
      </Form.Group>
    </div>
  );
}

export function ProcessorOutputs({
  editor,
  errors,
}: {
  editor: ProcessorEditor;
  errors: Record<string, string>;
}) {
  const { t } = useNs(modulesNs);
  const { draft } = editor;
  return (
    <>
      <div className="processor-section-title">
        <h4>{t("processors.outputs")}</h4>
        <Button
          type="button"
          size="small"
          icon="plus"
          content={t("processors.addOutput")}
          onClick={editor.addOutput}
          data-testid="processor-add-output"
        />
      </div>
      <p className="muted small" data-testid="processor-outputs-hint">
        {t("processors.outputsHint")}
      </p>
      {draft.outputs.length === 0 ? <p className="muted">{t("processors.noOutputsYet")}</p> : null}
      <div className="processor-rows">
        {draft.outputs.map((output, index) => (
          <OutputRow key={output.key} output={output} index={index} editor={editor} errors={errors} />
        ))}
      </div>
    </>
  );
}
