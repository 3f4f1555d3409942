/** The program fields of a container module in the dialog's basic tab: command, arguments, outputs, methods. */
import { Form } from "semantic-ui-react";
import type { ModuleErrors, ModuleForm, SetField } from "./moduleDraft";
import { useNs } from "../../i18n";
import { catalogueNs } from "./i18n";

export interface ModuleProgramFieldsProps {
  readonly form: ModuleForm;
  readonly errors: ModuleErrors;
  readonly set: SetField;
}

export function ModuleProgramFields({ form, errors, set }: ModuleProgramFieldsProps) {
  const { t } = useNs(catalogueNs);
  return (
    <div className="module-program" data-testid="module-program">
      <Form.TextArea
        label={t("modules.command")}
        required
        rows={3}
        value={form.command}
        placeholder={"python\n/opt/run.py\n{args.json}"}
        error={errors.command ? { content: errors.command, pointing: "above" } : undefined}
        onChange={(_event, data) => set("command")(String(data.value ?? ""))}
        data-testid="field-command"
      />
      <p className="muted catalogue-note">{t("modules.commandHint")}</p>
      <Form.Group widths="equal">
        <Form.TextArea
          label={t("modules.argsJson")}
          rows={6}
          value={form.args}
          error={errors.args ? { content: errors.args, pointing: "above" } : undefined}
          onChange={(_event, data) => set("args")(String(data.value ?? ""))}
          data-testid="field-args"
        />
        <Form.TextArea
          label={t("modules.outputsJson")}
          rows={6}
          value={form.outputs}
          error={errors.outputs ? { content: errors.outputs, pointing: "above" } : undefined}
          onChange={(_event, data) => set("outputs")(String(data.value ?? ""))}
          data-testid="field-outputs"
        />
      </Form.Group>
      <p className="muted catalogue-note">{t("modules.argsHint")}</p>
      <Form.TextArea
        label={t("modules.methodsJson")}
        rows={6}
        value={form.methods}
        error={errors.methods ? { content: errors.methods, pointing: "above" } : undefined}
        onChange={(_event, data) => set("methods")(String(data.value ?? ""))}
        data-testid="field-methods"
      />
      <p className="muted catalogue-note">{t("modules.methodsHint")}</p>
    </div>
  );
}
