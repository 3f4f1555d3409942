/** Column helpers shared by every table file (the conventions of DESIGN.md §3). */
import { bigint, bigserial, timestamp } from "drizzle-orm/pg-core";

export const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });
export const created = () => ts("created_at").notNull().defaultNow();
export const updated = () => ts("updated_at").notNull().defaultNow();
export const id = () => bigserial("id", { mode: "number" }).primaryKey();
export const ref = (name: string) => bigint(name, { mode: "number" });
