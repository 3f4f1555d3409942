/**
 * The DAG canvas of the builder (@xyflow/react): nodes are derived from the builder's model on every
 * render; the canvas only reports what the user did (moved, selected, linked, removed, dropped).
 */
import {
  Background,
  Controls,
  MarkerType,
  MiniMap,
  ReactFlow,
  useReactFlow,
  type Connection,
  type Edge,
  type EdgeChange,
  type IsValidConnection,
  type OnConnectEnd,
  type NodeChange,
} from "@xyflow/react";
import "@xyflow/react/dist/style.css";
import { useCallback, useMemo, useState, type DragEvent } from "react";
import { connectRefusal, isLink, type BuilderNode, type ConnectRefusal } from "./graph";
import {
  argOfHandle,
  handleIds,
  outputOfHandle,
  TaskNode,
  type TaskFlowNode,
  type TaskNodeData,
} from "./TaskNode";

/** The drag payload of a palette entry: "module:<id>" or "processor:<id>". */
export const paletteMime = "application/x-crucible-spec";

const nodeTypes = { task: TaskNode };

interface Size {
  readonly width: number;
  readonly height: number;
}

export interface CanvasProps {
  readonly nodes: readonly BuilderNode[];
  /** The view of each node (labels, handles, translated problems) by uid. */
  readonly views: ReadonlyMap<string, TaskNodeData>;
  readonly selected: string | null;
  /** Links, removal and drops allowed (false for a system template opened by a user, or read-only). */
  readonly editable: boolean;
  /** Nodes may be moved. */
  readonly movable: boolean;
  readonly onSelect: (uid: string | null) => void;
  readonly onMove: (uid: string, x: number, y: number) => void;
  readonly onRemove: (uid: string) => void;
  readonly onLink: (sourceUid: string, output: string, targetUid: string, arg: string) => void;
  readonly onUnlink: (targetUid: string, arg: string) => void;
  readonly onRemoveDependency: (targetUid: string, key: string) => void;
  readonly onDrop: (spec: string, x: number, y: number) => void;
  /** A link the user tried to draw was refused (loop, format, ...). */
  readonly onRefused: (why: ConnectRefusal) => void;
  /** Shown over an empty canvas. */
  readonly emptyHint: string | null;
}

const linkEdgeId = (targetUid: string, arg: string) => `link|${targetUid}|${arg}`;
const depEdgeId = (targetUid: string, key: string) => `dep|${targetUid}|${key}`;

function edgesOf(nodes: readonly BuilderNode[], selectedEdge: string | null): Edge[] {
  const byKey = new Map(nodes.map((node) => [node.key, node]));
  const edges: Edge[] = [];
  for (const node of nodes) {
    for (const [arg, value] of Object.entries(node.args)) {
      if (!isLink(value)) continue;
      const source = byKey.get(value.task);
      if (!source || source.uid === node.uid) continue;
      const id = linkEdgeId(node.uid, arg);
      edges.push({
        id,
        source: source.uid,
        sourceHandle: handleIds.output(value.output),
        target: node.uid,
        targetHandle: handleIds.input(arg),
        markerEnd: { type: MarkerType.ArrowClosed },
        selected: id === selectedEdge,
        className: "wf-edge-link",
      });
    }
    for (const key of node.extraDeps) {
      const source = byKey.get(key);
      if (!source || source.uid === node.uid) continue;
      const id = depEdgeId(node.uid, key);
      edges.push({
        id,
        source: source.uid,
        sourceHandle: handleIds.after,
        target: node.uid,
        targetHandle: handleIds.before,
        markerEnd: { type: MarkerType.ArrowClosed },
        selected: id === selectedEdge,
        className: "wf-edge-dep",
      });
    }
  }
  return edges;
}

