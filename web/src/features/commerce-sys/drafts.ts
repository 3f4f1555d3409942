/**
 * What the commerce forms hold (the text of their inputs) and how it becomes what the shared rules of
 * schema/src/commerce.ts check: numbers, prices from yuan to fen, dates as ISO instants. An input
 * that is not a number becomes NaN, so the rule refuses it under its field.
 */
import { packageInput, yuan, type PackageInput as PackageRule, type PackageKind } from "@crucible/schema";
import type { FormSchema } from "../../components/kit/useResourceForm";
import type { PackageInput, SysPackageFieldsFragment } from "../../graphql";

/** A number typed in a field: empty is undefined (required), anything else not a number NaN. */
export function numberOf(text: string): number | undefined {
  const trimmed = text.trim();
  if (trimmed === "") return undefined;
  return /^-?(\d+\.?\d*|\.\d+)$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** Yuan typed with at most two decimals, as fen; more decimals or no number is NaN. */
export function fenOf(text: string): number | undefined {
  const trimmed = text.trim();
  if (trimmed === "") return undefined;
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(trimmed);
  if (!match) return Number.NaN;
  return Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
}

/** A `datetime-local` value (local time) as an ISO instant; an unreadable one stays as typed. */
export function isoOfLocal(text: string): string {
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? text : date.toISOString();
}

/** An ISO instant as a `datetime-local` value in local time (minutes). */
export function localOfIso(iso: string): string {
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The last moment of a `date` input's day in local time, as an ISO instant. */
export function endOfDayIso(day: string): string {
  return isoOfLocal(`${day}T23:59:59.999`);
}

/**
 * A shared rule applied to a form's draft: the hook hands the schema its own values (`D`), which
 * `toInput` turns into what the rule reads.
 */
export function draftSchema<D, O>(toInput: (draft: D) => unknown, schema: FormSchema<O>): FormSchema<O> {
  return { safeParse: (value) => schema.safeParse(toInput(value as D)) };
}

export interface DiscountDraft {
  readonly Quantity: string;
  readonly Discount: string;
}

export interface LimitedDraft {
  readonly Enabled: boolean;
  readonly Discount: string;
  readonly Days: string;
  /** `datetime-local`; empty starts the discount when saved. */
  readonly From: string;
}

export interface PackageDraft {
  readonly Kind: PackageKind;
  readonly Name: string;
  readonly NameZh: string;
  readonly Description: string;
  readonly Grants: string;
  /** Storage packages: workflow storage GB and running jobs per unit (empty is 0). */
  readonly WorkflowStorageGb: string;
  readonly RunningJobs: string;
  /** Yuan. */
  readonly UnitPrice: string;
  readonly ExpiryMonths: string;
  readonly Discounts: readonly DiscountDraft[];
  readonly LimitedDiscount: LimitedDraft;
}

const noLimited: LimitedDraft = { Enabled: false, Discount: "", Days: "", From: "" };

/** The form of a package: empty for a new one, its values (price in yuan) for an edit. */
/** The draft of a package: the row's, or a new one of the kind the create button named. */
export function packageDraftOf(
  row: SysPackageFieldsFragment | null,
  kind: PackageKind = "storage",
): PackageDraft {
  if (!row)
    return {
      Kind: kind,
      Name: "",
      NameZh: "",
      Description: "",
      Grants: "",
      WorkflowStorageGb: "",
      RunningJobs: "",
      UnitPrice: "",
      ExpiryMonths: "12",
      Discounts: [],
      LimitedDiscount: noLimited,
    };
  const limited = row.limitedDiscount;
  return {
    Kind: row.kind,
    Name: row.name,
    NameZh: row.nameZh,
    Description: row.description,
    Grants: String(row.grants),
    WorkflowStorageGb: row.workflowStorageGb ? String(row.workflowStorageGb) : "",
    RunningJobs: row.runningJobs ? String(row.runningJobs) : "",
    UnitPrice: yuan(row.unitPrice),
    ExpiryMonths: String(row.expiryMonths),
    Discounts: row.discounts.map((d) => ({ Quantity: String(d.quantity), Discount: String(d.discount) })),
    LimitedDiscount: limited
      ? {
          Enabled: limited.enabled,
          Discount: String(limited.discount),
          Days: String(limited.days),
          From: limited.from ? localOfIso(limited.from) : "",
        }
      : noLimited,
  };
}

/** The draft as packageInput reads it; a time-limited discount is sent only for a token package that enables it. */
export function packageRuleInput(draft: PackageDraft): unknown {
  const limited = draft.LimitedDiscount;
  return {
    Kind: draft.Kind,
    Name: draft.Name,
    NameZh: draft.NameZh,
    Description: draft.Description,
    Grants: numberOf(draft.Grants),
    // Only a storage package grants them; a token package sends none.
    ...(draft.Kind === "storage"
      ? { WorkflowStorageGb: numberOf(draft.WorkflowStorageGb), RunningJobs: numberOf(draft.RunningJobs) }
      : {}),
    UnitPrice: fenOf(draft.UnitPrice),
    ExpiryMonths: numberOf(draft.ExpiryMonths),
    Discounts: draft.Discounts.map((d) => ({
      Quantity: numberOf(d.Quantity),
      Discount: numberOf(d.Discount),
    })),
    LimitedDiscount:
      draft.Kind === "token" && limited.Enabled
        ? {
            Enabled: true,
            Discount: numberOf(limited.Discount),
            Days: numberOf(limited.Days),
            ...(limited.From.trim() ? { From: isoOfLocal(limited.From) } : {}),
          }
        : null,
  };
}

export const packageDraftRule = draftSchema(packageRuleInput, packageInput);

/** The checked package as the GraphQL input (unit price in fen). */
export function packageGraphInput(rule: PackageRule): PackageInput {
  const limited = rule.LimitedDiscount;
  return {
    kind: rule.Kind,
    name: rule.Name,
    nameZh: rule.NameZh,
    description: rule.Description,
    grants: rule.Grants,
    workflowStorageGb: rule.WorkflowStorageGb,
    runningJobs: rule.RunningJobs,
    unitPrice: rule.UnitPrice,
    expiryMonths: rule.ExpiryMonths,
    discounts: rule.Discounts.map((d) => ({ quantity: d.Quantity, discount: d.Discount })),
    limitedDiscount: limited
      ? {
          enabled: limited.Enabled,
          discount: limited.Discount,
          days: limited.Days,
          from: limited.From ?? null,
        }
      : null,
  };
}
