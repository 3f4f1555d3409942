/** The spec's `user` calls (§7), for normal users under /api/user and system users under /api/sys/user. */
import { accountContract, restCalls } from "@crucible/schema";
import { z } from "zod";
import type { Side } from "../db/schema.js";
import { ownRecentLoginLogs } from "../domain/users/sessions.js";
import type { Ctx } from "../domain/context.js";
import { createApiToken } from "../domain/auth/apiTokens.js";
import { loginWithPassword, type LoginOutcome } from "../domain/auth/login.js";
import { avatarUrl, presentApiToken, presentSysUser, presentUser } from "../domain/users/presenters.js";
import {
  logout,
  me,
  readUserConfig,
  sysProfile,
  register,
  registerSystemUser,
  updatePassword,
  updateProfile,
  updateUserConfig,
  type AccountActor,
  type SysProfile,
} from "../domain/users/account.js";
import { activateContact, sendActivationCode } from "../domain/users/contacts.js";
import {
  checkResetPassword,
  forgetPassword,
  loginByMobile,
  resetPassword,
  sendMobileLoginCode,
} from "../domain/users/recovery.js";
import { avatarBlob, uploadAvatar, useAvatarTemplate } from "../domain/users/avatar.js";
import { sendBlob } from "./blobs.js";
import { bodyId, contractAnswer, defineCall, idParams, idString, type Call } from "./calls.js";

/** A sign-in's answer: the signed-in user or system user (password, mobile code, LDAP). */
export function presentOutcome(outcome: LoginOutcome): Record<string, unknown> {
  if (outcome.user) return presentUser(outcome.user);
  if (outcome.systemUser) return presentSysUser(outcome.systemUser);
  throw new Error("a sign-in without its user");
}

/** A system user's own record: the columns plus the activation state of e-mail and phone. */
function presentSysProfile(profile: SysProfile): Record<string, unknown> {
  return { ...presentSysUser(profile), EmailStatus: profile.emailStatus, PhoneStatus: profile.phoneStatus };
}

/** Session data (spec §3): User, Logs (recent sign-ins) and Perms. */
async function sessionData(ctx: Ctx, actor: AccountActor): Promise<Record<string, unknown>> {
  const logs = await ownRecentLoginLogs(ctx, actor.side, actor.id);
  if (actor.side === "user") return { User: presentUser(await me(ctx, actor)), Logs: logs, Perms: [] };
  return {
    User: presentSysProfile(await sysProfile(ctx, actor)),
    Logs: logs,
    Perms: [...actor.perms].sort(),
  };
}

/** A string field that may be absent (absent, null and "" read as ""). */
const optionalString = z
  .string()
  .nullish()
  .transform((value) => value ?? "");
/** A string field that must be sent and not empty. */
const requiredString = z.string().min(1, "is required");
const optionalText = z.string().nullish();

const profileBody = z.object({
  Name: optionalText,
  Email: optionalText,
  Phone: optionalText,
  Gender: optionalText,
  CompanyName: optionalText,
  Address: optionalText,
  Site: optionalText,
  RealName: optionalText,
});

/** The register body of both sides; the system side reads Account, Password, Name, Email and Phone. */
const registerBody = z.object({
  Account: optionalString,
  Password: optionalString,
  Name: optionalString,
  Email: optionalString,
  Phone: optionalString,
  CompanyName: optionalString,
  UserType: optionalString,
  ExtInfo: z.unknown().optional(),
});

/** Email or Phone, in any letter case. */
const contactKind = z
  .string()
  .transform((kind) => kind.toUpperCase())
  .pipe(z.enum(["EMAIL", "PHONE"], { message: "Kind must be Email or Phone" }));

/** The avatar upload's UserId form field: absent or empty, or the caller's own id. */
const avatarForm = z.object({
  UserId: z.preprocess((value) => (value === "" ? undefined : value), idString.optional()),
});

