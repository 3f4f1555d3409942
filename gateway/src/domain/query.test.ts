import { PgDialect } from "drizzle-orm/pg-core";
import type { SQL } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { blobs, permRoles } from "../db/schema.js";
import { users } from "../db/users.js";
import { AppError } from "./errors.js";
import { buildOrderBy, buildWhere, fromGraphQuery, pageOf, parseQueryBody, type ColumnMap } from "./query.js";

const dialect = new PgDialect();
const render = (clause: SQL | undefined) => (clause ? dialect.sqlToQuery(clause) : undefined);

const columns: ColumnMap = {
  Id: { column: users.id, kind: "int" },
  Sort: { column: permRoles.sortOrder, kind: "int" },
  Name: { column: users.name, kind: "string" },
  Size: { column: blobs.size, kind: "size" },
  CreatedAt: { column: users.createdAt, kind: "date" },
  EmailStatus: { column: users.emailStatus, kind: "bool" },
};

function where(
  values: { Name: string; Value?: string | number | null; Symbol?: string; Logic?: "AND" | "OR" }[],
) {
  return render(buildWhere(columns, { Lvg: [{ Values: values }] }));
}

function errorOf(run: () => unknown): { type: string; value: string | null } {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return { type: error.type, value: error.value };
    throw error;
  }
  throw new Error("expected an AppError");
}

describe("query/buildWhere", () => {
  it("binds every value as a parameter, never in the SQL text", () => {
    const query = where([{ Name: "Name", Value: "x' OR '1'='1" }]);
    expect(query?.sql).not.toContain("OR '1'='1");
    expect(query?.params).toEqual(["x' OR '1'='1"]);
  });

  it("wraps LIKE values in % and escapes %, _ and backslash", () => {
    const query = where([{ Name: "Name", Value: "50%_off\\", Symbol: "LIKE" }]);
    expect(query?.sql).toMatch(/ilike \$1 escape '\\'/);
    expect(query?.params).toEqual(["%50\\%\\_off\\\\%"]);
  });

  it("refuses a non-integer value for an integer field", () => {
    for (const value of ["abc", "1.5", "1 OR 1=1", "", "1e3"]) {
      if (value === "") continue;
      expect(errorOf(() => where([{ Name: "Id", Value: value }]))).toEqual({
        type: "ServerInvalidParameter",
        value: "Id must be an integer",
      });
    }
    expect(where([{ Name: "Id", Value: "-12" }])?.params).toEqual([-12]);
  });

  it("converts sizes with KB, MB, GB and TB to bytes (powers of 1024)", () => {
    expect(where([{ Name: "Size", Value: "2 KB", Symbol: ">=" }])?.params).toEqual([2048]);
    expect(where([{ Name: "Size", Value: "1.5MB", Symbol: ">=" }])?.params).toEqual([1572864]);
    expect(where([{ Name: "Size", Value: "1 TB", Symbol: "<" }])?.params).toEqual([1024 ** 4]);
    expect(errorOf(() => where([{ Name: "Size", Value: "1 PB" }])).type).toBe("ServerInvalidParameter");
  });

  it("parses dates and booleans, and refuses what is neither", () => {
    const date = where([{ Name: "CreatedAt", Value: "2024-05-01", Symbol: ">=" }]);
    expect(date?.params[0]).toBeInstanceOf(Date);
    expect(errorOf(() => where([{ Name: "CreatedAt", Value: "soon" }])).value).toBe(
      "CreatedAt must be a date",
    );
    expect(where([{ Name: "EmailStatus", Value: "true" }])?.params).toEqual([true]);
    expect(errorOf(() => where([{ Name: "EmailStatus", Value: "1" }])).type).toBe("ServerInvalidParameter");
  });

  it("bounds integers to their column type and sizes to safe integers", () => {
    expect(errorOf(() => where([{ Name: "Id", Value: "99999999999999999" }])).value).toBe(
      "Id must be an integer",
    );
    expect(errorOf(() => where([{ Name: "Id", Value: "9007199254740993" }])).value).toBe(
      "Id is out of range",
    );
    expect(where([{ Name: "Id", Value: "9007199254740991" }])?.params).toEqual([9007199254740991]);
    expect(errorOf(() => where([{ Name: "Sort", Value: "2147483648" }])).value).toBe("Sort is out of range");
    expect(where([{ Name: "Sort", Value: "-2147483648" }])?.params).toEqual([-2147483648]);
    expect(errorOf(() => where([{ Name: "Size", Value: "99999999999999TB" }])).value).toBe(
      "Size is out of range",
    );
    expect(where([{ Name: "Size", Value: "8000 TB" }])?.params).toEqual([8000 * 1024 ** 4]);
  });

  it("parses dates strictly, years 1 to 9999", () => {
    for (const bad of [
      "-271821-04-20T00:00:00Z",
      "+275760-09-13",
      "0000-01-01",
      "2024-02-30",
      "2023-02-29",
      "2024-13-01",
      "2024-05-01T24:00",
      "1714521600000",
      "May 1, 2024",
    ]) {
      expect(errorOf(() => where([{ Name: "CreatedAt", Value: bad }])).value, bad).toBe(
        "CreatedAt must be a date",
      );
    }
    const params = (value: string) => where([{ Name: "CreatedAt", Value: value }])?.params[0] as Date;
    expect(params("2024-02-29").toISOString()).toBe("2024-02-29T00:00:00.000Z");
    expect(params("2024-05-01T10:20:30.5+02:00").toISOString()).toBe("2024-05-01T08:20:30.500Z");
    expect(params("9999-12-31T23:59:59Z").getUTCFullYear()).toBe(9999);
    expect(params("0001-01-01").getUTCFullYear()).toBe(1);
  });

  it("refuses unknown names and symbols", () => {
    expect(errorOf(() => where([{ Name: "password_hash", Value: "x" }])).value).toBe(
      "unknown field password_hash",
    );
    expect(errorOf(() => where([{ Name: "Name", Value: "x", Symbol: "; DROP" }])).value).toBe(
      "unknown Symbol ; DROP",
    );
  });

  it("ignores blank values but honours BLANK and NOTBLANK", () => {
    expect(where([{ Name: "Name", Value: "   " }])).toBeUndefined();
    expect(where([{ Name: "Name", Value: null }])).toBeUndefined();
    expect(where([{ Name: "Name", Symbol: "BLANK" }])?.sql).toMatch(/coalesce\(.*, ''\) = ''/);
    expect(where([{ Name: "Id", Symbol: "NOTBLANK" }])?.sql).toMatch(/is not null/);
  });

  it("uses 'is distinct from' for != so that nulls count as different", () => {
    expect(where([{ Name: "Name", Value: "x", Symbol: "!=" }])?.sql).toMatch(/is distinct from \$1/);
  });

  it("joins values and groups with their Logic", () => {
    const query = render(
      buildWhere(columns, {
        Lvg: [
          {
            Values: [
              { Name: "Id", Value: "1" },
              { Name: "Id", Value: "2", Logic: "OR" },
            ],
          },
          { Logic: "AND", Values: [{ Name: "Name", Value: "n" }] },
        ],
      }),
    );
    expect(query?.sql).toMatch(/\(\(.* = \$1 or .* = \$2\)\) and \(.* = \$3\)/);
    expect(query?.params).toEqual([1, 2, "n"]);
  });
});