export function BuilderCanvas(props: CanvasProps) {
  const flow = useReactFlow();
  const [sizes, setSizes] = useState<Readonly<Record<string, Size>>>({});
  const [selectedEdge, setSelectedEdge] = useState<string | null>(null);
  const { nodes, views, selected, editable } = props;

  const flowNodes = useMemo<TaskFlowNode[]>(
    () =>
      nodes.flatMap((node) => {
        const data = views.get(node.uid);
        if (!data) return [];
        const measured = sizes[node.uid];
        return [
          {
            id: node.uid,
            type: "task" as const,
            position: { x: node.x, y: node.y },
            data,
            selected: node.uid === selected,
            ...(measured ? { measured } : {}),
          },
        ];
      }),
    [nodes, views, selected, sizes],
  );
  const edges = useMemo(() => edgesOf(nodes, selectedEdge), [nodes, selectedEdge]);

  const { onSelect, onMove, onRemove, onUnlink, onRemoveDependency, onLink, onDrop, onRefused } = props;
  const onNodesChange = useCallback(
    (changes: NodeChange<TaskFlowNode>[]) => {
      const measured: Record<string, Size> = {};
      let chosen: string | null | undefined;
      for (const change of changes) {
        if (change.type === "dimensions" && change.dimensions) measured[change.id] = change.dimensions;
        if (change.type === "position" && change.position)
          onMove(change.id, change.position.x, change.position.y);
        if (change.type === "select") {
          if (change.selected) chosen = change.id;
          else if (change.id === selected && chosen === undefined) chosen = null;
        }
        if (change.type === "remove" && editable) onRemove(change.id);
      }
      // A click on another node deselects the old one and selects the new one, in either order.
      if (chosen !== undefined) {
        onSelect(chosen);
        if (chosen !== null) setSelectedEdge(null);
      }
      if (Object.keys(measured).length > 0) setSizes((previous) => ({ ...previous, ...measured }));
    },
    [onMove, onSelect, onRemove, selected, editable],
  );

  const onEdgesChange = useCallback(
    (changes: EdgeChange<Edge>[]) => {
      for (const change of changes) {
        if (change.type === "select") setSelectedEdge(change.selected ? change.id : null);
        if (change.type !== "remove" || !editable) continue;
        const [kind, targetUid, name] = change.id.split("|");
        if (!targetUid || name === undefined) continue;
        if (kind === "link") onUnlink(targetUid, name);
        if (kind === "dep") onRemoveDependency(targetUid, name);
      }
    },
    [editable, onUnlink, onRemoveDependency],
  );

  const refusal = useCallback(
    (connection: Connection | Edge) => {
      const source = nodes.find((node) => node.uid === connection.source);
      const target = nodes.find((node) => node.uid === connection.target);
      const output = outputOfHandle(connection.sourceHandle);
      const arg = argOfHandle(connection.targetHandle);
      if (!source || !target || output === null || arg === null) return "notFile";
      return connectRefusal(nodes, source, output, target, arg);
    },
    [nodes],
  );

  const isValidConnection = useCallback<IsValidConnection<Edge>>(
    (connection) => editable && refusal(connection) === null,
    [editable, refusal],
  );

  const onConnect = useCallback(
    (connection: Connection) => {
      const output = outputOfHandle(connection.sourceHandle);
      const arg = argOfHandle(connection.targetHandle);
      if (!editable || output === null || arg === null || refusal(connection) !== null) return;
      onLink(connection.source, output, connection.target, arg);
    },
    [editable, refusal, onLink],
  );

  // A release over a handle that refused the link says why.
  const onConnectEnd = useCallback<OnConnectEnd>(
    (_event, state) => {
      if (!editable || state.isValid !== false || !state.fromHandle || !state.toHandle || !state.toNode)
        return;
      const fromSource = state.fromHandle.type === "source";
      const why = refusal({
        source: fromSource ? state.fromNode.id : state.toNode.id,
        sourceHandle: fromSource ? (state.fromHandle.id ?? null) : (state.toHandle.id ?? null),
        target: fromSource ? state.toNode.id : state.fromNode.id,
        targetHandle: fromSource ? (state.toHandle.id ?? null) : (state.fromHandle.id ?? null),
      });
      if (why) onRefused(why);
    },
    [editable, refusal, onRefused],
  );

  const drop = (event: DragEvent<HTMLDivElement>) => {
    const spec = event.dataTransfer.getData(paletteMime);
    if (!spec || !editable) return;
    event.preventDefault();
    const position = flow.screenToFlowPosition({ x: event.clientX, y: event.clientY });
    onDrop(spec, position.x, position.y);
  };

  return (
    <div
      className="wf-canvas"
      data-dropzone
      data-testid="wf-canvas"
      onDragOver={(event) => {
        if (!editable || !event.dataTransfer.types.includes(paletteMime)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = "copy";
      }}
      onDrop={drop}
    >
      <ReactFlow<TaskFlowNode, Edge>
        nodes={flowNodes}
        edges={edges}
        nodeTypes={nodeTypes}
        onNodesChange={onNodesChange}
        onEdgesChange={onEdgesChange}
        onConnect={onConnect}
        onConnectEnd={onConnectEnd}
        isValidConnection={isValidConnection}
        onPaneClick={() => {
          onSelect(null);
          setSelectedEdge(null);
        }}
        nodesDraggable={props.movable}
        nodesConnectable={editable}
        edgesFocusable={editable}
        deleteKeyCode={editable ? ["Delete", "Backspace"] : null}
        fitView
        fitViewOptions={{ padding: 0.2, maxZoom: 1 }}
        minZoom={0.2}
        maxZoom={1.5}
      >
        <Background gap={16} />
        <Controls showInteractive={false} />
        <MiniMap pannable zoomable className="wf-minimap" style={{ width: 160, height: 110 }} />
      </ReactFlow>
      {nodes.length === 0 && props.emptyHint ? (
        <div className="wf-canvas-empty" data-testid="wf-canvas-empty">
          {props.emptyHint}
        </div>
      ) : null}
    </div>
  );
}
