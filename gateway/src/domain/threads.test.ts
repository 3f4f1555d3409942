import { describe, expect, it } from "vitest";
import { threadPool } from "./threads.js";

type Input = { kind: "answer"; value: number } | { kind: "spin" } | { kind: "throw" } | { kind: "fill" };

const pool = threadPool<Input, { doubled: number }>(new URL("./threads.test-worker.mjs", import.meta.url), {
  threads: 2,
  maxOldGenerationSizeMb: 64,
});

describe("threadPool", () => {
  it("answers a task from a worker thread", async () => {
    expect(await pool({ kind: "answer", value: 21 }, 10_000)).toEqual({ answer: { doubled: 42 } });
  });

  it("stops a task past its time and takes the next one on a new thread", async () => {
    expect(await pool({ kind: "spin" }, 300)).toEqual({ timedOut: true });
    expect(await pool({ kind: "answer", value: 2 }, 10_000)).toEqual({ answer: { doubled: 4 } });
  });

  it("answers a task that throws, or whose thread runs out of memory, as failed", async () => {
    const thrown = await pool({ kind: "throw" }, 10_000);
    expect("failed" in thrown && thrown.failed.message).toBe("the task failed");
    const filled = await pool({ kind: "fill" }, 60_000);
    expect("failed" in filled).toBe(true);
    expect(await pool({ kind: "answer", value: 5 }, 10_000)).toEqual({ answer: { doubled: 10 } });
  });

  it("runs two tasks at once and queues the rest without counting their wait against their time", async () => {
    // The third waits for a thread longer than its own time: its time starts when a thread takes it.
    const answers = await Promise.all([
      pool({ kind: "spin" }, 1500),
      pool({ kind: "spin" }, 1500),
      pool({ kind: "answer", value: 1 }, 1000),
    ]);
    expect(answers).toEqual([{ timedOut: true }, { timedOut: true }, { answer: { doubled: 2 } }]);
  });
});
