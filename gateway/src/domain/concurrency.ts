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
 * Each key's work one at a time, in order; and a key's work that had to wait for its own earlier work
 * (a user who asked for several at once) then also waits for the work of other keys running at that
 * moment. A key that asks for one thing at a time starts at once, so one key's queue delays another
 * key's work by at most the one piece it had running when that work came, and nobody starves: work
 * that starts later does not hold a waiting piece back.
 */
export function turnsPerKey(): <T>(key: string, work: () => Promise<T>) => Promise<T> {
  /** Each key's last piece, running or waiting (forgotten once it ends). */
  const last = new Map<string, Promise<void>>();
  /** The pieces running now, with their keys. */
  const running = new Set<{ key: string; done: Promise<void> }>();
  return async (key, work) => {
    const previous = last.get(key);
    let release = () => {};
    const done = new Promise<void>((resolve) => (release = resolve));
    last.set(key, done);
    try {
      if (previous) {
        await previous;
        await Promise.all([...running].filter((piece) => piece.key !== key).map((piece) => piece.done));
      }
      const piece = { key, done };
      running.add(piece);
      try {
        return await work();
      } finally {
        running.delete(piece);
      }
    } finally {
      release();
      if (last.get(key) === done) last.delete(key);
    }
  };
}
