/**
 * A system user's own account calls (spec §7 `user` calls under /sys): update_info, update_avatar,
 * upload_avatar, send_activation_status and activation_status, and their GraphQL equivalents. A
 * system user changes only their own record, and activation codes belong to the side they were sent
 * for (ids of the two sides are separate sequences, so the same number names two people).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApp, type TestApp } from "../support/app.js";
import {
  goodPassword,
  registerUser,
  uniqueAccount,
  uniqueMobile,
  type NormalUser,
} from "../support/factories.js";
import { gqlCode, type Client } from "../support/http.js";
import { fileForm, pngBytes } from "../support/images.js";

let t: TestApp;
let admin: Client;

beforeAll(async () => {
  t = await startApp();
  admin = await t.admin();
});
afterAll(async () => t?.stop());

const csrf = { "x-crucible-csrf": "1" };

interface SysView {
  Id: number;
  Account: string;
  Name: string;
  Email: string | null;
  EmailStatus: boolean;
  Phone: string | null;
  PhoneStatus: boolean;
  AvatarUrl: string | null;
}

interface SysAccount {
  client: Client;
  id: number;
  account: string;
}

async function insertSystemUser(): Promise<{ id: number; account: string }> {
  const account = uniqueAccount("s");
  const created = await admin.ok<{ Id: number }>("/api/sys/system_user/insert", {
    Account: account,
    Password: goodPassword,
    Name: `Sys${account}`,
    RoleIds: [],
  });
  return { id: created.Id, account };
}

async function signIn(account: string, id: number): Promise<SysAccount> {
  const client = t.client();
  await client.ok("/api/sys/user/login", { Account: account, Password: goodPassword });
  return { client, id, account };
}

/** A system user without roles, signed in on a client of their own. */
async function systemUser(): Promise<SysAccount> {
  const { id, account } = await insertSystemUser();
  return signIn(account, id);
}

/** A normal user and a system user with the same id (created on whichever side is behind). */
async function sameIdPair(): Promise<{ user: NormalUser; sys: SysAccount }> {
  let user = await registerUser(t);
  let sys = await insertSystemUser();
  for (let i = 0; i < 400 && user.id !== sys.id; i++) {
    if (user.id < sys.id) user = await registerUser(t);
    else sys = await insertSystemUser();
  }
  if (user.id !== sys.id) throw new Error("could not line up the ids of the two sides");
  return { user, sys: await signIn(sys.account, sys.id) };
}

const sessionUser = async (client: Client) =>
  (await client.ok<{ User: SysView }>("/api/sys/user/session_data", {})).User;

const uploadAvatar = (client: Client, bytes: Buffer, fields: Record<string, string> = {}, name = "me.png") =>
  client.rest<string>("/api/sys/user/upload_avatar", undefined, {
    raw: fileForm("PicFile", name, bytes, "image/png", fields),
    headers: csrf,
  });

let shade = 0;
function freshPng(): Buffer {
  shade += 1;
  return pngBytes({ width: 3, height: 3, rgb: [shade % 256, 120, Math.floor(shade / 256) % 256] });
}

async function avatarTemplate(): Promise<{ Id: number; BlobId: number }> {
  const result = await admin.rest<{ Id: number; BlobId: number }>(
    "/api/sys/user_avatar_template/upload",
    undefined,
    { raw: fileForm("File", "t.png", freshPng(), "image/png"), headers: csrf },
  );
  expect(result.body.Error).toBeNull();
  return result.body.Data;
}

