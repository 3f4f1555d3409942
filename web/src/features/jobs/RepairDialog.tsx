/**
 * Repairing a terminated task (spec §4): its arguments are corrected, in the module's argument form
 * or as JSON, and the task runs again (GraphQL repairTask). The JSON is checked before it is sent
 * (an object, only declared arguments, the required ones present); the server checks the rest and a
 * JobTaskArgsError naming an argument is shown on it.
 */
import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { useMemo, useState } from "react";
import { Form, Menu, Message, TextArea } from "semantic-ui-react";
import { FormDialog } from "../../components/FormDialog";
import { toast } from "../../components/toast";
import { useRepairTaskMutation } from "../../graphql/__generated__/documents/jobs";
import { apiErrorFromExtensions, messageFor } from "../../graphql/errors";
import { ArgsForm } from "../modules/ArgsForm";
import { argOfServerError, argsForSubmit, validateArgs } from "../modules/argValues";
import { taskReasonText } from "./reasons";
import { argLabelOf, argValues, runnerOf, type JobTask } from "./taskArgs";
import { useNs } from "../../i18n";
import { jobsNs } from "./i18n";

type Mode = "form" | "json";

/** The keys of the tasks that depend on `key`, directly or not (a link to them would make a loop). */
function downstreamOf(tasks: readonly JobTask[], key: string): Set<string> {
  const result = new Set<string>();
  let grew = true;
  while (grew) {
    grew = false;
    for (const task of tasks) {
      if (result.has(task.key)) continue;
      if (task.dependsOn.some((dep) => dep === key || result.has(dep))) {
        result.add(task.key);
        grew = true;
      }
    }
  }
  return result;
}

export function RepairDialog(props: {
  jobId: string;
  task: JobTask;
  tasks: readonly JobTask[];
  onClose: () => void;
  onRepaired: () => void;
}) {
  const { t, i18n } = useNs(jobsNs);
  const zh = i18n.language === "zh-CN";
  const runner = runnerOf(props.task, zh);
  const hasForm = runner.args.length > 0;
  const [mode, setMode] = useState<Mode>(hasForm ? "form" : "json");
  const [values, setValues] = useState<Record<string, unknown>>(() => argValues(props.task));
  const [json, setJson] = useState(() => JSON.stringify(argValues(props.task), null, 2));
  const [jsonMessage, setJsonMessage] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [repair, state] = useRepairTaskMutation();

  const linkOptions = useMemo(() => {
    const downstream = downstreamOf(props.tasks, props.task.key);
    return props.tasks
      .filter((task) => task.key !== props.task.key && !downstream.has(task.key))
      .flatMap((task) =>
        runnerOf(task, zh).outputs.map((output) => ({
          task: task.key,
          output: output.name,
          label: t("task.fileOutput", { task: task.key, output: output.name }),
        })),
      );
  }, [props.tasks, props.task.key, zh, t]);

  /** The JSON text as arguments, or a message. */
  const parseJson = (text: string): Record<string, unknown> | string => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch (error) {
      return t("repair.jsonInvalid", {
        message: error instanceof Error ? error.message : String(error),
      });
    }
    if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) return t("repair.jsonObject");
    const record = parsed as Record<string, unknown>;
    if (hasForm) {
      const unknown = Object.keys(record).find((name) => !runner.args.some((arg) => arg.name === name));
      if (unknown !== undefined) return t("repair.unknownArg", { name: unknown });
      const missing = runner.args.find(
        (arg) => arg.require && (arg.default === null || arg.default === undefined) && !(arg.name in record),
      );
      if (missing) return t("repair.requiredArg", { name: argLabelOf(missing, missing.name, zh) });
    }
    return record;
  };

  const switchMode = (next: Mode) => {
    if (next === mode) return;
    if (next === "json") {
      setJson(JSON.stringify(hasForm ? argsForSubmit(runner.args, values) : values, null, 2));
      setJsonMessage(null);
      setMode("json");
      return;
    }
    const parsed = parseJson(json);
    if (typeof parsed === "string") {
      setJsonMessage(parsed);
      return;
    }
    setValues(parsed);
    setErrors({});
    setMode("form");
  };

  const submit = async () => {
    let args: Record<string, unknown>;
    if (mode === "form") {
      const found = validateArgs(runner.args, values, zh);
      setErrors(found);
      if (Object.keys(found).length > 0) return;
      args = argsForSubmit(runner.args, values);
    } else {
      const parsed = parseJson(json);
      if (typeof parsed === "string") {
        setJsonMessage(parsed);
        return;
      }
      args = parsed;
    }
    const result = await repair({ variables: { id: props.jobId, key: props.task.key, args } });
    if (result.error) {
      // The error link has shown the message; an argument error also goes next to its argument.
      if (CombinedGraphQLErrors.is(result.error)) {
        const placed: Record<string, string> = {};
        for (const item of result.error.errors) {
          const apiError = apiErrorFromExtensions(item.extensions, item.message);
          if (apiError.type !== "JobTaskArgsError") continue;
          const hit = argOfServerError(runner.args, apiError.value);
          if (hit) placed[hit.name] = messageFor(apiError);
          else if (mode === "json") setJsonMessage(messageFor(apiError));
        }
        if (Object.keys(placed).length > 0) {
          if (mode === "form") setErrors(placed);
          else setJsonMessage(Object.values(placed).join("; "));
        }
      }
      return;
    }
    toast.success(t("repair.repaired", { key: props.task.key }));
    props.onRepaired();
    props.onClose();
  };

  return (
    <FormDialog
      open
      size="small"
      title={t("repair.title", { key: props.task.key })}
      onClose={props.onClose}
      onSubmit={() => void submit()}
      submitting={state.loading}
      submitLabel={t("repair.submit")}
      testId="repair-dialog"
    >
      <p className="muted">{t("repair.hint")}</p>
      {props.task.reason ? (
        <Message warning size="small" content={taskReasonText(props.task.reason, t)} />
      ) : null}
      {hasForm ? (
        <Menu secondary pointing size="small" className="repair-modes">
          <Menu.Item
            active={mode === "form"}
            onClick={() => switchMode("form")}
            data-testid="repair-mode-form"
          >
            {t("repair.form")}
          </Menu.Item>
          <Menu.Item
            active={mode === "json"}
            onClick={() => switchMode("json")}
            data-testid="repair-mode-json"
          >
            {t("repair.json")}
          </Menu.Item>
        </Menu>
      ) : null}
      {mode === "form" ? (
        <ArgsForm
          args={runner.args}
          value={values}
          onChange={(next) => {
            setValues(next);
            setErrors({});
          }}
          linkOptions={linkOptions}
          errors={errors}
        />
      ) : (
        <Form.Field error={jsonMessage !== null}>
          <label htmlFor="repair-json">{t("repair.argsJson")}</label>
          <TextArea
            id="repair-json"
            rows={12}
            className="mono"
            value={json}
            onChange={(_event, data) => {
              setJson(String(data.value ?? ""));
              setJsonMessage(null);
            }}
            data-testid="repair-json"
          />
          {jsonMessage ? (
            <div className="ui pointing above prompt label" role="alert" data-testid="repair-json-error">
              {jsonMessage}
            </div>
          ) : null}
        </Form.Field>
      )}
    </FormDialog>
  );
}
