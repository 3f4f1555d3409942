/**
 * An image build whose gateway stops (issue 23): a real gateway process builds an image from a
 * Containerfile whose step runs for minutes. Stopped cleanly (SIGTERM), the gateway stops the build
 * and records its end: failed, with the log so far and the reason. Killed (SIGKILL), it leaves the
 * log written so far, and the next start fails the build with the reason after it and kills the
 * build's step that was left running. Never "building"
 * for good, and never without what the build printed.
 */
import { randomBytes } from "node:crypto";
import { spawnSync } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildInterrupted, staleBuildMs } from "../../gateway/src/domain/images/imageBuilds.js";
import { ensureTestImage, testImage } from "../fixtures/containers/testImage.js";
import { waitFor } from "../support/factories.js";
import {
  killHard,
  markedProcesses,
  processAdminPassword,
  startGatewayProcess,
  type GatewayProcess,
} from "../support/gatewayProcess.js";
import { Client } from "../support/http.js";

const podman = spawnSync("sh", ["-c", "command -v podman"], { encoding: "utf8" }).stdout.trim();
const gateways: GatewayProcess[] = [];
/** One data folder for every start: a first boot (migrations, seeding) is the slow one. */
let dataDir = "";
const env = { CRUCIBLE_PODMAN: podman, CRUCIBLE_SCHEDULER: "false" };

interface ImageView {
  id: string;
  buildState: string;
  buildLog: string;
}
const imageFields = "id buildState buildLog";

async function start(): Promise<{ gateway: GatewayProcess; admin: Client }> {
  const gateway = await startGatewayProcess(dataDir, env);
  gateways.push(gateway);
  const admin = new Client(gateway.url);
  await admin.ok("/api/sys/user/login", { Account: "admin", Password: processAdminPassword });
  return { gateway, admin };
}

async function readImage(admin: Client, id: string): Promise<ImageView> {
  return (
    await admin.gqlData<{ containerImage: ImageView }>(
      `query($id: ID!) { containerImage(id: $id) { ${imageFields} } }`,
      { id },
    )
  ).containerImage;
}

/**
 * Starts a build whose step prints a line, then sleeps for minutes with `marker` in its command line;
 * answers the image's id once that step runs.
 */
async function startSlowBuild(admin: Client, marker: string): Promise<string> {
  const created = await admin.gqlData<{ createContainerImage: { id: string } }>(
    `mutation($input: ContainerImageInput!) { createContainerImage(input: $input) { id } }`,
    { input: { uid: `slow-${marker}`, name: `slow ${marker}` } },
  );
  const id = created.createContainerImage.id;
  const containerfile = `FROM ${testImage}\nRUN ["/bin/sh", "-c", "echo started-${marker}; sleep 300 || echo ${marker}"]\n`;
  const started = await admin.gqlData<{ buildContainerImage: ImageView }>(
    `mutation($id: ID!, $containerfile: String!) { buildContainerImage(id: $id, containerfile: $containerfile) { ${imageFields} } }`,
    { id, containerfile },
  );
  expect(started.buildContainerImage.buildState).toBe("building");
  await waitFor("the build's step to run", async () =>
    (await markedProcesses(marker)).length > 0 ? true : null,
  );
  return id;
}

beforeAll(async () => {
  expect(podman, "podman must be installed (scripts/ci/podman-up.sh)").not.toBe("");
  await ensureTestImage(podman);
  dataDir = await mkdtemp(path.join(tmpdir(), "crucible-build-stop-"));
  // The first boot (migrations, seeding) happens here, away from the tests' own time.
  await killHard((await start()).gateway);
}, 600_000);

afterAll(async () => {
  for (const gateway of gateways) await killHard(gateway);
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe("an image build when its gateway stops", () => {
  it("is stopped and failed with its log and the reason by a gateway stopped with SIGTERM", async () => {
    const marker = `term${randomBytes(4).toString("hex")}`;
    const first = await start();
    const id = await startSlowBuild(first.admin, marker);
    const exited = new Promise((resolve) => first.gateway.child.once("exit", resolve));
    first.gateway.child.kill("SIGTERM");
    await exited;
    // The build's programs stopped with the gateway: nothing builds on unattended.
    await waitFor("the build's step to stop", async () =>
      (await markedProcesses(marker)).length === 0 ? true : null,
    );
    const second = await start();
    const image = await readImage(second.admin, id);
    expect(image.buildState).toBe("failed");
    expect(image.buildLog).toContain(`started-${marker}`);
    expect(image.buildLog).toContain(buildInterrupted);
    await killHard(second.gateway);
  }, 480_000);

  it("keeps the log so far of a gateway killed with SIGKILL, and the next start fails the build with the reason", async () => {
    const marker = `kill${randomBytes(4).toString("hex")}`;
    const first = await start();
    const id = await startSlowBuild(first.admin, marker);
    await waitFor("the build's log so far on the image", async () => {
      const image = await readImage(first.admin, id);
      return image.buildLog.includes(`started-${marker}`) ? image : null;
    });
    await killHard(first.gateway);
    const second = await start();
    // The next start on this machine kills what the killed gateway's build left running.
    await waitFor("the build's step to stop", async () =>
      (await markedProcesses(marker)).length === 0 ? true : null,
    );
    // Its log stopped being written when its gateway died: once that is staleBuildMs old, the next
    // start fails it (a build another gateway still runs keeps writing, tests/fleet/builds.test.ts).
    const image = await waitFor(
      "the build to fail",
      async () => {
        const read = await readImage(second.admin, id);
        return read.buildState === "building" ? null : read;
      },
      staleBuildMs * 3,
    );
    expect(image.buildState).toBe("failed");
    expect(image.buildLog).toContain(`started-${marker}`);
    expect(image.buildLog).toContain(buildInterrupted);
    await killHard(second.gateway);
  }, 480_000);
});
