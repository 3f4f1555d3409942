import {
  calcMetricConfigSchema,
  defaultCalcMetricConfig,
  type CalcMetricConfig,
  defaultFeatureSwitches,
  defaultLoginPolicy,
  defaultSysConfig,
  featureSwitchesSchema,
  loginPolicySchema,
  sysConfigSchema,
  type FeatureSwitches,
  type LoginPolicy,
  type SysConfig,
  navigatorBoardSchema,
  type NavigatorBoardDoc,
  commerceConfigSchema,
  defaultCommerceConfig,
  type CommerceConfig,
} from "@crucible/schema";
import { eq, sql, type SQL } from "drizzle-orm";
import type { z } from "zod";
import type { Database } from "../../db/connection.js";
import { keyData } from "../../db/schema.js";
import type { DbClock } from "../context.js";
import { AppError } from "../errors.js";
import { dropCachedDoc, requestCaches } from "./caches.js";

export interface KeyDoc<T> {
  readonly key: string;
  readonly schema: z.ZodType<T>;
  readonly fallback: T;
}

export const sysConfigDoc: KeyDoc<SysConfig> = {
  key: "sys_config",
  schema: sysConfigSchema,
  fallback: defaultSysConfig,
};
export const loginPolicyDoc: KeyDoc<LoginPolicy> = {
  key: "login_policy",
  schema: loginPolicySchema,
  fallback: defaultLoginPolicy,
};
export const featureSwitchesDoc: KeyDoc<FeatureSwitches> = {
  key: "module_config",
  schema: featureSwitchesSchema,
  fallback: defaultFeatureSwitches,
};

export const calcMetricDoc: KeyDoc<CalcMetricConfig> = {
  key: "workflow_calc_metric_config",
  schema: calcMetricConfigSchema,
  fallback: defaultCalcMetricConfig,
};

/** Commerce switches and check-in amounts (the back office's commerce settings). */
export const commerceConfigDoc: KeyDoc<CommerceConfig> = {
  key: "commerce_config",
  schema: commerceConfigSchema,
  fallback: defaultCommerceConfig,
};

/** The navigator board; its default (with ids resolved from seed keys) is built at read time. */
export const navigatorBoardDoc: KeyDoc<NavigatorBoardDoc> = {
  key: "navigator_board",
  schema: navigatorBoardSchema,
  fallback: { Sections: [] },
};

/** The saved document, or null when none is saved (or the saved one no longer parses). */
export async function readSavedKeyDoc<T>(db: Database, doc: KeyDoc<T>): Promise<T | null> {
  const rows = await db.select({ data: keyData.dataJson }).from(keyData).where(eq(keyData.key, doc.key));
  if (!rows[0]) return null;
  const parsed = doc.schema.safeParse(rows[0].data);
  return parsed.success ? parsed.data : null;
}

/** Removes a saved document, so that its defaults apply again. */
export async function deleteKeyDoc<T>(db: Database, doc: KeyDoc<T>): Promise<void> {
  await db.delete(keyData).where(eq(keyData.key, doc.key));
  dropCachedDoc(doc.key);
}

/**
 * Reads a named JSON document; a missing or outdated one answers its defaults. Served from the
 * process's cache (`caches.ts`, dropped on every gateway when the row changes) for a root handle;
 * each caller gets its own copy, free to change.
 */
export async function readKeyDoc<T>(db: Database, doc: KeyDoc<T>): Promise<T> {
  return structuredClone((await readKeyDocShared(db, doc)) as T);
}

/** A value and everything in it, read-only (frozen at run time too). */
export type DeepReadonly<T> = T extends (infer E)[]
  ? readonly DeepReadonly<E>[]
  : T extends object
    ? { readonly [K in keyof T]: DeepReadonly<T[K]> }
    : T;

function deepFreeze<T>(value: T): DeepReadonly<T> {
  if (value !== null && typeof value === "object" && !Object.isFrozen(value)) {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value as DeepReadonly<T>;
}

/**
 * The document shared with every caller, frozen: for the reads of every request (feature switches,
 * the session policy), which readKeyDoc's copy would cost each time.
 */
export async function readKeyDocShared<T>(db: Database, doc: KeyDoc<T>): Promise<DeepReadonly<T>> {
  const caches = requestCaches(db);
  const cached = caches?.doc<DeepReadonly<T>>(doc.key, doc);
  if (cached !== undefined) return cached;
  const generation = caches?.generation ?? 0;
  const rows = await db.select({ data: keyData.dataJson }).from(keyData).where(eq(keyData.key, doc.key));
  // parseKeyDoc may answer the document's fallback itself: frozen, it is a copy.
  const value = deepFreeze(structuredClone(parseKeyDoc(doc, rows[0]?.data)));
  caches?.storeDoc(generation, doc.key, doc, value);
  return value;
}

/** A stored document's JSON (read by the caller, e.g. within a larger query) as the document. */
export function parseKeyDoc<T>(doc: KeyDoc<T>, data: unknown): T {
  const parsed = doc.schema.safeParse(data);
  return parsed.success ? parsed.data : doc.fallback;
}

/** A scalar subquery for a stored document's JSON, to read it within another query. */
export function keyDocJson(db: Database, doc: KeyDoc<unknown>): SQL<unknown> {
  return sql`(${db.select({ data: keyData.dataJson }).from(keyData).where(eq(keyData.key, doc.key))})`;
}

/** Validates and saves a named JSON document. */
export async function saveKeyDoc<T>({ db, clock }: DbClock, doc: KeyDoc<T>, value: unknown): Promise<T> {
  const parsed = doc.schema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new AppError(
      "ServerInvalidParameter",
      issue ? `${issue.path.join(".")}: ${issue.message}` : doc.key,
    );
  }
  await db
    .insert(keyData)
    .values({ key: doc.key, dataJson: parsed.data })
    .onConflictDoUpdate({ target: keyData.key, set: { dataJson: parsed.data, updatedAt: clock.now() } });
  dropCachedDoc(doc.key);
  return parsed.data;
}
