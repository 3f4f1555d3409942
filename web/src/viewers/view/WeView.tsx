/**
 * weView, the 3-D molecule viewer on NGL (a lazily loaded chunk): reads its source with a progress
 * bar, hands the bytes to NGL with their extension, and offers representations and colours, model
 * and record stepping (SDF records, docking poses), distance measurements by picking two atoms, a
 * PNG screenshot, full screen and a reset of the view. It fills its box: a page or a plugin window.
 * With a companion (`input.with`, a docking pose's receptor) both load, each with its progress, as
 * two components: the receptor as a cartoon with the pocket's residues as licorice, the pose as ball
 * and stick, the view zoomed on the pose; the receptor can be hidden.
 */
import { useEffect, useMemo, useRef, useState, type RefObject } from "react";
import { Icon, Message, Progress } from "semantic-ui-react";
import { useSession } from "../../app/session";
import { downloadBlob } from "../../components/download";
import { formatBytes } from "../../components/format";
import { stageImage, zoomOnPose } from "./nglScene";
import { mainSource, sourceExtension, sourceName, type ViewInput } from "./sources";
import { useSceneDisplay, useViewControls } from "./viewControls";
import { loading, useNglStage, useViewLoad, type Phase } from "./viewLoad";
import { useFailureText, WeViewStatus } from "./WeViewStatus";
import { WeViewToolbar } from "./WeViewToolbar";
import "./view.css";
import { useNs } from "../../i18n";
import { viewNs } from "./i18n";

const recordExtensions = new Set(["sdf", "sd", "mol"]);

/** One source's loading: its name, then a progress bar while read, a spinner while built. */
function LoadingRow({ name, phase, testId }: { name: string; phase: Phase; testId: string }) {
  const { t } = useNs(viewNs);
  if (!loading(phase)) return null;
  return (
    <div className="we-view-progress-row" data-testid={testId}>
      <div>{t("loading", { name })}</div>
      {phase.phase === "reading" ? (
        <>
          <Progress
            size="small"
            indicating
            percent={
              phase.total ? Math.min(100, Math.round((phase.received / phase.total) * 100)) : undefined
            }
            active={!phase.total}
            data-testid="view-progress"
          />
          <div className="muted small">
            {phase.total
              ? t("received", {
                  received: formatBytes(Math.min(phase.received, phase.total)),
                  total: formatBytes(phase.total),
                })
              : t("receivedSoFar", { received: formatBytes(phase.received) })}
          </div>
        </>
      ) : (
        <div className="muted small">
          <Icon loading name="spinner" /> {t("parsing")}
        </div>
      )}
    </div>
  );
}

function imageName(name: string): string {
  return `${name.replace(/\.[^.]+$/, "").replace(/[\\/:*?"<>|#\s]+/g, "_") || "molecule"}.png`;
}

/** Whether `root` is the full-screen element, following the browser's changes. */
function useFullScreen(root: RefObject<HTMLDivElement | null>): boolean {
  const [fullScreen, setFullScreen] = useState(false);
  useEffect(() => {
    const onChange = () => setFullScreen(document.fullscreenElement === root.current);
    document.addEventListener("fullscreenchange", onChange);
    return () => document.removeEventListener("fullscreenchange", onChange);
  }, [root]);
  return fullScreen;
}

/** Over the stage: the sources' progress while they load, or why the main one failed. */
function StageOverlays(props: {
  name: string;
  phase: Phase;
  companionName: string;
  receptorPhase: Phase | null;
}) {
  const failureText = useFailureText();
  const { phase, receptorPhase } = props;
  return (
    <>
      {loading(phase) || (receptorPhase && loading(receptorPhase)) ? (
        <div className="we-view-overlay" data-testid="view-loading">
          <div className="we-view-progress">
            <LoadingRow name={props.name} phase={phase} testId="view-loading-main" />
            {receptorPhase ? (
              <LoadingRow name={props.companionName} phase={receptorPhase} testId="view-loading-receptor" />
            ) : null}
          </div>
        </div>
      ) : null}
      {phase.phase === "failed" ? (
        <div className="we-view-overlay">
          <Message
            warning
            content={failureText(phase)}
            data-testid="view-failed"
            data-reason={phase.reason}
          />
        </div>
      ) : null}
    </>
  );
}

export function WeView({ input }: { readonly input: ViewInput }) {
  const session = useSession();
  const root = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLDivElement>(null);
  const source = useMemo(() => mainSource(input), [input]);
  const companion = input.with ?? null;
  const name = sourceName(source);
  const ext = sourceExtension(source);
  const companionName = companion ? sourceName(companion) : "";
  const stage = useNglStage(canvas);
  const fullScreen = useFullScreen(root);
  const controls = useViewControls();
  const { scene, phase, receptor, receptorPhase, components } = useViewLoad(
    stage,
    source,
    companion,
    session.stage,
    controls.reset,
    controls.restyle,
  );
  useSceneDisplay(stage, scene, receptor, controls);

  const screenshot = async () => {
    if (!stage) return;
    downloadBlob(await stageImage(stage), imageName(name));
  };

  const toggleFullScreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void root.current?.requestFullscreen();
  };

  const ready = phase.phase === "ready" && scene !== null;
  const structure = ready && scene.component.type === "structure";

  return (
    <div
      className="we-view"
      ref={root}
      data-testid="we-view"
      data-phase={phase.phase}
      data-components={components}
      {...(receptorPhase
        ? {
            "data-receptor": receptorPhase.phase,
            "data-receptor-visible": String(receptor !== null && controls.receptorShown),
          }
        : {})}
    >
      <WeViewToolbar
        controls={controls}
        ready={ready ? scene : null}
        structure={structure}
        stepLabel={recordExtensions.has(ext) ? "record" : "model"}
        companion={companion !== null}
        receptor={receptor}
        fullScreen={fullScreen}
        onScreenshot={() => void screenshot()}
        onResetView={() => {
          if (scene && receptor) zoomOnPose(scene, controls.model);
          else stage?.autoView(300);
        }}
        onFullScreen={toggleFullScreen}
      />
      <div className="we-view-stage-box">
        <div className="we-view-stage" ref={canvas} data-testid="view-stage" />
        <StageOverlays
          name={name}
          phase={phase}
          companionName={companionName}
          receptorPhase={receptorPhase}
        />
      </div>
      <WeViewStatus
        name={name}
        companionName={companion ? companionName : null}
        scene={scene}
        structure={structure}
        receptor={receptor}
        receptorFailed={receptorPhase?.phase === "failed" ? receptorPhase : null}
        controls={controls}
      />
    </div>
  );
}
