import { describe, expect, it } from "vitest";
import { checkRegisterForm, emptyRegisterForm, isUserType, registerInputOf } from "./registerForm";

const good = {
  ...emptyRegisterForm,
  account: "phoebe1",
  password: "Good#Pass2026",
  repeat: "Good#Pass2026",
  name: "Phoebe",
  email: " phoebe@example.org ",
  companyName: " Phone Labs ",
};

describe("the registration form shared by both sites", () => {
  it("refuses an empty form field by field", () => {
    expect(checkRegisterForm(emptyRegisterForm)).toEqual({
      account: "account",
      password: "password",
      name: "required",
      email: "required",
      companyName: "companyName",
    });
  });

  it("refuses a weak password, a different repeat, a bad e-mail and phone", () => {
    expect(
      checkRegisterForm({ ...good, password: "short", repeat: "other", email: "x@", phone: "12" }),
    ).toEqual({ password: "password", repeat: "repeat", email: "email", phone: "phone" });
  });

  it("accepts a good form, and sends it trimmed without an empty phone", () => {
    expect(checkRegisterForm(good)).toEqual({});
    expect(registerInputOf({ ...good, userType: "academic" }, null)).toEqual({
      account: "phoebe1",
      password: "Good#Pass2026",
      name: "Phoebe",
      email: "phoebe@example.org",
      phone: null,
      companyName: "Phone Labs",
      userType: "academic",
      extInfo: undefined,
    });
  });

  it("knows the account types", () => {
    expect(isUserType("enterprise")).toBe(true);
    expect(isUserType("admin")).toBe(false);
  });
});
