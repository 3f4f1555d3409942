/** Factories: every test builds its own data through the API, with names no other test uses. */
import { randomBytes } from "node:crypto";
import path from "node:path";
import type { Permission } from "@crucible/schema";
import { modules } from "../../gateway/src/db/modules.js";
import {
  createScheduler,
  localExecutors,
  type Scheduler,
} from "../../gateway/src/domain/scheduler/scheduler.js";
import { createLocalExecutor } from "../../gateway/src/executors/local.js";
import { createSandboxExecutor } from "../../gateway/src/executors/sandbox.js";
import type { TestApp } from "./app.js";
import type { Client } from "./http.js";

export const goodPassword = "Passw0rd!x";

let counter = 0;

/** A fresh account name: a letter, then letters and digits, 4 to 20 characters. */
export function uniqueAccount(prefix = "u"): string {
  counter += 1;
  return `${prefix}${counter}${randomBytes(4).toString("hex")}`.slice(0, 20);
}

export function uniqueMobile(): string {
  return `1${String(Date.now() % 1e6).padStart(6, "0")}${String(Math.floor(Math.random() * 1e4)).padStart(4, "0")}`;
}

export interface UserView {
  Id: number;
  Account: string;
  Name: string;
  Email: string | null;
  EmailStatus: boolean;
  Phone: string | null;
  PhoneStatus: boolean;
  AvatarUrl: string | null;
  Status: string;
  CompanyName: string;
  DeletedAt: string | null;
}

export interface RegisterBody {
  Account: string;
  Password: string;
  Name: string;
  Email: string;
  Phone?: string;
  CompanyName: string;
  UserType?: string;
  /** Extended info values by field id (when the Sys.User.ExtInfo switch is on). */
  ExtInfo?: Record<string, unknown>;
}

export function registerBody(overrides: Partial<RegisterBody> = {}): RegisterBody {
  const account = overrides.Account ?? uniqueAccount();
  return {
    Account: account,
    Password: goodPassword,
    Name: `Name${account}`,
    Email: `${account}@example.org`,
    CompanyName: "Crucible Labs",
    ...overrides,
  };
}

export interface NormalUser {
  client: Client;
  id: number;
  account: string;
  password: string;
  email: string;
  phone: string | null;
}

/** Registers a normal user and signs them in on a client of their own. */
export async function registerUser(t: TestApp, overrides: Partial<RegisterBody> = {}): Promise<NormalUser> {
  const body = registerBody(overrides);
  const client = t.client();
  const user = await client.ok<UserView>("/api/user/register", body);
  await client.ok("/api/user/login", { Account: body.Account, Password: body.Password });
  return {
    client,
    id: user.Id,
    account: body.Account,
    password: body.Password,
    email: body.Email,
    phone: body.Phone ?? null,
  };
}

/** Registers a user with a phone and activates it with the code the gateway logged. */
export async function userWithActivePhone(t: TestApp): Promise<NormalUser & { phone: string }> {
  const phone = uniqueMobile();
  const user = await registerUser(t, { Phone: phone });
  await user.client.ok("/api/user/send_activation_status", { Kind: "Phone" });
  await user.client.ok("/api/user/activation_status", { Kind: "Phone", Code: t.lastCode(phone) });
  return { ...user, phone };
}

export interface SystemUser {
  client: Client;
  id: number;
  account: string;
  password: string;
  groupId: number;
  roleId: number;
}

/** A system user holding exactly these permissions through a group of their own and a role. */
export async function createSystemUser(
  t: TestApp,
  admin: Client,
  perms: readonly Permission[],
): Promise<SystemUser> {
  const account = uniqueAccount("s");
  const group = await admin.ok<{ Id: number }>("/api/sys/_perm_group/insert", {
    Name: `group-${account}`,
    Perms: perms,
  });
  const role = await admin.ok<{ Id: number }>("/api/sys/_perm_role/insert", {
    Name: `role-${account}`,
    GroupIds: [group.Id],
  });
  const user = await admin.ok<{ Id: number }>("/api/sys/system_user/insert", {
    Account: account,
    Password: goodPassword,
    Name: `Sys${account}`,
    RoleIds: [role.Id],
  });
  const client = t.client();
  await client.ok("/api/sys/user/login", { Account: account, Password: goodPassword });
  return { client, id: user.Id, account, password: goodPassword, groupId: group.Id, roleId: role.Id };
}

