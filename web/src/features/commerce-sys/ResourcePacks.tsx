/**
 * Users' resource packs in the back office (User.ResourcePack.Read): the pack list's system side
 * (commerce/PackList.tsx); "Credit a user" (User.ResourcePack.Update) creates one directly, unless the commerce
 * settings switched back-office credits off (BackendRechargeDisabled); beside it, "Adjust a project's
 * tokens" adds or removes tokens of a project with a reason (ProjectTokensDialog).
 */
import { adminCreditInput, errorMessage, type PackageKind } from "@crucible/schema";
import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { useState } from "react";
import { Button, Form, Message } from "semantic-ui-react";
import { useSession } from "../../app/session";
import { Field } from "../../components/Field";
import { FormDialog } from "../../components/FormDialog";
import { ResourceScreen } from "../../components/kit/ResourceScreen";
import { listProps } from "../../components/kit/resourceList";
import { useResourceForm } from "../../components/kit/useResourceForm";
import { toast } from "../../components/toast";
import {
  SysResourcePacksDocument,
  useCreditUserMutation,
} from "../../graphql/__generated__/documents/commerce-sys";
import { errorLang, useNs } from "../../i18n";
import { draftSchema, numberOf } from "./drafts";
import { usePackList } from "../commerce/PackList";
import { KindSelect } from "./columns";
import { commerceSysNs } from "./i18n";
import { useCommerceIssues } from "./issues";
import { ProjectTokensDialog } from "./ProjectTokensDialog";
import { UserField, type PickedUser } from "./UserPicker";
import "./commerce-sys.css";

interface CreditDraft {
  readonly UserId: PickedUser | null;
  readonly Kind: PackageKind;
  readonly Amount: string;
  /** Storage credits: workflow storage GB and running jobs (empty is 0). */
  readonly WorkflowStorageGb: string;
  readonly RunningJobs: string;
  readonly ExpiryMonths: string;
  readonly Note: string;
}

const creditRule = draftSchema(
  (draft: CreditDraft) => ({
    UserId: draft.UserId ? numberOf(draft.UserId.id) : undefined,
    Kind: draft.Kind,
    Amount: numberOf(draft.Amount),
    ...(draft.Kind === "storage"
      ? { WorkflowStorageGb: numberOf(draft.WorkflowStorageGb), RunningJobs: numberOf(draft.RunningJobs) }
      : {}),
    ExpiryMonths: numberOf(draft.ExpiryMonths),
    Note: draft.Note,
  }),
  adminCreditInput,
);

function isRechargeDisabled(error: unknown): boolean {
  return CombinedGraphQLErrors.is(error) && error.errors[0]?.extensions?.code === "BackendRechargeDisabled";
}

/** Credits a user directly: a pack of storage or tokens for some months. */
export function CreditDialog({ user, onClose }: { user: PickedUser | null; onClose: () => void }) {
  const { t } = useNs(commerceSysNs);
  const word = useCommerceIssues();
  const [credit] = useCreditUserMutation({ refetchQueries: [SysResourcePacksDocument] });
  const [disabled, setDisabled] = useState(false);
  const form = useResourceForm({
    initial: {
      UserId: user,
      Kind: "token" as PackageKind,
      Amount: "",
      WorkflowStorageGb: "",
      RunningJobs: "",
      ExpiryMonths: "12",
      Note: "",
    },
    schema: creditRule,
    word,
    onSubmit: async (input, values) => {
      const result = await credit({
        variables: {
          input: {
            userId: String(input.UserId),
            kind: input.Kind,
            amount: input.Amount,
            workflowStorageGb: input.WorkflowStorageGb,
            runningJobs: input.RunningJobs,
            expiryMonths: input.ExpiryMonths,
            note: input.Note,
          },
        },
      });
      if (isRechargeDisabled(result.error)) setDisabled(true);
      else if (!result.error) {
        toast.success(t("packs.credited", { account: values.UserId?.account ?? `#${input.UserId}` }));
        onClose();
      }
    },
  });
  const { values } = form;
  return (
    <FormDialog
      open
      title={t("packs.creditTitle")}
      onClose={onClose}
      onSubmit={() => void form.submit()}
      submitting={form.submitting}
      submitLabel={t("packs.credit")}
      testId="credit-dialog"
    >
      <p className="muted small">{t("packs.creditHint")}</p>
      {disabled ? (
        <Message warning visible size="small" data-testid="credit-disabled">
          {errorMessage("BackendRechargeDisabled", errorLang())}
        </Message>
      ) : null}
      <UserField
        label={t("user")}
        value={values.UserId}
        onChange={form.set("UserId")}
        message={form.error("UserId")}
        testId="credit-user"
      />
      <Form.Group widths="equal">
        <KindSelect value={values.Kind} onChange={form.set("Kind")} testId="field-creditKind" />
        <Field {...form.field("Amount")} label={`${t("amount")} (${t(`unit.${values.Kind}`)})`} required />
        <Field {...form.field("ExpiryMonths")} label={t("packs.expiryMonths")} required />
      </Form.Group>
      {values.Kind === "storage" ? (
        <Form.Group widths="equal">
          <Field
            {...form.field("WorkflowStorageGb")}
            label={t("packs.creditWorkflowStorageGb")}
            placeholder="0"
          />
          <Field {...form.field("RunningJobs")} label={t("packs.creditRunningJobs")} placeholder="0" />
        </Form.Group>
      ) : null}
      <Field {...form.field("Note")} label={t("note")} maxLength={200} />
    </FormDialog>
  );
}

export function SysResourcePacks() {
  const { t } = useNs(commerceSysNs);
  const session = useSession();
  const list = usePackList("sys");
  const [crediting, setCrediting] = useState(false);
  const [adjusting, setAdjusting] = useState(false);
  const canCredit = session.can("User.ResourcePack.Update");
  return (
    <ResourceScreen
      testId="sys-packs-page"
      title={t("packs.title")}
      intro={t("packs.intro")}
      {...listProps(list)}
      tableTestId="sys-packs"
      create={
        canCredit
          ? { label: t("packs.credit"), testId: "pack-credit", onClick: () => setCrediting(true) }
          : null
      }
      toolbar={
        canCredit ? (
          <Button
            basic
            icon="folder open"
            content={t("projectTokens.open")}
            onClick={() => setAdjusting(true)}
            data-testid="project-adjust-open"
          />
        ) : null
      }
    >
      {crediting ? <CreditDialog user={null} onClose={() => setCrediting(false)} /> : null}
      {adjusting ? <ProjectTokensDialog onClose={() => setAdjusting(false)} /> : null}
    </ResourceScreen>
  );
}