describe("sys/user/update_info", () => {
  it("updates the system user's name, e-mail and phone", async () => {
    const me = await systemUser();
    const email = `${me.account}@example.org`;
    const phone = uniqueMobile();
    const updated = await me.client.ok<SysView>("/api/sys/user/update_info", {
      Name: "Ops",
      Email: email.toUpperCase(),
      Phone: phone,
    });
    expect(updated).toMatchObject({
      Id: me.id,
      Account: me.account,
      Name: "Ops",
      Email: email,
      EmailStatus: false,
      Phone: phone,
      PhoneStatus: false,
    });
    expect(await sessionUser(me.client)).toMatchObject({ Name: "Ops", Email: email, Phone: phone });
    const read = await admin.ok<SysView>(`/api/sys/system_user/read/${me.id}`);
    expect(read).toMatchObject({ Name: "Ops", Email: email, Phone: phone });
    // Leaving a contact out keeps it; null clears it.
    const kept = await me.client.ok<SysView>("/api/sys/user/update_info", { Name: "Ops2" });
    expect(kept).toMatchObject({ Name: "Ops2", Email: email, Phone: phone });
    const cleared = await me.client.ok<SysView>("/api/sys/user/update_info", { Name: "Ops2", Phone: null });
    expect(cleared.Phone).toBeNull();
  });

  it("refuses a bad e-mail, phone or name with the catalogue's Types and changes nothing", async () => {
    const me = await systemUser();
    const cases: [Record<string, unknown>, string][] = [
      [{ Name: "Ops", Email: "not-an-email" }, "DBEmailFormatError"],
      [{ Name: "Ops", Phone: "12ab" }, "DBMobileFormatError"],
      [{ Name: "has space" }, "DBNameFormatError"],
      [{ Name: "" }, "DBNameNull"],
      [{ Name: 42 }, "ServerInvalidParameter"],
    ];
    for (const [body, type] of cases) {
      const result = await me.client.rest("/api/sys/user/update_info", body);
      expect(result.status, type).toBe(400);
      expect(result.body.Error?.Type, JSON.stringify(body)).toBe(type);
    }
    expect((await sessionUser(me.client)).Name).toBe(`Sys${me.account}`);
  });

  it("refuses another system user's e-mail or phone with DBDuplicate", async () => {
    const a = await systemUser();
    const b = await systemUser();
    const phone = uniqueMobile();
    await a.client.ok("/api/sys/user/update_info", {
      Name: "A",
      Email: `${a.account}@example.org`,
      Phone: phone,
    });
    const email = await b.client.rest("/api/sys/user/update_info", {
      Name: "B",
      Email: `${a.account.toUpperCase()}@example.org`,
    });
    expect(email.status).toBe(409);
    expect(email.body.Error).toMatchObject({ Type: "DBDuplicate", Value: "Email" });
    const mobile = await b.client.rest("/api/sys/user/update_info", { Name: "B", Phone: phone });
    expect(mobile.body.Error).toMatchObject({ Type: "DBDuplicate", Value: "Phone" });
  });

  it("refuses a caller who is not signed in, and a normal user's session", async () => {
    const anonymous = await t.client().rest("/api/sys/user/update_info", { Name: "x" });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.Error?.Type).toBe("DBUserNoLogin");
    const user = await registerUser(t);
    const normal = await user.client.rest("/api/sys/user/update_info", { Name: "Hijack" });
    expect(normal.body.Error?.Type).toBe("DBUserNoLogin");
  });
});