describe("query/buildOrderBy and pageOf", () => {
  it("orders only by known fields and falls back to the default", () => {
    const fallback = buildOrderBy(columns, undefined, []);
    expect(fallback).toEqual([]);
    expect(buildOrderBy(columns, [{ Name: "Id", IsAsc: false }], [])).toHaveLength(1);
    expect(errorOf(() => buildOrderBy(columns, [{ Name: "id desc" }], [])).value).toBe(
      "unknown field id desc",
    );
  });

  it("keeps Limit within 1..1000 with a default of 20, and Offset non-negative", () => {
    expect(pageOf({})).toEqual({ limit: 20, offset: 0 });
    expect(pageOf({ Limit: 1000, Offset: 5 })).toEqual({ limit: 1000, offset: 5 });
    for (const body of [{ Limit: 0 }, { Limit: 1001 }, { Offset: -1 }]) {
      expect(errorOf(() => pageOf(body)).type).toBe("ServerInvalidParameter");
    }
  });
});

describe("query/parseQueryBody and fromGraphQuery", () => {
  it("refuses wrong types with the path of the problem", () => {
    expect(errorOf(() => parseQueryBody({ Limit: "5" })).value).toMatch(/^Limit:/);
    expect(errorOf(() => parseQueryBody({ Where: { Lvg: [{ Values: [{ Name: "" }] }] } })).type).toBe(
      "ServerInvalidParameter",
    );
    expect(errorOf(() => parseQueryBody({ OrderBy: new Array(6).fill({ Name: "Id" }) })).type).toBe(
      "ServerInvalidParameter",
    );
    expect(parseQueryBody(null)).toEqual({});
  });

  it("maps GraphQL's QueryInput onto the REST body", () => {
    expect(
      fromGraphQuery({
        where: [{ logic: "OR", values: [{ name: "Name", value: "x", symbol: "LIKE", logic: null }] }],
        orderBy: [{ name: "Id", isAsc: false }],
        limit: 5,
        offset: 10,
        deleted: true,
      }),
    ).toEqual({
      Where: { Lvg: [{ Logic: "OR", Values: [{ Name: "Name", Value: "x", Symbol: "LIKE" }] }] },
      OrderBy: [{ Name: "Id", IsAsc: false }],
      Limit: 5,
      Offset: 10,
      Deleted: true,
    });
  });
});
