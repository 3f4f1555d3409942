/**
 * Feature switches (spec §6), generated from the declarations the gateway is built from: the `feature`
 * of the areas' REST calls and resources, and the @feature(path:) of the SDL's root fields. With a
 * switch off, every declared entry of it answers FeatureNotEnabled naming the switch before anything
 * else is checked: to a session of its side and without any session, on both transports
 * (subscriptions, which need a session, when they are subscribed to). With the switches on, none does.
 */
import { featurePaths, type FeaturePath, type FeatureSwitches } from "@crucible/schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { areas } from "../../gateway/src/areas/index.js";
import type { CallGuard } from "../../gateway/src/rest/calls.js";
import { resourceRoutes } from "../../gateway/src/rest/resources.js";
import { startApp, type TestApp } from "../support/app.js";
import { registerUser, type NormalUser } from "../support/factories.js";
import { rootFields, type RootField } from "../support/graphqlSchema.js";
import { gqlCode, type Client, type EnvelopeError } from "../support/http.js";
import { connectSocket, cookieOf, type LiveSocket } from "../support/liveSocket.js";

/** A declared REST route of a switched call or resource verb, with the side that calls it. */
interface RestEntry {
  readonly label: string;
  readonly method: "GET" | "POST";
  /** The route with its parameters filled in. */
  readonly url: string;
  readonly feature: FeaturePath;
  readonly side: "user" | "sys";
}

/** A route's parameters filled with an id nobody has (the switch is checked before the id is read). */
const filled = (pattern: string): string => pattern.replace(/:\w+/g, "987654321").replace(/\*$/, "x");

/** The side whose session a call takes: the back office for a permission, a user otherwise. */
function sideOf(guard: CallGuard): "user" | "sys" {
  if ("perm" in guard) return "sys";
  if ("side" in guard) return guard.side;
  return "user";
}

const resourceEntries: RestEntry[] = areas.flatMap((area) =>
  (area.resources ?? []).flatMap((resource) => {
    const { feature, side } = resource.def;
    if (!feature) return [];
    return resourceRoutes(resource).map((route) => ({
      label: `POST ${route.url}`,
      method: "POST" as const,
      url: filled(route.url),
      feature,
      side,
    }));
  }),
);

const allCalls = areas.flatMap((area) => area.calls ?? []);

const callEntries: RestEntry[] = allCalls.flatMap((call) => {
  if (!call.feature) return [];
  const method = call.methods.includes("POST") ? "POST" : "GET";
  return [
    {
      label: `${call.methods.join(",")} ${call.path}`,
      method,
      url: filled(call.path),
      feature: call.feature,
      side: sideOf(call.guard),
    },
  ];
});

const restEntries = [...resourceEntries, ...callEntries];

const graphFields = rootFields(undefined, { subscriptions: true }).filter((field) => field.feature !== null);

/** Every switch on, but `off`. */
function switchesWith(off: FeaturePath | null): FeatureSwitches {
  const at = (path: FeaturePath) => ({ Enabled: path !== off });
  return {
    Cms: at("Cms"),
    Workflow: at("Workflow"),
    UserResourcePack: at("UserResourcePack"),
    Sys: { App: at("Sys.App"), User: { ExtInfo: at("Sys.User.ExtInfo") } },
  };
}

let t: TestApp;
let admin: Client;
let user: NormalUser;
const sockets: LiveSocket[] = [];

beforeAll(async () => {
  t = await startApp({ env: { CRUCIBLE_SCHEDULER: "false" } });
  admin = await t.admin();
  user = await registerUser(t);
  await admin.ok("/api/sys/module_config/set", switchesWith(null));
});
afterAll(async () => {
  for (const socket of sockets) socket.ws.close();
  await t?.stop();
});

const sessionOf = (side: "user" | "sys"): Client => (side === "sys" ? admin : user.client);
const graphSessionOf = (field: RootField): Client =>
  field.guard.kind === "perm" || (field.guard.kind === "auth" && field.guard.side === "SYSTEM")
    ? admin
    : user.client;

/** The envelope's error of a REST call (a JSON body of nothing on POST, as the guard matrix sends). */
async function send(client: Client, entry: RestEntry): Promise<EnvelopeError | null> {
  const post = entry.method === "POST";
  const response = await client.fetch(entry.url, {
    method: entry.method,
    headers: post ? { "content-type": "application/json" } : {},
    ...(post ? { body: "{}" } : {}),
  });
  const text = await response.text();
  try {
    return (JSON.parse(text) as { Error: EnvelopeError | null }).Error;
  } catch {
    return { Type: `not an envelope (${response.status})`, Value: null, Meta: null };
  }
}