describe("sys/user/send_activation_status and activation_status", () => {
  it("activates the e-mail and the phone with the codes sent to them", async () => {
    const me = await systemUser();
    const email = `${me.account}@example.org`;
    const phone = uniqueMobile();
    await me.client.ok("/api/sys/user/update_info", { Name: "Ops", Email: email, Phone: phone });

    expect(await me.client.ok("/api/sys/user/send_activation_status", { Kind: "Email" })).toBe(true);
    const code = t.lastCode(email);
    expect(code).toMatch(/^\d{6}$/);
    const activated = await me.client.ok<SysView>("/api/sys/user/activation_status", {
      Kind: "Email",
      Code: code,
    });
    expect(activated).toMatchObject({ Email: email, EmailStatus: true, PhoneStatus: false });
    const again = await me.client.rest("/api/sys/user/send_activation_status", { Kind: "Email" });
    expect(again.status).toBe(409);
    expect(again.body.Error?.Type).toBe("DBStatusAlreadyActivated");

    await me.client.ok("/api/sys/user/send_activation_status", { Kind: "Phone" });
    const byPhone = await me.client.ok<SysView>("/api/sys/user/activation_status", {
      Kind: "Phone",
      Code: t.lastCode(phone),
    });
    expect(byPhone).toMatchObject({ EmailStatus: true, PhoneStatus: true });
    expect(await sessionUser(me.client)).toMatchObject({ EmailStatus: true, PhoneStatus: true });

    // A changed e-mail must be activated again; the phone stays active.
    const changed = await me.client.ok<SysView>("/api/sys/user/update_info", {
      Name: "Ops",
      Email: `new-${email}`,
    });
    expect(changed).toMatchObject({ EmailStatus: false, PhoneStatus: true });
  });

  it("refuses a wrong or malformed code and bounds the attempts", async () => {
    const me = await systemUser();
    const email = `${me.account}@example.org`;
    await me.client.ok("/api/sys/user/update_info", { Name: "Ops", Email: email });
    await me.client.ok("/api/sys/user/send_activation_status", { Kind: "Email" });
    const code = t.lastCode(email);
    const wrong = code === "000000" ? "111111" : "000000";
    for (const bad of ["12345", "abcdef"]) {
      const result = await me.client.rest("/api/sys/user/activation_status", { Kind: "Email", Code: bad });
      expect(result.body.Error?.Type, bad).toBe("UserLoginKeyInvalid");
    }
    const missing = await me.client.rest("/api/sys/user/activation_status", { Kind: "Email" });
    expect(missing.body.Error?.Type).toBe("ServerInvalidParameter");
    for (let i = 0; i < 5; i++) {
      const result = await me.client.rest("/api/sys/user/activation_status", { Kind: "Email", Code: wrong });
      expect(result.body.Error?.Type).toBe("UserLoginKeyInvalid");
    }
    const right = await me.client.rest("/api/sys/user/activation_status", { Kind: "Email", Code: code });
    expect(right.body.Error?.Type).toBe("UserLoginKeyInvalid");
    expect((await sessionUser(me.client)).EmailStatus).toBe(false);
  });

  it("refuses a missing contact, an unknown Kind, and a second code within a minute", async () => {
    const me = await systemUser();
    const noEmail = await me.client.rest("/api/sys/user/send_activation_status", { Kind: "Email" });
    expect(noEmail.body.Error?.Type).toBe("DBEmailNull");
    const noPhone = await me.client.rest("/api/sys/user/send_activation_status", { Kind: "Phone" });
    expect(noPhone.body.Error?.Type).toBe("DBMobileNull");
    const fax = await me.client.rest("/api/sys/user/send_activation_status", { Kind: "Fax" });
    expect(fax.body.Error?.Type).toBe("ServerInvalidParameter");
    await me.client.ok("/api/sys/user/update_info", { Name: "Ops", Email: `${me.account}@example.org` });
    await me.client.ok("/api/sys/user/send_activation_status", { Kind: "Email" });
    const soon = await me.client.rest("/api/sys/user/send_activation_status", { Kind: "Email" });
    expect(soon.status).toBe(429);
    expect(soon.body.Error?.Type).toBe("DBRateLimit");
  });

  it("refuses a caller who is not signed in, and a normal user's session", async () => {
    for (const client of [t.client(), (await registerUser(t)).client]) {
      const send = await client.rest("/api/sys/user/send_activation_status", { Kind: "Email" });
      expect(send.body.Error?.Type).toBe("DBUserNoLogin");
      const activate = await client.rest("/api/sys/user/activation_status", {
        Kind: "Email",
        Code: "123456",
      });
      expect(activate.body.Error?.Type).toBe("DBUserNoLogin");
    }
  });

  it("binds codes to their side: a normal user's code never activates the system user with the same id", async () => {
    const { user, sys } = await sameIdPair();
    expect(sys.id).toBe(user.id);
    // The system user (wrongly or not) uses the same address as the normal user.
    await sys.client.ok("/api/sys/user/update_info", { Name: "Twin", Email: user.email });

    await user.client.ok("/api/user/send_activation_status", { Kind: "Email" });
    const userCode = t.lastCode(user.email);
    const stolen = await sys.client.rest("/api/sys/user/activation_status", {
      Kind: "Email",
      Code: userCode,
    });
    expect(stolen.body.Error?.Type).toBe("UserLoginKeyInvalid");
    expect((await sessionUser(sys.client)).EmailStatus).toBe(false);

    await sys.client.ok("/api/sys/user/send_activation_status", { Kind: "Email" });
    const sysCode = t.lastCode(user.email);
    const reverse = await user.client.rest("/api/user/activation_status", { Kind: "Email", Code: sysCode });
    expect(reverse.body.Error?.Type).toBe("UserLoginKeyInvalid");

    // Each code still works on its own side.
    const own = await user.client.ok<{ EmailStatus: boolean }>("/api/user/activation_status", {
      Kind: "Email",
      Code: userCode,
    });
    expect(own.EmailStatus).toBe(true);
    expect((await sessionUser(sys.client)).EmailStatus).toBe(false);
    const sysOwn = await sys.client.ok<SysView>("/api/sys/user/activation_status", {
      Kind: "Email",
      Code: sysCode,
    });
    expect(sysOwn.EmailStatus).toBe(true);
  });
});

