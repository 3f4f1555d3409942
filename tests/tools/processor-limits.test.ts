/**
 * Processors are metered and bounded, and their outputs are never silently lost (issue 8, items 2
 * and 3): the CPU of the whole sandboxed process tree is metered and charged; the work folder has a
 * size and a file cap; a user's processor always has a time limit; the scheduler does not claim
 * when the disk is nearly full; work folders of dead workers are swept; the sandbox's environment
 * names no host path; declared outputs written at the top of the work folder are kept, and a
 * missing one fails the task with its name.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { chmod, mkdir, mkdtemp, readFile, readdir, rm, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { processors as processorRows } from "../../gateway/src/db/modules.js";
import {
  createScheduler,
  defaultSchedulerOptions,
  type Scheduler,
  localExecutors,
} from "../../gateway/src/domain/scheduler/scheduler.js";
import type { Services } from "../../gateway/src/domain/context.js";
import { createLocalExecutor } from "../../gateway/src/executors/local.js";
import { createSandboxExecutor } from "../../gateway/src/executors/sandbox.js";
import type { Executor } from "../../gateway/src/executors/types.js";
import { claimWorkerFolder } from "../../gateway/src/executors/workFolder.js";
import { startApp, type TestApp } from "../support/app.js";
import {
  createSystemUser,
  registerBody,
  registerUser,
  waitFor,
  type NormalUser,
} from "../support/factories.js";
import { killHard, startGatewayProcess, type GatewayProcess } from "../support/gatewayProcess.js";
import { Client, gqlCode } from "../support/http.js";
import { fileForm } from "../support/images.js";

let t: TestApp;
let alice: NormalUser;
let bob: NormalUser;
let sandboxDir = "";
let local: Executor;
let sandbox: Executor;
let scheduler: Scheduler;
const logged: string[] = [];

/** Small caps so that the tests write little. */
const maxMb = 4;
const maxFiles = 200;

interface TaskView {
  key: string;
  state: string;
  reason: string | null;
  tokens: number;
  cpuMs: number;
  wallMs: number;
  stdoutUrl: string | null;
  outputs: { name: string; readUrl: string }[];
}
interface JobView {
  id: string;
  state: string;
  tasks: TaskView[];
}

const jobQuery = `query($id: ID!) { job(id: $id) { id state tasks { key state reason tokens cpuMs wallMs stdoutUrl outputs { name readUrl } } } }`;

function schedulerOn(services: Services, executors = { local, sandbox }): Scheduler {
  return createScheduler(
    services,
    localExecutors(executors.local, executors.sandbox),
    (message) => logged.push(message),
    { ...defaultSchedulerOptions, concurrency: 2, maxOutputBytes: 256 * 1024 },
  );
}

async function readJob(user: NormalUser, id: string): Promise<JobView> {
  return (await user.client.gqlData<{ job: JobView }>(jobQuery, { id })).job;
}

async function settle(user: NormalUser, jobId: string, by: Scheduler = scheduler): Promise<JobView> {
  for (let i = 0; i < 400; i++) {
    await by.tick();
    await by.idle();
    const job = await readJob(user, jobId);
    if (["done", "abort", "cancel"].includes(job.state)) return job;
  }
  throw new Error(`job ${jobId} did not settle`);
}

async function text(client: Client, url: string): Promise<string> {
  const response = await client.fetch(url);
  expect(response.status).toBe(200);
  return response.text();
}

const createProcessor = `mutation($input: ProcessorInput!) { createProcessor(input: $input) { id timeoutSeconds } }`;
const updateProcessor = `mutation($id: ID!, $input: ProcessorInput!) { updateProcessor(id: $id, input: $input) { id timeoutSeconds } }`;

const processorInput = (name: string, outputs: string[], timeoutSeconds = 60) => ({
  name,
  args: [],
  outputs: outputs.map((output) => ({ name: output, label: output, format: "txt" })),
  timeoutSeconds,
});

async function processorWith(
  name: string,
  script: string,
  options: { outputs?: string[]; timeoutSeconds?: number } = {},
): Promise<string> {
  const { createProcessor: created } = await alice.client.gqlData<{ createProcessor: { id: string } }>(
    createProcessor,
    { input: processorInput(name, options.outputs ?? [], options.timeoutSeconds) },
  );
  const upload = await alice.client.rest<{ ExeName: string }>(
    `/api/workflow_job_task_processor_exe/upload_file?ProcessorId=${created.id}`,
    undefined,
    {
      headers: { "x-crucible-csrf": "1" },
      raw: fileForm("file", `${name}.sh`, Buffer.from(script), "text/x-shellscript"),
    },
  );
  expect(upload.body.Error).toBeNull();
  return created.id;
}

