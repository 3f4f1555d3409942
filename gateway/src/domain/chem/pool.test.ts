/**
 * The chemistry pool with real worker threads and RDKit: a molecule waiting behind one that traps or
 * overruns is drawn by the replacement worker, not lost and not given the other's error.
 */
import { afterEach, describe, expect, it } from "vitest";
import type { DepictFor, DepictRequest } from "./depiction.js";
import { ChemPool } from "./pool.js";

const pad = (value: number | string, width: number) => String(value).padStart(width);

function chain(n: number): string {
  const lines = ["chain", "  test", "", `${pad(n, 3)}${pad(n - 1, 3)}  0  0  0  0  0  0  0  0999 V2000`];
  for (let i = 0; i < n; i++)
    lines.push(`${pad((i * 1.5).toFixed(4), 10)}    0.0000    0.0000 C   0  0  0  0`);
  for (let i = 1; i < n; i++) lines.push(`${pad(i, 3)}${pad(i + 1, 3)}  1  0`);
  lines.push("M  END");
  return `${lines.join("\n")}\n`;
}

function chainV3000(n: number): string {
  const lines = ["chain", "  test", "", "  0  0  0     0  0            999 V3000", "M  V30 BEGIN CTAB"];
  lines.push(`M  V30 COUNTS ${n} ${n - 1} 0 0 0`, "M  V30 BEGIN ATOM");
  for (let i = 1; i <= n; i++) lines.push(`M  V30 ${i} C ${i * 1.5} 0 0 0`);
  lines.push("M  V30 END ATOM", "M  V30 BEGIN BOND");
  for (let i = 1; i < n; i++) lines.push(`M  V30 ${i} 1 ${i} ${i + 1}`);
  lines.push("M  V30 END BOND", "M  V30 END CTAB", "M  END");
  return `${lines.join("\n")}\n`;
}

const alice: DepictFor = { user: "user:1" };
const bob: DepictFor = { user: "user:2" };

/**
 * Resolves once the pool has answered `count` molecules in all (polled: the pool has no event for it).
 */
async function drawnAtLeast(pool: ChemPool, count: number): Promise<void> {
  while (pool.stats.drawn < count) await new Promise((resolve) => setTimeout(resolve, 10));
}

const draw = (molblock: string): DepictRequest => ({
  molblock,
  smiles: true,
  inchi: true,
  svg: true,
  width: 250,
  height: 200,
});

