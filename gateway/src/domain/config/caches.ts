/**
 * What every request reads, cached in the process: the key_data documents (feature switches, system
 * config, login policy...) and the actors behind session cookies and API tokens (account, permissions).
 *
 * Every change of what they hold is announced by the database on `crucible_events` (the triggers of
 * migration 0021 on key_data, sessions, api_tokens, users, sys_users and the permission tables, plus
 * publishAccessChange), whoever writes it; each process drops its copy when it hears it, so a change
 * made on one gateway holds on every gateway within a second. The cache serves only while the event
 * bus LISTENs: while a lost PostgreSQL connection is being replaced every read goes to the database,
 * and the `resync` after it drops everything. The writing process also drops its own copy at once
 * (saveKeyDoc, publishAccessChange, a statement writing a permission table), so it reads its writes
 * without waiting for the notification.
 *
 * A fill that started before an invalidation is not kept (`generation`), so a read racing a write
 * cannot store the old value after the write was announced. Entries also age out after `maxAgeMs`.
 */
import type { Database } from "../../db/connection.js";
import { statementWatchers } from "../../db/connection.js";
import type { Side } from "../../db/schema.js";
import type { EventBus, LiveEvent } from "../events.js";

/** An entry is read again from the database after this long even if nothing announced a change. */
export const maxAgeMs = 5 * 60_000;
/** At most this many cached credentials (sessions and API tokens) per process; the oldest go first. */
export const maxCredentials = 20_000;

/** A cached session or API token: the actor and when its row was last touched and expires. */
export interface CachedCredential<T> {
  readonly side: Side;
  readonly userId: number;
  readonly value: T;
  readonly cachedAt: number;
  /** The row's expiry as this process last wrote or read it (ms since the epoch; null: never). */
  expiresAt: number | null;
  /** The row's last-seen (or last-used) time as this process last wrote or read it. */
  touchedAt: number;
}

interface CachedDoc {
  readonly doc: object;
  readonly value: unknown;
  readonly cachedAt: number;
}

/** The caches of one database handle in this process. */
export class RequestCaches {
  private generationValue = 0;
  private readonly docs = new Map<string, CachedDoc>();
  private readonly credentials = new Map<string, CachedCredential<unknown>>();

  constructor(private readonly bus: Pick<EventBus, "listening">) {}

  /** Serves only while the bus listens: otherwise a change elsewhere could go unheard. */
  get usable(): boolean {
    return this.bus.listening;
  }

  /** Changes with every invalidation: a fill started under another generation is not kept. */
  get generation(): number {
    return this.generationValue;
  }

  doc<T>(key: string, doc: object): T | undefined {
    if (!this.usable) return undefined;
    const entry = this.docs.get(key);
    if (!entry || entry.doc !== doc || Date.now() - entry.cachedAt > maxAgeMs) return undefined;
    return entry.value as T;
  }

  storeDoc(generation: number, key: string, doc: object, value: unknown): void {
    if (!this.usable || generation !== this.generationValue) return;
    this.docs.set(key, { doc, value, cachedAt: Date.now() });
  }

  credential<T>(key: string): CachedCredential<T> | undefined {
    if (!this.usable) return undefined;
    const entry = this.credentials.get(key);
    if (!entry) return undefined;
    if (Date.now() - entry.cachedAt > maxAgeMs) {
      this.credentials.delete(key);
      return undefined;
    }
    return entry as CachedCredential<T>;
  }

  storeCredential<T>(generation: number, key: string, entry: Omit<CachedCredential<T>, "cachedAt">): void {
    if (!this.usable || generation !== this.generationValue) return;
    if (this.credentials.size >= maxCredentials) {
      const oldest = this.credentials.keys().next();
      if (!oldest.done) this.credentials.delete(oldest.value);
    }
    this.credentials.set(key, { ...entry, cachedAt: Date.now() });
  }

  dropDoc(key: string): void {
    this.generationValue += 1;
    this.docs.delete(key);
  }

  /** Drops the sessions and API tokens of one account. */
  dropAccount(side: Side, userId: number): void {
    this.generationValue += 1;
    for (const [key, entry] of this.credentials) {
      if (entry.side === side && entry.userId === userId) this.credentials.delete(key);
    }
  }

  /** Drops every cached actor (their permissions may have changed). */
  dropCredentials(): void {
    this.generationValue += 1;
    this.credentials.clear();
  }

  dropAll(): void {
    this.generationValue += 1;
    this.docs.clear();
    this.credentials.clear();
  }

  /** What an event of the bus drops. */
  hear(event: LiveEvent): void {
    if (event.kind === "config") this.dropDoc(event.key);
    else if (event.kind === "access") this.dropAccount(event.side, event.user);
    else if (event.kind === "perms") this.dropCredentials();
    else if (event.kind === "resync") this.dropAll();
  }
}

const byDatabase = new WeakMap<Database, RequestCaches>();
/** Every cache of the process, for drops made through a transaction's handle. */
const everyCache = new Set<RequestCaches>();

/** A statement that writes a permission table (the trigger announces it at commit; this drops now). */
const permissionWrite =
  /^\s*(insert\s+into|update|delete\s+from|truncate)\s+"?(perm_groups|perm_roles|perm_role_groups|sys_user_roles)"?/i;

function watchStatement(query: string): void {
  if (permissionWrite.test(query)) for (const caches of everyCache) caches.dropCredentials();
}

/**
 * Caches the requests of `db` (a gateway's root handle; a transaction's handle is never cached), kept
 * by what `bus` hears. Answers the detach.
 */
export function attachRequestCaches(db: Database, bus: EventBus): () => void {
  const caches = new RequestCaches(bus);
  byDatabase.set(db, caches);
  everyCache.add(caches);
  statementWatchers.add(watchStatement);
  const unsubscribe = bus.subscribe((event) => caches.hear(event));
  return () => {
    unsubscribe();
    byDatabase.delete(db);
    everyCache.delete(caches);
    if (everyCache.size === 0) statementWatchers.delete(watchStatement);
  };
}

/** The caches of `db` when it is a root handle with caches attached and its bus listens. */
export function requestCaches(db: Database): RequestCaches | null {
  const caches = byDatabase.get(db);
  return caches?.usable ? caches : null;
}

/** Drops a key_data document in every cache of this process (its writer, before the notification). */
export function dropCachedDoc(key: string): void {
  for (const caches of everyCache) caches.dropDoc(key);
}

/** Drops an account's sessions and tokens in every cache of this process. */
export function dropCachedAccount(side: Side, userId: number): void {
  for (const caches of everyCache) caches.dropAccount(side, userId);
}
