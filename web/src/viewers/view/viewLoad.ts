/**
 * weView's loading: one NGL stage per viewer, and its source (and companion, a docking pose's
 * receptor) read with their phases (reading with progress, parsing, ready, or why they failed) and
 * added to the stage as components.
 */
import { Stage as NglStage } from "ngl";
import { useEffect, useState, type RefObject } from "react";
import { sceneOf, type Scene } from "./nglScene";
import { readSource } from "./readSource";
import { sourceExtension, type ViewSource } from "./sources";

export type Phase =
  | { readonly phase: "reading"; readonly received: number; readonly total: number | null }
  | { readonly phase: "parsing" }
  | { readonly phase: "ready" }
  | {
      readonly phase: "failed";
      readonly reason: "tooLarge" | "converted" | "unsupported" | "unreadable" | "empty" | "readFailed";
      readonly ext: string;
      readonly detail: string;
    };

export type Failed = Extract<Phase, { phase: "failed" }>;

export function loading(phase: Phase): boolean {
  return phase.phase === "reading" || phase.phase === "parsing";
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
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

/** One NGL stage per viewer, resized with its box (a window being resized, full screen). */
export function useNglStage(canvas: RefObject<HTMLDivElement | null>): NglStage | null {
  const [stage, setStage] = useState<NglStage | null>(null);
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
  }, [canvas]);
  return stage;
}

export interface ViewLoad {
  readonly scene: Scene | null;
  readonly phase: Phase;
  readonly receptor: Scene | null;
  /** Null without a companion. */
  readonly receptorPhase: Phase | null;
  /** The stage's components once loaded. */
  readonly components: number;
}

/**
 * Loads `source` (and `companion`) on the stage, again whenever they change: `onReset` is told when a
 * load starts, `onLoaded` when the main source's scene is ready (before it is shown).
 */
export function useViewLoad(
  stage: NglStage | null,
  source: ViewSource,
  companion: ViewSource | null,
  side: "frontend" | "system",
  onReset: () => void,
  onLoaded: (scene: Scene) => void,
): ViewLoad {
  const [scene, setScene] = useState<Scene | null>(null);
  const [phase, setPhase] = useState<Phase>({ phase: "reading", received: 0, total: null });
  const [receptor, setReceptor] = useState<Scene | null>(null);
  const [receptorPhase, setReceptorPhase] = useState<Phase | null>(null);
  const [components, setComponents] = useState(0);

  useEffect(() => {
    if (!stage) return;
    const controller = new AbortController();
    let current = true;
    const isCurrent = () => current;
    setScene(null);
    setReceptor(null);
    setComponents(0);
    onReset();
    setPhase({ phase: "reading", received: 0, total: null });
    setReceptorPhase(companion ? { phase: "reading", received: 0, total: null } : null);
    const counted = () => {
      if (current) setComponents(stage.compList.length);
    };
    void loadScene(stage, source, side, controller.signal, isCurrent, setPhase).then((loaded) => {
      if (!loaded || !current) return;
      onLoaded(loaded);
      setScene(loaded);
      setPhase({ phase: "ready" });
      counted();
    });
    if (companion) {
      void loadScene(stage, companion, side, controller.signal, isCurrent, setReceptorPhase).then(
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
  }, [stage, source, companion, side, onReset, onLoaded]);

  return { scene, phase, receptor, receptorPhase, components };
}
