/**
 * Image builds across gateways (issue 24, "nothing lost past one machine"): a gateway that starts
 * fails only the builds nobody runs any more. Gateway 1 builds a slow image (a RUN step that sleeps);
 * gateway 2 starts on the same database while it runs and leaves it building; once gateway 1 is
 * killed, its build's log stops being written, and gateway 2 fails it with the reason within
 * staleBuildMs and a flush. PostgreSQL only (startFleet).
 */
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildInterrupted, staleBuildMs } from "../../gateway/src/domain/images/imageBuilds.js";
import { sweepContainerCgroups } from "../../gateway/src/executors/container.js";
import { ensureTestImage, testImage } from "../fixtures/containers/testImage.js";
import { waitFor } from "../support/factories.js";
import { fleetAdminPassword, startFleet, type Fleet } from "../support/fleet.js";
import { killHard } from "../support/gatewayProcess.js";
import { Client } from "../support/http.js";

const podman = spawnSync("sh", ["-c", "command -v podman"], { encoding: "utf8" }).stdout.trim();
let fleet: Fleet;

interface ImageState {
  buildState: string;
  buildLog: string;
}

async function signedIn(url: string): Promise<Client> {
  const admin = new Client(url);
  await admin.ok("/api/sys/user/login", { Account: "admin", Password: fleetAdminPassword });
  return admin;
}

async function imageState(admin: Client, id: string): Promise<ImageState> {
  const data = await admin.gqlData<{ containerImage: ImageState }>(
    `query($id: ID!) { containerImage(id: $id) { buildState buildLog } }`,
    { id },
  );
  return data.containerImage;
}

beforeAll(async () => {
  expect(podman, "podman must be installed (scripts/ci/podman-up.sh)").not.toBe("");
  await ensureTestImage(podman);
  fleet = await startFleet({
    gateways: 1,
    env: {
      CRUCIBLE_PODMAN: podman,
      CRUCIBLE_SCHEDULER: "false",
      // Not the shipped images (mmdebstrap): this test needs only its own.
      CRUCIBLE_BUILD_SHIPPED_IMAGES: "false",
    },
  });
}, 180_000);

afterAll(async () => {
  await fleet?.stop();
}, 120_000);

describe("an image build while another gateway starts", () => {
  it("goes on when a gateway starts beside it, and fails once its own gateway is gone", async () => {
    const marker = `fleet${randomBytes(4).toString("hex")}`;
    const first = await signedIn(fleet.gateways[0]!.url);
    const created = await first.gqlData<{ createContainerImage: { id: string } }>(
      `mutation($input: ContainerImageInput!) { createContainerImage(input: $input) { id } }`,
      { input: { uid: `slow-${marker}`, name: `slow ${marker}` } },
    );
    const id = created.createContainerImage.id;
    const containerfile = `FROM ${testImage}\nRUN ["/bin/sh", "-c", "echo started-${marker}; sleep 300"]\n`;
    await first.gqlData(
      `mutation($id: ID!, $containerfile: String!) { buildContainerImage(id: $id, containerfile: $containerfile) { id } }`,
      { id, containerfile },
    );
    await waitFor("the build's first lines on the image", async () => {
      const image = await imageState(first, id);
      return image.buildLog.includes(`started-${marker}`) ? image : null;
    });

    // A second gateway starts (seeding resets interrupted builds) while the build runs on the first.
    const second = await fleet.addGateway({
      CRUCIBLE_PODMAN: podman,
      CRUCIBLE_BUILD_SHIPPED_IMAGES: "false",
    });
    const secondAdmin = await signedIn(second.url);
    // Well past the time after which a build nobody writes is failed: this one is written.
    await new Promise((resolve) => setTimeout(resolve, staleBuildMs * 2));
    expect((await imageState(secondAdmin, id)).buildState).toBe("building");

    // The first gateway dies without a word: the second fails its build once it is stale.
    await killHard(fleet.gateways[0]!);
    const failed = await waitFor(
      "the dead gateway's build to fail",
      async () => {
        const image = await imageState(secondAdmin, id);
        return image.buildState === "building" ? null : image;
      },
      staleBuildMs * 4,
    );
    expect(failed.buildState).toBe("failed");
    expect(failed.buildLog).toContain(`started-${marker}`);
    expect(failed.buildLog).toContain(buildInterrupted);
    // The killed gateway's RUN step outlives it: the sweep a start on its machine runs kills it (a
    // pkill of the step's shell left its `sleep 300` and the podman build running into the next suite).
    await sweepContainerCgroups();
    await waitFor("the killed gateway's RUN step and podman build to end", async () => {
      const left = spawnSync("pgrep", ["-f", `started-${marker}|slow-${marker}`], {
        encoding: "utf8",
      }).stdout.trim();
      return left === "" ? true : null;
    });
  }, 300_000);
});
