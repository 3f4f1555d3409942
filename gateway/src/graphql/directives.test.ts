import { makeExecutableSchema } from "@graphql-tools/schema";
import { describe, expect, it } from "vitest";
import { applyAuthDirectives } from "./directives.js";
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
