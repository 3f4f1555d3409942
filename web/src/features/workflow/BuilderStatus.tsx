/** The builder's status line and notes: template kind, counts, unsaved changes, refusals, graph problems. */
import { workflowLimits } from "@crucible/schema";
import { Icon, Label, List, Message } from "semantic-ui-react";
import type { WfTemplateFieldsFragment } from "../../graphql";
import { issueText } from "./builderView";
import type { Issue } from "./graphValidation";
import { useNs } from "../../i18n";
import { workflowNs } from "./i18n";

export interface BuilderStatusProps {
  readonly template: WfTemplateFieldsFragment | null;
  readonly taskCount: number;
  readonly roots: number;
  readonly dirty: boolean;
  /** A refusal said beside the actions, or null. */
  readonly notice: string | null;
  /** A user's view of a system template: it is locked. */
  readonly systemTemplate: boolean;
  readonly canUpdate: boolean;
  /** Problems of the whole graph (not of one task). */
  readonly globalIssues: readonly Issue[];
  readonly zh: boolean;
}

export function BuilderStatus({
  template,
  taskCount,
  roots,
  dirty,
  notice,
  systemTemplate,
  canUpdate,
  globalIssues,
  zh,
}: BuilderStatusProps) {
  const { t } = useNs(workflowNs);
  return (
    <>
      <div className="wf-status-line">
        {template ? (
          <Label
            size="small"
            basic
            color={template.kind === "system" ? "blue" : "green"}
            data-testid="wf-kind"
          >
            {template.kind === "system" ? t("builder.systemTemplate") : t("builder.myTemplate")}
          </Label>
        ) : null}
        <span className="muted small" data-testid="wf-stats">
          {t("builder.stats", {
            modules: taskCount,
            maxModules: workflowLimits.maxTasks,
            roots,
            maxRoots: workflowLimits.maxConcurrent,
          })}
        </span>
        {dirty ? (
          <Label size="small" color="orange" basic data-testid="wf-unsaved">
            {t("builder.unsaved")}
          </Label>
        ) : null}
        {notice ? (
          <Label size="small" color="red" data-testid="wf-notice">
            <Icon name="warning sign" />
            {notice}
          </Label>
        ) : null}
      </div>
      {systemTemplate ? (
        <Message info size="small" content={t("builder.lockedHint")} data-testid="wf-locked" />
      ) : null}
      {!canUpdate ? <Message info size="small" content={t("builder.readOnlyHint")} /> : null}
      {taskCount > 0 && globalIssues.length > 0 ? (
        <Message warning size="small" data-testid="wf-global-problems">
          <List bulleted>
            {globalIssues.map((issue) => (
              <List.Item key={issue.code}>{issueText(issue, null, zh)}</List.Item>
            ))}
          </List>
        </Message>
      ) : null}
    </>
  );
}
