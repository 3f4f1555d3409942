/**
 * The task DAG of a job as SVG: layers left to right (graphLayout.ts), each task a box coloured by its
 * state with its name and what it runs, links as curves with arrows (their outputs in the tooltip).
 * A task is selected by click or by Enter/Space; text is rendered by React (escaped).
 */
import { useMemo } from "react";
import type { TaskState } from "../../graphql";
import { edgesOf, layoutGraph, nodeHeight, nodeWidth } from "./graphLayout";
import { stateFills } from "./states";
import { outputLinks, runnerOf, type JobTask } from "./taskArgs";
import { useNs } from "../../i18n";
import { jobsNs } from "./i18n";

function clip(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** What the queue query adds to a task: its place while pending, the job it reused a run from. */
export interface TaskQueueInfo {
  readonly queuePosition: number | null;
  readonly reusedFromJobId: string | null;
  readonly reusedFromTaskId: string | null;
}

export function TaskGraph(props: {
  tasks: readonly JobTask[];
  selected: string | null;
  onSelect: (key: string) => void;
  /** By task key (estimates.graphql fields, asked apart from the job so the graph never waits on them). */
  queue?: ReadonlyMap<string, TaskQueueInfo>;
}) {
  const { t, i18n } = useNs(jobsNs);
  const zh = i18n.language === "zh-CN";
  const { tasks } = props;
  const layout = useMemo(() => layoutGraph(tasks, edgesOf(tasks, outputLinks(tasks))), [tasks]);
  const byKey = useMemo(() => new Map(tasks.map((task) => [task.key, task])), [tasks]);
  const markerStates: readonly TaskState[] = [
    "prePending",
    "pending",
    "doing",
    "waiting",
    "done",
    "abort",
    "cancel",
  ];

  return (
    <div className="task-graph-scroll" data-testid="task-graph">
      <svg
        className="task-graph"
        width={layout.width}
        height={layout.height}
        viewBox={`0 0 ${layout.width} ${layout.height}`}
        role="group"
        aria-label={t("graph.label")}
      >
        <defs>
          {markerStates.map((state) => (
            <marker
              key={state}
              id={`task-arrow-${state}`}
              viewBox="0 0 10 10"
              refX="9"
              refY="5"
              markerWidth="7"
              markerHeight="7"
              orient="auto-start-reverse"
            >
              <path d="M 0 0 L 10 5 L 0 10 z" fill={stateFills[state].stroke} />
            </marker>
          ))}
        </defs>
        {layout.edges.map((edge) => {
          const from = byKey.get(edge.from);
          const state = from?.state ?? "prePending";
          const title =
            edge.outputs.length > 0
              ? t("graph.linkOutputs", {
                  from: edge.from,
                  to: edge.to,
                  outputs: edge.outputs.join(", "),
                })
              : t("graph.link", { from: edge.from, to: edge.to });
          return (
            <path
              key={`${edge.from}->${edge.to}`}
              d={edge.path}
              className="task-edge"
              stroke={stateFills[state].stroke}
              markerEnd={`url(#task-arrow-${state})`}
              data-testid={`task-edge-${edge.from}-${edge.to}`}
            >
              <title>{title}</title>
            </path>
          );
        })}
        {layout.nodes.map((node) => {
          const task = byKey.get(node.key);
          if (!task) return null;
          const colors = stateFills[task.state];
          const selected = props.selected === task.key;
          const runner = runnerOf(task, zh);
          const stateText = t(`states.${task.state}`);
          const info = props.queue?.get(task.key);
          return (
            <g
              key={task.key}
              transform={`translate(${node.x}, ${node.y})`}
              className={selected ? "task-node selected" : "task-node"}
              role="button"
              tabIndex={0}
              aria-pressed={selected}
              aria-label={t("graph.task", { key: task.key, state: stateText })}
              onClick={() => props.onSelect(task.key)}
              onKeyDown={(event) => {
                if (event.key === "Enter" || event.key === " ") {
                  event.preventDefault();
                  props.onSelect(task.key);
                }
              }}
              data-testid={`task-node-${task.key}`}
              data-state={task.state}
            >
              <title>
                {`${task.key} · ${runner.name} · ${stateText}`}
                {info?.reusedFromJobId
                  ? ` · ${t("reused.from", { job: info.reusedFromJobId, task: info.reusedFromTaskId ?? "" })}`
                  : ""}
              </title>
              <rect
                width={nodeWidth}
                height={nodeHeight}
                rx={8}
                fill={colors.fill}
                stroke={selected ? "#1b1c1d" : colors.stroke}
                strokeWidth={selected ? 3 : 1.5}
              />
              <rect width={6} height={nodeHeight} rx={3} fill={colors.stroke} />
              <text x={16} y={21} className="task-node-key" fill="#1b1c1d">
                {clip(task.key, 22)}
              </text>
              <text x={16} y={38} className="task-node-runner" fill="#555555">
                {clip(runner.name || t("task.unknownRunner"), 26)}
              </text>
              <text x={16} y={52} className="task-node-state" fill={colors.text}>
                {task.state === "doing" ? "● " : ""}
                {stateText}
                {task.run > 1 ? ` · #${task.run}` : ""}
                {info?.queuePosition != null ? ` · ${t("queue.ahead", { count: info.queuePosition })}` : ""}
              </text>
              {info?.reusedFromJobId ? (
                <text
                  x={nodeWidth - 10}
                  y={21}
                  textAnchor="end"
                  className="task-node-reused"
                  fill="#6435c9"
                  data-testid={`task-node-reused-${task.key}`}
                >
                  {`♻ #${info.reusedFromJobId}`}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
    </div>
  );
}
