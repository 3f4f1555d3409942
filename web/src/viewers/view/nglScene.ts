/** What weView asks of NGL: representations, colours, models, measurements and images. */
import {
  Selection,
  StructureComponent,
  VolumeComponent,
  type Component,
  type PickingProxy,
  type Stage,
} from "ngl";

export const styleChoices = [
  "auto",
  "cartoon",
  "ball+stick",
  "licorice",
  "surface",
  "spacefill",
  "line",
] as const;
export type StyleChoice = (typeof styleChoices)[number];

/** NGL colour schemes offered: element, chain, residue, secondary structure, b-factor. */
export const colorChoices = ["element", "chainname", "resname", "sstruc", "bfactor"] as const;
export type ColorChoice = (typeof colorChoices)[number];

export interface Scene {
  readonly component: StructureComponent | VolumeComponent;
  /** Models of a structure: the records of an SDF, the MODELs of a PDB (docking poses). */
  readonly models: number;
  readonly atoms: number;
  /** Whether the structure holds a polymer (protein or nucleic acid): "auto" shows it as a cartoon. */
  readonly polymer: boolean;
}

function atomCountOf(component: StructureComponent, sele: string): number {
  return component.structure.getView(new Selection(sele)).atomCount;
}

/** Reads what was loaded; null when NGL made something other than a structure or a volume. */
export function sceneOf(component: Component | void): Scene | null {
  if (component instanceof StructureComponent) {
    const structure = component.structure;
    return {
      component,
      models: Math.max(1, structure.modelStore.count),
      atoms: structure.atomCount,
      polymer: atomCountOf(component, "polymer") > 0,
    };
  }
  if (component instanceof VolumeComponent) return { component, models: 1, atoms: 0, polymer: false };
  return null;
}

/** The colour a structure opens with: chains for a protein, elements for a small molecule. */
export function defaultColor(scene: Scene): ColorChoice {
  return scene.polymer ? "chainname" : "element";
}

/**
 * Shows one model of the scene in a style and colour. "auto": a protein as a cartoon with its
 * ligands as ball and stick (coloured by element), a small molecule as ball and stick.
 */
export function showScene(scene: Scene, style: StyleChoice, color: ColorChoice, model: number): void {
  const { component } = scene;
  component.removeAllRepresentations();
  if (component instanceof VolumeComponent) {
    component.addRepresentation("surface", {});
    return;
  }
  component.setSelection(scene.models > 1 ? `/${model}` : "");
  if (style === "auto") {
    if (scene.polymer) {
      component.addRepresentation("cartoon", { sele: "polymer", colorScheme: color });
      component.addRepresentation("ball+stick", { sele: "ligand", colorScheme: "element" });
    } else {
      component.addRepresentation("ball+stick", { colorScheme: color });
    }
    return;
  }
  component.addRepresentation(style, { colorScheme: color });
}

export function ligandAtoms(scene: Scene): number {
  return scene.component instanceof StructureComponent ? atomCountOf(scene.component, "ligand") : 0;
}

export interface Measurement {
  readonly from: string;
  readonly to: string;
  /** Ångström. */
  readonly distance: number;
}

/**
 * Distance measurements by picking two atoms: the first click holds an atom, the second adds NGL's
 * distance representation between them and answers the measurement. Answers a function removing
 * the listener.
 */
export function listenForMeasurements(
  stage: Stage,
  scene: Scene,
  onPick: (held: string | null, measured: Measurement | null) => void,
): () => void {
  const { component } = scene;
  if (!(component instanceof StructureComponent)) return () => undefined;
  let held: number | null = null;
  const onClicked = (picked: PickingProxy | undefined) => {
    if (!picked || picked.component !== component) return;
    // A click on a bond holds its nearer atom.
    const atom = (picked.atom as PickingProxy["atom"] | undefined) ?? picked.closestBondAtom;
    if (!atom) return;
    const structure = component.structure;
    if (held === null || held === atom.index) {
      held = atom.index;
      onPick(structure.getAtomProxy(atom.index).qualifiedName(), null);
      return;
    }
    const first = structure.getAtomProxy(held);
    const second = structure.getAtomProxy(atom.index);
    component.addMeasurement([held, atom.index]);
    held = null;
    onPick(null, {
      from: first.qualifiedName(),
      to: second.qualifiedName(),
      distance: first.distanceTo(second),
    });
  };
  stage.signals.clicked.add(onClicked);
  return () => {
    stage.signals.clicked.remove(onClicked);
  };
}

export function clearMeasurements(scene: Scene): void {
  if (scene.component instanceof StructureComponent) scene.component.removeAllMeasurements();
}

/** A PNG of what the stage shows, at twice the canvas size. */
export function stageImage(stage: Stage): Promise<Blob> {
  return stage.makeImage({ factor: 2, antialias: true, trim: false, transparent: false });
}
