import type { Lang } from "@crucible/schema";
import type { Config } from "../config.js";
import type { Database } from "../db/connection.js";
import type { Side } from "../db/schema.js";
import type { BlobStore } from "../storage/blobStore.js";
import type { Notifier } from "./auth/notifier.js";
import type { Clock } from "./clock.js";

/** Who is calling: a normal user or a system user, through a session or an API token. */
export interface Actor {
  readonly side: Side;
  readonly id: number;
  readonly account: string;
  /** Permissions (system users only; empty for normal users). */
  readonly perms: ReadonlySet<string>;
  readonly sessionId: number | null;
  readonly tokenId: number | null;
  /** A read-only API token: every change is refused. */
  readonly readOnly: boolean;
}

/** Sets and clears the session cookie of a side; the HTTP layer implements it. */
export interface SessionCookies {
  set(side: Side, token: string, expiresAt: Date): void;
  clear(side: Side): void;
}

/** Long-lived services shared by every request. */
export interface Services {
  readonly db: Database;
  readonly blobs: BlobStore;
  readonly config: Config;
  readonly notifier: Notifier;
  /** The time the rules read (domain/clock.ts): the system clock, or a test clock that tests move. */
  readonly clock: Clock;
}

/** What every service function receives: the caller, the database and the request's details. */
export interface Ctx extends Services {
  readonly user: Actor | null;
  readonly sys: Actor | null;
  /** Sides whose session cookie named a session past its idle age: DBSessionExpired, not DBUserNoLogin. */
  readonly expiredSessions: ReadonlySet<Side>;
  readonly ip: string;
  readonly userAgent: string;
  readonly requestId: string;
  readonly lang: Lang;
  readonly cookies: SessionCookies;
  /** Aborted when the client went away (its connection closed before the answer): its work can stop. */
  readonly signal: AbortSignal;
}

/** The database and the clock: what a function that queries and reads the time needs, and no more. */
export type DbClock = Pick<Services, "db" | "clock">;