async function submit(processorId: string): Promise<string> {
  const { submitJob } = await alice.client.gqlData<{ submitJob: { id: string } }>(
    `mutation($input: JobInput!) { submitJob(input: $input) { id } }`,
    { input: { name: "limits", tasks: [{ key: "p", processorId, args: {} }] } },
  );
  return submitJob.id;
}

async function runProcessor(processorId: string, by: Scheduler = scheduler): Promise<TaskView> {
  return (await settle(alice, await submit(processorId), by)).tasks[0]!;
}

/**
 * A shell loop that stops once the shell itself has used `seconds` of CPU (its own `times`), so the
 * CPU it burns does not depend on how busy the machine is.
 */
const burn = (seconds: number) =>
  [
    "burn() {",
    "  while :; do",
    "    i=0; while [ $i -lt 20000 ]; do i=$((i+1)); done",
    // $(times) would run in a subshell and report the subshell's own, empty, times.
    "    times > .times; read u rest < .times; m=${u%%m*}; s=${u#*m}; s=${s%%.*}",
    `    [ $((m * 60 + s)) -ge ${seconds} ] && return`,
    "  done",
    "}",
    "burn",
  ].join("\n");

beforeAll(async () => {
  sandboxDir = await mkdtemp(path.join(tmpdir(), "crucible-limits-"));
  t = await startApp({
    env: {
      CRUCIBLE_SCHEDULER: "false",
      CRUCIBLE_SANDBOX_DIR: sandboxDir,
      CRUCIBLE_PROCESSOR_WORK_MAX_MB: String(maxMb),
      CRUCIBLE_PROCESSOR_WORK_MAX_FILES: String(maxFiles),
    },
  });
  local = createLocalExecutor();
  // CI installs bubblewrap (.ci/run); without it processors cannot run and this suite must fail.
  const found = createSandboxExecutor(local);
  if (!found) throw new Error("bubblewrap (bwrap) is not usable on this machine");
  sandbox = found;
  scheduler = schedulerOn(t.app.services);
  alice = await registerUser(t);
  bob = await registerUser(t);
});
afterAll(async () => {
  await scheduler?.stop();
  await t?.stop();
  if (sandboxDir) await rm(sandboxDir, { recursive: true, force: true });
});

// Processors that burn seconds of CPU, on a machine that may be busy.
describe("processor CPU metering", { timeout: 90_000 }, () => {
  it("counts the CPU of the whole sandboxed process tree and charges it", async () => {
    const id = await processorWith("burner", `#!/bin/sh\n${burn(2)}\necho ok > outputs/result.txt\n`, {
      outputs: ["result.txt"],
    });
    const balance = async () =>
      (await alice.client.ok<{ Balance: number }>("/api/user/token_balance")).Balance;
    const before = await balance();
    const task = await runProcessor(id);
    expect([task.state, task.reason]).toEqual(["done", null]);
    // The shell alone used 2 s of CPU: bubblewrap's PID namespace no longer hides it.
    expect(task.cpuMs).toBeGreaterThanOrEqual(1500);
    // TaskProcessorMethod is 1 token per CPU-second by default.
    expect(task.tokens).toBe(Math.ceil(task.cpuMs / 1000));
    expect(await balance()).toBe(before - task.tokens);
  });

  it("counts the CPU of a processor ended by its timeout", async () => {
    const id = await processorWith("burn-then-hang", `#!/bin/sh\n${burn(1)}\nsleep 600\n`, {
      timeoutSeconds: 15,
    });
    const task = await runProcessor(id);
    expect([task.state, task.reason]).toEqual(["abort", "timed out after 15 s"]);
    expect(task.cpuMs).toBeGreaterThanOrEqual(1000);
    expect(task.tokens).toBe(Math.ceil(task.cpuMs / 1000));
  });

  it("without a cgroup, samples the process tree and never counts less than the wall time", async () => {
    const uncounted = createLocalExecutor({ cgroups: false });
    const estimating = schedulerOn(t.app.services, {
      local: uncounted,
      sandbox: createSandboxExecutor(uncounted)!,
    });
    try {
      const burner = await processorWith("burner-estimated", `#!/bin/sh\n${burn(2)}\n`);
      const burnt = await runProcessor(burner, estimating);
      expect(burnt.state).toBe("done");
      expect(burnt.cpuMs).toBeGreaterThanOrEqual(1500);
      expect(burnt.cpuMs).toBeGreaterThanOrEqual(burnt.wallMs);
      // A sleeper used next to no CPU, but what cannot be measured is charged as one CPU for its time.
      const sleeper = await processorWith("sleeper-estimated", "#!/bin/sh\nsleep 2\n");
      const slept = await runProcessor(sleeper, estimating);
      expect(slept.state).toBe("done");
      expect(slept.wallMs).toBeGreaterThanOrEqual(2000);
      expect(slept.cpuMs).toBeGreaterThanOrEqual(slept.wallMs);
      expect(slept.tokens).toBe(Math.ceil(slept.cpuMs / 1000));
    } finally {
      await estimating.stop();
    }
  });
});

