/**
 * Default covers (spec §7 /sys/key_data/workflow_default_cover, issue 4 "covers and default covers"):
 * the back office makes one cover template of each kind the default; modules and templates without
 * a cover of their own show it. Refusals: not signed in, a normal user, a system user without
 * Sys.Config.Read/Update, a template of the wrong kind or a missing one, bad kinds and bad documents.
 */
import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApp, type TestApp } from "../support/app.js";
import { createSystemUser, registerUser, type NormalUser, type SystemUser } from "../support/factories.js";
import type { Client, GqlResult } from "../support/http.js";
import { fileForm, pngBytes } from "../support/images.js";

let t: TestApp;
let admin: Client;
let reader: SystemUser;
let alice: NormalUser;

const base = "/api/sys/key_data/workflow_default_cover";
const coversQuery = `{ workflowDefaultCovers { moduleCoverTemplateId moduleCoverUrl templateCoverTemplateId templateCoverUrl } }`;
const setDefault = `mutation($kind: ImageTemplateKind!, $templateId: ID) {
  setWorkflowDefaultCover(kind: $kind, templateId: $templateId) { moduleCoverTemplateId moduleCoverUrl templateCoverTemplateId templateCoverUrl }
}`;

interface Covers {
  moduleCoverTemplateId: string | null;
  moduleCoverUrl: string | null;
  templateCoverTemplateId: string | null;
  templateCoverUrl: string | null;
}

function expectCode(result: GqlResult<unknown>, code: string) {
  expect(result.body.errors?.[0]?.extensions?.code, JSON.stringify(result.body.errors)).toBe(code);
}

/** Uploads a cover template of a kind through its own back-office path; answers its id. */
async function uploadTemplate(path: string, width: number): Promise<number> {
  const result = await admin.rest<{ Id: number }>(`/api/sys/${path}/upload`, undefined, {
    headers: { "x-crucible-csrf": "1" },
    raw: fileForm("File", "cover.png", pngBytes({ width, height: 4 }), "image/png"),
  });
  expect(result.body.Error).toBeNull();
  return result.body.Data.Id;
}

async function covers(client: Client): Promise<Covers> {
  return (await client.gqlData<{ workflowDefaultCovers: Covers }>(coversQuery)).workflowDefaultCovers;
}

beforeAll(async () => {
  t = await startApp({ env: { CRUCIBLE_SCHEDULER: "false" } });
  admin = await t.admin();
  reader = await createSystemUser(t, admin, ["Sys.Config.Read"]);
  alice = await registerUser(t);
});
afterAll(async () => {
  await t?.stop();
});

describe("workflowDefaultCovers", () => {
  it("answers no defaults before any is chosen, to anyone", async () => {
    const none = {
      moduleCoverTemplateId: null,
      moduleCoverUrl: null,
      templateCoverTemplateId: null,
      templateCoverUrl: null,
    };
    expect(await covers(alice.client)).toEqual(none);
    expect(await covers(t.client())).toEqual(none);
  });

  it("shows the chosen module cover to users, whose session loads the image", async () => {
    const id = await uploadTemplate("workflow_job_task_module_cover", 5);
    const set = await admin.gqlData<{ setWorkflowDefaultCover: Covers }>(setDefault, {
      kind: "module_cover",
      templateId: String(id),
    });
    expect(set.setWorkflowDefaultCover.moduleCoverTemplateId).toBe(String(id));
    const seen = await covers(alice.client);
    expect(seen.moduleCoverTemplateId).toBe(String(id));
    expect(seen.templateCoverUrl).toBeNull();
    const image = await alice.client.fetch(seen.moduleCoverUrl!);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/png");
    // Not signed in: the address is known, the image is not served.
    expect((await t.client().fetch(seen.moduleCoverUrl!)).status).toBe(401);
  });

  it("clears a default with null, and forgets one whose template was deleted", async () => {
    const id = await uploadTemplate("workflow_job_template_cover", 6);
    await admin.gqlData(setDefault, { kind: "workflow_template_cover", templateId: String(id) });
    expect((await covers(alice.client)).templateCoverTemplateId).toBe(String(id));
    await admin.gqlData(setDefault, { kind: "workflow_template_cover", templateId: null });
    expect((await covers(alice.client)).templateCoverTemplateId).toBeNull();

    await admin.gqlData(setDefault, { kind: "workflow_template_cover", templateId: String(id) });
    await admin.gqlData(`mutation($id: ID!) { removeImageTemplate(id: $id) }`, { id: String(id) });
    const after = await covers(alice.client);
    expect([after.templateCoverTemplateId, after.templateCoverUrl]).toEqual([null, null]);
  });

  it("refuses a template of another kind, a missing one, the avatar kind and a bad id", async () => {
    const avatar = await uploadTemplate("user_avatar_template", 7);
    expectCode(
      await admin.gql(setDefault, { kind: "module_cover", templateId: String(avatar) }),
      "DBDataNotExist",
    );
    expectCode(await admin.gql(setDefault, { kind: "module_cover", templateId: "999999" }), "DBDataNotExist");
    expectCode(
      await admin.gql(setDefault, { kind: "user_avatar", templateId: null }),
      "ServerInvalidParameter",
    );
    expectCode(
      await admin.gql(setDefault, { kind: "module_cover", templateId: "x1" }),
      "ServerInvalidParameter",
    );
  });

  it("refuses a caller who is not signed in, a normal user and a system user without Sys.Config.Update", async () => {
    const variables = { kind: "module_cover", templateId: null };
    expectCode(await t.client().gql(setDefault, variables), "DBUserNoLogin");
    expectCode(await alice.client.gql(setDefault, variables), "DBUserNoLogin");
    const refused = await reader.client.gql(setDefault, variables);
    expectCode(refused, "DBPermDenied");
    expect(refused.body.errors?.[0]?.extensions?.value).toBe("Sys.Config.Update");
  });
});

