/**
 * The lapse of a project's token packs (issue 28 item 2; packs.ts): apart, so that the ledger's balance
 * reads it without the order and card flows.
 */
import { and, asc, eq, isNull, lte } from "drizzle-orm";
import type { Database } from "../../db/connection.js";
import { resourcePacks, tokenLedger } from "../../db/schema.js";
import { unspentAtExpiry } from "../commerce/packs.js";

/**
 * Writes the lapse of every token pack of the project that expired and has no lapse row yet, on the
 * project's ledger (the same replay as a user's: commerce/packs.ts unspentAtExpiry). Racing calls write
 * it once (the ledger's unique pack key). Answers how many tokens lapsed.
 */
export async function settleExpiredProjectPacks(
  db: Database,
  projectId: number,
  now = new Date(),
): Promise<number> {
  const expired = await db
    .select({ id: resourcePacks.id })
    .from(resourcePacks)
    .leftJoin(tokenLedger, and(eq(tokenLedger.packId, resourcePacks.id), eq(tokenLedger.kind, "expire")))
    .where(
      and(
        eq(resourcePacks.projectId, projectId),
        eq(resourcePacks.kind, "token"),
        lte(resourcePacks.expiresAt, now),
        isNull(tokenLedger.id),
      ),
    );
  if (expired.length === 0) return 0;
  const packs = await db
    .select({ id: resourcePacks.id, expiresAt: resourcePacks.expiresAt })
    .from(resourcePacks)
    .where(and(eq(resourcePacks.projectId, projectId), eq(resourcePacks.kind, "token")));
  const entries = await db
    .select({
      id: tokenLedger.id,
      amount: tokenLedger.amount,
      kind: tokenLedger.kind,
      packId: tokenLedger.packId,
      createdAt: tokenLedger.createdAt,
    })
    .from(tokenLedger)
    .where(eq(tokenLedger.projectId, projectId))
    .orderBy(asc(tokenLedger.createdAt), asc(tokenLedger.id));
  const lapsed = unspentAtExpiry(entries, packs, now);
  const due = new Set(expired.map((p) => p.id));
  let total = 0;
  for (const [packId, amount] of lapsed) {
    if (!due.has(packId)) continue;
    const rows = await db
      .insert(tokenLedger)
      .values({ projectId, amount: -amount, kind: "expire", packId, note: `pack ${packId} expired` })
      .onConflictDoNothing()
      .returning({ id: tokenLedger.id });
    if (rows.length > 0) total += amount;
  }
  return total;
}
