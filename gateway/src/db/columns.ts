/** Column helpers shared by every table file (the conventions of DESIGN.md §3). */
import { bigint, bigserial, timestamp } from "drizzle-orm/pg-core";

export const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });
export const created = () => ts("created_at").notNull().defaultNow();
export const updated = () => ts("updated_at").notNull().defaultNow();
export const id = () => bigserial("id", { mode: "number" }).primaryKey();
export const ref = (name: string) => bigint(name, { mode: "number" });
/**
 * A column holding a blob's id. Its name ends in `blob_id`: that is how the blob collector
 * (domain/files/blobs.ts) finds every column of every table that keeps a stored file in use.
 */
export const blobRef = (name: `${string}blob_id`) => ref(name);

/** enabled or disabled (spec §4). */
export type EntityStatus = "enabled" | "disabled";

/** Which side an account, session or token belongs to. */
export type Side = "user" | "sys";
