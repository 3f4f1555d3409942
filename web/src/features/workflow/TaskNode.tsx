/**
 * A node of the builder canvas: its task name and module, one input handle per file argument on the
 * left, one output handle per declared output on the right, and the node's problems underneath.
 */
import { Handle, Position, type Node, type NodeProps } from "@xyflow/react";
import { memo } from "react";
import { Icon } from "semantic-ui-react";

export interface HandleView {
  readonly name: string;
  readonly label: string;
  /** The file formats (inputs) or the format (outputs), shown small. */
  readonly hint: string;
  readonly linked: boolean;
  readonly required?: boolean;
}

export type TaskNodeData = {
  readonly taskKey: string;
  readonly title: string;
  /** The method, when the node runs another than its module's first. */
  readonly method?: string | null;
  readonly kind: "module" | "processor" | "approval" | "missing";
  readonly inputs: readonly HandleView[];
  readonly outputs: readonly HandleView[];
  readonly issues: readonly string[];
  readonly connectable: boolean;
};

export type TaskFlowNode = Node<TaskNodeData, "task">;

/** Handle ids: `in:<argument>` and `out:<output>`; `before` and `after` carry plain dependencies. */
export const handleIds = {
  input: (arg: string) => `in:${arg}`,
  output: (output: string) => `out:${output}`,
  before: "before",
  after: "after",
} as const;

export function argOfHandle(handle: string | null | undefined): string | null {
  return handle?.startsWith("in:") ? handle.slice(3) : null;
}

export function outputOfHandle(handle: string | null | undefined): string | null {
  return handle?.startsWith("out:") ? handle.slice(4) : null;
}

function TaskNodeView({ data, selected }: NodeProps<TaskFlowNode>) {
  const failing = data.issues.length > 0;
  const className = ["wf-node", selected ? "selected" : "", failing ? "failing" : "", `wf-node-${data.kind}`]
    .filter(Boolean)
    .join(" ");
  return (
    <div className={className} data-testid={`wf-node-${data.taskKey}`} data-issues={data.issues.length}>
      <Handle
        type="target"
        id={handleIds.before}
        position={Position.Top}
        isConnectable={false}
        className="wf-hidden-handle"
      />
      <div className="wf-node-header">
        <Icon
          name={
            data.kind === "processor"
              ? "microchip"
              : data.kind === "approval"
                ? "hand paper outline"
                : data.kind === "missing"
                  ? "question"
                  : "cube"
          }
        />
        <span className="wf-node-key">{data.taskKey}</span>
        {failing ? (
          <Icon name="warning sign" color="red" className="wf-node-flag" data-testid="wf-node-flag" />
        ) : null}
      </div>
      <div className="wf-node-title" title={data.title}>
        {data.title}
      </div>
      {data.method ? (
        <div className="wf-node-method" title={data.method} data-testid={`wf-node-method-${data.taskKey}`}>
          <Icon name="code branch" />
          {data.method}
        </div>
      ) : null}
      {data.inputs.length > 0 || data.outputs.length > 0 ? (
        <div className="wf-node-ports">
          <div className="wf-node-inputs">
            {data.inputs.map((input) => (
              <div
                key={input.name}
                className={`wf-port wf-port-in${input.linked ? " linked" : ""}`}
                title={input.hint}
                data-testid={`wf-in-${data.taskKey}-${input.name}`}
              >
                <Handle
                  type="target"
                  id={handleIds.input(input.name)}
                  position={Position.Left}
                  isConnectable={data.connectable}
                />
                <span>
                  {input.label}
                  {input.required ? <span className="wf-required">*</span> : null}
                </span>
              </div>
            ))}
          </div>
          <div className="wf-node-outputs">
            {data.outputs.map((output) => (
              <div
                key={output.name}
                className={`wf-port wf-port-out${output.linked ? " linked" : ""}`}
                title={output.hint}
                data-testid={`wf-out-${data.taskKey}-${output.name}`}
              >
                <span>{output.label}</span>
                <Handle
                  type="source"
                  id={handleIds.output(output.name)}
                  position={Position.Right}
                  isConnectable={data.connectable}
                />
              </div>
            ))}
          </div>
        </div>
      ) : null}
      {failing ? (
        <ul className="wf-node-issues" data-testid={`wf-node-issues-${data.taskKey}`}>
          {data.issues.map((issue) => (
            <li key={issue}>{issue}</li>
          ))}
        </ul>
      ) : null}
      <Handle
        type="source"
        id={handleIds.after}
        position={Position.Bottom}
        isConnectable={false}
        className="wf-hidden-handle"
      />
    </div>
  );
}

export const TaskNode = memo(TaskNodeView);
