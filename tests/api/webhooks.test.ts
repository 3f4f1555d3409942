/**
 * Webhooks (issue 28 item 5): a user's endpoints receive the notification kinds they name as JSON
 * POSTs signed with HMAC-SHA256, tried again with back-off until a 2xx, each delivery logged. The
 * endpoint here is a real HTTP server on loopback; the gateway allows loopback only when told to
 * (CRUCIBLE_WEBHOOKS_ALLOW_PRIVATE), and a second gateway without it refuses such URLs.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { webhookDeliveries } from "../../gateway/src/db/webhooks.js";
import {
  deliverWebhooks,
  pruneWebhookDeliveries,
} from "../../gateway/src/domain/notifications/webhookDelivery.js";
import { isPrivateAddress, maxDeliveryAttempts } from "../../gateway/src/domain/notifications/webhooks.js";
import { startApp, type TestApp } from "../support/app.js";
import { registerUser, replyToFeedback, waitFor, type NormalUser } from "../support/factories.js";
import { gqlCode } from "../support/http.js";
import { signedWith, startWebhookReceiver, type WebhookReceiver } from "../support/webhookReceiver.js";

interface Hook {
  Id: number;
  Name: string;
  Url: string;
  Kinds: string[];
  Enabled: boolean;
  Secret?: string;
}
interface Delivery {
  Id: number;
  WebhookId: number;
  Event: string;
  State: string;
  Attempts: number;
  ResponseStatus: number | null;
  Error: string | null;
}

let t: TestApp;
let receiver: WebhookReceiver;
let alice: NormalUser;
let bob: NormalUser;
const warnings: string[] = [];
const log = { warn: (m: string) => warnings.push(m) };

async function deliveriesOf(hookId: number) {
  return t.app.services.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.webhookId, hookId));
}

/** The one delivery of a hook for a feedback reply once it has been tried `attempts` times. */
async function triedDelivery(hookId: number, attempts: number) {
  return waitFor(`delivery of hook ${hookId} tried ${attempts} times`, async () => {
    await deliverWebhooks(t.app.services, log);
    const row = (await deliveriesOf(hookId)).find((d) => d.event === "feedbackReply");
    return row && row.attempts >= attempts ? row : null;
  });
}

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  // The rounds are run by the tests themselves (deliverWebhooks), with the clock they choose.
  t = await startApp({ env: { CRUCIBLE_WEBHOOKS_ALLOW_PRIVATE: "true", CRUCIBLE_DELIVERIES: "false" } });
  alice = await registerUser(t);
  bob = await registerUser(t);
});

afterAll(async () => {
  await t?.stop();
  await receiver?.close();
});

