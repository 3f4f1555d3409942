/**
 * The commerce rules' issues (schema/src/commerce.ts: zod's own checks and the rules' custom messages)
 * worded in the active language, for `useResourceForm`'s `word`. Prices are checked in fen and shown
 * in yuan.
 */
import { yuan } from "@crucible/schema";
import { useCallback } from "react";
import type { FormIssue } from "../../components/kit/useResourceForm";
import { useCommerceSysText, type CommerceSysText } from "./i18n";

/** The fields whose bounds are fen, shown in yuan. */
const fenFields = new Set(["UnitPrice"]);

function bound(value: number | bigint | undefined, inFen: boolean): string {
  const number = Number(value ?? 0);
  return inFen ? yuan(number) : String(number);
}

export function wordCommerceIssue(text: CommerceSysText, issue: FormIssue): string {
  const words = text.issues;
  const field = String(issue.path[issue.path.length - 1] ?? "");
  const inFen = fenFields.has(field);
  switch (issue.code) {
    case "invalid_type":
      if (issue.received === "NaN") return inFen ? words.price : words.number;
      if (issue.expected === "int") return inFen ? words.price : words.integer;
      return words.required;
    case "too_small":
      if (issue.origin === "string" && Number(issue.minimum) === 1) return words.required;
      return issue.inclusive === false
        ? words.above(bound(issue.minimum, inFen))
        : words.atLeast(bound(issue.minimum, inFen));
    case "too_big":
      if (issue.origin === "string") return words.tooLong(String(issue.maximum));
      if (issue.origin === "array") return words.tooMany(String(issue.maximum));
      return words.atMost(bound(issue.maximum, inFen));
    case "invalid_format":
      return words.date;
  }
  if (issue.message === "duplicate quantity") return words.duplicateQuantity;
  if (issue.message === "only token packages have one") return words.onlyToken;
  if (issue.message === "must be above 0 when the discount is enabled") return words.daysWhenEnabled;
  if (issue.message === "not a time zone") return words.timeZone;
  const atMost = /^at most (\d+)$/.exec(issue.message);
  if (atMost) return words.atMost(atMost[1]!);
  return issue.message;
}

/** `word` for the commerce forms, in the active language. */
export function useCommerceIssues(): (issue: FormIssue) => string {
  const text = useCommerceSysText();
  return useCallback((issue: FormIssue) => wordCommerceIssue(text, issue), [text]);
}
