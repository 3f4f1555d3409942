import {
  emailPattern,
  hasInvisibleControls,
  isValidAccount,
  isValidName,
  isValidPassword,
  mobilePattern,
  userTypes,
  type ErrorType,
  type UserType,
} from "@crucible/schema";
import { AppError, invalid } from "../errors.js";

export function checkAccount(account: string | undefined): string {
  const value = account?.trim() ?? "";
  if (!value) throw new AppError("DBAccountNull");
  if (!isValidAccount(value)) throw new AppError("DBAccountFormatError");
  return value;
}

export function checkPassword(password: string | undefined): string {
  if (!password) throw new AppError("DBPasswordNull");
  if (!isValidPassword(password)) throw new AppError("DBPasswordFormatError");
  return password;
}

export function checkName(name: string | undefined): string {
  const value = name?.trim() ?? "";
  if (!value) throw new AppError("DBNameNull");
  if (!isValidName(value)) throw new AppError("DBNameFormatError");
  return value;
}

function optional(value: string | null | undefined, pattern: RegExp, error: ErrorType): string | null {
  const trimmed = value?.trim() ?? "";
  if (!trimmed) return null;
  if (!pattern.test(trimmed) || trimmed.length > 254) throw new AppError(error);
  return trimmed;
}

export function checkEmail(email: string | null | undefined, required = false): string | null {
  const value = optional(email, emailPattern, "DBEmailFormatError");
  if (required && !value) throw new AppError("DBEmailNull");
  return value?.toLowerCase() ?? null;
}

export function checkMobile(phone: string | null | undefined): string | null {
  return optional(phone, mobilePattern, "DBMobileFormatError");
}

export function checkText(
  label: string,
  value: string | null | undefined,
  max = 200,
  required = false,
): string {
  const trimmed = value?.trim() ?? "";
  if (required && !trimmed) throw invalid(`${label} is required`);
  if (trimmed.length > max) throw invalid(`${label} is longer than ${max}`);
  // Shown to other people (role and group names, company names): no text that displays reversed.
  if (hasInvisibleControls(trimmed)) throw invalid(`${label} holds an invisible control character`);
  return trimmed;
}

export function checkUserType(value: string | null | undefined): UserType {
  if (!value) return "individual";
  const found = userTypes.find((t) => t === value);
  if (!found) throw invalid(`userType must be one of ${userTypes.join(", ")}`);
  return found;
}

/** Maps a unique-constraint violation to DBDuplicate naming the field. */
export async function guardUnique<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const pgError = findPgError(error);
    if (pgError?.code === "23505") {
      const constraint = pgError.constraint ?? "";
      const field = /account/.test(constraint)
        ? "Account"
        : /email/.test(constraint)
          ? "Email"
          : /phone/.test(constraint)
            ? "Phone"
            : /name/.test(constraint)
              ? "Name"
              : "";
      throw new AppError("DBDuplicate", field);
    }
    throw error;
  }
}

interface PgErrorShape {
  code?: string;
  constraint?: string;
}

function findPgError(error: unknown): PgErrorShape | null {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === "object"; depth++) {
    const shape = current as PgErrorShape & { cause?: unknown };
    if (typeof shape.code === "string") return shape;
    current = shape.cause;
  }
  return null;
}

/** Picks the allowed PascalCase text fields of an update body. */
export function pickFields<T>(map: Record<string, keyof T>, body: Record<string, unknown>): Partial<T> {
  const out: Partial<T> = {};
  for (const [field, key] of Object.entries(map)) {
    if (!Object.hasOwn(body, field)) continue;
    const value = body[field];
    if (value !== null && typeof value !== "string") throw invalid(`${field} must be a string`);
    (out as Record<keyof T, unknown>)[key] = value;
  }
  return out;
}
