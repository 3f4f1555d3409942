import { signedInTo } from "../directives.js";
import type { Ctx } from "../../domain/context.js";
import { createApiToken, listApiTokens, revokeApiToken } from "../../domain/auth/apiTokens.js";
import { loginWithPassword, type LoginOutcome } from "../../domain/auth/login.js";
import { loadPermissions } from "../../domain/access/permissions.js";
import { mySessions, revokeOwnSession } from "../../domain/auth/sessions.js";
import { featureSwitchesDoc, readKeyDoc, sysConfigDoc } from "../../domain/config/keyData.js";
import { listTemplates } from "../../domain/images/imageTemplates.js";
import {
  logout,
  me,
  meSys,
  readUserConfig,
  register,
  updatePassword,
  updateProfile,
  updateUserConfig,
} from "../../domain/users/account.js";
import { activateContact, sendActivationCode } from "../../domain/users/contacts.js";
import {
  checkResetPassword,
  forgetPassword,
  loginByMobile,
  resetPassword,
  sendMobileLoginCode,
} from "../../domain/users/recovery.js";
import { useAvatarTemplate } from "../../domain/users/avatar.js";
import type { MutationResolvers, QueryResolvers } from "../__generated__/resolvers.js";
import { toId } from "./scalars.js";

function imageLimit(limit: { Max: number; Unit: string; CompressionQuality: number }) {
  return { max: limit.Max, unit: limit.Unit, compressionQuality: limit.CompressionQuality };
}

const avatarTemplates = async (ctx: Ctx) =>
  (await listTemplates(ctx, "user_avatar", true)).map((t) => ({ id: String(t.id), url: t.url }));

export const accountQueries: Pick<
  Required<QueryResolvers>,
  | "version"
  | "publicSettings"
  | "me"
  | "myConfig"
  | "mySessions"
  | "myApiTokens"
  | "avatarTemplates"
  | "sysMe"
  | "sysMySessions"
  | "sysMyApiTokens"
  | "sysAvatarTemplates"
> = {
  version: (_p, _a, ctx) => ctx.config.version,
  publicSettings: async (_p, _a, ctx) => {
    const config = await readKeyDoc(ctx.db, sysConfigDoc);
    return {
      version: ctx.config.version,
      registerEnabled: config.User.Register,
      feedbackEnabled: config.User.Feedback,
      mobileUrl: ctx.config.mobileUrl,
      features: await readKeyDoc(ctx.db, featureSwitchesDoc),
      userAvatarSize: imageLimit(config.Upload.UserAvatarSize),
      coverImageSize: imageLimit(config.Upload.CoverImageSize),
    };
  },
  me: (_p, _a, ctx, info) => me(ctx, signedInTo(info, "user")),
  myConfig: (_p, _a, ctx, info) => readUserConfig(ctx, signedInTo(info, "user")),
  mySessions: (_p, _a, ctx, info) => mySessions(ctx, signedInTo(info, "user")),
  myApiTokens: (_p, _a, ctx, info) => listApiTokens(ctx, signedInTo(info, "user")),
  avatarTemplates: (_p, _a, ctx) => avatarTemplates(ctx),
  sysMe: (_p, _a, ctx, info) => meSys(ctx, signedInTo(info, "sys")),
  sysMySessions: (_p, _a, ctx, info) => mySessions(ctx, signedInTo(info, "sys")),
  sysMyApiTokens: (_p, _a, ctx, info) => listApiTokens(ctx, signedInTo(info, "sys")),
  sysAvatarTemplates: (_p, _a, ctx) => avatarTemplates(ctx),
};

export async function loginResult(ctx: Ctx, outcome: LoginOutcome) {
  const permissions = outcome.systemUser
    ? [...(await loadPermissions(ctx.db, outcome.systemUser.id))].sort()
    : [];
  return { side: outcome.side, user: outcome.user, systemUser: outcome.systemUser, permissions };
}

