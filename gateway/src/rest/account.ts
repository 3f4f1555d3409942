/** The spec's `user` calls (§7), for normal users under /api/user and system users under /api/sys/user. */
import type { FastifyInstance } from "fastify";
import type { FastifyRequest } from "fastify";
import { z } from "zod";
import type { Side } from "../db/schema.js";
import { ownRecentLoginLogs } from "../domain/admin/sessions.js";
import type { Ctx, Services } from "../domain/context.js";
import { requireActor } from "../domain/access/guards.js";
import { createApiToken } from "../domain/auth/apiTokens.js";
import { loginWithPassword, type LoginOutcome } from "../domain/auth/login.js";
import { AppError, invalid } from "../domain/errors.js";
import { avatarUrl, presentApiToken, presentSysUser, presentUser } from "../domain/admin/presenters.js";
import {
  activateContact,
  checkResetPassword,
  forgetPassword,
  loginByMobile,
  logout,
  me,
  readUserConfig,
  sysProfile,
  register,
  resetPassword,
  sendActivationCode,
  sendMobileLoginCode,
  updatePassword,
  updateProfile,
  updateUserConfig,
  type ContactKind,
  type SysProfile,
} from "../domain/users/account.js";
import { avatarBlob, uploadAvatar, useAvatarTemplate } from "../domain/users/avatar.js";
import { bodyObject, envelope, idParam, readMultipart, stringField } from "./handler.js";
import { sendBlob } from "./blobs.js";

function presentOutcome(outcome: LoginOutcome): Record<string, unknown> {
  return outcome.user ? presentUser(outcome.user) : presentSysUser(outcome.systemUser!);
}

/** A system user's own record: the columns plus the activation state of e-mail and phone. */
function presentSysProfile(profile: SysProfile): Record<string, unknown> {
  return { ...presentSysUser(profile), EmailStatus: profile.emailStatus, PhoneStatus: profile.phoneStatus };
}

/** Session data (spec §3): User, Logs (recent sign-ins) and Perms. */
async function sessionData(ctx: Ctx, side: Side): Promise<Record<string, unknown>> {
  const actor = requireActor(ctx, side);
  const sideLogs = await ownRecentLoginLogs(ctx, side, actor.id);
  if (side === "user") return { User: presentUser(await me(ctx)), Logs: sideLogs, Perms: [] };
  return { User: presentSysProfile(await sysProfile(ctx)), Logs: sideLogs, Perms: [...actor.perms].sort() };
}

/** Parses a JSON body with a zod schema; a mismatch answers ServerInvalidParameter naming the field. */
function parseBody<T>(schema: z.ZodType<T>, request: FastifyRequest): T {
  const parsed = schema.safeParse(bodyObject(request));
  if (!parsed.success) throw invalid(parsed.error.issues[0]?.path.map(String).join(".") || "body");
  return parsed.data;
}

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
const activationBody = z.object({ Code: z.string().nullish() });
const avatarTemplateBody = z.object({
  TemplateId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});
const avatarUserId = z
  .string()
  .regex(/^\d{1,15}$/)
  .transform(Number)
  .refine((id) => id > 0)
  .optional();

function contactKind(body: Record<string, unknown>): ContactKind {
  const kind = String(body.Kind ?? "").toUpperCase();
  if (kind !== "EMAIL" && kind !== "PHONE")
    throw new AppError("ServerInvalidParameter", "Kind must be Email or Phone");
  return kind;
}

