/**
 * The chemistry pool with real worker threads and RDKit: a molecule waiting behind one that traps or
 * overruns is drawn by the replacement worker, not lost and not given the other's error.
 */
import { afterEach, describe, expect, it } from "vitest";
import { ChemPool, type DepictRequest } from "./pool.js";

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
    const [trapped, next] = await pool.depictAll([draw(chain(600)), draw(chain(4))]);
    expect(trapped!.error).toMatch(/^RDKit (crashed|failed) on this molecule/);
    expect(next).toMatchObject({ smiles: "CCCC", error: null });
    expect(next!.inChi).toBe("InChI=1S/C4H10/c1-3-4-2/h3-4H2,1-2H3");
    expect(pool.stats.replaced).toBe(1);
  });

  it("terminates a worker past the time limit; the waiting molecule gets its own answer", async () => {
    pool = new ChemPool({ workers: 1, timeoutMs: 1000, warmUp: false });
    const [slow, next] = await pool.depictAll([draw(chainV3000(25_000)), draw(chain(3))]);
    expect(slow).toEqual({ smiles: null, inChi: null, molSvg: null, error: "took too long (over 1 s)" });
    expect(next).toMatchObject({ smiles: "CCC", error: null });
    expect(pool.stats).toEqual({ replaced: 1, timedOut: 1 });
  });

  it("answers molecules still waiting when it closes, and every later one", async () => {
    pool = new ChemPool({ workers: 1, timeoutMs: 20_000, warmUp: false });
    const pending = pool.depictAll([draw(chain(3)), draw(chain(4)), draw(chain(5))]);
    await pool.close();
    const answers = await pending;
    expect(answers.every((a) => a.error === "chemistry is shutting down")).toBe(true);
    expect((await pool.depictAll([draw(chain(3))]))[0]!.error).toBe("chemistry is shutting down");
  });

  it("fails only the molecule that overran inside a batch; the ones around it are drawn", async () => {
    pool = new ChemPool({ workers: 1, timeoutMs: 1000, warmUp: false });
    const answers = await pool.depictAll([
      draw(chain(3)),
      draw(chain(4)),
      draw(chainV3000(25_000)),
      draw(chain(5)),
      draw(chain(6)),
    ]);
    expect(answers.map((a) => a.smiles)).toEqual(["CCC", "CCCC", null, "CCCCC", "CCCCCC"]);
    expect(answers[2]!.error).toBe("took too long (over 1 s)");
    expect(answers.filter((a) => a.error !== null)).toHaveLength(1);
    expect(pool.stats).toEqual({ replaced: 1, timedOut: 1 });
  });

  it("fails only the molecule that trapped inside a batch, on two workers", async () => {
    pool = new ChemPool({ workers: 2, timeoutMs: 20_000, warmUp: false });
    const sizes = [3, 4, 5, 6, 7, 8, 9, 10];
    const requests = sizes.map((n) => draw(chain(n)));
    requests.splice(3, 0, draw(chain(600)));
    const answers = await pool.depictAll(requests);
    expect(answers[3]!.error).toMatch(/^RDKit (crashed|failed) on this molecule/);
    answers.splice(3, 1);
    expect(answers.map((a) => a.smiles)).toEqual(sizes.map((n) => "C".repeat(n)));
    expect(answers.every((a) => a.error === null && a.molSvg?.includes("<svg"))).toBe(true);
  });

  it("lets a later request's molecule go before an earlier request's long list is done", async () => {
    pool = new ChemPool({ workers: 1, timeoutMs: 20_000, warmUp: false });
    let longDone = 0;
    const long = pool.depictAll(Array.from({ length: 40 }, (_, i) => draw(chain(3 + (i % 20)))));
    const counted = long.then((answers) => {
      longDone = answers.length;
      return answers;
    });
    const [short] = await pool.depictAll([draw(chain(2))]);
    expect(short).toMatchObject({ smiles: "CC", error: null });
    expect(longDone).toBe(0);
    const answers = await counted;
    expect(answers.every((a) => a.error === null)).toBe(true);
  });
});