describe("sys/user/upload_avatar", () => {
  it("stores a real PNG as the avatar and serves it back", async () => {
    const me = await systemUser();
    const png = freshPng();
    const result = await uploadAvatar(me.client, png, { UserId: String(me.id) });
    expect(result.body.Error).toBeNull();
    const url = result.body.Data;
    expect(url).toMatch(/^\/api\/user\/blob\/\d+$/);
    const response = await me.client.fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(Buffer.from(await response.arrayBuffer()).equals(png)).toBe(true);
    expect((await sessionUser(me.client)).AvatarUrl).toBe(url);
    expect((await admin.ok<SysView>(`/api/sys/system_user/read/${me.id}`)).AvatarUrl).toBe(url);
    // Without UserId the caller is meant.
    const second = await uploadAvatar(me.client, freshPng());
    expect(second.body.Error).toBeNull();
    expect((await sessionUser(me.client)).AvatarUrl).toBe(second.body.Data);
  });

  it("answers another system user's UserId like a missing one and changes nothing", async () => {
    const me = await systemUser();
    const other = await systemUser();
    for (const userId of [String(other.id), "987654321"]) {
      const result = await uploadAvatar(me.client, freshPng(), { UserId: userId });
      expect(result.status).toBe(404);
      expect(result.body.Error?.Type).toBe("DBDataNotExist");
    }
    expect((await admin.ok<SysView>(`/api/sys/system_user/read/${other.id}`)).AvatarUrl).toBeNull();
    expect((await sessionUser(me.client)).AvatarUrl).toBeNull();
    const bad = await uploadAvatar(me.client, freshPng(), { UserId: "abc" });
    expect(bad.body.Error?.Type).toBe("ServerInvalidParameter");
  });

  it("refuses a file that is not an image (DBImageInvalid) and one above the limit (DBFileTooLarge)", async () => {
    const me = await systemUser();
    const fake = await uploadAvatar(me.client, Buffer.from("<svg onload=alert(1)></svg>"), {}, "fake.png");
    expect(fake.status).toBe(400);
    expect(fake.body.Error?.Type).toBe("DBImageInvalid");
    const big = await uploadAvatar(me.client, pngBytes({ padding: 1024 * 1024 + 1 }));
    expect(big.status).toBe(413);
    expect(big.body.Error?.Type).toBe("DBFileTooLarge");
    expect((await sessionUser(me.client)).AvatarUrl).toBeNull();
  });

  it("refuses a caller who is not signed in, a normal user's session and a post without the CSRF header", async () => {
    const anonymous = await uploadAvatar(t.client(), freshPng());
    expect(anonymous.body.Error?.Type).toBe("DBUserNoLogin");
    const user = await registerUser(t);
    const normal = await uploadAvatar(user.client, freshPng(), { UserId: String(user.id) });
    expect(normal.body.Error?.Type).toBe("DBUserNoLogin");
    const me = await systemUser();
    const noHeader = await me.client.rest("/api/sys/user/upload_avatar", undefined, {
      raw: fileForm("PicFile", "me.png", freshPng(), "image/png"),
    });
    expect(noHeader.body.Error?.Type).toBe("ServerCsrfRejected");
  });
});

describe("sys/user/update_avatar", () => {
  it("sets the avatar from a template in use by TemplateId and answers its URL", async () => {
    const template = await avatarTemplate();
    const me = await systemUser();
    const url = await me.client.ok<string>("/api/sys/user/update_avatar", { TemplateId: template.Id });
    expect(url).toBe(`/api/user/blob/${template.BlobId}`);
    expect((await sessionUser(me.client)).AvatarUrl).toBe(url);
  });

  it("refuses a template out of use, a missing one and a bad TemplateId", async () => {
    const template = await avatarTemplate();
    await admin.ok(`/api/sys/user_avatar_template/use/${template.Id}`, { Use: false });
    const me = await systemUser();
    const unused = await me.client.rest("/api/sys/user/update_avatar", { TemplateId: template.Id });
    expect(unused.body.Error?.Type).toBe("DBDataNotExist");
    const missing = await me.client.rest("/api/sys/user/update_avatar", { TemplateId: 987654321 });
    expect(missing.body.Error?.Type).toBe("DBDataNotExist");
    const bad = await me.client.rest("/api/sys/user/update_avatar", { TemplateId: "x" });
    expect(bad.body.Error?.Type).toBe("ServerInvalidParameter");
    expect((await sessionUser(me.client)).AvatarUrl).toBeNull();
  });

  it("refuses a caller who is not signed in and a normal user's session", async () => {
    const template = await avatarTemplate();
    const anonymous = await t.client().rest("/api/sys/user/update_avatar", { TemplateId: template.Id });
    expect(anonymous.body.Error?.Type).toBe("DBUserNoLogin");
    const user = await registerUser(t);
    const normal = await user.client.rest("/api/sys/user/update_avatar", { TemplateId: template.Id });
    expect(normal.body.Error?.Type).toBe("DBUserNoLogin");
  });
});

