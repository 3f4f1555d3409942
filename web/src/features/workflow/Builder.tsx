/**
 * The workflow builder (front end: workflow/new and workflow/:templateId; back office: the same routes
 * in "system" mode). A palette of modules and processors, a DAG canvas, and a side panel with the
 * selected task's arguments. Problems are checked live and shown on their nodes; save and run refuse
 * a workflow that has any. A user opening a system template fills in its arguments and runs it, or
 * saves a copy to change it; the back office edits system templates and has no Run.
 */
import { workflowLimits } from "@crucible/schema";
import { ReactFlowProvider, useReactFlow } from "@xyflow/react";
import { useCallback, useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router-dom";
import { Button, Header, Icon, Label, List, Loader, Message } from "semantic-ui-react";
import { useSession } from "../../app/session";
import { formatDateTime } from "../../components/format";
import { Markdown } from "../../components/Markdown";
import { PageHeader } from "../../components/PageHeader";
import { toast } from "../../components/toast";
import {
  useCreateSysWorkflowTemplateMutation,
  useCreateWorkflowTemplateMutation,
  useRunWorkflowTemplateMutation,
  useSysWorkflowModulesQuery,
  useSysWorkflowTemplateQuery,
  useUpdateSysWorkflowTemplateMutation,
  useUpdateWorkflowTemplateMutation,
  useWorkflowModulesQuery,
  useWorkflowProcessorsQuery,
  useWorkflowTemplateQuery,
  type TemplateInput,
  type WfTemplateFieldsFragment,
} from "../../graphql";
import { translate } from "../../i18n";
import { applyingArgNames, argLabel } from "../modules/argValues";
import type { ArgLinkOption } from "../modules/FileArgInput";
import { moduleName } from "../modules/urls";
import { BuilderCanvas } from "./BuilderCanvas";
import { DetailsDialog, RunDialog, type RunRequest, type TemplateMeta } from "./BuilderDialogs";
import {
  argIssues,
  createNode,
  dependsOn,
  isLink,
  linkOptionsFor,
  nodesFromTemplate,
  otherMethod,
  removeNode,
  renameNode,
  specOfModule,
  specOfProcessor,
  toNodeInputs,
  toRunArgs,
  updateNode,
  withMethod,
  validateWorkflow,
  type BuilderNode,
  type Issue,
  type NodeSpec,
} from "./graph";
import { layeredLayout } from "./layout";
import { NodePanel } from "./NodePanel";
import { Palette, specRef } from "./Palette";
import type { TaskNodeData } from "./TaskNode";
import { templateName, workflowUrls } from "./urls";
import "./workflow.css";

export type BuilderMode = "user" | "system";

const nodeGapX = 300;

/** The message of a problem, in the UI language. */
function issueText(issue: Issue, node: BuilderNode | null, zh: boolean): string {
  const arg = issue.arg ? node?.spec?.args.find((item) => item.name === issue.arg) : undefined;
  const values: Record<string, string | number> = {
    ...issue.params,
    arg: arg ? argLabel(arg, zh) : (issue.arg ?? ""),
  };
  return String(translate()(`workflow.issues.${issue.code}`, values));
}

function nodeView(
  node: BuilderNode,
  nodes: readonly BuilderNode[],
  issues: readonly string[],
  zh: boolean,
  connectable: boolean,
): TaskNodeData {
  const spec = node.spec;
  const method = otherMethod(spec);
  const applying = applyingArgNames(spec?.args ?? [], node.args);
  const linkedOutputs = new Set(
    nodes.flatMap((other) =>
      Object.values(other.args).flatMap((value) =>
        isLink(value) && value.task === node.key ? [value.output] : [],
      ),
    ),
  );
  return {
    taskKey: node.key,
    title: spec
      ? spec.kind === "module"
        ? moduleName(spec, zh)
        : spec.name
      : (node.moduleId ?? node.processorId ?? ""),
    method: method ? (zh && method.labelZh ? method.labelZh : method.label) || method.name : null,
    kind: spec ? spec.kind : "missing",
    inputs: (spec?.args ?? [])
      .filter((arg) => arg.format === "file" && applying.has(arg.name))
      .map((arg) => ({
        name: arg.name,
        label: argLabel(arg, zh),
        hint: (arg.fileFormats ?? []).join(", "),
        linked: isLink(node.args[arg.name]),
        required: arg.require,
      })),
    outputs: (spec?.outputs ?? []).map((output) => ({
      name: output.name,
      label: output.name,
      hint: zh && output.labelZh ? output.labelZh : output.label,
      linked: linkedOutputs.has(output.name),
    })),
    issues,
    connectable,
  };
}

function defaultJobName(name: string): string {
  return `${name} ${formatDateTime(new Date().toISOString()).replace(/\u00a0/g, " ")}`.slice(0, 200);
}

interface EditorProps {
  readonly mode: BuilderMode;
  readonly template: WfTemplateFieldsFragment | null;
  readonly palette: readonly NodeSpec[];
  readonly processors: readonly NodeSpec[] | null;
  readonly paletteLoading: boolean;
}

function BuilderEditor({ mode, template, palette, processors, paletteLoading }: EditorProps) {
  const { t, i18n } = useTranslation();
  const zh = i18n.language === "zh-CN";
  const session = useSession();
  const navigate = useNavigate();
  const flow = useReactFlow();
  const stage = session.stage;

  const [nodes, setNodes] = useState<BuilderNode[]>(() => (template ? nodesFromTemplate(template) : []));
  const [meta, setMeta] = useState<TemplateMeta>(() => ({
    name: template?.name ?? t("workflow.builder.untitled"),
    nameZh: template?.nameZh ?? "",
    summary: template?.summary ?? "",
    docs: template?.docs ?? "",
  }));
  const [selected, setSelected] = useState<string | null>(null);
  const [dirty, setDirty] = useState(false);
  const [dialog, setDialog] = useState<"details" | "run" | null>(null);
  // A new workflow is named (the details dialog) before its first save or run.
  const [named, setNamed] = useState(template !== null);
  const [afterDetails, setAfterDetails] = useState<"save" | "run" | null>(null);
  const [busy, setBusy] = useState(false);
  // Refusals are said beside the actions: a toast would cover them for 8 s.
  const [notice, setNotice] = useState<string | null>(null);
  useEffect(() => {
    if (notice === null) return;
    const timer = window.setTimeout(() => setNotice(null), 6000);
    return () => window.clearTimeout(timer);
  }, [notice]);

  const [createTemplate] = useCreateWorkflowTemplateMutation();
  const [updateTemplate] = useUpdateWorkflowTemplateMutation();
  const [createSysTemplate] = useCreateSysWorkflowTemplateMutation();
  const [updateSysTemplate] = useUpdateSysWorkflowTemplateMutation();
  const [runTemplate] = useRunWorkflowTemplateMutation();

  const canUpdate = mode === "system" ? session.can("Workflow.Job.Template.Update") : true;
  const owned = mode === "system" || template === null || template.mine;
  const structureEditable = canUpdate && owned;
  const argsEditable = canUpdate;

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
    () => new Map([...palette, ...(processors ?? [])].map((spec) => [specRef(spec), spec])),
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

  /** Save needs a sound graph; run needs every required argument too (as the server checks). */
  const check = (purpose: "save" | "run"): boolean => {
    if (purpose === "run" ? validation.ok : validation.savable) return true;
    setNotice(t("workflow.builder.fix"));
    return false;
  };

  const input = (name: string, values: TemplateMeta = meta): TemplateInput => ({
    name,
    nameZh: values.nameZh,
    summary: values.summary,
    docs: values.docs,
    nodes: toNodeInputs(nodes),
  });

  /** Saves the template (creating it when new); the id, or null when it failed. */
  const save = async (
    options: { stay?: boolean; meta?: TemplateMeta; forRun?: boolean } = {},
  ): Promise<string | null> => {
    if (!check(options.forRun ? "run" : "save")) return null;
    setBusy(true);
    try {
      const current = options.meta ?? meta;
      const values = input(current.name.trim() || t("workflow.builder.untitled"), current);
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
      toast.success(t("workflow.builder.saved", { name: saved.name }));
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
        variables: { input: input(t("workflow.builder.copyName", { name: meta.name }).slice(0, 200)) },
      });
      const copy = result.data?.createTemplate;
      if (!copy) return;
      setDirty(false);
      toast.success(t("workflow.builder.copied", { name: copy.name }));
      navigate(workflowUrls.builder(stage, copy.id));
    } finally {
      setBusy(false);
    }
  };

  const nameFirst = (then: "save" | "run"): boolean => {
    if (named) return false;
    setAfterDetails(then);
    setDialog("details");
    return true;
  };

  const openSave = () => {
    if (check("save") && !nameFirst("save")) void save();
  };

  const openRun = () => {
    if (check("run") && !nameFirst("run")) setDialog("run");
  };

  const run = async (request: RunRequest) => {
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
      toast.success(t("workflow.run.submitted", { name: job.name }));
      setDialog(null);
      navigate(workflowUrls.job(job.id));
    } finally {
      setBusy(false);
    }
  };

  const selectedNode = selected ? (byUid.get(selected) ?? null) : null;
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
            label: t("workflow.builder.linkLabel", { task: option.task, output: option.output }),
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
  const roots = nodes.filter((node) => dependsOn(node).length === 0).length;
  const title = template ? templateName({ name: meta.name, nameZh: meta.nameZh }, zh) : meta.name;
  // The job the run dialog would submit, for its cost estimate (one object per change of the graph).
  const estimateInput = useMemo(
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
  const systemTemplate = mode === "user" && template !== null && !template.mine;

  return (
    <div className="wf-builder" data-testid="wf-builder" data-mode={mode} data-dirty={dirty}>
      <PageHeader title={title} intro={meta.summary || undefined}>
        <Button
          as={Link}
          to={workflowUrls.templates(stage)}
          basic
          size="small"
          icon="arrow left"
          content={t("workflow.builder.back")}
          data-testid="wf-back"
        />
        <Button
          type="button"
          basic
          size="small"
          icon="info circle"
          content={t("workflow.builder.details")}
          onClick={() => setDialog("details")}
          data-testid="wf-details"
        />
        {structureEditable ? (
          <Button
            type="button"
            basic
            size="small"
            icon="sitemap"
            content={t("workflow.builder.arrange")}
            onClick={arrange}
            disabled={nodes.length === 0}
            data-testid="wf-arrange"
          />
        ) : null}
        {structureEditable ? (
          <Button
            type="button"
            size="small"
            icon="save"
            content={t("workflow.builder.save")}
            onClick={openSave}
            loading={busy}
            disabled={busy}
            primary={mode === "system"}
            basic={mode !== "system"}
            color={mode === "system" ? undefined : "blue"}
            data-testid="wf-save"
          />
        ) : null}
        {mode === "user" && template !== null ? (
          <Button
            type="button"
            size="small"
            basic
            icon="copy outline"
            content={t("workflow.builder.saveCopy")}
            onClick={() => void saveCopy()}
            disabled={busy}
            data-testid="wf-save-copy"
          />
        ) : null}
        {mode === "user" ? (
          <Button
            type="button"
            primary
            size="small"
            icon="play"
            content={t("workflow.builder.run")}
            onClick={openRun}
            disabled={busy}
            data-testid="wf-run"
          />
        ) : null}
      </PageHeader>
      <div className="wf-status-line">
        {template ? (
          <Label
            size="small"
            basic
            color={template.kind === "system" ? "blue" : "green"}
            data-testid="wf-kind"
          >
            {template.kind === "system"
              ? t("workflow.builder.systemTemplate")
              : t("workflow.builder.myTemplate")}
          </Label>
        ) : null}
        <span className="muted small" data-testid="wf-stats">
          {t("workflow.builder.stats", {
            modules: nodes.length,
            maxModules: workflowLimits.maxTasks,
            roots,
            maxRoots: workflowLimits.maxConcurrent,
          })}
        </span>
        {dirty ? (
          <Label size="small" color="orange" basic data-testid="wf-unsaved">
            {t("workflow.builder.unsaved")}
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
        <Message info size="small" content={t("workflow.builder.lockedHint")} data-testid="wf-locked" />
      ) : null}
      {!canUpdate ? <Message info size="small" content={t("workflow.builder.readOnlyHint")} /> : null}
      {nodes.length > 0 && validation.global.length > 0 ? (
        <Message warning size="small" data-testid="wf-global-problems">
          <List bulleted>
            {validation.global.map((issue) => (
              <List.Item key={issue.code}>{issueText(issue, null, zh)}</List.Item>
            ))}
          </List>
        </Message>
      ) : null}
      <div className={`wf-layout${structureEditable ? "" : " no-palette"}`}>
        {structureEditable ? (
          <Palette
            modules={palette}
            processors={processors}
            loading={paletteLoading}
            onAdd={(ref) => addSpec(ref)}
          />
        ) : null}
        <BuilderCanvas
          nodes={nodes}
          views={views}
          selected={selected}
          editable={structureEditable}
          movable
          onSelect={setSelected}
          onMove={onMove}
          onRemove={onRemove}
          onLink={onLink}
          onUnlink={onUnlink}
          onRemoveDependency={onRemoveDependency}
          onDrop={onDrop}
          onRefused={(why) => setNotice(t(`workflow.builder.linkRefused.${why}`))}
          emptyHint={structureEditable ? t("workflow.builder.emptyCanvas") : null}
        />
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
              onRemove={() => onRemove(selectedNode.uid)}
            />
          ) : (
            <div className="wf-panel-body" data-testid="wf-overview">
              <Header as="h4" className="wf-side-title">
                {t("workflow.builder.overview")}
              </Header>
              <p className="muted small">{t("workflow.builder.noSelection")}</p>
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
              {meta.docs.trim() !== "" ? (
                <div className="wf-docs">
                  <Markdown source={meta.docs} testId="wf-docs" />
                </div>
              ) : structureEditable ? (
                <p className="muted small">{t("workflow.builder.noDocs")}</p>
              ) : null}
            </div>
          )}
        </aside>
      </div>
      {dialog === "details" ? (
        <DetailsDialog
          meta={meta}
          readOnly={!structureEditable}
          onClose={() => {
            setDialog(null);
            setAfterDetails(null);
          }}
          onApply={(next) => {
            setMeta(next);
            setNamed(true);
            setDirty(true);
            setDialog(afterDetails === "run" ? "run" : null);
            if (afterDetails === "save") void save({ meta: next });
            setAfterDetails(null);
          }}
        />
      ) : null}
      {dialog === "run" ? (
        <RunDialog
          templateName={title}
          defaultJobName={defaultJobName(title)}
          note={
            template === null
              ? t("workflow.run.createFirst")
              : template.mine && dirty
                ? t("workflow.run.saveFirst")
                : null
          }
          submitting={busy}
          estimate={estimateInput}
          onClose={() => setDialog(null)}
          onRun={(request) => void run(request)}
        />
      ) : null}
    </div>
  );
}

