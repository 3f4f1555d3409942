/**
 * The commerce rules' issues (schema/src/commerce.ts: zod's own checks and the rules' custom messages)
 * worded in the active language, for `useResourceForm`'s `word`. Prices are checked in fen and shown
 * in yuan.
 */
import { yuan } from "@crucible/schema";
import { useCallback } from "react";
import type { FormIssue } from "../../components/kit/useResourceForm";
import { useNs, type NsT } from "../../i18n";
import { commerceSysNs } from "./i18n";

/** The fields whose bounds are fen, shown in yuan. */
const fenFields = new Set(["UnitPrice"]);

function bound(value: number | bigint | undefined, inFen: boolean): string {
  const number = Number(value ?? 0);
  return inFen ? yuan(number) : String(number);
}

export function wordCommerceIssue(t: NsT<"commerceSys">, issue: FormIssue): string {
  const field = String(issue.path[issue.path.length - 1] ?? "");
  const inFen = fenFields.has(field);
  switch (issue.code) {
    case "invalid_type":
      if (issue.received === "NaN") return t(inFen ? "issues.price" : "issues.number");
      if (issue.expected === "int") return t(inFen ? "issues.price" : "issues.integer");
      return t("issues.required");
    case "too_small":
      if (issue.origin === "string" && Number(issue.minimum) === 1) return t("issues.required");
      return issue.inclusive === false
        ? t("issues.above", { min: bound(issue.minimum, inFen) })
        : t("issues.atLeast", { min: bound(issue.minimum, inFen) });
    case "too_big":
      if (issue.origin === "string") return t("issues.tooLong", { max: String(issue.maximum) });
      if (issue.origin === "array") return t("issues.tooMany", { max: String(issue.maximum) });
      return t("issues.atMost", { max: bound(issue.maximum, inFen) });
    case "invalid_format":
      return t("issues.date");
  }
  if (issue.message === "duplicate quantity") return t("issues.duplicateQuantity");
  if (issue.message === "only token packages have one") return t("issues.onlyToken");
  if (issue.message === "must be above 0 when the discount is enabled") return t("issues.daysWhenEnabled");
  if (issue.message === "not a time zone") return t("issues.timeZone");
  const atMost = /^at most (\d+)$/.exec(issue.message);
  if (atMost) return t("issues.atMost", { max: atMost[1]! });
  return issue.message;
}

/** `word` for the commerce forms, in the active language. */
export function useCommerceIssues(): (issue: FormIssue) => string {
  const { t } = useNs(commerceSysNs);
  return useCallback((issue: FormIssue) => wordCommerceIssue(t, issue), [t]);
}
