/**
 * Recharge cards (spec §3, §4, §6, §8): the back office generates batches (User.ResourcePack.Card),
 * lists them with who used them and when, exports and deletes them. A normal user of an academic or
 * individual account redeems a card once: one conditional UPDATE ... RETURNING decides who wins, and
 * the pack it creates is in the same transaction. Failed redemptions are counted per user per hour.
 */
import { randomBytes } from "node:crypto";
import {
  cardBatchInput,
  cardFailuresPerHour,
  cardNumberAlphabet,
  cardNumberLength,
  redeemCardInput,
  type ErrorType,
  commerceFeature,
} from "@crucible/schema";
import { stringify } from "csv-stringify/sync";
import { and, asc, count, eq, gt, isNull, sql } from "drizzle-orm";
import {
  cardAttempts,
  rechargeCards,
  type RechargeCardRow,
  type ResourcePackRow,
} from "../../db/commerce.js";
import { projects } from "../../db/projects.js";
import { users } from "../../db/users.js";
import type { Database } from "../../db/connection.js";
import type { Ctx } from "../context.js";
import type { Granted, UserActor } from "../access/guards.js";
import { AppError, parseInput } from "../errors.js";
import { defineResource, readVerbs, type Resource } from "../resources/registry.js";
import { createPack } from "./packs.js";

/** A new card number: 20 characters of 5 random bits each (100 bits). */
export function newCardNumber(): string {
  const bytes = randomBytes(cardNumberLength);
  let out = "";
  for (const byte of bytes) out += cardNumberAlphabet[byte & 31];
  return out;
}

/** A card number as people read it: groups of four. */
export function formatCardNumber(cardNo: string): string {
  return cardNo.replace(/(.{4})(?=.)/g, "$1-");
}

export type CardState = "unused" | "used" | "expired" | "deleted";

// eslint-disable-next-line no-restricted-syntax -- a presenter (no clock reaches it): the state shown; redeeming checks the clock
export function cardState(row: RechargeCardRow, now = Date.now()): CardState {
  if (row.deletedAt) return "deleted";
  if (row.usedBy) return "used";
  return row.expiresAt.getTime() <= now ? "expired" : "unused";
}

export function presentCard(row: RechargeCardRow): Record<string, unknown> {
  return {
    Id: row.id,
    CardNo: formatCardNumber(row.cardNo),
    Batch: row.batch,
    Kind: row.kind,
    Grants: row.grants,
    ExpiryMonths: row.expiryMonths,
    ExpiresAt: row.expiresAt,
    Note: row.note,
    UsedBy: row.usedBy,
    UsedAt: row.usedAt,
    State: cardState(row),
    CreatedAt: row.createdAt,
  };
}

const columns = {
  Id: { column: rechargeCards.id, kind: "int" },
  CardNo: { column: rechargeCards.cardNo, kind: "string" },
  Batch: { column: rechargeCards.batch, kind: "string" },
  Kind: { column: rechargeCards.kind, kind: "string" },
  UsedBy: { column: rechargeCards.usedBy, kind: "int" },
  UsedAt: { column: rechargeCards.usedAt, kind: "date" },
  ExpiresAt: { column: rechargeCards.expiresAt, kind: "date" },
  CreatedAt: { column: rechargeCards.createdAt, kind: "date" },
} as const;

/** Cards in the back office: list, read, delete (a deleted card can no longer be redeemed). */
export const sysCardResource: Resource<RechargeCardRow> = defineResource<RechargeCardRow>({
  path: "sys/user_resource_pack_card",
  table: rechargeCards,
  side: "sys",
  area: "User.ResourcePack.Card",
  feature: commerceFeature,
  columns,
  defaultOrder: () => [sql`${rechargeCards.createdAt} desc`, sql`${rechargeCards.id} desc`],
  present: presentCard,
  verbs: [...readVerbs, "delete", "delete_soft", "delete_cancel"],
});

/** Generates a batch of cards; answers the batch name and its cards. */
export async function generateCards(
  ctx: Ctx,
  actor: Granted<"User.ResourcePack.Card.Update">,
  body: unknown,
): Promise<{ batch: string; cards: RechargeCardRow[] }> {
  const input = parseInput(cardBatchInput, body);
  const expiresAt = new Date(input.ExpiresAt);
  if (expiresAt.getTime() <= ctx.clock.ms())
    throw new AppError("ServerInvalidParameter", "ExpiresAt: in the past");
  const batch = `${ctx.clock.now().toISOString().slice(0, 10).replace(/-/g, "")}-${randomBytes(3).toString("hex")}`;
  const values = Array.from({ length: input.Count }, () => ({
    cardNo: newCardNumber(),
    batch,
    kind: input.Kind,
    grants: input.Grants,
    expiryMonths: input.ExpiryMonths,
    expiresAt,
    note: input.Note,
    createdBy: actor.id,
  }));
  const cards = await ctx.db.transaction((tx) => tx.insert(rechargeCards).values(values).returning());
  return { batch, cards };
}

