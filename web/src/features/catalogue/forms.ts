/** Input rules shared by the catalogue dialogs (spec §5): integers, discounts, unique names. */
import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { isValidDiscount } from "@crucible/schema";

/** Integer inputs accept digits and a leading minus only (spec §5). */
export function integerInput(text: string, allowMinus = true): boolean {
  return allowMinus ? /^-?\d*$/.test(text) : /^\d*$/.test(text);
}

/** Number inputs accept digits, minus, dot and e (spec §5). */
export function numberInput(text: string): boolean {
  return /^[-\d.eE]*$/.test(text);
}

export type IntegerCheck =
  | { readonly ok: true; readonly value: number | null }
  | { readonly ok: false; readonly error: "integer" | "range" };

/** A whole number in [min, max]; blank is null when allowed (unlimited), otherwise an error. */
export function parseInteger(text: string, min: number, max: number, blank: "null" | "error"): IntegerCheck {
  const trimmed = text.trim();
  if (trimmed === "") return blank === "null" ? { ok: true, value: null } : { ok: false, error: "integer" };
  if (!/^-?\d+$/.test(trimmed)) return { ok: false, error: "integer" };
  const value = Number(trimmed);
  if (!Number.isSafeInteger(value) || value < min || value > max) return { ok: false, error: "range" };
  return { ok: true, value };
}

/** A discount strictly above 0 and at most 1, or null. */
export function parseDiscount(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d*\.?\d+(e-?\d+)?$/i.test(trimmed)) return null;
  const value = Number(trimmed);
  return isValidDiscount(value) ? value : null;
}

/** Image UIDs are references such as registry.example.org/rdkit:2024.09: no spaces. */
export function isValidUid(text: string): boolean {
  return /^\S+$/.test(text.trim()) && text.trim().length <= 200;
}

/** Tags as the server keeps them: trimmed, no blanks, no repeats, at most 40 characters each. */
export function cleanTags(tags: readonly string[]): string[] {
  return [...new Set(tags.map((tag) => tag.trim()).filter((tag) => tag !== ""))];
}

function errorValue(error: unknown, code: string): string | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const extensions = error.errors[0]?.extensions;
  if (extensions?.code !== code) return null;
  return typeof extensions.value === "string" ? extensions.value : null;
}

/** The field a DBDuplicate error names (UID, Name), to mark it beside the toast; null for other errors. */
export function duplicateField(error: unknown): string | null {
  return errorValue(error, "DBDuplicate");
}

/** What a ServerInvalidParameter error says (the field and the reason); null for other errors. */
export function invalidValue(error: unknown): string | null {
  return errorValue(error, "ServerInvalidParameter");
}

/** What a DBDataNotExist error names (unknown accounts, for example); null for other errors. */
export function missingValue(error: unknown): string | null {
  return errorValue(error, "DBDataNotExist");
}
