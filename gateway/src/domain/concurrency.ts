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
