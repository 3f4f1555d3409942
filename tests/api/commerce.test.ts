/**
 * Commerce (issue 11; spec §1, §3, §4, §5, §6, §8, §9): packages and their rules, resource packs and
 * the limits they raise, recharge cards (generate, export, delete, redeem, races, guessing), daily
 * check-in (races, the cycle bonus), the back office's direct credit, and pack expiry through the
 * ledger. REST and GraphQL, on a real gateway.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultLoginPolicy } from "@crucible/schema";
import { tokenLedger } from "../../gateway/src/db/ledger.js";
import { checkIns, resourcePacks } from "../../gateway/src/db/commerce.js";
import { startApp, type TestApp } from "../support/app.js";
import { createSystemUser, registerUser, type NormalUser } from "../support/factories.js";
import { gqlCode, type Client } from "../support/http.js";
import { tokenBalance, ledgerTotal } from "../support/tokens.js";

let t: TestApp;
let admin: Client;
let alice: NormalUser;

interface PackageView {
  Id: number;
  Kind: string;
  Name: string;
  UnitPrice: number;
  Discounts: { Quantity: number; Discount: number }[];
  LimitedDiscount: { Enabled: boolean; Discount: number; Days: number; From: string } | null;
  DiscountNow: number;
  Status: string;
}
interface PackView {
  Id: number;
  Kind: string;
  Amount: number;
  Source: string;
  ExpiresAt: string;
  Active: boolean;
  UserId?: number;
}
interface CardView {
  Id: number;
  CardNo: string;
  Batch: string;
  State: string;
  UsedBy: number | null;
}

const tokenPackage = {
  Kind: "token",
  Name: "10k tokens",
  NameZh: "一万计算点",
  Grants: 10_000,
  UnitPrice: 9_900,
  ExpiryMonths: 12,
  Discounts: [
    { Quantity: 10, Discount: 0.8 },
    { Quantity: 5, Discount: 0.9 },
  ],
  LimitedDiscount: { Enabled: true, Discount: 0.5, Days: 7 },
};

const balance = (user: NormalUser) => tokenBalance(user.client);

const ledgerSum = (userId: number) => ledgerTotal(t.app.services.db, userId);

async function generate(count: number, extra: Record<string, unknown> = {}) {
  return admin.ok<{ Batch: string; Cards: CardView[] }>("/api/sys/user_resource_pack_card/generate", {
    Kind: "token",
    Grants: 500,
    ExpiryMonths: 6,
    ExpiresAt: new Date(Date.now() + 30 * 24 * 3600 * 1000).toISOString(),
    Count: count,
    ...extra,
  });
}

async function setCommerce(change: Record<string, unknown>): Promise<void> {
  const { DataJson } = await admin.ok<{ DataJson: Record<string, unknown> }>(
    "/api/sys/key_data/commerce_config/read_data_json",
  );
  await admin.ok("/api/sys/key_data/commerce_config/save_data_json", {
    DataJson: { ...DataJson, ...change },
  });
}

beforeAll(async () => {
  t = await startApp();
  admin = await t.admin();
  alice = await registerUser(t);
});

afterAll(async () => {
  await t?.stop();
});

describe("packages", () => {
  it("are created by the back office with sorted discounts, and listed to anyone while enabled", async () => {
    const made = await admin.ok<PackageView>("/api/sys/user_resource_pack_package/insert", tokenPackage);
    expect(made.Discounts).toEqual([
      { Quantity: 5, Discount: 0.9 },
      { Quantity: 10, Discount: 0.8 },
    ]);
    // Saved without a start, the time-limited discount starts now and runs.
    expect(made.LimitedDiscount?.From).toBeTruthy();
    expect(made.DiscountNow).toBe(0.5);
    const storage = await admin.ok<PackageView>("/api/sys/user_resource_pack_package/insert", {
      Kind: "storage",
      Name: "50 GB",
      Grants: 50,
      UnitPrice: 2_000,
      ExpiryMonths: 1,
    });
    expect(storage.DiscountNow).toBe(1);

    const listed = await t.client().ok<PackageView[]>("/api/user_resource_pack_package/list");
    expect(listed.map((p) => p.Id)).toEqual(expect.arrayContaining([made.Id, storage.Id]));
    await admin.ok(`/api/sys/user_resource_pack_package/disabled_status/${storage.Id}`);
    const after = await t.client().ok<PackageView[]>("/api/user_resource_pack_package/list");
    expect(after.map((p) => p.Id)).not.toContain(storage.Id);

    const viaGraph = await t
      .client()
      .gqlData<{ packages: { id: string; discountNow: number }[] }>(`{ packages { id discountNow } }`);
    expect(viaGraph.packages).toContainEqual({ id: String(made.Id), discountNow: 0.5 });
  });

  it.each([
    ["a discount of 0", { Discounts: [{ Quantity: 2, Discount: 0 }] }, "Discounts.0.Discount"],
    ["a discount above 1", { Discounts: [{ Quantity: 2, Discount: 1.5 }] }, "Discounts.0.Discount"],
    [
      "two discounts for one quantity",
      {
        Discounts: [
          { Quantity: 3, Discount: 0.9 },
          { Quantity: 3, Discount: 0.8 },
        ],
      },
      "Discounts.1.Quantity",
    ],
    ["0 days of an enabled discount", { LimitedDiscount: { Enabled: true, Discount: 0.9, Days: 0 } }, "Days"],
    ["a negative price", { UnitPrice: -1 }, "UnitPrice"],
    ["a time-limited discount on storage", { Kind: "storage" }, "LimitedDiscount"],
  ])("refuses %s with ServerInvalidParameter naming the field", async (_name, change, field) => {
    const result = await admin.rest("/api/sys/user_resource_pack_package/insert", {
      ...tokenPackage,
      ...change,
    });
    expect(result.body.Error?.Type).toBe("ServerInvalidParameter");
    expect(result.body.Error?.Value).toContain(field);
  });

  it("are the back office's: not signed in, a normal user and a system user without User.ResourcePack are refused", async () => {
    expect((await t.client().rest("/api/sys/user_resource_pack_package/query")).body.Error?.Type).toBe(
      "DBUserNoLogin",
    );
    expect((await alice.client.rest("/api/sys/user_resource_pack_package/query")).body.Error?.Type).toBe(
      "DBUserNoLogin",
    );
    const clerk = await createSystemUser(t, admin, ["User.Feedback.Read"]);
    const denied = await clerk.client.rest("/api/sys/user_resource_pack_package/insert", tokenPackage);
    expect(denied.body.Error?.Type).toBe("DBPermDenied");
    const graph = await clerk.client.gql(
      `mutation($input: PackageInput!) { createPackage(input: $input) { id } }`,
      {
        input: { kind: "token", name: "x", grants: 1, unitPrice: 1, expiryMonths: 1 },
      },
    );
    expect(gqlCode(graph)).toBe("DBPermDenied");
  });

  it("answer FeatureNotEnabled when the UserResourcePack switch is off", async () => {
    const { Data } = (await admin.rest<Record<string, unknown>>("/api/sys/module_config/data")).body;
    await admin.ok("/api/sys/module_config/set", { ...Data, UserResourcePack: { Enabled: false } });
    try {
      const list = await t.client().rest("/api/user_resource_pack_package/list");
      expect(list.body.Error?.Type).toBe("FeatureNotEnabled");
      const graph = await alice.client.gql(`mutation { checkIn { checkedIn } }`);
      expect(gqlCode(graph)).toBe("FeatureNotEnabled");
    } finally {
      await admin.ok("/api/sys/module_config/set", Data);
    }
  });
});

describe("recharge cards", () => {
  it("are generated, exported as CSV and redeemed once for a token pack that raises the balance", async () => {
    const before = await balance(alice);
    const { Batch, Cards } = await generate(3, { Note: "conference" });
    expect(Cards).toHaveLength(3);
    expect(new Set(Cards.map((c) => c.CardNo)).size).toBe(3);
    expect(Cards[0]!.CardNo).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){4}$/);

    const csv = await admin.fetch(`/api/sys/user_resource_pack_card/export?Batch=${Batch}`);
    expect(csv.headers.get("content-type")).toContain("text/csv");
    const lines = (await csv.text()).trim().split("\n");
    expect(lines).toHaveLength(4);
    expect(lines[1]).toContain(Cards[0]!.CardNo);

    // Typed in lower case without dashes, as people do.
    const pack = await alice.client.ok<PackView>("/api/user_resource_pack_card/redeem", {
      CardNo: Cards[0]!.CardNo.replace(/-/g, "").toLowerCase(),
    });
    expect(pack).toMatchObject({ Kind: "token", Amount: 500, Source: "card", Active: true });
    expect(await balance(alice)).toBe(before + 500);
    expect(await ledgerSum(alice.id)).toBe(await balance(alice));

    const again = await alice.client.rest("/api/user_resource_pack_card/redeem", {
      CardNo: Cards[0]!.CardNo,
    });
    expect(again.body.Error?.Type).toBe("UserResourcePackCardUsed");

    const listed = await admin.gqlData<{
      rechargeCards: { list: { cardNo: string; state: string; usedBy: { account: string } | null }[] };
    }>(`{ rechargeCards(query: { where: [{ values: [{ name: "Batch", value: "${Batch}" }] }] }) {
      list { cardNo state usedBy { account } } } }`);
    expect(listed.rechargeCards.list).toContainEqual({
      cardNo: Cards[0]!.CardNo,
      state: "used",
      usedBy: { account: alice.account },
    });

    // The holder sees the pack; another user's pack id answers like a missing one.
    const mine = await alice.client.ok<PackView>(`/api/user_resource_pack/read/${pack.Id}`);
    expect(mine.Id).toBe(pack.Id);
    const bob = await registerUser(t);
    const theirs = await bob.client.rest(`/api/user_resource_pack/read/${pack.Id}`);
    expect(theirs.body.Error?.Type).toBe("DBDataNotExist");
  });

  it("answers Deleted, Expired and DBDataNotExist, and refuses enterprise accounts", async () => {
    const user = await registerUser(t);
    const { Cards } = await generate(1);
    await admin.ok(`/api/sys/user_resource_pack_card/delete_soft/${Cards[0]!.Id}`);
    const deleted = await user.client.rest("/api/user_resource_pack_card/redeem", {
      CardNo: Cards[0]!.CardNo,
    });
    expect(deleted.body.Error?.Type).toBe("UserResourcePackCardDeleted");

    // A card good for an hour; the clock moves past it instead of the test waiting.
    const soon = await generate(1, { ExpiresAt: new Date(t.clock.ms() + 3600_000).toISOString() });
    t.clock.advance(3600_000 + 1000);
    const expired = await user.client.rest("/api/user_resource_pack_card/redeem", {
      CardNo: soon.Cards[0]!.CardNo,
    });
    expect(expired.body.Error?.Type).toBe("UserResourcePackCardExpired");

    const unknown = await user.client.rest("/api/user_resource_pack_card/redeem", {
      CardNo: "0000-0000-0000-0000-0000",
    });
    // The catalogue's Type stays; the Value names what is unknown (the client says "unknown card number").
    expect(unknown.body.Error?.Type).toBe("DBDataNotExist");
    expect(unknown.body.Error?.Value).toBe("CardNo");
    const unknownGql = await user.client.gql(
      `mutation ($cardNo: String!) { redeemRechargeCard(cardNo: $cardNo) { id } }`,
      { cardNo: "0000-0000-0000-0000-0001" },
    );
    expect(unknownGql.body.errors?.[0]?.extensions?.code).toBe("DBDataNotExist");
    expect(unknownGql.body.errors?.[0]?.extensions?.value).toBe("CardNo");
    // A card that exists but is gone answers its own Type, with no Value.
    expect(deleted.body.Error?.Value ?? null).toBeNull();
    const malformed = await user.client.rest("/api/user_resource_pack_card/redeem", { CardNo: "12345" });
    expect(malformed.body.Error?.Type).toBe("ServerInvalidParameter");

    const company = await registerUser(t, { UserType: "enterprise" });
    const fresh = await generate(1);
    const refused = await company.client.rest("/api/user_resource_pack_card/redeem", {
      CardNo: fresh.Cards[0]!.CardNo,
    });
    expect(refused.body.Error?.Type).toBe("DBPermDenied");
    // The card is still there for someone who may use it.
    await user.client.ok("/api/user_resource_pack_card/redeem", { CardNo: fresh.Cards[0]!.CardNo });
  });

  it("stops a user guessing card numbers after the hour's failures (DBRateLimit), even for a real card", async () => {
    const guesser = await registerUser(t);
    const codes: string[] = [];
    for (let i = 0; i < 11; i++) {
      const guess = `${String(i).padStart(4, "0")}0000000000000000`;
      codes.push(
        String(
          (await guesser.client.rest("/api/user_resource_pack_card/redeem", { CardNo: guess })).body.Error
            ?.Type,
        ),
      );
    }
    expect(codes.slice(0, 10).every((c) => c === "DBDataNotExist")).toBe(true);
    expect(codes[10]).toBe("DBRateLimit");
    const real = await generate(1);
    const blocked = await guesser.client.rest("/api/user_resource_pack_card/redeem", {
      CardNo: real.Cards[0]!.CardNo,
    });
    expect(blocked.body.Error?.Type).toBe("DBRateLimit");
  });

  it("gives exactly one win to 50 concurrent redemptions of one card by 5 users", async () => {
    const racers = await Promise.all(Array.from({ length: 5 }, () => registerUser(t)));
    const { Cards } = await generate(1);
    const before = await Promise.all(racers.map((r) => balance(r)));
    const results = await Promise.all(
      racers.flatMap((racer) =>
        Array.from({ length: 10 }, () =>
          racer.client.rest("/api/user_resource_pack_card/redeem", { CardNo: Cards[0]!.CardNo }),
        ),
      ),
    );
    expect(results.filter((r) => r.body.Error === null)).toHaveLength(1);
    expect(results.every((r) => r.status !== 500)).toBe(true);
    const packs = await t.app.services.db
      .select()
      .from(resourcePacks)
      .where(eq(resourcePacks.cardId, Cards[0]!.Id));
    expect(packs).toHaveLength(1);
    const after = await Promise.all(racers.map((r) => balance(r)));
    expect(after.reduce((a, b) => a + b, 0) - before.reduce((a, b) => a + b, 0)).toBe(500);
    for (const racer of racers) expect(await ledgerSum(racer.id)).toBe(await balance(racer));
  });

  it("are the back office's: a system user with only User.ResourcePack cannot generate them", async () => {
    const clerk = await createSystemUser(t, admin, ["User.ResourcePack.Read", "User.ResourcePack.Update"]);
    const refused = await clerk.client.rest("/api/sys/user_resource_pack_card/generate", {
      Kind: "token",
      Grants: 1,
      ExpiryMonths: 1,
      ExpiresAt: new Date(Date.now() + 3600_000).toISOString(),
      Count: 1,
    });
    expect(refused.body.Error?.Type).toBe("DBPermDenied");
    const tooMany = await admin.rest("/api/sys/user_resource_pack_card/generate", {
      Kind: "token",
      Grants: 1,
      ExpiryMonths: 1,
      ExpiresAt: new Date(Date.now() + 3600_000).toISOString(),
      Count: 1001,
    });
    expect(tooMany.body.Error).toMatchObject({
      Type: "ServerInvalidParameter",
      Value: "Count: Too big: expected number to be <=1000",
    });
  });
});

describe("daily check-in", () => {
  it("pays once a day: 20 concurrent check-ins give one credit, the others answer already", async () => {
    await setCommerce({
      CheckIn: { DailyTokens: 7, CycleDays: 3, CycleBonusTokens: 100, TimeZone: "Asia/Shanghai" },
    });
    const user = await registerUser(t);
    const before = await balance(user);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        user.client.ok<{ CheckedIn: boolean; Streak: number }>("/api/user_check_in/check_in"),
      ),
    );
    expect(answers.filter((a) => a.CheckedIn)).toHaveLength(1);
    expect(answers.every((a) => a.Streak === 1)).toBe(true);
    expect(await balance(user)).toBe(before + 7);
    expect(await ledgerSum(user.id)).toBe(await balance(user));
    const state = await user.client.gqlData<{ checkInState: { checkedIn: boolean; streak: number } }>(
      `{ checkInState { checkedIn streak } }`,
    );
    expect(state.checkInState).toEqual({ checkedIn: true, streak: 1 });
  });

  it("adds the cycle bonus on the last day of a run of consecutive days, counted in the configured zone", async () => {
    await setCommerce({
      CheckIn: { DailyTokens: 7, CycleDays: 3, CycleBonusTokens: 100, TimeZone: "Asia/Shanghai" },
    });
    const user = await registerUser(t);
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Shanghai" }).format(new Date());
    const yesterday = new Date(`${today}T00:00:00Z`);
    yesterday.setUTCDate(yesterday.getUTCDate() - 1);
    // Two earlier days of the run, as they were stored when they happened.
    await t.app.services.db
      .insert(checkIns)
      .values({ userId: user.id, day: yesterday.toISOString().slice(0, 10), streak: 2, tokens: 7 });
    const before = await balance(user);
    const answer = await user.client.ok<{ CheckedIn: boolean; Streak: number; CycleDays: number }>(
      "/api/user_check_in/check_in",
    );
    expect(answer).toMatchObject({ CheckedIn: true, Streak: 3, CycleDays: 3 });
    expect(await balance(user)).toBe(before + 107);
    // The answer does not show the amounts.
    expect(JSON.stringify(answer)).not.toContain("107");
  });

  it("is for normal users only", async () => {
    expect((await t.client().rest("/api/user_check_in/check_in")).body.Error?.Type).toBe("DBUserNoLogin");
    expect((await admin.rest("/api/user_check_in/check_in")).body.Error?.Type).toBe("DBUserNoLogin");
  });
});

describe("credit from the back office and pack expiry", () => {
  it("credits tokens with who did it, and storage that raises the quota; BackendRechargeDisabled when off", async () => {
    const user = await registerUser(t);
    const before = await balance(user);
    const pack = await admin.ok<PackView>("/api/sys/user_resource_pack/credit", {
      UserId: user.id,
      Kind: "token",
      Amount: 2_000,
      ExpiryMonths: 1,
      Note: "support ticket 42",
    });
    expect(pack).toMatchObject({ Source: "admin", UserId: user.id });
    expect(await balance(user)).toBe(before + 2_000);
    const [row] = await t.app.services.db
      .select()
      .from(tokenLedger)
      .where(and(eq(tokenLedger.packId, pack.Id), eq(tokenLedger.kind, "pack")));
    expect(row?.actorId).not.toBeNull();

    const quota = async () =>
      (await user.client.ok<{ Quota: number }>("/api/workflow_job_task_data_source_file/total_usage_size"))
        .Quota;
    const baseQuota = await quota();
    await admin.ok("/api/sys/user_resource_pack/credit", {
      UserId: user.id,
      Kind: "storage",
      Amount: 5,
      ExpiryMonths: 1,
    });
    expect(await quota()).toBe(baseQuota + 5 * 1024 ** 3);

    await setCommerce({ BackendRecharge: false });
    try {
      const off = await admin.rest("/api/sys/user_resource_pack/credit", {
        UserId: user.id,
        Kind: "token",
        Amount: 1,
        ExpiryMonths: 1,
      });
      expect(off.body.Error?.Type).toBe("BackendRechargeDisabled");
    } finally {
      await setCommerce({ BackendRecharge: true });
    }
    const missing = await admin.rest("/api/sys/user_resource_pack/credit", {
      UserId: 999_999,
      Kind: "token",
      Amount: 1,
      ExpiryMonths: 1,
    });
    expect(missing.body.Error?.Type).toBe("DBDataNotExist");
  });

  it("lets what is left of an expired token pack lapse once, spending from it first", async () => {
    // The pack's month passes on the clock: the user's session outlives it (the longest idle age).
    await admin.ok("/api/sys/key_data/login_policy/save_data_json", {
      DataJson: { ...defaultLoginPolicy, SessionIdleHours: 24 * 90 },
    });
    const user = await registerUser(t);
    const start = await balance(user);
    const pack = await admin.ok<PackView>("/api/sys/user_resource_pack/credit", {
      UserId: user.id,
      Kind: "token",
      Amount: 1_000,
      ExpiryMonths: 1,
    });
    // A task run spends 300 while the pack is active: taken from the pack, which expires first.
    await t.app.services.db
      .insert(tokenLedger)
      .values({ userId: user.id, amount: -300, kind: "charge", note: "run", createdAt: t.clock.now() });
    expect(await balance(user)).toBe(start + 700);
    // A minute before the pack's month is up, what is left of it still counts; a minute after, it lapses.
    t.clock.advance(Date.parse(pack.ExpiresAt) - t.clock.ms() - 60_000);
    expect(await balance(user)).toBe(start + 700);
    t.clock.advance(120_000);
    // Read from many places at once, the lapse is written once.
    const reads = await Promise.all(Array.from({ length: 5 }, () => balance(user)));
    expect(new Set(reads)).toEqual(new Set([start]));
    const lapses = await t.app.services.db
      .select()
      .from(tokenLedger)
      .where(and(eq(tokenLedger.packId, pack.Id), eq(tokenLedger.kind, "expire")));
    expect(lapses.map((l) => l.amount)).toEqual([-700]);
    expect(await ledgerSum(user.id)).toBe(start);
    const listed = await user.client.ok<{ List: PackView[] }>("/api/user_resource_pack/query_page");
    expect(listed.List.find((p) => p.Id === pack.Id)?.Active).toBe(false);
  });
});
