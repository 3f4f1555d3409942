import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { liveVersion, readVersion } from "./version.js";

const pkgVersion = (
  JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as { version: string }
).version;
const dirs: string[] = [];

afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

describe("the deployed version (GET /VERSION)", () => {
  it("stamps the package version with the built client, and changes with a new build", async () => {
    const dist = await mkdtemp(path.join(tmpdir(), "crucible-dist-"));
    dirs.push(dist);
    await writeFile(path.join(dist, "index.html"), '<script src="/assets/index-AAAA.js"></script>');
    const first = readVersion({}, dist);
    expect(first).toMatch(new RegExp(`^${pkgVersion.replace(/\./g, "\\.")}\\+[0-9a-f]{10}$`));
    expect(readVersion({}, dist)).toBe(first);
    await writeFile(path.join(dist, "index.html"), '<script src="/assets/index-BBBB.js"></script>');
    const second = readVersion({}, dist);
    expect(second).not.toBe(first);
    // A build that changed only the mobile site's page is a new version too.
    await writeFile(path.join(dist, "mobile.html"), '<script src="/assets/mobile-AAAA.js"></script>');
    const third = readVersion({}, dist);
    expect(third).not.toBe(second);
    await writeFile(path.join(dist, "mobile.html"), '<script src="/assets/mobile-BBBB.js"></script>');
    expect(readVersion({}, dist)).not.toBe(third);
  });

  it("is the package version without a built client, and CRUCIBLE_VERSION when set", () => {
    expect(readVersion({}, path.join(tmpdir(), "no-such-dist"))).toBe(pkgVersion);
    expect(readVersion({ CRUCIBLE_VERSION: "2026.11.23-rc1" }, path.join(tmpdir(), "x"))).toBe(
      "2026.11.23-rc1",
    );
  });

  it("is read again when the client is rebuilt under a running gateway", async () => {
    const dist = await mkdtemp(path.join(tmpdir(), "crucible-dist-"));
    dirs.push(dist);
    await writeFile(path.join(dist, "index.html"), '<script src="/assets/index-AAAA.js"></script>');
    const version = liveVersion({}, dist, 0);
    const first = version();
    expect(first).toBe(readVersion({}, dist));
    expect(version()).toBe(first);
    await writeFile(path.join(dist, "index.html"), '<script src="/assets/index-BBBBBB.js"></script>');
    expect(version()).toBe(readVersion({}, dist));
    expect(version()).not.toBe(first);
    expect(liveVersion({ CRUCIBLE_VERSION: "2026.11.28" }, dist, 0)()).toBe("2026.11.28");
  });
});
