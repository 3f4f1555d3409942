/**
 * The bookkeeping behind the limits of subscription sockets (config.subscriptions): how many sockets
 * each client address holds open, which sockets act for each account (its subscription cap, and the
 * sockets to check again when its access changes), and each socket's budget of subscribe messages.
 * One per gateway process; the counts are of this process's sockets (socketCensus.ts adds the other
 * gateways' to them).
 */
import type { SubscriptionLimits } from "../config.js";

/** What a socket's next subscribe message gets: taken, refused, or the socket closed for flooding. */
export type SubscribeVerdict = "take" | "refuse" | "close";

/**
 * A token bucket of `subscribeBurst` messages earning `subscribesPerSecond` back. A refusal costs
 * nothing, so a client that slows down is served again at once; one that sends another whole burst
 * while refused is flooding (20,000 messages on one socket took 2.9 s of CPU) and loses the socket.
 */
export function subscribeBudget(
  limits: Pick<SubscriptionLimits, "subscribeBurst" | "subscribesPerSecond">,
  now: () => number = Date.now,
): () => SubscribeVerdict {
  let tokens = limits.subscribeBurst;
  let at = now();
  let refusedInARow = 0;
  return () => {
    const time = now();
    tokens = Math.min(limits.subscribeBurst, tokens + ((time - at) / 1000) * limits.subscribesPerSecond);
    at = time;
    if (tokens >= 1) {
      tokens -= 1;
      refusedInARow = 0;
      return "take";
    }
    refusedInARow += 1;
    return refusedInARow > limits.subscribeBurst ? "close" : "refuse";
  };
}

/** The open sockets of a process by client address and by account (`side:id`). */
export interface SocketRegistry<S> {
  /**
   * Counts a new socket of `address`; false (and not counted) when the address has its share open,
   * here and `elsewhere` (the sockets it holds on the other gateways).
   */
  admit(address: string, elsewhere?: number): boolean;
  /** Uncounts a socket that `admit` counted. */
  release(address: string): void;
  /** Files a signed-in socket under each account it acts for, until `leave`. */
  join(accounts: readonly string[], socket: S): void;
  leave(accounts: readonly string[], socket: S): void;
  /** The sockets acting for an account. */
  socketsOf(account: string): Iterable<S>;
  /** Every signed-in socket. */
  all(): Iterable<S>;
  /** The accounts with sockets here, each with its sockets. */
  accounts(): Iterable<[string, Iterable<S>]>;
  /** The open sockets of each address here. */
  addresses(): ReadonlyMap<string, number>;
}

export function accountKey(side: string, id: number): string {
  return `${side}:${id}`;
}

export function createSocketRegistry<S>(socketsPerAddress: number): SocketRegistry<S> {
  const perAddress = new Map<string, number>();
  const byAccount = new Map<string, Set<S>>();
  return {
    admit(address, elsewhere = 0) {
      const open = perAddress.get(address) ?? 0;
      if (open + elsewhere >= socketsPerAddress) return false;
      perAddress.set(address, open + 1);
      return true;
    },
    release(address) {
      const open = (perAddress.get(address) ?? 1) - 1;
      if (open > 0) perAddress.set(address, open);
      else perAddress.delete(address);
    },
    join(accounts, socket) {
      for (const account of accounts) {
        const sockets = byAccount.get(account) ?? new Set<S>();
        sockets.add(socket);
        byAccount.set(account, sockets);
      }
    },
    leave(accounts, socket) {
      for (const account of accounts) {
        const sockets = byAccount.get(account);
        sockets?.delete(socket);
        if (sockets?.size === 0) byAccount.delete(account);
      }
    },
    socketsOf(account) {
      return byAccount.get(account) ?? [];
    },
    accounts() {
      return byAccount.entries();
    },
    addresses() {
      return perAddress;
    },
    *all() {
      const seen = new Set<S>();
      for (const sockets of byAccount.values()) {
        for (const socket of sockets) {
          if (seen.has(socket)) continue;
          seen.add(socket);
          yield socket;
        }
      }
    },
  };
}
