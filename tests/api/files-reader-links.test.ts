/**
 * Spec §7: "In text library texts, module markdown and template markdown, the response reader rewrites
 * in-text links from system read_file paths to the index or user read_file paths." Administrators write
 * links with the back office's paths; readers get paths they can follow, the back office the stored text.
 */
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { modules } from "../../gateway/src/db/modules.js";
import { startApp, type TestApp } from "../support/app.js";
import { registerUser, type NormalUser } from "../support/factories.js";
import type { Client } from "../support/http.js";
import { uploadBytes } from "../support/uploads.js";

let t: TestApp;
let admin: Client;
let alice: NormalUser;
const cmsBytes = Buffer.from("# Logo\n");
const dataBytes = Buffer.from("SMILES,Name\nCCO,ethanol\n");
let cmsUuid = "";
let dataId = 0;
/** Markdown as an administrator writes it: links to the system paths. */
let sysMarkdown = "";
/** The same markdown as a reader must get it. */
let readerMarkdown = "";

beforeAll(async () => {
  t = await startApp();
  admin = await t.admin();
  alice = await registerUser(t);
  const cms = (await uploadBytes(
    admin,
    "/api/sys/cms_file_library_file",
    "logo.md",
    cmsBytes,
  )) as unknown as {
    UUID: string;
  };
  cmsUuid = cms.UUID;
  const data = await uploadBytes(
    admin,
    "/api/sys/workflow_job_task_data_source_file",
    "ethanol.csv",
    dataBytes,
    {
      Kind: "public",
    },
  );
  dataId = data.Id;
  sysMarkdown = [
    `![logo](/api/sys/cms_file_library_file/read_file/${cmsUuid})`,
    `[get](https://crucible.example.org/api/sys/cms_map_library_file/download_file/${cmsUuid})`,
    `[data](/api/sys/workflow_job_task_data_source_file/read_file/${dataId})`,
    `[save](/api/sys/workflow_job_task_data_source_file/download_file/${dataId})`,
    "[users](/api/sys/normal_user/query_page)",
  ].join("\n");
  readerMarkdown = [
    `![logo](/api/index/cms_file_library_file/read_file/${cmsUuid})`,
    `[get](https://crucible.example.org/api/index/cms_map_library_file/download_file/${cmsUuid})`,
    `[data](/api/workflow_job_task_data_source_file/read_file/${dataId})`,
    `[save](/api/workflow_job_task_data_source_file/download_file/${dataId})`,
    "[users](/api/sys/normal_user/query_page)",
  ].join("\n");
});
afterAll(async () => t?.stop());

describe("text library texts", () => {
  it("serve readers links they can follow, and the back office the stored text", async () => {
    const text = await admin.ok<{ Id: number }>("/api/sys/cms_text_library_text/insert", {
      LibraryName: "links",
      Title: "Links",
      Markdown: sysMarkdown,
    });
    const rest = await t
      .client()
      .ok<{ Id: number; Markdown: string }[]>("/api/index/cms_text_library_text/query", {
        LibraryName: "links",
      });
    expect(rest.find((x) => x.Id === text.Id)?.Markdown).toBe(readerMarkdown);
    const gql = await t
      .client()
      .gqlData<{ publicTexts: { markdown: string }[] }>(`{ publicTexts(libraryName: "links") { markdown } }`);
    expect(gql.publicTexts.map((x) => x.markdown)).toEqual([readerMarkdown]);

    const sys = await admin.ok<{ List: { Id: number; Markdown: string }[] }>(
      "/api/sys/cms_text_library_text/query_page",
      {},
    );
    expect(sys.List.find((x) => x.Id === text.Id)?.Markdown).toBe(sysMarkdown);

    // The rewritten links work for their readers: the CMS file without signing in, the data set
    // file for a signed-in user (neither could follow the /api/sys path).
    const cmsRead = await t.client().fetch(`/api/index/cms_file_library_file/read_file/${cmsUuid}`);
    expect(await cmsRead.text()).toBe(cmsBytes.toString());
    const dataRead = await alice.client.fetch(`/api/workflow_job_task_data_source_file/read_file/${dataId}`);
    expect(await dataRead.text()).toBe(dataBytes.toString());
    const sysRead = await alice.client.fetch(
      `/api/sys/workflow_job_task_data_source_file/read_file/${dataId}`,
    );
    expect(sysRead.status).toBe(401);
  });
});

