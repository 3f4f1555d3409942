/**
 * Feedback (spec §1, §3, §4, §6, §8; issue 10): users send feedback and read their own with replies;
 * administrators with User.Feedback read everyone's (unanswered first), reply (Update) and remove
 * (Delete); the system config's User.Feedback switch turns the users' side off. REST and GraphQL.
 */
import { feedbackDailyLimit } from "@crucible/schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApp, type TestApp } from "../support/app.js";
import { createSystemUser, registerUser, type NormalUser } from "../support/factories.js";
import { gqlCode, type Client } from "../support/http.js";

let t: TestApp;
let admin: Client;
let alice: NormalUser;
let bob: NormalUser;

interface FeedbackView {
  Id: number;
  Title: string;
  Content: string;
  State: string;
  Reply: string | null;
  RepliedAt: string | null;
  UserId?: number;
}

const user = "/api/user_feedback";
const sys = "/api/sys/user_feedback";

async function send(
  client: Client,
  title: string,
  content = "The SDF viewer could sort by a field.",
): Promise<FeedbackView> {
  return client.ok<FeedbackView>(`${user}/insert`, { Title: title, Content: content });
}

async function setFeedbackSwitch(on: boolean): Promise<void> {
  const { DataJson } = await admin.ok<{ DataJson: { User: Record<string, boolean> } }>(
    "/api/sys/key_data/sys_config/read_data_json",
  );
  await admin.ok("/api/sys/key_data/sys_config/save_data_json", {
    DataJson: { ...DataJson, User: { ...DataJson.User, Feedback: on } },
  });
}

beforeAll(async () => {
  t = await startApp();
  admin = await t.admin();
  alice = await registerUser(t);
  bob = await registerUser(t);
});

afterAll(async () => {
  await t?.stop();
});

describe("a user's feedback", () => {
  it("is sent over REST and GraphQL and listed newest first, only to its sender", async () => {
    const first = await send(alice.client, "Sorting in the SDF table");
    expect(first).toMatchObject({ Title: "Sorting in the SDF table", State: "unanswered", Reply: null });
    expect(first).not.toHaveProperty("UserId");
    const { sendFeedback } = await alice.client.gqlData<{ sendFeedback: { id: string; state: string } }>(
      `mutation { sendFeedback(input: { title: "  Dark theme  ", content: "Please." }) { id state } }`,
    );
    expect(sendFeedback.state).toBe("unanswered");
    const mine = await alice.client.ok<{ List: FeedbackView[]; Total: number }>(`${user}/query_page`, {});
    expect(mine.List.map((f) => f.Title)).toEqual(["Dark theme", "Sorting in the SDF table"]);
    expect(mine.Total).toBe(2);
    const { myFeedback } = await bob.client.gqlData<{ myFeedback: { total: number } }>(
      "{ myFeedback { total } }",
    );
    expect(myFeedback.total).toBe(0);
    // Another user's feedback answers exactly like a missing one.
    const theirs = await bob.client.rest(`${user}/read/${first.Id}`);
    const missing = await bob.client.rest(`${user}/read/987654321`);
    expect(theirs.body.Error?.Type).toBe("DBDataNotExist");
    expect(theirs.body).toEqual(missing.body);
  });

  it("refuses empty or oversized fields and callers without a user session", async () => {
    for (const body of [
      { Title: "", Content: "x" },
      { Title: "   ", Content: "x" },
      { Title: "x", Content: "" },
      { Title: "x".repeat(101), Content: "x" },
      { Title: "x", Content: "x".repeat(5001) },
      { Title: 5, Content: "x" },
    ]) {
      const result = await alice.client.rest(`${user}/insert`, body);
      expect(result.body.Error?.Type, JSON.stringify(body)).toBe("ServerInvalidParameter");
    }
    expect((await t.client().rest(`${user}/insert`, { Title: "x", Content: "x" })).body.Error?.Type).toBe(
      "DBUserNoLogin",
    );
    expect((await admin.rest(`${user}/query_page`, {})).body.Error?.Type).toBe("DBUserNoLogin");
    expect(gqlCode(await t.client().gql("{ myFeedback { total } }"))).toBe("DBUserNoLogin");
    // A user has no reply or remove: those are back-office calls.
    expect((await alice.client.rest(`${sys}/reply`, { Id: 1, Reply: "x" })).body.Error?.Type).toBe(
      "DBUserNoLogin",
    );
    expect((await alice.client.rest(`${user}/delete`, { Ids: [1] })).body.Error?.Type).toBe("DBDataNotExist");
  });

  it("is refused to a read-only API token", async () => {
    const token = await alice.client.ok<{ Secret: string }>("/api/user/api_token/insert", {
      Name: "reader",
      ReadOnly: true,
    });
    const reader = t.client().withBearer(token.Secret);
    const result = await reader.rest(`${user}/insert`, { Title: "x", Content: "x" });
    expect(result.body.Error?.Type).toBe("DBPermDenied");
    expect((await reader.ok<{ Total: number }>(`${user}/query_page`, {})).Total).toBeGreaterThan(0);
  });

  it(`allows at most ${feedbackDailyLimit} a day, also when sent at once`, async () => {
    const carol = await registerUser(t);
    const results = await Promise.all(
      Array.from({ length: feedbackDailyLimit + 5 }, (_, i) =>
        carol.client.rest(`${user}/insert`, { Title: `burst ${i}`, Content: "x" }),
      ),
    );
    const refused = results.filter((r) => r.body.Error !== null);
    expect(results.length - refused.length).toBe(feedbackDailyLimit);
    expect(new Set(refused.map((r) => r.body.Error?.Type))).toEqual(new Set(["DBRateLimit"]));
    expect((await carol.client.ok<{ Total: number }>(`${user}/query_page`, {})).Total).toBe(
      feedbackDailyLimit,
    );
  });
});

