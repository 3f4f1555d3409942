/**
 * A module page's run form: the generated argument form (or the module's own run-form UI pack in its
 * frame), the method, a job name and the e-mail notice; it submits a one-task job and goes to the
 * job's page.
 */
import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { frameArgValues, type BundleFrameMessage } from "@crucible/schema";
import { lazy, Suspense, useMemo, useState } from "react";
import { useNavigate } from "react-router-dom";
import { Button, Checkbox, Form, Header, Icon, Loader, Message, Segment } from "semantic-ui-react";
import { toast } from "../../components/toast";
import type { ModulePageFieldsFragment } from "../../graphql";
import { useSubmitModuleJobMutation } from "../../graphql/__generated__/documents/modules";
import { apiErrorFromExtensions, messageFor } from "../../graphql/errors";
import { useNs } from "../../i18n";
import { EstimateSummary } from "../jobs/JobBits";
import { ArgsForm } from "./ArgsForm";
import {
  argLabel,
  argOfServerError,
  argsForSubmit,
  initialArgValues,
  validateArgs,
  type ModuleArgView,
} from "./argValues";
import { modulesNs } from "./i18n";
import { MethodPicker } from "./MethodPicker";
import { moduleUrls, taskKeyOf } from "./urls";

const BundleFrame = lazy(() =>
  import("../apps/BundleFrame").then((module) => ({ default: module.BundleFrame })),
);

const jobNameMax = 200;

