/**
 * Live job states: while a job shown is preprocessing, pending or running, the screen's query polls
 * (every 2 s); when a job it was watching ends (completed, terminated or cancelled), the screen shows
 * a notice and refreshes what it shows (spec §4: finished or terminated jobs prompt a refresh).
 */
import { useCallback, useEffect, useRef, useState } from "react";
import type { TaskState } from "../../graphql";
import { isActive, isFinished } from "./states";

export const pollMs = 2000;

export interface WatchedJob {
  readonly id: string;
  readonly name: string;
  readonly state: TaskState;
}

export interface FinishedNotice {
  readonly id: string;
  readonly name: string;
  readonly state: TaskState;
}

interface Polling {
  readonly startPolling: (ms: number) => void;
  readonly stopPolling: () => void;
}

/**
 * Polls while any of `jobs` is active, and reports the jobs that went from active to finished since
 * the last answer; `refresh` runs once for each such answer.
 */
export function useLiveJobs(
  jobs: readonly WatchedJob[] | null,
  query: Polling,
  refresh: () => void,
): { active: boolean; notices: readonly FinishedNotice[]; dismiss: () => void } {
  const seen = useRef(new Map<string, TaskState>());
  const [notices, setNotices] = useState<readonly FinishedNotice[]>([]);
  const active = (jobs ?? []).some((job) => isActive(job.state));
  const { startPolling, stopPolling } = query;
  const refreshRef = useRef(refresh);
  useEffect(() => {
    refreshRef.current = refresh;
  }, [refresh]);

  useEffect(() => {
    if (!active) return;
    startPolling(pollMs);
    return () => stopPolling();
  }, [active, startPolling, stopPolling]);

  useEffect(() => {
    if (!jobs) return;
    const ended: FinishedNotice[] = [];
    for (const job of jobs) {
      const before = seen.current.get(job.id);
      if (before !== undefined && isActive(before) && isFinished(job.state)) {
        ended.push({ id: job.id, name: job.name, state: job.state });
      }
      seen.current.set(job.id, job.state);
    }
    if (ended.length === 0) return;
    setNotices((current) => [...current.filter((n) => !ended.some((e) => e.id === n.id)), ...ended]);
    refreshRef.current();
  }, [jobs]);

  const dismiss = useCallback(() => setNotices([]), []);
  return { active, notices, dismiss };
}