describe("processor process limits", () => {
  it("keep one processor's fork bomb from stopping another processor started beside it", async () => {
    const bomb = await processorWith("bomb", "#!/bin/bash\nf() { f | f & }\nf\nsleep 60\n", {
      timeoutSeconds: 8,
    });
    const neighbour = await processorWith("neighbour", "#!/bin/sh\n/bin/echo fine > outputs/result.txt\n", {
      outputs: ["result.txt"],
    });
    const bombJob = await submit(bomb);
    await scheduler.tick();
    // The neighbour starts once the bomb has had time to reach its process limit.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    const neighbourJob = await settle(alice, await submit(neighbour));
    expect([neighbourJob.tasks[0]!.state, neighbourJob.tasks[0]!.reason]).toEqual(["done", null]);
    const bombed = await settle(alice, bombJob);
    expect([bombed.tasks[0]!.state, bombed.tasks[0]!.reason]).toEqual(["abort", "timed out after 8 s"]);
  });
});

describe("processor work folder caps", () => {
  it("aborts a processor that writes past the size cap, naming the cap, whatever its exit code", async () => {
    const id = await processorWith(
      "filler",
      `#!/bin/sh\ndd if=/dev/zero of=big bs=1M count=${maxMb * 4} 2>/dev/null\necho ok > outputs/result.txt\nexit 0\n`,
      { outputs: ["result.txt"] },
    );
    const task = await runProcessor(id);
    expect(task.state).toBe("abort");
    expect(task.reason).toBe(
      `the work folder went over its cap of ${maxMb} MiB (${maxMb * 1024 * 1024} bytes)`,
    );
  });

  it("aborts a processor that creates too many files", async () => {
    const id = await processorWith(
      "spawner",
      `#!/bin/sh\ni=0\nwhile [ $i -lt ${maxFiles * 3} ]; do : > f$i 2>/dev/null; i=$((i+1)); done\nexit 0\n`,
    );
    const task = await runProcessor(id);
    expect([task.state, task.reason]).toEqual([
      "abort",
      `the work folder went over its cap of ${maxFiles} files`,
    ]);
  });

  it("lets a processor write up to its caps on top of its inputs", async () => {
    const id = await processorWith(
      "modest",
      `#!/bin/sh\nset -e\ndd if=/dev/zero of=outputs/half.bin bs=1M count=${maxMb / 2} 2>/dev/null\ni=0\nwhile [ $i -lt ${maxFiles / 2} ]; do : > f$i; i=$((i+1)); done\n`,
      { outputs: ["half.bin"] },
    );
    const task = await runProcessor(id);
    expect([task.state, task.reason]).toEqual(["done", null]);
    expect(task.outputs.map((o) => o.name)).toEqual(["half.bin"]);
  });
});

describe("processor work folder caps without a tmpfs (CRUCIBLE_PROCESSOR_WORK_TMPFS=false)", () => {
  it("end a processor over its size or its file cap all the same", async () => {
    const services = t.app.services;
    const watched = schedulerOn({ ...services, config: { ...services.config, processorWorkTmpfs: false } });
    try {
      const filler = await processorWith(
        "filler-watched",
        `#!/bin/sh\ndd if=/dev/zero of=big bs=1M count=${maxMb * 4} 2>/dev/null\nexit 0\n`,
      );
      const filled = await runProcessor(filler, watched);
      expect([filled.state, filled.reason]).toEqual([
        "abort",
        `the work folder went over its cap of ${maxMb} MiB (${maxMb * 1024 * 1024} bytes)`,
      ]);
      const spawner = await processorWith(
        "spawner-watched",
        `#!/bin/sh\ni=0\nwhile [ $i -lt ${maxFiles * 3} ]; do : > f$i; i=$((i+1)); done\nexit 0\n`,
      );
      const spawned = await runProcessor(spawner, watched);
      expect([spawned.state, spawned.reason]).toEqual([
        "abort",
        `the work folder went over its cap of ${maxFiles} files`,
      ]);
    } finally {
      await watched.stop();
    }
  });
});

