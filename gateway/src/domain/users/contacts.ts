/** Activating the caller's e-mail or phone with a code sent to it (either side). */
import { eq } from "drizzle-orm";
import type { UserRow } from "../../db/schema.js";
import { users } from "../../db/users.js";
import type { Ctx } from "../context.js";
import { requireWritable, type SignedIn, type UserActor } from "../access/guards.js";
import { AppError } from "../errors.js";
import { checkCode, issueCode } from "../auth/codes.js";
import { me, meSys, sysContactStatus, sysProfile, type AccountActor, type SysProfile } from "./account.js";

export type ContactKind = "EMAIL" | "PHONE";

/** The caller's e-mail, phone and their activation state, on a side. */
async function ownContacts(ctx: Ctx, actor: AccountActor) {
  if (actor.side === "user") {
    const row = await me(ctx, actor);
    return { id: row.id, email: row.email, phone: row.phone, status: row };
  }
  const row = await meSys(ctx, actor);
  return { id: row.id, email: row.email, phone: row.phone, status: await sysContactStatus(ctx, row) };
}

/** The contact to activate: present and not yet active (DBEmailNull, DBMobileNull, DBStatusAlreadyActivated). */
async function contactToActivate(ctx: Ctx, actor: AccountActor, kind: ContactKind) {
  requireWritable(actor);
  const own = await ownContacts(ctx, actor);
  const target = kind === "EMAIL" ? own.email : own.phone;
  if (!target) throw new AppError(kind === "EMAIL" ? "DBEmailNull" : "DBMobileNull");
  if (kind === "EMAIL" ? own.status.emailStatus : own.status.phoneStatus) {
    throw new AppError("DBStatusAlreadyActivated");
  }
  const purpose = kind === "EMAIL" ? ("activate_email" as const) : ("activate_phone" as const);
  return { id: own.id, target, purpose };
}

/** Sends a 6-digit activation code to the caller's e-mail or phone (a code for that side only). */
export async function sendActivationCode(ctx: Ctx, actor: AccountActor, kind: ContactKind): Promise<boolean> {
  const side = actor.side;
  const { id, target, purpose } = await contactToActivate(ctx, actor, kind);
  const code = await issueCode(ctx, { purpose, side, userId: id, target });
  if (code === null) throw new AppError("DBRateLimit");
  const text = `Your Crucible activation code is ${code}. It expires in 10 minutes.`;
  if (kind === "EMAIL") await ctx.notifier.sendMail(target, "Crucible activation code", text);
  else await ctx.notifier.sendSms(target, text);
  return true;
}

/**
 * Activates the caller's e-mail or phone with the code sent to it. The code must have been issued
 * on the same side and for the same account: ids of the two sides are separate sequences.
 */
export function activateContact(
  ctx: Ctx,
  actor: UserActor,
  kind: ContactKind,
  code: string,
): Promise<UserRow>;
export function activateContact(
  ctx: Ctx,
  actor: SignedIn<"sys">,
  kind: ContactKind,
  code: string,
): Promise<SysProfile>;
export async function activateContact(
  ctx: Ctx,
  actor: AccountActor,
  kind: ContactKind,
  code: string,
): Promise<UserRow | SysProfile> {
  const { id, target, purpose } = await contactToActivate(ctx, actor, kind);
  await checkCode(ctx, { purpose, side: actor.side, target, code, consume: true, userId: id });
  // A system user's consumed code is the activation record (sysContactStatus).
  if (actor.side === "sys") return sysProfile(ctx, actor);
  const [updated] = await ctx.db
    .update(users)
    .set(kind === "EMAIL" ? { emailStatus: true } : { phoneStatus: true })
    .where(eq(users.id, id))
    .returning();
  return updated!;
}
