/** The builder's saving and running: save (create or update, per stage), save a copy, run a template. */
import { useState } from "react";
import { useNavigate } from "react-router-dom";
import { useSession } from "../../app/session";
import { toast } from "../../components/toast";
import type { TemplateInput, WfTemplateFieldsFragment } from "../../graphql";
import {
  useCreateSysWorkflowTemplateMutation,
  useCreateWorkflowTemplateMutation,
  useRunWorkflowTemplateMutation,
  useUpdateSysWorkflowTemplateMutation,
  useUpdateWorkflowTemplateMutation,
} from "../../graphql/__generated__/documents/workflow";
import type { BuilderMode } from "./builderData";
import type { RunRequest, TemplateMeta } from "./BuilderDialogs";
import type { BuilderNode } from "./graph";
import { toNodeInputs, toRunArgs } from "./templateNodes";
import { workflowUrls } from "./urls";
import { useNs } from "../../i18n";
import { workflowNs } from "./i18n";

export interface TemplateSavingOptions {
  readonly mode: BuilderMode;
  readonly template: WfTemplateFieldsFragment | null;
  readonly nodes: readonly BuilderNode[];
  readonly meta: TemplateMeta;
  readonly dirty: boolean;
  readonly setDirty: (dirty: boolean) => void;
  /** Save needs a sound graph; run needs every required argument too (says why not when refused). */
  readonly check: (purpose: "save" | "run") => boolean;
}

export function useTemplateSaving({
  mode,
  template,
  nodes,
  meta,
  dirty,
  setDirty,
  check,
}: TemplateSavingOptions) {
  const { t } = useNs(workflowNs);
  const session = useSession();
  const navigate = useNavigate();
  const stage = session.stage;
  const [busy, setBusy] = useState(false);

  const [createTemplate] = useCreateWorkflowTemplateMutation();
  const [updateTemplate] = useUpdateWorkflowTemplateMutation();
  const [createSysTemplate] = useCreateSysWorkflowTemplateMutation();
  const [updateSysTemplate] = useUpdateSysWorkflowTemplateMutation();
  const [runTemplate] = useRunWorkflowTemplateMutation();

  const input = (name: string, values: TemplateMeta = meta, note?: string): TemplateInput => ({
    name,
    nameZh: values.nameZh,
    summary: values.summary,
    docs: values.docs,
    nodes: toNodeInputs(nodes),
    ...(note?.trim() ? { note: note.trim() } : {}),
  });

  /** Saves the template (creating it when new); the id, or null when it failed. */
  const save = async (
    options: { stay?: boolean; meta?: TemplateMeta; forRun?: boolean; note?: string } = {},
  ): Promise<string | null> => {
    if (!check(options.forRun ? "run" : "save")) return null;
    setBusy(true);
    try {
      const current = options.meta ?? meta;
      const values = input(current.name.trim() || t("builder.untitled"), current, options.note);
      let saved: WfTemplateFieldsFragment | null | undefined;
      if (mode === "system") {
        const result = template
          ? await updateSysTemplate({ variables: { id: template.id, input: values } })
          : await createSysTemplate({ variables: { input: values } });
        saved = result.data
          ? "updateSysTemplate" in result.data
            ? result.data.updateSysTemplate
            : result.data.createSysTemplate
          : null;
      } else {
        const result =
          template && template.mine
            ? await updateTemplate({ variables: { id: template.id, input: values } })
            : await createTemplate({ variables: { input: values } });
        saved = result.data
          ? "updateTemplate" in result.data
            ? result.data.updateTemplate
            : result.data.createTemplate
          : null;
      }
      if (!saved) return null;
      setDirty(false);
      toast.success(t("builder.saved", { name: saved.name }));
      if (!template && !options.stay) navigate(workflowUrls.builder(stage, saved.id), { replace: true });
      return saved.id;
    } finally {
      setBusy(false);
    }
  };

  const saveCopy = async () => {
    if (!check("save")) return;
    setBusy(true);
    try {
      const result = await createTemplate({
        variables: { input: input(t("builder.copyName", { name: meta.name }).slice(0, 200)) },
      });
      const copy = result.data?.createTemplate;
      if (!copy) return;
      setDirty(false);
      toast.success(t("builder.copied", { name: copy.name }));
      navigate(workflowUrls.builder(stage, copy.id));
    } finally {
      setBusy(false);
    }
  };

  /** Runs the template (saved first when new or changed); onSubmitted closes the run dialog. */
  const run = async (request: RunRequest, onSubmitted: () => void) => {
    let id = template?.id ?? null;
    if (template === null || (template.mine && dirty)) id = await save({ stay: true, forRun: true });
    if (id === null) return;
    setBusy(true);
    try {
      const result = await runTemplate({
        variables: { id, name: request.name, emailNotify: request.emailNotify, args: toRunArgs(nodes) },
      });
      const job = result.data?.runTemplate;
      if (!job) return;
      toast.success(t("run.submitted", { name: job.name }));
      onSubmitted();
      navigate(workflowUrls.job(job.id));
    } finally {
      setBusy(false);
    }
  };

  return { busy, save, saveCopy, run };
}