describe("GraphQL sysUpdateProfile, sysSendActivationCode, sysActivateContact, sysUseAvatarTemplate", () => {
  const profile = "id name email emailStatus phone phoneStatus avatarUrl";

  it("edits the profile, activates the e-mail and sets an avatar from a template", async () => {
    const me = await systemUser();
    const email = `${me.account}@example.org`;
    const updated = await me.client.gqlData<{ sysUpdateProfile: Record<string, unknown> }>(
      `mutation($input: SysProfileInput!) { sysUpdateProfile(input: $input) { ${profile} } }`,
      { input: { name: "Graph", email } },
    );
    expect(updated.sysUpdateProfile).toMatchObject({
      id: String(me.id),
      name: "Graph",
      email,
      emailStatus: false,
      phone: null,
      phoneStatus: false,
    });
    await me.client.gqlData("mutation { sysSendActivationCode(kind: EMAIL) }");
    const activated = await me.client.gqlData<{ sysActivateContact: { emailStatus: boolean } }>(
      "mutation($code: String!) { sysActivateContact(kind: EMAIL, code: $code) { emailStatus } }",
      { code: t.lastCode(email) },
    );
    expect(activated.sysActivateContact.emailStatus).toBe(true);

    const template = await avatarTemplate();
    const offered = await me.client.gqlData<{ sysAvatarTemplates: { id: string; url: string }[] }>(
      "{ sysAvatarTemplates { id url } }",
    );
    expect(offered.sysAvatarTemplates).toContainEqual({
      id: String(template.Id),
      url: `/api/user/blob/${template.BlobId}`,
    });
    const picked = await me.client.gqlData<{ sysUseAvatarTemplate: { avatarUrl: string } }>(
      "mutation($id: ID!) { sysUseAvatarTemplate(templateId: $id) { avatarUrl } }",
      { id: String(template.Id) },
    );
    expect(picked.sysUseAvatarTemplate.avatarUrl).toBe(`/api/user/blob/${template.BlobId}`);
    const mine = await me.client.gqlData<{ sysMe: Record<string, unknown> }>(`{ sysMe { ${profile} } }`);
    expect(mine.sysMe).toMatchObject({
      name: "Graph",
      emailStatus: true,
      avatarUrl: `/api/user/blob/${template.BlobId}`,
    });
  });

  it("answers the catalogue's Types for bad input and refuses other sides", async () => {
    const me = await systemUser();
    const bad = await me.client.gql(
      'mutation { sysUpdateProfile(input: { name: "Ops", email: "nope" }) { id } }',
    );
    expect(gqlCode(bad)).toBe("DBEmailFormatError");
    const wrong = await me.client.gql('mutation { sysActivateContact(kind: EMAIL, code: "123456") { id } }');
    expect(gqlCode(wrong)).toBe("DBEmailNull");
    const user = await registerUser(t);
    for (const client of [t.client(), user.client]) {
      const result = await client.gql('mutation { sysUpdateProfile(input: { name: "Hijack" }) { id } }');
      expect(gqlCode(result)).toBe("DBUserNoLogin");
    }
    // A code bound to the normal side does not work here, even with the same address.
    const pair = await sameIdPair();
    await pair.sys.client.gqlData(
      "mutation($input: SysProfileInput!) { sysUpdateProfile(input: $input) { id } }",
      { input: { name: "Twin", email: pair.user.email } },
    );
    await pair.user.client.gqlData("mutation { sendActivationCode(kind: EMAIL) }");
    const stolen = await pair.sys.client.gql(
      "mutation($code: String!) { sysActivateContact(kind: EMAIL, code: $code) { id } }",
      { code: t.lastCode(pair.user.email) },
    );
    expect(gqlCode(stolen)).toBe("UserLoginKeyInvalid");
  });
});
