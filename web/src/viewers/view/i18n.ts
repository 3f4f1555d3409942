/** Strings of weView, the 3-D molecule viewer (its page, its window and its openers). */
import { defineNamespace, type Widen } from "../../i18n";

export const viewEn = {
  title: "weView 3-D viewer",
  intro: "Molecules in 3-D, drawn by NGL: PDB, mmCIF, SDF, MOL2, GRO, PDBQT, cube, dx and more.",
  openLocal: "Open a file from this computer",
  noFile:
    "Open a molecule file from this computer, or open one in 3-D from a data set, the SDF reader or a job's outputs.",
  loading: "Loading {{name}}",
  received: "{{received}} of {{total}}",
  receivedSoFar: "{{received}} received",
  parsing: "Building the model…",
  readFailed: "The file could not be read.",
  unreadable: "The 3-D viewer could not read this file as {{ext}}: {{message}}",
  empty: "The file holds no atoms to show.",
  tooLarge: "Files over {{size}} are not opened in 3-D; download the file instead.",
  converted:
    "{{ext}} files are converted on the server before the 3-D viewer shows them: open this one from a data set or a job's outputs.",
  unsupported: "{{ext}} is not a format the 3-D viewer opens.",
  style: "Representation",
  styles: {
    auto: "Auto (by structure)",
    cartoon: "Cartoon",
    "ball+stick": "Ball and stick",
    licorice: "Licorice",
    surface: "Surface",
    spacefill: "Spacefill",
    line: "Line",
  },
  color: "Colour",
  colors: {
    element: "Element",
    chainname: "Chain",
    resname: "Residue",
    sstruc: "Secondary structure",
    bfactor: "B-factor",
  },
  model: "Model {{index}} of {{count}}",
  record: "Record {{index}} of {{count}}",
  previous: "Previous",
  next: "Next",
  measure: "Measure",
  measureHint: "Click two atoms to measure the distance between them.",
  held: "First atom {{atom}}: click a second atom.",
  distance: "{{from}} – {{to}}: {{distance}} Å",
  clearMeasurements: "Clear measurements",
  screenshot: "Screenshot (PNG)",
  fullScreen: "Full screen",
  exitFullScreen: "Leave full screen",
  resetView: "Reset the view",
  atoms: "{{count}} atoms",
  ligand: "ligand {{count}} atoms",
  open3d: "Open in 3-D",
  newWindow: "3-D in a new window",
  record3d: "3-D",
  receptor: "Receptor",
  hideReceptor: "Hide the receptor",
  showReceptor: "Show the receptor",
  receptorName: "over {{name}}",
  receptorAtoms: "receptor {{count}} atoms",
  pocket: "pocket: residues within {{radius}} Å",
  noPocket: "no receptor residue within {{radius}} Å of the pose",
  receptorFailed: "The receptor is not shown: {{reason}}",
} as const;

export type ViewCatalogue = Widen<typeof viewEn>;

declare module "../../i18n/namespaces" {
  interface Namespaces {
    view: ViewCatalogue;
  }
}

/** The view namespace (its Chinese half is i18nZh.ts, loaded on demand). */
export const viewNs = defineNamespace("view", viewEn, () =>
  import("./i18nZh").then((module) => module.viewZh),
);
