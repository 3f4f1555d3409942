/**
 * Creates or edits a package: kind, names, description, what a unit grants, the unit price typed in
 * yuan and sent in fen, expiry, quantity discounts (each also shown as "% off"), and for token
 * packages the time-limited discount. Checked by the shared packageInput before it is sent.
 */
import type { PackageKind } from "@crucible/schema";
import type { ChangeEvent } from "react";
import { Form, Header } from "semantic-ui-react";
import { Field } from "../../components/Field";
import { KindSelect } from "./columns";
import { FormDialog } from "../../components/FormDialog";
import { useResourceForm } from "../../components/kit/useResourceForm";
import { toast } from "../../components/toast";
import type { SysPackageFieldsFragment } from "../../graphql";
import {
  SysPackagesDocument,
  useCreatePackageMutation,
  useUpdatePackageMutation,
} from "../../graphql/__generated__/documents/commerce-sys";
import { packageDraftOf, packageDraftRule, packageGraphInput } from "./drafts";
import { useNs } from "../../i18n";
import { commerceSysNs } from "./i18n";
import { useCommerceIssues } from "./issues";
import { DiscountRows, LimitedDiscountFields, problem } from "./PackageDiscounts";

const refetchPackages = { refetchQueries: [SysPackagesDocument] };

export function PackageDialog({
  row,
  kind,
  onClose,
}: {
  row: SysPackageFieldsFragment | null;
  /** The kind a new package starts with (the create button's). */
  kind?: PackageKind;
  onClose: () => void;
}) {
  const { t } = useNs(commerceSysNs);
  const word = useCommerceIssues();
  const [create] = useCreatePackageMutation(refetchPackages);
  const [update] = useUpdatePackageMutation(refetchPackages);
  const form = useResourceForm({
    initial: () => packageDraftOf(row, kind),
    schema: packageDraftRule,
    word,
    onSubmit: async (rule) => {
      const input = packageGraphInput(rule);
      const result = row
        ? await update({ variables: { id: row.id, input } })
        : await create({ variables: { input } });
      if (!result.error) {
        toast.success(t("packages.saved"));
        onClose();
      }
    },
  });
  const { values } = form;
  const unit = t(`unit.${values.Kind}`);

  const limited = values.LimitedDiscount;

  return (
    <FormDialog
      open
      title={
        row
          ? t("packages.editTitle", { name: row.name })
          : values.Kind === "token"
            ? t("packages.createToken")
            : t("packages.createStorage")
      }
      onClose={onClose}
      onSubmit={() => void form.submit()}
      submitting={form.submitting}
      testId="package-dialog"
    >
      <Form.Group widths="equal">
        <KindSelect value={values.Kind} onChange={form.set("Kind")} testId="field-Kind" />
        <Field {...form.field("Name")} label={t("packages.name")} required maxLength={100} />
        <Field {...form.field("NameZh")} label={t("packages.nameZh")} maxLength={100} />
      </Form.Group>
      <Form.TextArea
        id="field-Description"
        label={t("packages.description")}
        value={values.Description}
        rows={2}
        maxLength={2000}
        error={problem(form.error("Description"))}
        onChange={(event: ChangeEvent<HTMLTextAreaElement>) => form.set("Description")(event.target.value)}
        data-testid="field-Description"
      />
      <Form.Group widths="equal">
        <Field {...form.field("Grants")} label={`${t("packages.grants")} (${unit})`} required />
        <Field {...form.field("UnitPrice")} label={t("packages.unitPrice")} required placeholder="0.00" />
        <Field {...form.field("ExpiryMonths")} label={t("packages.expiryMonths")} required />
      </Form.Group>
      {values.Kind === "storage" ? (
        <Form.Group widths="equal">
          <Field
            {...form.field("WorkflowStorageGb")}
            label={`${t("packages.workflowStorageGb")} (GB)`}
            placeholder="0"
          />
          <Field {...form.field("RunningJobs")} label={t("packages.runningJobs")} placeholder="0" />
        </Form.Group>
      ) : null}
      {values.Kind === "storage" ? <p className="muted">{t("packages.extraGrantsHint")}</p> : null}

      <Header as="h4" dividing>
        {t("packages.discounts")}
      </Header>
      <p className="muted small">{t("packages.discountsHint")}</p>
      <DiscountRows discounts={values.Discounts} onChange={form.set("Discounts")} errorAt={form.errorAt} />

      {values.Kind === "token" ? (
        <>
          <Header as="h4" dividing>
            {t("packages.limited")}
          </Header>
          <p className="muted small">{t("packages.limitedHint")}</p>
          <LimitedDiscountFields
            limited={limited}
            onChange={form.set("LimitedDiscount")}
            errorAt={form.errorAt}
          />
        </>
      ) : null}
    </FormDialog>
  );
}
