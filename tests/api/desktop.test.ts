/**
 * Desktop download (spec §1; issue 13 item 5): the back office publishes builds per platform with the
 * chunked upload protocol, stating the SHA-256 the file must have; the public list offers the newest
 * enabled build of each platform and downloads are counted.
 */
import { desktopBuildMaxBytes } from "@crucible/schema";
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApp, type TestApp } from "../support/app.js";
import { createSystemUser, registerUser, type NormalUser, type SystemUser } from "../support/factories.js";
import { gqlCode, type Client } from "../support/http.js";
import { sendChunk, sha256Hex, type MetaError } from "../support/uploads.js";

let t: TestApp;
let admin: Client;
let reader: SystemUser;
let outsider: SystemUser;
let alice: NormalUser;

const base = "/api/sys/desktop_build";

interface BuildView {
  Id: number;
  Platform: string;
  Version: string;
  FileName: string;
  Size: number;
  Sha256: string;
  Downloads: number;
  DownloadUrl: string;
}

interface Meta {
  Platform: string;
  Version: string;
  Notes?: string;
  EnglishNotes?: string;
  StatedSha256: string;
}

/** Sends the meta and the chunks; answers the created build or the first error's Type. */
async function publish(
  client: Client,
  name: string,
  bytes: Buffer,
  meta: Partial<Meta> = {},
): Promise<BuildView | string> {
  const first = await client.rest<{ Done: boolean; File: BuildView }>(`${base}/upload_meta`, {
    Platform: "windows",
    Version: "1.0.0",
    Notes: "首个版本",
    EnglishNotes: "First release",
    StatedSha256: sha256Hex(bytes),
    ...meta,
    Name: name,
    Size: bytes.length,
    Sha256: sha256Hex(bytes),
  });
  if (!first.body.Error) return first.body.Data.File;
  if (first.body.Error.Type !== "DBNotExist") return first.body.Error.Type;
  const { UploadId, ChunkSize } = first.body.Error.Meta as unknown as MetaError;
  let build: BuildView | undefined;
  for (let offset = 0; offset < bytes.length; offset += ChunkSize) {
    const chunk = await sendChunk(
      client,
      base,
      UploadId,
      offset / ChunkSize,
      bytes.subarray(offset, offset + ChunkSize),
    );
    if (chunk.body.Error) return chunk.body.Error.Type;
    build = chunk.body.Data.File as unknown as BuildView | undefined;
  }
  return build!;
}

function asBuild(result: BuildView | string): BuildView {
  if (typeof result === "string") throw new Error(`publish failed: ${result}`);
  return result;
}

beforeAll(async () => {
  t = await startApp();
  admin = await t.admin();
  reader = await createSystemUser(t, admin, ["Sys.Config.Read"]);
  outsider = await createSystemUser(t, admin, ["User.Read"]);
  alice = await registerUser(t);
});

afterAll(async () => {
  await t?.stop();
});

