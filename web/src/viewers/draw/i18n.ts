/** weDraw's strings (loaded with the editor's chunk; Ketcher's own UI stays English). */
import { defineNamespace, type Widen } from "../../i18n";

export const drawEn = {
  title: "weDraw",
  intro:
    "Draw molecules and reactions, open and save mol, sdf, rxn and .ad files, and export SMILES and images. Everything runs in your browser.",
  loading: "Starting the structure editor…",
  failed: "The structure editor could not start.",
  toolbar: "Drawing",
  docTitle: "Title",
  open: "Open",
  openLocal: "A file on this computer",
  openDataset: "A data set file",
  save: "Download",
  saveAs: "Download as .{{format}}",
  smiles: "SMILES",
  image: "Image",
  toDataset: "Save to a data set",
  use: "Use this molecule",
  empty: "The canvas is empty: draw a structure first.",
  notReaction: "An rxn file holds a reaction: draw one with an arrow first.",
  reactionNoSmiles: "Only a molecule can be handed to the argument, not a reaction.",
  valence:
    "An atom of the drawing has an impossible valence (shown in red): correct it before using the molecule.",
  opened: "Opened {{name}}",
  openFailed: "{{name}} could not be read as a structure.",
  wrongType: "{{name}} is not a mol, sdf, rxn or .ad file.",
  tooLarge: "{{name}} is larger than the editor opens (5 MiB).",
  record: "Record {{index}} of {{count}}",
  records: "Records of the file",
  previousRecord: "Previous record",
  nextRecord: "Next record",
  recordNumber: "Record number",
  adProblems: {
    tooLarge: "The drawing is larger than 5 MiB.",
    notJson: "The .ad file is not JSON.",
    notAd: "The file is not a weDraw document (.ad).",
    newerVersion: "The .ad document was written by a newer version.",
    noStructure: "The .ad document holds no structure.",
  },
  exportFailed: "The structure could not be converted.",
  smilesTitle: "SMILES of the drawing",
  smilesCopy: "Copy",
  close: "Close",
  saved: "Downloaded {{name}}",
  dataset: {
    title: "Save to a data set",
    kind: "Data set",
    kinds: {
      private: "My data",
      temporary: "Temporary data",
    },
    folder: "Folder",
    root: "(top level)",
    name: "File name",
    format: "Format",
    submit: "Save",
    saving: "Saving…",
    done: "{{name}} was saved to the data set",
    nameInvalid: "The file name is not allowed.",
  },
  picker: {
    title: "Open a data set file",
    kind: "Data set",
    kinds: {
      private: "My data",
      temporary: "Temporary data",
      public: "Public data",
    },
    search: "Search by name",
    none: "No mol, sdf, rxn or .ad files here.",
    open: "Open",
  },
  argument: {
    button: "Draw",
    title: "Draw the molecule",
    hint: "Draw the molecule, then press “Use this molecule”: its SMILES goes into the argument.",
    filled: "The SMILES of the drawing is in the argument.",
  },
  imageAs: "Download {{format}} image",
} as const;

export type DrawCatalogue = Widen<typeof drawEn>;

declare module "../../i18n/namespaces" {
  interface Namespaces {
    draw: DrawCatalogue;
  }
}

/** The draw namespace (its Chinese half is i18nZh.ts, loaded on demand). */
export const drawNs = defineNamespace("draw", drawEn, () =>
  import("./i18nZh").then((module) => module.drawZh),
);
