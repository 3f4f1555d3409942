/** Strings of the sign-in screens: sign-in, registration, password reset (loaded with their chunks), read by the user screens, the profile and the mobile registration too. */
import { defineNamespace, type Widen } from "../../i18n";

export const authEn = {
  auth: {
    signInTitle: "Sign in",
    sysSignInTitle: "Administrator sign-in",
    account: "Account",
    password: "Password",
    repeatPassword: "Repeat password",
    submit: "Sign in",
    forgot: "Forgot password?",
    noAccount: "No account yet?",
    register: "Register",
    haveAccount: "Already registered?",
    sessionLost: "Your session has ended. Please sign in again.",
    alreadySignedIn: "You are signed in as {{account}}.",
    continue: "Continue",
    byPassword: "Password",
    byMobile: "Mobile code",
    mobile: "Mobile number",
    code: "Verification code",
    sendCode: "Send code",
    resendIn: "Resend in {{seconds}} s",
    codeSent: "The code has been sent",
    registerTitle: "Create an account",
    registerDisabled: "User registration not yet open",
    name: "Name",
    email: "E-mail",
    phone: "Phone (optional)",
    companyName: "Company or institution",
    userType: "Account type",
    userTypes: {
      individual: "Individual",
      academic: "Academic",
      enterprise: "Enterprise",
    },
    registered: "Your account has been created. You can sign in now.",
    forgetTitle: "Reset your password",
    forgetTarget: "Activated e-mail or phone",
    forgetIntro:
      "We will send a 6-digit code to the e-mail address or phone number activated on your account.",
    newPassword: "New password",
    verifyCode: "Verify code",
    resetSubmit: "Reset password",
    resetDone: "Your password has been reset. Sign in with the new one.",
    backToSignIn: "Back to sign-in",
    toUserSide: "User sign-in",
    toSystemSide: "Administrator sign-in",
  },
} as const;

export type AuthCatalogue = Widen<typeof authEn>;

declare module "../../i18n/namespaces" {
  interface Namespaces {
    auth: AuthCatalogue;
  }
}

export const authNs = defineNamespace("auth", authEn, () =>
  import("./i18nZh").then((module) => module.authZh),
);