describe("webhooks: managing them", () => {
  it("are made with a secret answered once, listed without it, changed and deleted", async () => {
    const made = await alice.client.ok<Hook>("/api/user_webhook/create", {
      Name: "lab bot",
      Url: receiver.url,
      Kinds: ["jobDone", "feedbackReply"],
    });
    expect(made.Secret).toMatch(/^whsec_/);
    expect(made).toMatchObject({ Name: "lab bot", Url: receiver.url, Enabled: true });
    const read = await alice.client.ok<Hook>(`/api/user_webhook/read/${made.Id}`);
    expect(read.Secret).toBeUndefined();
    expect(JSON.stringify(read)).not.toContain(made.Secret);
    const page = await alice.client.ok<{ List: Hook[]; Total: number }>("/api/user_webhook/query_page", {});
    expect(page.List.map((h) => h.Id)).toContain(made.Id);
    const changed = await alice.client.ok<Hook>("/api/user_webhook/update/Name", {
      Id: made.Id,
      Name: "renamed",
      Url: "https://example.org/changed-too",
    });
    // update/{fields} changes only the fields named.
    expect(changed).toMatchObject({ Name: "renamed", Url: receiver.url });
    const { myWebhooks } = await alice.client.gqlData<{
      myWebhooks: { list: { id: string; name: string }[] };
    }>("{ myWebhooks { list { id name } } }");
    expect(myWebhooks.list).toContainEqual({ id: String(made.Id), name: "renamed" });
    expect(await alice.client.ok(`/api/user_webhook/delete/${made.Id}`)).toBe(true);
    expect((await alice.client.rest(`/api/user_webhook/read/${made.Id}`)).body.Error?.Type).toBe(
      "DBDataNotExist",
    );
  });

  it("refuse bad input, an eleventh webhook, callers not signed in and the system side", async () => {
    for (const body of [
      { Name: "x", Url: "ftp://example.org/", Kinds: [] },
      { Name: "x", Url: "https://user:pw@example.org/", Kinds: [] },
      { Name: "x", Url: "not a url", Kinds: [] },
      { Name: "", Url: "https://example.org/", Kinds: [] },
      { Name: "x", Url: "https://example.org/", Kinds: ["nosuch"] },
    ])
      expect((await bob.client.rest("/api/user_webhook/create", body)).body.Error?.Type).toBe(
        "ServerInvalidParameter",
      );
    const carol = await registerUser(t);
    for (let i = 0; i < 10; i++)
      await carol.client.ok("/api/user_webhook/create", {
        Name: `h${i}`,
        Url: "https://example.org/",
        Kinds: [],
      });
    const eleventh = await carol.client.rest("/api/user_webhook/create", {
      Name: "h10",
      Url: "https://example.org/",
      Kinds: [],
    });
    expect(eleventh.body.Error?.Type).toBe("ServerInvalidParameter");
    expect(eleventh.body.Error?.Value ?? "").toContain("10");

    const anonymous = t.client();
    expect((await anonymous.rest("/api/user_webhook/query_page", {})).body.Error?.Type).toBe("DBUserNoLogin");
    expect(
      (await anonymous.rest("/api/user_webhook/create", { Name: "x", Url: receiver.url, Kinds: [] })).body
        .Error?.Type,
    ).toBe("DBUserNoLogin");
    expect(gqlCode(await anonymous.gql("{ myWebhooks { total } }"))).toBe("DBUserNoLogin");
    const admin = await t.admin();
    expect(["DBUserNoLogin", "DBPermDenied"]).toContain(
      (await admin.rest("/api/user_webhook/query_page", {})).body.Error?.Type,
    );
  });

  it("answer another user's webhook and delivery exactly like missing ones", async () => {
    const hook = await alice.client.ok<Hook>("/api/user_webhook/create", {
      Name: "alice's",
      Url: receiver.url,
      Kinds: [],
    });
    const ping = await alice.client.ok<Delivery>("/api/user_webhook/ping", { Id: hook.Id });
    const missing = 99_999_999;
    for (const id of [hook.Id, missing]) {
      expect((await bob.client.rest(`/api/user_webhook/read/${id}`)).body.Error?.Type).toBe("DBDataNotExist");
      expect(
        (await bob.client.rest("/api/user_webhook/update", { Id: id, Name: "mine" })).body.Error?.Type,
      ).toBe("DBDataNotExist");
      expect((await bob.client.rest(`/api/user_webhook/delete/${id}`)).body.Error?.Type).toBe(
        "DBDataNotExist",
      );
      expect((await bob.client.rest("/api/user_webhook/ping", { Id: id })).body.Error?.Type).toBe(
        "DBDataNotExist",
      );
      expect((await bob.client.rest("/api/user_webhook/rotate_secret", { Id: id })).body.Error?.Type).toBe(
        "DBDataNotExist",
      );
      expect(gqlCode(await bob.client.gql(`mutation { pingWebhook(id: "${id}") { id } }`))).toBe(
        "DBDataNotExist",
      );
    }
    for (const id of [ping.Id, missing]) {
      expect((await bob.client.rest(`/api/user_webhook_delivery/read/${id}`)).body.Error?.Type).toBe(
        "DBDataNotExist",
      );
      expect(
        (await bob.client.rest("/api/user_webhook_delivery/redeliver", { Id: id })).body.Error?.Type,
      ).toBe("DBDataNotExist");
    }
    const bobs = await bob.client.ok<{ List: Delivery[] }>("/api/user_webhook_delivery/query_page", {});
    expect(bobs.List.some((d) => d.Id === ping.Id)).toBe(false);
  });

  it("a read-only token reads them and changes nothing", async () => {
    const created = await alice.client.ok<{ Secret: string }>("/api/user/api_token/insert", {
      Name: "ro",
      ReadOnly: true,
    });
    const reader = t.client().withBearer(created.Secret);
    expect((await reader.rest("/api/user_webhook/query_page", {})).body.Error).toBeNull();
    const write = await reader.rest("/api/user_webhook/create", { Name: "x", Url: receiver.url, Kinds: [] });
    expect(write.body.Error?.Type).toBe("DBPermDenied");
    expect(
      gqlCode(
        await reader.gql(
          `mutation { createWebhook(input: { name: "x", url: "${receiver.url}", kinds: [] }) { secret } }`,
        ),
      ),
    ).toBe("DBPermDenied");
  });
});

