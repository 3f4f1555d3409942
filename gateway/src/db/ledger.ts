/** The token ledger (DESIGN §3). */
import { sql } from "drizzle-orm";
import { bigint, check, index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import type { LedgerEntryKind } from "@crucible/schema";
import { created, id, ref } from "./columns.js";
import { tasks } from "./jobs.js";
import { projects } from "./projects.js";
import { users } from "./users.js";

/**
 * Why tokens moved: the sign-up grant, a task's charge and its refund, a resource pack's credit and
 * the lapse of what was left of it, a daily check-in, a member's transfer into or out of a project (one
 * entry on each side), and the back office's adjustment of a project's tokens (actor_id says who).
 */
export type LedgerKind = LedgerEntryKind;

/**
 * Tokens: an append-only ledger; a balance is the sum of its entries (DESIGN §3). Each entry belongs to
 * one wallet: a user's (user_id) or a project's (project_id, issue 28 item 2), exactly one of them.
 */
export const tokenLedger = pgTable(
  "token_ledger",
  {
    id: id(),
    userId: ref("user_id").references(() => users.id, { onDelete: "cascade" }),
    /** A project's own tokens; a project is deleted only when it has none left (its entries go with it). */
    projectId: ref("project_id").references(() => projects.id, { onDelete: "cascade" }),
    /** On a project's ledger: the member who moved the tokens in (a transfer); null elsewhere. */
    memberId: ref("member_id").references(() => users.id, { onDelete: "set null" }),
    /** Positive adds tokens, negative spends them. */
    amount: bigint("amount", { mode: "number" }).notNull(),
    kind: text("kind").$type<LedgerKind>().notNull(),
    taskId: ref("task_id").references(() => tasks.id, { onDelete: "set null" }),
    taskRun: integer("task_run"),
    /**
     * A run's charges: 1, 2, ... while it runs (metered at each heartbeat), 0 for the settlement at its
     * end; 0 for every other kind.
     */
    seq: integer("seq").notNull().default(0),
    /** The resource pack credited ("pack") or whose unspent tokens lapsed ("expire"). */
    packId: ref("pack_id"),
    checkInId: ref("check_in_id"),
    /** The system user who caused it (a credit from the back office). */
    actorId: ref("actor_id"),
    note: text("note").notNull().default(""),
    createdAt: created(),
  },
  (t) => [
    index("token_ledger_user_idx").on(t.userId),
    index("token_ledger_project_idx")
      .on(t.projectId)
      .where(sql`${t.projectId} is not null`),
    check("token_ledger_one_wallet", sql`(${t.userId} is null) <> (${t.projectId} is null)`),
    // A pack is credited once and lapses once; a check-in pays once.
    uniqueIndex("token_ledger_pack_kind_key")
      .on(t.packId, t.kind)
      .where(sql`${t.packId} is not null`),
    uniqueIndex("token_ledger_check_in_key")
      .on(t.checkInId)
      .where(sql`${t.checkInId} is not null`),
    // One settlement, one charge per meter tick and at most one refund per run of a task, whatever
    // crashes and retries happen.
    uniqueIndex("token_ledger_task_run_kind_seq_key")
      .on(t.taskId, t.taskRun, t.kind, t.seq)
      .where(sql`${t.taskId} is not null`),
  ],
);
