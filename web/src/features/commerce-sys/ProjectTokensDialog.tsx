/**
 * The back office adjusts a project's own tokens (issue 28 item 2; User.ResourcePack.Update): find the
 * project by id (its name, owners, balance, holds and what is available), then add tokens or remove
 * some with a reason. The gateway records an "adjust" entry naming the administrator on the project's
 * ledger and never lets a removal take more than the project has available; its refusal is shown in
 * the dialog, and progress while it runs.
 */
import { errorMessage, projectTokensAddMax, projectTokensAdjustInput } from "@crucible/schema";
import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { useState, type ChangeEvent } from "react";
import { Button, Form, Message } from "semantic-ui-react";
import { FormDialog } from "../../components/FormDialog";
import { toast } from "../../components/toast";
import {
  useAdjustProjectTokensMutation,
  useSysProjectTokensQuery,
} from "../../graphql/__generated__/documents/commerce-sys";
import { apiErrorFromExtensions, messageFor } from "../../graphql/errors";
import { errorLang, useNs } from "../../i18n";
import { commerceSysNs } from "./i18n";

export function ProjectTokensDialog({ onClose }: { onClose: () => void }) {
  const { t } = useNs(commerceSysNs);
  const [idText, setIdText] = useState("");
  const [projectId, setProjectId] = useState<string | null>(null);
  const [amount, setAmount] = useState("");
  const [reason, setReason] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const found = useSysProjectTokensQuery({
    variables: { projectId: projectId ?? "0" },
    skip: projectId === null,
    fetchPolicy: "network-only",
  });
  const [adjust, { loading }] = useAdjustProjectTokensMutation();
  const project = projectId === null ? null : (found.data?.sysProjectTokens ?? null);
  const lookUp = () => {
    const id = Number(idText.trim());
    setProblem(null);
    setProjectId(Number.isInteger(id) && id > 0 ? String(id) : null);
    if (!(Number.isInteger(id) && id > 0)) setProblem(errorMessage("DBDataNotExist", errorLang()));
  };
  const lookUpError = projectId !== null && found.error ? found.error : null;
  const submit = async () => {
    if (!project) {
      lookUp();
      return;
    }
    // The gateway's rule (schema/src/projects.ts): a signed whole number, not 0, and a reason.
    const parsed = projectTokensAdjustInput.safeParse({
      ProjectId: Number(project.projectId),
      Amount: Number(amount.trim() || "NaN"),
      Reason: reason,
    });
    if (!parsed.success) {
      setProblem(t("projectTokens.rule", { max: projectTokensAddMax }));
      return;
    }
    setProblem(null);
    const result = await adjust({
      variables: { projectId: project.projectId, amount: parsed.data.Amount, reason: parsed.data.Reason },
    });
    if (result.error || !result.data) {
      const first = CombinedGraphQLErrors.is(result.error) ? result.error.errors[0] : undefined;
      setProblem(
        first
          ? messageFor(apiErrorFromExtensions(first.extensions, first.message))
          : t("projectTokens.rule", { max: projectTokensAddMax }),
      );
      return;
    }
    const after = result.data.adjustProjectTokens;
    toast.success(t("projectTokens.done", { name: after.name, balance: after.balance }));
    onClose();
  };
  return (
    <FormDialog
      open
      title={t("projectTokens.title")}
      onClose={onClose}
      onSubmit={() => void submit()}
      submitting={loading}
      submitLabel={t("projectTokens.submit")}
      size="small"
      testId="project-adjust-dialog"
    >
      <p className="muted small">{t("projectTokens.hint")}</p>
      <Form.Group>
        <Form.Input
          width={8}
          label={t("projectTokens.projectId")}
          value={idText}
          required
          onChange={(event: ChangeEvent<HTMLInputElement>) => {
            setIdText(event.target.value);
            setProjectId(null);
          }}
          input={{ "data-testid": "project-adjust-id", inputMode: "numeric", autoComplete: "off" }}
        />
        <Form.Field width={4}>
          <label>&nbsp;</label>
          <Button
            type="button"
            basic
            content={t("projectTokens.find")}
            onClick={lookUp}
            data-testid="project-adjust-find"
          />
        </Form.Field>
      </Form.Group>
      {projectId !== null && found.loading ? <p className="muted">{t("projectTokens.finding")}</p> : null}
      {lookUpError ? (
        <Message negative size="small" data-testid="project-adjust-missing">
          {CombinedGraphQLErrors.is(lookUpError) && lookUpError.errors[0]
            ? messageFor(
                apiErrorFromExtensions(lookUpError.errors[0].extensions, lookUpError.errors[0].message),
              )
            : errorMessage("DBDataNotExist", errorLang())}
        </Message>
      ) : null}
      {project ? (
        <Message info size="small" data-testid="project-adjust-found">
          <strong>
            {t("projectTokens.project", { name: project.name, owners: project.owners.join(", ") || "—" })}
          </strong>
          <div>
            {t("projectTokens.tokens", {
              balance: project.balance,
              held: project.held,
              available: project.available,
            })}
          </div>
        </Message>
      ) : null}
      <Form.Input
        label={t("projectTokens.amount")}
        value={amount}
        required
        disabled={!project}
        onChange={(event: ChangeEvent<HTMLInputElement>) => setAmount(event.target.value)}
        input={{ "data-testid": "project-adjust-amount", inputMode: "numeric", autoComplete: "off" }}
      />
      <Form.Input
        label={t("projectTokens.reason")}
        value={reason}
        required
        disabled={!project}
        onChange={(event: ChangeEvent<HTMLInputElement>) => setReason(event.target.value)}
        input={{ "data-testid": "project-adjust-reason", maxLength: 200 }}
      />
      {loading ? (
        <Message info size="small" data-testid="project-adjust-progress">
          {t("projectTokens.working")}
        </Message>
      ) : null}
      {problem ? (
        <Message negative size="small" data-testid="project-adjust-error">
          {problem}
        </Message>
      ) : null}
    </FormDialog>
  );
}
