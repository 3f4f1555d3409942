/** The executor's poller: one squeue call per round for every Slurm job it tracks. */
import { parseSqueue, squeueFormat, type SqueueRow } from "./slurmParse.js";
import { command, type SlurmStats } from "./slurmShell.js";

/** What the poller tells a run about its job at each round. */
export type Sighting =
  | { kind: "row"; row: SqueueRow }
  /** Slurm does not know the job (never, or no longer: past MinJobAge, or a controller that lost it). */
  | { kind: "unknown" }
  /** squeue failed (the controller is down): nothing is known. */
  | { kind: "unreachable"; message: string };

/** A run following its job: told what each round saw of it. */
export interface Watch {
  see(sighting: Sighting): Promise<void>;
}

/** One squeue call per round for every job this executor tracks (in chunks of 500 ids). */
export function createPoller(pollMs: number, stats: SlurmStats, log: (message: string) => void) {
  const watches = new Map<string, Set<Watch>>();
  let timer: NodeJS.Timeout | null = null;
  let polling = false;

  const round = async () => {
    const ids = [...watches.keys()];
    const sightings = new Map<string, Sighting>();
    for (let at = 0; at < ids.length; at += 500) {
      const chunk = ids.slice(at, at + 500);
      stats.squeue += 1;
      const result = await command("squeue", ["-h", "-t", "all", "-j", chunk.join(","), "-o", squeueFormat]);
      if (result.code === 0 || /invalid job id/i.test(result.stderr)) {
        const rows = result.code === 0 ? parseSqueue(result.stdout) : new Map<string, SqueueRow>();
        for (const id of chunk) {
          const row = rows.get(id);
          sightings.set(id, row ? { kind: "row", row } : { kind: "unknown" });
        }
      } else {
        const message = result.stderr.trim() || `squeue answered ${result.code}`;
        log(`squeue failed: ${message}`);
        for (const id of chunk) sightings.set(id, { kind: "unreachable", message });
      }
    }
    await Promise.all(
      ids.flatMap((id) => {
        const sighting = sightings.get(id);
        return sighting ? [...(watches.get(id) ?? [])].map((watch) => watch.see(sighting)) : [];
      }),
    );
  };

  const schedule = () => {
    if (timer || watches.size === 0) return;
    timer = setTimeout(() => {
      timer = null;
      if (polling) return schedule();
      polling = true;
      round()
        .catch((error: unknown) =>
          log(`polling Slurm failed: ${error instanceof Error ? error.message : String(error)}`),
        )
        .finally(() => {
          polling = false;
          schedule();
        });
    }, pollMs);
  };

  return {
    add(jobId: string, watch: Watch) {
      let set = watches.get(jobId);
      if (!set) watches.set(jobId, (set = new Set()));
      set.add(watch);
      schedule();
    },
    remove(jobId: string, watch: Watch) {
      const set = watches.get(jobId);
      set?.delete(watch);
      if (set && set.size === 0) watches.delete(jobId);
      if (watches.size === 0 && timer) {
        clearTimeout(timer);
        timer = null;
      }
    },
  };
}

/** A poller of one executor. */
export type Poller = ReturnType<typeof createPoller>;
