/** Avatar and cover templates with their content-addressed blobs (spec §3, §7). */
import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApp, type TestApp } from "../support/app.js";
import { createSystemUser, registerUser, type UserView } from "../support/factories.js";
import { gqlCode, type Client } from "../support/http.js";
import { fileForm, pngBytes } from "../support/images.js";

let t: TestApp;
let admin: Client;

beforeAll(async () => {
  t = await startApp();
  admin = await t.admin();
});
afterAll(async () => t?.stop());

interface Template {
  Id: number;
  Use: boolean;
  BlobSize: number;
  BlobSha256: string;
  BlobId: number;
  SortOrder: number;
  Url: string;
}

const csrf = { "x-crucible-csrf": "1" };
const base = "/api/sys/user_avatar_template";
let shade = 0;

/** A PNG no other test uploads (each gets its own colour). */
function freshPng(): Buffer {
  shade += 1;
  return pngBytes({ width: 2, height: 2, rgb: [shade % 256, Math.floor(shade / 256) % 256, 77] });
}

const sha = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex").toUpperCase();

const upload = (client: Client, bytes: Buffer, path = base) =>
  client.rest<Template>(`${path}/upload`, undefined, {
    raw: fileForm("File", "t.png", bytes, "image/png"),
    headers: csrf,
  });

describe("sys/user_avatar_template/upload", () => {
  it("stores a real image and answers Id, Use, BlobSize, BlobSha256 and BlobId", async () => {
    const png = freshPng();
    const result = await upload(admin, png);
    expect(result.body.Error).toBeNull();
    expect(result.body.Data).toMatchObject({ Use: true, BlobSize: png.length, BlobSha256: sha(png) });
    const listed = await admin.ok<Template[]>(`${base}/query`, {});
    expect(listed).toContainEqual(
      expect.objectContaining({ Id: result.body.Data.Id, BlobSha256: sha(png), BlobSize: png.length }),
    );
  });

  it("refuses a file that is not an image, and one above the cover and avatar limit", async () => {
    const fake = await admin.rest(`${base}/upload`, undefined, {
      raw: fileForm("File", "x.png", Buffer.from("GIF? no, plain text"), "image/png"),
      headers: csrf,
    });
    expect(fake.body.Error?.Type).toBe("DBImageInvalid");
    const big = await upload(admin, pngBytes({ padding: 1024 * 1024 + 1 }));
    expect(big.status).toBe(413);
    expect(big.body.Error?.Type).toBe("DBFileTooLarge");
  });

  it("refuses a missing file, the missing CSRF header, a caller not signed in and one without Sys.Config.Update", async () => {
    const noFile = await admin.rest(`${base}/upload`, undefined, { raw: new FormData(), headers: csrf });
    expect(noFile.body.Error?.Type).toBe("ServerInvalidParameter");
    const noHeader = await admin.rest(`${base}/upload`, undefined, {
      raw: fileForm("File", "t.png", freshPng(), "image/png"),
    });
    expect(noHeader.body.Error?.Type).toBe("ServerCsrfRejected");
    expect((await upload(t.client(), freshPng())).body.Error?.Type).toBe("DBUserNoLogin");
    const reader = await createSystemUser(t, admin, ["Sys.Config.Read"]);
    expect((await upload(reader.client, freshPng())).body.Error).toMatchObject({
      Type: "DBPermDenied",
      Value: "Sys.Config.Update",
    });
  });
});

describe("sys/user_avatar_template/upload_meta", () => {
  it("finishes at once when the blob is known", async () => {
    const png = freshPng();
    const first = (await upload(admin, png)).body.Data;
    const meta = await admin.ok<Template>(`${base}/upload_meta`, {
      Name: "again.png",
      Size: png.length,
      Sha256: sha(png),
    });
    expect(meta.Id).not.toBe(first.Id);
    expect(meta.BlobId).toBe(first.BlobId);
  });

  it("answers DBNotExist for an unknown blob: the client must send the bytes", async () => {
    const png = freshPng();
    const result = await admin.rest(`${base}/upload_meta`, {
      Name: "new.png",
      Size: png.length,
      Sha256: sha(png),
    });
    expect(result.status).toBe(404);
    expect(result.body.Error?.Type).toBe("DBNotExist");
  });

  it("refuses a malformed meta body, and a size above the limit", async () => {
    const png = freshPng();
    for (const body of [
      {},
      { Name: "a.png", Size: png.length, Sha256: sha(png).toLowerCase() },
      { Name: "a.png", Size: "1", Sha256: sha(png) },
    ]) {
      expect((await admin.rest(`${base}/upload_meta`, body)).body.Error?.Type).toBe("ServerInvalidParameter");
    }
    const big = await admin.rest(`${base}/upload_meta`, {
      Name: "a.png",
      Size: 5 * 1024 * 1024,
      Sha256: sha(png),
    });
    expect(big.body.Error?.Type).toBe("DBFileTooLarge");
  });
});

