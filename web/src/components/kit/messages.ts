/**
 * The form rules' messages (schema/src/rules.ts `RuleMessageCode`) in both languages. The codes the
 * shared validation catalogue already words (required, account, ...) are read from it; the others are
 * here, picked by the active language like a feature's own strings.
 */
import { ruleMessageCodes, type RuleMessageCode } from "@crucible/schema";
import type { TFunction } from "i18next";
import type { ValidationKey } from "../validation";

type KitCode = Exclude<RuleMessageCode, ValidationKey>;
// Every other code must be a key of the validation catalogue (a compile-time check).
type CatalogueCode = Exclude<RuleMessageCode, KitCode> & ValidationKey;

const kitEn: Record<KitCode, (max: number) => string> = {
  tooLong: (max) => `At most ${max} characters`,
  invisible: () => "Remove the invisible direction or zero-width characters",
};

const kitZh: Record<KitCode, (max: number) => string> = {
  tooLong: (max) => `最多 ${max} 个字符`,
  invisible: () => "请删除不可见的方向控制字符或零宽字符",
};

export function isRuleMessageCode(code: string): code is RuleMessageCode {
  return ruleMessageCodes.some((known) => known === code);
}

function isKitCode(code: RuleMessageCode): code is KitCode {
  return code in kitEn;
}

/** The words of a rule's message code in the active language (`max` for tooLong). */
export function ruleMessage(t: TFunction, language: string, code: RuleMessageCode, max = 0): string {
  if (isKitCode(code)) return (language.startsWith("zh") ? kitZh : kitEn)[code](max);
  const key: CatalogueCode = code;
  return t(`validation.${key}`);
}
