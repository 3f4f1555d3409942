/**
 * GraphQL lists select the columns their selection reads (issue 24 item 7, graphql/projection.ts): a
 * list asking for plain fields selects those columns and the id, and answers what the whole row would;
 * a field with a resolver of its own (avatarUrl, roles) or a fragment selects the whole row.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { statementWatchers } from "../../gateway/src/db/connection.js";
import { startApp, type TestApp } from "../support/app.js";
import { registerUser } from "../support/factories.js";
import type { Client } from "../support/http.js";

let t: TestApp;
let admin: Client;

beforeAll(async () => {
  t = await startApp();
  admin = await t.admin();
  for (let i = 0; i < 3; i++) await registerUser(t);
});

afterAll(async () => {
  await t?.stop();
});

/** The answer to a query and the SQL statements that read the users table while it ran. */
async function withStatements<T>(query: string): Promise<{ data: T; statements: string[] }> {
  const statements: string[] = [];
  const watch = (statement: string) => {
    if (/from "users"/.test(statement)) statements.push(statement);
  };
  statementWatchers.add(watch);
  try {
    return { data: await admin.gqlData<T>(query), statements };
  } finally {
    statementWatchers.delete(watch);
  }
}

interface UserView {
  id: string;
  account: string;
  email: string | null;
  createdAt: string;
  avatarUrl?: string | null;
}

describe("a GraphQL list", () => {
  it("selects only the columns of the plain fields it asks for, and answers the same values", async () => {
    const narrow = await withStatements<{ users: { list: UserView[]; total: number } }>(
      "{ users(query: { limit: 50 }) { list { id account email createdAt } total } }",
    );
    const wide = await withStatements<{ users: { list: UserView[]; total: number } }>(
      "{ users(query: { limit: 50 }) { list { id account email createdAt avatarUrl } total } }",
    );
    expect(narrow.data.users.total).toBeGreaterThanOrEqual(3);
    expect(narrow.data.users.list).toEqual(
      wide.data.users.list.map(({ id, account, email, createdAt }) => ({ id, account, email, createdAt })),
    );
    const [narrowSql] = narrow.statements;
    expect(narrowSql).toMatch(/"account"/);
    expect(narrowSql).not.toMatch(/"password_hash"|"company_name"/);
    // avatarUrl has a resolver (it reads avatar_blob_id): the whole row is read.
    expect(wide.statements[0]).toMatch(/"password_hash"/);
  });

  it("reads the whole row for a fragment", async () => {
    const spread = await withStatements<{ users: { list: UserView[] } }>(
      "{ users(query: { limit: 5 }) { list { ...U } } } fragment U on User { id account }",
    );
    expect(spread.data.users.list.length).toBeGreaterThan(0);
    expect(spread.statements[0]).toMatch(/"password_hash"/);
  });
});
