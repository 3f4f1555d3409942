import { describe, expect, it } from "vitest";
import {
  batchScript,
  isEndState,
  parseResult,
  parseSbatch,
  parseSqueue,
  slurmTimeMinutes,
  slurmUnreachable,
} from "./slurm.js";

describe("slurm parsing", () => {
  it("reads squeue rows by job id, state's first word, reason", () => {
    const rows = parseSqueue("12|RUNNING|None\n13|PENDING|Resources\n\ngarbage\n14|CANCELLED by 0|None\n");
    expect([...rows.keys()]).toEqual(["12", "13", "14"]);
    expect(rows.get("13")).toEqual({ state: "PENDING", reason: "Resources" });
    expect(rows.get("14")?.state).toBe("CANCELLED");
  });

  it("reads sbatch --parsable's job id, with or without a cluster", () => {
    expect(parseSbatch("123\n")).toBe("123");
    expect(parseSbatch("77;cluster\n")).toBe("77");
    expect(parseSbatch("Submitted batch job 5\n")).toBeNull();
  });

  it("tells an unreachable controller from a refusal", () => {
    expect(
      slurmUnreachable(
        "sbatch: error: Batch job submission failed: Unable to contact slurm controller (connect failure)",
      ),
    ).toBe(true);
    expect(
      slurmUnreachable("sbatch: error: Batch job submission failed: Invalid partition name specified"),
    ).toBe(false);
  });

  it("reads the result the batch script writes", () => {
    expect(parseResult("exit=3\nstartedMs=1000\nendedMs=1500\ntimedOut=0\ncpuMs=\n")).toEqual({
      exitCode: 3,
      startedMs: 1000,
      endedMs: 1500,
      timedOut: false,
      cgroupCpuMs: null,
      oomKilled: false,
    });
    expect(parseResult("").exitCode).toBeNull();
    expect(parseResult("exit=137\ntimedOut=0\ncpuMs=12\noomKilled=1\n").oomKilled).toBe(true);
    expect(parseResult("exit=124\ntimedOut=1\ncpuMs=42").timedOut).toBe(true);
  });

  it("knows the end states and Slurm's time limit with a margin", () => {
    expect(isEndState("COMPLETED")).toBe(true);
    expect(isEndState("OUT_OF_MEMORY")).toBe(true);
    expect(isEndState("RUNNING")).toBe(false);
    expect(slurmTimeMinutes(null)).toBeNull();
    expect(slurmTimeMinutes(1500)).toBe(3);
  });

  it("quotes the program and the environment in the batch script", () => {
    const script = batchScript(
      {
        workDir: "/w/a b/work",
        logDir: "/w/a b/logs",
        command: "/bin/echo",
        args: ["it's"],
        timeoutMs: 2000,
        maxOutputBytes: 10,
        memoryMb: 64,
        cpuCount: 1,
        env: { CRUCIBLE_METHOD: "x'y", "bad name": "z" },
      },
      ["/bin/echo", "it's"],
      null,
    );
    expect(script).toContain(`cd '/w/a b/work'`);
    expect(script).toContain(`timeout -k 5 2.000 '/bin/echo' 'it'\\''s' > '/w/a b/logs/stdout.log'`);
    expect(script).toContain(`export CRUCIBLE_METHOD='x'\\''y'`);
    expect(script).not.toContain("bad name");
    expect(script).toContain("ulimit -d 65536");
  });
});
