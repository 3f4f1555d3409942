/**
 * `crucible job submit --wait -o json` across a gateway restart (issue 29 item 1): the gateway runs
 * as a child process, is killed with SIGKILL while the CLI waits for a running job, and is started
 * again on the same port and the same database (its PGlite folder; with DATABASE_URL, a database of
 * its own on that PostgreSQL server). The job id was on stdout (the first JSON line) before the wait
 * began, the CLI keeps polling with backoff while the gateway is gone, and it ends with the job as it
 * ended once the restarted gateway ran the task again.
 */
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { waitFor } from "../support/factories.js";
import { killHard, markedProcesses } from "../support/gatewayProcess.js";
import { startRestartableGateway, type RestartableGateway } from "./restartable.js";
import { startCli, until, type CliOptions } from "./support.js";

let g: RestartableGateway;

beforeAll(async () => {
  g = await startRestartableGateway(
    "wait",
    "#!/bin/sh\nsleep 5 &\nwait\necho finished > outputs/result.txt\n",
  );
}, 330_000);

afterAll(async () => {
  await g?.stop();
});

describe("job submit --wait across a gateway restart", () => {
  it("prints the job id first, waits through the restart and prints the job as it ended", async () => {
    const as: CliOptions = {
      home: path.join(g.work, "home"),
      env: { CRUCIBLE_URL: g.url, CRUCIBLE_TOKEN: g.token },
    };
    const run = startCli(["job", "submit", "--flow", g.flow, "--wait", "--retries", "40", "-o", "json"], as);
    let stdout = "";
    run.child.stdout!.on("data", (chunk: Buffer) => (stdout += chunk.toString("utf8")));
    await until(
      "the first JSON line",
      async () => {
        if (run.child.exitCode !== null)
          throw new Error(`crucible ended with ${run.child.exitCode}: ${stdout}`);
        return stdout.includes("\n");
      },
      120_000,
    );
    const submitted = JSON.parse(stdout.slice(0, stdout.indexOf("\n"))) as { Id: number; State: string };
    expect(submitted.Id).toBeGreaterThan(0);
    expect(["prePending", "pending", "doing"]).toContain(submitted.State);

    // The task runs; the gateway dies under it and under the waiting CLI.
    await waitFor("the task's program to run", async () =>
      (await markedProcesses(g.marker)).length > 0 ? true : null,
    );
    await killHard(g.current());
    await waitFor("the orphaned program to end", async () =>
      (await markedProcesses(g.marker)).length === 0 ? true : null,
    );
    // Nothing listens on the port now, and the CLI is still waiting.
    await expect(fetch(`${g.url}/healthz`)).rejects.toThrow();
    expect(run.child.exitCode).toBeNull();

    const again = await g.start();
    expect(again.url).toBe(g.url);
    const ended = await run.done;
    expect(ended.code, ended.stderr).toBe(0);
    // Nothing but the two JSON lines on stdout, nothing on stderr.
    expect(ended.stderr).toBe("");
    const lines = ended.stdout.trimEnd().split("\n");
    expect(lines).toHaveLength(2);
    expect(JSON.parse(lines[0]!)).toEqual(submitted);
    expect(JSON.parse(lines[1]!)).toMatchObject({ Id: submitted.Id, State: "done" });
  }, 330_000);
});
