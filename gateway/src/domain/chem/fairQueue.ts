/**
 * The chemistry pool's queue (pool.ts), fair between users: the next molecule is always one of the
 * user who has used the least worker time lately (the time decays by half every usageHalfLifeMs), each
 * user's pages taking turns among themselves. A molecule is charged its user's mean time when it is
 * sent and what it took when it answers.
 */
import { failed, goneAway, type DepictRequest, type Depiction } from "./depiction.js";

/** One depictAll call: its molecules not sent yet, in order. */
export interface Page {
  user: string;
  waiting: Job[];
  /** The client went away: nothing more of this page is drawn. */
  abandoned: boolean;
}

/** A user with molecules waiting, and their pages with molecules waiting (they take turns). */
interface UserTurn {
  user: string;
  pages: Page[];
}

/** Worker time a user has used, in ms as of `at` (it decays from there). */
interface Usage {
  ms: number;
  at: number;
  /**
   * The user's mean time per molecule (moving): what a molecule of theirs is charged when it is sent,
   * until it answers. Their own, so that a user of light molecules is not charged for heavy ones.
   */
  meanMs: number;
}

/** A user's worker time counts half after this long, so yesterday's heavy user is a newcomer today. */
const usageHalfLifeMs = 10_000;
/** Usage entries kept before the faded ones (under 1 ms) are forgotten. */
const usageEntries = 4096;

export interface Job {
  /** Unique in this pool: the worker answers with it and names it in its progress cell. */
  id: number;
  page: Page;
  /** Its place in its page, kept when it goes back to the queue. */
  order: number;
  /** Worker time charged to its user when it was sent (an estimate until it answers). */
  charged: number;
  request: DepictRequest;
  resolve(depiction: Depiction): void;
}

export class FairQueue {
  /** Users with molecules waiting to be sent (in arrival order, which breaks ties of usage). */
  private readonly turns: UserTurn[] = [];
  /** Worker time used lately, by user. */
  private readonly usage = new Map<string, Usage>();

  /** Whether any molecule waits to be sent. */
  get waiting(): boolean {
    return this.turns.length > 0;
  }

  /**
   * Puts molecules (new, taken back, or left by a replaced worker) into their pages' places in the
   * queue, each page in its order; those of an abandoned page are dropped instead. Answers how many
   * were dropped.
   */
  enqueue(jobs: readonly Job[]): number {
    let dropped = 0;
    const touched = new Set<Page>();
    for (const job of jobs) {
      const { page } = job;
      if (page.abandoned) {
        dropped += 1;
        job.resolve(failed(goneAway));
        continue;
      }
      let turn = this.turns.find((t) => t.user === page.user);
      if (!turn) {
        turn = { user: page.user, pages: [] };
        this.turns.push(turn);
      }
      if (!turn.pages.includes(page)) turn.pages.push(page);
      page.waiting.push(job);
      touched.add(page);
    }
    for (const page of touched) page.waiting.sort((a, b) => a.order - b.order);
    return dropped;
  }

  /** The worker time a user has used lately (decayed to now). */
  used(user: string, now = Date.now()): number {
    const usage = this.usage.get(user);
    return usage ? usage.ms * 0.5 ** ((now - usage.at) / usageHalfLifeMs) : 0;
  }

  /** Sets what a molecule costs its user: `ms` replaces what was charged for it so far. */
  charge(job: Job, ms: number): void {
    const now = Date.now();
    const { user } = job.page;
    const meanMs = this.usage.get(user)?.meanMs ?? 0;
    this.usage.set(user, { ms: Math.max(0, this.used(user, now) + ms - job.charged), at: now, meanMs });
    job.charged = ms;
    if (this.usage.size > usageEntries) {
      for (const [other] of this.usage) if (this.used(other, now) < 1) this.usage.delete(other);
    }
  }

  /** A worker answered the molecule after `ms`: what it costs, and its user's mean time per molecule. */
  answered(job: Job, ms: number): void {
    this.charge(job, ms);
    const usage = this.usage.get(job.page.user)!;
    usage.meanMs += (ms - usage.meanMs) / 8;
  }

  /**
   * The next molecule to send: the first waiting molecule of the next page of the user who has used
   * the least worker time (the first such user in arrival order), charged that user's mean time.
   */
  next(): Job | null {
    if (this.turns.length === 0) return null;
    const now = Date.now();
    let chosen = 0;
    let least = Number.POSITIVE_INFINITY;
    this.turns.forEach((turn, index) => {
      const used = this.used(turn.user, now);
      if (used < least) [chosen, least] = [index, used];
    });
    const turn = this.turns[chosen]!;
    const page = turn.pages.shift()!;
    const job = page.waiting.shift()!;
    if (page.waiting.length > 0) turn.pages.push(page);
    if (turn.pages.length === 0) this.turns.splice(chosen, 1);
    // At least 1 ms: users with no history yet alternate instead of the first one filling the batch.
    this.charge(job, Math.max(1, this.usage.get(job.page.user)?.meanMs ?? 0));
    return job;
  }

  /** Every waiting molecule answers `error`. */
  failAll(error: string): void {
    for (const turn of this.turns.splice(0)) {
      for (const page of turn.pages) for (const job of page.waiting.splice(0)) job.resolve(failed(error));
    }
  }

  /** Takes a page out of the queue (its molecules are taken out of `page.waiting` by the caller). */
  remove(page: Page): void {
    for (const turn of this.turns) turn.pages = turn.pages.filter((p) => p !== page);
    this.turns.splice(0, this.turns.length, ...this.turns.filter((turn) => turn.pages.length > 0));
  }
}