describe("webhooks: deliveries", () => {
  it("POST a notification of a kind named, signed with the secret, once; other kinds and disabled hooks get nothing", async () => {
    const dave = await registerUser(t);
    const { createWebhook } = await dave.client.gqlData<{
      createWebhook: { secret: string; webhook: { id: string; kinds: string[] } };
    }>(`mutation { createWebhook(input: { name: "replies", url: "${receiver.url}", kinds: [feedbackReply] }) {
          secret webhook { id kinds } } }`);
    const hookId = Number(createWebhook.webhook.id);
    const jobsOnly = await dave.client.ok<Hook>("/api/user_webhook/create", {
      Name: "jobs only",
      Url: receiver.url,
      Kinds: ["jobDone"],
    });
    const off = await dave.client.ok<Hook>("/api/user_webhook/create", {
      Name: "off",
      Url: receiver.url,
      Kinds: ["feedbackReply"],
      Enabled: false,
    });
    const feedbackId = await replyToFeedback(t, dave, "Hooked");
    const row = await triedDelivery(hookId, 1);
    expect(row).toMatchObject({ state: "sent", attempts: 1, responseStatus: 200, error: null });
    const got = receiver.received.filter((r) => r.body.includes("About Hooked: yes."));
    expect(got).toHaveLength(1);
    const message = got[0]!;
    expect(message.headers["x-crucible-event"]).toBe("feedbackReply");
    expect(message.headers["x-crucible-delivery"]).toBe(String(row.id));
    expect(signedWith(createWebhook.secret, message)).toBe(true);
    expect(signedWith("whsec_wrong", message)).toBe(false);
    const json = JSON.parse(message.body) as { event: string; data: { target: string; targetId: number } };
    expect(json.event).toBe("feedbackReply");
    expect(json.data).toMatchObject({ target: "feedback", targetId: feedbackId });
    expect(await deliveriesOf(jobsOnly.Id)).toHaveLength(0);
    expect(await deliveriesOf(off.Id)).toHaveLength(0);
    // Delivered once: later rounds send nothing more.
    await deliverWebhooks(t.app.services, log, new Date(Date.now() + 3600_000));
    expect(receiver.received.filter((r) => r.body.includes("About Hooked: yes."))).toHaveLength(1);
    // The log, over REST and GraphQL.
    const listed = await dave.client.ok<{ List: Delivery[] }>("/api/user_webhook_delivery/query_page", {
      Where: { Lvg: [{ Values: [{ Name: "WebhookId", Value: hookId }] }] },
    });
    expect(listed.List.map((d) => [d.Event, d.State, d.ResponseStatus])).toEqual([
      ["feedbackReply", "sent", 200],
    ]);
    const { myWebhookDeliveries } = await dave.client.gqlData<{
      myWebhookDeliveries: { list: { event: string; state: string; payload: { target: string } }[] };
    }>("{ myWebhookDeliveries { list { event state payload } } }");
    expect(myWebhookDeliveries.list[0]).toMatchObject({ event: "feedbackReply", state: "sent" });
  });

  it("an endpoint that fails is tried again after a back-off, then sent; a redelivery sends it again", async () => {
    const erin = await registerUser(t);
    const hook = await erin.client.ok<Hook>("/api/user_webhook/create", {
      Name: "flaky",
      Url: receiver.url,
      Kinds: ["feedbackReply"],
    });
    receiver.state.status = 500;
    let first;
    try {
      await replyToFeedback(t, erin, "Flaky");
      first = await triedDelivery(hook.Id, 1);
    } finally {
      receiver.state.status = 200;
    }
    expect(first).toMatchObject({ state: "pending", attempts: 1, responseStatus: 500 });
    expect(first.error).toContain("HTTP 500");
    expect(first.nextAt!.getTime()).toBeGreaterThan(Date.now() + 20_000);
    expect(warnings.some((w) => w.includes(`webhook delivery ${first.id}`))).toBe(true);
    // Not due yet: nothing is sent now.
    await deliverWebhooks(t.app.services, log);
    expect((await deliveriesOf(hook.Id))[0]!.attempts).toBe(1);
    // A minute later it is due, and the endpoint answers.
    await deliverWebhooks(t.app.services, log, new Date(Date.now() + 60_000));
    const [second] = await deliveriesOf(hook.Id);
    expect(second).toMatchObject({ state: "sent", attempts: 2, responseStatus: 200, error: null });
    const before = receiver.received.filter((r) => r.body.includes("About Flaky: yes.")).length;
    const again = await erin.client.ok<Delivery>("/api/user_webhook_delivery/redeliver", { Id: second!.id });
    expect(again).toMatchObject({ State: "pending", Attempts: 0 });
    await triedDelivery(hook.Id, 1);
    await waitFor("the redelivery", async () =>
      receiver.received.filter((r) => r.body.includes("About Flaky: yes.")).length === before + 1
        ? true
        : null,
    );
  });

  it(`gives up after ${maxDeliveryAttempts} attempts`, async () => {
    const fay = await registerUser(t);
    const hook = await fay.client.ok<Hook>("/api/user_webhook/create", {
      Name: "down",
      Url: receiver.url,
      Kinds: ["feedbackReply"],
    });
    receiver.state.status = 503;
    try {
      await replyToFeedback(t, fay, "Down");
      await triedDelivery(hook.Id, 1);
      // Each round a day later than the last: every back-off is over.
      for (let round = 2; round <= maxDeliveryAttempts + 1; round++)
        await deliverWebhooks(t.app.services, log, new Date(Date.now() + round * 86_400_000));
    } finally {
      receiver.state.status = 200;
    }
    const [row] = await deliveriesOf(hook.Id);
    expect(row).toMatchObject({
      state: "failed",
      attempts: maxDeliveryAttempts,
      responseStatus: 503,
      nextAt: null,
    });
  });

  it("a ping is signed with the secret of the moment: rotating it changes the signature", async () => {
    const gus = await registerUser(t);
    const hook = await gus.client.ok<Hook>("/api/user_webhook/create", {
      Name: "p",
      Url: receiver.url,
      Kinds: [],
    });
    const rotated = await gus.client.ok<Hook>("/api/user_webhook/rotate_secret", { Id: hook.Id });
    expect(rotated.Secret).toMatch(/^whsec_/);
    expect(rotated.Secret).not.toBe(hook.Secret);
    const ping = await gus.client.ok<Delivery>("/api/user_webhook/ping", { Id: hook.Id });
    const message = await waitFor("the ping", async () => {
      await deliverWebhooks(t.app.services, log);
      return receiver.received.find((r) => r.headers["x-crucible-delivery"] === String(ping.Id)) ?? null;
    });
    expect(message.headers["x-crucible-event"]).toBe("ping");
    expect(signedWith(rotated.Secret!, message)).toBe(true);
    expect(signedWith(hook.Secret!, message)).toBe(false);
  });

  it("a name that resolves to a private address is refused when connecting, for good", async () => {
    const hal = await registerUser(t);
    const hook = await hal.client.ok<Hook>("/api/user_webhook/create", {
      Name: "inside",
      Url: receiver.url.replace("127.0.0.1", "localhost"),
      Kinds: [],
    });
    const ping = await hal.client.ok<Delivery>("/api/user_webhook/ping", { Id: hook.Id });
    const strict = { ...t.app.services, config: { ...t.app.services.config, webhooksAllowPrivate: false } };
    const count = receiver.received.length;
    await deliverWebhooks(strict, log);
    const [row] = await deliveriesOf(hook.Id);
    expect(row).toMatchObject({
      id: ping.Id,
      state: "failed",
      attempts: 1,
      nextAt: null,
      responseStatus: null,
    });
    expect(row!.error).toContain("private address");
    expect(receiver.received.length).toBe(count);
  });
});

