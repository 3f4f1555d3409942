/**
 * Job and task states (spec §4) as the screens use them: colours, which states are still moving,
 * and which actions a job's state allows (the same rules the gateway enforces).
 */
import type { SemanticCOLORS } from "semantic-ui-react";
import type { TaskState } from "../../graphql";

export const taskStates: readonly TaskState[] = [
  "prePending",
  "pending",
  "doing",
  "waiting",
  "done",
  "abort",
  "cancel",
];

/** Label colours (semantic-ui). */
export const stateColors: Record<TaskState, SemanticCOLORS> = {
  prePending: "grey",
  pending: "yellow",
  doing: "blue",
  waiting: "orange",
  done: "green",
  abort: "red",
  cancel: "brown",
};

/** The same colours as CSS values, for the task graph (fill, stroke). */
export const stateFills: Record<TaskState, { fill: string; stroke: string; text: string }> = {
  prePending: { fill: "#f3f4f5", stroke: "#a0a0a0", text: "#555555" },
  pending: { fill: "#fff8db", stroke: "#d9a800", text: "#6b5200" },
  doing: { fill: "#dff0ff", stroke: "#2185d0", text: "#0d4f80" },
  waiting: { fill: "#fff1e0", stroke: "#f2711c", text: "#8a3c00" },
  done: { fill: "#e5f9e7", stroke: "#21ba45", text: "#1a6b2e" },
  abort: { fill: "#ffe8e6", stroke: "#db2828", text: "#8a1a1a" },
  cancel: { fill: "#f4ece6", stroke: "#a5673f", text: "#6b4126" },
};

const activeStates: readonly TaskState[] = ["prePending", "pending", "doing", "waiting"];
const finishedStates: readonly TaskState[] = ["done", "abort", "cancel"];

/** Still preprocessing, waiting or running: the screens poll while a shown job is in one of these. */
export function isActive(state: TaskState): boolean {
  return activeStates.includes(state);
}

/** Completed, terminated or cancelled. */
export function isFinished(state: TaskState): boolean {
  return finishedStates.includes(state);
}

/** Only preprocessing or pending jobs can be cancelled (spec §4), and jobs waiting for an approval. */
export function canCancel(state: TaskState): boolean {
  return state === "prePending" || state === "pending" || state === "waiting";
}

/**
 * A running job can be stopped (its unfinished tasks end terminated, what ran keeps its outputs). The
 * gateway also stops a job that waits, but the screens offer cancel for that (spec §4).
 */
export function canStop(state: TaskState): boolean {
  return state === "doing";
}

/** A waiting or running task can be stopped on its own. */
export function canStopTask(state: TaskState): boolean {
  return isActive(state);
}

/** A terminated or cancelled job can be reset: its unfinished tasks run again. */
export function canReset(state: TaskState): boolean {
  return state === "abort" || state === "cancel";
}

/** A finished job (done, terminated or cancelled) can be restarted: every task runs again. */
export function canRestart(state: TaskState): boolean {
  return isFinished(state);
}

/** A terminated task is repaired (new arguments) and runs again. */
export function canRepair(state: TaskState): boolean {
  return state === "abort";
}
