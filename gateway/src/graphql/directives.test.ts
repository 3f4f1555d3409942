import { makeExecutableSchema } from "@graphql-tools/schema";
import { graphql } from "graphql";
import { describe, expect, it } from "vitest";
import { applyAuthDirectives, grantedIn, signedInTo } from "./directives.js";
import { buildSchema } from "./server.js";

const directives = `
  enum Side { USER SYSTEM }
  directive @public on FIELD_DEFINITION
  directive @auth(side: Side!) on FIELD_DEFINITION
  directive @perm(name: String!) on FIELD_DEFINITION
  directive @feature(path: String!) on FIELD_DEFINITION
`;

describe("graphql/applyAuthDirectives", () => {
  it("refuses to start when a Query field declares no @public, @auth or @perm", () => {
    const schema = makeExecutableSchema({
      typeDefs: `${directives} type Query { open: String, guarded: String @public }`,
    });
    expect(() => applyAuthDirectives(schema)).toThrow("Query.open declares no @public, @auth or @perm");
  });

  it("refuses to start when a Mutation field declares none, even with @feature", () => {
    const schema = makeExecutableSchema({
      typeDefs: `${directives} type Query { ok: String @public } type Mutation { change: Boolean @feature(path: "Cms") }`,
    });
    expect(() => applyAuthDirectives(schema)).toThrow("Mutation.change declares no @public, @auth or @perm");
  });

  it("refuses a permission that is not in the catalogue", () => {
    const schema = makeExecutableSchema({
      typeDefs: `${directives} type Query { list: String @perm(name: "User.Write") }`,
    });
    expect(() => applyAuthDirectives(schema)).toThrow("Query.list: unknown permission User.Write");
  });

  it("refuses a @feature naming no feature switch", () => {
    const schema = makeExecutableSchema({
      typeDefs: `${directives} type Query { list: String @public @feature(path: "Workflows") }`,
    });
    expect(() => applyAuthDirectives(schema)).toThrow("Query.list: unknown feature switch Workflows");
  });

  it("accepts a schema where every root field is declared, and the real schema builds", () => {
    const schema = makeExecutableSchema({
      typeDefs: `${directives} type Query { a: String @public, b: String @auth(side: USER), c: String @perm(name: "User.Read") }`,
    });
    expect(() => applyAuthDirectives(schema)).not.toThrow();
    expect(buildSchema().getQueryType()?.getFields().version).toBeDefined();
  });
});

describe("graphql/grantedIn and signedInTo", () => {
  const schema = applyAuthDirectives(
    makeExecutableSchema({
      typeDefs: `${directives} type Query {
          granted: Int @perm(name: "User.Read")
          otherPerm: Int @perm(name: "User.Read")
          asSys: Int @perm(name: "User.Read")
          user: Int @auth(side: USER)
          userAsSys: Int @auth(side: USER)
          open: Int @public
        }`,
      resolvers: {
        Side: { USER: "user", SYSTEM: "sys" },
        Query: {
          granted: (_p: unknown, _a: unknown, _c: unknown, info) => grantedIn(info, "User.Read").id,
          otherPerm: (_p: unknown, _a: unknown, _c: unknown, info) => grantedIn(info, "User.Update").id,
          asSys: (_p: unknown, _a: unknown, _c: unknown, info) => signedInTo(info, "sys").id,
          user: (_p: unknown, _a: unknown, _c: unknown, info) => signedInTo(info, "user").id,
          userAsSys: (_p: unknown, _a: unknown, _c: unknown, info) => signedInTo(info, "sys").id,
          open: (_p: unknown, _a: unknown, _c: unknown, info) => signedInTo(info, "user").id,
        },
      },
    }),
  );
  const actor = (side: "user" | "sys", id: number, perms: string[] = []) => ({
    side,
    id,
    account: `a${id}`,
    perms: new Set(perms),
    sessionId: null,
    tokenId: null,
    readOnly: false,
  });
  const contextValue = {
    user: actor("user", 7),
    sys: actor("sys", 9, ["User.Read"]),
    expiredSessions: new Set(),
  };
  const run = (field: string) => graphql({ schema, source: `{ ${field} }`, contextValue });

  it("hand the resolver the actor its directive let through", async () => {
    expect((await run("granted")).data).toEqual({ granted: 9 });
    expect((await run("asSys")).data).toEqual({ asSys: 9 });
    expect((await run("user")).data).toEqual({ user: 7 });
  });

  it("throw a programming error when the field declared another permission, side, or nothing", async () => {
    expect((await run("otherPerm")).errors?.[0]?.message).toBe(
      'Query.otherPerm asks for User.Update but declares @perm(name: "User.Read")',
    );
    expect((await run("userAsSys")).errors?.[0]?.message).toBe(
      "Query.userAsSys asks for a sys actor but declares @auth(side: user)",
    );
    expect((await run("open")).errors?.[0]?.message).toBe(
      "Query.open asks for a user actor but declares no @auth or @perm",
    );
  });
});
