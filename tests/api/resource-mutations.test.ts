/**
 * The GraphQL mutations made from the registry (graphql/resourceMutations.ts) answer like the REST verb
 * they run: purge (delete_hard) of data set files and CMS files, the all-or-none delete of a list of
 * feedback ids, and a soft removal answering the removed row.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApp, type TestApp } from "../support/app.js";
import { createSystemUser, registerUser, type NormalUser } from "../support/factories.js";
import { gqlCode, type Client } from "../support/http.js";
import { uploadBytes } from "../support/uploads.js";

let t: TestApp;
let admin: Client;
let alice: NormalUser;
let bob: NormalUser;

const files = "/api/workflow_job_task_data_source_file";
const sysFiles = "/api/sys/workflow_job_task_data_source_file";

beforeAll(async () => {
  t = await startApp({ env: { CRUCIBLE_SCHEDULER: "false" } });
  admin = await t.admin();
  alice = await registerUser(t);
  bob = await registerUser(t);
});
afterAll(async () => t?.stop());

async function aliceFile(name: string): Promise<string> {
  const file = await uploadBytes(alice.client, files, name, Buffer.from(`${name}\n1,2\n`));
  return String(file.Id);
}

describe("purge (delete_hard)", () => {
  const purge = `mutation($id: ID!) { purgeDataFile(id: $id) }`;
  const sysPurge = `mutation($id: ID!) { sysPurgeDataFile(id: $id) }`;

  it("purgeDataFile: the owner's live or removed file; anyone else's answers like a missing one", async () => {
    const live = await aliceFile("live.csv");
    const binned = await aliceFile("binned.csv");
    expect(gqlCode(await t.client().gql(purge, { id: live }))).toBe("DBUserNoLogin");
    expect(gqlCode(await bob.client.gql(purge, { id: live }))).toBe("DBDataNotExist");
    expect(gqlCode(await bob.client.gql(purge, { id: "987654321" }))).toBe("DBDataNotExist");
    expect(gqlCode(await alice.client.gql(purge, { id: "x" }))).toBe("ServerInvalidParameter");

    expect(await alice.client.gqlData(purge, { id: live })).toEqual({ purgeDataFile: true });
    await alice.client.gqlData(`mutation($id: ID!) { removeDataFile(id: $id) }`, { id: binned });
    expect(await alice.client.gqlData(purge, { id: binned })).toEqual({ purgeDataFile: true });
    for (const id of [live, binned]) {
      expect((await alice.client.rest(`${files}/read/${id}`)).body.Error?.Type).toBe("DBDataNotExist");
      const bin = await alice.client.ok<{ Id: number }[]>(`${files}/query`, { Deleted: true });
      expect(bin.map((f) => String(f.Id))).not.toContain(id);
    }
    expect(gqlCode(await alice.client.gql(purge, { id: live }))).toBe("DBDataNotExist");
  });

  it("sysPurgeDataFile needs the Delete permission of data set files", async () => {
    const id = await aliceFile("sys.csv");
    const reader = await createSystemUser(t, admin, ["Workflow.Job.Task.DataSourceFile.Read"]);
    const refused = await reader.client.gql(sysPurge, { id });
    expect(gqlCode(refused)).toBe("DBPermDenied");
    expect(refused.body.errors?.[0]?.extensions?.value).toBe("Workflow.Job.Task.DataSourceFile.Delete");
    expect(gqlCode(await admin.gql(sysPurge, { id: "987654321" }))).toBe("DBDataNotExist");
    expect(await admin.gqlData(sysPurge, { id })).toEqual({ sysPurgeDataFile: true });
    expect((await admin.rest(`${sysFiles}/read/${id}`)).body.Error?.Type).toBe("DBDataNotExist");
  });

  it("removeCmsFile: each library's own Delete permission, and only that library's files", async () => {
    const upload = async (library: "file" | "map", name: string) =>
      String((await uploadBytes(admin, `/api/sys/cms_${library}_library_file`, name, Buffer.from(name))).Id);
    const inFiles = await upload("file", "doc.txt");
    const inMaps = await upload("map", "map.txt");
    const remove = `mutation($library: CmsLibrary!, $id: ID!) { removeCmsFile(library: $library, id: $id) }`;
    const fileDeleter = await createSystemUser(t, admin, ["Cms.FileLibrary.Read", "Cms.FileLibrary.Delete"]);

    const refused = await fileDeleter.client.gql(remove, { library: "map", id: inMaps });
    expect(gqlCode(refused)).toBe("DBPermDenied");
    expect(refused.body.errors?.[0]?.extensions?.value).toBe("Cms.MapLibrary.Delete");
    // A map library file is not a file of the file library.
    expect(gqlCode(await fileDeleter.client.gql(remove, { library: "file", id: inMaps }))).toBe(
      "DBDataNotExist",
    );
    expect(await fileDeleter.client.gqlData(remove, { library: "file", id: inFiles })).toEqual({
      removeCmsFile: true,
    });
    expect((await admin.rest(`/api/sys/cms_file_library_file/read/${inFiles}`)).body.Error?.Type).toBe(
      "DBDataNotExist",
    );
    expect(await admin.gqlData(remove, { library: "map", id: inMaps })).toEqual({ removeCmsFile: true });
  });
});

describe("deleteMany: removeFeedback(ids)", () => {
  const remove = `mutation($ids: [ID!]!) { removeFeedback(ids: $ids) }`;
  const send = async (title: string): Promise<string> => {
    const { sendFeedback } = await bob.client.gqlData<{ sendFeedback: { id: string } }>(
      `mutation($title: String!) { sendFeedback(input: { title: $title, content: "text" }) { id } }`,
      { title },
    );
    return sendFeedback.id;
  };
  const exists = async (id: string) =>
    (await admin.rest(`/api/sys/user_feedback/read/${id}`)).body.Error === null;

  it("deletes all the ids or none: a missing id among them leaves the others", async () => {
    const first = await send("first");
    const second = await send("second");
    expect(gqlCode(await admin.gql(remove, { ids: [first, "987654321"] }))).toBe("DBDataNotExist");
    expect(await exists(first)).toBe(true);
    expect(gqlCode(await admin.gql(remove, { ids: [] }))).toBe("ServerInvalidParameter");
    expect(gqlCode(await admin.gql(remove, { ids: [first, "x"] }))).toBe("ServerInvalidParameter");
    expect(await admin.gqlData(remove, { ids: [first, second] })).toEqual({ removeFeedback: true });
    expect(await exists(first)).toBe(false);
    expect(await exists(second)).toBe(false);
  });
});
