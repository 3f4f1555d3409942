/** A user's tokens as the API answers them and as the ledger holds them (the commerce and billing tests). */
import { eq, sum } from "drizzle-orm";
import type { Database } from "../../gateway/src/db/connection.js";
import { tokenLedger } from "../../gateway/src/db/ledger.js";
import type { Client } from "./http.js";

/** The signed-in user's token balance (`/api/user_resource_pack/statistics`). */
export async function tokenBalance(client: Client): Promise<number> {
  return (await client.ok<{ TokenBalance: number }>("/api/user_resource_pack/statistics")).TokenBalance;
}

/** The sum of a user's ledger, read straight from the table (the balance is this sum). */
export async function ledgerTotal(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ total: sum(tokenLedger.amount) })
    .from(tokenLedger)
    .where(eq(tokenLedger.userId, userId));
  return Number(row?.total ?? 0);
}
