/**
 * The workflow builder (front end: workflow/new and workflow/:templateId; back office: the same routes
 * in "system" mode). A palette of modules and processors, a DAG canvas, and a side panel with the
 * selected task's arguments. Problems are checked live and shown on their nodes; save and run refuse
 * a workflow that has any. A user opening a system template fills in its arguments and runs it, or
 * saves a copy to change it; the back office edits system templates and has no Run.
 * This shell holds the template's details, the dialogs and the checks; its panels have their own files.
 */
import { ReactFlowProvider } from "@xyflow/react";
import { useState } from "react";
import { useParams } from "react-router-dom";
import { Loader, Message } from "semantic-ui-react";
import { useSession } from "../../app/session";
import type { WfTemplateFieldsFragment } from "../../graphql";
import { BuilderCanvas } from "./BuilderCanvas";
import { useBuilderPalette, useBuilderTemplate, type BuilderMode } from "./builderData";
import { DetailsDialog, RunDialog, type TemplateMeta } from "./BuilderDialogs";
import { BuilderSide } from "./BuilderSide";
import { BuilderStatus } from "./BuilderStatus";
import { BuilderToolbar } from "./BuilderToolbar";
import { defaultJobName } from "./builderView";
import { dependsOn, type NodeSpec } from "./graph";
import { Palette } from "./Palette";
import { templateName } from "./urls";
import { useBuilderGraph } from "./useBuilderGraph";
import { useEstimateInput, useNodeViews, useTimedNotice } from "./useBuilderViews";
import { useTemplateSaving } from "./useTemplateSaving";
import { VersionsPanel } from "./VersionsPanel";
import "./workflow.css";
import { useNs } from "../../i18n";
import { workflowNs } from "./i18n";

interface EditorProps {
  readonly mode: BuilderMode;
  readonly template: WfTemplateFieldsFragment | null;
  readonly palette: readonly NodeSpec[];
  readonly processors: readonly NodeSpec[] | null;
  readonly paletteLoading: boolean;
  /** A version was restored: the editor starts again from the template as saved. */
  readonly onRestored: () => void;
}