function stamp(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${date.getFullYear()}${pad(date.getMonth() + 1)}${pad(date.getDate())}-${pad(date.getHours())}${pad(date.getMinutes())}`;
}

/** The arguments of a module's method (absent: the first; a module without methods: its own). */
function methodArgs(module: ModulePageFieldsFragment, name: string): readonly ModuleArgView[] {
  return (module.methods.find((m) => m.name === name) ?? module.methods[0])?.args ?? module.args;
}

/** Plain JSON for the frame's `init`: no Apollo __typename, nothing but data. */
function plainForFrame<T>(value: T): unknown {
  return JSON.parse(JSON.stringify(value, (key, item: unknown) => (key === "__typename" ? undefined : item)));
}

/** The values a run-form frame may see: every argument's but the files' (chosen on the page). */
function valuesForFrame(args: readonly ModuleArgView[], values: Record<string, unknown>) {
  const seen: Record<string, unknown> = {};
  for (const arg of args) {
    if (arg.format !== "file" && values[arg.name] !== undefined) seen[arg.name] = values[arg.name];
  }
  return plainForFrame(seen) as Record<string, unknown>;
}

/**
 * The module's run-form UI pack in its sandboxed frame (docs/apps.md): `init` carries the method's
 * arguments and the current values (files aside); each `values` it sends goes through the page's own
 * checks, whose messages show below it; file arguments stay on the page (the frame cannot reach the
 * user's files). The frame never submits: the page's button does.
 */
function CustomRunForm({
  url,
  args,
  values,
  onValues,
  errors,
  disabled,
}: {
  url: string;
  args: readonly ModuleArgView[];
  values: Record<string, unknown>;
  onValues: (next: Record<string, unknown>) => void;
  errors: Record<string, string>;
  disabled: boolean;
}) {
  const { t, i18n } = useNs(modulesNs);
  const zh = i18n.language === "zh-CN";
  const fileArgs = args.filter((arg) => arg.format === "file");
  const frameErrors = args.filter((arg) => arg.format !== "file" && errors[arg.name]);
  // The frame gets its init once, when it says ready: later changes come from the frame itself.
  const [init] = useState(() => ({ args: plainForFrame(args), values: valuesForFrame(args, values) }));
  const onMessage = (message: BundleFrameMessage) => {
    if (message.type !== "values" || disabled) return;
    const next: Record<string, unknown> = {};
    for (const arg of fileArgs) if (values[arg.name] !== undefined) next[arg.name] = values[arg.name];
    onValues({ ...next, ...frameArgValues(args, message.values) });
  };
  return (
    <div className="custom-run-form" data-testid="custom-run-form">
      <p className="muted small">{t("customForm.hint")}</p>
      <Suspense fallback={<Loader active inline="centered" size="small" />}>
        <BundleFrame
          url={url}
          title={t("customForm.custom")}
          init={init}
          onMessage={onMessage}
          autoHeight
          loadingText={t("customForm.loading")}
          testId="run-form-frame"
        />
      </Suspense>
      {frameErrors.length > 0 ? (
        <Message
          error
          size="small"
          visible
          header={t("customForm.fix")}
          list={frameErrors.map((arg) => `${argLabel(arg, zh)}: ${errors[arg.name]}`)}
          data-testid="custom-form-errors"
        />
      ) : null}
      {fileArgs.length > 0 ? (
        <ArgsForm args={fileArgs} value={values} onChange={onValues} errors={errors} disabled={disabled} />
      ) : null}
    </div>
  );
}

/**
 * The run form's arguments: the method, its values and their messages, the changes from the standard
 * form, the custom form and the method picker, and the estimate's input once the values are valid.
 */
function useRunArgs(module: ModulePageFieldsFragment, zh: boolean) {
  const [method, setMethod] = useState(() => module.methods[0]?.name ?? "");
  const args = methodArgs(module, method);
  const [values, setValues] = useState<Record<string, unknown>>(() => initialArgValues(args));
  const [errors, setErrors] = useState<Record<string, string>>({});

  /** Values from the custom form: checked at once with the standard form's rules. */
  const onFrameArgs = (next: Record<string, unknown>) => {
    setValues(next);
    const found = validateArgs(args, next, zh);
    // A file argument is the page's own: its message stays until it changes or the next submit.
    setErrors((current) => {
      const kept: Record<string, string> = {};
      for (const arg of args) {
        const unchanged = next[arg.name] === values[arg.name];
        const message = arg.format === "file" ? (unchanged ? current[arg.name] : undefined) : found[arg.name];
        if (message) kept[arg.name] = message;
      }
      return kept;
    });
  };

  const onArgs = (next: Record<string, unknown>) => {
    setValues(next);
    // A changed argument drops its message; the others stay until the next submit.
    setErrors((current) => {
      const kept: Record<string, string> = {};
      for (const [name, message] of Object.entries(current))
        if (next[name] === values[name]) kept[name] = message;
      return kept;
    });
  };

  const onMethod = (next: string) => {
    // The new method's defaults, then the values of arguments it shares (same name and format).
    const before = args;
    const nextArgs = methodArgs(module, next);
    const carried: Record<string, unknown> = { ...initialArgValues(nextArgs) };
    for (const arg of nextArgs) {
      const old = before.find((a) => a.name === arg.name);
      if (old && old.format === arg.format && values[arg.name] !== undefined)
        carried[arg.name] = values[arg.name];
    }
    setMethod(next);
    setValues(carried);
    setErrors({});
  };

  // The estimate asks for the job as it would be submitted, once its arguments are valid.
  const estimateInput = useMemo(() => {
    if (Object.keys(validateArgs(args, values, zh)).length > 0) return null;
    return {
      name: module.key,
      tasks: [
        {
          key: taskKeyOf(module.key),
          moduleId: module.id,
          ...(module.methods.length > 1 ? { method } : {}),
          args: argsForSubmit(args, values),
        },
      ],
    };
  }, [args, values, zh, module.key, module.id, module.methods.length, method]);

  return { method, args, values, errors, setErrors, onFrameArgs, onArgs, onMethod, estimateInput };
}

export function RunForm({ module, zh }: { module: ModulePageFieldsFragment; zh: boolean }) {
  const { t } = useNs(modulesNs);
  const navigate = useNavigate();
  const [custom, setCustom] = useState(module.runFormUrl !== null && module.runFormUrl !== undefined);
  const { method, args, values, errors, setErrors, onFrameArgs, onArgs, onMethod, estimateInput } =
    useRunArgs(module, zh);
  const [jobName, setJobName] = useState(
    () => `${module.key.split("/").pop() ?? module.key}-${stamp(new Date())}`,
  );
  const [nameError, setNameError] = useState<string | null>(null);
  const [emailNotify, setEmailNotify] = useState(false);
  const [submit, { loading }] = useSubmitModuleJobMutation();

  const onSubmit = async () => {
    const name = jobName.trim();
    const nameIssue =
      name === ""
        ? t("translation:validation.required")
        : name.length > jobNameMax
          ? t("page.nameTooLong")
          : null;
    const argErrors = validateArgs(args, values, zh);
    setNameError(nameIssue);
    setErrors(argErrors);
    if (nameIssue || Object.keys(argErrors).length > 0) {
      toast.error(t("page.fixErrors"));
      return;
    }
    const result = await submit({
      variables: {
        input: {
          name,
          emailNotify,
          tasks: [
            {
              key: taskKeyOf(module.key),
              moduleId: module.id,
              ...(module.methods.length > 1 ? { method } : {}),
              args: argsForSubmit(args, values),
            },
          ],
        },
      },
    });
    if (result.error) {
      // The error link has shown the message; an argument error also goes next to its argument.
      if (CombinedGraphQLErrors.is(result.error)) {
        const placed: Record<string, string> = {};
        for (const item of result.error.errors) {
          const apiError = apiErrorFromExtensions(item.extensions, item.message);
          if (apiError.type !== "JobTaskArgsError") continue;
          const hit = argOfServerError(args, apiError.value);
          if (hit) placed[hit.name] = messageFor(apiError);
        }
        if (Object.keys(placed).length > 0) setErrors((current) => ({ ...current, ...placed }));
      }
      return;
    }
    const job = result.data?.submitJob;
    if (!job) return;
    toast.success(t("page.submitted", { name: job.name }));
    navigate(moduleUrls.job(job.id));
  };

  return (
    <Segment className="module-run" data-testid="module-run">
      <Header as="h3">
        <Icon name="play circle outline" color="blue" />
        {t("page.run")}
      </Header>
      <Form
        onSubmit={(event) => {
          event.preventDefault();
          void onSubmit();
        }}
        noValidate
        loading={loading}
      >
        <Form.Input
          id="module-job-name"
          label={t("page.jobName")}
          required
          value={jobName}
          maxLength={jobNameMax}
          onChange={(_event, data) => {
            setJobName(String(data.value));
            setNameError(null);
          }}
          error={nameError ? { content: nameError, pointing: "above" } : undefined}
          input={{ "data-testid": "module-job-name", autoComplete: "off" }}
        />
        <MethodPicker methods={module.methods} value={method} onChange={onMethod} disabled={loading} />
        {module.runFormUrl ? (
          <Button.Group size="mini" basic className="run-form-toggle">
            <Button
              type="button"
              active={custom}
              icon="puzzle piece"
              content={t("customForm.custom")}
              onClick={() => setCustom(true)}
              data-testid="run-form-custom"
            />
            <Button
              type="button"
              active={!custom}
              icon="list"
              content={t("customForm.standard")}
              onClick={() => setCustom(false)}
              data-testid="run-form-standard"
            />
          </Button.Group>
        ) : null}
        {module.runFormUrl && custom ? (
          <CustomRunForm
            key={`${method}:${module.runFormUrl}`}
            url={module.runFormUrl}
            args={args}
            values={values}
            onValues={onFrameArgs}
            errors={errors}
            disabled={loading}
          />
        ) : (
          <ArgsForm
            key={method}
            args={args}
            value={values}
            onChange={onArgs}
            errors={errors}
            disabled={loading}
          />
        )}
        <Form.Field>
          <Checkbox
            label={t("page.emailNotify")}
            checked={emailNotify}
            onChange={(_event, data) => setEmailNotify(Boolean(data.checked))}
            data-testid="module-email-notify"
          />
        </Form.Field>
        <EstimateSummary input={estimateInput} testId="module-estimate" />
        <div className="run-footer">
          <span className="muted small">
            {module.tokenPrice > 0 ? t("page.priceValue", { price: module.tokenPrice }) : t("page.priceFree")}
          </span>
          <Button
            type="submit"
            primary
            icon="play"
            content={t("page.submit")}
            loading={loading}
            disabled={loading}
            data-testid="module-submit"
          />
        </div>
      </Form>
    </Segment>
  );
}