describe("webhooks: private addresses", () => {
  it("are told apart from public ones, v4, v6 and v4-mapped", () => {
    for (const a of [
      "127.0.0.1",
      "10.1.2.3",
      "172.20.0.1",
      "192.168.1.1",
      "169.254.169.254",
      "100.64.0.1",
      "::1",
      "fe80::1",
      "fd00::5",
      "::ffff:127.0.0.1",
      "0.0.0.0",
    ])
      expect([a, isPrivateAddress(a)]).toEqual([a, true]);
    for (const a of ["93.184.216.34", "8.8.8.8", "2001:4860:4860::8888", "::ffff:8.8.8.8"])
      expect([a, isPrivateAddress(a)]).toEqual([a, false]);
  });

  it("a gateway left at its default refuses loopback and private URLs when a webhook is made", async () => {
    const strict = await startApp();
    try {
      const ivy = await registerUser(strict);
      for (const url of [
        "http://127.0.0.1:9/hook",
        "http://localhost/hook",
        "http://[::1]/hook",
        "http://10.0.0.8/",
      ]) {
        const answer = await ivy.client.rest("/api/user_webhook/create", { Name: "x", Url: url, Kinds: [] });
        expect([url, answer.body.Error?.Type]).toEqual([url, "ServerInvalidParameter"]);
      }
      expect(
        (
          await ivy.client.rest("/api/user_webhook/create", {
            Name: "x",
            Url: "https://example.org/",
            Kinds: [],
          })
        ).body.Error,
      ).toBeNull();
    } finally {
      await strict.stop();
    }
  });
});