describe("ChemPool", () => {
  let pool: ChemPool | null = null;
  afterEach(async () => pool?.close());

  it("replaces a worker that trapped and draws the molecule that waited behind it", async () => {
    pool = new ChemPool({ workers: 1, timeoutMs: 20_000, warmUp: false });
    const [trapped, next] = await pool.depictAll([draw(chain(600)), draw(chain(4))], alice);
    expect(trapped!.error).toMatch(/^RDKit (crashed|failed) on this molecule/);
    expect(next).toMatchObject({ smiles: "CCCC", error: null });
    expect(next!.inChi).toBe("InChI=1S/C4H10/c1-3-4-2/h3-4H2,1-2H3");
    expect(pool.stats.replaced).toBe(1);
  });

  it("terminates a worker past the time limit; the waiting molecule gets its own answer", async () => {
    pool = new ChemPool({ workers: 1, timeoutMs: 1000, warmUp: false });
    const [slow, next] = await pool.depictAll([draw(chainV3000(25_000)), draw(chain(3))], alice);
    expect(slow).toEqual({ smiles: null, inChi: null, molSvg: null, error: "took too long (over 1 s)" });
    expect(next).toMatchObject({ smiles: "CCC", error: null });
    expect(pool.stats).toMatchObject({ replaced: 1, timedOut: 1 });
  });

  it("answers molecules still waiting when it closes, and every later one", async () => {
    pool = new ChemPool({ workers: 1, timeoutMs: 20_000, warmUp: false });
    const pending = pool.depictAll([draw(chain(3)), draw(chain(4)), draw(chain(5))], alice);
    await pool.close();
    const answers = await pending;
    expect(answers.every((a) => a.error === "chemistry is shutting down")).toBe(true);
    expect((await pool.depictAll([draw(chain(3))], alice))[0]!.error).toBe("chemistry is shutting down");
  });

  it("fails only the molecule that overran inside a batch; the ones around it are drawn", async () => {
    pool = new ChemPool({ workers: 1, timeoutMs: 1000, warmUp: false });
    const answers = await pool.depictAll(
      [draw(chain(3)), draw(chain(4)), draw(chainV3000(25_000)), draw(chain(5)), draw(chain(6))],
      alice,
    );
    expect(answers.map((a) => a.smiles)).toEqual(["CCC", "CCCC", null, "CCCCC", "CCCCCC"]);
    expect(answers[2]!.error).toBe("took too long (over 1 s)");
    expect(answers.filter((a) => a.error !== null)).toHaveLength(1);
    expect(pool.stats).toMatchObject({ replaced: 1, timedOut: 1 });
  });

  it("fails only the molecule that trapped inside a batch, on two workers", async () => {
    pool = new ChemPool({ workers: 2, timeoutMs: 20_000, warmUp: false });
    const sizes = [3, 4, 5, 6, 7, 8, 9, 10];
    const requests = sizes.map((n) => draw(chain(n)));
    requests.splice(3, 0, draw(chain(600)));
    const answers = await pool.depictAll(requests, alice);
    expect(answers[3]!.error).toMatch(/^RDKit (crashed|failed) on this molecule/);
    answers.splice(3, 1);
    expect(answers.map((a) => a.smiles)).toEqual(sizes.map((n) => "C".repeat(n)));
    expect(answers.every((a) => a.error === null && a.molSvg?.includes("<svg"))).toBe(true);
  });

  it("lets a later request's molecule go before an earlier request's long list is done", async () => {
    pool = new ChemPool({ workers: 1, timeoutMs: 20_000, warmUp: false });
    let longDone = 0;
    const long = pool.depictAll(
      Array.from({ length: 40 }, (_, i) => draw(chain(3 + (i % 20)))),
      alice,
    );
    const counted = long.then((answers) => {
      longDone = answers.length;
      return answers;
    });
    const [short] = await pool.depictAll([draw(chain(2))], bob);
    expect(short).toMatchObject({ smiles: "CC", error: null });
    expect(longDone).toBe(0);
    const answers = await counted;
    expect(answers.every((a) => a.error === null)).toBe(true);
  });

  // A chain of 400 atoms takes RDKit tens of milliseconds or more, so each of its answers comes back
  // on its own (the worker sends answers at least every 50 ms): the count of molecules answered when
  // a page resolves shows what went before it.

  it("serves users in turns: four pages of one user hold another user's page one molecule at a time", async () => {
    // Both arrive before the worker is ready, having used nothing: they alternate.
    pool = new ChemPool({ workers: 1, timeoutMs: 20_000, warmUp: false });
    const heavy = Array.from({ length: 10 }, () => draw(chain(400)));
    const pages = Array.from({ length: 4 }, () => pool!.depictAll(heavy, alice));
    const [one, two, three] = await pool.depictAll([draw(chain(3)), draw(chain(4)), draw(chain(5))], bob);
    expect([one!.smiles, two!.smiles, three!.smiles]).toEqual(["CCC", "CCCC", "CCCCC"]);
    // Alice's turns took one of her molecules each, and on a loaded machine an answer batch may carry
    // one more per turn (a few more may come back with Bob's last answer); turns by page would have
    // taken four of hers per molecule of his (15 in all).
    expect(pool.stats.drawn).toBeLessThanOrEqual(3 + 3 * 2 + 1);
    await pool.close();
    expect((await Promise.all(pages)).flat().some((a) => a.error === "chemistry is shutting down")).toBe(
      true,
    );
  });

  it("puts another user's page before a busy user's queue and the batches already sent", async () => {
    pool = new ChemPool({ workers: 1, timeoutMs: 20_000, warmUp: false });
    // 40 molecules: two batches of 16 go out to the worker at once, the rest waits in the queue.
    const long = pool.depictAll(
      Array.from({ length: 40 }, () => draw(chain(400))),
      alice,
    );
    await drawnAtLeast(pool, 1);
    const before = pool.stats.drawn;
    const answers = await pool.depictAll([draw(chain(3)), draw(chain(4))], bob);
    expect(answers.map((a) => a.smiles)).toEqual(["CCC", "CCCC"]);
    // Bob waited for the molecule being drawn (on a loaded machine a few more of Alice's may come back
    // with his answers), not for her 32 molecules sent out in two batches, nor for turns with her.
    expect(pool.stats.drawn - before).toBeLessThanOrEqual(1 + 2 + 3);
    await pool.close();
    await long;
  });

  it("drops the molecules of a page whose client went away; those being drawn finish", async () => {
    pool = new ChemPool({ workers: 2, timeoutMs: 20_000, warmUp: false });
    const gone = new AbortController();
    const page = pool.depictAll(
      Array.from({ length: 40 }, () => draw(chain(400))),
      { user: "user:1", signal: gone.signal },
    );
    await drawnAtLeast(pool, 1);
    gone.abort();
    const answers = await page;
    const dropped = answers.filter((a) => a.error === "the client went away");
    expect(dropped.length).toBe(pool.stats.dropped);
    // At most the molecules the two workers were drawing, and those answered, are not dropped.
    expect(answers.filter((a) => a.smiles !== null).length + dropped.length).toBe(40);
    expect(dropped.length).toBeGreaterThanOrEqual(30);
    // The pool goes on with the next user's page.
    const [next] = await pool.depictAll([draw(chain(3))], bob);
    expect(next).toMatchObject({ smiles: "CCC", error: null });
    // A page whose client is already gone draws nothing.
    const late = await pool.depictAll([draw(chain(3))], { user: "user:1", signal: gone.signal });
    expect(late[0]!.error).toBe("the client went away");
  });
});
