/** Normal users (spec §3): the table every other table file refers to, kept apart so none imports schema.ts. */
import { sql } from "drizzle-orm";
import { boolean, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { blobRef, created, id, ts, updated, type EntityStatus } from "./columns.js";

export const users = pgTable(
  "users",
  {
    id: id(),
    account: text("account").notNull(),
    passwordHash: text("password_hash").notNull(),
    name: text("name").notNull().default(""),
    email: text("email"),
    emailStatus: boolean("email_status").notNull().default(false),
    phone: text("phone"),
    phoneStatus: boolean("phone_status").notNull().default(false),
    gender: text("gender").notNull().default(""),
    companyName: text("company_name").notNull().default(""),
    address: text("address").notNull().default(""),
    site: text("site").notNull().default(""),
    realName: text("real_name").notNull().default(""),
    userType: text("user_type").notNull().default("individual"),
    avatarBlobId: blobRef("avatar_blob_id"),
    status: text("status").$type<EntityStatus>().notNull().default("enabled"),
    pwdChangedAt: ts("pwd_changed_at").notNull().defaultNow(),
    lastLoginAt: ts("last_login_at"),
    createdAt: created(),
    updatedAt: updated(),
    deletedAt: ts("deleted_at"),
  },
  (t) => [
    uniqueIndex("users_account_key").on(sql`lower(${t.account})`),
    uniqueIndex("users_email_key").on(sql`lower(${t.email})`),
    uniqueIndex("users_phone_key").on(t.phone),
  ],
);
