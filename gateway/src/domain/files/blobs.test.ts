import path from "node:path";
import { fileURLToPath } from "node:url";
import { getTableColumns, getTableName } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { blobIdLists } from "../../db/jobs.js";
import { blobs, uploads } from "../../db/schema.js";
import { allTables, tableFiles } from "../../db/tables.js";
import { blobHolders } from "./blobs.js";

const dbFolder = path.dirname(fileURLToPath(new URL("../../db/tables.ts", import.meta.url)));

/**
 * A module the compiler reads beside the table files (never written to disk): it imports every file of
 * the scan (db/tables.ts) and names, as a union of "table.column" (SQL names), each jsonb column
 * whose type holds a `blobId`, directly or in a list.
 */
function probeSource(): string {
  const imports = tableFiles.map(
    (file, index) => `import type * as m${index} from "./${file.replace(/\.ts$/, ".js")}";`,
  );
  return `${imports.join("\n")}
import type { PgTable } from "drizzle-orm/pg-core";
type Schema = ${tableFiles.map((_, index) => `typeof m${index}`).join(" & ")};
type TableKeys = { [K in keyof Schema]: Schema[K] extends PgTable ? K : never }[keyof Schema];
type HoldsBlobId<D> = D extends readonly (infer E)[] ? HoldsBlobId<E> : D extends { blobId: unknown } ? true : false;
type ColumnsOf<T> = T extends PgTable ? T["_"]["columns"] : never;
type JsonBlobColumn<Col> = Col extends {
  _: { dataType: "json"; data: infer D; tableName: infer T extends string; name: infer N extends string };
}
  ? HoldsBlobId<D> extends true
    ? \`\${T}.\${N}\`
    : never
  : never;
type JsonBlobColumns = {
  [K in TableKeys]: {
    [C in keyof ColumnsOf<Schema[K]>]: JsonBlobColumn<ColumnsOf<Schema[K]>[C]>;
  }[keyof ColumnsOf<Schema[K]>];
}[TableKeys];
export declare const found: JsonBlobColumns;
`;
}

/** The compiler's answer for the probe: every jsonb column of every table file holding a blob id. */
function jsonBlobColumns(): string[] {
  const config = ts.getParsedCommandLineOfConfigFile(path.join(dbFolder, "../../tsconfig.json"), undefined, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n"));
    },
  });
  if (!config) throw new Error("gateway/tsconfig.json could not be read");
  const probe = path.join(dbFolder, "blobColumnsProbe.ts");
  const text = probeSource();
  const host = ts.createCompilerHost(config.options);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (name, language, ...rest) =>
    name === probe ? ts.createSourceFile(name, text, language) : getSourceFile(name, language, ...rest);
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (name) => name === probe || fileExists(name);
  const program = ts.createProgram([probe], config.options, host);
  const source = program.getSourceFile(probe);
  if (!source) throw new Error("the probe was not read");
  const errors = ts.getPreEmitDiagnostics(program, source);
  if (errors.length > 0)
    throw new Error(
      errors.map((error) => ts.flattenDiagnosticMessageText(error.messageText, "\n")).join("\n"),
    );
  const checker = program.getTypeChecker();
  const declaration = source.statements.find(ts.isVariableStatement)?.declarationList.declarations[0];
  if (!declaration) throw new Error("the probe declares nothing");
  const type = checker.getTypeAtLocation(declaration.name);
  return (type.isUnion() ? type.types : [type])
    .filter((member) => !(member.flags & ts.TypeFlags.Never))
    .map((member) => {
      if (!member.isStringLiteral()) throw new Error(`not a column name: ${checker.typeToString(member)}`);
      return member.value;
    })
    .sort();
}

const nameOf = (table: PgTable, column: { name: string }) => `${getTableName(table)}.${column.name}`;
const holders = new Set([...blobHolders.ids, ...blobHolders.lists].map((c) => nameOf(c.table, c)));

describe("the blob collector knows every column that holds a blob", () => {
  it("finds every table file's tables (db/tables.ts scans the folder)", () => {
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

  it("declares every jsonb column whose type holds a blobId in blobIdLists (the compiler reads every table file)", () => {
    const declared = [...blobIdLists].map((column) => nameOf(column.table, column));
    expect(declared).toEqual(["tasks.outputs"]);
    expect(jsonBlobColumns()).toEqual([...declared].sort());
  }, 120_000);
});
