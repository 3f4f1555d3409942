import { and, desc, eq, isNull } from "drizzle-orm";
import { z } from "zod";
import { apiTokens, type ApiTokenRow } from "../../db/schema.js";
import type { Ctx, DbClock } from "../context.js";
import { requireWritable, type SignedIn } from "../access/guards.js";
import { AppError, invalid } from "../errors.js";
import { randomToken, sha256Hex } from "./crypto.js";
import type { Side } from "../../db/schema.js";

import { publishAccessChange } from "../events.js";

const createSchema = z.object({
  name: z.string().trim().min(1).max(64),
  readOnly: z.boolean(),
  expiresInDays: z.number().int().min(1).max(3650).nullish(),
});

/** Lists the caller's live API tokens. */
export async function listApiTokens(ctx: Ctx, actor: SignedIn): Promise<ApiTokenRow[]> {
  return ctx.db
    .select()
    .from(apiTokens)
    .where(and(eq(apiTokens.side, actor.side), eq(apiTokens.userId, actor.id), isNull(apiTokens.revokedAt)))
    .orderBy(desc(apiTokens.createdAt))
    .limit(200);
}

/** Creates a token; the secret is answered once and only its hash is kept. */
export async function createApiToken(
  ctx: Ctx,
  actor: SignedIn,
  input: z.input<typeof createSchema>,
): Promise<{ token: ApiTokenRow; secret: string }> {
  requireWritable(actor);
  const { side } = actor;
  // A token cannot mint tokens: that would outlive and widen the token's own scope.
  if (actor.tokenId !== null) throw new AppError("DBPermDenied", "create API tokens with an API token");
  const parsed = createSchema.safeParse(input);
  if (!parsed.success) throw invalid("name, readOnly or expiresInDays");
  const secret = `crc_${randomToken(24)}`;
  const { name, readOnly, expiresInDays } = parsed.data;
  const [token] = await ctx.db
    .insert(apiTokens)
    .values({
      side,
      userId: actor.id,
      name,
      readOnly,
      tokenHash: sha256Hex(secret),
      prefix: secret.slice(0, 10),
      expiresAt: expiresInDays ? new Date(ctx.clock.ms() + expiresInDays * 86_400_000) : null,
    })
    .returning();
  return { token: token!, secret };
}

/**
 * Revokes a live token of a side (only `userId`'s when given): true when there was one. Sockets opened
 * with it, in any gateway process, close within a second or two (publishAccessChange).
 */
export async function revokeApiTokenById(
  { db, clock }: DbClock,
  side: Side,
  id: number,
  userId?: number,
): Promise<boolean> {
  const rows = await db
    .update(apiTokens)
    .set({ revokedAt: clock.now() })
    .where(
      and(
        eq(apiTokens.id, id),
        eq(apiTokens.side, side),
        isNull(apiTokens.revokedAt),
        userId === undefined ? undefined : eq(apiTokens.userId, userId),
      ),
    )
    .returning({ userId: apiTokens.userId });
  if (rows[0]) await publishAccessChange(db, side, rows[0].userId);
  return rows.length > 0;
}

/**
 * Revokes one of the caller's own tokens (another's answers like a missing one). A read-only token may
 * revoke itself and nothing else, as REST's `readOnlyMay` of the token resource allows.
 */
export async function revokeApiToken(ctx: Ctx, actor: SignedIn, id: number): Promise<boolean> {
  if (actor.tokenId === null || actor.tokenId !== id) requireWritable(actor);
  if (!(await revokeApiTokenById(ctx, actor.side, id, actor.id))) throw new AppError("DBDataNotExist");
  return true;
}
