/**
 * A CPU meter per task: a cgroup of its own in the cpuacct hierarchy (cgroup v1) or in the unified
 * hierarchy (cgroup v2, whose cpu.stat always has usage_usec). The task's shell joins it before it
 * starts anything, so every process it ever starts is counted, whatever it does: a PID namespace,
 * setsid, a double fork or being killed at a timeout. Null when no hierarchy is writable here (not
 * root, a read-only /sys): the caller then estimates, see local.ts.
 */
import { access, mkdir, readFile, readdir, rmdir } from "node:fs/promises";
import path from "node:path";

export interface CpuMeter {
  /** The file the shell writes its pid into to join the cgroup. */
  readonly procsFile: string;
  /** CPU time of everything that ran in the cgroup, in ms; null when it cannot be read. */
  read(): Promise<number | null>;
  /** Kills what is left in the cgroup (stragglers outside the task's process group) and removes it. */
  close(): Promise<void>;
}

interface Hierarchy {
  readonly root: string;
  readonly usage: (dir: string) => Promise<number>;
}

const v1: Hierarchy = {
  root: "/sys/fs/cgroup/cpuacct",
  // cpuacct.usage: nanoseconds of CPU (user and system) of every task that ever ran in the group.
  usage: async (dir) => Number((await readFile(path.join(dir, "cpuacct.usage"), "utf8")).trim()) / 1e6,
};

const v2: Hierarchy = {
  root: "/sys/fs/cgroup",
  usage: async (dir) => {
    const stat = await readFile(path.join(dir, "cpu.stat"), "utf8");
    const match = /^usage_usec (\d+)$/m.exec(stat);
    if (!match) throw new Error("cpu.stat has no usage_usec");
    return Number(match[1]) / 1000;
  },
};

let base: Promise<{ hierarchy: Hierarchy; dir: string } | null> | undefined;

async function findBase(): Promise<{ hierarchy: Hierarchy; dir: string } | null> {
  for (const hierarchy of [v1, v2]) {
    const probe = hierarchy === v1 ? "cpuacct.usage" : "cgroup.controllers";
    try {
      await access(path.join(hierarchy.root, probe));
      const dir = path.join(hierarchy.root, "crucible");
      await mkdir(dir, { recursive: true });
      await sweepDeadGroups(dir);
      return { hierarchy, dir };
    } catch {
      // Not this hierarchy, or not writable here.
    }
  }
  return null;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Empty cgroups left by gateways that died (their names start with the gateway's pid). */
async function sweepDeadGroups(dir: string): Promise<void> {
  for (const name of await readdir(dir).catch(() => [])) {
    const pid = Number(name.split("-")[0]);
    if (Number.isInteger(pid) && pid > 0 && !alive(pid))
      await rmdir(path.join(dir, name)).catch(() => undefined);
  }
}

let counter = 0;

/** What the shell prints on fd 3 once it is in the cgroup. */
export const joinedMark = "cgroup-joined";

/** A fresh cgroup for one task, or null when this machine gives us none. */
export async function openCpuMeter(): Promise<CpuMeter | null> {
  base ??= findBase();
  const found = await base;
  if (!found) return null;
  const dir = path.join(found.dir, `${process.pid}-${Date.now()}-${++counter}`);
  try {
    await mkdir(dir);
  } catch {
    return null;
  }
  return {
    procsFile: path.join(dir, "cgroup.procs"),
    async read() {
      try {
        const ms = await found.hierarchy.usage(dir);
        return Number.isFinite(ms) ? ms : null;
      } catch {
        return null;
      }
    },
    async close() {
      // A cgroup can be removed only once it is empty; killed processes take a moment to go.
      for (let attempt = 0; attempt < 50; attempt++) {
        const pids = (await readFile(path.join(dir, "cgroup.procs"), "utf8").catch(() => ""))
          .split("\n")
          .filter(Boolean)
          .map(Number);
        for (const pid of pids) {
          try {
            process.kill(pid, "SIGKILL");
          } catch {
            // Already gone.
          }
        }
        try {
          await rmdir(dir);
          return;
        } catch {
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      }
    },
  };
}

/**
 * The start of the task's shell command: the shell moves itself into the cgroup before it starts
 * anything, and says on fd 3 that it did (a failed write is not a failed task: it is metered otherwise).
 */
export function joinCommand(meter: CpuMeter | null): string {
  if (!meter) return "";
  const file = `'${meter.procsFile.replace(/'/g, `'\\''`)}'`;
  return `(echo $$ > ${file}) 2>/dev/null && echo ${joinedMark} >&3; `;
}
