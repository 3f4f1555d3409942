/** The basic tab of the module dialog: key, names, summaries, group, tags, visibility, image, executor, rules. */
import { discountPercentOff } from "@crucible/schema";
import { Form, Message } from "semantic-ui-react";
import { Field } from "../../components/Field";
import type { AdminModuleFieldsFragment } from "../../graphql";
import { integerInput, numberInput, parseDiscount, parseInteger } from "./forms";
import { ModuleChoiceFields, type ModuleChoiceFieldsProps } from "./ModuleChoiceFields";
import type { ModuleErrors } from "./moduleDraft";
import { ModuleProgramFields } from "./ModuleProgramFields";
import type { ModuleDraft } from "./useModuleDraft";
import { useNs } from "../../i18n";
import { catalogueNs } from "./i18n";

/**
 * `module` null: a new container module. `container`: the module runs in a container (its program is
 * edited here). `images` null when the admin may not list images: only the current one is offered.
 */
export type ModuleBasicTabProps = ModuleChoiceFieldsProps;

/** The key (typed for a new module, shown for one that exists), the names and the summaries. */
function ModuleNameFields(props: {
  module: AdminModuleFieldsFragment | null;
  draft: ModuleDraft;
  errors: ModuleErrors;
}) {
  const { t } = useNs(catalogueNs);
  const { module, errors } = props;
  const { form, set } = props.draft;
  return (
    <>
      {module === null ? (
        <>
          <Message info size="small" content={t("modules.localNote")} data-testid="module-local-note" />
          <Field
            name="key"
            label={t("modules.key")}
            value={form.key}
            onChange={set("key")}
            message={errors.key}
            hint={t("modules.keyHint")}
            required
            maxLength={129}
          />
        </>
      ) : (
        <div className="muted module-key">
          <code>{module.key}</code> ·{" "}
          {t(`modules.runners.${module.runner === "container" ? "container" : "local"}`)}
        </div>
      )}
      <Form.Group widths="equal">
        <Field
          name="name"
          label={t("modules.name")}
          value={form.name}
          onChange={set("name")}
          message={errors.name}
          required
          maxLength={100}
        />
        <Field
          name="nameZh"
          label={t("modules.nameZh")}
          value={form.nameZh}
          onChange={set("nameZh")}
          maxLength={100}
        />
      </Form.Group>
      <Form.Group widths="equal">
        <Form.TextArea
          label={t("modules.summary")}
          rows={3}
          value={form.summary}
          onChange={(_event, data) => set("summary")(String(data.value ?? ""))}
          data-testid="field-summary"
        />
        <Form.TextArea
          label={t("modules.summaryZh")}
          rows={3}
          value={form.summaryZh}
          onChange={(_event, data) => set("summaryZh")(String(data.value ?? ""))}
          data-testid="field-summaryZh"
        />
      </Form.Group>
    </>
  );
}

/** The run rules: timeout, success exit code, token price and discount, with what they mean. */
function ModuleRuleFields({ draft, errors }: { draft: ModuleDraft; errors: ModuleErrors }) {
  const { t } = useNs(catalogueNs);
  const { form, set } = draft;
  const discountValue = parseDiscount(form.discount);
  const timeoutValue = parseInteger(form.timeoutSeconds, -1_000_000_000, 30 * 86400, "error");
  return (
    <>
      <Form.Group widths="equal">
        <Field
          name="timeoutSeconds"
          label={t("modules.timeout")}
          value={form.timeoutSeconds}
          onChange={set("timeoutSeconds", (v) => integerInput(v))}
          message={errors.timeoutSeconds}
        />
        <Field
          name="successExitCode"
          label={t("modules.exitCode")}
          value={form.successExitCode}
          onChange={set("successExitCode", (v) => integerInput(v))}
          message={errors.successExitCode}
        />
        <Field
          name="tokenPrice"
          label={t("modules.tokenPrice")}
          value={form.tokenPrice}
          onChange={set("tokenPrice", (v) => integerInput(v, false))}
          message={errors.tokenPrice}
        />
        <Field
          name="discount"
          label={t("modules.discount")}
          value={form.discount}
          onChange={set("discount", numberInput)}
          message={errors.discount}
        />
      </Form.Group>
      <p className="muted catalogue-note" data-testid="module-rules-note">
        {timeoutValue.ok && (timeoutValue.value ?? 0) <= 0
          ? t("modules.noTimeout")
          : t("modules.timeoutHint")}{" "}
        ·{" "}
        {discountValue === null
          ? t("discountRule")
          : discountValue === 1
            ? t("noDiscount")
            : t("percentOff", { percent: discountPercentOff(discountValue) })}
      </p>
    </>
  );
}

export function ModuleBasicTab(props: ModuleBasicTabProps) {
  const { t } = useNs(catalogueNs);
  const { module, container, draft, errors } = props;
  return (
    <div data-testid="module-basic-tab">
      <ModuleNameFields module={module} draft={draft} errors={errors} />
      <ModuleChoiceFields {...props} />
      {container ? (
        <ModuleProgramFields form={draft.form} errors={errors} set={draft.set} />
      ) : (
        <p className="muted catalogue-note" data-testid="module-manifest-note">
          {t("modules.fromManifest")}
        </p>
      )}
      <ModuleRuleFields draft={draft} errors={errors} />
    </div>
  );
}
