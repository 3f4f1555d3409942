/** A pool's task for threads.test.ts: answers, runs past its time, throws, or fills its heap. */
export default async function task(input) {
  if (input.kind === "answer") return { doubled: input.value * 2 };
  if (input.kind === "spin") {
    for (;;) {
      // Never yields: only the thread's termination stops it.
    }
  }
  if (input.kind === "throw") throw new Error("the task failed");
  const held = [];
  for (;;) held.push(new Array(1_000_000).fill(held.length));
}