describe("processor outputs", () => {
  it("keeps a declared output written at the top of the work folder", async () => {
    const id = await processorWith("top", `#!/bin/sh\nprintf 'a,b\\n1,2\\n' > table.csv\n`, {
      outputs: ["table.csv"],
    });
    const task = await runProcessor(id);
    expect([task.state, task.reason]).toEqual(["done", null]);
    expect(task.outputs.map((o) => o.name)).toEqual(["table.csv"]);
    expect(await text(alice.client, task.outputs[0]!.readUrl)).toBe("a,b\n1,2\n");
  });

  it("fails a run that exits 0 without a declared output, naming it, and charges the CPU it used", async () => {
    const id = await processorWith("forgetful", `#!/bin/sh\necho ok > outputs/other.txt\n`, {
      outputs: ["table.csv", "other.txt"],
    });
    const task = await runProcessor(id);
    expect(task.state).toBe("abort");
    expect(task.reason).toBe("missing declared output table.csv: write it to outputs/table.csv");
    // What was written is still kept, and the CPU was used: it is charged like any failed run.
    expect(task.outputs.map((o) => o.name)).toEqual(["other.txt"]);
    expect(task.tokens).toBeGreaterThanOrEqual(1);
  });

  it("does not follow a link planted as a declared output", async () => {
    const id = await processorWith("linker", `#!/bin/sh\nln -s /etc/passwd table.csv\n`, {
      outputs: ["table.csv"],
    });
    const task = await runProcessor(id);
    expect(task.state).toBe("abort");
    expect(task.reason).toMatch(/^missing declared output table\.csv/);
    expect(task.outputs).toEqual([]);
  });
});

describe("the sandbox's environment", () => {
  it("names no host path: environment, arguments and mounts are /work-relative", async () => {
    const id = await processorWith(
      "env",
      `#!/bin/sh\nenv\npwd\ncat args.json\ncat /proc/self/mountinfo\necho ok > outputs/result.txt\n`,
      { outputs: ["result.txt"] },
    );
    const task = await runProcessor(id);
    expect(task.state).toBe("done");
    const stdout = await text(alice.client, task.stdoutUrl!);
    expect(stdout).toContain("HOME=/work\n");
    expect(stdout).toContain("PWD=/work\n");
    for (const host of [t.app.services.config.repoRoot, t.app.services.config.dataDir, sandboxDir, "/tmp/"]) {
      expect(stdout).not.toContain(host);
    }
  });
});

describe("user namespaces in the sandbox", () => {
  it("refuses a new one: unshare -r does not make the processor root of a namespace of its own", async () => {
    const id = await processorWith(
      "userns",
      `#!/bin/sh\nunshare -r id -u && echo became-root\nunshare -U true || echo refused\nexit 0\n`,
    );
    const task = await runProcessor(id);
    expect(task.state).toBe("done");
    const stdout = await text(alice.client, task.stdoutUrl!);
    expect(stdout).not.toContain("became-root");
    expect(stdout).toBe("refused\n");
  }, 180_000);
});