describe("feedback in the back office", () => {
  it("lists everyone's unanswered first, filters, replies, edits the reply and removes", async () => {
    const old = await send(bob.client, "Old question");
    const fresh = await send(bob.client, "New question");
    await admin.ok(`${sys}/reply`, { Id: old.Id, Reply: "Answered: use the filter box." });
    const page = await admin.ok<{ List: FeedbackView[] }>(`${sys}/query_page`, { Limit: 200 });
    const states = page.List.map((f) => f.State);
    expect(states.indexOf("replied")).toBeGreaterThan(states.lastIndexOf("unanswered"));
    expect(page.List.find((f) => f.Id === fresh.Id)).toMatchObject({ UserId: bob.id, State: "unanswered" });
    const replied = await admin.ok<FeedbackView[]>(`${sys}/query`, {
      Where: { Lvg: [{ Values: [{ Name: "State", Value: "replied", Symbol: "=" }] }] },
    });
    expect(replied.map((f) => f.Id)).toEqual([old.Id]);

    // The sender sees the reply; an edit replaces it.
    expect(await bob.client.ok<FeedbackView>(`${user}/read/${old.Id}`)).toMatchObject({
      State: "replied",
      Reply: "Answered: use the filter box.",
    });
    const { replyFeedback } = await admin.gqlData<{
      replyFeedback: { state: string; reply: string; user: { account: string } };
    }>(
      `mutation($id: ID!) { replyFeedback(id: $id, reply: "Edited reply") { state reply user { account } } }`,
      {
        id: String(old.Id),
      },
    );
    expect(replyFeedback).toEqual({
      state: "replied",
      reply: "Edited reply",
      user: { account: bob.account },
    });
    const { myFeedback } = await bob.client.gqlData<{
      myFeedback: { list: { reply: string | null; user: null }[] };
    }>("{ myFeedback { list { reply user { account } } } }");
    expect(myFeedback.list).toContainEqual({ reply: "Edited reply", user: null });
    expect((await admin.rest(`${sys}/reply`, { Id: fresh.Id, Reply: "  " })).body.Error?.Type).toBe(
      "ServerInvalidParameter",
    );

    const { removeFeedback } = await admin.gqlData<{ removeFeedback: boolean }>(
      `mutation($ids: [ID!]!) { removeFeedback(ids: $ids) }`,
      { ids: [String(fresh.Id)] },
    );
    expect(removeFeedback).toBe(true);
    expect((await bob.client.rest(`${user}/read/${fresh.Id}`)).body.Error?.Type).toBe("DBDataNotExist");
    await admin.ok(`${sys}/delete`, { Ids: [old.Id] });
    expect((await admin.rest(`${sys}/read/${old.Id}`)).body.Error?.Type).toBe("DBDataNotExist");
  });

  it("needs User.Feedback.Read to read, Update to reply and Delete to remove", async () => {
    const item = await send(alice.client, "Permissions");
    const nobody = (await createSystemUser(t, admin, [])).client;
    const reader = (await createSystemUser(t, admin, ["User.Feedback.Read"])).client;
    const replier = (await createSystemUser(t, admin, ["User.Feedback.Read", "User.Feedback.Update"])).client;
    const denied = async (client: Client, path: string, body: unknown, perm: string) => {
      const result = await client.rest(path, body);
      expect(result.body.Error, path).toMatchObject({ Type: "DBPermDenied", Value: perm });
    };
    await denied(nobody, `${sys}/query_page`, {}, "User.Feedback.Read");
    expect(gqlCode(await nobody.gql("{ sysFeedback { total } }"))).toBe("DBPermDenied");
    expect((await reader.ok<{ Total: number }>(`${sys}/query_page`, {})).Total).toBeGreaterThan(0);
    await denied(reader, `${sys}/reply`, { Id: item.Id, Reply: "no" }, "User.Feedback.Update");
    await denied(replier, `${sys}/delete`, { Ids: [item.Id] }, "User.Feedback.Delete");
    await replier.ok(`${sys}/reply`, { Id: item.Id, Reply: "yes" });
    expect((await replier.rest(`${sys}/reply`, { Id: 987654321, Reply: "x" })).body.Error?.Type).toBe(
      "DBDataNotExist",
    );
  });
});

describe("the User.Feedback switch", () => {
  it("turns the users' side off with UserFeedbackDisabled; the back office still answers", async () => {
    const before = await send(alice.client, "Before the switch");
    await setFeedbackSwitch(false);
    try {
      for (const path of [`${user}/insert`, `${user}/query_page`, `${user}/read/${before.Id}`]) {
        const result = await alice.client.rest(path, { Title: "x", Content: "x" });
        expect(result.status, path).toBe(403);
        expect(result.body.Error?.Type, path).toBe("UserFeedbackDisabled");
      }
      expect(
        gqlCode(
          await alice.client.gql(`mutation { sendFeedback(input: { title: "x", content: "x" }) { id } }`),
        ),
      ).toBe("UserFeedbackDisabled");
      const { feedbackEnabled } = await alice.client.gqlData<{ feedbackEnabled: boolean }>(
        "{ feedbackEnabled }",
      );
      expect(feedbackEnabled).toBe(false);
      await admin.ok(`${sys}/reply`, { Id: before.Id, Reply: "Still answered" });
    } finally {
      await setFeedbackSwitch(true);
    }
    expect(await alice.client.ok<FeedbackView>(`${user}/read/${before.Id}`)).toMatchObject({
      Reply: "Still answered",
    });
  });
});
