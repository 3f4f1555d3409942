/**
 * Creates or edits a package: kind, names, description, what a unit grants, the unit price typed in
 * yuan and sent in fen, expiry, quantity discounts (each also shown as "% off"), and for token
 * packages the time-limited discount. Checked by the shared packageInput before it is sent.
 */
import { maxOrderQuantity, percentOff, type PackageKind } from "@crucible/schema";
import type { ChangeEvent } from "react";
import { Button, Checkbox, Form, Header, Label } from "semantic-ui-react";
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
import {
  numberOf,
  packageDraftOf,
  packageDraftRule,
  packageGraphInput,
  type DiscountDraft,
  type LimitedDraft,
} from "./drafts";
import { useNs } from "../../i18n";
import { commerceSysNs } from "./i18n";
import { useCommerceIssues } from "./issues";

const refetchPackages = { refetchQueries: [SysPackagesDocument] };

/** "10% off" beside a discount being typed, when it reads as one. */
function PercentOff({ value, testId }: { value: string; testId: string }) {
  const { t } = useNs(commerceSysNs);
  const discount = numberOf(value);
  if (discount === undefined || Number.isNaN(discount) || discount <= 0 || discount > 1) return null;
  return (
    <Label basic size="small" color={discount < 1 ? "orange" : undefined} data-testid={testId}>
      {discount < 1 ? t("percentOff", { percent: percentOff(discount) }) : t("noDiscount")}
    </Label>
  );
}

function problem(message: string | null) {
  return message ? { content: message, pointing: "above" as const } : undefined;
}

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

  const setDiscounts = form.set("Discounts");
  const changeDiscount = (index: number, change: Partial<DiscountDraft>) =>
    setDiscounts(values.Discounts.map((d, i) => (i === index ? { ...d, ...change } : d)));
  const setLimited = form.set("LimitedDiscount");
  const changeLimited = (change: Partial<LimitedDraft>) =>
    setLimited({ ...values.LimitedDiscount, ...change });
  const nextQuantity = () => {
    const highest = Math.max(
      1,
      ...values.Discounts.map((d) => numberOf(d.Quantity) ?? 0).filter(Number.isFinite),
    );
    return String(Math.min(maxOrderQuantity, highest < 10 ? 10 : highest * 2));
  };
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
      {values.Discounts.length === 0 ? (
        <p className="muted" data-testid="discounts-none">
          {t("packages.noDiscounts")}
        </p>
      ) : null}
      {values.Discounts.map((discount, index) => (
        <Form.Group key={index} className="commerce-discount-row" data-testid={`discount-row-${index}`}>
          <Form.Input
            width={5}
            label={index === 0 ? t("packages.quantity") : undefined}
            value={discount.Quantity}
            error={problem(form.errorAt(["Discounts", index, "Quantity"]))}
            onChange={(event: ChangeEvent<HTMLInputElement>) =>
              changeDiscount(index, { Quantity: event.target.value })
            }
            input={{
              "data-testid": `discount-quantity-${index}`,
              "aria-label": t("packages.quantity"),
              autoComplete: "off",
            }}
          />
          <Form.Input
            width={5}
            label={index === 0 ? t("packages.discount") : undefined}
            value={discount.Discount}
            placeholder="0.9"
            error={problem(form.errorAt(["Discounts", index, "Discount"]))}
            onChange={(event: ChangeEvent<HTMLInputElement>) =>
              changeDiscount(index, { Discount: event.target.value })
            }
            input={{
              "data-testid": `discount-value-${index}`,
              "aria-label": t("packages.discount"),
              autoComplete: "off",
            }}
          />
          <Form.Field width={4} className="commerce-percent">
            {index === 0 ? <label>&nbsp;</label> : null}
            <PercentOff value={discount.Discount} testId={`discount-off-${index}`} />
          </Form.Field>
          <Form.Field width={2}>
            {index === 0 ? <label>&nbsp;</label> : null}
            <Button
              type="button"
              basic
              icon="trash"
              size="small"
              title={t("packages.removeDiscount")}
              aria-label={t("packages.removeDiscount")}
              onClick={() => setDiscounts(values.Discounts.filter((_d, i) => i !== index))}
              data-testid={`discount-remove-${index}`}
            />
          </Form.Field>
        </Form.Group>
      ))}
      {form.errorAt(["Discounts"]) ? <p className="commerce-error">{form.errorAt(["Discounts"])}</p> : null}
      <Button
        type="button"
        basic
        size="small"
        icon="plus"
        content={t("packages.addDiscount")}
        onClick={() => setDiscounts([...values.Discounts, { Quantity: nextQuantity(), Discount: "" }])}
        data-testid="discount-add"
      />

      {values.Kind === "token" ? (
        <>
          <Header as="h4" dividing>
            {t("packages.limited")}
          </Header>
          <p className="muted small">{t("packages.limitedHint")}</p>
          <Form.Field>
            <Checkbox
              toggle
              label={t("packages.limitedEnabled")}
              checked={limited.Enabled}
              onChange={(_event, data) => changeLimited({ Enabled: Boolean(data.checked) })}
              data-testid="limited-enabled"
            />
          </Form.Field>
          {limited.Enabled ? (
            <Form.Group>
              <Form.Input
                width={4}
                label={t("packages.discount")}
                value={limited.Discount}
                placeholder="0.8"
                error={problem(form.errorAt(["LimitedDiscount", "Discount"]))}
                onChange={(event: ChangeEvent<HTMLInputElement>) =>
                  changeLimited({ Discount: event.target.value })
                }
                input={{ "data-testid": "limited-discount", autoComplete: "off" }}
              />
              <Form.Field width={3} className="commerce-percent">
                <label>&nbsp;</label>
                <PercentOff value={limited.Discount} testId="limited-off" />
              </Form.Field>
              <Form.Input
                width={3}
                label={t("packages.limitedDays")}
                value={limited.Days}
                error={problem(form.errorAt(["LimitedDiscount", "Days"]))}
                onChange={(event: ChangeEvent<HTMLInputElement>) =>
                  changeLimited({ Days: event.target.value })
                }
                input={{ "data-testid": "limited-days", autoComplete: "off" }}
              />
              <Form.Input
                width={6}
                type="datetime-local"
                label={t("packages.limitedFrom")}
                value={limited.From}
                error={problem(form.errorAt(["LimitedDiscount", "From"]))}
                onChange={(event: ChangeEvent<HTMLInputElement>) =>
                  changeLimited({ From: event.target.value })
                }
                input={{ "data-testid": "limited-from", title: t("packages.limitedFromHint") }}
              />
            </Form.Group>
          ) : null}
          {form.errorAt(["LimitedDiscount"]) ? (
            <p className="commerce-error">{form.errorAt(["LimitedDiscount"])}</p>
          ) : null}
        </>
      ) : null}
    </FormDialog>
  );
}
