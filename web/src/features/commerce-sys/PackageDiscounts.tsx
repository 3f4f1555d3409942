/**
 * The package dialog's (PackageDialog) discount parts: the quantity discounts (each also shown as
 * "% off") and, for token packages, the time-limited discount.
 */
import { maxOrderQuantity, percentOff } from "@crucible/schema";
import type { ChangeEvent } from "react";
import { Button, Checkbox, Form, Label } from "semantic-ui-react";
import { useNs } from "../../i18n";
import { numberOf, type DiscountDraft, type LimitedDraft } from "./drafts";
import { commerceSysNs } from "./i18n";

/** The form's message at a path of the draft (ResourceForm's errorAt). */
type ErrorAt = (path: readonly PropertyKey[]) => string | null;

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

export function problem(message: string | null) {
  return message ? { content: message, pointing: "above" as const } : undefined;
}

export function DiscountRows({
  discounts,
  onChange,
  errorAt,
}: {
  discounts: readonly DiscountDraft[];
  onChange: (discounts: DiscountDraft[]) => void;
  errorAt: ErrorAt;
}) {
  const { t } = useNs(commerceSysNs);
  const change = (index: number, next: Partial<DiscountDraft>) =>
    onChange(discounts.map((d, i) => (i === index ? { ...d, ...next } : d)));
  const nextQuantity = () => {
    const highest = Math.max(1, ...discounts.map((d) => numberOf(d.Quantity) ?? 0).filter(Number.isFinite));
    return String(Math.min(maxOrderQuantity, highest < 10 ? 10 : highest * 2));
  };
  return (
    <>
      {discounts.length === 0 ? (
        <p className="muted" data-testid="discounts-none">
          {t("packages.noDiscounts")}
        </p>
      ) : null}
      {discounts.map((discount, index) => (
        <Form.Group key={index} className="commerce-discount-row" data-testid={`discount-row-${index}`}>
          <Form.Input
            width={5}
            label={index === 0 ? t("packages.quantity") : undefined}
            value={discount.Quantity}
            error={problem(errorAt(["Discounts", index, "Quantity"]))}
            onChange={(event: ChangeEvent<HTMLInputElement>) =>
              change(index, { Quantity: event.target.value })
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
            error={problem(errorAt(["Discounts", index, "Discount"]))}
            onChange={(event: ChangeEvent<HTMLInputElement>) =>
              change(index, { Discount: event.target.value })
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
              onClick={() => onChange(discounts.filter((_d, i) => i !== index))}
              data-testid={`discount-remove-${index}`}
            />
          </Form.Field>
        </Form.Group>
      ))}
      {errorAt(["Discounts"]) ? <p className="commerce-error">{errorAt(["Discounts"])}</p> : null}
      <Button
        type="button"
        basic
        size="small"
        icon="plus"
        content={t("packages.addDiscount")}
        onClick={() => onChange([...discounts, { Quantity: nextQuantity(), Discount: "" }])}
        data-testid="discount-add"
      />
    </>
  );
}

export function LimitedDiscountFields({
  limited,
  onChange,
  errorAt,
}: {
  limited: LimitedDraft;
  onChange: (limited: LimitedDraft) => void;
  errorAt: ErrorAt;
}) {
  const { t } = useNs(commerceSysNs);
  const change = (next: Partial<LimitedDraft>) => onChange({ ...limited, ...next });
  return (
    <>
      <Form.Field>
        <Checkbox
          toggle
          label={t("packages.limitedEnabled")}
          checked={limited.Enabled}
          onChange={(_event, data) => change({ Enabled: Boolean(data.checked) })}
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
            error={problem(errorAt(["LimitedDiscount", "Discount"]))}
            onChange={(event: ChangeEvent<HTMLInputElement>) => change({ Discount: event.target.value })}
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
            error={problem(errorAt(["LimitedDiscount", "Days"]))}
            onChange={(event: ChangeEvent<HTMLInputElement>) => change({ Days: event.target.value })}
            input={{ "data-testid": "limited-days", autoComplete: "off" }}
          />
          <Form.Input
            width={6}
            type="datetime-local"
            label={t("packages.limitedFrom")}
            value={limited.From}
            error={problem(errorAt(["LimitedDiscount", "From"]))}
            onChange={(event: ChangeEvent<HTMLInputElement>) => change({ From: event.target.value })}
            input={{ "data-testid": "limited-from", title: t("packages.limitedFromHint") }}
          />
        </Form.Group>
      ) : null}
      {errorAt(["LimitedDiscount"]) ? <p className="commerce-error">{errorAt(["LimitedDiscount"])}</p> : null}
    </>
  );
}