/** The calls both sides have, under /api/user and /api/sys/user. */
function sideCalls(side: Side): Call[] {
  const base = side === "user" ? "/api/user" : "/api/sys/user";
  const avatarUpload = restCalls.avatarUpload(side);
  const guard = { side };
  return [
    defineCall({
      path: `${base}/login`,
      guard: { public: true },
      body: z.object({ Account: optionalString, Password: optionalString }),
      run: ({ ctx, body }) =>
        loginWithPassword(ctx, side, { account: body.Account, password: body.Password }),
      present: presentOutcome,
    }),
    defineCall({
      path: `${base}/register`,
      guard: { public: true },
      body: registerBody,
      run: async ({ ctx, body }) =>
        side === "user"
          ? presentUser(
              await register(ctx, {
                extInfo: body.ExtInfo,
                account: body.Account,
                password: body.Password,
                name: body.Name,
                email: body.Email,
                phone: body.Phone || null,
                companyName: body.CompanyName,
                userType: body.UserType || null,
              }),
            )
          : presentSysUser(
              await registerSystemUser(ctx, {
                account: body.Account,
                password: body.Password,
                name: body.Name,
                email: body.Email,
                phone: body.Phone || null,
              }),
            ),
    }),
    defineCall({
      path: `${base}/login_by_mobile_send_code`,
      guard: { public: true },
      body: z.object({ Mobile: requiredString }),
      run: ({ ctx, body }) => sendMobileLoginCode(ctx, side, body.Mobile),
    }),
    defineCall({
      path: `${base}/login_by_mobile`,
      guard: { public: true },
      body: z.object({ Mobile: requiredString, Code: requiredString }),
      run: ({ ctx, body }) => loginByMobile(ctx, side, body.Mobile, body.Code),
      present: presentOutcome,
    }),
    defineCall({
      path: `${base}/quit`,
      guard,
      run: ({ ctx, actor }) => logout(ctx, actor),
      // Both sides answer as the contract's user-side call.
      present: contractAnswer(accountContract.signOut),
    }),
    defineCall({
      path: `${base}/session_data`,
      guard,
      reads: true,
      run: ({ ctx, actor }) => sessionData(ctx, actor),
    }),
    // Resolving the session already slid its expiry; ?data=true answers its data.
    defineCall({
      path: `${base}/session_update`,
      guard,
      reads: true,
      query: z.object({ data: z.string().optional() }),
      run: async ({ ctx, actor, query }) => (query.data === "true" ? sessionData(ctx, actor) : true),
    }),
    defineCall({
      path: `${base}/update_pwd`,
      guard,
      body: z.object({ OldPassword: optionalString, NewPassword: optionalString }),
      run: ({ ctx, actor, body }) =>
        updatePassword(ctx, actor, { oldPassword: body.OldPassword, newPassword: body.NewPassword }),
    }),
    defineCall({
      path: `${base}/forget_pwd`,
      guard: { public: true },
      body: z.object({ Target: requiredString }),
      run: ({ ctx, body }) => forgetPassword(ctx, side, body.Target),
    }),
    defineCall({
      path: `${base}/check_reset_pwd`,
      guard: { public: true },
      body: z.object({ Target: requiredString, Code: requiredString }),
      run: ({ ctx, body }) => checkResetPassword(ctx, side, body.Target, body.Code),
    }),
    defineCall({
      path: `${base}/reset_pwd`,
      guard: { public: true },
      body: z.object({ Target: requiredString, Code: requiredString, Password: optionalString }),
      run: ({ ctx, body }) =>
        resetPassword(ctx, side, { target: body.Target, code: body.Code, password: body.Password }),
    }),
    defineCall({
      path: `${base}/update_info`,
      guard,
      body: profileBody,
      run: async ({ ctx, actor, body }) => {
        if (actor.side === "sys") {
          const input = { name: body.Name ?? "", email: body.Email, phone: body.Phone };
          return presentSysProfile(await updateProfile(ctx, actor, input));
        }
        return presentUser(
          await updateProfile(ctx, actor, {
            name: body.Name ?? "",
            email: body.Email,
            phone: body.Phone,
            gender: body.Gender,
            companyName: body.CompanyName ?? "",
            address: body.Address,
            site: body.Site,
            realName: body.RealName,
          }),
        );
      },
    }),
    defineCall({
      path: `${base}/send_activation_status`,
      guard,
      body: z.object({ Kind: contactKind }),
      run: ({ ctx, actor, body }) => sendActivationCode(ctx, actor, body.Kind),
    }),
    defineCall({
      path: `${base}/activation_status`,
      guard,
      body: z.object({ Kind: contactKind, Code: requiredString }),
      run: async ({ ctx, actor, body }) =>
        actor.side === "sys"
          ? presentSysProfile(await activateContact(ctx, actor, body.Kind, body.Code))
          : presentUser(await activateContact(ctx, actor, body.Kind, body.Code)),
    }),
    defineCall({
      path: `${base}/update_avatar`,
      guard,
      body: z.object({ TemplateId: bodyId }),
      run: async ({ ctx, actor, body }) =>
        avatarUrl((await useAvatarTemplate(ctx, actor, body.TemplateId)).avatarBlobId),
    }),
    defineCall({
      path: avatarUpload.path,
      guard,
      upload: { field: avatarUpload.field, maxBytes: 16 * 1024 * 1024 },
      body: avatarForm,
      run: async ({ ctx, actor, body, file }) =>
        avatarUrl((await uploadAvatar(ctx, actor, body.UserId ?? null, file)).avatarBlobId),
      present: contractAnswer(avatarUpload),
    }),
  ];
}

/** The calls only normal users have. */
const userCalls: Call[] = [
  // Avatars show on pages of both sides.
  defineCall({
    path: "/api/user/blob/:id",
    methods: ["GET"],
    guard: { signedIn: true },
    params: idParams,
    run: async ({ ctx, params, reply }) => sendBlob(ctx, reply, await avatarBlob(ctx, params.id)),
  }),
  defineCall({
    path: accountContract.configRead.path,
    guard: { side: "user" },
    reads: true,
    run: async ({ ctx, actor }) => ({ ShowConfigWeb: await readUserConfig(ctx, actor) }),
    present: contractAnswer(accountContract.configRead),
  }),
  defineCall({
    path: accountContract.configUpdate.path,
    guard: { side: "user" },
    body: z.object({ ShowConfigWeb: z.unknown().optional() }),
    run: async ({ ctx, actor, body }) => ({
      ShowConfigWeb: await updateUserConfig(ctx, actor, body.ShowConfigWeb),
    }),
    present: contractAnswer(accountContract.configUpdate),
  }),
  defineCall({
    path: accountContract.tokenMint.path,
    guard: { side: "user" },
    body: z.object({
      Name: requiredString,
      // Only `true` makes a read-only token, and only a number sets an expiry (as before).
      ReadOnly: z
        .unknown()
        .optional()
        .transform((value) => value === true),
      ExpiresInDays: z
        .unknown()
        .optional()
        .transform((value) => (typeof value === "number" ? value : null)),
    }),
    run: ({ ctx, actor, body }) =>
      createApiToken(ctx, actor, {
        name: body.Name,
        readOnly: body.ReadOnly,
        expiresInDays: body.ExpiresInDays,
      }),
    present: ({ token, secret }) =>
      contractAnswer(accountContract.tokenMint)({ ...presentApiToken(token), Secret: secret }),
  }),
];

export const accountCalls: Call[] = [...sideCalls("user"), ...sideCalls("sys"), ...userCalls];
