/**
 * The registration form's fields, checks and the register call's input, shared by the desktop's
 * register page and the mobile site's: the checks are those of components/validation (the shared rules
 * of @crucible/schema), so both sites refuse and send the same things.
 */
import { userTypes, type ExtValues } from "@crucible/schema";
import {
  checkAccount,
  checkCompanyName,
  checkEmail,
  checkName,
  checkPassword,
  checkPhone,
  checkRepeat,
  collectErrors,
  type ValidationKey,
} from "../../components/validation";
import type { RegisterInput } from "../../graphql";

export { userTypes };
export type UserType = (typeof userTypes)[number];

export interface RegisterForm {
  readonly account: string;
  readonly password: string;
  readonly repeat: string;
  readonly name: string;
  readonly email: string;
  readonly phone: string;
  readonly companyName: string;
  readonly userType: UserType;
}

export type RegisterErrors = Partial<Record<keyof RegisterForm, ValidationKey>>;

export const emptyRegisterForm: RegisterForm = {
  account: "",
  password: "",
  repeat: "",
  name: "",
  email: "",
  phone: "",
  companyName: "",
  userType: "individual",
};

export function isUserType(value: string): value is UserType {
  return (userTypes as readonly string[]).includes(value);
}

/** The fields that fail their check (an empty record when the form may be sent). */
export function checkRegisterForm(form: RegisterForm): RegisterErrors {
  return collectErrors({
    account: checkAccount(form.account),
    password: checkPassword(form.password),
    repeat: checkRepeat(form.password, form.repeat),
    name: checkName(form.name),
    email: checkEmail(form.email, true),
    phone: checkPhone(form.phone, false),
    companyName: checkCompanyName(form.companyName),
  });
}

/** The register call's input for a checked form. */
export function registerInputOf(form: RegisterForm, extInfo: ExtValues | null): RegisterInput {
  return {
    account: form.account,
    password: form.password,
    name: form.name,
    email: form.email.trim(),
    phone: form.phone.trim() || null,
    companyName: form.companyName.trim(),
    userType: form.userType,
    extInfo: extInfo ?? undefined,
  };
}
