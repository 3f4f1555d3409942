/** Strings of the SDF reader (SdfReader, its table, filters and record parts; loaded with the reader's chunk). */
import { defineNamespace, type Widen } from "../i18n";

export const sdfEn = {
  sdf: {
    title: "SDF reader",
    total: "{{count}} records",
    structure: "Structure",
    noStructure: "No structure",
    record: "Record {{index}}",
    lines: "lines {{start}}–{{end}}",
    lineRange: "Lines",
    molfile: "Molfile",
    molfileAlone: "This record's molfile is too large to come with the page: open it on its own.",
    openMolfile: "Open the molfile",
    copyMolfile: "Copy the molfile",
    copySmiles: "Copy SMILES",
    copyInchi: "Copy InChI",
    filterNote: "Sorting and filtering apply to every record of the file.",
    noRecords: "The file holds no records.",
    noMatches: "No record matches the filters.",
    matching: "{{count}} matching records",
    addFilter: "Add a filter",
    removeFilter: "Remove this filter",
    ops: {
      contains: "Contains",
      eq: "=",
      ne: "≠",
      gt: ">",
      ge: "≥",
      lt: "<",
      le: "≤",
      blank: "Is blank",
      notBlank: "Is not blank",
    },
  },
} as const;

export type SdfCatalogue = Widen<typeof sdfEn>;

declare module "../i18n/namespaces" {
  interface Namespaces {
    sdf: SdfCatalogue;
  }
}

export const sdfNs = defineNamespace("sdf", sdfEn, () =>
  import("./sdfI18nZh").then((module) => module.sdfZh),
);
