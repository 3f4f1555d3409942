import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { declaredRoute, defineCall, refuseUndeclaredApiRoutes } from "./calls.js";

describe("declared calls", () => {
  it("refuse to declare a call without a guard", () => {
    const guardless = { path: "/api/x", run: async () => true } as unknown as Parameters<
      typeof defineCall
    >[0];
    expect(() => defineCall(guardless)).toThrow("/api/x: no guard declared");
  });

  it("make the gateway refuse an /api route registered by hand", async () => {
    const app = Fastify();
    refuseUndeclaredApiRoutes(app);
    expect(() => app.post("/api/by_hand", async () => ({}))).toThrow("not a declared call");
    // Declared routes and routes outside /api register.
    app.route({ method: "POST", url: "/api/declared", config: declaredRoute, handler: async () => ({}) });
    app.get("/healthz", async () => ({}));
    await app.ready();
    await app.close();
  });
});
