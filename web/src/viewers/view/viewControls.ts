/**
 * weView's controls over a loaded scene: representation and colour, the model (record, pose) shown,
 * distance measurements, the receptor's visibility and its pocket; and the effects that show the scene
 * as they say.
 */
import type { Stage as NglStage } from "ngl";
import { useCallback, useEffect, useState } from "react";
import {
  clearMeasurements,
  defaultColor,
  listenForMeasurements,
  poseCarbon,
  showReceptor,
  showScene,
  zoomOnPose,
  type ColorChoice,
  type Measurement,
  type Scene,
  type StyleChoice,
} from "./nglScene";

export interface ViewControls {
  readonly style: StyleChoice;
  readonly setStyle: (style: StyleChoice) => void;
  readonly color: ColorChoice;
  readonly setColor: (color: ColorChoice) => void;
  /** The model (record, pose) shown, from 0. */
  readonly model: number;
  /** Steps `delta` models through the scene's, dropping the measurements. */
  readonly step: (scene: Scene, delta: number) => void;
  readonly measuring: boolean;
  readonly toggleMeasuring: () => void;
  /** The first atom picked of a measurement. */
  readonly held: string | null;
  readonly measurements: readonly Measurement[];
  readonly clearAll: (scene: Scene) => void;
  readonly receptorShown: boolean;
  readonly toggleReceptor: () => void;
  /** The pocket's residues around the pose, null when none is near. */
  readonly pocket: string | null;
  /** What the scene's effects report: the pocket found, an atom picked, a distance measured. */
  readonly setPocket: (pocket: string | null) => void;
  readonly setHeld: (atom: string | null) => void;
  readonly addMeasurement: (measurement: Measurement) => void;
  /** A new source: the first model, no measurement, the receptor shown, no pocket (stable). */
  readonly reset: () => void;
  /** A scene loaded: the automatic style and its default colour (stable). */
  readonly restyle: (scene: Scene) => void;
}

export function useViewControls(): ViewControls {
  const [style, setStyle] = useState<StyleChoice>("auto");
  const [color, setColor] = useState<ColorChoice>("element");
  const [model, setModel] = useState(0);
  const [measuring, setMeasuring] = useState(false);
  const [held, setHeld] = useState<string | null>(null);
  const [measurements, setMeasurements] = useState<readonly Measurement[]>([]);
  const [receptorShown, setReceptorShown] = useState(true);
  const [pocket, setPocket] = useState<string | null>(null);

  const reset = useCallback(() => {
    setPocket(null);
    setReceptorShown(true);
    setModel(0);
    setMeasurements([]);
    setHeld(null);
  }, []);
  const restyle = useCallback((scene: Scene) => {
    setStyle("auto");
    setColor(defaultColor(scene));
  }, []);

  const addMeasurement = useCallback(
    (measured: Measurement) => setMeasurements((list) => [...list, measured]),
    [],
  );

  const step = (scene: Scene, delta: number) => {
    if (measurements.length > 0) clearMeasurements(scene);
    setMeasurements([]);
    setHeld(null);
    setModel((value) => Math.min(scene.models - 1, Math.max(0, value + delta)));
  };

  return {
    style,
    setStyle,
    color,
    setColor,
    model,
    step,
    measuring,
    toggleMeasuring: () => {
      setMeasuring((value) => !value);
      setHeld(null);
    },
    held,
    measurements,
    clearAll: (scene) => {
      clearMeasurements(scene);
      setMeasurements([]);
    },
    receptorShown,
    toggleReceptor: () => setReceptorShown((value) => !value),
    pocket,
    setPocket,
    setHeld,
    addMeasurement,
    reset,
    restyle,
  };
}

/**
 * Shows the scene as the controls say: its style, colour and model (with the receptor, its pocket and
 * the view zoomed on the pose), the receptor's visibility, and measurements by picking while measuring.
 */
export function useSceneDisplay(
  stage: NglStage | null,
  scene: Scene | null,
  receptor: Scene | null,
  controls: ViewControls,
): void {
  const { style, color, model, receptorShown, measuring, setPocket, setHeld, addMeasurement } = controls;

  useEffect(() => {
    if (!scene) return;
    showScene(scene, style, color, model, receptor ? poseCarbon : undefined);
    if (receptor) {
      setPocket(showReceptor(receptor, scene, model));
      zoomOnPose(scene, model);
    } else {
      scene.component.autoView();
    }
  }, [scene, receptor, style, color, model, setPocket]);

  useEffect(() => {
    receptor?.component.setVisibility(receptorShown);
  }, [receptor, receptorShown]);

  useEffect(() => {
    if (!stage || !scene || !measuring) return;
    return listenForMeasurements(stage, scene, (nextHeld, measured) => {
      setHeld(nextHeld);
      if (measured) addMeasurement(measured);
    });
  }, [stage, scene, measuring, setHeld, addMeasurement]);
}
