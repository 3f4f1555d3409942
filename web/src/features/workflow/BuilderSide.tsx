/** The builder's side panel: the selected task's panel, or an overview of the tasks and the docs. */
import { useMemo } from "react";
import { Header, List } from "semantic-ui-react";
import { Markdown } from "../../components/Markdown";
import type { ArgLinkOption } from "../modules/FileArgInput";
import { issueText } from "./builderView";
import { linkOptionsFor, renameNode, updateNode, withMethod, type BuilderNode } from "./graph";
import { argIssues, type Validation } from "./graphValidation";
import { NodePanel } from "./NodePanel";
import type { TaskNodeData } from "./TaskNode";
import type { GraphChange } from "./useBuilderGraph";
import { useNs } from "../../i18n";
import { workflowNs } from "./i18n";

export interface BuilderSideProps {
  readonly nodes: readonly BuilderNode[];
  readonly selectedNode: BuilderNode | null;
  readonly validation: Validation;
  readonly views: ReadonlyMap<string, TaskNodeData>;
  /** The template's markdown docs, shown in the overview. */
  readonly docs: string;
  readonly argsEditable: boolean;
  readonly structureEditable: boolean;
  readonly zh: boolean;
  readonly change: GraphChange;
  readonly onSelect: (uid: string) => void;
  readonly onRemove: (uid: string) => void;
}

export function BuilderSide({
  nodes,
  selectedNode,
  validation,
  views,
  docs,
  argsEditable,
  structureEditable,
  zh,
  change,
  onSelect: setSelected,
  onRemove,
}: BuilderSideProps) {
  const { t } = useNs(workflowNs);
  const linkOptions = useMemo<ArgLinkOption[]>(() => {
    if (!selectedNode?.spec) return [];
    const seen = new Map<string, ArgLinkOption>();
    for (const arg of selectedNode.spec.args) {
      if (arg.format !== "file") continue;
      for (const option of linkOptionsFor(nodes, selectedNode, arg)) {
        const id = `${option.task}\n${option.output}`;
        if (!seen.has(id)) {
          seen.set(id, {
            ...option,
            label: t("builder.linkLabel", { task: option.task, output: option.output }),
          });
        }
      }
    }
    return [...seen.values()];
  }, [nodes, selectedNode, t]);

  const selectedIssues = selectedNode ? (validation.byNode.get(selectedNode.uid) ?? []) : [];
  const argErrors = Object.fromEntries(
    [...argIssues(selectedIssues)].map(([name, issue]) => [name, issueText(issue, selectedNode, zh)]),
  );
  const problems = selectedIssues
    .filter((issue) => !issue.arg)
    .map((issue) => issueText(issue, selectedNode, zh));

  return (
    <aside className="wf-side" data-testid="wf-side">
      {selectedNode ? (
        <NodePanel
          node={selectedNode}
          nodes={nodes}
          problems={problems}
          argErrors={argErrors}
          linkOptions={linkOptions}
          argsEditable={argsEditable}
          structureEditable={structureEditable}
          onRename={(key) => change((current) => renameNode(current, selectedNode.uid, key))}
          onArgs={(args) =>
            change((current) => updateNode(current, selectedNode.uid, (node) => ({ ...node, args })))
          }
          onMethod={(name) =>
            change((current) => updateNode(current, selectedNode.uid, (node) => withMethod(node, name)))
          }
          onApproval={(approval) =>
            change((current) => updateNode(current, selectedNode.uid, (node) => ({ ...node, approval })))
          }
          onApprovalLinks={(after, holds) =>
            change((current) =>
              current.map((node) => {
                if (node.uid === selectedNode.uid) return { ...node, extraDeps: after };
                const others = node.extraDeps.filter((dep) => dep !== selectedNode.key);
                return {
                  ...node,
                  extraDeps: holds.includes(node.key) ? [...others, selectedNode.key] : others,
                };
              }),
            )
          }
          onRemove={() => onRemove(selectedNode.uid)}
        />
      ) : (
        <div className="wf-panel-body" data-testid="wf-overview">
          <Header as="h4" className="wf-side-title">
            {t("builder.overview")}
          </Header>
          <p className="muted small">{t("builder.noSelection")}</p>
          <List divided relaxed className="wf-task-list">
            {nodes.map((node) => {
              const count = validation.byNode.get(node.uid)?.length ?? 0;
              return (
                <List.Item
                  key={node.uid}
                  as="a"
                  onClick={() => setSelected(node.uid)}
                  data-testid={`wf-task-${node.key}`}
                >
                  <List.Icon
                    name={count > 0 ? "warning sign" : "check circle outline"}
                    color={count > 0 ? "red" : "green"}
                  />
                  <List.Content>
                    <List.Header>{node.key}</List.Header>
                    <List.Description className="small">{views.get(node.uid)?.title}</List.Description>
                  </List.Content>
                </List.Item>
              );
            })}
          </List>
          {docs.trim() !== "" ? (
            <div className="wf-docs">
              <Markdown source={docs} testId="wf-docs" />
            </div>
          ) : structureEditable ? (
            <p className="muted small">{t("builder.noDocs")}</p>
          ) : null}
        </div>
      )}
    </aside>
  );
}