export const accountMutations: Pick<
  Required<MutationResolvers>,
  | "_noop"
  | "register"
  | "login"
  | "sysLogin"
  | "logout"
  | "sysLogout"
  | "updateProfile"
  | "updatePassword"
  | "sysUpdatePassword"
  | "sendActivationCode"
  | "activateContact"
  | "forgetPassword"
  | "checkResetPassword"
  | "resetPassword"
  | "sendMobileLoginCode"
  | "loginByMobile"
  | "updateMyConfig"
  | "useAvatarTemplate"
  | "sysUpdateProfile"
  | "sysSendActivationCode"
  | "sysActivateContact"
  | "sysUseAvatarTemplate"
  | "revokeMySession"
  | "sysRevokeMySession"
  | "createApiToken"
  | "revokeApiToken"
  | "sysCreateApiToken"
  | "sysRevokeApiToken"
> = {
  _noop: () => null,
  register: (_p, { input }, ctx) => register(ctx, input),
  login: async (_p, args, ctx) => loginResult(ctx, await loginWithPassword(ctx, "user", args)),
  sysLogin: async (_p, args, ctx) => loginResult(ctx, await loginWithPassword(ctx, "sys", args)),
  logout: (_p, _a, ctx, info) => logout(ctx, signedInTo(info, "user")),
  sysLogout: (_p, _a, ctx, info) => logout(ctx, signedInTo(info, "sys")),
  updateProfile: (_p, { input }, ctx, info) => updateProfile(ctx, signedInTo(info, "user"), input),
  updatePassword: (_p, args, ctx, info) => updatePassword(ctx, signedInTo(info, "user"), args),
  sysUpdatePassword: (_p, args, ctx, info) => updatePassword(ctx, signedInTo(info, "sys"), args),
  sendActivationCode: (_p, { kind }, ctx, info) => sendActivationCode(ctx, signedInTo(info, "user"), kind),
  activateContact: (_p, { kind, code }, ctx, info) =>
    activateContact(ctx, signedInTo(info, "user"), kind, code),
  forgetPassword: (_p, { target, side }, ctx) => forgetPassword(ctx, side ?? "user", target),
  checkResetPassword: (_p, { target, code, side }, ctx) =>
    checkResetPassword(ctx, side ?? "user", target, code),
  resetPassword: (_p, { target, code, password, side }, ctx) =>
    resetPassword(ctx, side ?? "user", { target, code, password }),
  sendMobileLoginCode: (_p, { mobile }, ctx) => sendMobileLoginCode(ctx, "user", mobile),
  loginByMobile: async (_p, { mobile, code }, ctx) =>
    loginResult(ctx, await loginByMobile(ctx, "user", mobile, code)),
  updateMyConfig: (_p, { input }, ctx, info) => updateUserConfig(ctx, signedInTo(info, "user"), input),
  useAvatarTemplate: (_p, { templateId }, ctx, info) =>
    useAvatarTemplate(ctx, signedInTo(info, "user"), toId(templateId, "templateId")),
  sysUpdateProfile: (_p, { input }, ctx, info) => updateProfile(ctx, signedInTo(info, "sys"), input),
  sysSendActivationCode: (_p, { kind }, ctx, info) => sendActivationCode(ctx, signedInTo(info, "sys"), kind),
  sysActivateContact: (_p, { kind, code }, ctx, info) =>
    activateContact(ctx, signedInTo(info, "sys"), kind, code),
  sysUseAvatarTemplate: (_p, { templateId }, ctx, info) =>
    useAvatarTemplate(ctx, signedInTo(info, "sys"), toId(templateId, "templateId")),
  revokeMySession: (_p, { id }, ctx, info) => revokeOwnSession(ctx, signedInTo(info, "user"), toId(id)),
  sysRevokeMySession: (_p, { id }, ctx, info) => revokeOwnSession(ctx, signedInTo(info, "sys"), toId(id)),
  createApiToken: (_p, args, ctx, info) => createApiToken(ctx, signedInTo(info, "user"), args),
  revokeApiToken: (_p, { id }, ctx, info) => revokeApiToken(ctx, signedInTo(info, "user"), toId(id)),
  sysCreateApiToken: (_p, args, ctx, info) => createApiToken(ctx, signedInTo(info, "sys"), args),
  sysRevokeApiToken: (_p, { id }, ctx, info) => revokeApiToken(ctx, signedInTo(info, "sys"), toId(id)),
};