describe("sys/desktop_build upload", () => {
  it("publishes a build whose stated SHA-256 is the file's, and the public list offers it", async () => {
    const bytes = randomBytes(1024 * 1024 + 4096);
    const build = asBuild(
      await publish(admin, "Crucible-Setup-1.0.0.exe", bytes, {
        StatedSha256: sha256Hex(bytes).toLowerCase(),
      }),
    );
    expect(build).toMatchObject({
      Platform: "windows",
      Version: "1.0.0",
      Size: bytes.length,
      Sha256: sha256Hex(bytes),
      Downloads: 0,
    });
    const mac = asBuild(await publish(admin, "Crucible-1.0.0.dmg", randomBytes(2000), { Platform: "macos" }));
    const { desktopBuilds } = await t.client().gqlData<{
      desktopBuilds: {
        id: string;
        platform: string;
        sha256: string;
        englishNotes: string;
        downloadUrl: string;
      }[];
    }>("{ desktopBuilds { id platform sha256 englishNotes downloadUrl } }");
    expect(desktopBuilds.map((b) => b.platform)).toEqual(["windows", "macos"]);
    expect(desktopBuilds[0]).toMatchObject({
      id: String(build.Id),
      sha256: sha256Hex(bytes),
      englishNotes: "First release",
    });

    const response = await t.client().fetch(desktopBuilds[0]!.downloadUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toContain("Crucible-Setup-1.0.0.exe");
    expect(sha256Hex(Buffer.from(await response.arrayBuffer()))).toBe(sha256Hex(bytes));
    // A resumed download (a Range past the first byte) is not counted again.
    const tail = await t.client().fetch(desktopBuilds[0]!.downloadUrl, { headers: { range: "bytes=100-" } });
    expect(tail.status).toBe(206);
    await tail.arrayBuffer();
    const read = await reader.client.ok<BuildView>(`${base}/read/${build.Id}`, {});
    expect(read.Downloads).toBe(1);

    // A newer build of a platform replaces the older one on the public page.
    const newer = asBuild(
      await publish(admin, "Crucible-1.1.0.dmg", randomBytes(3000), { Platform: "macos", Version: "1.1.0" }),
    );
    const again = await t.client().gqlData<{ desktopBuilds: { id: string }[] }>("{ desktopBuilds { id } }");
    expect(again.desktopBuilds.map((b) => b.id)).toEqual([String(build.Id), String(newer.Id)]);
    expect(again.desktopBuilds.map((b) => b.id)).not.toContain(String(mac.Id));
  });

  it("answers the stored build for the same platform, version, file and bytes; another version is a new build", async () => {
    const bytes = randomBytes(5000);
    const meta = { Platform: "linux", Version: "2.0.0" };
    const first = asBuild(await publish(admin, "crucible-2.0.0.AppImage", bytes, meta));
    const again = await Promise.all(
      Array.from({ length: 4 }, () => publish(admin, "crucible-2.0.0.AppImage", bytes, meta)),
    );
    for (const build of again) expect(asBuild(build).Id).toBe(first.Id);
    const listed = await admin.ok<{ List: BuildView[] }>(`${base}/query_page`, {
      Where: { Lvg: [{ Values: [{ Name: "Version", Value: "2.0.0" }] }] },
    });
    expect(listed.List.map((b) => b.Id)).toEqual([first.Id]);
    const next = asBuild(
      await publish(admin, "crucible-2.0.0.AppImage", bytes, { ...meta, Version: "2.0.1" }),
    );
    expect(next.Id).not.toBe(first.Id);
  });

  it("refuses a stated checksum that is not the file's, a file that is not the declared one, a build over the limit", async () => {
    const bytes = randomBytes(5000);
    expect(await publish(admin, "mismatch.exe", bytes, { StatedSha256: sha256Hex(randomBytes(10)) })).toBe(
      "DBFileSha256Invalid",
    );
    // The meta states the right hash but other bytes arrive: the whole file is hashed before it exists.
    const first = await admin.rest(`${base}/upload_meta`, {
      Platform: "linux",
      Version: "1.0.0",
      StatedSha256: sha256Hex(bytes),
      Name: "swapped.AppImage",
      Size: bytes.length,
      Sha256: sha256Hex(bytes),
    });
    const { UploadId } = first.body.Error!.Meta as unknown as MetaError;
    const swapped = await sendChunk(admin, base, UploadId, 0, randomBytes(bytes.length));
    expect(swapped.body.Error?.Type).toBe("DBFileSha256Invalid");
    const huge = await admin.rest(`${base}/upload_meta`, {
      Platform: "linux",
      Version: "1.0.0",
      StatedSha256: sha256Hex(bytes),
      Name: "huge.AppImage",
      Size: desktopBuildMaxBytes + 1,
      Sha256: sha256Hex(bytes),
    });
    expect(huge.body.Error?.Type).toBe("DBFileTooLarge");
    for (const meta of [{ Platform: "beos" }, { Version: "" }, { Version: "1 0" }, { StatedSha256: "abc" }]) {
      expect(await publish(admin, "bad.exe", bytes, meta), JSON.stringify(meta)).toBe(
        "ServerInvalidParameter",
      );
    }
    const list = await admin.ok<{ List: BuildView[] }>(`${base}/query_page`, {});
    expect(list.List.map((b) => b.FileName)).not.toContain("mismatch.exe");
    expect(list.List.map((b) => b.FileName)).not.toContain("swapped.AppImage");
  });

  it("needs Sys.Config: not signed in, permission denied naming it, a normal user", async () => {
    const bytes = randomBytes(100);
    expect(await publish(t.client(), "a.exe", bytes)).toBe("DBUserNoLogin");
    expect(await publish(alice.client, "a.exe", bytes)).toBe("DBUserNoLogin");
    expect(await publish(reader.client, "a.exe", bytes)).toBe("DBPermDenied");
    const denied = await outsider.client.rest(`${base}/query_page`, {});
    expect(denied.body.Error).toMatchObject({ Type: "DBPermDenied", Value: "Sys.Config.Read" });
    expect(gqlCode(await outsider.client.gql("{ sysDesktopBuilds { total } }"))).toBe("DBPermDenied");
    expect(gqlCode(await t.client().gql("{ sysDesktopBuilds { total } }"))).toBe("DBUserNoLogin");
    expect((await admin.rest(`${base}/read/987654321`, {})).body.Error?.Type).toBe("DBDataNotExist");
  });
});

describe("sys/desktop_build management", () => {
  it("edits notes, disables, removes and purges; the public page and download follow", async () => {
    const bytes = randomBytes(4000);
    const build = asBuild(
      await publish(admin, "Crucible-2.0.0.AppImage", bytes, { Platform: "linux", Version: "2.0.0" }),
    );
    const { updateDesktopBuild } = await admin.gqlData<{
      updateDesktopBuild: { version: string; notes: string };
    }>(
      `mutation { updateDesktopBuild(id: "${build.Id}", input: { version: "2.0.1", notes: "修复" }) { version notes } }`,
    );
    expect(updateDesktopBuild).toEqual({ version: "2.0.1", notes: "修复" });
    const badVersion = await admin.rest(`${base}/update`, { Id: build.Id, Version: "" });
    expect(badVersion.body.Error?.Type).toBe("ServerInvalidParameter");
    const denied = await reader.client.gql(
      `mutation { setDesktopBuildStatus(id: "${build.Id}", status: DISABLED) { id } }`,
    );
    expect(gqlCode(denied)).toBe("DBPermDenied");

    await admin.gqlData(`mutation { setDesktopBuildStatus(id: "${build.Id}", status: DISABLED) { id } }`);
    const hidden = await t.client().gqlData<{ desktopBuilds: { id: string }[] }>("{ desktopBuilds { id } }");
    expect(hidden.desktopBuilds.map((b) => b.id)).not.toContain(String(build.Id));
    const refused = await t.client().fetch(build.DownloadUrl);
    expect(((await refused.json()) as { Error: { Type: string } }).Error.Type).toBe("DBDataNotExist");

    await admin.gqlData(`mutation { setDesktopBuildStatus(id: "${build.Id}", status: ENABLED) { id } }`);
    expect((await t.client().fetch(build.DownloadUrl)).status).toBe(200);
    await admin.gqlData(`mutation { removeDesktopBuild(id: "${build.Id}") }`);
    expect((await t.client().fetch(build.DownloadUrl)).status).not.toBe(200);
    await admin.gqlData(`mutation { purgeDesktopBuild(id: "${build.Id}") }`);
    expect((await admin.rest(`${base}/read/${build.Id}`, {})).body.Error?.Type).toBe("DBDataNotExist");
    // The download of an id that never existed answers the same.
    const missing = await t.client().fetch(`/api/index/desktop_build/download/987654321`);
    expect(((await missing.json()) as { Error: { Type: string } }).Error.Type).toBe("DBDataNotExist");
  });
});
