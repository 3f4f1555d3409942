// @vitest-environment jsdom
/**
 * Spec §8: DBUserNoLogin sends the user to the login of the current side; an aged session
 * (DBSessionExpired) must do the same, through both transports, and never as a toast.
 */
import { restCall } from "@crucible/schema";
import { gql } from "@apollo/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { currentToasts, dismissToasts } from "../components/toast";
import { apolloClient } from "./client";
import { reportApiError } from "./errors";
import { callRest } from "./rest";

/** What the gateway answers for an aged session: the REST envelope, or a GraphQL error. */
function answer(body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status: 401,
    headers: { "content-type": "application/json" },
  });
}

const expiredEnvelope = { Error: { Type: "DBSessionExpired", Meta: null, Value: null }, Data: null };
const expiredGraphql = {
  errors: [{ message: "Your session has expired", extensions: { code: "DBSessionExpired" } }],
  data: null,
};

// Files of one worker share its modules (vitest.config.ts, isolate: false): a toast another file left
// (a kit screen's "Done") would be read here as this file's.
const toastKinds = ["error", "success", "info"] as const;
beforeEach(() => {
  for (const kind of toastKinds) dismissToasts(kind);
});

afterEach(() => {
  vi.unstubAllGlobals();
  for (const kind of toastKinds) dismissToasts(kind);
});

describe("an aged session (DBSessionExpired)", () => {
  it("goes to the login of the current side, like DBUserNoLogin", () => {
    for (const type of ["DBSessionExpired", "DBUserNoLogin"]) {
      window.location.hash = "#/system/home/board";
      reportApiError({ type, value: null, meta: null });
      expect(window.location.hash).toBe("#/system/login/true");
      window.location.hash = "#/frontend/home/job";
      reportApiError({ type, value: null, meta: null });
      expect(window.location.hash).toBe("#/frontend/login/true");
    }
    expect(currentToasts()).toEqual([]);
  });

  it("stays on the page for the session probe", () => {
    window.location.hash = "#/frontend/home/job";
    reportApiError({ type: "DBSessionExpired", value: null, meta: null }, { silentAuth: true });
    expect(window.location.hash).toBe("#/frontend/home/job");
  });

  it("redirects from a REST call's envelope", async () => {
    vi.stubGlobal("fetch", () => Promise.resolve(answer(expiredEnvelope)));
    window.location.hash = "#/system/home/roles";
    await expect(callRest(restCall("/api/sys/user/session_data"), {})).rejects.toThrow();
    expect(window.location.hash).toBe("#/system/login/true");
    expect(currentToasts()).toEqual([]);
  });

  it("redirects from a GraphQL answer through the Apollo client", async () => {
    vi.stubGlobal("fetch", () => Promise.resolve(answer(expiredGraphql)));
    window.location.hash = "#/frontend/home/dataset";
    await apolloClient
      .query({ query: gql("query ExpiredProbe { me { id } }"), fetchPolicy: "network-only" })
      .catch(() => undefined);
    expect(window.location.hash).toBe("#/frontend/login/true");
    expect(currentToasts()).toEqual([]);
  });
});

describe("an operation's own message for a Type", () => {
  it("replaces the catalogue's message for that Type only", () => {
    const messages = { DBDataNotExist: "Unknown card number" };
    reportApiError({ type: "DBDataNotExist", value: "CardNo", meta: null }, { messages });
    reportApiError({ type: "UserResourcePackCardUsed", value: null, meta: null }, { messages });
    reportApiError({ type: "DBDataNotExist", value: null, meta: null });
    expect(currentToasts().map((toast) => toast.text)).toEqual([
      "Unknown card number",
      "The recharge card was already used",
      "The data does not exist",
    ]);
  });
});
