/**
 * Live job states. On the user side, while a job shown is preprocessing, pending or running, the
 * screen follows the jobs the caller reads over the live socket (subscription jobsChanged: their own
 * and those of their projects, whoever owns them, so a project's list updates live for every member):
 * each change lands in the Apollo cache by id, so the screen re-renders without asking. Only while the
 * socket is down (or refused the subscription) does the screen poll, slowly. The back office shows
 * every user's jobs, which user-side subscriptions do not carry: it polls every 2 s. When a job it was watching ends
 * (completed, terminated or cancelled), the screen shows a notice and refreshes what it shows (spec §4:
 * finished or terminated jobs prompt a refresh).
 */
import { useSubscription } from "@apollo/client/react";
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from "react";
import { useLocation } from "react-router-dom";
import type { TaskState } from "../../graphql";
import { JobsChangedDocument } from "../../graphql/__generated__/documents/live";
import { liveSocket } from "../../graphql/client";
import { isActive, isFinished } from "./states";
import { useNs } from "../../i18n";
import { jobsNs } from "./i18n";

/** The back office's refresh, and the user side's while its live socket is down. */
export const pollMs = 2000;
export const fallbackPollMs = 5000;

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

/** live: changes come over the socket; fallback: the socket is down, polling; polling: the back office. */
export type LiveMode = "live" | "fallback" | "polling";

/**
 * Follows `jobs` while any is active (live on the user side, polling as a fallback and in the back
 * office), and reports the jobs that went from active to finished since the last answer; `refresh`
 * runs once for each such answer. `text` says which way the screen is kept current (the LiveMark).
 */
export function useLiveJobs(
  jobs: readonly WatchedJob[] | null,
  query: Polling,
  refresh: () => void,
): {
  active: boolean;
  mode: LiveMode;
  text: string;
  notices: readonly FinishedNotice[];
  dismiss: () => void;
} {
  const { t } = useNs(jobsNs);
  const seen = useRef(new Map<string, TaskState>());
  const [notices, setNotices] = useState<readonly FinishedNotice[]>([]);
  const [refused, setRefused] = useState(false);
  const active = (jobs ?? []).some((job) => isActive(job.state));
  const userSide = !useLocation().pathname.startsWith("/system");
  const socketState = useSyncExternalStore(liveSocket.subscribe, liveSocket.state);
  const subscribed = userSide && active && !refused;
  useSubscription(JobsChangedDocument, {
    skip: !subscribed,
    // The cache merges each job by id; nothing else to do with the data here.
    onError: () => setRefused(true),
  });
  const mode: LiveMode = !userSide ? "polling" : subscribed && socketState === "open" ? "live" : "fallback";
  const { startPolling, stopPolling } = query;
  const refreshRef = useRef(refresh);
  useEffect(() => {
    refreshRef.current = refresh;
  }, [refresh]);

  useEffect(() => {
    if (!active || mode === "live") return;
    startPolling(mode === "polling" ? pollMs : fallbackPollMs);
    return () => stopPolling();
  }, [active, mode, startPolling, stopPolling]);

  // A refused subscription (a session that ended, say) is tried again the next time a job is active.
  useEffect(() => {
    if (!active) setRefused(false);
  }, [active]);

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
  const text =
    mode === "live"
      ? t("live.on")
      : t(mode === "polling" ? "live.polling" : "live.fallback", {
          seconds: (mode === "polling" ? pollMs : fallbackPollMs) / 1000,
        });
  return { active, mode, text, notices, dismiss };
}
