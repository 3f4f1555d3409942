/**
 * `crucible job logs --follow` (issue 29 item 4) across a gateway restart: the task prints a numbered
 * line every 0.2 s; the gateway (a child process) is killed with SIGKILL while the CLI follows the log
 * live (the taskLog subscription), then started again on the same port and database, where the task
 * runs again from its start. The CLI reconnects with backoff and resumes from the byte it had printed
 * (the text the live feed missed while it was away comes from the stored log when the task ends): every
 * line is printed once and in order, and it ends when the task ends.
 */
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { waitFor } from "../support/factories.js";
import { killHard, markedProcesses } from "../support/gatewayProcess.js";
import { startRestartableGateway, type RestartableGateway } from "./restartable.js";
import { cli, json, startCli, until, type CliOptions } from "./support.js";

const lineCount = 40;
const expected = Array.from({ length: lineCount }, (_, i) => `line ${i + 1}\n`).join("");

let g: RestartableGateway;

beforeAll(async () => {
  g = await startRestartableGateway(
    "logs",
    `#!/bin/sh\nsleep 1\nfor i in $(seq 1 ${lineCount}); do echo "line $i"; sleep 0.2; done\necho finished > outputs/result.txt\n`,
  );
}, 330_000);

afterAll(async () => {
  await g?.stop();
});

describe("job logs --follow", () => {
  it("prints each line once across a gateway restart and ends with the task", async () => {
    const as: CliOptions = {
      home: path.join(g.work, "home"),
      env: { CRUCIBLE_URL: g.url, CRUCIBLE_TOKEN: g.token },
    };
    const submitted = await cli(["job", "submit", "--flow", g.flow, "-o", "json"], as);
    expect(submitted.code, submitted.stderr).toBe(0);
    const jobId = String(json<{ Id: number }>(submitted).Id);
    const run = startCli(["job", "logs", jobId, "--follow", "--retries", "40"], as);
    let stdout = "";
    run.child.stdout!.on("data", (chunk: Buffer) => (stdout += chunk.toString("utf8")));
    // Lines arrive live, before the task ends.
    await until(
      "live lines",
      async () => {
        if (run.child.exitCode !== null)
          throw new Error(`crucible ended with ${run.child.exitCode}: ${stdout}`);
        return /line \d+\n/.test(stdout);
      },
      120_000,
    );
    expect(stdout).not.toContain(`line ${lineCount}\n`);
    const beforeKill = stdout;

    await killHard(g.current());
    await waitFor("the orphaned program to end", async () =>
      (await markedProcesses(g.marker)).length === 0 ? true : null,
    );
    expect(run.child.exitCode).toBeNull();
    const again = await g.start();
    expect(again.url).toBe(g.url);

    const ended = await run.done;
    expect(ended.code, ended.stderr).toBe(0);
    // Every line once and in order, from the first one the follow saw (the first line unless the task
    // had printed before the subscription began) to the last; what was printed before the kill first.
    expect(ended.stdout.startsWith(beforeKill)).toBe(true);
    const first = Number(/^line (\d+)\n/.exec(ended.stdout)?.[1]);
    expect(first).toBeGreaterThanOrEqual(1);
    expect(ended.stdout).toBe(expected.slice(expected.indexOf(`line ${first}\n`)));

    // The job has ended: --follow prints the stored log whole and ends; JSON pieces carry offsets.
    const whole = await cli(["job", "logs", jobId, "--follow", "-o", "json"], as);
    expect(whole.code, whole.stderr).toBe(0);
    expect(whole.stderr).toBe("");
    const pieces = whole.stdout
      .trimEnd()
      .split("\n")
      .map((line) => JSON.parse(line) as { Task: string; Stream: string; Offset: number; Text: string });
    expect(pieces.map((p) => p.Text).join("")).toBe(expected);
    expect(pieces[0]).toMatchObject({ Task: "slow", Stream: "Stdout", Offset: 0 });

    // --tail does not go with --follow (a usage error, in Chinese with lang zh).
    const usage = await cli(["job", "logs", jobId, "--follow", "--tail", "3"], {
      ...as,
      env: { ...as.env, CRUCIBLE_LANG: "zh" },
    });
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain("--tail 与 --follow 不能同时使用");
  }, 330_000);
});
