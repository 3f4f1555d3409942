/**
 * Images from the registry across machines (issue 24, item 3): a gateway with CRUCIBLE_REGISTRY builds
 * an image, pushes it to Debian's docker-registry on loopback (scripts/ci/registry-up.sh) and records
 * its digest; two `crucible worker` processes, each with a podman storage of its own (--root and
 * --runroot, as two machines would have), start empty, pull the image by digest and run its tasks.
 * PostgreSQL only (startFleet).
 */
import { spawnSync } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { imageRef, podmanCall } from "../../gateway/src/executors/container.js";
import { ensureTestImage, testImageUid } from "../fixtures/containers/testImage.js";
import { registerBody, waitFor } from "../support/factories.js";
import { fleetAdminPassword, startFleet, type Fleet } from "../support/fleet.js";
import { Client } from "../support/http.js";
import { repoRoot } from "../support/paths.js";

const registry = "127.0.0.1:5000";
const podman = spawnSync("sh", ["-c", "command -v podman"], { encoding: "utf8" }).stdout.trim();
const uid = `fleet-registry-${process.pid}-${Date.now()}`;
let fleet: Fleet;
let machines = "";
/** Each worker's podman: a wrapper with a storage of its own. */
const workerPodmans: string[] = [];
let db: pg.Client;

beforeAll(async () => {
  expect(podman, "podman must be installed (scripts/ci/podman-up.sh)").not.toBe("");
  const up = spawnSync("sh", [path.join(repoRoot, "scripts/ci/registry-up.sh")], { encoding: "utf8" });
  expect(up.status, `${up.stdout}${up.stderr}`).toBe(0);
  await ensureTestImage(podman);
  machines = await mkdtemp(path.join(tmpdir(), "crucible-fleet-machines-"));
  fleet = await startFleet({
    gateways: 1,
    env: {
      CRUCIBLE_PODMAN: podman,
      CRUCIBLE_REGISTRY: registry,
      CRUCIBLE_SCHEDULER: "false",
      // Not the shipped Open Babel image (mmdebstrap) in every empty storage: this test needs only its own.
      CRUCIBLE_BUILD_SHIPPED_IMAGES: "false",
    },
  });
  for (const name of ["one", "two"]) {
    const root = path.join(machines, name);
    const wrapper = path.join(machines, `podman-${name}`);
    await writeFile(wrapper, `#!/bin/sh\nexec ${podman} --root ${root}/root --runroot ${root}/run "$@"\n`, {
      mode: 0o755,
    });
    workerPodmans.push(wrapper);
    await fleet.addWorker({ CRUCIBLE_PODMAN: wrapper });
  }
  db = new pg.Client({ connectionString: fleet.databaseUrl });
  await db.connect();
}, 180_000);

afterAll(async () => {
  await db?.end();
  await fleet?.stop();
  for (const wrapper of workerPodmans) await podmanCall(wrapper, ["rmi", "-a", "-f"]);
  await rm(machines, { recursive: true, force: true });
}, 120_000);

describe("two workers with separate storage and one registry", () => {
  it("each pulls the gateway's image by digest and runs its tasks", async () => {
    const [gateway] = fleet.gateways;
    if (!gateway) throw new Error("the fleet has a gateway");
    // Both workers are live, container workers, and their storages hold nothing yet.
    await waitFor("two live container workers", async () => {
      const { rows } = await db.query(`select id from workers where routes @> '["container"]'::jsonb`);
      return rows.length === 2 ? rows : null;
    });
    for (const wrapper of workerPodmans)
      expect((await podmanCall(wrapper, ["images", "-q"])).output.trim()).toBe("");

    const admin = new Client(gateway.url);
    await admin.ok("/api/sys/user/login", { Account: "admin", Password: fleetAdminPassword });
    const { rows: images } = await db.query<{ id: number }>(
      `insert into container_images (uid, name, cpu_count, memory_mb) values ($1, $1, 1, 64) returning id`,
      [uid],
    );
    const imageId = Number(images[0]!.id);
    await admin.gqlData(
      `mutation($id: ID!, $containerfile: String!) { buildContainerImage(id: $id, containerfile: $containerfile) { id } }`,
      {
        id: String(imageId),
        containerfile: `FROM ${imageRef(testImageUid)}\nRUN ["/bin/sh", "-c", "echo from-the-fleet-registry > /hello.txt"]\n`,
      },
    );
    const built = await waitFor(
      "the gateway to build and push the image",
      async () => {
        const { rows } = await db.query<{
          build_state: string;
          build_log: string;
          registry_ref: string | null;
        }>(`select build_state, build_log, registry_ref from container_images where id = $1`, [imageId]);
        return rows[0]!.build_state === "building" ? null : rows[0]!;
      },
      120_000,
    );
    expect(built.build_state, built.build_log).toBe("ready");
    expect(built.registry_ref).toMatch(/^127\.0\.0\.1:5000\/crucible\/.+@sha256:[0-9a-f]{64}$/);

    const { rows: mods } = await db.query<{ id: number }>(
      `insert into modules (key, name, runner, image_id, command, timeout_seconds)
       values ($1, $1, 'container', $2, '["/bin/cat", "/hello.txt"]'::jsonb, 60) returning id`,
      [`test/${uid}`, imageId],
    );
    const user = new Client(gateway.url);
    const account = registerBody();
    await user.ok("/api/user/register", account);
    await user.ok("/api/user/login", { Account: account.Account, Password: account.Password });
    const jobs: number[] = [];
    for (let i = 0; i < 4; i++) {
      const job = await user.ok<{ Id: number }>("/api/workflow_job/submit", {
        Name: `from the registry ${i}`,
        Tasks: [{ Key: "one", ModuleId: Number(mods[0]!.id), Args: {} }],
      });
      jobs.push(job.Id);
    }
    for (const jobId of jobs) {
      const task = await waitFor(
        `job ${jobId} to run on a worker`,
        async () => {
          const [read] = await user.ok<{ Id: number; State: string; Reason: string | null }[]>(
            `/api/workflow_job/tasks/${jobId}`,
          );
          return read!.State === "pending" || read!.State === "doing" ? null : read!;
        },
        120_000,
      );
      expect(task.State, task.Reason ?? "").toBe("done");
      const stdout = await user.fetch(`/api/workflow_job_tasks/read_file/${task.Id}?Type=Stdout`);
      expect(await stdout.text()).toBe("from-the-fleet-registry\n");
    }
    // Each worker pulled the image by digest into its own storage and says so in its row.
    for (const wrapper of workerPodmans) {
      const inspected = await waitFor("the image in each worker's storage", async () => {
        const answer = await podmanCall(wrapper, [
          "image",
          "inspect",
          "--format",
          "{{range .RepoDigests}}{{.}} {{end}}",
          imageRef(uid),
        ]);
        return answer.code === 0 ? answer.output : null;
      });
      expect(inspected).toContain(built.registry_ref!);
    }
    // A worker announces what it holds on its next heartbeat after the pull: wait for both rows.
    const holding = await waitFor("both workers' rows to list the image", async () => {
      const { rows } = await db.query(`select id from workers where images @> $1::jsonb`, [
        JSON.stringify([imageId]),
      ]);
      return rows.length === 2 ? rows : null;
    });
    expect(holding).toHaveLength(2);
  }, 300_000);
});
