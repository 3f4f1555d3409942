/** The builder's graph state: its tasks, the selection, unsaved changes, and the edits of the canvas. */
import { useReactFlow } from "@xyflow/react";
import { useCallback, useEffect, useMemo, useState } from "react";
import type { WfTemplateFieldsFragment } from "../../graphql";
import { approvalSpec, createNode, removeNode, updateNode, type BuilderNode, type NodeSpec } from "./graph";
import { nodesFromTemplate } from "./templateNodes";
import { layeredLayout } from "./layout";
import { specRef } from "./Palette";

const nodeGapX = 300;

/** A change of the tasks, from the current list to the next. */
export type GraphChange = (next: (current: BuilderNode[]) => BuilderNode[]) => void;

export function useBuilderGraph(
  template: WfTemplateFieldsFragment | null,
  palette: readonly NodeSpec[],
  processors: readonly NodeSpec[] | null,
  structureEditable: boolean,
) {
  const flow = useReactFlow();
  const [nodes, setNodes] = useState<BuilderNode[]>(() => (template ? nodesFromTemplate(template) : []));
  const [selected, setSelected] = useState<string | null>(null);
  const [dirty, setDirty] = useState(false);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);

  const change = useCallback((next: (current: BuilderNode[]) => BuilderNode[]) => {
    setNodes(next);
    setDirty(true);
  }, []);

  const specs = useMemo(
    () => new Map([approvalSpec, ...palette, ...(processors ?? [])].map((spec) => [specRef(spec), spec])),
    [palette, processors],
  );

  const addSpec = useCallback(
    (ref: string, at?: { x: number; y: number }) => {
      const spec = specs.get(ref);
      if (!spec || !structureEditable) return;
      const x = at?.x ?? (nodes.length === 0 ? 0 : Math.max(...nodes.map((node) => node.x)) + nodeGapX);
      const y = at?.y ?? (nodes.length === 0 ? 0 : Math.min(...nodes.map((node) => node.y)));
      const added = createNode(
        spec,
        nodes.map((node) => node.key),
        x,
        y,
      );
      change((current) => [...current, added]);
      setSelected(added.uid);
      if (!at) window.setTimeout(() => void flow.fitView({ padding: 0.2, maxZoom: 1, duration: 200 }), 50);
    },
    [specs, structureEditable, change, flow, nodes],
  );

  const arrange = () => {
    change((current) => layeredLayout(current));
    window.setTimeout(() => void flow.fitView({ padding: 0.2, maxZoom: 1, duration: 200 }), 50);
  };

  const onMove = useCallback((uid: string, x: number, y: number) => {
    setNodes((current) => updateNode(current, uid, (node) => ({ ...node, x, y })));
    setDirty(true);
  }, []);
  const onRemove = useCallback(
    (uid: string) => {
      change((current) => removeNode(current, uid));
      setSelected((current) => (current === uid ? null : current));
    },
    [change],
  );
  const onLink = useCallback(
    (sourceUid: string, output: string, targetUid: string, arg: string) =>
      change((current) => {
        const source = current.find((node) => node.uid === sourceUid);
        if (!source) return current;
        return updateNode(current, targetUid, (node) => ({
          ...node,
          args: { ...node.args, [arg]: { task: source.key, output } },
        }));
      }),
    [change],
  );
  const onUnlink = useCallback(
    (targetUid: string, arg: string) =>
      change((current) =>
        updateNode(current, targetUid, (node) => {
          const args = { ...node.args };
          delete args[arg];
          return { ...node, args };
        }),
      ),
    [change],
  );
  const onRemoveDependency = useCallback(
    (targetUid: string, key: string) =>
      change((current) =>
        updateNode(current, targetUid, (node) => ({
          ...node,
          extraDeps: node.extraDeps.filter((dep) => dep !== key),
        })),
      ),
    [change],
  );
  const onDrop = useCallback((ref: string, x: number, y: number) => addSpec(ref, { x, y }), [addSpec]);

  return {
    nodes,
    selected,
    setSelected,
    dirty,
    setDirty,
    change,
    addSpec,
    arrange,
    onMove,
    onRemove,
    onLink,
    onUnlink,
    onRemoveDependency,
    onDrop,
  };
}
