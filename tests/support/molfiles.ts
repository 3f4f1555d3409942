/** Molfiles and SD files made up for tests and benchmarks: carbon chains of any length, small molecules. */

const pad = (value: number | string, width: number) => String(value).padStart(width);

/** A V2000 molfile of a linear carbon chain: n atoms on a line, n-1 single bonds. */
export function chainV2000(n: number, title = `chain-${n}`): string {
  const lines = [
    title,
    "  crucible-test",
    "",
    `${pad(n, 3)}${pad(n - 1, 3)}  0  0  0  0  0  0  0  0999 V2000`,
  ];
  for (let i = 0; i < n; i++) {
    lines.push(
      `${pad((i * 1.5).toFixed(4), 10)}${pad("0.0000", 10)}${pad("0.0000", 10)} C   0  0  0  0  0  0  0  0  0  0  0  0`,
    );
  }
  for (let i = 1; i < n; i++) lines.push(`${pad(i, 3)}${pad(i + 1, 3)}  1  0  0  0  0`);
  lines.push("M  END");
  return lines.join("\n");
}

/**
 * A V3000 molfile of a linear carbon chain (V2000 counts stop at 999 atoms). `title` and `header` (line
 * 4) let a test craft what an attacker would: a title that reads like a COUNTS line, a V3000 tag with
 * text after it.
 */
export function chainV3000(
  n: number,
  title = `chain-${n}`,
  header = "  0  0  0     0  0            999 V3000",
): string {
  const lines = [title, "  crucible-test", "", header];
  lines.push("M  V30 BEGIN CTAB", `M  V30 COUNTS ${n} ${n - 1} 0 0 0`, "M  V30 BEGIN ATOM");
  for (let i = 1; i <= n; i++) lines.push(`M  V30 ${i} C ${(i * 1.5).toFixed(4)} 0 0 0`);
  lines.push("M  V30 END ATOM", "M  V30 BEGIN BOND");
  for (let i = 1; i < n; i++) lines.push(`M  V30 ${i} 1 ${i} ${i + 1}`);
  lines.push("M  V30 END BOND", "M  V30 END CTAB", "M  END");
  return lines.join("\n");
}

/** A small V2000 molfile from atoms and bonds ([from, to, order], 1-based). */
export function molfile(title: string, atoms: string[], bonds: [number, number, number][]): string {
  const lines = [
    title,
    "  crucible-test",
    "",
    `${pad(atoms.length, 3)}${pad(bonds.length, 3)}  0  0  0  0  0  0  0  0999 V2000`,
  ];
  atoms.forEach((element, i) => {
    const x = Math.cos(i) * 1.5;
    const y = Math.sin(i) * 1.5;
    lines.push(
      `${pad(x.toFixed(4), 10)}${pad(y.toFixed(4), 10)}${pad("0.0000", 10)} ${element.padEnd(3)} 0  0  0  0  0  0  0  0  0  0  0  0`,
    );
  });
  for (const [a, b, order] of bonds) lines.push(`${pad(a, 3)}${pad(b, 3)}${pad(order, 3)}  0`);
  lines.push("M  END");
  return lines.join("\n");
}

/** An SD file of these records. */
export const sdf = (...records: string[]) => Buffer.from(`${records.map((r) => `${r}\n$$$$\n`).join("")}`);