describe("processor timeouts", () => {
  it("refuses a user's processor without a positive time limit, on create and on update", async () => {
    for (const timeoutSeconds of [0, -1]) {
      const created = await alice.client.gql(createProcessor, {
        input: processorInput(`none-${timeoutSeconds}`, [], timeoutSeconds),
      });
      expect(gqlCode(created)).toBe("ServerInvalidParameter");
    }
    const { createProcessor: ok } = await alice.client.gqlData<{
      createProcessor: { id: string; timeoutSeconds: number };
    }>(createProcessor, { input: { name: "defaulted", args: [], outputs: [] } });
    // Without a timeout in the input, a user's processor gets the default limit.
    expect(ok.timeoutSeconds).toBe(3600);
    const update = await alice.client.gql(updateProcessor, {
      id: ok.id,
      input: processorInput("defaulted", [], 0),
    });
    expect(gqlCode(update)).toBe("ServerInvalidParameter");
    // Another user's processor answers like a missing one, not signed in is refused.
    const bobs = await bob.client.gql(updateProcessor, { id: ok.id, input: processorInput("x", [], 10) });
    expect(gqlCode(bobs)).toBe("DBDataNotExist");
    const anonymous = await t.client().gql(createProcessor, { input: processorInput("anon", [], 10) });
    expect(gqlCode(anonymous)).toBe("DBUserNoLogin");
  });

  it("lets a system processor have no time limit, with the permission only", async () => {
    const admin = await t.admin();
    const createSys = `mutation($input: ProcessorInput!) { createSysProcessor(input: $input) { id timeoutSeconds } }`;
    const created = await admin.gqlData<{ createSysProcessor: { timeoutSeconds: number } }>(createSys, {
      input: processorInput("system-unbounded", [], 0),
    });
    expect(created.createSysProcessor.timeoutSeconds).toBe(0);
    const reader = await createSystemUser(t, admin, ["Workflow.Job.Task.Processor.Read"]);
    expect(gqlCode(await reader.client.gql(createSys, { input: processorInput("denied", [], 0) }))).toBe(
      "DBPermDenied",
    );
  });

  it("still runs a user's processor saved with no time limit before the rule (under the default one)", async () => {
    const id = await processorWith("legacy", "#!/bin/sh\necho ok\n");
    // A row saved before the rule: the database still holds a 0.
    await t.app.services.db
      .update(processorRows)
      .set({ timeoutSeconds: 0 })
      .where(eq(processorRows.id, Number(id)));
    const task = await runProcessor(id);
    expect([task.state, task.reason]).toEqual(["done", null]);
  });
});

describe("the scheduler and the disk", () => {
  it("does not claim while free disk is under the threshold, and claims once there is room", async () => {
    const id = await processorWith("patient", "#!/bin/sh\necho ok\n");
    const jobId = await submit(id);
    const services = t.app.services;
    // The same gateway's services with a threshold no disk meets.
    const starved = schedulerOn({
      ...services,
      config: { ...services.config, minFreeDiskBytes: Number.MAX_SAFE_INTEGER },
    });
    try {
      await starved.tick();
      await starved.tick();
      await starved.idle();
      expect((await readJob(alice, jobId)).tasks[0]!.state).toBe("pending");
      expect(logged.filter((line) => line.startsWith("not claiming tasks"))).toHaveLength(1);
    } finally {
      await starved.stop();
    }
    const job = await settle(alice, jobId);
    expect(job.tasks[0]!.state).toBe("done");
  });
});

describe("work folders after a crash", () => {
  it("are swept when a worker starts, tmpfs mounts included; live workers' folders stay", async () => {
    // A worker whose process is gone (a pid that ended) left a task's folder with a mounted tmpfs.
    const ended = spawnSync("/bin/true");
    expect(ended.status).toBe(0);
    const dead = path.join(sandboxDir, "w-sandbox-dead");
    const deadWork = path.join(dead, "1-p-1-1", "work");
    await mkdir(deadWork, { recursive: true });
    await writeFile(path.join(dead, "owner.json"), JSON.stringify({ pid: ended.pid, start: "1" }));
    expect(spawnSync("mount", ["-t", "tmpfs", "-o", "size=1m", "crucible-work", deadWork]).status).toBe(0);
    await writeFile(path.join(deadWork, "left.txt"), "left behind");
    // The same in the data folder's work root, and one without any owner mark.
    const dataDead = path.join(t.app.services.config.dataDir, "work", "w-local-dead");
    await mkdir(path.join(dataDead, "2-p-1-1", "work"), { recursive: true });
    // Folders of the layout before worker folders, a day old, go too; a fresh one stays.
    const legacy = path.join(sandboxDir, "3-p-1-1");
    const legacyData = path.join(t.app.services.config.dataDir, "work", "4");
    const fresh = path.join(sandboxDir, "5-p-1-1");
    for (const dir of [legacy, legacyData, fresh]) await mkdir(dir, { recursive: true });
    const dayAgo = new Date(Date.now() - 25 * 3600 * 1000);
    for (const dir of [legacy, legacyData]) await utimes(dir, dayAgo, dayAgo);
    // A live worker (this process) keeps its folder.
    const live = await claimWorkerFolder(sandboxDir, "sandbox-live", 0o711);
    await chmod(live, 0o711);
    const restarted = schedulerOn(t.app.services);
    try {
      await restarted.tick();
      expect(existsSync(dead)).toBe(false);
      expect(existsSync(dataDead)).toBe(false);
      expect(existsSync(live)).toBe(true);
      expect([existsSync(legacy), existsSync(legacyData), existsSync(fresh)]).toEqual([false, false, true]);
      const mounts = spawnSync("cat", ["/proc/self/mountinfo"]).stdout.toString();
      expect(mounts).not.toContain(dead);
    } finally {
      await restarted.stop();
      await rm(live, { recursive: true, force: true });
    }
  });
});

