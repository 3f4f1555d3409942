/**
 * A bound on how many pieces of work of one kind run at once (sequence parses, Open Babel conversions):
 * the rest wait their turn in order, so a burst queues instead of filling memory or the CPUs.
 */
export function limitConcurrency(max: number): <T>(work: () => Promise<T>) => Promise<T> {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async (work) => {
    while (running >= max) await new Promise<void>((resolve) => waiting.push(resolve));
    running += 1;
    try {
      return await work();
    } finally {
      running -= 1;
      waiting.shift()?.();
    }
  };
}

/**
 * The same bound per key (a user): each key's work runs at most `max` at once, in order, while other
 * keys' work goes on. Keys with nothing running or waiting are forgotten.
 */
export function limitConcurrencyPerKey(max: number): <T>(key: string, work: () => Promise<T>) => Promise<T> {
  const limits = new Map<string, { run: <T>(work: () => Promise<T>) => Promise<T>; users: number }>();
  return async (key, work) => {
    let entry = limits.get(key);
    if (!entry) {
      entry = { run: limitConcurrency(max), users: 0 };
      limits.set(key, entry);
    }
    entry.users += 1;
    try {
      return await entry.run(work);
    } finally {
      entry.users -= 1;
      if (entry.users === 0) limits.delete(key);
    }
  };
}