export function registerAccountRoutes(app: FastifyInstance, services: Services): void {
  const post = (path: string, handler: Parameters<typeof envelope>[1]) =>
    app.post(path, envelope(services, handler));

  for (const side of ["user", "sys"] as const) {
    const base = side === "user" ? "/api/user" : "/api/sys/user";
    post(`${base}/login`, async (ctx, request) => {
      const body = bodyObject(request);
      const outcome = await loginWithPassword(ctx, side, {
        account: stringField(body, "Account", false),
        password: stringField(body, "Password", false),
      });
      return presentOutcome(outcome);
    });
    post(`${base}/quit`, (ctx) => logout(ctx, side));
    post(`${base}/session_data`, (ctx) => sessionData(ctx, side));
    // session_update refreshes the session's expiry (resolving it slides it); ?data=true answers its data.
    post(`${base}/session_update`, async (ctx, request) => {
      const { data } = request.query as { data?: string };
      if (data === "true") return sessionData(ctx, side);
      requireActor(ctx, side);
      return true;
    });
    post(`${base}/update_pwd`, async (ctx, request) => {
      const body = bodyObject(request);
      return updatePassword(ctx, side, {
        oldPassword: stringField(body, "OldPassword", false),
        newPassword: stringField(body, "NewPassword", false),
      });
    });
    post(`${base}/forget_pwd`, (ctx, request) =>
      forgetPassword(ctx, side, stringField(bodyObject(request), "Target")),
    );
    post(`${base}/check_reset_pwd`, (ctx, request) => {
      const body = bodyObject(request);
      return checkResetPassword(ctx, side, stringField(body, "Target"), stringField(body, "Code"));
    });
    post(`${base}/reset_pwd`, (ctx, request) => {
      const body = bodyObject(request);
      return resetPassword(ctx, side, {
        target: stringField(body, "Target"),
        code: stringField(body, "Code"),
        password: stringField(body, "Password", false),
      });
    });
    // Own profile, activation and avatar (spec §7 user calls; the system stage prefixes /sys).
    post(`${base}/update_info`, async (ctx, request) => {
      const body = parseBody(profileBody, request);
      if (side === "sys") {
        return presentSysProfile(
          await updateProfile(ctx, "sys", { name: body.Name ?? "", email: body.Email, phone: body.Phone }),
        );
      }
      return presentUser(
        await updateProfile(ctx, "user", {
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
    });
    post(`${base}/send_activation_status`, (ctx, request) =>
      sendActivationCode(ctx, side, contactKind(bodyObject(request))),
    );
    post(`${base}/activation_status`, async (ctx, request) => {
      const kind = contactKind(bodyObject(request));
      const code = parseBody(activationBody, request).Code ?? "";
      if (!code) throw invalid("Code is required");
      return side === "sys"
        ? presentSysProfile(await activateContact(ctx, "sys", kind, code))
        : presentUser(await activateContact(ctx, "user", kind, code));
    });
    post(`${base}/update_avatar`, async (ctx, request) => {
      const parsed = avatarTemplateBody.safeParse(bodyObject(request));
      if (!parsed.success) throw new AppError("ServerInvalidParameter", "TemplateId");
      const id = parsed.data.TemplateId;
      const row =
        side === "sys" ? await useAvatarTemplate(ctx, "sys", id) : await useAvatarTemplate(ctx, "user", id);
      return avatarUrl(row.avatarBlobId);
    });
    post(`${base}/upload_avatar`, async (ctx, request) => {
      const file = await readMultipart(request, "PicFile", 16 * 1024 * 1024);
      const parsed = avatarUserId.safeParse(file.fields.UserId || undefined);
      if (!parsed.success) throw new AppError("ServerInvalidParameter", "UserId");
      const userId = parsed.data ?? null;
      const row =
        side === "sys"
          ? await uploadAvatar(ctx, "sys", userId, file)
          : await uploadAvatar(ctx, "user", userId, file);
      return avatarUrl(row.avatarBlobId);
    });
  }

  post("/api/user/register", async (ctx, request) => {
    const body = bodyObject(request);
    const row = await register(ctx, {
      account: stringField(body, "Account", false),
      password: stringField(body, "Password", false),
      name: stringField(body, "Name", false),
      email: stringField(body, "Email", false),
      phone: stringField(body, "Phone", false) || null,
      companyName: stringField(body, "CompanyName", false),
      userType: stringField(body, "UserType", false) || null,
    });
    return presentUser(row);
  });
  post("/api/user/login_by_mobile_send_code", (ctx, request) =>
    sendMobileLoginCode(ctx, stringField(bodyObject(request), "Mobile")),
  );
  post("/api/user/login_by_mobile", async (ctx, request) => {
    const body = bodyObject(request);
    return presentOutcome(await loginByMobile(ctx, stringField(body, "Mobile"), stringField(body, "Code")));
  });
  app.get(
    "/api/user/blob/:id",
    envelope(services, async (ctx, request, reply) =>
      sendBlob(ctx, reply, await avatarBlob(ctx, idParam(request))),
    ),
  );
  post("/api/user/user_config/read_data", async (ctx) => ({ ShowConfigWeb: await readUserConfig(ctx) }));
  post("/api/user/user_config/update_data", async (ctx, request) => ({
    ShowConfigWeb: await updateUserConfig(ctx, bodyObject(request).ShowConfigWeb),
  }));
  post("/api/user/api_token/insert", async (ctx, request) => {
    const body = bodyObject(request);
    const { token, secret } = await createApiToken(ctx, "user", {
      name: stringField(body, "Name"),
      readOnly: body.ReadOnly === true,
      expiresInDays: typeof body.ExpiresInDays === "number" ? body.ExpiresInDays : null,
    });
    return { ...presentApiToken(token), Secret: secret };
  });
}