/** Mount points under `dir` in this machine's mount table. */
async function mountsUnder(dir: string): Promise<string[]> {
  const table = await readFile("/proc/self/mountinfo", "utf8");
  return table
    .split("\n")
    .map((line) => line.split(" ")[4] ?? "")
    .filter((point) => point.startsWith(`${dir}/`));
}

describe("a gateway killed with SIGKILL while a processor runs", () => {
  const started: GatewayProcess[] = [];
  let crashData = "";
  let crashSandbox = "";
  afterAll(async () => {
    for (const gateway of started) await killHard(gateway);
    if (crashData) await rm(crashData, { recursive: true, force: true });
    if (crashSandbox) await rm(crashSandbox, { recursive: true, force: true });
  });

  it("leaves its tmpfs work folder behind, and the restarted gateway sweeps it and reruns the task", async () => {
    crashData = await mkdtemp(path.join(tmpdir(), "crucible-limits-crash-"));
    crashSandbox = await mkdtemp(path.join(tmpdir(), "crucible-limits-crash-sandbox-"));
    const env = { CRUCIBLE_SANDBOX_DIR: crashSandbox, CRUCIBLE_TASK_LEASE_SECONDS: "3" };
    const start = async () => {
      const gateway = await startGatewayProcess(crashData, env);
      started.push(gateway);
      return gateway;
    };
    const first = await start();
    const client = new Client(first.url);
    const account = registerBody();
    await client.ok("/api/user/register", account);
    await client.ok("/api/user/login", { Account: account.Account, Password: account.Password });
    const { createProcessor: created } = await client.gqlData<{ createProcessor: { id: string } }>(
      createProcessor,
      { input: processorInput("slow", ["result.txt"], 120) },
    );
    const script = "#!/bin/sh\nsleep 3\necho finished > outputs/result.txt\n";
    const upload = await client.rest(
      `/api/workflow_job_task_processor_exe/upload_file?ProcessorId=${created.id}`,
      undefined,
      {
        headers: { "x-crucible-csrf": "1" },
        raw: fileForm("file", "slow.sh", Buffer.from(script), "text/x-shellscript"),
      },
    );
    expect(upload.body.Error).toBeNull();
    const { submitJob } = await client.gqlData<{ submitJob: { id: string } }>(
      `mutation($input: JobInput!) { submitJob(input: $input) { id } }`,
      { input: { name: "crash", tasks: [{ key: "p", processorId: created.id, args: {} }] } },
    );
    // The task runs in a tmpfs under the first gateway's worker folder.
    const [mounted] = await waitFor("the task's tmpfs", async () => {
      const points = await mountsUnder(crashSandbox);
      return points.length > 0 ? points : null;
    });
    const deadFolder = path.join(crashSandbox, path.relative(crashSandbox, mounted!).split(path.sep)[0]!);
    await killHard(first);
    expect(existsSync(deadFolder)).toBe(true);

    const second = await start();
    const resumed = new Client(second.url);
    for (const [name, value] of client.cookies) resumed.cookies.set(name, value);
    // The restarted worker sweeps the dead one's folder (unmounting its tmpfs) on its first tick...
    await waitFor("the dead worker's folder to go", async () => (existsSync(deadFolder) ? null : true));
    expect(await mountsUnder(deadFolder)).toEqual([]);
    // ...and, once the lease ran out, runs the task again to the end.
    const job = await waitFor("the job to finish", async () => {
      const { job: current } = await resumed.gqlData<{ job: JobView }>(jobQuery, { id: submitJob.id });
      return ["done", "abort", "cancel"].includes(current.state) ? current : null;
    });
    expect([job.state, job.tasks[0]!.reason]).toEqual(["done", null]);
    // The worker folders left are the live gateway's only.
    const left = (await readdir(crashSandbox)).filter((name) => name.startsWith("w-"));
    expect(left).toHaveLength(1);
    await killHard(second);
  }, 180_000);
});
