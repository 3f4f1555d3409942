/**
 * weView, the 3-D molecule viewer on NGL (a lazily loaded chunk): reads its source with a progress
 * bar, hands the bytes to NGL with their extension, and offers representations and colours, model
 * and record stepping (SDF records, docking poses), distance measurements by picking two atoms, a
 * PNG screenshot, full screen and a reset of the view. It fills its box: a page or a plugin window.
 * With a companion (`input.with`, a docking pose's receptor) both load, each with its progress, as
 * two components: the receptor as a cartoon with the pocket's residues as licorice, the pose as ball
 * and stick, the view zoomed on the pose; the receptor can be hidden.
 */
import { Stage as NglStage } from "ngl";
import { useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button, Dropdown, Icon, Label, Message, Progress, type SemanticICONS } from "semantic-ui-react";
import { useSession } from "../../app/session";
import { downloadBlob } from "../../components/download";
import { formatBytes } from "../../components/format";
import {
  clearMeasurements,
  colorChoices,
  defaultColor,
  ligandAtoms,
  listenForMeasurements,
  pocketRadius,
  poseCarbon,
  sceneOf,
  showReceptor,
  showScene,
  stageImage,
  styleChoices,
  type ColorChoice,
  type Measurement,
  type Scene,
  type StyleChoice,
  zoomOnPose,
} from "./nglScene";
import { readSource } from "./readSource";
import {
  mainSource,
  sourceExtension,
  sourceName,
  viewMaxBytes,
  type ViewInput,
  type ViewSource,
} from "./sources";
import "./view.css";

type Phase =
  | { readonly phase: "reading"; readonly received: number; readonly total: number | null }
  | { readonly phase: "parsing" }
  | { readonly phase: "ready" }
  | {
      readonly phase: "failed";
      readonly reason: "tooLarge" | "converted" | "unsupported" | "unreadable" | "empty" | "readFailed";
      readonly ext: string;
      readonly detail: string;
    };

type Failed = Extract<Phase, { phase: "failed" }>;

const recordExtensions = new Set(["sdf", "sd", "mol"]);

function loading(phase: Phase): boolean {
  return phase.phase === "reading" || phase.phase === "parsing";
}

/**
 * Reads a source and adds it to the stage as a component (no representation yet), telling its
 * phases; answers its scene, or null when it failed (the phase says why) or was abandoned.
 */
async function loadScene(
  stage: NglStage,
  source: ViewSource,
  side: "frontend" | "system",
  signal: AbortSignal,
  current: () => boolean,
  onPhase: (phase: Phase) => void,
): Promise<Scene | null> {
  const ext = sourceExtension(source);
  try {
    const read = await readSource(source, side, {
      signal,
      onProgress: (received, total) => {
        if (current()) onPhase({ phase: "reading", received, total });
      },
    });
    if (!current()) return null;
    if (read.kind === "refused") {
      onPhase({ phase: "failed", reason: read.reason, ext: read.ext, detail: "" });
      return null;
    }
    onPhase({ phase: "parsing" });
    let loaded: Scene | null;
    try {
      loaded = sceneOf(
        await stage.loadFile(read.blob, { ext: read.ext, name: read.name, defaultRepresentation: false }),
      );
    } catch (error) {
      if (current())
        onPhase({ phase: "failed", reason: "unreadable", ext: read.ext, detail: errorText(error) });
      return null;
    }
    if (!current()) return null;
    if (!loaded || (loaded.atoms === 0 && loaded.component.type === "structure")) {
      onPhase({ phase: "failed", reason: "empty", ext: read.ext, detail: "" });
      return null;
    }
    return loaded;
  } catch (error) {
    if (current() && !(error instanceof Error && error.name === "AbortError"))
      onPhase({ phase: "failed", reason: "readFailed", ext, detail: "" });
    return null;
  }
}

