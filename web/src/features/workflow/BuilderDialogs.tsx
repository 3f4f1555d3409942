/** The dialogs of the builder: the template's details (names, summary, markdown docs) and a run. */
import { useState } from "react";
import { Checkbox, Form, Message, Tab, TextArea } from "semantic-ui-react";
import { Field } from "../../components/Field";
import { FormDialog } from "../../components/FormDialog";
import { Markdown } from "../../components/Markdown";
import type { JobInput } from "../../graphql";
import { EstimateSummary } from "../jobs/JobBits";
import { useNs } from "../../i18n";
import { workflowNs } from "./i18n";

export interface TemplateMeta {
  readonly name: string;
  readonly nameZh: string;
  readonly summary: string;
  readonly docs: string;
}

export function DetailsDialog(props: {
  meta: TemplateMeta;
  readOnly: boolean;
  onClose: () => void;
  onApply: (meta: TemplateMeta) => void;
}) {
  const { t } = useNs(workflowNs);
  const [meta, setMeta] = useState(props.meta);
  const [tried, setTried] = useState(false);
  const nameMissing = meta.name.trim() === "";
  const set = (change: Partial<TemplateMeta>) => setMeta((current) => ({ ...current, ...change }));
  const submit = () => {
    setTried(true);
    if (props.readOnly) {
      props.onClose();
      return;
    }
    if (nameMissing) return;
    props.onApply({
      ...meta,
      name: meta.name.trim(),
      nameZh: meta.nameZh.trim(),
      summary: meta.summary.trim(),
    });
  };
  return (
    <FormDialog
      open
      size="large"
      title={t("details.title")}
      onClose={props.onClose}
      onSubmit={submit}
      submitLabel={props.readOnly ? t("translation:common.close") : t("translation:common.confirm")}
      testId="wf-details-dialog"
    >
      <Form.Group widths="equal">
        <Field
          name="wf-name"
          label={t("details.name")}
          value={meta.name}
          onChange={(name) => set({ name })}
          required
          disabled={props.readOnly}
          maxLength={200}
          message={tried && nameMissing ? t("details.nameRequired") : null}
        />
        <Field
          name="wf-name-zh"
          label={t("details.nameZh")}
          value={meta.nameZh}
          onChange={(nameZh) => set({ nameZh })}
          disabled={props.readOnly}
          maxLength={200}
        />
      </Form.Group>
      <Field
        name="wf-summary"
        label={t("details.summary")}
        value={meta.summary}
        onChange={(summary) => set({ summary })}
        disabled={props.readOnly}
        maxLength={1000}
      />
      <Form.Field>
        <label>{t("details.docs")}</label>
        <Tab
          menu={{ secondary: true, pointing: true }}
          panes={[
            {
              menuItem: t("translation:common.edit"),
              render: () => (
                <TextArea
                  rows={12}
                  value={meta.docs}
                  disabled={props.readOnly}
                  placeholder={t("details.docsPlaceholder")}
                  onChange={(_event, data) => set({ docs: String(data.value ?? "") })}
                  data-testid="field-wf-docs"
                />
              ),
            },
            {
              menuItem: t("details.preview"),
              render: () => (
                <div className="wf-docs-preview">
                  <Markdown source={meta.docs} testId="wf-docs-preview" />
                </div>
              ),
            },
          ]}
        />
      </Form.Field>
    </FormDialog>
  );
}

export interface RunRequest {
  readonly name: string;
  readonly emailNotify: boolean;
}

export function RunDialog(props: {
  templateName: string;
  defaultJobName: string;
  /** A note on what happens first (the template is saved before it runs). */
  note: string | null;
  submitting: boolean;
  onClose: () => void;
  onRun: (request: RunRequest) => void;
  /** The job the template would submit, for the cost estimate shown before running; null: none shown. */
  estimate?: JobInput | null;
}) {
  const { t } = useNs(workflowNs);
  const [name, setName] = useState(props.defaultJobName);
  const [emailNotify, setEmailNotify] = useState(false);
  const [tried, setTried] = useState(false);
  const missing = name.trim() === "";
  return (
    <FormDialog
      open
      size="tiny"
      title={t("run.title", { name: props.templateName })}
      onClose={props.onClose}
      onSubmit={() => {
        setTried(true);
        if (!missing) props.onRun({ name: name.trim(), emailNotify });
      }}
      submitting={props.submitting}
      submitLabel={t("run.submit")}
      testId="wf-run-dialog"
    >
      <Field
        name="wf-job-name"
        label={t("run.jobName")}
        value={name}
        onChange={setName}
        required
        maxLength={200}
        message={tried && missing ? t("run.jobNameRequired") : null}
      />
      <Form.Field>
        <Checkbox
          label={t("run.emailNotify")}
          checked={emailNotify}
          onChange={(_event, data) => setEmailNotify(Boolean(data.checked))}
          data-testid="wf-email-notify"
        />
      </Form.Field>
      {props.note ? <Message info size="small" content={props.note} /> : null}
      <EstimateSummary input={props.estimate ?? null} testId="wf-run-estimate" />
    </FormDialog>
  );
}