function BuilderEditor({ mode, template, palette, processors, paletteLoading, onRestored }: EditorProps) {
  const { t, i18n } = useNs(workflowNs);
  const zh = i18n.language === "zh-CN";
  const session = useSession();

  const [meta, setMeta] = useState<TemplateMeta>(() => ({
    name: template?.name ?? t("builder.untitled"),
    nameZh: template?.nameZh ?? "",
    summary: template?.summary ?? "",
    docs: template?.docs ?? "",
  }));
  const [dialog, setDialog] = useState<"details" | "run" | null>(null);
  const [versionsOpen, setVersionsOpen] = useState(false);
  // What the next save changed, kept with the version it writes; cleared once saved.
  const [note, setNote] = useState("");
  // A new workflow is named (the details dialog) before its first save or run.
  const [named, setNamed] = useState(template !== null);
  const [afterDetails, setAfterDetails] = useState<"save" | "run" | null>(null);
  // Refusals are said beside the actions: a toast would cover them for 8 s.
  const [notice, setNotice] = useTimedNotice();

  const canUpdate = mode === "system" ? session.can("Workflow.Job.Template.Update") : true;
  const owned = mode === "system" || template === null || template.mine;
  const structureEditable = canUpdate && owned;
  const argsEditable = canUpdate;
  const graph = useBuilderGraph(template, palette, processors, structureEditable);
  const { nodes, selected, setSelected, dirty, setDirty, change, onRemove } = graph;

  const { validation, byUid, views } = useNodeViews(nodes, zh, structureEditable);

  /** Save needs a sound graph; run needs every required argument too (as the server checks). */
  const check = (purpose: "save" | "run"): boolean => {
    if (purpose === "run" ? validation.ok : validation.savable) return true;
    setNotice(t("builder.fix"));
    return false;
  };

  const { busy, save, saveCopy, run } = useTemplateSaving({
    mode,
    template,
    nodes,
    meta,
    dirty,
    setDirty,
    check,
  });

  const nameFirst = (then: "save" | "run"): boolean => {
    if (named) return false;
    setAfterDetails(then);
    setDialog("details");
    return true;
  };

  const openSave = () => {
    if (check("save") && !nameFirst("save"))
      void save({ note }).then((id) => {
        if (id !== null) setNote("");
      });
  };

  const openRun = () => {
    if (check("run") && !nameFirst("run")) setDialog("run");
  };

  const selectedNode = selected ? (byUid.get(selected) ?? null) : null;
  const roots = nodes.filter((node) => dependsOn(node).length === 0).length;
  const title = template ? templateName({ name: meta.name, nameZh: meta.nameZh }, zh) : meta.name;
  const estimateInput = useEstimateInput(title, nodes);
  const systemTemplate = mode === "user" && template !== null && !template.mine;

  return (
    <div className="wf-builder" data-testid="wf-builder" data-mode={mode} data-dirty={dirty}>
      <BuilderToolbar
        mode={mode}
        title={title}
        summary={meta.summary}
        saved={template !== null}
        structureEditable={structureEditable}
        empty={nodes.length === 0}
        busy={busy}
        onDetails={() => setDialog("details")}
        onVersions={() => setVersionsOpen((open) => !open)}
        onArrange={graph.arrange}
        onSave={openSave}
        note={note}
        onNote={setNote}
        onSaveCopy={() => void saveCopy()}
        onRun={openRun}
      />
      <BuilderStatus
        template={template}
        taskCount={nodes.length}
        roots={roots}
        dirty={dirty}
        notice={notice}
        systemTemplate={systemTemplate}
        canUpdate={canUpdate}
        globalIssues={validation.global}
        zh={zh}
      />
      {versionsOpen && template ? (
        <VersionsPanel
          mode={mode}
          templateId={template.id}
          canRestore={mode === "system" ? canUpdate : template.mine}
          dirty={dirty}
          onRestored={onRestored}
          onClose={() => setVersionsOpen(false)}
        />
      ) : null}
      <div className={`wf-layout${structureEditable ? "" : " no-palette"}`}>
        {structureEditable ? (
          <Palette
            modules={palette}
            processors={processors}
            loading={paletteLoading}
            onAdd={(ref) => graph.addSpec(ref)}
          />
        ) : null}
        <BuilderCanvas
          nodes={nodes}
          views={views}
          selected={selected}
          editable={structureEditable}
          movable
          onSelect={setSelected}
          onMove={graph.onMove}
          onRemove={onRemove}
          onLink={graph.onLink}
          onUnlink={graph.onUnlink}
          onRemoveDependency={graph.onRemoveDependency}
          onDrop={graph.onDrop}
          onRefused={(why) => setNotice(t(`builder.linkRefused.${why}`))}
          emptyHint={structureEditable ? t("builder.emptyCanvas") : null}
        />
        <BuilderSide
          nodes={nodes}
          selectedNode={selectedNode}
          validation={validation}
          views={views}
          docs={meta.docs}
          argsEditable={argsEditable}
          structureEditable={structureEditable}
          zh={zh}
          change={change}
          onSelect={setSelected}
          onRemove={onRemove}
        />
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
          note={template === null ? t("run.createFirst") : template.mine && dirty ? t("run.saveFirst") : null}
          submitting={busy}
          estimate={estimateInput}
          onClose={() => setDialog(null)}
          onRun={(request) => void run(request, () => setDialog(null))}
        />
      ) : null}
    </div>
  );
}

export function WorkflowBuilder({ mode }: { mode: BuilderMode }) {
  const { t } = useNs(workflowNs);
  const { templateId } = useParams();
  const id = templateId === undefined || templateId === "new" ? null : templateId;
  const { template, loading, failed } = useBuilderTemplate(mode, id);
  const palette = useBuilderPalette(mode);
  const [generation, setGeneration] = useState(0);
  if (id !== null && loading && !template)
    return <Loader active inline="centered" data-testid="wf-loading" />;
  if (id !== null && (failed || !template)) {
    return <Message warning content={t("builder.notFound")} data-testid="wf-not-found" />;
  }
  return (
    <ReactFlowProvider>
      <BuilderEditor
        key={`${template?.id ?? "new"}-${generation}`}
        mode={mode}
        template={template}
        palette={palette.modules}
        processors={palette.processors}
        paletteLoading={palette.loading}
        onRestored={() => setGeneration((n) => n + 1)}
      />
    </ReactFlowProvider>
  );
}