describe("module docs", () => {
  it("are rewritten for users (GraphQL and REST) and kept for the back office", async () => {
    const key = `links/${randomBytes(4).toString("hex")}`;
    const [row] = await t.app.services.db
      .insert(modules)
      .values({ key, name: key, script: "none.mjs", docs: sysMarkdown, docsZh: `中文\n${sysMarkdown}` })
      .returning();
    const id = String(row!.id);

    const one = await alice.client.gqlData<{ module: { docs: string; docsZh: string } }>(
      `query($id: ID!) { module(id: $id) { docs docsZh } }`,
      { id },
    );
    expect(one.module).toEqual({ docs: readerMarkdown, docsZh: `中文\n${readerMarkdown}` });
    const list = await alice.client.gqlData<{ modules: { id: string; docs: string }[] }>(
      `{ modules { id docs } }`,
    );
    expect(list.modules.find((m) => m.id === id)?.docs).toBe(readerMarkdown);
    const favorite = await alice.client.gqlData<{ setModuleFavorite: { docs: string } }>(
      `mutation($id: ID!) { setModuleFavorite(id: $id, favorite: true) { docs } }`,
      { id },
    );
    expect(favorite.setModuleFavorite.docs).toBe(readerMarkdown);
    const rest = await alice.client.ok<{ Id: number; Docs: string; DocsZh: string }[]>(
      "/api/workflow_job_task_module/list",
      {},
    );
    expect(rest.find((m) => m.Id === row!.id)).toMatchObject({
      Docs: readerMarkdown,
      DocsZh: `中文\n${readerMarkdown}`,
    });

    const sys = await admin.gqlData<{ catalogueModule: { docs: string; docsZh: string } }>(
      `query($id: ID!) { catalogueModule(id: $id) { docs docsZh } }`,
      { id },
    );
    expect(sys.catalogueModule).toEqual({ docs: sysMarkdown, docsZh: `中文\n${sysMarkdown}` });
  });
});

describe("template docs", () => {
  it("are rewritten for users, also for the modules of their nodes, and kept for the back office", async () => {
    const key = `links/${randomBytes(4).toString("hex")}`;
    const [row] = await t.app.services.db
      .insert(modules)
      .values({ key, name: key, script: "none.mjs", docs: sysMarkdown })
      .returning();
    const created = await admin.gqlData<{ createSysTemplate: { id: string; docs: string } }>(
      `mutation($input: TemplateInput!) { createSysTemplate(input: $input) { id docs } }`,
      {
        input: {
          name: "Linked docs",
          docs: sysMarkdown,
          nodes: [{ key: "a", moduleId: String(row!.id), args: {} }],
        },
      },
    );
    const id = created.createSysTemplate.id;
    expect(created.createSysTemplate.docs).toBe(sysMarkdown);

    const one = await alice.client.gqlData<{
      template: { docs: string; nodes: { module: { docs: string } }[] };
    }>(`query($id: ID!) { template(id: $id) { docs nodes { module { docs } } } }`, { id });
    expect(one.template.docs).toBe(readerMarkdown);
    expect(one.template.nodes[0]?.module.docs).toBe(readerMarkdown);
    const list = await alice.client.gqlData<{ templates: { id: string; docs: string }[] }>(
      `{ templates { id docs } }`,
    );
    expect(list.templates.find((x) => x.id === id)?.docs).toBe(readerMarkdown);
    const clone = await alice.client.gqlData<{ cloneTemplate: { docs: string } }>(
      `mutation($id: ID!) { cloneTemplate(id: $id) { docs } }`,
      { id },
    );
    expect(clone.cloneTemplate.docs).toBe(readerMarkdown);

    const sys = await admin.gqlData<{ sysTemplate: { docs: string } }>(
      `query($id: ID!) { sysTemplate(id: $id) { docs } }`,
      { id },
    );
    expect(sys.sysTemplate.docs).toBe(sysMarkdown);
  });
});
