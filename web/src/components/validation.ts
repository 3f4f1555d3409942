/** Client-side checks over the shared rules of @crucible/schema (spec §5); each returns a message key. */
import {
  codePattern,
  emailPattern,
  isValidAccount,
  isValidName,
  isValidPassword,
  mobilePattern,
} from "@crucible/schema";
import type { Catalogue } from "../i18n/en-US";

export type ValidationKey = keyof Catalogue["validation"];

export function checkRequired(value: string): ValidationKey | null {
  return value.trim() === "" ? "required" : null;
}

export function checkAccount(value: string): ValidationKey | null {
  return isValidAccount(value) ? null : "account";
}

export function checkPassword(value: string): ValidationKey | null {
  return isValidPassword(value) ? null : "password";
}

export function checkRepeat(password: string, repeat: string): ValidationKey | null {
  return password === repeat ? null : "repeat";
}

export function checkCode(value: string): ValidationKey | null {
  return codePattern.test(value) ? null : "code";
}

export function checkEmail(value: string, required: boolean): ValidationKey | null {
  if (value.trim() === "") return required ? "required" : null;
  return emailPattern.test(value.trim()) ? null : "email";
}

export function checkPhone(value: string, required: boolean): ValidationKey | null {
  if (value.trim() === "") return required ? "required" : null;
  return mobilePattern.test(value.trim()) ? null : "phone";
}

export function checkCompanyName(value: string): ValidationKey | null {
  return value.trim() === "" ? "companyName" : null;
}

export function checkName(value: string): ValidationKey | null {
  if (value === "") return "required";
  return isValidName(value) ? null : "name";
}

/** Either an e-mail or a phone number (password reset target). */
export function checkContact(value: string): ValidationKey | null {
  const trimmed = value.trim();
  if (trimmed === "") return "required";
  return emailPattern.test(trimmed) || mobilePattern.test(trimmed) ? null : "email";
}

/** The first failing check of a form, or an empty record when every field passes. */
export function collectErrors<K extends string>(
  checks: Record<K, ValidationKey | null>,
): Partial<Record<K, ValidationKey>> {
  const errors: Partial<Record<K, ValidationKey>> = {};
  for (const key of Object.keys(checks) as K[]) {
    const result = checks[key];
    if (result) errors[key] = result;
  }
  return errors;
}
