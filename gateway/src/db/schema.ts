/**
 * The core's tables: system users and their permissions, sessions, API tokens, sign-in logs and codes,
 * key data, user configs, blobs, uploads, image templates and favorites. snake_case in the database,
 * presented in the spec's PascalCase by presenters. Every other idea keeps its tables in a file of its
 * own beside this one (`db/<area>.ts`: `users.ts`, `modules.ts`, `jobs.ts`, `templates.ts`, `ledger.ts`,
 * `datasets.ts`, `cms.ts`, ...), imported from there: drizzle-kit, the blob collector and the tests find
 * every table file by a scan of the folder (db/tables.ts), so a new one is listed nowhere. This file
 * imports no table file but users.ts (which imports none), so the others import `blobs` from here
 * without a cycle.
 */
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { created, id, blobRef, ref, ts, updated, type EntityStatus, type Side } from "./columns.js";
import { users } from "./users.js";

export const sysUsers = pgTable(
  "sys_users",
  {
    id: id(),
    account: text("account").notNull(),
    passwordHash: text("password_hash").notNull(),
    name: text("name").notNull().default(""),
    email: text("email"),
    phone: text("phone"),
    avatarBlobId: blobRef("avatar_blob_id"),
    status: text("status").$type<EntityStatus>().notNull().default("enabled"),
    pwdChangedAt: ts("pwd_changed_at").notNull().defaultNow(),
    lastLoginAt: ts("last_login_at"),
    createdAt: created(),
    updatedAt: updated(),
    deletedAt: ts("deleted_at"),
  },
  (t) => [uniqueIndex("sys_users_account_key").on(sql`lower(${t.account})`)],
);

export const permGroups = pgTable(
  "perm_groups",
  {
    id: id(),
    name: text("name").notNull(),
    perms: jsonb("perms").$type<string[]>().notNull().default([]),
    remark: text("remark").notNull().default(""),
    status: text("status").$type<EntityStatus>().notNull().default("enabled"),
    sortOrder: integer("sort_order").notNull().default(0),
    createdAt: created(),
    updatedAt: updated(),
    deletedAt: ts("deleted_at"),
  },
  (t) => [uniqueIndex("perm_groups_name_key").on(t.name)],
);

export const permRoles = pgTable(
  "perm_roles",
  {
    id: id(),
    name: text("name").notNull(),
    remark: text("remark").notNull().default(""),
    status: text("status").$type<EntityStatus>().notNull().default("enabled"),
    sortOrder: integer("sort_order").notNull().default(0),
    createdAt: created(),
    updatedAt: updated(),
    deletedAt: ts("deleted_at"),
  },
  (t) => [uniqueIndex("perm_roles_name_key").on(t.name)],
);

export const permRoleGroups = pgTable(
  "perm_role_groups",
  {
    roleId: ref("role_id")
      .notNull()
      .references(() => permRoles.id, { onDelete: "cascade" }),
    groupId: ref("group_id")
      .notNull()
      .references(() => permGroups.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.groupId] }), index("perm_role_groups_group_idx").on(t.groupId)],
);

export const sysUserRoles = pgTable(
  "sys_user_roles",
  {
    sysUserId: ref("sys_user_id")
      .notNull()
      .references(() => sysUsers.id, { onDelete: "cascade" }),
    roleId: ref("role_id")
      .notNull()
      .references(() => permRoles.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.sysUserId, t.roleId] }), index("sys_user_roles_role_idx").on(t.roleId)],
);

export const sessions = pgTable(
  "sessions",
  {
    id: id(),
    /** SHA-256 of the cookie value: a leaked table does not leak usable sessions. */
    tokenHash: text("token_hash").notNull(),
    side: text("side").$type<Side>().notNull(),
    userId: ref("user_id").notNull(),
    ip: text("ip").notNull().default(""),
    userAgent: text("user_agent").notNull().default(""),
    createdAt: created(),
    lastSeenAt: ts("last_seen_at").notNull().defaultNow(),
    expiresAt: ts("expires_at").notNull(),
    revokedAt: ts("revoked_at"),
    revokedReason: text("revoked_reason"),
  },
  (t) => [uniqueIndex("sessions_token_key").on(t.tokenHash), index("sessions_user_idx").on(t.side, t.userId)],
);

export const apiTokens = pgTable(
  "api_tokens",
  {
    id: id(),
    side: text("side").$type<Side>().notNull(),
    userId: ref("user_id").notNull(),
    name: text("name").notNull(),
    tokenHash: text("token_hash").notNull(),
    /** The first characters of the token, to recognise it in a list. */
    prefix: text("prefix").notNull(),
    readOnly: boolean("read_only").notNull().default(false),
    expiresAt: ts("expires_at"),
    lastUsedAt: ts("last_used_at"),
    createdAt: created(),
    revokedAt: ts("revoked_at"),
  },
  (t) => [
    uniqueIndex("api_tokens_hash_key").on(t.tokenHash),
    index("api_tokens_user_idx").on(t.side, t.userId),
  ],
);

export const loginLogs = pgTable(
  "login_logs",
  {
    id: id(),
    side: text("side").$type<Side>().notNull(),
    userId: ref("user_id"),
    account: text("account").notNull(),
    method: text("method").notNull().default("password"),
    ip: text("ip").notNull().default(""),
    userAgent: text("user_agent").notNull().default(""),
    success: boolean("success").notNull(),
    errorType: text("error_type"),
    createdAt: created(),
  },
  (t) => [
    index("login_logs_account_idx").on(t.side, t.account, t.createdAt),
    index("login_logs_ip_idx").on(t.ip, t.createdAt),
  ],
);