function useTemplate(mode: BuilderMode, id: string | null) {
  const user = useWorkflowTemplateQuery({
    variables: { id: id ?? "" },
    skip: mode !== "user" || id === null,
    fetchPolicy: "network-only",
  });
  const sys = useSysWorkflowTemplateQuery({
    variables: { id: id ?? "" },
    skip: mode !== "system" || id === null,
    fetchPolicy: "network-only",
  });
  const query = mode === "user" ? user : sys;
  const template = mode === "user" ? (user.data?.template ?? null) : (sys.data?.sysTemplate ?? null);
  return { template, loading: query.loading, failed: Boolean(query.error) };
}

function usePalette(mode: BuilderMode) {
  const modules = useWorkflowModulesQuery({ skip: mode !== "user" });
  const processors = useWorkflowProcessorsQuery({ skip: mode !== "user" });
  const sysModules = useSysWorkflowModulesQuery({ skip: mode !== "system" });
  return useMemo(() => {
    if (mode === "system") {
      return {
        modules: (sysModules.data?.sysModules ?? []).map((module) => specOfModule(module)),
        processors: null,
        loading: sysModules.loading,
      };
    }
    return {
      modules: (modules.data?.modules ?? [])
        .filter((module) => module.status === "ENABLED")
        .map((module) => specOfModule(module)),
      processors: (processors.data?.processors ?? [])
        .filter((processor) => processor.status === "ENABLED")
        .map(specOfProcessor),
      loading: modules.loading || processors.loading,
    };
  }, [
    mode,
    modules.data,
    modules.loading,
    processors.data,
    processors.loading,
    sysModules.data,
    sysModules.loading,
  ]);
}

export function WorkflowBuilder({ mode }: { mode: BuilderMode }) {
  const { t } = useTranslation();
  const { templateId } = useParams();
  const id = templateId === undefined || templateId === "new" ? null : templateId;
  const { template, loading, failed } = useTemplate(mode, id);
  const palette = usePalette(mode);
  if (id !== null && loading && !template)
    return <Loader active inline="centered" data-testid="wf-loading" />;
  if (id !== null && (failed || !template)) {
    return <Message warning content={t("workflow.builder.notFound")} data-testid="wf-not-found" />;
  }
  return (
    <ReactFlowProvider>
      <BuilderEditor
        key={template?.id ?? "new"}
        mode={mode}
        template={template}
        palette={palette.modules}
        processors={palette.processors}
        paletteLoading={palette.loading}
      />
    </ReactFlowProvider>
  );
}