describe("sys/user_avatar_template/query, use/{id}, blob/{BlobId} and delete", () => {
  it("query needs Sys.Config.Read", async () => {
    expect((await t.client().rest(`${base}/query`, {})).body.Error?.Type).toBe("DBUserNoLogin");
    const other = await createSystemUser(t, admin, ["User.Read"]);
    expect((await other.client.rest(`${base}/query`, {})).body.Error).toMatchObject({
      Type: "DBPermDenied",
      Value: "Sys.Config.Read",
    });
  });

  it("serves the blob to signed-in callers with its type, and refuses others", async () => {
    const png = freshPng();
    const template = (await upload(admin, png)).body.Data;
    const response = await admin.fetch(`${base}/blob/${template.BlobId}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(Buffer.from(await response.arrayBuffer()).equals(png)).toBe(true);
    const user = await registerUser(t);
    expect((await user.client.fetch(`${base}/blob/${template.BlobId}`)).status).toBe(200);
    expect((await t.client().fetch(`${base}/blob/${template.BlobId}`)).status).toBe(401);
    expect((await admin.fetch(`${base}/blob/987654321`)).status).toBe(404);
  });

  it("use/{id} takes a template out of use and back; users see only those in use", async () => {
    const template = (await upload(admin, freshPng())).body.Data;
    const user = await registerUser(t);
    const offered = async () =>
      (
        await user.client.gqlData<{ avatarTemplates: { id: string }[] }>("{ avatarTemplates { id } }")
      ).avatarTemplates.map((a) => a.id);
    expect(await offered()).toContain(String(template.Id));
    expect((await admin.ok<Template>(`${base}/use/${template.Id}`, { Use: false })).Use).toBe(false);
    expect(await offered()).not.toContain(String(template.Id));
    const pick = await user.client.gql("mutation($id: ID!) { useAvatarTemplate(templateId: $id) { id } }", {
      id: String(template.Id),
    });
    expect(gqlCode(pick)).toBe("DBDataNotExist");
    expect((await admin.ok<Template>(`${base}/use/${template.Id}`, {})).Use).toBe(true);
    expect((await admin.rest(`${base}/use/987654321`, {})).body.Error?.Type).toBe("DBDataNotExist");
  });

  it("delete removes the template and its blob when nothing else uses it", async () => {
    const template = (await upload(admin, freshPng())).body.Data;
    expect(await admin.ok(`/api/sys/user_avatar_template/delete/${template.Id}`, {})).toBe(true);
    expect((await admin.ok<Template[]>(`${base}/query`, {})).map((x) => x.Id)).not.toContain(template.Id);
    expect((await admin.fetch(`${base}/blob/${template.BlobId}`)).status).toBe(404);
  });

  it("delete needs Sys.Config.Delete", async () => {
    const template = (await upload(admin, freshPng())).body.Data;
    const other = await createSystemUser(t, admin, ["Sys.Config.Read", "Sys.Config.Update"]);
    const result = await other.client.rest(`/api/sys/user_avatar_template/delete/${template.Id}`, {});
    expect(result.body.Error).toMatchObject({ Type: "DBPermDenied", Value: "Sys.Config.Delete" });
  });
});

describe("GraphQL useAvatarTemplate", () => {
  it("sets a normal user's avatar from a template in use", async () => {
    const template = (await upload(admin, freshPng())).body.Data;
    const user = await registerUser(t);
    const data = await user.client.gqlData<{ useAvatarTemplate: { avatarUrl: string } }>(
      "mutation($id: ID!) { useAvatarTemplate(templateId: $id) { avatarUrl } }",
      { id: String(template.Id) },
    );
    expect(data.useAvatarTemplate.avatarUrl).toBe(`/api/user/blob/${template.BlobId}`);
    const read = await admin.ok<UserView>(`/api/sys/normal_user/read/${user.id}`);
    expect(read.AvatarUrl).toBe(`/api/user/blob/${template.BlobId}`);
    expect((await user.client.fetch(read.AvatarUrl!)).status).toBe(200);
  });

  it("refuses a cover template id and a caller who is not a signed-in user", async () => {
    const cover = (await upload(admin, freshPng(), "/api/sys/workflow_job_task_module_cover")).body.Data;
    const user = await registerUser(t);
    const result = await user.client.gql("mutation($id: ID!) { useAvatarTemplate(templateId: $id) { id } }", {
      id: String(cover.Id),
    });
    expect(gqlCode(result)).toBe("DBDataNotExist");
    const anonymous = await t
      .client()
      .gql("mutation($id: ID!) { useAvatarTemplate(templateId: $id) { id } }", { id: String(cover.Id) });
    expect(gqlCode(anonymous)).toBe("DBUserNoLogin");
  });
});

describe("user/update_avatar", () => {
  it("sets the avatar from a template in use by TemplateId and answers its URL", async () => {
    const template = (await upload(admin, freshPng())).body.Data;
    const user = await registerUser(t);
    const url = await user.client.ok<string>("/api/user/update_avatar", { TemplateId: template.Id });
    expect(url).toBe(`/api/user/blob/${template.BlobId}`);
  });

  it("refuses a malformed or unknown TemplateId and a caller who is not signed in", async () => {
    const user = await registerUser(t);
    for (const TemplateId of ["abc", -1, 1.5, null]) {
      expect((await user.client.rest("/api/user/update_avatar", { TemplateId })).body.Error?.Type).toBe(
        "ServerInvalidParameter",
      );
    }
    expect(
      (await user.client.rest("/api/user/update_avatar", { TemplateId: 987654321 })).body.Error?.Type,
    ).toBe("DBDataNotExist");
    expect((await t.client().rest("/api/user/update_avatar", { TemplateId: 1 })).body.Error?.Type).toBe(
      "DBUserNoLogin",
    );
  });
});

describe("cover templates keep their kind", () => {
  it("a module cover is listed and served only under its own path", async () => {
    const cover = (await upload(admin, freshPng(), "/api/sys/workflow_job_task_module_cover")).body.Data;
    const covers = await admin.ok<Template[]>("/api/sys/workflow_job_task_module_cover/query", {});
    expect(covers.map((c) => c.Id)).toContain(cover.Id);
    expect((await admin.ok<Template[]>(`${base}/query`, {})).map((c) => c.Id)).not.toContain(cover.Id);
    expect((await admin.fetch(`/api/sys/workflow_job_task_module_cover/blob/${cover.BlobId}`)).status).toBe(
      200,
    );
    expect((await admin.fetch(`/api/sys/workflow_job_template_cover/blob/${cover.BlobId}`)).status).toBe(404);
  });
});

describe("GraphQL removeImageTemplate and reorderImageTemplates (the registry's delete and reorder verbs)", () => {
  const remove = "mutation($id: ID!) { removeImageTemplate(id: $id) }";
  const reorder =
    "mutation($kind: ImageTemplateKind!, $ids: [ID!]!) { reorderImageTemplates(kind: $kind, ids: $ids) }";
  const coverPath = "/api/sys/workflow_job_task_module_cover";
  const order = async (path: string) => (await admin.ok<Template[]>(`${path}/query`, {})).map((x) => x.Id);

  it("removes a template of any kind for good, with its blob, like REST's delete", async () => {
    const cover = (await upload(admin, freshPng(), coverPath)).body.Data;
    expect(await admin.gqlData(remove, { id: String(cover.Id) })).toEqual({ removeImageTemplate: true });
    expect(await order(coverPath)).not.toContain(cover.Id);
    expect((await admin.fetch(`${coverPath}/blob/${cover.BlobId}`)).status).toBe(404);
    // Gone for good: removing it again finds nothing.
    expect(gqlCode(await admin.gql(remove, { id: String(cover.Id) }))).toBe("DBDataNotExist");
  });

  it("refuses a caller without Sys.Config.Delete and keeps the template", async () => {
    const template = (await upload(admin, freshPng())).body.Data;
    const other = await createSystemUser(t, admin, ["Sys.Config.Read", "Sys.Config.Update"]);
    const result = await other.client.gql(remove, { id: String(template.Id) });
    expect(gqlCode(result)).toBe("DBPermDenied");
    expect(result.body.errors?.[0]?.message).toContain("Sys.Config.Delete");
    expect(await order(base)).toContain(template.Id);
  });

  it("reorders the templates of the kind named, and refuses an id of another kind without changing any", async () => {
    const first = (await upload(admin, freshPng())).body.Data;
    const second = (await upload(admin, freshPng())).body.Data;
    const cover = (await upload(admin, freshPng(), coverPath)).body.Data;
    const ids = (await order(base)).filter((id) => id !== first.Id && id !== second.Id);
    const wanted = [second.Id, ...ids, first.Id];
    expect(await admin.gqlData(reorder, { kind: "user_avatar", ids: wanted.map(String) })).toEqual({
      reorderImageTemplates: true,
    });
    expect(await order(base)).toEqual(wanted);
    const mixed = await admin.gql(reorder, { kind: "user_avatar", ids: [first.Id, cover.Id].map(String) });
    expect(gqlCode(mixed)).toBe("DBDataNotExist");
    // One transaction: the first id kept its place.
    expect(await order(base)).toEqual(wanted);
  });
});
