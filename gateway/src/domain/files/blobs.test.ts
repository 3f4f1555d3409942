import { getTableColumns, getTableName } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { describe, expect, expectTypeOf, it } from "vitest";
import type * as schema from "../../db/schema.js";
import { blobIdLists, blobs, uploads } from "../../db/schema.js";
import { allTables, blobHolders } from "./blobs.js";

type Schema = typeof schema;
type TableKeys = { [K in keyof Schema]: Schema[K] extends PgTable ? K : never }[keyof Schema];
/** Whether a column's data holds a `blobId`, directly or in a list. */
type HoldsBlobId<D> = D extends readonly (infer E)[]
  ? HoldsBlobId<E>
  : D extends { blobId: unknown }
    ? true
    : false;
type ColumnsOf<T> = T extends PgTable ? T["_"]["columns"] : never;
/** "table.column" (SQL names) of a jsonb column whose data holds a blob id, or never. */
type JsonBlobColumn<Col> = Col extends {
  _: { dataType: "json"; data: infer D; tableName: infer T extends string; name: infer N extends string };
}
  ? HoldsBlobId<D> extends true
    ? `${T}.${N}`
    : never
  : never;
/** Every such column of every table of the schema. */
type JsonBlobColumns = {
  [K in TableKeys]: {
    [C in keyof ColumnsOf<Schema[K]>]: JsonBlobColumn<ColumnsOf<Schema[K]>[C]>;
  }[keyof ColumnsOf<Schema[K]>];
}[TableKeys];
type Declared = (typeof blobIdLists)[number];
type DeclaredColumns = `${Declared["_"]["tableName"]}.${Declared["_"]["name"]}`;

const nameOf = (table: PgTable, column: { name: string }) => `${getTableName(table)}.${column.name}`;
const holders = new Set([...blobHolders.ids, ...blobHolders.lists].map((c) => nameOf(c.table, c)));

describe("the blob collector knows every column that holds a blob", () => {
  it("finds the schema's tables (every area's table file is re-exported by db/schema.ts)", () => {
    const names = allTables.map((table) => getTableName(table));
    for (const name of ["users", "tasks", "bundle_files", "invoices", "desktop_builds"]) {
      expect(names).toContain(name);
    }
  });

  it("covers every column named like a blob reference, in every table", () => {
    const missed = allTables
      .filter((table) => table !== blobs)
      .flatMap((table) => Object.values(getTableColumns(table)).map((column) => nameOf(table, column)))
      .filter((name) => /blob/i.test(name.split(".")[1]!) && !holders.has(name));
    expect(missed).toEqual([]);
    // The hand-kept list it replaced had 15 columns; nothing of it is lost.
    expect(holders.size).toBeGreaterThanOrEqual(15);
  });

  it("refuses a table that keeps a file by its SHA-256 alone (its blob would be collected)", () => {
    // uploads are temporary files, not blobs: finishing one makes the row that holds the blob.
    const bySha = allTables.filter(
      (table) =>
        table !== blobs &&
        table !== uploads &&
        Object.values(getTableColumns(table)).some((column) => /sha256/i.test(column.name)),
    );
    for (const table of bySha) {
      const ownHolders = Object.values(getTableColumns(table)).filter((column) =>
        holders.has(nameOf(table, column)),
      );
      expect(ownHolders.length, getTableName(table)).toBeGreaterThan(0);
    }
  });

  it("declares every jsonb column whose type holds a blobId in blobIdLists (checked by the compiler)", () => {
    expectTypeOf<JsonBlobColumns>().toEqualTypeOf<DeclaredColumns>();
    expect([...blobIdLists].map((column) => nameOf(column.table, column))).toEqual(["tasks.outputs"]);
  });
});
