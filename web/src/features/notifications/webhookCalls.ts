/** What every webhook dialog reads and calls: the kinds offered, their labels, the user's or a project's calls. */
import { useTranslation } from "react-i18next";
import type { NotificationKind, ProjectWebhookKind } from "../../graphql";
import {
  useCreateWebhookMutation,
  useDeleteWebhookMutation,
  useNotificationPrefsQuery,
  usePingWebhookMutation,
  useRedeliverWebhookMutation,
  useRotateWebhookSecretMutation,
  useUpdateWebhookMutation,
} from "../../graphql/__generated__/documents/notifications";
import {
  useCreateProjectWebhookMutation,
  useDeleteProjectWebhookMutation,
  usePingProjectWebhookMutation,
  useRedeliverProjectWebhookMutation,
  useRotateProjectWebhookSecretMutation,
  useUpdateProjectWebhookMutation,
} from "../../graphql/__generated__/documents/projects";
import { useNs } from "../../i18n";
import { webhooksNs } from "./webhooksI18n";

/** The events of a project's jobs, the only ones a project webhook receives. */
const projectKinds: readonly ProjectWebhookKind[] = ["jobDone", "jobFailed", "approvalWaiting"];

function isProjectKind(kind: NotificationKind): kind is ProjectWebhookKind {
  return projectKinds.some((k) => k === kind);
}

/**
 * The kinds a webhook may receive: every kind of notification, as the gateway lists them (the
 * preferences answer one per kind), or a project's job events.
 */
export function useKinds(projectId: string | null): NotificationKind[] {
  const prefs = useNotificationPrefsQuery({ skip: projectId !== null });
  return projectId !== null ? [...projectKinds] : (prefs.data?.notificationPrefs ?? []).map((p) => p.kind);
}

/** A kind's label; a project's approval event is about a member's job, not the reader's. */
export function useKindLabel(projectId: string | null): (kind: NotificationKind) => string {
  const { t } = useTranslation();
  const { t: text } = useNs(webhooksNs);
  return (kind) =>
    projectId !== null && kind === "approvalWaiting"
      ? text("projectApproval")
      : t(`notifications.kinds.${kind}`);
}

interface HookInput {
  name: string;
  url: string;
  kinds: NotificationKind[];
  enabled: boolean;
}

/** The calls of the user's webhooks, or of a project's: each answers null (or false) on an error. */
export function useWebhookCalls(projectId: string | null) {
  const [create, creating] = useCreateWebhookMutation();
  const [createP, creatingP] = useCreateProjectWebhookMutation();
  const [update, updating] = useUpdateWebhookMutation();
  const [updateP, updatingP] = useUpdateProjectWebhookMutation();
  const [remove] = useDeleteWebhookMutation();
  const [removeP] = useDeleteProjectWebhookMutation();
  const [rotate] = useRotateWebhookSecretMutation();
  const [rotateP] = useRotateProjectWebhookSecretMutation();
  const [ping, pinging] = usePingWebhookMutation();
  const [pingP, pingingP] = usePingProjectWebhookMutation();
  const [redeliver, redelivering] = useRedeliverWebhookMutation();
  const [redeliverP, redeliveringP] = useRedeliverProjectWebhookMutation();
  const forProject = (input: HookInput) => ({ ...input, kinds: input.kinds.filter(isProjectKind) });
  return {
    saving: creating.loading || creatingP.loading || updating.loading || updatingP.loading,
    pinging: pinging.loading || pingingP.loading,
    redelivering: redelivering.loading || redeliveringP.loading,
    create: async (input: HookInput): Promise<string | null> =>
      projectId === null
        ? ((await create({ variables: { input } })).data?.createWebhook.secret ?? null)
        : ((await createP({ variables: { projectId, input: forProject(input) } })).data?.createProjectWebhook
            .secret ?? null),
    update: async (id: string, input: HookInput): Promise<boolean> =>
      projectId === null
        ? !!(await update({ variables: { id, input } })).data
        : !!(await updateP({ variables: { projectId, id, input: forProject(input) } })).data,
    remove: async (id: string): Promise<boolean> =>
      projectId === null
        ? !!(await remove({ variables: { id } })).data
        : !!(await removeP({ variables: { projectId, id } })).data,
    rotate: async (id: string): Promise<string | null> =>
      projectId === null
        ? ((await rotate({ variables: { id } })).data?.rotateWebhookSecret.secret ?? null)
        : ((await rotateP({ variables: { projectId, id } })).data?.rotateProjectWebhookSecret.secret ?? null),
    ping: async (id: string): Promise<boolean> =>
      projectId === null
        ? !!(await ping({ variables: { id } })).data
        : !!(await pingP({ variables: { projectId, id } })).data,
    redeliver: async (id: string): Promise<boolean> =>
      projectId === null
        ? !!(await redeliver({ variables: { id } })).data
        : !!(await redeliverP({ variables: { projectId, id } })).data,
  };
}
