/** GraphQL with NODE_ENV=production: no introspection and no field suggestions. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApp, type TestApp } from "../support/app.js";
import { gqlCode } from "../support/http.js";

let t: TestApp;

beforeAll(async () => {
  t = await startApp({ env: { NODE_ENV: "production" } });
});
afterAll(async () => t?.stop());

describe("graphql in production", () => {
  it("refuses introspection", async () => {
    for (const query of ["{ __schema { types { name } } }", '{ __type(name: "User") { fields { name } } }']) {
      const result = await t.client().gql(query);
      expect(result.body.errors?.length).toBeGreaterThan(0);
      expect(result.body.data ?? null).toBeNull();
      expect(result.text).not.toContain("SystemUser");
    }
  });

  it("gives no field suggestions", async () => {
    const result = await t.client().gql("{ verson }");
    expect(gqlCode(result)).toBe("ServerInvalidParameter");
    expect(result.text).not.toMatch(/Did you mean/i);
    const arg = await t.client().gql('mutation { login(acount: "a", password: "b") { side } }');
    expect(arg.text).not.toMatch(/Did you mean/i);
  });

  it("still answers public fields", async () => {
    expect((await t.client().gql("{ version }")).body.data).toEqual({
      version: t.app.services.config.version,
    });
  });
});

describe("graphql in development", () => {
  it("suggests fields (the production switch is what hides them)", async () => {
    const dev = await startApp();
    try {
      const result = await dev.client().gql("{ verson }");
      expect(result.text).toMatch(/Did you mean/);
      const introspection = await dev.client().gql("{ __schema { queryType { name } } }");
      expect(introspection.body.data).toEqual({ __schema: { queryType: { name: "Query" } } });
    } finally {
      await dev.stop();
    }
  });
});