/** A batch's cards as CSV (card number, kind, grants, months, expiry, state, used by, used at). */
export async function exportCards(
  ctx: Ctx,
  _actor: Granted<"User.ResourcePack.Card.Read">,
  batch: string,
): Promise<string> {
  const rows = await ctx.db
    .select()
    .from(rechargeCards)
    .where(eq(rechargeCards.batch, batch))
    .orderBy(asc(rechargeCards.id))
    .limit(10_000);
  if (rows.length === 0) throw new AppError("DBDataNotExist");
  const lines = rows.map((row) => {
    const card = presentCard(row);
    return [
      card.CardNo,
      row.kind,
      row.grants,
      row.expiryMonths,
      row.expiresAt.toISOString(),
      card.State,
      row.usedBy ?? "",
      row.usedAt?.toISOString() ?? "",
    ];
  });
  return stringify([
    ["CardNo", "Kind", "Grants", "ExpiryMonths", "ExpiresAt", "State", "UsedBy", "UsedAt"],
    ...lines,
  ]);
}

/** Whether the project is there, its row share-locked until the transaction ends (a delete waits). */
async function projectExists(tx: Database, projectId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: projects.id })
    .from(projects)
    .where(eq(projects.id, projectId))
    .for("share");
  return row !== undefined;
}

/** Account kinds that may recharge (spec §6). */
const rechargeUserTypes = new Set(["academic", "individual"]);

/**
 * Redeems a card for the signed-in user (or, with `projectId`, for that project: the caller checked
 * that the user is an owner of it, projects/packs.ts): the pack it grants, or UserResourcePackCardDeleted,
 * ...Expired, ...Used, DBDataNotExist with Value CardNo (no such card), DBRateLimit (too many failures
 * this hour).
 */
export async function redeemCard(
  ctx: Ctx,
  actor: UserActor,
  body: unknown,
  projectId: number | null = null,
): Promise<ResourcePackRow> {
  const input = parseInput(redeemCardInput, body);
  type Outcome = { pack: ResourcePackRow } | { error: ErrorType; value: string | null };
  const outcome = await ctx.db.transaction(async (tx): Promise<Outcome> => {
    // One redemption per user at a time, so the failure count cannot be outrun in parallel.
    const [user] = await tx
      .select({ userType: users.userType })
      .from(users)
      .where(eq(users.id, actor.id))
      .for("update");
    if (!user || !rechargeUserTypes.has(user.userType)) {
      return { error: "DBPermDenied", value: "recharge (academic and individual accounts only)" };
    }
    const [failures] = await tx
      .select({ n: count() })
      .from(cardAttempts)
      .where(
        and(
          eq(cardAttempts.userId, actor.id),
          gt(cardAttempts.createdAt, sql`${ctx.clock.sqlNow()} - interval '1 hour'`),
        ),
      );
    if ((failures?.n ?? 0) >= cardFailuresPerHour) {
      return { error: "DBRateLimit", value: `at most ${cardFailuresPerHour} failed cards an hour` };
    }
    const [won] = await tx
      .update(rechargeCards)
      .set({ usedBy: actor.id, usedAt: ctx.clock.sqlNow() })
      .where(
        and(
          eq(rechargeCards.cardNo, input.CardNo),
          isNull(rechargeCards.usedBy),
          isNull(rechargeCards.deletedAt),
          gt(rechargeCards.expiresAt, ctx.clock.sqlNow()),
        ),
      )
      .returning();
    if (won) {
      // A project deleted meanwhile: the card stays unused (the transaction is undone).
      if (projectId !== null && !(await projectExists(tx, projectId))) throw new AppError("DBDataNotExist");
      const pack = await createPack(
        { db: tx, clock: ctx.clock },
        {
          userId: actor.id,
          projectId,
          kind: won.kind,
          amount: won.grants,
          months: won.expiryMonths,
          source: "card",
          cardId: won.id,
          note: `card ${formatCardNumber(won.cardNo)}`,
        },
      );
      return { pack };
    }
    const [card] = await tx.select().from(rechargeCards).where(eq(rechargeCards.cardNo, input.CardNo));
    await tx.insert(cardAttempts).values({ userId: actor.id, createdAt: ctx.clock.sqlNow() });
    const error: ErrorType = !card
      ? "DBDataNotExist"
      : card.deletedAt
        ? "UserResourcePackCardDeleted"
        : card.usedBy
          ? "UserResourcePackCardUsed"
          : "UserResourcePackCardExpired";
    // No such card names what is missing (the client says "unknown card number", not "the data").
    return { error, value: card ? null : "CardNo" };
  });
  if ("pack" in outcome) return outcome.pack;
  throw new AppError(outcome.error, outcome.value);
}