describe("/sys/key_data/workflow_default_cover", () => {
  it("uploads an image that becomes a cover template and the default of its kind", async () => {
    const upload = await admin.rest<{ Id: number; Url: string }>(`${base}/upload?Kind=Template`, undefined, {
      headers: { "x-crucible-csrf": "1" },
      raw: fileForm("File", "default.png", pngBytes({ width: 9, height: 9 }), "image/png"),
    });
    expect(upload.body.Error).toBeNull();
    const doc = await admin.ok<{ DataJson: { ModuleCover: number | null; TemplateCover: number | null } }>(
      `${base}/read_data_json`,
    );
    expect(doc.DataJson.TemplateCover).toBe(upload.body.Data.Id);
    expect((await covers(alice.client)).templateCoverUrl).toBe(upload.body.Data.Url);
    const templates = await admin.gqlData<{ imageTemplates: { id: string }[] }>(
      `{ imageTemplates(kind: workflow_template_cover) { id } }`,
    );
    expect(templates.imageTemplates.map((x) => x.id)).toContain(String(upload.body.Data.Id));
  });

  it("finishes a known image from its meta at once, and asks for the bytes of an unknown one", async () => {
    const known = pngBytes({ width: 9, height: 9 });
    const sha = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex").toUpperCase();
    const meta = await admin.rest<{ Id: number }>(`${base}/upload_meta?Kind=Module`, {
      Name: "known.png",
      Size: known.length,
      Sha256: sha(known),
    });
    expect(meta.body.Error).toBeNull();
    expect((await covers(alice.client)).moduleCoverTemplateId).toBe(String(meta.body.Data.Id));
    const fresh = pngBytes({ width: 11, height: 3 });
    const unknown = await admin.rest(`${base}/upload_meta?Kind=Module`, {
      Name: "new.png",
      Size: fresh.length,
      Sha256: sha(fresh),
    });
    expect(unknown.body.Error?.Type).toBe("DBNotExist");
  });

  it("saves a document of template ids and refuses ids of the wrong kind and bad documents", async () => {
    const moduleCover = await uploadTemplate("workflow_job_task_module_cover", 12);
    const saved = await admin.ok<{ DataJson: unknown }>(`${base}/save_data_json`, {
      DataJson: JSON.stringify({ ModuleCover: moduleCover, TemplateCover: null }),
    });
    expect(saved.DataJson).toEqual({ ModuleCover: moduleCover, TemplateCover: null });
    const wrongKind = await admin.rest(`${base}/save_data_json`, {
      DataJson: { ModuleCover: null, TemplateCover: moduleCover },
    });
    expect(wrongKind.body.Error?.Type).toBe("DBDataNotExist");
    const bad = await admin.rest(`${base}/save_data_json`, { DataJson: { ModuleCover: "one", Extra: 1 } });
    expect(bad.body.Error?.Type).toBe("ServerInvalidParameter");
    const after = await admin.ok<{ DataJson: unknown }>(`${base}/read_data_json`);
    expect(after.DataJson).toEqual({ ModuleCover: moduleCover, TemplateCover: null });
  });

  it("refuses a bad Kind, an upload that is not an image, and callers without the permission", async () => {
    const badKind = await admin.rest(`${base}/upload?Kind=Avatar`, undefined, {
      headers: { "x-crucible-csrf": "1" },
      raw: fileForm("File", "x.png", pngBytes(), "image/png"),
    });
    expect(badKind.body.Error?.Type).toBe("ServerInvalidParameter");
    const notImage = await admin.rest(`${base}/upload?Kind=Module`, undefined, {
      headers: { "x-crucible-csrf": "1" },
      raw: fileForm("File", "x.png", Buffer.from("<svg onload=alert(1)>"), "image/png"),
    });
    expect(notImage.body.Error?.Type).toBe("DBImageInvalid");

    expect((await t.client().rest(`${base}/read_data_json`)).body.Error?.Type).toBe("DBUserNoLogin");
    expect((await alice.client.rest(`${base}/read_data_json`)).body.Error?.Type).toBe("DBUserNoLogin");
    expect((await reader.client.rest(`${base}/read_data_json`)).body.Error).toBeNull();
    const denied = await reader.client.rest(`${base}/save_data_json`, { DataJson: { ModuleCover: null } });
    expect([denied.status, denied.body.Error?.Type, denied.body.Error?.Value]).toEqual([
      403,
      "DBPermDenied",
      "Sys.Config.Update",
    ]);
    const upload = await reader.client.rest(`${base}/upload?Kind=Module`, undefined, {
      headers: { "x-crucible-csrf": "1" },
      raw: fileForm("File", "x.png", pngBytes(), "image/png"),
    });
    expect(upload.body.Error?.Type).toBe("DBPermDenied");
  });
});
