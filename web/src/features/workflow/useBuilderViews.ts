/**
 * The builder's (BuilderEditor) derived state: the live checks and each node's view, the job the run
 * dialog would submit (for its estimate), and the notice beside the actions that clears itself.
 */
import { useEffect, useMemo, useState } from "react";
import { useNs } from "../../i18n";
import { issueText, nodeView } from "./builderView";
import type { BuilderNode } from "./graph";
import { validateWorkflow } from "./graphValidation";
import { toNodeInputs } from "./templateNodes";
import { workflowNs } from "./i18n";
import type { TaskNodeData } from "./TaskNode";

/** The workflow's problems, the nodes by uid, and each node's view with its problems' texts. */
export function useNodeViews(nodes: readonly BuilderNode[], zh: boolean, structureEditable: boolean) {
  const { t } = useNs(workflowNs);
  const validation = useMemo(() => validateWorkflow(nodes), [nodes]);
  const byUid = useMemo(() => new Map(nodes.map((node) => [node.uid, node])), [nodes]);
  const views = useMemo(() => {
    const result = new Map<string, TaskNodeData>();
    for (const node of nodes) {
      const issues = (validation.byNode.get(node.uid) ?? []).map((issue) => issueText(issue, node, zh));
      result.set(node.uid, nodeView(node, nodes, issues, zh, structureEditable));
    }
    return result;
  }, [nodes, validation, t, zh, structureEditable]);
  return { validation, byUid, views };
}

/** The job the run dialog would submit, for its cost estimate (one object per change of the graph). */
export function useEstimateInput(title: string, nodes: readonly BuilderNode[]) {
  return useMemo(
    () => ({
      name: title || "estimate",
      tasks: toNodeInputs(nodes).map((node) => ({
        key: node.key,
        moduleId: node.moduleId,
        processorId: node.processorId,
        method: node.method,
        args: node.args,
        dependsOn: node.dependsOn,
      })),
    }),
    [title, nodes],
  );
}

/** A notice said beside the actions (a toast would cover them for 8 s), cleared after 6 s. */
export function useTimedNotice() {
  const [notice, setNotice] = useState<string | null>(null);
  useEffect(() => {
    if (notice === null) return;
    const timer = window.setTimeout(() => setNotice(null), 6000);
    return () => window.clearTimeout(timer);
  }, [notice]);
  return [notice, setNotice] as const;
}