export const verificationCodes = pgTable(
  "verification_codes",
  {
    id: id(),
    purpose: text("purpose")
      .$type<"activate_email" | "activate_phone" | "reset_pwd" | "login_mobile">()
      .notNull(),
    side: text("side").$type<Side>().notNull(),
    userId: ref("user_id"),
    target: text("target").notNull(),
    codeHash: text("code_hash").notNull(),
    attempts: integer("attempts").notNull().default(0),
    expiresAt: ts("expires_at").notNull(),
    usedAt: ts("used_at"),
    createdAt: created(),
  },
  (t) => [index("verification_codes_target_idx").on(t.purpose, t.target)],
);

/** Named JSON documents: system config, login policy, feature switches, metric config. */
export const keyData = pgTable("key_data", {
  key: text("key").primaryKey(),
  dataJson: jsonb("data_json").notNull(),
  updatedAt: updated(),
});

export const userConfigs = pgTable("user_configs", {
  userId: ref("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  showConfigWeb: jsonb("show_config_web").notNull(),
  updatedAt: updated(),
});

/** Content-addressed blobs (SHA-256, upper-case hex); the bytes live in the blob store. */
export const blobs = pgTable(
  "blobs",
  {
    id: id(),
    sha256: text("sha256").notNull(),
    size: bigint("size", { mode: "number" }).notNull(),
    mime: text("mime").notNull().default("application/octet-stream"),
    createdAt: created(),
  },
  (t) => [uniqueIndex("blobs_sha256_key").on(t.sha256)],
);

export type ImageTemplateKind = "user_avatar" | "module_cover" | "workflow_template_cover";

/** Avatar and cover templates (spec §3). */
export const imageTemplates = pgTable(
  "image_templates",
  {
    id: id(),
    kind: text("kind").$type<ImageTemplateKind>().notNull(),
    use: boolean("use").notNull().default(true),
    blobId: blobRef("blob_id")
      .notNull()
      .references(() => blobs.id),
    sortOrder: integer("sort_order").notNull().default(0),
    createdAt: created(),
    updatedAt: updated(),
    deletedAt: ts("deleted_at"),
  },
  (t) => [index("image_templates_kind_idx").on(t.kind)],
);

export const favorites = pgTable(
  "favorites",
  {
    side: text("side").$type<Side>().notNull(),
    userId: ref("user_id").notNull(),
    resource: text("resource").notNull(),
    resourceId: ref("resource_id").notNull(),
    createdAt: created(),
  },
  (t) => [primaryKey({ columns: [t.side, t.userId, t.resource, t.resourceId] })],
);

export type UserRow = typeof users.$inferSelect;
export type SysUserRow = typeof sysUsers.$inferSelect;
export type PermGroupRow = typeof permGroups.$inferSelect;
export type PermRoleRow = typeof permRoles.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
export type ApiTokenRow = typeof apiTokens.$inferSelect;
export type LoginLogRow = typeof loginLogs.$inferSelect;
export type BlobRow = typeof blobs.$inferSelect;
export type ImageTemplateRow = typeof imageTemplates.$inferSelect;

/**
 * An upload in progress (spec §4 upload protocol): each chunk lands in a file of its own (recorded in
 * `upload_chunks`) until all are there and their whole hash matches.
 */
export const uploads = pgTable(
  "uploads",
  {
    id: id(),
    side: text("side").$type<Side>().notNull(),
    userId: ref("user_id").notNull(),
    /** What the finished file becomes: a data set file, a CMS file library file, ... */
    target: text("target").notNull(),
    name: text("name").notNull(),
    size: bigint("size", { mode: "number" }).notNull(),
    sha256: text("sha256").notNull(),
    dirNames: jsonb("dir_names").$type<string[]>().notNull().default([]),
    params: jsonb("params").$type<Record<string, string | number | boolean | null>>().notNull().default({}),
    /** Bytes of the chunks recorded so far (in any order). */
    received: bigint("received", { mode: "number" }).notNull().default(0),
    /** Chunks recorded so far: the upload is complete when all of its chunks are. */
    chunks: integer("chunks").notNull().default(0),
    createdAt: created(),
    updatedAt: updated(),
    expiresAt: ts("expires_at").notNull(),
  },
  (t) => [index("uploads_owner_idx").on(t.side, t.userId, t.sha256)],
);

/**
 * A chunk of an upload, stored by whichever gateway received it: its bytes are in `file` (a name of its
 * own under the upload's chunk folder, written once and never again). The first chunk recorded at an
 * index is the one that counts.
 */
export const uploadChunks = pgTable(
  "upload_chunks",
  {
    uploadId: ref("upload_id")
      .notNull()
      .references(() => uploads.id, { onDelete: "cascade" }),
    index: integer("index").notNull(),
    size: integer("size").notNull(),
    file: text("file").notNull(),
  },
  (t) => [primaryKey({ columns: [t.uploadId, t.index] })],
);

export type UploadRow = typeof uploads.$inferSelect;

export type { EntityStatus, Side } from "./columns.js";
