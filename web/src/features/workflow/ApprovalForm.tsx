/**
 * The form of an approval step (issue 28 item 6) in the builder's side panel: its title and
 * instructions, who may decide (the job's owner, members of the job's project holding at least a role,
 * administrators holding a permission), its timeout
 * and what a timeout does, and the tasks it runs after and holds back.
 */
import {
  allPermissions,
  approvalProjectRoles,
  approvalTimeoutMinutes,
  type ApprovalStepInput,
} from "@crucible/schema";
import { Checkbox, Dropdown, Form, Header, Input, TextArea } from "semantic-ui-react";
import { downstreamOf, type BuilderNode } from "./graph";
import { useNs } from "../../i18n";
import { workflowNs } from "./i18n";

export interface ApprovalFormProps {
  readonly node: BuilderNode;
  readonly nodes: readonly BuilderNode[];
  readonly disabled: boolean;
  readonly structureEditable: boolean;
  readonly onChange: (step: ApprovalStepInput) => void;
  /** The step now runs after these tasks and holds back those. */
  readonly onLinks: (after: string[], holds: string[]) => void;
}

export function ApprovalForm({
  node,
  nodes,
  disabled,
  structureEditable,
  onChange,
  onLinks,
}: ApprovalFormProps) {
  const { t } = useNs(workflowNs);
  const step = node.approval;
  if (!step) return null;
  const set = (patch: Partial<ApprovalStepInput>) => onChange({ ...step, ...patch });
  const minutes = step.timeoutMinutes ?? approvalTimeoutMinutes.default;
  const after = [...node.extraDeps];
  const holds = nodes.filter((other) => other.extraDeps.includes(node.key)).map((other) => other.key);
  // No loop: what runs after the step cannot come before it, and the other way round.
  const below = downstreamOf(nodes, node.key);
  const above = new Set(
    nodes.filter((other) => downstreamOf(nodes, other.key).has(node.key)).map((o) => o.key),
  );
  const options = (exclude: Set<string>) =>
    nodes
      .filter((other) => other.key !== node.key && !exclude.has(other.key))
      .map((other) => ({ key: other.uid, value: other.key, text: other.key }));
  const permissionOptions = [
    { key: "", value: "", text: t("approval.permissionNone") },
    ...allPermissions.map((perm) => ({ key: perm, value: perm, text: perm })),
  ];
  const roleWords = { editor: "projectRoleEditor", owner: "projectRoleOwner" } as const;
  const roleOptions = [
    { key: "", value: "", text: t("approval.projectRoleNone") },
    ...approvalProjectRoles.map((role) => ({
      key: role,
      value: role,
      text: t(`approval.${roleWords[role]}`),
    })),
  ];
  return (
    <div data-testid="wf-approval-form">
      <Header as="h5" dividing>
        {t("approval.heading")}
      </Header>
      <p className="muted small">{t("approval.intro")}</p>
      <Form as="div">
        <Form.Field required>
          <label htmlFor="wf-approval-title">{t("approval.title")}</label>
          <Input
            id="wf-approval-title"
            fluid
            value={step.title}
            disabled={disabled}
            onChange={(_event, data) => set({ title: String(data.value) })}
            input={{ "data-testid": "wf-approval-title", maxLength: 200 }}
          />
        </Form.Field>
        <Form.Field>
          <label htmlFor="wf-approval-instructions">{t("approval.instructions")}</label>
          <TextArea
            id="wf-approval-instructions"
            rows={3}
            maxLength={5000}
            value={step.instructions ?? ""}
            disabled={disabled}
            onChange={(_event, data) => set({ instructions: String(data.value ?? "") })}
            data-testid="wf-approval-instructions"
          />
        </Form.Field>
        <Form.Field>
          <Checkbox
            label={t("approval.owner")}
            checked={step.owner ?? true}
            disabled={disabled}
            onChange={(_event, data) => set({ owner: Boolean(data.checked) })}
            data-testid="wf-approval-owner"
          />
        </Form.Field>
        <Form.Field>
          <label htmlFor="wf-approval-project-role">{t("approval.projectRole")}</label>
          <Dropdown
            id="wf-approval-project-role"
            selection
            fluid
            options={roleOptions}
            placeholder={t("approval.projectRoleNone")}
            value={step.projectRole ?? ""}
            disabled={disabled}
            onChange={(_event, data) =>
              set({
                projectRole: approvalProjectRoles.find((role) => role === data.value) ?? null,
              })
            }
            data-testid="wf-approval-project-role"
          />
          <div className="muted small">{t("approval.projectRoleHint")}</div>
        </Form.Field>
        <Form.Field>
          <label htmlFor="wf-approval-permission">{t("approval.permission")}</label>
          <Dropdown
            id="wf-approval-permission"
            selection
            search
            fluid
            options={permissionOptions}
            placeholder={t("approval.permissionNone")}
            value={step.permission ?? ""}
            disabled={disabled}
            onChange={(_event, data) => set({ permission: data.value ? String(data.value) : null })}
            data-testid="wf-approval-permission"
          />
        </Form.Field>
        <Form.Field>
          <label htmlFor="wf-approval-timeout">{t("approval.timeoutMinutes")}</label>
          <Input
            id="wf-approval-timeout"
            type="number"
            min={approvalTimeoutMinutes.min}
            max={approvalTimeoutMinutes.max}
            step={1}
            value={String(minutes)}
            disabled={disabled}
            onChange={(_event, data) => set({ timeoutMinutes: Math.trunc(Number(data.value)) })}
            input={{ "data-testid": "wf-approval-timeout" }}
          />
          <div className="muted small">
            {t("approval.timeoutHint", {
              min: approvalTimeoutMinutes.min,
              max: approvalTimeoutMinutes.max,
              hours: Math.round((minutes / 60) * 10) / 10,
            })}
          </div>
        </Form.Field>
        <Form.Field>
          <label>{t("approval.onTimeout")}</label>
          <div data-testid="wf-approval-on-timeout">{t("approval.onTimeoutReject")}</div>
        </Form.Field>
        <Form.Field>
          <label htmlFor="wf-approval-after">{t("approval.after")}</label>
          <Dropdown
            id="wf-approval-after"
            multiple
            selection
            fluid
            placeholder={t("approval.none")}
            options={options(below)}
            value={after}
            disabled={!structureEditable}
            onChange={(_event, data) => onLinks((data.value as string[]) ?? [], holds)}
            data-testid="wf-approval-after"
          />
        </Form.Field>
        <Form.Field>
          <label htmlFor="wf-approval-holds">{t("approval.holds")}</label>
          <Dropdown
            id="wf-approval-holds"
            multiple
            selection
            fluid
            placeholder={t("approval.none")}
            options={options(above)}
            value={holds}
            disabled={!structureEditable}
            onChange={(_event, data) => onLinks(after, (data.value as string[]) ?? [])}
            data-testid="wf-approval-holds"
          />
        </Form.Field>
      </Form>
    </div>
  );
}
