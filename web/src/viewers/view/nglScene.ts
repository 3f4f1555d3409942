/** What weView asks of NGL: representations, colours, models, measurements and images. */
import {
  Selection,
  StructureComponent,
  Vector3,
  VolumeComponent,
  type Component,
  type PickingProxy,
  type Stage,
} from "ngl";
import { autoStyle, hasBackbone, type PolymerSummary, type StructureSummary } from "./autoStyle";

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
  /**
   * Whether the structure holds a real backbone (a protein or nucleic acid, not a small peptide):
   * "auto" shows it as a cartoon.
   */
  readonly polymer: boolean;
  /** What the structure holds, which "auto" draws by. */
  readonly summary: StructureSummary;
}

function atomCountOf(component: StructureComponent, sele: string): number {
  return component.structure.getView(new Selection(sele)).atomCount;
}

/** Reads what was loaded; null when NGL made something other than a structure or a volume. */
export function sceneOf(component: Component | void): Scene | null {
  if (component instanceof StructureComponent) {
    const structure = component.structure;
    const polymers: PolymerSummary[] = [];
    structure.eachPolymer((polymer) => {
      let firstResno: number | null = null;
      let lastResno = 0;
      polymer.eachResidue((residue) => {
        firstResno ??= residue.resno;
        lastResno = residue.resno;
      });
      polymers.push({
        chain: polymer.chainname,
        firstResno: firstResno ?? lastResno,
        lastResno,
        residues: polymer.residueCount,
      });
    });
    const summary = { atoms: structure.atomCount, polymers };
    return {
      component,
      models: Math.max(1, structure.modelStore.count),
      atoms: structure.atomCount,
      polymer: hasBackbone(summary),
      summary,
    };
  }
  if (component instanceof VolumeComponent)
    return { component, models: 1, atoms: 0, polymer: false, summary: { atoms: 0, polymers: [] } };
  return null;
}

/** The colour a structure opens with: chains for a protein, elements for a small molecule. */
export function defaultColor(scene: Scene): ColorChoice {
  return scene.polymer ? "chainname" : "element";
}

/** Carbon of a pose over its receptor (orange, like its mark in the status line), and of the pocket. */
export const poseCarbon = 0xf2711c;
const pocketCarbon = 0xb8b8b8;
const receptorCartoon = 0x8fa9d6;

/**
 * Shows one model of the scene in a style and colour. "auto" (autoStyle): a structure with a real
 * backbone as a cartoon with its ligands and short peptides as ball and stick (coloured by element);
 * a small molecule or a small peptide as ball and stick. `carbon`
 * colours the carbons when coloured by element (a pose, apart from its pocket's grey carbons).
 */
export function showScene(
  scene: Scene,
  style: StyleChoice,
  color: ColorChoice,
  model: number,
  carbon?: number,
): void {
  const { component } = scene;
  const byElement = carbon !== undefined && color === "element" ? { colorValue: carbon } : {};
  component.removeAllRepresentations();
  if (component instanceof VolumeComponent) {
    component.addRepresentation("surface", {});
    return;
  }
  component.setSelection(scene.models > 1 ? `/${model}` : "");
  if (style === "auto") {
    const auto = autoStyle(scene.summary);
    if (auto.style === "cartoon") {
      component.addRepresentation("cartoon", { sele: "polymer", colorScheme: color });
      component.addRepresentation("ball+stick", { sele: "ligand", colorScheme: "element" });
      if (auto.shortPolymers)
        component.addRepresentation("ball+stick", { sele: auto.shortPolymers, colorScheme: "element" });
    } else {
      component.addRepresentation("ball+stick", { colorScheme: color, ...byElement });
    }
    return;
  }
  component.addRepresentation(style, { colorScheme: color, ...byElement });
}

/** How close (Å) a receptor atom comes to a pose's heavy atom for its residue to be in the pocket. */
export const pocketRadius = 5;

/**
 * The pocket of a pose: the receptor's residues (whole, water left out) with an atom within
 * `radius` Å of a heavy atom of the shown model of the pose, as an NGL atom selection; null when
 * none is that close (or either side is not a structure). Both components keep the coordinates of
 * their files, so a docking pose sits in its receptor's frame.
 */
export function pocketSelection(
  receptor: Scene,
  pose: Scene,
  model: number,
  radius: number = pocketRadius,
): string | null {
  if (!(receptor.component instanceof StructureComponent)) return null;
  if (!(pose.component instanceof StructureComponent)) return null;
  const structure = receptor.component.structure;
  const near = structure.getAtomSet(false);
  const point = new Vector3();
  const shown = pose.component.structure.getView(new Selection(pose.models > 1 ? `/${model}` : ""));
  shown.eachAtom((atom) => {
    if (atom.element === "H") return;
    point.set(atom.x, atom.y, atom.z);
    near.union(structure.getAtomSetWithinPoint(point, radius));
  });
  if (near.isAllClear()) return null;
  const residues = structure.getAtomSetWithinGroup(near);
  residues.intersection(structure.getAtomSet(new Selection("not water")));
  return residues.isAllClear() ? null : residues.toSeleString();
}

/**
 * A receptor under a pose: its polymer as a see-through cartoon (its other groups, water left out,
 * as lines), and the residues of the pocket as thin licorice coloured by element with grey carbons.
 * Answers the pocket's selection.
 */
export function showReceptor(receptor: Scene, pose: Scene, model: number): string | null {
  const { component } = receptor;
  component.removeAllRepresentations();
  if (!(component instanceof StructureComponent)) {
    component.addRepresentation("surface", {});
    return null;
  }
  if (receptor.polymer) {
    component.addRepresentation("cartoon", {
      sele: "polymer",
      colorScheme: "uniform",
      colorValue: receptorCartoon,
      opacity: 0.45,
    });
    component.addRepresentation("line", { sele: "not polymer and not water" });
  } else {
    component.addRepresentation("line", { sele: "not water" });
  }
  const pocket = pocketSelection(receptor, pose, model);
  if (pocket) {
    component.addRepresentation("licorice", {
      sele: pocket,
      colorScheme: "element",
      colorValue: pocketCarbon,
      radiusScale: 0.6,
    });
  }
  return pocket;
}

/** Centres and zooms the stage on the shown model of a pose (its receptor stays around it). */
export function zoomOnPose(pose: Scene, model: number): void {
  if (pose.component instanceof StructureComponent) {
    pose.component.autoView(pose.models > 1 ? `/${model}` : undefined);
  } else {
    pose.component.autoView();
  }
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
