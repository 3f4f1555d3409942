/**
 * The fleet's count of subscription sockets (config.subscriptions over several gateways). Each gateway
 * announces on the event bus, once a period while it holds sockets and once more when it holds none,
 * how many operations each account follows on it and how many sockets each client address holds on
 * it; each gateway adds what the others last announced to its own counts when it checks a limit. A
 * gateway not heard from for three periods (stopped, killed) counts nothing.
 *
 * What this bounds and what it does not: the others' counts are at most a period old, so sockets
 * opened on several gateways within one period can pass a limit by what each admitted meanwhile. An
 * announcement fits one notification: the largest counts go first, and accounts and addresses left
 * out are those with the fewest sockets, far from a limit.
 */
import type { CensusEvent, LiveEvent } from "../domain/events.js";

/** NOTIFY refuses payloads of 8,000 bytes and more. */
const maxCensusBytes = 7000;

export interface CensusCounts {
  readonly accounts: ReadonlyMap<string, number>;
  readonly addresses: ReadonlyMap<string, number>;
}

export interface SocketCensus {
  /** Operations the account follows on the other gateways, as they last said. */
  subscriptionsElsewhere(account: string): number;
  /** Sockets the address holds on the other gateways, as they last said. */
  socketsElsewhere(address: string): number;
  /** A socket opened here: announce from now on (the announcements stop once none is left). */
  wake(): void;
  /** Stops announcing and listening (the gateway closes). */
  close(): void;
}

export interface SocketCensusOptions {
  /** This gateway's name in its announcements (its own come back to it and are ignored). */
  readonly from: string;
  readonly periodMs: number;
  /** This gateway's counts now. */
  counts(): CensusCounts;
  publish(census: CensusEvent): Promise<void>;
  subscribe(listener: (event: LiveEvent) => void): () => void;
  log(error: unknown): void;
  now?: () => number;
}

/** The census event of `counts`, largest counts first, cut to fit one notification. */
export function censusEvent(from: string, counts: CensusCounts): CensusEvent {
  const event: CensusEvent = { kind: "census", from, accounts: {}, addresses: {} };
  let bytes = Buffer.byteLength(JSON.stringify(event));
  const entries = [
    ...[...counts.accounts].map(([key, count]) => ({ into: event.accounts, key, count })),
    ...[...counts.addresses].map(([key, count]) => ({ into: event.addresses, key, count })),
  ]
    .filter((entry) => entry.count > 0 && entry.key.length <= 64)
    .sort((a, b) => b.count - a.count);
  for (const entry of entries) {
    // "key":count, at most: quotes, colon, comma, and the key's escapes.
    const size = Buffer.byteLength(JSON.stringify(entry.key)) + String(entry.count).length + 2;
    if (bytes + size > maxCensusBytes) break;
    entry.into[entry.key] = entry.count;
    bytes += size;
  }
  return event;
}

export function createSocketCensus(options: SocketCensusOptions): SocketCensus {
  const now = options.now ?? Date.now;
  const heard = new Map<
    string,
    { at: number; accounts: Record<string, number>; addresses: Record<string, number> }
  >();
  let timer: NodeJS.Timeout | null = null;
  let saidSome = false;
  let closed = false;

  const unsubscribe = options.subscribe((event) => {
    if (event.kind !== "census" || event.from === options.from) return;
    if (Object.keys(event.accounts).length === 0 && Object.keys(event.addresses).length === 0)
      heard.delete(event.from);
    else heard.set(event.from, { at: now(), accounts: event.accounts, addresses: event.addresses });
  });

  const announce = () => {
    const counts = options.counts();
    const some = counts.accounts.size > 0 || counts.addresses.size > 0;
    if (!some && !saidSome) {
      // Nothing held here, and the others know it: quiet until the next socket.
      if (timer) clearInterval(timer);
      timer = null;
      return;
    }
    saidSome = some;
    options.publish(censusEvent(options.from, counts)).catch(options.log);
  };

  const elsewhere = (
    pick: (census: { accounts: Record<string, number>; addresses: Record<string, number> }) => number,
  ) => {
    const since = now() - 3 * options.periodMs;
    let total = 0;
    for (const [from, census] of heard) {
      if (census.at < since) heard.delete(from);
      else total += pick(census);
    }
    return total;
  };

  return {
    subscriptionsElsewhere: (account) => elsewhere((census) => census.accounts[account] ?? 0),
    socketsElsewhere: (address) => elsewhere((census) => census.addresses[address] ?? 0),
    wake() {
      if (closed || timer) return;
      timer = setInterval(announce, options.periodMs);
      timer.unref();
    },
    close() {
      closed = true;
      if (timer) clearInterval(timer);
      timer = null;
      unsubscribe();
    },
  };
}
