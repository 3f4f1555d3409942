/**
 * weView, the 3-D molecule viewer on NGL (a lazily loaded chunk): reads its source with a progress
 * bar, hands the bytes to NGL with their extension, and offers representations and colours, model
 * and record stepping (SDF records, docking poses), distance measurements by picking two atoms, a
 * PNG screenshot, full screen and a reset of the view. It fills its box: a page or a plugin window.
 */
import { Stage as NglStage } from "ngl";
import { useEffect, useRef, useState } from "react";
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
  sceneOf,
  showScene,
  stageImage,
  styleChoices,
  type ColorChoice,
  type Measurement,
  type Scene,
  type StyleChoice,
} from "./nglScene";
import { readSource } from "./readSource";
import { sourceExtension, sourceName, viewMaxBytes, type ViewSource } from "./sources";
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

const recordExtensions = new Set(["sdf", "sd", "mol"]);

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

export function WeView({ input }: { readonly input: ViewSource }) {
  const { t } = useTranslation();
  const session = useSession();
  const root = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLDivElement>(null);
  const [stage, setStage] = useState<NglStage | null>(null);
  const [scene, setScene] = useState<Scene | null>(null);
  const [phase, setPhase] = useState<Phase>({ phase: "reading", received: 0, total: null });
  const [style, setStyle] = useState<StyleChoice>("auto");
  const [color, setColor] = useState<ColorChoice>("element");
  const [model, setModel] = useState(0);
  const [measuring, setMeasuring] = useState(false);
  const [held, setHeld] = useState<string | null>(null);
  const [measurements, setMeasurements] = useState<readonly Measurement[]>([]);
  const [fullScreen, setFullScreen] = useState(false);
  const name = sourceName(input);
  const ext = sourceExtension(input);

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
    setScene(null);
    setModel(0);
    setMeasurements([]);
    setHeld(null);
    setPhase({ phase: "reading", received: 0, total: null });
    const load = async () => {
      const read = await readSource(input, session.stage, {
        signal: controller.signal,
        onProgress: (received, total) => {
          if (current) setPhase({ phase: "reading", received, total });
        },
      });
      if (!current) return;
      if (read.kind === "refused") {
        setPhase({ phase: "failed", reason: read.reason, ext: read.ext, detail: "" });
        return;
      }
      setPhase({ phase: "parsing" });
      let loaded: Scene | null;
      try {
        loaded = sceneOf(
          await stage.loadFile(read.blob, { ext: read.ext, name: read.name, defaultRepresentation: false }),
        );
      } catch (error) {
        if (current)
          setPhase({ phase: "failed", reason: "unreadable", ext: read.ext, detail: errorText(error) });
        return;
      }
      if (!current) return;
      if (!loaded || (loaded.atoms === 0 && loaded.component.type === "structure")) {
        setPhase({ phase: "failed", reason: "empty", ext: read.ext, detail: "" });
        return;
      }
      setStyle("auto");
      setColor(defaultColor(loaded));
      setScene(loaded);
      setPhase({ phase: "ready" });
    };
    load().catch((error: unknown) => {
      if (!current || (error instanceof Error && error.name === "AbortError")) return;
      setPhase({ phase: "failed", reason: "readFailed", ext, detail: "" });
    });
    return () => {
      current = false;
      controller.abort();
      stage.removeAllComponents();
    };
  }, [stage, input, session.stage, ext]);

  useEffect(() => {
    if (!scene) return;
    showScene(scene, style, color, model);
    scene.component.autoView();
  }, [scene, style, color, model]);

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

  const failureText = (failed: Extract<Phase, { phase: "failed" }>): string => {
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

  return (
    <div className="we-view" ref={root} data-testid="we-view" data-phase={phase.phase}>
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
            onClick={() => stage?.autoView(300)}
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
        {phase.phase === "reading" || phase.phase === "parsing" ? (
          <div className="we-view-overlay" data-testid="view-loading">
            <div className="we-view-progress">
              <div>{t("view.loading", { name })}</div>
              {phase.phase === "reading" ? (
                <>
                  <Progress
                    size="small"
                    indicating
                    percent={
                      phase.total
                        ? Math.min(100, Math.round((phase.received / phase.total) * 100))
                        : undefined
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
        <span className="muted small" title={name}>
          {name}
        </span>
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
