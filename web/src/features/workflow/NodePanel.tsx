/** The side panel of the selected task: its name, its module, its problems and its argument form. */
import { useEffect, useState } from "react";
import { Button, Form, Header, Icon, Input, Label, List, Message, Segment } from "semantic-ui-react";
import { ArgsForm } from "../modules/ArgsForm";
import { MethodPicker } from "../modules/MethodPicker";
import type { ArgLinkOption } from "../modules/FileArgInput";
import { moduleName, moduleSummary } from "../modules/urls";
import type { ApprovalStepInput } from "@crucible/schema";
import { ApprovalForm } from "./ApprovalForm";
import { dependsOn, isLink, taskKeyPattern, type BuilderNode } from "./graph";
import { useNs } from "../../i18n";
import { workflowNs } from "./i18n";

export interface NodePanelProps {
  readonly node: BuilderNode;
  readonly nodes: readonly BuilderNode[];
  /** Translated problems of the node that are not about one argument. */
  readonly problems: readonly string[];
  /** Translated problems by argument name. */
  readonly argErrors: Record<string, string>;
  readonly linkOptions: readonly ArgLinkOption[];
  /** Arguments may be changed. */
  readonly argsEditable: boolean;
  /** The task may be renamed and removed. */
  readonly structureEditable: boolean;
  readonly onRename: (key: string) => void;
  readonly onArgs: (args: Record<string, unknown>) => void;
  /** Another method of the node's module (its arguments replace the form's). */
  readonly onMethod: (name: string) => void;
  /** An approval step's settings changed. */
  readonly onApproval: (step: ApprovalStepInput) => void;
  /** An approval step now runs after `after` and holds back `holds`. */
  readonly onApprovalLinks: (after: string[], holds: string[]) => void;
  readonly onRemove: () => void;
}

function KeyEditor(props: {
  node: BuilderNode;
  nodes: readonly BuilderNode[];
  disabled: boolean;
  onRename: (key: string) => void;
}) {
  const { t } = useNs(workflowNs);
  const [draft, setDraft] = useState(props.node.key);
  useEffect(() => setDraft(props.node.key), [props.node.key]);
  const trimmed = draft.trim();
  const taken = trimmed !== props.node.key && props.nodes.some((node) => node.key === trimmed);
  const error = !taskKeyPattern.test(trimmed)
    ? t("builder.taskKeyInvalid")
    : taken
      ? t("builder.taskKeyTaken", { key: trimmed })
      : null;
  const commit = () => {
    if (error === null && trimmed !== props.node.key) props.onRename(trimmed);
  };
  return (
    <Form.Field error={error !== null}>
      <label htmlFor="wf-task-key">{t("builder.taskKey")}</label>
      <Input
        id="wf-task-key"
        fluid
        value={draft}
        disabled={props.disabled}
        onChange={(_event, data) => setDraft(String(data.value))}
        onBlur={commit}
        onKeyDown={(event: { key: string }) => {
          if (event.key === "Enter") commit();
          if (event.key === "Escape") setDraft(props.node.key);
        }}
        input={{ "data-testid": "wf-task-key", autoComplete: "off", maxLength: 64 }}
      />
      {error ? (
        <Label pointing prompt basic color="red" data-testid="wf-task-key-error">
          {error}
        </Label>
      ) : (
        <div className="muted small">{t("builder.taskKeyHint")}</div>
      )}
    </Form.Field>
  );
}

export function NodePanel(props: NodePanelProps) {
  const { t, i18n } = useNs(workflowNs);
  const zh = i18n.language === "zh-CN";
  const { node } = props;
  const spec = node.spec;
  const upstream = dependsOn(node);
  const plainDeps = node.extraDeps.filter(
    (key) => !Object.values(node.args).some((value) => isLink(value) && value.task === key),
  );
  return (
    <div className="wf-panel-body" data-testid="wf-node-panel">
      <Form as="div">
        <KeyEditor
          key={node.uid}
          node={node}
          nodes={props.nodes}
          disabled={!props.structureEditable}
          onRename={props.onRename}
        />
      </Form>
      <Segment basic className="wf-panel-module">
        <Header as="h4">
          <Icon
            name={
              spec?.kind === "processor"
                ? "microchip"
                : spec?.kind === "approval"
                  ? "hand paper outline"
                  : "cube"
            }
          />
          <Header.Content>
            {spec
              ? spec.kind === "processor"
                ? spec.name
                : moduleName(spec, zh)
              : (node.moduleId ?? node.processorId)}
            {spec ? <Header.Subheader>{moduleSummary(spec, zh)}</Header.Subheader> : null}
          </Header.Content>
        </Header>
        {upstream.length > 0 ? (
          <div className="small" data-testid="wf-node-upstream">
            <span className="muted">{t("builder.dependsOn")}: </span>
            {upstream.map((key) => (
              <Label key={key} size="mini" basic>
                {key}
                {plainDeps.includes(key) ? <Icon name="clock outline" /> : null}
              </Label>
            ))}
          </div>
        ) : null}
      </Segment>
      {props.problems.length > 0 ? (
        <Message error size="small" data-testid="wf-node-problems">
          <List bulleted>
            {props.problems.map((problem) => (
              <List.Item key={problem}>{problem}</List.Item>
            ))}
          </List>
        </Message>
      ) : null}
      {spec?.kind === "approval" ? (
        <ApprovalForm
          node={node}
          nodes={props.nodes}
          disabled={!props.argsEditable || !props.structureEditable}
          structureEditable={props.structureEditable}
          onChange={props.onApproval}
          onLinks={props.onApprovalLinks}
        />
      ) : !spec ? (
        <Message warning size="small" content={t("builder.moduleMissing")} />
      ) : (
        <>
          {spec.methods && spec.methods.length > 1 ? (
            <Form as="div">
              <MethodPicker
                methods={spec.methods}
                value={spec.method ?? ""}
                onChange={props.onMethod}
                disabled={!props.argsEditable}
                inputId="wf-node-method"
              />
            </Form>
          ) : null}
          <Header as="h5" dividing>
            {t("builder.arguments")}
          </Header>
          {spec.args.length === 0 ? (
            <p className="muted">{t("builder.noArgs")}</p>
          ) : (
            <ArgsForm
              key={`${node.uid}-${spec.method ?? ""}`}
              args={spec.args}
              value={{ ...node.args }}
              onChange={props.onArgs}
              linkOptions={props.linkOptions}
              disabled={!props.argsEditable}
              errors={props.argErrors}
            />
          )}
          {spec.outputs.length > 0 ? (
            <>
              <Header as="h5" dividing>
                {t("builder.outputs")}
              </Header>
              <List className="wf-outputs">
                {spec.outputs.map((output) => (
                  <List.Item key={output.name}>
                    <code>{output.name}</code>{" "}
                    <span className="muted">{zh && output.labelZh ? output.labelZh : output.label}</span>
                  </List.Item>
                ))}
              </List>
            </>
          ) : null}
        </>
      )}
      {props.structureEditable ? (
        <Button
          type="button"
          basic
          color="red"
          size="small"
          icon="trash alternate outline"
          content={t("builder.removeTask")}
          onClick={props.onRemove}
          data-testid="wf-remove-task"
          className="wf-remove-task"
        />
      ) : null}
    </div>
  );
}