/** Creates a normal user through the back office (no sign-in). */
export async function insertNormalUser(
  admin: Client,
  overrides: Partial<RegisterBody> = {},
): Promise<UserView> {
  return admin.ok<UserView>("/api/sys/normal_user/insert", registerBody(overrides));
}

/** Sets the normal users' storage quota the way the back office does (sys_config), keeping the other limits. */
export async function setStorageQuota(admin: Client, max: number, unit: "MB" | "GB"): Promise<void> {
  await admin.ok("/api/sys/key_data/sys_config/save_data_json", {
    DataJson: {
      Upload: {
        UserAvatarSize: { Max: 1, Unit: "MB", CompressionQuality: 0 },
        CoverImageSize: { Max: 1, Unit: "MB", CompressionQuality: 0 },
        UserStorageQuota: { Max: max, Unit: unit },
        MaxFileSize: { Max: 10, Unit: "GB" },
      },
      User: { Register: true, Feedback: true },
    },
  });
}

/** Polls `probe` every 100 ms until it answers something other than null (a real process's progress). */
export async function waitFor<T>(what: string, probe: () => Promise<T | null>, ms = 60_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== null) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Registers a program of tests/engine-modules (or any script by absolute path) as a local module: no
 * service creates modules from scripts. By default it takes one required file `input` and declares
 * `copy.txt`, with a 60 s timeout; `values` overrides any column.
 */
export async function addEngineModule(
  t: TestApp,
  key: string,
  script: string,
  values: Partial<typeof modules.$inferInsert> = {},
): Promise<number> {
  const { repoRoot } = t.app.services.config;
  const file = path.isAbsolute(script) ? script : path.join(repoRoot, "tests", "engine-modules", script);
  const [row] = await t.app.services.db
    .insert(modules)
    .values({
      key,
      name: key.slice(key.lastIndexOf("/") + 1),
      script: path.relative(path.join(repoRoot, "gateway", "modules"), file),
      args: [{ name: "input", label: "Input", format: "file", require: true }],
      outputs: [{ name: "copy.txt", label: "Copy", format: "txt" }],
      timeoutSeconds: 60,
      ...values,
    })
    .returning();
  return row!.id;
}

/**
 * A worker of this process that runs modules and processors but claims nothing (its scheduler is never
 * started): submits are accepted, as with a worker elsewhere, and their tasks stay pending. Stop it in
 * afterAll.
 */
export function idleWorker(t: TestApp): Scheduler {
  const local = createLocalExecutor();
  return createScheduler(
    t.app.services,
    localExecutors(local, createSandboxExecutor(local)),
    () => undefined,
  );
}

/**
 * Turns every feature switch on (the guard matrices check every route's guard, which an area whose
 * switch is off by default would answer with FeatureNotEnabled first).
 */
export async function enableAllFeatures(admin: Client): Promise<void> {
  const on = { Enabled: true };
  await admin.ok("/api/sys/module_config/set", {
    Cms: on,
    Workflow: on,
    UserResourcePack: on,
    Sys: { App: on, User: { ExtInfo: on } },
  });
}

/** The user sends feedback titled `title` and the administrator replies "About <title>: yes.": its id. */
export async function replyToFeedback(t: TestApp, user: NormalUser, title: string): Promise<number> {
  const admin = await t.admin();
  const sent = await user.client.ok<{ Id: number }>("/api/user_feedback/insert", {
    Title: title,
    Content: "?",
  });
  await admin.ok("/api/sys/user_feedback/reply", { Id: sent.Id, Reply: `About ${title}: yes.` });
  return sent.Id;
}