/** What a REST answer says, for a failure message. */
const said = (error: EnvelopeError | null) => (error ? `${error.Type} ${String(error.Value)}` : "no error");

/** The first answer to a subscription opened over a socket with the user's session. */
async function subscribeOnce(field: RootField): Promise<{ codes: string[]; values: unknown[] }> {
  const socket = connectSocket(t.url, { cookie: cookieOf(user.client) });
  sockets.push(socket);
  expect(await socket.acked).toBe(true);
  const answer = await socket.subscribe("1", field.document);
  socket.ws.close();
  return "refused" in answer ? { codes: answer.refused, values: answer.values } : { codes: [], values: [] };
}

describe("feature switches: the declarations", () => {
  it("switch REST calls and resource verbs of every feature, and GraphQL fields of every feature", () => {
    expect(restEntries.length).toBeGreaterThan(200);
    for (const feature of featurePaths) {
      expect(restEntries.filter((entry) => entry.feature === feature).length, feature).toBeGreaterThan(3);
      expect(graphFields.filter((field) => field.feature === feature).length, feature).toBeGreaterThan(3);
    }
    expect(graphFields.filter((field) => field.operation === "subscription").length).toBeGreaterThan(0);
  });

  it("leave the payment notifications unswitched: a payment made before the switch went off is credited", () => {
    const notifications = allCalls.filter((call) => call.path.startsWith("/api/pay/"));
    expect(notifications.length).toBeGreaterThan(0);
    expect(notifications.filter((call) => call.feature !== null)).toEqual([]);
  });
});

for (const feature of featurePaths) {
  describe(`with ${feature} off`, () => {
    beforeAll(async () => {
      await admin.ok("/api/sys/module_config/set", switchesWith(feature));
    });
    afterAll(async () => {
      await admin.ok("/api/sys/module_config/set", switchesWith(null));
    });

    for (const entry of restEntries.filter((e) => e.feature === feature)) {
      it(`${entry.label}: FeatureNotEnabled with a ${entry.side} session and without one`, async () => {
        for (const client of [sessionOf(entry.side), t.client()]) {
          const error = await send(client, entry);
          expect(said(error)).toBe(`FeatureNotEnabled ${feature}`);
        }
      });
    }

    for (const field of graphFields.filter((f) => f.feature === feature)) {
      if (field.operation === "subscription") {
        it(`subscription ${field.name}: FeatureNotEnabled when subscribed to`, async () => {
          expect(await subscribeOnce(field)).toEqual({ codes: ["FeatureNotEnabled"], values: [feature] });
        });
        continue;
      }
      it(`${field.operation} ${field.name}: FeatureNotEnabled with a session and without one`, async () => {
        for (const client of [graphSessionOf(field), t.client()]) {
          const result = await client.gql(field.document);
          expect(gqlCode(result)).toBe("FeatureNotEnabled");
          expect(result.body.errors?.[0]?.extensions?.value).toBe(feature);
        }
      });
    }
  });
}

describe("with every switch on", () => {
  it("no declared REST call or resource verb answers FeatureNotEnabled (not signed in: the guard answers)", async () => {
    const switched: string[] = [];
    for (const entry of restEntries) {
      const error = await send(t.client(), entry);
      if (error?.Type === "FeatureNotEnabled") switched.push(entry.label);
    }
    expect(switched).toEqual([]);
  });

  it("no GraphQL query or mutation carrying @feature answers FeatureNotEnabled", async () => {
    const switched: string[] = [];
    for (const field of graphFields.filter((f) => f.operation !== "subscription")) {
      if (gqlCode(await t.client().gql(field.document)) === "FeatureNotEnabled") switched.push(field.name);
    }
    expect(switched).toEqual([]);
  });

  it("a subscription carrying @feature opens as far as its resolver (another user's job: DBDataNotExist)", async () => {
    const jobChanged = graphFields.find((field) => field.name === "jobChanged");
    expect(jobChanged).toBeDefined();
    expect((await subscribeOnce(jobChanged!)).codes).toEqual(["DBDataNotExist"]);
  });
});
