/**
 * The chart tool's data logic, apart from drawing: which cells are numbers, which columns are
 * numeric, the rows a chart can draw and why the others cannot be drawn, and an axis domain that
 * holds every drawn value (negative ones included), so that a chart never hides data silently.
 */

export interface Table {
  readonly header: readonly string[];
  readonly rows: readonly (readonly string[])[];
}

/** A cell's number, or null when it is empty or not a finite number. */
export function numeric(value: string | undefined): number | null {
  if (value === undefined || value.trim() === "") return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

/**
 * The columns offered as numbers: among the first `sample` rows, at least one cell is a number and
 * numbers are at least half of the filled cells (a stray "n/a" leaves a column numeric; the rows it
 * is in are counted as not drawn).
 */
export function numericColumns(table: Table, sample = 50): number[] {
  return table.header
    .map((_name, index) => index)
    .filter((index) => {
      const cells = table.rows.slice(0, sample).map((row) => row[index]);
      const filled = cells.filter((value) => value !== undefined && value.trim() !== "");
      const numbers = filled.filter((value) => numeric(value) !== null).length;
      return numbers > 0 && numbers * 2 >= filled.length;
    });
}

/** The rows a chart draws, and how many of the table's rows it leaves out, and why. */
export interface DrawnRows {
  /** Indices (into the table's rows) of the rows drawn, in order. */
  readonly drawn: readonly number[];
  /** All rows of the table. */
  readonly total: number;
  /** Per chosen column (in the order given): rows whose cell there is empty or not a number. */
  readonly missing: readonly { readonly column: number; readonly rows: number }[];
  /** Rows with numbers in every chosen column, beyond what the chart kind shows (`limit`). */
  readonly beyondLimit: number;
}

/**
 * Picks the rows with a number in every one of `columns`; at most `limit` of them are drawn. A row
 * missing numbers in two columns counts under each of them.
 */
export function drawnRows(
  rows: readonly (readonly string[])[],
  columns: readonly number[],
  limit: number = Number.POSITIVE_INFINITY,
): DrawnRows {
  const unique = [...new Set(columns)];
  const missing = new Map(unique.map((column) => [column, 0]));
  const complete: number[] = [];
  rows.forEach((row, index) => {
    let whole = true;
    for (const column of unique) {
      if (numeric(row[column]) === null) {
        missing.set(column, (missing.get(column) ?? 0) + 1);
        whole = false;
      }
    }
    if (whole) complete.push(index);
  });
  const drawn = complete.slice(0, Math.max(0, limit));
  return {
    drawn,
    total: rows.length,
    missing: unique
      .map((column) => ({ column, rows: missing.get(column) ?? 0 }))
      .filter((entry) => entry.rows > 0),
    beyondLimit: complete.length - drawn.length,
  };
}

export interface Domain {
  readonly min: number;
  readonly max: number;
}

/**
 * An axis range holding every value with a margin of `padding` of the span on each side; with
 * `includeZero` (bars grow from zero) zero is in it too, and the axis stops at zero on the side with
 * no value. Equal values get a span of their own size (1 for zeros). Null when there is no finite
 * value.
 */
export function axisDomain(
  values: readonly number[],
  { includeZero = false, padding = 0.05 }: { includeZero?: boolean; padding?: number } = {},
): Domain | null {
  const finite = values.filter((value) => Number.isFinite(value));
  if (finite.length === 0) return null;
  let low = Math.min(...finite);
  let high = Math.max(...finite);
  if (includeZero) {
    low = Math.min(low, 0);
    high = Math.max(high, 0);
  }
  if (low === high) {
    // With zero included, only all-zero values get here.
    if (includeZero) return { min: 0, max: 1 };
    const half = low !== 0 ? Math.abs(low) / 2 : 1;
    return { min: low - half, max: high + half };
  }
  const margin = (high - low) * padding;
  return {
    // A bar axis starts at zero exactly when no value is below it (no empty band under the bars).
    min: includeZero && low === 0 ? 0 : low - margin,
    max: includeZero && high === 0 ? 0 : high + margin,
  };
}