/** One source's loading: its name, then a progress bar while read, a spinner while built. */
function LoadingRow({ name, phase, testId }: { name: string; phase: Phase; testId: string }) {
  const { t } = useTranslation();
  if (!loading(phase)) return null;
  return (
    <div className="we-view-progress-row" data-testid={testId}>
      <div>{t("view.loading", { name })}</div>
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
              ? t("view.received", {
                  received: formatBytes(Math.min(phase.received, phase.total)),
                  total: formatBytes(phase.total),
                })
              : t("view.receivedSoFar", { received: formatBytes(phase.received) })}
          </div>
        </>
      ) : (
        <div className="muted small">
          <Icon loading name="spinner" /> {t("view.parsing")}
        </div>
      )}
    </div>
  );
}

function imageName(name: string): string {
  return `${name.replace(/\.[^.]+$/, "").replace(/[\\/:*?"<>|#\s]+/g, "_") || "molecule"}.png`;
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** An icon button of the toolbar, named by its label (tooltip and accessible name). */
function ToolButton(props: {
  icon: SemanticICONS;
  label: string;
  onClick: () => void;
  testId: string;
  disabled?: boolean;
}) {
  return (
    <Button
      basic
      compact
      size="small"
      icon={props.icon}
      title={props.label}
      aria-label={props.label}
      disabled={props.disabled}
      onClick={props.onClick}
      data-testid={props.testId}
    />
  );
}

export function WeView({ input }: { readonly input: ViewInput }) {
  const { t } = useTranslation();
  const session = useSession();
  const root = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLDivElement>(null);
  const [stage, setStage] = useState<NglStage | null>(null);
  const [scene, setScene] = useState<Scene | null>(null);
  const [phase, setPhase] = useState<Phase>({ phase: "reading", received: 0, total: null });
  const [receptor, setReceptor] = useState<Scene | null>(null);
  const [receptorPhase, setReceptorPhase] = useState<Phase | null>(null);
  const [receptorShown, setReceptorShown] = useState(true);
  const [pocket, setPocket] = useState<string | null>(null);
  const [components, setComponents] = useState(0);
  const [style, setStyle] = useState<StyleChoice>("auto");
  const [color, setColor] = useState<ColorChoice>("element");
  const [model, setModel] = useState(0);
  const [measuring, setMeasuring] = useState(false);
  const [held, setHeld] = useState<string | null>(null);
  const [measurements, setMeasurements] = useState<readonly Measurement[]>([]);
  const [fullScreen, setFullScreen] = useState(false);
  const source = useMemo(() => mainSource(input), [input]);
  const companion = input.with ?? null;
  const name = sourceName(source);
  const ext = sourceExtension(source);
  const companionName = companion ? sourceName(companion) : "";

  // One NGL stage per viewer, resized with its box (a window being resized, full screen).
  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    const created = new NglStage(element, { backgroundColor: "white", tooltip: true });
    setStage(created);
    const observer = new ResizeObserver(() => {
      if (element.clientWidth > 0 && element.clientHeight > 0) created.handleResize();
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      created.dispose();
      setStage(null);
    };
  }, []);

  useEffect(() => {
    const onChange = () => setFullScreen(document.fullscreenElement === root.current);
    document.addEventListener("fullscreenchange", onChange);
    return () => document.removeEventListener("fullscreenchange", onChange);
  }, []);

  useEffect(() => {
    if (!stage) return;
    const controller = new AbortController();
    let current = true;
    const isCurrent = () => current;
    setScene(null);
    setReceptor(null);
    setPocket(null);
    setComponents(0);
    setReceptorShown(true);
    setModel(0);
    setMeasurements([]);
    setHeld(null);
    setPhase({ phase: "reading", received: 0, total: null });
    setReceptorPhase(companion ? { phase: "reading", received: 0, total: null } : null);
    const counted = () => {
      if (current) setComponents(stage.compList.length);
    };
    void loadScene(stage, source, session.stage, controller.signal, isCurrent, setPhase).then((loaded) => {
      if (!loaded || !current) return;
      setStyle("auto");
      setColor(defaultColor(loaded));
      setScene(loaded);
      setPhase({ phase: "ready" });
      counted();
    });
    if (companion) {
      void loadScene(stage, companion, session.stage, controller.signal, isCurrent, setReceptorPhase).then(
        (loaded) => {
          if (!loaded || !current) return;
          setReceptor(loaded);
          setReceptorPhase({ phase: "ready" });
          counted();
        },
      );
    }
    return () => {
      current = false;
      controller.abort();
      stage.removeAllComponents();
    };
  }, [stage, source, companion, session.stage]);

  useEffect(() => {
    if (!scene) return;
    showScene(scene, style, color, model, receptor ? poseCarbon : undefined);
    if (receptor) {
      setPocket(showReceptor(receptor, scene, model));
      zoomOnPose(scene, model);
    } else {
      scene.component.autoView();
    }
  }, [scene, receptor, style, color, model]);

  useEffect(() => {
    receptor?.component.setVisibility(receptorShown);
  }, [receptor, receptorShown]);

  useEffect(() => {
    if (!stage || !scene || !measuring) return;
    return listenForMeasurements(stage, scene, (nextHeld, measured) => {
      setHeld(nextHeld);
      if (measured) setMeasurements((list) => [...list, measured]);
    });
  }, [stage, scene, measuring]);

  const step = (delta: number) => {
    if (!scene) return;
    if (measurements.length > 0) clearMeasurements(scene);
    setMeasurements([]);
    setHeld(null);
    setModel((value) => Math.min(scene.models - 1, Math.max(0, value + delta)));
  };

  const screenshot = async () => {
    if (!stage) return;
    downloadBlob(await stageImage(stage), imageName(name));
  };

  const toggleFullScreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void root.current?.requestFullscreen();
  };

  const failureText = (failed: Failed): string => {
    const shownExt = failed.ext.toUpperCase() || "?";
    switch (failed.reason) {
      case "tooLarge":
        return t("view.tooLarge", { size: formatBytes(viewMaxBytes) });
      case "converted":
        return t("view.converted", { ext: shownExt });
      case "unsupported":
        return t("view.unsupported", { ext: shownExt });
      case "unreadable":
        return t("view.unreadable", { ext: shownExt, message: failed.detail });
      case "empty":
        return t("view.empty");
      default:
        return t("view.readFailed");
    }
  };

  const ready = phase.phase === "ready" && scene !== null;
  const structure = ready && scene.component.type === "structure";
  const stepLabel = recordExtensions.has(ext) ? "view.record" : "view.model";
  const ligand = structure && scene.polymer ? ligandAtoms(scene) : 0;
  const receptorFailed = receptorPhase?.phase === "failed" ? receptorPhase : null;

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
            "data-receptor-visible": String(receptor !== null && receptorShown),
          }
        : {})}
    >
      <div className="we-view-toolbar">
        <Dropdown
          selection
          compact
          disabled={!structure}
          aria-label={t("view.style")}
          options={styleChoices.map((choice) => ({
            key: choice,
            value: choice,
            text: t(`view.styles.${choice}`),
          }))}
          value={style}
          onChange={(_event, data) => setStyle(data.value as StyleChoice)}
          data-testid="view-style"
        />
        <Dropdown
          selection
          compact
          disabled={!structure}
          aria-label={t("view.color")}
          options={colorChoices.map((choice) => ({
            key: choice,
            value: choice,
            text: t(`view.colors.${choice}`),
          }))}
          value={color}
          onChange={(_event, data) => setColor(data.value as ColorChoice)}
          data-testid="view-color"
        />
        {ready && scene.models > 1 ? (
          <span className="we-view-models">
            <ToolButton
              icon="chevron left"
              label={t("view.previous")}
              disabled={model === 0}
              onClick={() => step(-1)}
              testId="view-previous"
            />
            <span data-testid="view-model">{t(stepLabel, { index: model + 1, count: scene.models })}</span>
            <ToolButton
              icon="chevron right"
              label={t("view.next")}
              disabled={model >= scene.models - 1}
              onClick={() => step(1)}
              testId="view-next"
            />
          </span>
        ) : null}
        {companion ? (
          <Button
            basic
            compact
            size="small"
            toggle
            active={receptor !== null && receptorShown}
            disabled={receptor === null}
            icon={receptorShown ? "eye" : "eye slash"}
            content={t("view.receptor")}
            title={receptorShown ? t("view.hideReceptor") : t("view.showReceptor")}
            aria-pressed={receptor !== null && receptorShown}
            onClick={() => setReceptorShown((value) => !value)}
            data-testid="view-receptor-toggle"
          />
        ) : null}
        <span className="we-view-actions">
          <Button
            basic
            compact
            size="small"
            toggle
            active={measuring}
            disabled={!structure}
            icon="arrows alternate horizontal"
            content={t("view.measure")}
            title={t("view.measureHint")}
            onClick={() => {
              setMeasuring((value) => !value);
              setHeld(null);
            }}
            data-testid="view-measure"
          />
          <ToolButton
            icon="camera"
            label={t("view.screenshot")}
            disabled={!ready}
            onClick={() => void screenshot()}
            testId="view-screenshot"
          />
          <ToolButton
            icon="crosshairs"
            label={t("view.resetView")}
            disabled={!ready}
            onClick={() => {
              if (scene && receptor) zoomOnPose(scene, model);
              else stage?.autoView(300);
            }}
            testId="view-reset"
          />
          <ToolButton
            icon={fullScreen ? "compress" : "expand"}
            label={fullScreen ? t("view.exitFullScreen") : t("view.fullScreen")}
            onClick={toggleFullScreen}
            testId="view-fullscreen"
          />
        </span>
      </div>
      <div className="we-view-stage-box">
        <div className="we-view-stage" ref={canvas} data-testid="view-stage" />
        {loading(phase) || (receptorPhase && loading(receptorPhase)) ? (
          <div className="we-view-overlay" data-testid="view-loading">
            <div className="we-view-progress">
              <LoadingRow name={name} phase={phase} testId="view-loading-main" />
              {receptorPhase ? (
                <LoadingRow name={companionName} phase={receptorPhase} testId="view-loading-receptor" />
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
      </div>
      <div className="we-view-status">
        <span className="muted small" title={name} data-testid="view-name">
          {companion ? <Icon name="cube" color="orange" /> : null}
          {name}
        </span>
        {companion ? (
          <span className="muted small" title={companionName} data-testid="view-receptor-name">
            <Icon name="cubes" color="blue" />
            {t("view.receptorName", { name: companionName })}
          </span>
        ) : null}
        {receptor ? (
          <Label size="tiny" basic color="blue" data-testid="view-receptor-atoms">
            {t("view.receptorAtoms", { count: receptor.atoms })}
          </Label>
        ) : null}
        {receptor && scene ? (
          <Label size="tiny" basic data-testid="view-pocket" data-pocket={pocket ? "found" : "none"}>
            {pocket
              ? t("view.pocket", { radius: pocketRadius })
              : t("view.noPocket", { radius: pocketRadius })}
          </Label>
        ) : null}
        {receptorFailed ? (
          <Label
            size="tiny"
            color="yellow"
            data-testid="view-receptor-failed"
            data-reason={receptorFailed.reason}
          >
            <Icon name="warning sign" />
            {t("view.receptorFailed", { reason: failureText(receptorFailed) })}
          </Label>
        ) : null}
        {structure ? (
          <Label size="tiny" basic data-testid="view-atoms">
            {t("view.atoms", { count: scene.atoms })}
          </Label>
        ) : null}
        {ligand > 0 ? (
          <Label size="tiny" basic color="orange" data-testid="view-ligand">
            {t("view.ligand", { count: ligand })}
          </Label>
        ) : null}
        {measuring ? (
          <span className="small" data-testid="view-held">
            {held ? t("view.held", { atom: held }) : t("view.measureHint")}
          </span>
        ) : null}
        {measurements.map((item, index) => (
          <Label key={index} size="tiny" color="green" data-testid="view-distance">
            {t("view.distance", { from: item.from, to: item.to, distance: item.distance.toFixed(2) })}
          </Label>
        ))}
        {measurements.length > 0 && scene ? (
          <Button
            basic
            compact
            size="mini"
            content={t("view.clearMeasurements")}
            onClick={() => {
              clearMeasurements(scene);
              setMeasurements([]);
            }}
            data-testid="view-clear-measurements"
          />
        ) : null}
      </div>
    </div>
  );
}