describe("webhooks: the delivery log", () => {
  it("keeps 30 days of ended deliveries and every pending one, whatever its age", async () => {
    const hook = await alice.client.ok<Hook>("/api/user_webhook/create", {
      Name: "log keeper",
      Url: receiver.url,
      Kinds: [],
    });
    const now = new Date();
    const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
    const rows = [
      { key: "old-sent", state: "sent", createdAt: daysAgo(31) },
      { key: "old-failed", state: "failed", createdAt: daysAgo(45) },
      { key: "old-pending", state: "pending", createdAt: daysAgo(40) },
      { key: "recent-sent", state: "sent", createdAt: daysAgo(29) },
    ] as const;
    await t.app.services.db.insert(webhookDeliveries).values(
      rows.map((row) => ({
        webhookId: hook.Id,
        userId: alice.id,
        event: "ping",
        eventKey: row.key,
        payload: {},
        state: row.state,
        // The pending one is due only far in the future, so no round of another test sends it.
        nextAt: daysAgo(-365),
        createdAt: row.createdAt,
      })),
    );
    expect(await pruneWebhookDeliveries(t.app.services, now)).toBe(2);
    const left = (await deliveriesOf(hook.Id)).map((d) => d.eventKey).sort();
    expect(left).toEqual(["old-pending", "recent-sent"]);
    // A second sweep finds nothing more.
    expect(await pruneWebhookDeliveries(t.app.services, now)).toBe(0);
    const logged = await alice.client.ok<{ List: Delivery[]; Total: number }>(
      "/api/user_webhook_delivery/query_page",
      { Where: { Lvg: [{ Values: [{ Name: "WebhookId", Value: hook.Id }] }] } },
    );
    expect(logged.Total).toBe(2);
  });
});
