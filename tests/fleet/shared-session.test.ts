/**
 * The fleet's ground floor: two gateway processes on one PostgreSQL database and one data folder. A
 * user signs up on one and is signed in on the other; a sign-out on the other ends the session on both.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerBody } from "../support/factories.js";
import { startFleet, type Fleet } from "../support/fleet.js";
import { Client } from "../support/http.js";

let fleet: Fleet;

beforeAll(async () => {
  fleet = await startFleet({ gateways: 2 });
});

afterAll(async () => {
  await fleet?.stop();
});

describe("two gateways on one database", () => {
  it("share a session: signed in on one, signed in on the other, signed out on both", async () => {
    const [one, two] = fleet.gateways;
    if (!one || !two) throw new Error("the fleet has two gateways");
    const first = new Client(one.url);
    const account = registerBody();
    await first.ok("/api/user/register", account);
    await first.ok("/api/user/login", { Account: account.Account, Password: account.Password });
    const second = first.withBaseUrl(two.url);
    const me = await second.rest<{ User: { Account: string } }>("/api/user/session_data", {});
    expect(me.body.Error).toBeNull();
    expect(me.body.Data?.User.Account).toBe(account.Account);

    await second.ok("/api/user/quit", {});
    const after = await first.rest("/api/user/session_data", {});
    expect(after.body.Error?.Type).toBe("DBUserNoLogin");
  });
});
