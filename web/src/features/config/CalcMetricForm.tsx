import { calcMetricConfigSchema } from "@crucible/schema";
import { useEffect, useState } from "react";
import { Button, Form, Message, Segment } from "semantic-ui-react";
import { useSession } from "../../app/session";
import { Field } from "../../components/Field";
import { toast } from "../../components/toast";
import {
  useCalcMetricConfigQuery,
  useSaveCalcMetricConfigMutation,
} from "../../graphql/__generated__/documents/sysprocessors";
import { useNs } from "../../i18n";
import { configNs } from "./i18n";

type CalcKey = "TaskProcessorMethod" | "TaskModule";
const calcKeys: readonly CalcKey[] = ["TaskProcessorMethod", "TaskModule"];
const calcMax = 1_000_000;

/** The workflow calc-metric config: the processor price and the module price factor. */
export function CalcMetricForm() {
  const { t } = useNs(configNs);
  const session = useSession();
  const canUpdate = session.can("Workflow.Job.Task.Module.Update");
  const query = useCalcMetricConfigQuery({ fetchPolicy: "network-only" });
  const [save, saveState] = useSaveCalcMetricConfigMutation();
  const [draft, setDraft] = useState<Record<CalcKey, string>>({ TaskProcessorMethod: "", TaskModule: "" });
  const [issues, setIssues] = useState<Partial<Record<CalcKey, string>>>({});

  useEffect(() => {
    const config = query.data?.calcMetricConfig;
    if (config) {
      setDraft({
        TaskProcessorMethod: String(config.taskProcessorMethod),
        TaskModule: String(config.taskModule),
      });
    }
  }, [query.data]);

  const numberOf = (text: string): number | null => {
    const trimmed = text.trim();
    if (trimmed === "" || !/^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(trimmed)) return null;
    return Number(trimmed);
  };

  const submit = async () => {
    const found: Partial<Record<CalcKey, string>> = {};
    const values: Partial<Record<CalcKey, number>> = {};
    for (const key of calcKeys) {
      const value = numberOf(draft[key]);
      if (draft[key].trim() === "") found[key] = t("translation:validation.required");
      else if (value === null || !calcMetricConfigSchema.shape[key].safeParse(value).success)
        found[key] = t("translation:validation.range", {
          field: t(`config.calcMetric.${key}`),
          min: 0,
          max: calcMax,
        });
      else values[key] = value;
    }
    setIssues(found);
    if (values.TaskProcessorMethod === undefined || values.TaskModule === undefined) return;
    const result = await save({
      variables: {
        input: { taskProcessorMethod: values.TaskProcessorMethod, taskModule: values.TaskModule },
      },
    });
    if (!result.error) toast.success(t("translation:common.saved"));
  };

  const processor = numberOf(draft.TaskProcessorMethod) ?? 0;
  const moduleFactor = numberOf(draft.TaskModule) ?? 0;
  const cost = (price: number) => (price <= 0 ? 0 : Math.max(1, Math.ceil(10 * price)));

  return (
    <Form
      onSubmit={() => void submit()}
      loading={query.loading || saveState.loading}
      noValidate
      data-testid="calc-metric-form"
    >
      <p className="muted">{t("config.calcMetric.intro")}</p>
      <Segment>
        {calcKeys.map((key) => (
          <div key={key} className="calc-metric-field">
            <Field
              name={key}
              label={t(`config.calcMetric.${key}`)}
              value={draft[key]}
              onChange={(value) => {
                setDraft((current) => ({ ...current, [key]: value.replace(/[^\d.eE+-]/g, "") }));
                setIssues((current) => ({ ...current, [key]: undefined }));
              }}
              message={issues[key]}
              disabled={!canUpdate}
              width={6}
            />
            <p className="muted small">{t(`config.calcMetric.${key}Hint`)}</p>
          </div>
        ))}
        <p className="muted small" data-testid="calc-metric-example">
          {t("config.calcMetric.example", { processor: cost(processor), module: cost(moduleFactor) })}
        </p>
      </Segment>
      {canUpdate ? (
        <Button type="submit" primary data-testid="calc-metric-save">
          {t("translation:common.save")}
        </Button>
      ) : (
        <Message size="small" info content={t("config.calcMetric.readOnly")} />
      )}
    </Form>
  );
}
